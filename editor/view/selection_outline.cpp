// BoardView: the selection drawn over the board: its outline along tile edges (square and hex) in
// two colours, so it shows on any layer, and a tint on the selected tiles when they are large
// enough to see one. Only the visible part is walked.

#include "editor/view/board_view.h"

#include "editor/document/board_document.h"

#include <QPainter>

namespace gbxx {

void BoardView::drawSelection(QPainter& painter, const QRectF& area) const {
    QColor tint = palette().color(QPalette::Highlight);
    tint.setAlpha(70);
    drawOutline(painter, area, document()->selection(), tint);
}

void BoardView::drawOutline(QPainter& painter, const QRectF& area, const Selection& tiles,
                            const QColor& tint) const {
    if (tiles.empty())
        return;
    const Board& board = document()->board();
    const QRect range = BoardRenderer(board, geometry_).tileRange(area);
    const int corners = geometry_.cornerCount();
    const bool tinted = tint.isValid() && zoom_ >= 8.0;
    QVector<QLineF> edges;
    if (tinted) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(tint);
    }
    for (int y = range.top(); y <= range.bottom(); ++y)
        for (int x = range.left(); x <= range.right(); ++x) {
            if (!tiles.contains(board.indexOf(x, y)))
                continue;
            QPointF polygon[6];
            for (int i = 0; i < corners; ++i) {
                const Point p = geometry_.corner(x, y, i);
                polygon[i] = QPointF(p.x, p.y);
            }
            if (tinted)
                painter.drawConvexPolygon(polygon, corners);
            for (int i = 0; i < corners; ++i) {
                const auto other = geometry_.acrossEdge(x, y, i);
                if (!other || !tiles.contains(*other))
                    edges.append(QLineF(polygon[i], polygon[(i + 1) % corners]));
            }
        }
    // Black under white dashes: "marching ants" that read on light and dark tiles alike.
    const double width = std::max(1.5, 0.06 * zoom_) / zoom_;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::black, width));
    painter.drawLines(edges);
    QPen dashes(Qt::white, width, Qt::CustomDashLine);
    dashes.setDashPattern({4, 4});
    painter.setPen(dashes);
    painter.drawLines(edges);
}

} // namespace gbxx
