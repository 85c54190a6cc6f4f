#pragma once
// The board view's input: exactly one state at a time (states/, after Aseprite's editor states),
// handed every press, drag, release and key; the state a handler returns is entered, and the one
// left ends its preview. A state may be left by what it does itself (placing floating content
// lands it, and landing rests the view): it is kept until the outermost handler has returned.
// Space is a modifier of every state (arrows still nudge floating content while it is held), so it
// is kept here too, with whether the view panned while it was held.

#include "widgets/view/states/view_state.h"

#include <QPoint>

#include <functional>
#include <optional>
#include <vector>

namespace gbxx {

class BoardView;

class ViewInput {
public:
    explicit ViewInput(BoardView& view);
    ~ViewInput();

    // What the pointer and the keys do now.
    const ViewState& state() const { return *state_; }
    // The floating content, while there is some (a pan keeps it floating).
    MovingFloatingState* floating() const { return state_->floating(); }

    // The state that follows `next` (nullptr: the current one goes on).
    void enter(ViewState::Next next);
    // The state at rest: the stamp under the pointer while the tool places one, else idle.
    ViewState::Next restingState() const;
    // Hands an event to the current state and enters the state it returns.
    void forward(const std::function<ViewState::Next(ViewState&)>& handler);
    // The current state ends what it has under way (as released, placed) and the view rests.
    void finish();
    // The current state drops what it has under way (its board changed shape or went).
    void drop();
    // At rest, the state follows the tool and the stamp (the stamp under the pointer or idle).
    void restAgain();
    // Another board: what the last one had under way was finished with it; the view rests.
    void restart();
    // The hovered tile changed.
    void hoverChanged() { state_->hoverChanged(view_); }
    // A pan from viewport position `at` interrupts the current state, which goes on after it.
    void pan(QPoint at);

    // Space went down: a left drag pans, and Space alone applies the tool at the tile cursor.
    void holdSpace() { spaceHold_ = SpaceHold{}; }
    bool spaceHeld() const { return spaceHold_.has_value(); }
    // The view scrolled: while Space is held, its release is no click of the tool.
    void notePan();
    // Space came up: whether it was held without panning (a press of Space alone).
    bool releaseSpace();

private:
    // floatingChanged, when whether content floats is no longer what it last said.
    void announceFloating();

    BoardView& view_;
    std::unique_ptr<ViewState> state_;
    std::vector<std::unique_ptr<ViewState>> retired_; // left while one of them was at work
    int handling_ = 0;                                // state handlers on the stack
    bool floatingAnnounced_ = false;                  // what floatingChanged last said
    struct SpaceHold {
        bool panned = false;
    };
    std::optional<SpaceHold> spaceHold_;
};

} // namespace gbxx
