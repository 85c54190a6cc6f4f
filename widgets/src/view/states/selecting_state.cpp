#include "widgets/view/states/selecting_state.h"

#include "widgets/document/board_document.h"
#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/moving_floating_state.h"
#include "widgets/view/states/view_input.h"
#include "widgets/view/tile_cursor.h"

#include <QMouseEvent>

namespace gbxx {

SelectingState::SelectingState(bool erase, Qt::KeyboardModifiers modifiers)
    : StrokingState(erase, modifiers) {}

ViewState::Next SelectingState::press(BoardView& view, QMouseEvent* event) {
    const bool right = event->button() == Qt::RightButton;
    std::unique_ptr<SelectingState> state(new SelectingState(right, event->modifiers()));
    if (!right && !(event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier))) {
        const auto at = view.toolPoint(event->position(), false);
        const Geometry& geometry = view.geometry();
        if (at &&
            view.document()->selection().contains(geometry.indexOf(at->tile.x(), at->tile.y()))) {
            state->pressedInside_ =
                PressedInside{*at, static_cast<bool>(event->modifiers() & Qt::AltModifier)};
            return state;
        }
    }
    state->pressWhereTheBoardIs(view, event->position());
    return state;
}

void SelectingState::finish(BoardView& view) {
    if (!pressedInside_)
        StrokingState::finish(view);
}

ViewState::Next SelectingState::mouseMove(BoardView& view, QMouseEvent* event) {
    if (!pressedInside_)
        return StrokingState::mouseMove(view, event);
    view.tileCursor()->followPointer(event->position());
    if (!(event->buttons() & Qt::LeftButton))
        return nullptr;
    const auto at = view.toolPoint(event->position(), true);
    if (!at || at->tile == pressedInside_->at.tile)
        return nullptr;
    // Dragged off the tile pressed: the selection is lifted there and follows the pointer.
    Next moving = MovingFloatingState::lift(view, pressedInside_->at, pressedInside_->duplicate);
    if (!moving)
        return view.input().restingState();
    moving->mouseMove(view, event);
    return moving;
}

ViewState::Next SelectingState::mouseRelease(BoardView& view, QMouseEvent* event) {
    if (!pressedInside_)
        return StrokingState::mouseRelease(view, event);
    if (event->button() != Qt::LeftButton)
        return nullptr;
    // A click inside the selection: the tool's own click (a new selection).
    ToolContext context = view.toolContext(modifiers());
    view.tool()->press(context, pressedInside_->at, false);
    view.tool()->release(context);
    view.updatePreview();
    return view.input().restingState();
}

} // namespace gbxx
