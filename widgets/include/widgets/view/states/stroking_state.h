#pragma once
// The tool pressed, dragged and released: a stroke of the brush, a line, a fill, a pick, a
// measure. Pressed with the mouse off the board, the tool is pressed where the pointer first
// reaches a tile. A two-point tool begun with Enter at the tile cursor follows the cursor's keys
// until the next Enter (or Space) puts its other end; Esc or the mouse drops it.

#include "widgets/tools/tool_context.h"
#include "widgets/view/states/view_state.h"

#include <QPointF>
#include <Qt>

namespace gbxx {

class StrokingState : public ViewState {
public:
    // A press of the mouse at `at` (`erase`: the right button) with `modifiers` held.
    static Next byMouse(BoardView& view, QPointF at, bool erase, Qt::KeyboardModifiers modifiers);
    // A two-point tool's first end at the tile cursor `at`.
    static Next byKeys(BoardView& view, const ToolPoint& at);

    bool busy() const override { return true; }
    void finish(BoardView& view) override;
    Next drop(BoardView& view) override;
    Next mouseMove(BoardView& view, QMouseEvent* event) override;
    Next mouseRelease(BoardView& view, QMouseEvent* event) override;
    bool takesKey(const QKeyEvent* event) const override;
    Next keyPress(BoardView& view, QKeyEvent* event) override;
    Next applyAtCursor(BoardView& view) override;

protected:
    enum class Driver { Mouse, Keys };
    StrokingState(Driver driver, bool erase, Qt::KeyboardModifiers modifiers);
    // Presses the tool at `at` when the pointer is on a tile; false while it is off the board.
    bool pressWhereTheBoardIs(BoardView& view, QPointF at);
    Qt::KeyboardModifiers modifiers() const { return modifiers_; }

private:
    Driver driver_;
    bool erase_;
    Qt::KeyboardModifiers modifiers_;
    bool pressed_ = false; // the tool is pressed (a press off the board waits for a tile)
};

} // namespace gbxx
