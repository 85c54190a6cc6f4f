// BoardView: link groups (G1) outlined on the board with their anchors, while the header makes them
// active. Groups are recomputed only after an edit that changed some tile's link value.

#include "board_view.h"

#include "board_document.h"

#include <QPainter>

namespace gbxx {

void BoardView::noteLinkChanges(const std::vector<TileIndex>& tiles) {
    const FieldSpec* link = document_ ? document_->board().field("link") : nullptr;
    if (!link || linkValues_.size() != document_->board().tileCount())
        return;
    for (TileIndex t : tiles) {
        const auto value = static_cast<std::uint8_t>(document_->board().get(t, *link));
        if (value != linkValues_[t]) {
            linkValues_[t] = value;
            groups_.reset(); // recomputed at the next paint
            viewport()->update();
        }
    }
}

void BoardView::drawLinkGroups(QPainter& painter, const QRectF& area) const {
    const Board& board = document_->board();
    const FieldSpec* grouped = board.layout().headerField("grouped");
    if (!grouped || board.header(*grouped) == 0 || !board.field("link"))
        return;
    if (!groups_)
        groups_ = findLinkGroups(board, geometry_);
    if (groups_->groups.empty())
        return;
    BoardRenderer renderer(board, geometry_);
    const QRect range = renderer.tileRange(area);
    const int corners = geometry_.cornerCount();
    // An edge is outlined where the tile across it belongs to another group (or none).
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            const TileIndex t = board.indexOf(x, y);
            const std::int32_t g = groups_->groupOfTile[t];
            if (g == LinkGroups::kNone)
                continue;
            const Point c = geometry_.centre(x, y);
            painter.setPen(
                QPen(LayerStyle::categorical(groups_->groups[static_cast<std::size_t>(g)].link + 3),
                     std::max(2.0, 0.1 * zoom_) / zoom_));
            for (int i = 0; i < corners; ++i) {
                const Point a = geometry_.corner(x, y, i);
                const Point b = geometry_.corner(x, y, (i + 1) % corners);
                const Point across{a.x + b.x - c.x, a.y + b.y - c.y}; // the centre reflected
                const auto other = geometry_.tileAt(across);
                if (!other || groups_->groupOfTile[*other] != g)
                    painter.drawLine(QPointF(a.x, a.y), QPointF(b.x, b.y));
            }
            if (groups_->groups[static_cast<std::size_t>(g)].anchor == t) { // the anchor: a diamond
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
