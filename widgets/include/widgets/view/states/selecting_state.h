#pragma once
// A selection tool pressed: a stroke of its own (a rectangle, a lasso, a wand's click). Pressed
// inside the selection with the left button and no Shift or Ctrl, it waits: a drag to another
// tile lifts the selection (Alt: a copy) and moves it, a click selects anew.

#include "widgets/tools/tool_context.h"
#include "widgets/view/states/stroking_state.h"

#include <optional>

namespace gbxx {

class SelectingState : public StrokingState {
public:
    static Next press(BoardView& view, QMouseEvent* event);

    bool busy() const override { return !pressedInside_; }
    void finish(BoardView& view) override;
    Next mouseMove(BoardView& view, QMouseEvent* event) override;
    Next mouseRelease(BoardView& view, QMouseEvent* event) override;

private:
    struct PressedInside {
        ToolPoint at;
        bool duplicate;
    };
    SelectingState(bool erase, Qt::KeyboardModifiers modifiers);

    std::optional<PressedInside> pressedInside_; // until the pointer leaves its tile
};

} // namespace gbxx
