#pragma once
// The View menu's own entries: zoom, Go to Tile, grid, rulers, tile labels, Clear Highlight and
// stepping through the boards' tabs. The docks, the theme and the language add theirs after these.

#include <QObject>

class QMenu;

namespace gbxx {

class ActionRegistry;
class BoardDocument;
class BoardView;

class ViewActions : public QObject {
    Q_OBJECT

public:
    ViewActions(ActionRegistry& registry, BoardView& view, QObject* parent);

    void addActions(QMenu* viewMenu);
    // Enables what needs a board.
    void follow(BoardDocument* document);

signals:
    // View ▸ Next Board (1) and Previous Board (-1).
    void stepBoard(int by);

private:
    void addTileLabels(QMenu* viewMenu);
    void goToTile();

    ActionRegistry& registry_;
    BoardView& view_;
};

} // namespace gbxx
