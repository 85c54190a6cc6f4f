#pragma once
// The tile the view points at: the pointer's, or, when the keys lead (issue 20), the tile cursor's.
// Arrows move it one tile to a neighbour, on hex boards too (in odd-q columns the tile beside or
// above is always a neighbour), across a wrap seam where the board joins; Shift+arrows select the
// rectangle from where they began, across a seam the cursor crossed (its place goes on past the
// seam; its tile is the one it lands on); Go to Tile puts it anywhere. The inspector, the rulers,
// the input state and a screen reader follow it. Which keys move it, and what Enter (or Space
// alone) does there, is the input state's (states/cursor_keys.h).

#include "widgets/tools/tool_context.h"

#include <QObject>
#include <QPoint>
#include <QPointF>

#include <optional>

namespace gbxx {

class BoardView;

class TileCursor : public QObject {
    Q_OBJECT

public:
    explicit TileCursor(BoardView& view);

    // The tile pointed at; -1 when it is off the board.
    int tile() const { return tile_; }
    // The keys lead: the tile is where they put it.
    bool keysLead() const { return keysLead_; }
    void showKeys() { keysLead_ = true; }
    // The pointer at viewport position `pos` leads again.
    void followPointer(QPointF pos);
    // The pointer left the view: the tile goes, unless the keys lead.
    void pointerLeft();
    // The arrow keys' step (`extend`, with Shift: selecting from where the steps began).
    void step(int dx, int dy, bool extend);
    // View ▸ Go to Tile: tile (x, y), in the middle of the view, the keys leading from there.
    void goTo(int x, int y);
    // The tile as a tool's point, its place the way the keys took; nothing while it is off the
    // board.
    std::optional<ToolPoint> point() const;
    // The board changed shape or is another: nothing is pointed at, and the keys lead no more.
    void reset();

signals:
    void moved(int from, int to);

private:
    void setTile(int index);
    // The place the keys took (place_) while the cursor is still on its tile, else that tile.
    QPoint place() const;

    BoardView& view_;
    int tile_ = -1;
    bool keysLead_ = false;
    std::optional<QPoint> selectAnchor_; // where Shift+arrows began: the cursor's place then
    // The cursor's place: its tile, or whole boards past it when the keys crossed a joined wrap
    // seam (ToolPoint::place), so that a rectangle between two places crosses it too.
    QPoint place_;
};

} // namespace gbxx
