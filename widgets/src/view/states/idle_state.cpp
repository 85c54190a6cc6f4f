#include "widgets/view/states/idle_state.h"

#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"
#include "widgets/view/board_view_accessible.h"
#include "widgets/view/states/cursor_keys.h"
#include "widgets/view/states/cursor_stroke_state.h"
#include "widgets/view/states/moving_floating_state.h"
#include "widgets/view/states/selecting_state.h"
#include "widgets/view/states/stroking_state.h"
#include "widgets/view/tile_cursor.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace gbxx {

ViewState::Next IdleState::pressTool(BoardView& view, QMouseEvent* event) {
    Tool* tool = view.tool();
    const bool left = event->button() == Qt::LeftButton;
    if (!view.document() || !tool || !view.paintSettings() ||
        (!left && event->button() != Qt::RightButton))
        return nullptr;
    const bool duplicate = event->modifiers() & Qt::AltModifier;
    switch (tool->pressStarts(left)) {
    case ToolPress::LiftSelection:
        // The Move tool lifts the selection (Alt: a copy of it) and drags it.
        if (const auto at = view.toolPoint(event->position(), false))
            return MovingFloatingState::lift(view, *at, duplicate);
        return nullptr;
    case ToolPress::Select:
        return SelectingState::press(view, event);
    case ToolPress::Stroke:
        break;
    }
    return StrokingState::byMouse(view, event->position(), event->button() == Qt::RightButton,
                                  event->modifiers());
}

ViewState::Next IdleState::mousePress(BoardView& view, QMouseEvent* event) {
    return pressTool(view, event);
}

ViewState::Next IdleState::keyPress(BoardView& view, QKeyEvent* event) {
    if (stepTileCursor(view, event))
        return nullptr;
    if (!isEnterKey(event)) {
        event->ignore();
        return nullptr;
    }
    if (event->isAutoRepeat()) // one step per press, as one click
        return nullptr;
    return applyAtCursor(view);
}

ViewState::Next IdleState::applyAtCursor(BoardView& view) {
    // The Move tool lifts the selection with the mouse; from the keys, floating content moves with
    // the arrows (Edit ▸ Transform, Cut and Paste).
    Tool* tool = view.tool();
    if (!tool || !view.paintSettings() || tool->movesSelection())
        return nullptr;
    const auto point = view.tileCursor()->point();
    if (!point)
        return nullptr;
    view.tileCursor()->showKeys();
    if (tool->controller().takesTwoEnds())
        return CursorStrokeState::begin(view,
                                        *point); // the first end: the shape follows the cursor
    ToolContext context = view.toolContext(Qt::NoModifier);
    tool->press(context, *point, false);
    tool->release(context);
    view.updatePreview();
    announceTile(&view); // the tile's fields may have changed
    return nullptr;
}

} // namespace gbxx
