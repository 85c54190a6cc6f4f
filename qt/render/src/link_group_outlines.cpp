#include "render/link_group_outlines.h"

#include "render/layer_style.h"

#include <QPainter>

#include <algorithm>

namespace gbxx {

void drawLinkGroupOutlines(QPainter& painter, const Board& board, const Geometry& geometry,
                           const LinkGroups& groups, const QRect& range, double scale) {
    const FieldSpec* link = board.field(keys::link);
    if (!link || groups.groups.empty())
        return;
    const LayerStyle style(*link, heightModeOf(board));
    const int corners = geometry.cornerCount();
    const double width = std::max(2.0, 0.1 * scale) / scale;
    painter.save();
    // An edge is outlined where the tile across it belongs to another group (or none).
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            const TileIndex t = board.indexOf(x, y);
            const std::int32_t g = groups.groupOfTile[t];
            if (g == LinkGroups::kNone)
                continue;
            const LinkGroup& group = groups.groups[static_cast<std::size_t>(g)];
            const Point c = geometry.centre(x, y);
            painter.setPen(QPen(style.fill(group.link), width));
            for (int i = 0; i < corners; ++i) {
                const auto other = geometry.acrossEdge(x, y, i);
                if (other && groups.groupOfTile[*other] == g)
                    continue;
                const Point a = geometry.corner(x, y, i);
                const Point b = geometry.corner(x, y, (i + 1) % corners);
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
    painter.restore();
}

} // namespace gbxx
