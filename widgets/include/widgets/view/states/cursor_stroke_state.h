#pragma once
// A two-point tool begun with Enter (or Space) at the tile cursor: its shape follows the cursor's
// keys until the next Enter or Space puts its other end; Esc or the mouse drops it.

#include "widgets/view/states/stroking_state.h"

namespace gbxx {

class CursorStrokeState : public StrokingState {
public:
    // The first end at the tile cursor `at`.
    static Next begin(BoardView& view, const ToolPoint& at);

    Next mouseMove(BoardView& view, QMouseEvent* event) override;
    bool takesKey(const QKeyEvent* event) const override;
    Next keyPress(BoardView& view, QKeyEvent* event) override;
    Next applyAtCursor(BoardView& view) override;

private:
    CursorStrokeState();
};

} // namespace gbxx
