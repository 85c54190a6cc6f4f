#include "widgets/view/states/cursor_stroke_state.h"

#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/cursor_keys.h"
#include "widgets/view/states/view_input.h"
#include "widgets/view/tile_cursor.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace gbxx {

CursorStrokeState::CursorStrokeState()
    : StrokingState(false, Qt::NoModifier) {}

ViewState::Next CursorStrokeState::begin(BoardView& view, const ToolPoint& at) {
    std::unique_ptr<CursorStrokeState> state(new CursorStrokeState());
    ToolContext context = view.toolContext(Qt::NoModifier);
    view.tool()->press(context, at, false);
    state->pressed();
    view.updatePreview();
    return state;
}

ViewState::Next CursorStrokeState::mouseMove(BoardView& view, QMouseEvent* event) {
    // A line begun with Enter is the keys' to finish; the mouse drops it.
    Next next = drop(view);
    view.tileCursor()->followPointer(event->position());
    return next;
}

bool CursorStrokeState::takesKey(const QKeyEvent* event) const {
    return event->key() == Qt::Key_Escape;
}

ViewState::Next CursorStrokeState::keyPress(BoardView& view, QKeyEvent* event) {
    if (stepTileCursor(view, event)) {
        if (const auto point = view.tileCursor()->point()) {
            ToolContext context = view.toolContext(modifiers());
            view.tool()->drag(context, *point);
            view.updatePreview();
        }
        return nullptr;
    }
    if (isEnterKey(event))
        return event->isAutoRepeat() ? nullptr : applyAtCursor(view);
    if (takesKey(event) && isPlainKey(event))
        return drop(view);
    event->ignore();
    return nullptr;
}

ViewState::Next CursorStrokeState::applyAtCursor(BoardView& view) {
    const auto point = view.tileCursor()->point();
    if (!point)
        return nullptr;
    view.tileCursor()->showKeys();
    ToolContext context = view.toolContext(Qt::NoModifier);
    view.tool()->drag(context, *point);
    finish(view);
    return view.input().restingState();
}

} // namespace gbxx
