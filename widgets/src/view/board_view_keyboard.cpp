// BoardView without a mouse (issue 20): a tile cursor moved by the arrow keys — one tile to a
// neighbour, on hex boards too (in odd-q columns the tile beside or above is always a neighbour),
// across a wrap seam when the board joins there — that the inspector and a screen reader follow;
// Shift+arrows select the rectangle from where they began. Which keys move it, and what Enter (or
// Space, when it did not pan) does at the cursor, is the input state's (states/cursor_keys.h).

#include "widgets/view/board_view.h"

#include "widgets/document/board_document.h"
#include "widgets/document/tile_reading.h"
#include "widgets/view/board_view_accessible.h"

#include <QKeyEvent>
#include <QPainter>

namespace gbxx {

QString BoardView::tileText(int index) const {
    if (!document() || index < 0 || index >= static_cast<int>(geometry_.tileCount()))
        return {};
    const int w = geometry_.width();
    return tr("Tile %1, %2: %3")
        .arg(index % w)
        .arg(index / w)
        .arg(tileReading(*document(), static_cast<TileIndex>(index)));
}

void BoardView::goToTile(int x, int y) {
    if (x < 0 || x >= geometry_.width() || y < 0 || y >= geometry_.length())
        return;
    selectAnchor_.reset();
    keyCursor_ = true;
    setHovered(static_cast<int>(geometry_.indexOf(x, y)));
    centreOn(x, y);
    viewport()->update();
    setFocus(Qt::ShortcutFocusReason);
}

void BoardView::moveKeyCursor(int dx, int dy, bool extend) {
    const int w = geometry_.width();
    const int l = geometry_.length();
    QPoint at;
    if (hovered_ < 0) {
        // The first key: the middle of what is in sight.
        const QPointF middle = visibleArea().center();
        const std::optional<TileIndex> seen = geometry_.tileAt({middle.x(), middle.y()});
        at = seen ? QPoint(static_cast<int>(*seen) % w, static_cast<int>(*seen) / w) : QPoint(0, 0);
        dx = dy = 0;
    } else {
        at = QPoint(hovered_ % w, hovered_ / w);
    }
    if (extend && !selectAnchor_)
        selectAnchor_ = at;
    if (!extend)
        selectAnchor_.reset();
    const GridShape& shape = geometry_.shape();
    const bool wrapX = shape.wrapWidth && (!shape.hex || geometry_.widthSeamJoined());
    int x = at.x() + dx;
    int y = at.y() + dy;
    x = wrapX ? (x + w) % w : std::clamp(x, 0, w - 1);
    y = shape.wrapLength ? (y + l) % l : std::clamp(y, 0, l - 1);
    keyCursor_ = true;
    setHovered(static_cast<int>(geometry_.indexOf(x, y)));
    if (!viewport()->rect().contains(tileRect(x, y).toAlignedRect()))
        centreOn(x, y);
    if (selectAnchor_) {
        Selection chosen(geometry_.tileCount());
        const QPoint a = *selectAnchor_;
        for (int yy = std::min(a.y(), y); yy <= std::max(a.y(), y); ++yy)
            for (int xx = std::min(a.x(), x); xx <= std::max(a.x(), x); ++xx)
                chosen.set(geometry_.indexOf(xx, yy));
        document()->setSelection(std::move(chosen));
    }
    announceTile(this);
}

std::optional<ToolPoint> BoardView::cursorPoint() const {
    if (hovered_ < 0 || hovered_ >= static_cast<int>(geometry_.tileCount()))
        return std::nullopt;
    const int x = hovered_ % geometry_.width();
    const int y = hovered_ / geometry_.width();
    return ToolPoint{QPoint(x, y), geometry_.centre(x, y)};
}

void BoardView::drawKeyCursor(QPainter& painter, const BoardRenderer& renderer) const {
    if (!keyCursor_ || hovered_ < 0 || hovered_ >= static_cast<int>(geometry_.tileCount()))
        return;
    const QPolygonF tile =
        renderer.tilePolygon(hovered_ % geometry_.width(), hovered_ / geometry_.width());
    // Black under white, dashed: seen on any tile colour in either theme, and not by colour alone.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::black, 4.0 / zoom_));
    painter.drawPolygon(tile);
    painter.setPen(QPen(Qt::white, 2.0 / zoom_, Qt::DashLine));
    painter.drawPolygon(tile);
}

} // namespace gbxx
