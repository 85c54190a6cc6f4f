// BoardView: the selection drawn over the board: its outline along tile edges (square and hex) in
// two colours, so it shows on any layer, and a tint on the selected tiles when they are large
// enough to see one. The outline's edges are found once per selection (row by row, so a paint
// draws only the rows it reaches); the floating content's are found for the rows shown.

#include "editor/view/board_view.h"

#include "editor/document/board_document.h"

#include <QPainter>

#include <cmath>

namespace gbxx {
namespace {

// The close-up outline's pen, in pixels.
double outlinePen(double zoom) {
    return std::max(1.5, 0.06 * zoom);
}

} // namespace

int BoardView::outlineReach() const {
    // Far out, a line a pixel lower right; close up, half the pen centred on the edge; and a pixel
    // of smoothing.
    const double reach = zoom_ < 16.0 ? 2.0 : outlinePen(zoom_) / 2;
    return static_cast<int>(std::ceil(reach)) + 1;
}

BoardView::OutlineEdges BoardView::outlineEdges(const Selection& tiles, int top, int bottom) const {
    OutlineEdges out;
    out.top = top;
    out.rowStart.reserve(static_cast<std::size_t>(std::max(0, bottom - top + 2)));
    const int corners = geometry_.cornerCount();
    // Every tile has the same shape: its corners are the same offsets from its centre.
    QPointF offset[6];
    const Point c0 = geometry_.centre(0, 0);
    for (int i = 0; i < corners; ++i) {
        const Point p = geometry_.corner(0, 0, i);
        offset[i] = QPointF(p.x - c0.x, p.y - c0.y);
    }
    const int width = geometry_.width();
    for (int y = top; y <= bottom; ++y) {
        out.rowStart.push_back(static_cast<int>(out.lines.size()));
        for (int x = 0; x < width; ++x) {
            const TileIndex t = static_cast<TileIndex>(y) * width + x;
            if (!tiles.contains(t))
                continue;
            const Point c = geometry_.centre(x, y);
            const QPointF centre(c.x, c.y);
            for (int i = 0; i < corners; ++i) {
                const auto other = geometry_.acrossEdge(x, y, i);
                if (!other || !tiles.contains(*other))
                    out.lines.append(
                        QLineF(centre + offset[i], centre + offset[(i + 1) % corners]));
            }
        }
    }
    out.rowStart.push_back(static_cast<int>(out.lines.size()));
    return out;
}

void BoardView::drawSelection(QPainter& painter, const QRectF& area) const {
    const Selection& selection = document()->selection();
    if (selection.empty())
        return;
    if (!selectionEdges_)
        selectionEdges_ = outlineEdges(selection, 0, geometry_.length() - 1);
    QColor tint = palette().color(QPalette::Highlight);
    tint.setAlpha(70);
    drawOutline(painter, area, selection, tint, *selectionEdges_);
}

void BoardView::drawOutline(QPainter& painter, const QRectF& area, const Selection& tiles,
                            const QColor& tint) const {
    if (tiles.empty())
        return;
    const QRect range = BoardRenderer(document()->board(), geometry_).tileRange(area);
    drawOutline(painter, area, tiles, tint, outlineEdges(tiles, range.top(), range.bottom()));
}

void BoardView::drawOutline(QPainter& painter, const QRectF& area, const Selection& tiles,
                            const QColor& tint, const OutlineEdges& edges) const {
    const Board& board = document()->board();
    const QRect range = BoardRenderer(board, geometry_).tileRange(area);
    if (tint.isValid() && zoom_ >= 8.0) {
        const int corners = geometry_.cornerCount();
        painter.setPen(Qt::NoPen);
        painter.setBrush(tint);
        for (int y = range.top(); y <= range.bottom(); ++y)
            for (int x = range.left(); x <= range.right(); ++x) {
                if (!tiles.contains(board.indexOf(x, y)))
                    continue;
                QPointF polygon[6];
                for (int i = 0; i < corners; ++i) {
                    const Point p = geometry_.corner(x, y, i);
                    polygon[i] = QPointF(p.x, p.y);
                }
                painter.drawConvexPolygon(polygon, corners);
            }
    }
    // The rows this paint reaches.
    const int first = std::clamp(range.top() - edges.top, 0, int(edges.rowStart.size()) - 1);
    const int last = std::clamp(range.bottom() + 1 - edges.top, 0, int(edges.rowStart.size()) - 1);
    const int from = edges.rowStart[static_cast<std::size_t>(first)];
    const int to = edges.rowStart[static_cast<std::size_t>(last)];
    if (to <= from)
        return;
    const QLineF* lines = edges.lines.constData() + from;
    painter.setBrush(Qt::NoBrush);
    if (zoom_ < 16.0) {
        // Far out, where dashes would not read: one-pixel white lines over black ones a pixel
        // lower right, drawn without antialiasing (the fast path for thousands of edges).
        const bool smooth = painter.testRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::Antialiasing, false);
        QPen pen(Qt::black, 1);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.translate(1 / zoom_, 1 / zoom_);
        painter.drawLines(lines, to - from);
        painter.translate(-1 / zoom_, -1 / zoom_);
        pen.setColor(Qt::white);
        painter.setPen(pen);
        painter.drawLines(lines, to - from);
        painter.setRenderHint(QPainter::Antialiasing, smooth);
        return;
    }
    // Close up, black under white dashes: "marching ants" that read on light and dark tiles
    // alike.
    const double width = outlinePen(zoom_) / zoom_;
    painter.setPen(QPen(Qt::black, width));
    painter.drawLines(lines, to - from);
    QPen dashes(Qt::white, width, Qt::CustomDashLine);
    dashes.setDashPattern({4, 4});
    painter.setPen(dashes);
    painter.drawLines(lines, to - from);
}

} // namespace gbxx
