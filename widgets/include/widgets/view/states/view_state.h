#pragma once
// One state of the board view's input, after Aseprite's editor states (standby, drawing, moving
// pixels, scrolling): the view holds exactly one and hands it every press, drag, release and key.
// Each handler returns the state that follows, or nullptr when this one goes on. A state draws its
// own preview over the board and ends what it has under way when the view must leave it.

#include <memory>

class QKeyEvent;
class QMouseEvent;
class QPainter;
class QRectF;

namespace gbxx {

class BoardView;
class MovingFloatingState;

class ViewState {
public:
    using Next = std::unique_ptr<ViewState>;

    // What a state at rest shows: nothing (idle) or the stamp under the pointer. The view puts the
    // state at rest again when the tool or the stamp changes; a state at work is left alone.
    enum class Rest { AtWork, Idle, Stamp };

    virtual ~ViewState() = default;

    virtual Rest rest() const { return Rest::AtWork; }
    // A press-drag action is under way (the brush's outline under the pointer gives way).
    virtual bool busy() const { return false; }
    // The floating content, while there is some (panning keeps it floating).
    virtual MovingFloatingState* floating() { return nullptr; }
    // Floating content shows the selection to come: the selection's outline gives way.
    virtual bool hidesSelection() const { return false; }

    // The view makes this state the current one (again, after a pan).
    virtual void enter(BoardView&) {}
    // The view leaves this state: its preview goes.
    virtual void exit(BoardView&) {}
    // Something outside ends what is under way (another tool, another document, floating content
    // pasted): a stroke as if released, floating content placed. The view then rests.
    virtual void finish(BoardView&) {}
    // The board the action was for changed shape or went: the action is dropped unfinished.
    virtual Next drop(BoardView&) { return nullptr; }

    virtual Next mousePress(BoardView&, QMouseEvent*) { return nullptr; }
    // By default the pointer leads the hovered tile again.
    virtual Next mouseMove(BoardView& view, QMouseEvent* event);
    virtual Next mouseRelease(BoardView&, QMouseEvent*) { return nullptr; }
    // Keys this state takes before the window's shortcuts see them (floating content's arrows).
    virtual bool takesKey(const QKeyEvent*) const { return false; }
    // A key the state does not act on is ignored (event->ignore()): the scroll area has it.
    virtual Next keyPress(BoardView& view, QKeyEvent* event);
    // Enter, or Space pressed alone, on the tile cursor.
    virtual Next applyAtCursor(BoardView&) { return nullptr; }
    // The hovered tile changed.
    virtual void hoverChanged(BoardView&) {}
    // Over the board, in the board's units.
    virtual void paint(const BoardView&, QPainter&, const QRectF&) const {}
};

} // namespace gbxx
