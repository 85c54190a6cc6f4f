// BoardView: whether the tool places a stamp now, and where it would land. Placing it is the
// PlacingStampState's (states/), driving the tools' StampStroke.

#include "widgets/view/board_view.h"

#include "widgets/document/region_clipboard.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/stamp_stroke.h"
#include "widgets/tools/tool.h"

namespace gbxx {

bool BoardView::isStamping() const {
    return document() && settings_ && settings_->stamp && tool_ && tool_->placesStamps();
}

Placement BoardView::stampPlacement(int x, int y) const {
    if (!isStamping())
        return {};
    return placeRegion(geometry_, StampStroke::stampRegion(*settings_->stamp, geometry_.hex()), x,
                       y);
}

} // namespace gbxx
