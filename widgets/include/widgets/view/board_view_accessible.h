#pragma once
// What assistive technology hears from the board view: the view itself (the board's title, how to
// use it without a mouse) and, as its one child, the tile under the cursor — its place and its
// fields as text — announced with a focus event whenever the tile cursor moves.

class QAccessibleInterface;
class QObject;
class QString;

namespace gbxx {

class BoardView;

// For QAccessible::installFactory: the interface of a BoardView, null for anything else.
QAccessibleInterface* boardViewAccessible(const QString& className, QObject* object);

// Tells assistive technology that the tile under the cursor changed (moved or edited).
void announceTile(BoardView* view);

} // namespace gbxx
