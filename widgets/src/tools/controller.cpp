#include "widgets/tools/controller.h"

#include "widgets/tools/tool_context.h"

namespace gbxx {

void FreehandController::press(ControlledAction& action, ToolContext& context,
                               const ToolPoint& at) const {
    action.inkAtPress(context, at);
}

void FreehandController::drag(ControlledAction& action, ToolContext& context,
                              const ToolPoint& at) const {
    action.inkAlong(context, action.last(), at);
}

void TwoPointsController::press(ControlledAction& action, ToolContext& context,
                                const ToolPoint& at) const {
    action.outline(context, at, at);
}

void TwoPointsController::drag(ControlledAction& action, ToolContext& context,
                               const ToolPoint& at) const {
    action.outline(context, action.anchor(), at);
}

void TwoPointsController::release(ControlledAction& action, ToolContext& context) const {
    action.inkOutline(context);
}

void OnePointController::press(ControlledAction& action, ToolContext& context,
                               const ToolPoint& at) const {
    action.inkAtPress(context, at);
    action.end(context);
}

} // namespace gbxx
