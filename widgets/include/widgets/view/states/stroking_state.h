#pragma once
// The tool pressed with the mouse, dragged and released: a stroke of the brush, a line, a fill, a
// pick, a measure. Pressed with the mouse off the board, the tool is pressed where the pointer
// first reaches a tile. The tile cursor's keys still move the cursor meanwhile; the stroke is the
// mouse's (a stroke driven by the keys is CursorStrokeState's).

#include "widgets/tools/tool_context.h"
#include "widgets/view/states/view_state.h"

#include <QPointF>
#include <Qt>

namespace gbxx {

class StrokingState : public ViewState {
public:
    // A press of the mouse at `at` (`erase`: the right button) with `modifiers` held.
    static Next byMouse(BoardView& view, QPointF at, bool erase, Qt::KeyboardModifiers modifiers);

    bool busy() const override { return true; }
    void finish(BoardView& view) override;
    Next drop(BoardView& view) override;
    Next mouseMove(BoardView& view, QMouseEvent* event) override;
    Next mouseRelease(BoardView& view, QMouseEvent* event) override;
    Next keyPress(BoardView& view, QKeyEvent* event) override;

protected:
    StrokingState(bool erase, Qt::KeyboardModifiers modifiers);
    // Presses the tool at `at` when the pointer is on a tile; false while it is off the board.
    bool pressWhereTheBoardIs(BoardView& view, QPointF at);
    Qt::KeyboardModifiers modifiers() const { return modifiers_; }
    // The tool was pressed for this stroke by another way than the mouse (the keys).
    void pressed() { pressed_ = true; }

private:
    bool erase_;
    Qt::KeyboardModifiers modifiers_;
    bool pressed_ = false; // the tool is pressed (a press off the board waits for a tile)
};

} // namespace gbxx
