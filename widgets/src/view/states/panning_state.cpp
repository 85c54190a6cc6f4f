#include "widgets/view/states/panning_state.h"

#include "widgets/view/board_view.h"
#include "widgets/view/states/view_input.h"

#include <QMouseEvent>
#include <QScrollBar>

namespace gbxx {

PanningState::PanningState(Next interrupted, QPoint at)
    : interrupted_(std::move(interrupted))
    , last_(at) {}

void PanningState::enter(BoardView& view) {
    view.viewport()->setCursor(Qt::ClosedHandCursor);
}

void PanningState::exit(BoardView& view) {
    view.viewport()->setCursor(view.input().spaceHeld() ? Qt::OpenHandCursor : Qt::CrossCursor);
}

void PanningState::replaceInterrupted(BoardView& view, Next next) {
    if (!next)
        return;
    interrupted_->exit(view);
    interrupted_ = std::move(next);
    interrupted_->enter(view);
    enter(view); // the hand stays closed
}

ViewState::Next PanningState::drop(BoardView& view) {
    replaceInterrupted(view, interrupted_->drop(view));
    return nullptr;
}

ViewState::Next PanningState::mouseMove(BoardView& view, QMouseEvent* event) {
    const QPoint at = event->position().toPoint();
    const QPoint delta = at - last_;
    view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->value() - delta.x());
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->value() - delta.y());
    last_ = at;
    return nullptr;
}

ViewState::Next PanningState::mouseRelease(BoardView&, QMouseEvent* event) {
    if (event->button() != Qt::MiddleButton && event->button() != Qt::LeftButton)
        return nullptr;
    return std::move(interrupted_);
}

ViewState::Next PanningState::keyPress(BoardView& view, QKeyEvent* event) {
    replaceInterrupted(view, interrupted_->keyPress(view, event));
    return nullptr;
}

} // namespace gbxx
