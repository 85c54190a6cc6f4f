// BoardView: link groups (G1) outlined on the board in their group's colour (the Link group
// layer's colour for its value), with a diamond on each anchor, while the header makes them
// active. Groups are found again only after an edit that changed some tile's link value.

#include "editor/view/board_view.h"

#include "editor/document/board_document.h"
#include "render/layer_style.h"

#include <QPainter>

namespace gbxx {

void BoardView::drawLinkGroups(QPainter& painter, const QRectF& area) const {
    const Board& board = document()->board();
    const FieldSpec* link = board.field(keys::link);
    if (!link || board.header(keys::grouped) == 0 || !linkGroupsShown_)
        return;
    if (!groups_)
        groups_ = findLinkGroups(board, geometry_);
    if (groups_->groups.empty())
        return;
    const LayerStyle style(*link, heightModeOf(board));
    BoardRenderer renderer(board, geometry_);
    const QRect range = renderer.tileRange(area);
    const int corners = geometry_.cornerCount();
    const double width = std::max(2.0, 0.1 * zoom_) / zoom_;
    // An edge is outlined where the tile across it belongs to another group (or none).
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            const TileIndex t = board.indexOf(x, y);
            const std::int32_t g = groups_->groupOfTile[t];
            if (g == LinkGroups::kNone)
                continue;
            const LinkGroup& group = groups_->groups[static_cast<std::size_t>(g)];
            const Point c = geometry_.centre(x, y);
            painter.setPen(QPen(style.fill(group.link), width));
            for (int i = 0; i < corners; ++i) {
                const auto other = geometry_.acrossEdge(x, y, i);
                if (other && groups_->groupOfTile[*other] == g)
                    continue;
                const Point a = geometry_.corner(x, y, i);
                const Point b = geometry_.corner(x, y, (i + 1) % corners);
                painter.drawLine(QPointF(a.x, a.y), QPointF(b.x, b.y));
            }
            if (group.anchor == t) { // the anchor: a diamond
                const double r = 0.18;
                const QPointF diamond[] = {
                    {c.x, c.y - r}, {c.x + r, c.y}, {c.x, c.y + r}, {c.x - r, c.y}};
                painter.setBrush(Qt::white);
                painter.drawConvexPolygon(diamond, 4);
                painter.setBrush(Qt::NoBrush);
            }
        }
}

} // namespace gbxx
