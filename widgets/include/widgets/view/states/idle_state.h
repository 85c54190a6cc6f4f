#pragma once
// At rest, no stamp chosen: the pointer hovers, a press starts what the tool says it starts (a
// stroke, a selection, a lift of the selection), and the tile cursor's keys move it; Enter (or
// Space alone) applies the tool at the tile cursor, a two-point tool from one Enter to the next.
//
// The tile cursor is no state of its own: the mouse and the keys take turns freely at rest, and
// the cursor stays while content floats or a stroke goes on; a line begun with Enter is a stroke
// driven by the keys (StrokingState).

#include "widgets/view/states/view_state.h"

#include <QPointF>

namespace gbxx {

class IdleState : public ViewState {
public:
    Rest rest() const override { return Rest::Idle; }
    Next mousePress(BoardView& view, QMouseEvent* event) override;
    Next keyPress(BoardView& view, QKeyEvent* event) override;
    Next applyAtCursor(BoardView& view) override;

    // What a press of the mouse starts with the view's tool (nullptr: nothing).
    static Next pressTool(BoardView& view, QMouseEvent* event);
};

} // namespace gbxx
