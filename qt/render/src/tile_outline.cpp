#include "render/tile_outline.h"

#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace gbxx {
namespace {

// The close-up outline's pen, in pixels.
double outlinePen(double scale) {
    return std::max(1.5, 0.06 * scale);
}

} // namespace

int TileOutline::reach(double scale) {
    // Far out, a line a pixel lower right; close up, half the pen centred on the edge; and a pixel
    // of smoothing.
    const double reach = scale < 16.0 ? 2.0 : outlinePen(scale) / 2;
    return static_cast<int>(std::ceil(reach)) + 1;
}

TileOutline::TileOutline(const Geometry& geometry, const Selection& tiles, int top, int bottom)
    : top_(top) {
    rowStart_.reserve(static_cast<std::size_t>(std::max(0, bottom - top + 2)));
    const int corners = geometry.cornerCount();
    // Every tile has the same shape: its corners are the same offsets from its centre.
    QPointF offset[6];
    const Point c0 = geometry.centre(0, 0);
    for (int i = 0; i < corners; ++i) {
        const Point p = geometry.corner(0, 0, i);
        offset[i] = QPointF(p.x - c0.x, p.y - c0.y);
    }
    const int width = geometry.width();
    for (int y = top; y <= bottom; ++y) {
        rowStart_.push_back(static_cast<int>(lines_.size()));
        for (int x = 0; x < width; ++x) {
            const TileIndex t = static_cast<TileIndex>(y) * width + x;
            if (!tiles.contains(t))
                continue;
            const Point c = geometry.centre(x, y);
            const QPointF centre(c.x, c.y);
            for (int i = 0; i < corners; ++i) {
                const auto other = geometry.acrossEdge(x, y, i);
                if (!other || !tiles.contains(*other))
                    lines_.append(QLineF(centre + offset[i], centre + offset[(i + 1) % corners]));
            }
        }
    }
    rowStart_.push_back(static_cast<int>(lines_.size()));
}

void TileOutline::draw(QPainter& painter, const Geometry& geometry, const Selection& tiles,
                       const QRect& range, double scale, const QColor& tint) const {
    if (tint.isValid() && scale >= 8.0) {
        const int corners = geometry.cornerCount();
        painter.setPen(Qt::NoPen);
        painter.setBrush(tint);
        for (int y = range.top(); y <= range.bottom(); ++y)
            for (int x = range.left(); x <= range.right(); ++x) {
                if (!tiles.contains(geometry.indexOf(x, y)))
                    continue;
                QPointF polygon[6];
                for (int i = 0; i < corners; ++i) {
                    const Point p = geometry.corner(x, y, i);
                    polygon[i] = QPointF(p.x, p.y);
                }
                painter.drawConvexPolygon(polygon, corners);
            }
    }
    // The rows this paint reaches.
    const int rows = static_cast<int>(rowStart_.size()) - 1;
    const int first = std::clamp(range.top() - top_, 0, rows);
    const int last = std::clamp(range.bottom() + 1 - top_, 0, rows);
    const int from = rowStart_[static_cast<std::size_t>(first)];
    const int to = rowStart_[static_cast<std::size_t>(last)];
    if (to <= from)
        return;
    const QLineF* lines = lines_.constData() + from;
    painter.setBrush(Qt::NoBrush);
    if (scale < 16.0) {
        // Far out, where dashes would not read: one-pixel white lines over black ones a pixel
        // lower right, drawn without antialiasing (the fast path for thousands of edges).
        const bool smooth = painter.testRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::Antialiasing, false);
        QPen pen(Qt::black, 1);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.translate(1 / scale, 1 / scale);
        painter.drawLines(lines, to - from);
        painter.translate(-1 / scale, -1 / scale);
        pen.setColor(Qt::white);
        painter.setPen(pen);
        painter.drawLines(lines, to - from);
        painter.setRenderHint(QPainter::Antialiasing, smooth);
        return;
    }
    // Close up, black under white dashes: "marching ants" that read on light and dark tiles
    // alike.
    const double width = outlinePen(scale) / scale;
    painter.setPen(QPen(Qt::black, width));
    painter.drawLines(lines, to - from);
    QPen dashes(Qt::white, width, Qt::CustomDashLine);
    dashes.setDashPattern({4, 4});
    painter.setPen(dashes);
    painter.drawLines(lines, to - from);
}

} // namespace gbxx
