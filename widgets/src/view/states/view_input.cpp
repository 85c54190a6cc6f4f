#include "widgets/view/states/view_input.h"

#include "widgets/view/board_view.h"
#include "widgets/view/states/idle_state.h"
#include "widgets/view/states/panning_state.h"
#include "widgets/view/states/placing_stamp_state.h"

#include <utility>

namespace gbxx {

ViewInput::ViewInput(BoardView& view)
    : view_(view)
    , state_(std::make_unique<IdleState>()) {}

ViewInput::~ViewInput() = default;

ViewState::Next ViewInput::restingState() const {
    if (PlacingStampState::stamping(view_))
        return std::make_unique<PlacingStampState>();
    return std::make_unique<IdleState>();
}

void ViewInput::enter(ViewState::Next next) {
    if (!next)
        return;
    state_->exit(view_);
    retired_.push_back(std::exchange(state_, std::move(next)));
    if (handling_ == 0)
        retired_.clear();
    state_->enter(view_);
    announceFloating();
}

void ViewInput::forward(const std::function<ViewState::Next(ViewState&)>& handler) {
    ++handling_;
    ViewState::Next next = handler(*state_);
    enter(std::move(next));
    if (--handling_ == 0)
        retired_.clear();
}

void ViewInput::finish() {
    forward([&](ViewState& state) {
        state.finish(view_);
        return restingState();
    });
}

void ViewInput::drop() {
    forward([&](ViewState& state) { return state.drop(view_); });
}

void ViewInput::restAgain() {
    const ViewState::Rest rest = state_->rest();
    if (rest == ViewState::Rest::AtWork)
        return;
    if ((rest == ViewState::Rest::Stamp) == PlacingStampState::stamping(view_))
        state_->hoverChanged(view_); // the stamp turned, or another one chosen
    else
        enter(restingState());
}

void ViewInput::restart() {
    retired_.push_back(std::exchange(state_, restingState()));
    if (handling_ == 0)
        retired_.clear();
    announceFloating();
}

void ViewInput::pan(QPoint at) {
    if (spaceHold_)
        spaceHold_->panned = true;
    // The state panning interrupts goes on when the pan ends: it is not left.
    ++handling_;
    state_ = std::make_unique<PanningState>(std::move(state_), at);
    state_->enter(view_);
    --handling_;
}

void ViewInput::notePan() {
    if (spaceHold_)
        spaceHold_->panned = true;
}

bool ViewInput::releaseSpace() {
    const std::optional<SpaceHold> held = std::exchange(spaceHold_, std::nullopt);
    return held && !held->panned;
}

void ViewInput::announceFloating() {
    if ((floating() != nullptr) == floatingAnnounced_)
        return;
    floatingAnnounced_ = !floatingAnnounced_;
    emit view_.floatingChanged(floatingAnnounced_);
}

} // namespace gbxx
