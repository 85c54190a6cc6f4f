#include "widgets/view/board_rulers.h"

#include "widgets/view/board_view.h"
#include "widgets/view/tile_cursor.h"

#include <QPainter>

namespace gbxx {

BoardRuler::BoardRuler(BoardView* view, Qt::Orientation orientation)
    : QWidget(view)
    , view_(view)
    , orientation_(orientation) {
    setObjectName(orientation == Qt::Horizontal ? QStringLiteral("columnRuler")
                                                : QStringLiteral("rowRuler"));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

int BoardRuler::thickness() const {
    const QFontMetrics metrics(font());
    return orientation_ == Qt::Horizontal ? metrics.height() + 6
                                          : metrics.horizontalAdvance(QStringLiteral("000")) + 8;
}

int BoardRuler::step() const {
    // Room for "254" and a gap between neighbouring numbers (columns); a line of text (rows).
    const QFontMetrics metrics(font());
    const double needed = orientation_ == Qt::Horizontal
                              ? metrics.horizontalAdvance(QStringLiteral("000")) + 6
                              : metrics.height() + 2;
    const double spacing = orientation_ == Qt::Horizontal && view_->geometry().shape().hex
                               ? view_->zoomable()->scale() * kHexColumnStep
                               : view_->zoomable()->scale();
    for (int step : {1, 2, 5, 10, 20, 50, 100})
        if (spacing * step >= needed)
            return step;
    return 100;
}

void BoardRuler::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const QPalette& p = palette();
    painter.fillRect(rect(), p.color(QPalette::Button));
    painter.setPen(p.color(QPalette::Mid));
    if (orientation_ == Qt::Horizontal)
        painter.drawLine(0, height() - 1, width(), height() - 1);
    else
        painter.drawLine(width() - 1, 0, width() - 1, height());
    if (!view_->document())
        return;
    const Geometry& g = view_->geometry();
    const int count = orientation_ == Qt::Horizontal ? g.width() : g.length();
    const int every = step();
    const int hovered = view_->tileCursor()->tile();
    const int hoveredLine = hovered < 0                      ? -1
                            : orientation_ == Qt::Horizontal ? hovered % g.width()
                                                             : hovered / g.width();
    // Rows are numbered where the pointer's column has them (odd hex columns sit half a tile
    // lower).
    const int column = hovered < 0 ? 0 : hovered % g.width();
    const auto centre = [&](int i) {
        return orientation_ == Qt::Horizontal ? view_->tileCentre(i, 0).x()
                                              : view_->tileCentre(column, i).y();
    };
    const double half = orientation_ == Qt::Horizontal ? view_->tileRect(0, 0).width() / 2
                                                       : view_->tileRect(0, 0).height() / 2;
    const int extent = orientation_ == Qt::Horizontal ? width() : height();
    if (hoveredLine >= 0) {
        const double c = centre(hoveredLine);
        const QRectF mark = orientation_ == Qt::Horizontal
                                ? QRectF(c - half, 0, 2 * half, height() - 1)
                                : QRectF(0, c - half, width() - 1, 2 * half);
        painter.fillRect(mark, p.color(QPalette::Highlight));
    }
    for (int i = 0; i < count; ++i) {
        const double c = centre(i);
        if (c < -half || c > extent + half)
            continue;
        const bool marked = i == hoveredLine;
        if (i % every != 0 && !marked)
            continue;
        painter.setPen(marked ? p.color(QPalette::HighlightedText) : p.color(QPalette::ButtonText));
        const QString text = QString::number(i);
        if (orientation_ == Qt::Horizontal)
            painter.drawText(QRectF(c - 30, 0, 60, height() - 1), Qt::AlignCenter, text);
        else
            painter.drawText(QRectF(0, c - 10, width() - 4, 20), Qt::AlignRight | Qt::AlignVCenter,
                             text);
    }
}

} // namespace gbxx
