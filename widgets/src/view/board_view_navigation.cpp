// BoardView: where the board is in the window — the origin, following the zoom (its Zoomable),
// fitting, scrolling, the tile under a point, and the rulers beside it.

#include "widgets/view/board_view.h"

#include "widgets/view/board_rulers.h"
#include "widgets/view/states/view_input.h"

#include <QScrollBar>

#include <algorithm>
#include <cmath>

namespace gbxx {
namespace {

constexpr double kMargin = 24.0; // pixels around the board

} // namespace

void BoardView::setShowRulers(bool on) {
    if (on == showsRulers())
        return;
    if (on) {
        columnRuler_ = new BoardRuler(this, Qt::Horizontal);
        rowRuler_ = new BoardRuler(this, Qt::Vertical);
        setViewportMargins(rowRuler_->thickness(), columnRuler_->thickness(), 0, 0);
        placeRulers();
        columnRuler_->show();
        rowRuler_->show();
    } else {
        delete columnRuler_;
        delete rowRuler_;
        columnRuler_ = rowRuler_ = nullptr;
        setViewportMargins(0, 0, 0, 0);
    }
}

void BoardView::placeRulers() {
    if (!columnRuler_)
        return;
    const QRect vp = viewport()->geometry();
    columnRuler_->setGeometry(vp.left(), vp.top() - columnRuler_->thickness(), vp.width(),
                              columnRuler_->thickness());
    rowRuler_->setGeometry(vp.left() - rowRuler_->thickness(), vp.top(), rowRuler_->thickness(),
                           vp.height());
}

void BoardView::updateRulers() {
    if (columnRuler_) {
        columnRuler_->update();
        rowRuler_->update();
    }
}

double BoardView::scale() const {
    return zoomable_->scale();
}

QPointF BoardView::origin(std::optional<double> scale) const {
    const double zoom = scale.value_or(this->scale());
    const Point extent = geometry_.extent();
    const double contentW = extent.x * zoom + 2 * kMargin;
    const double contentH = extent.y * zoom + 2 * kMargin;
    const QSize vp = viewport()->size();
    const double x = contentW <= vp.width() ? (vp.width() - contentW) / 2 + kMargin
                                            : kMargin - horizontalScrollBar()->value();
    const double y = contentH <= vp.height() ? (vp.height() - contentH) / 2 + kMargin
                                             : kMargin - verticalScrollBar()->value();
    return {x, y};
}

QPointF BoardView::toBoard(QPointF viewportPos) const {
    return (viewportPos - origin()) / scale();
}

std::optional<TileIndex> BoardView::tileAt(QPointF viewportPos) const {
    if (!document())
        return std::nullopt;
    const QPointF b = toBoard(viewportPos);
    return geometry_.tileAt({b.x(), b.y()});
}

std::optional<ToolPoint> BoardView::toolPoint(QPointF viewportPos, bool clampToBoard) const {
    if (!document())
        return std::nullopt;
    const QPointF b = toBoard(viewportPos);
    Point p{b.x(), b.y()};
    if (clampToBoard) {
        // Keep two-point tools and strokes going along the edge when the mouse leaves the board.
        const Point e = geometry_.extent();
        p = {std::clamp(p.x, 0.01, e.x - 0.01), std::clamp(p.y, 0.01, e.y - 0.01)};
    }
    std::optional<TileIndex> at = geometry_.tileAt(p);
    if (!at && clampToBoard) // a hex board's ragged edge: the nearest centre along the column
        at = geometry_.tileAt({p.x, std::clamp(p.y, 0.5, geometry_.length() - 0.5)});
    if (!at)
        return std::nullopt;
    return ToolPoint{QPoint(static_cast<int>(*at) % geometry_.width(),
                            static_cast<int>(*at) / geometry_.width()),
                     p};
}

QPointF BoardView::tileCentre(int x, int y) const {
    const Point c = geometry_.centre(x, y);
    return origin() + QPointF(c.x, c.y) * scale();
}

QRectF BoardView::tileRect(int x, int y) const {
    const gbxx::Box b = geometry_.tileBox(x, y); // not QFrame::Box
    return {origin() + QPointF(b.x, b.y) * scale(), QSizeF(b.width, b.height) * scale()};
}

void BoardView::followScale(double scale, double previous, std::optional<QPointF> focus) {
    const QPointF at =
        focus.value_or(QPointF(viewport()->width() / 2.0, viewport()->height() / 2.0));
    // Where `at` was on the board, with the scroll bars still as they were for `previous`.
    const QPointF boardPoint = (at - origin(previous)) / previous;
    updateScrollBars();
    // Scroll so that the same board point is under `at` again.
    const QPointF drift = origin() + boardPoint * scale - at;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + qRound(drift.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + qRound(drift.y()));
    viewport()->update();
    updateRulers();
    emit visibleAreaChanged();
}

bool BoardView::canFit() const {
    return isVisible() && viewport()->width() > 50 && viewport()->height() > 50;
}

void BoardView::fitNow() {
    // Against the whole area, scroll bars hidden: a fitted board never needs them.
    const Point e = geometry_.extent();
    zoomable_->fit(QSizeF(e.x, e.y), QSizeF(maximumViewportSize()), kMargin);
    updateScrollBars();
}

void BoardView::centreOn(int x, int y) {
    const Point c = geometry_.centre(x, y);
    centreOnPoint(QPointF(c.x, c.y));
}

QRectF BoardView::visibleArea() const {
    return {toBoard(QPointF(0, 0)), toBoard(QPointF(viewport()->width(), viewport()->height()))};
}

void BoardView::centreOnPoint(QPointF point) {
    const QPointF drift =
        origin() + point * scale() - QPointF(viewport()->width() / 2.0, viewport()->height() / 2.0);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + qRound(drift.x()));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + qRound(drift.y()));
}

void BoardView::updateScrollBars() {
    const Point e = geometry_.extent();
    // A hair under the exact size, so that a fitted board's rounding never asks for a scroll bar.
    const int contentW = static_cast<int>(std::ceil(e.x * scale() + 2 * kMargin - 1e-6));
    const int contentH = static_cast<int>(std::ceil(e.y * scale() + 2 * kMargin - 1e-6));
    const QSize whole = maximumViewportSize();
    const QSize vp =
        contentW <= whole.width() && contentH <= whole.height() ? whole : viewport()->size();
    horizontalScrollBar()->setRange(0, std::max(0, contentW - vp.width()));
    verticalScrollBar()->setRange(0, std::max(0, contentH - vp.height()));
    horizontalScrollBar()->setPageStep(vp.width());
    verticalScrollBar()->setPageStep(vp.height());
    updateRulers();
    emit visibleAreaChanged();
}

void BoardView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    placeRulers();
    updateScrollBars();
    // Until the user picks a zoom, the board keeps fitting the window as it is resized.
    if (zoomable_->isFitted() && canFit())
        fitNow();
}

void BoardView::showEvent(QShowEvent* event) {
    QAbstractScrollArea::showEvent(event);
    // Shown after the start page: the view has its size now.
    if (zoomable_->isFitted() && canFit())
        fitNow();
}

void BoardView::scrollContentsBy(int, int) {
    input_->notePan(); // Space held while the view scrolled: a pan, not the tool
    viewport()->update();
    updateRulers();
    emit visibleAreaChanged();
}

} // namespace gbxx
