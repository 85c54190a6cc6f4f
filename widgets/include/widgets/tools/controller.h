#pragma once
// How a tool's pointer events become points for its intertwine, and when its ink acts: after
// Aseprite's controllers, one class for each way, so that a tool's press, drag and release ask
// their controller rather than each telling the kinds apart. Freehand joins every sample to the
// one before and inks as the pointer moves; two points shows the shape from the press to the
// pointer and inks it on release; one point inks the press alone, and the action is over.

namespace gbxx {

struct ToolContext;
struct ToolPoint;

// What a controller drives: the tool's action under way (Tool).
class ControlledAction {
public:
    // Where the action was pressed, and the pointer's last sample.
    virtual const ToolPoint& anchor() const = 0;
    virtual const ToolPoint& last() const = 0;
    // The ink on the tool's shape at the press, at once.
    virtual void inkAtPress(ToolContext& context, const ToolPoint& at) = 0;
    // The ink on the shape from `from` to `to`, at once.
    virtual void inkAlong(ToolContext& context, const ToolPoint& from, const ToolPoint& to) = 0;
    // The shape from `from` to `to` shown, not yet inked (an ink that only looks follows it, as
    // the measure's length does).
    virtual void outline(ToolContext& context, const ToolPoint& from, const ToolPoint& to) = 0;
    // The shape shown is what the ink acts on.
    virtual void inkOutline(ToolContext& context) = 0;
    // The action is released now.
    virtual void end(ToolContext& context) = 0;

protected:
    ~ControlledAction() = default;
};

class Controller {
public:
    virtual ~Controller() = default;
    virtual void press(ControlledAction& action, ToolContext& context,
                       const ToolPoint& at) const = 0;
    // A new sample of the pointer, on another tile or place than the last.
    virtual void drag(ControlledAction& action, ToolContext& context,
                      const ToolPoint& at) const = 0;
    // Before the action ends on release.
    virtual void release(ControlledAction&, ToolContext&) const {}
    // Whether a press from the keys puts only the first of two ends: the tile cursor's next
    // Enter puts the other.
    virtual bool takesTwoEnds() const { return false; }
};

// Every sample joined to the one before, inked as the pointer moves: the brush, the lasso.
class FreehandController : public Controller {
public:
    void press(ControlledAction& action, ToolContext& context, const ToolPoint& at) const override;
    void drag(ControlledAction& action, ToolContext& context, const ToolPoint& at) const override;
};

// The press and the pointer, the shape between them shown until the release inks it: a line, a
// rectangle, a measure.
class TwoPointsController : public Controller {
public:
    void press(ControlledAction& action, ToolContext& context, const ToolPoint& at) const override;
    void drag(ControlledAction& action, ToolContext& context, const ToolPoint& at) const override;
    void release(ControlledAction& action, ToolContext& context) const override;
    bool takesTwoEnds() const override { return true; }
};

// The press alone, inked at once: a fill, a wand's click.
class OnePointController : public Controller {
public:
    void press(ControlledAction& action, ToolContext& context, const ToolPoint& at) const override;
    void drag(ControlledAction&, ToolContext&, const ToolPoint&) const override {}
};

} // namespace gbxx
