#include "widgets/merge/conflict_marks.h"

#include "render/board_renderer.h"
#include "widgets/document/board_document.h"
#include "widgets/merge/merge_conflicts.h"
#include "widgets/view/board_view.h"

#include <QEvent>
#include <QPaintEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gbxx {
namespace {

constexpr double kOutlineZoom = 8.0; // pixels per tile from which conflicts are outlined

} // namespace

ConflictMarks::ConflictMarks(BoardView* view, BoardDocument* document, MergeConflicts* conflicts)
    : QWidget(view->viewport())
    , view_(view)
    , document_(document)
    , conflicts_(conflicts) {
    setObjectName(QStringLiteral("conflictMarks"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(view->viewport()->rect());
    view->viewport()->installEventFilter(this);
    const auto redraw = [this] { update(); };
    connect(view, &BoardView::visibleAreaChanged, this, redraw);
    connect(view->zoomable(), &Zoomable::scaleChanged, this, redraw);
    connect(view, &BoardView::drawingChanged, this, redraw);
    connect(conflicts, &MergeConflicts::choicesChanged, this, &ConflictMarks::recount);
    connect(document, &BoardDocument::changed, this, redraw);
    recount();
    show();
    raise();
}

void ConflictMarks::release() {
    document_ = nullptr;
    marks_.clear();
    currentTile_.reset();
    update();
}

bool ConflictMarks::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_->viewport() && event->type() == QEvent::Resize)
        setGeometry(view_->viewport()->rect());
    return false;
}

void ConflictMarks::recount() {
    if (!document_)
        return;
    marks_.assign(document_->board().tileCount(), Mark::None);
    const auto& all = conflicts_->conflicts();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i].part != MergeConflict::Part::Tile || all[i].tile >= marks_.size())
            continue;
        Mark& mark = marks_[all[i].tile];
        if (!conflicts_->choice(i))
            mark = Mark::Unresolved;
        else if (mark == Mark::None)
            mark = Mark::Resolved;
    }
    update();
}

ConflictMarks::Mark ConflictMarks::markOf(std::size_t tile) const {
    return tile < marks_.size() ? marks_[tile] : Mark::None;
}

void ConflictMarks::setCurrent(std::optional<std::size_t> conflict) {
    std::optional<std::size_t> tile;
    if (conflict && *conflict < conflicts_->count()) {
        const MergeConflict& c = conflicts_->conflicts()[*conflict];
        if (c.part == MergeConflict::Part::Tile)
            tile = c.tile;
    }
    if (tile == currentTile_)
        return;
    currentTile_ = tile;
    update();
}

void ConflictMarks::paintEvent(QPaintEvent*) {
    // Another board in front (the window's other tabs), or one of another size (a revert).
    if (!document_ || view_->document() != document_.data() ||
        marks_.size() != document_->board().tileCount())
        return;
    const Board& board = document_->board();
    const Geometry& geometry = view_->geometry();
    const BoardRenderer renderer(board, geometry);
    const double zoom = view_->zoomable()->scale();
    const auto polygonOf = [&](int x, int y) {
        // The tile's outline in board units, placed where the view draws the tile.
        const Box box = geometry.tileBox(x, y);
        const QPointF offset = view_->tileRect(x, y).topLeft() - QPointF(box.x, box.y) * zoom;
        QPolygonF polygon = renderer.tilePolygon(x, y);
        for (QPointF& p : polygon)
            p = offset + p * zoom;
        return polygon;
    };
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    const double width = std::clamp(zoom * 0.08, 1.5, 4.0);
    const QPen shadow(QColor(0, 0, 0, 160), width + 2);
    const QPen unresolved(QColor(235, 45, 45), width);
    const QPen resolvedShadow(QColor(0, 0, 0, 120), width * 0.75 + 2);
    const QPen resolved(QColor(60, 210, 100), width * 0.75);
    const QColor unresolvedTint(235, 45, 45, 110), resolvedTint(60, 210, 100, 70);
    const QRect range = renderer.tileRange(view_->visibleArea());
    const int w = board.width();
    for (int y = std::max(0, range.top()); y < std::min(board.length(), range.bottom() + 1); ++y)
        for (int x = std::max(0, range.left()); x < std::min(w, range.right() + 1); ++x) {
            const Mark mark = marks_[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) +
                                     static_cast<std::size_t>(x)];
            if (mark == Mark::None)
                continue;
            const QPolygonF polygon = polygonOf(x, y);
            if (zoom < kOutlineZoom) {
                // Too small for outlines, which would bury the board: a tint.
                painter.setPen(Qt::NoPen);
                painter.setBrush(mark == Mark::Unresolved ? unresolvedTint : resolvedTint);
                painter.drawPolygon(polygon);
                continue;
            }
            if (mark == Mark::Unresolved) {
                painter.setPen(shadow);
                painter.drawPolygon(polygon);
                painter.setPen(unresolved);
            } else {
                painter.setPen(resolvedShadow);
                painter.drawPolygon(polygon);
                painter.setPen(resolved);
            }
            painter.drawPolygon(polygon);
        }
    painter.setBrush(Qt::NoBrush);
    if (currentTile_ && *currentTile_ < marks_.size()) {
        const QPolygonF polygon =
            polygonOf(static_cast<int>(*currentTile_) % w, static_cast<int>(*currentTile_) / w);
        // Around the tile, clear of its own mark: a ring that shows on any colour.
        const QPointF centre = polygon.boundingRect().center();
        QPolygonF ring = polygon;
        const double grow = 1.0 + (2 * width + 3) / std::max(1.0, polygon.boundingRect().width());
        for (QPointF& p : ring)
            p = centre + (p - centre) * grow;
        painter.setPen(QPen(QColor(0, 0, 0, 200), width * 2 + 2));
        painter.drawPolygon(ring);
        painter.setPen(QPen(Qt::white, width * 2));
        painter.drawPolygon(ring);
    }
}

} // namespace gbxx
