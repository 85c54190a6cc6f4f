#include "widgets/view/states/stroking_state.h"

#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/view_input.h"
#include "widgets/view/states/cursor_keys.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace gbxx {

StrokingState::StrokingState(Driver driver, bool erase, Qt::KeyboardModifiers modifiers)
    : driver_(driver)
    , erase_(erase)
    , modifiers_(modifiers) {}

ViewState::Next StrokingState::byMouse(BoardView& view, QPointF at, bool erase,
                                       Qt::KeyboardModifiers modifiers) {
    std::unique_ptr<StrokingState> state(new StrokingState(Driver::Mouse, erase, modifiers));
    state->pressWhereTheBoardIs(view, at);
    return state;
}

ViewState::Next StrokingState::byKeys(BoardView& view, const ToolPoint& at) {
    std::unique_ptr<StrokingState> state(new StrokingState(Driver::Keys, false, Qt::NoModifier));
    ToolContext context = view.toolContext(Qt::NoModifier);
    view.tool()->press(context, at, false);
    state->pressed_ = true;
    view.updatePreview();
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
    view.cancelTool();
    return view.input().restingState();
}

ViewState::Next StrokingState::mouseMove(BoardView& view, QMouseEvent* event) {
    if (driver_ == Driver::Keys) {
        // A line begun with Enter is the keys' to finish; the mouse drops it.
        Next next = drop(view);
        view.followPointer(event->position());
        return next;
    }
    view.followPointer(event->position());
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

bool StrokingState::takesKey(const QKeyEvent* event) const {
    return driver_ == Driver::Keys && event->key() == Qt::Key_Escape;
}

ViewState::Next StrokingState::keyPress(BoardView& view, QKeyEvent* event) {
    if (stepTileCursor(view, event)) {
        if (driver_ == Driver::Keys) {
            if (const auto point = view.cursorPoint()) {
                ToolContext context = view.toolContext(modifiers_);
                view.tool()->drag(context, *point);
                view.updatePreview();
            }
        }
        return nullptr;
    }
    if (isEnterKey(event)) // a mouse stroke in progress is the mouse's
        return event->isAutoRepeat() ? nullptr : applyAtCursor(view);
    if (takesKey(event) && isPlainKey(event))
        return drop(view);
    event->ignore();
    return nullptr;
}

ViewState::Next StrokingState::applyAtCursor(BoardView& view) {
    if (driver_ != Driver::Keys)
        return nullptr;
    const auto point = view.cursorPoint();
    if (!point)
        return nullptr;
    view.showKeyCursor();
    ToolContext context = view.toolContext(Qt::NoModifier);
    view.tool()->drag(context, *point);
    finish(view);
    return view.input().restingState();
}

} // namespace gbxx
