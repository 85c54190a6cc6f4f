#include "widgets/view/states/stroking_state.h"

#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/cursor_keys.h"
#include "widgets/view/states/view_input.h"
#include "widgets/view/tile_cursor.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace gbxx {

StrokingState::StrokingState(bool erase, Qt::KeyboardModifiers modifiers)
    : erase_(erase)
    , modifiers_(modifiers) {}

ViewState::Next StrokingState::byMouse(BoardView& view, QPointF at, bool erase,
                                       Qt::KeyboardModifiers modifiers) {
    std::unique_ptr<StrokingState> state(new StrokingState(erase, modifiers));
    state->pressWhereTheBoardIs(view, at);
    return state;
}

bool StrokingState::pressWhereTheBoardIs(BoardView& view, QPointF at) {
    const auto point = view.toolPoint(at, false);
    if (!point)
        return false; // in the margin, or a hex board's ragged edge: wait for the pointer
    pressed_ = true;
    ToolContext context = view.toolContext(modifiers_);
    view.tool()->press(context, *point, erase_);
    view.updatePreview();
    return true;
}

void StrokingState::finish(BoardView& view) {
    if (view.tool() && view.document() && view.paintSettings()) {
        ToolContext context = view.toolContext(modifiers_);
        view.tool()->release(context);
    }
    view.updatePreview();
}

ViewState::Next StrokingState::drop(BoardView& view) {
    if (Tool* tool = view.tool())
        tool->cancel();
    view.updatePreview();
    return view.input().restingState();
}

ViewState::Next StrokingState::mouseMove(BoardView& view, QMouseEvent* event) {
    view.tileCursor()->followPointer(event->position());
    if (!(event->buttons() & (Qt::LeftButton | Qt::RightButton))) {
        finish(view); // the release went elsewhere (a dialog, another window)
        return view.input().restingState();
    }
    if (!pressed_) {
        pressWhereTheBoardIs(view, event->position());
        return nullptr;
    }
    if (const auto at = view.toolPoint(event->position(), true)) {
        ToolContext context = view.toolContext(modifiers_);
        view.tool()->drag(context, *at);
        view.updatePreview();
    }
    return nullptr;
}

ViewState::Next StrokingState::mouseRelease(BoardView& view, QMouseEvent* event) {
    if (event->buttons() & (Qt::LeftButton | Qt::RightButton))
        return nullptr; // the other button is still down: the action goes on
    finish(view);
    return view.input().restingState();
}

ViewState::Next StrokingState::keyPress(BoardView& view, QKeyEvent* event) {
    // Esc drops the stroke (as it drops a line begun with Enter); the release paints nothing.
    if (event->key() == Qt::Key_Escape && event->modifiers() == Qt::NoModifier)
        return drop(view);
    // The tile cursor moves and Enter does nothing while the mouse strokes.
    if (!stepTileCursor(view, event) && !isEnterKey(event))
        event->ignore();
    return nullptr;
}

} // namespace gbxx
