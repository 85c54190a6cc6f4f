#pragma once
// Link groups (G1) outlined in their group's colour, with their anchors (render/
// link_group_outlines.h), while the header makes them active and the link field is shown. The
// groups are found at the first paint after they may have changed (an edit of a link value, another
// board), not at every paint.

#include "widgets/view/layers/paint_layer.h"
#include "gbxx/link_groups.h"

#include <optional>

namespace gbxx {

class LinkGroupsLayer : public PaintLayer {
public:
    // Whether the link field is among the fields shown.
    void setShown(bool shown) { shown_ = shown; }
    // Some tile's link value changed, or the board is another: the groups are found again.
    void forget() { groups_.reset(); }
    void paint(QPainter& painter, const QRectF& area, const BoardLook& look) override;

private:
    bool shown_ = true;
    std::optional<LinkGroups> groups_;
};

} // namespace gbxx
