#include "board_renderer.h"

#include <QPainter>

#include <bit>
#include <cmath>

namespace gbxx {

BoardRenderer::BoardRenderer(const Board& board, const Geometry& geometry)
    : board_(board)
    , geometry_(geometry) {}

QPolygonF BoardRenderer::tilePolygon(int x, int y) const {
    QPolygonF polygon;
    for (int i = 0; i < geometry_.cornerCount(); ++i) {
        const Point p = geometry_.corner(x, y, i);
        polygon << QPointF(p.x, p.y);
    }
    return polygon;
}

QRectF BoardRenderer::tileBounds(int x, int y) const {
    const Point c = geometry_.centre(x, y);
    const double halfWidth = geometry_.hex() ? kHexRadius : 0.5;
    return {c.x - halfWidth, c.y - 0.5, 2 * halfWidth, 1.0};
}

QRectF BoardRenderer::boardBounds() const {
    const Point e = geometry_.extent();
    return {0, 0, e.x, e.y};
}

QRect BoardRenderer::tileRange(const QRectF& area) const {
    const double step = geometry_.hex() ? kHexColumnStep : 1.0;
    const double firstCentre = geometry_.hex() ? kHexRadius : 0.5;
    const double halfWidth = geometry_.hex() ? kHexRadius : 0.5;
    const int x0 =
        std::max(0, static_cast<int>(std::floor((area.left() - firstCentre - halfWidth) / step)));
    const int x1 =
        std::min(board_.width(),
                 static_cast<int>(std::ceil((area.right() - firstCentre + halfWidth) / step)) + 1);
    // Odd hex columns reach half a unit further down.
    const int y0 = std::max(0, static_cast<int>(std::floor(area.top() - 1.0)));
    const int y1 = std::min(board_.length(), static_cast<int>(std::ceil(area.bottom())) + 1);
    return {x0, y0, std::max(0, x1 - x0), std::max(0, y1 - y0)};
}

void BoardRenderer::draw(QPainter& painter, const QRectF& area, double scale,
                         const RenderOptions& options) const {
    const auto mode = static_cast<HeightMode>(board_.header("heightMode") & 1);
    const FieldSpec* boundary = board_.field("boundary");
    const FieldSpec* field = options.field ? options.field : boundary;
    if (!field)
        return;
    const LayerStyle style(*field, mode);
    const std::optional<LayerStyle> underlay =
        (options.boundaryUnderlay && boundary && field != boundary)
            ? std::optional<LayerStyle>(LayerStyle(*boundary, mode))
            : std::nullopt;
    const bool grid = options.grid && scale >= 5.0;
    QPen gridPen(QColor(0, 0, 0, 90), 0); // cosmetic: one pixel at any zoom
    const QRect range = tileRange(area);

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, geometry_.hex() && scale >= 4.0);
    for (int y = range.top(); y < range.top() + range.height(); ++y) {
        for (int x = range.left(); x < range.left() + range.width(); ++x) {
            const std::uint64_t tile = board_.tile(board_.indexOf(x, y));
            const QPolygonF polygon = tilePolygon(x, y);
            QColor base =
                underlay ? underlay->fill(boundary->read(tile)) : QColor(0x2a, 0x2a, 0x2a);
            if (underlay) // dimmed, so the active layer stands out
                base = base.darker(230);
            painter.setPen(grid ? gridPen : QPen(Qt::NoPen));
            painter.setBrush(base);
            const std::uint64_t value = field->read(tile);
            const QColor fill = style.fill(value);
            if (fill.isValid() && fill.alpha() == 255)
                painter.setBrush(fill);
            painter.drawPolygon(polygon);
            if (fill.isValid() && fill.alpha() < 255) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(fill);
                painter.drawPolygon(polygon);
            }
            if (style.usesFlags() && value != 0)
                drawBadges(painter, style, value, x, y, scale);
        }
    }
    if (options.wrapMarks)
        drawWrapMarks(painter, scale);
    painter.restore();
}

void BoardRenderer::drawBadges(QPainter& painter, const LayerStyle& style, std::uint64_t value,
                               int x, int y, double scale) const {
    // One dot per set flag around the centre; too small to see below a few pixels.
    const double radius = 0.11;
    if (radius * scale < 1.5 || std::popcount(value) < 2)
        return;
    const Point c = geometry_.centre(x, y);
    const int bits = style.field().bitCount;
    painter.setPen(QPen(QColor(0, 0, 0, 140), 0));
    for (int bit = 0; bit < bits; ++bit) {
        if (!((value >> bit) & 1))
            continue;
        const double angle = 2.0 * M_PI * bit / bits - M_PI / 2;
        const QPointF at(c.x + 0.28 * std::cos(angle), c.y + 0.28 * std::sin(angle));
        painter.setBrush(style.flagColor(bit));
        painter.drawEllipse(at, radius, radius);
    }
}

void BoardRenderer::drawWrapMarks(QPainter& painter, double scale) const {
    if (!geometry_.widthSeamJoined() && !geometry_.lengthSeamJoined())
        return;
    QPen pen(QColor(0x40, 0xc0, 0xff), std::max(2.0, 0.08 * scale) / scale, Qt::DashLine);
    pen.setCosmetic(false);
    painter.setPen(pen);
    const QRectF b = boardBounds();
    if (geometry_.widthSeamJoined()) {
        painter.drawLine(QPointF(b.left(), b.top()), QPointF(b.left(), b.bottom()));
        painter.drawLine(QPointF(b.right(), b.top()), QPointF(b.right(), b.bottom()));
    }
    if (geometry_.lengthSeamJoined()) {
        painter.drawLine(QPointF(b.left(), b.top()), QPointF(b.right(), b.top()));
        painter.drawLine(QPointF(b.left(), b.bottom()), QPointF(b.right(), b.bottom()));
    }
}

} // namespace gbxx
