#include "widgets/compare/comparison_marks.h"

#include "render/board_renderer.h"
#include "render/layer_style.h"
#include "widgets/compare/board_comparison.h"
#include "widgets/compare/difference_texts.h"
#include "widgets/document/board_document.h"
#include "widgets/view/board_view.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gbxx {
namespace {

// Below this many pixels a tile, rings cannot be told apart: the tile is outlined once, in the
// first changed field's colour; below kDotZoom even that is lost, and the tile is filled in the
// marks' contrasting colour (the board's own colour would hide a field of the same colour).
constexpr double kRingZoom = 10.0;
constexpr double kDotZoom = 4.0;
// Rings drawn at most: a tile changed in more fields lists them all in its tip.
constexpr int kMostRings = 4;

QPolygonF shrunk(const QPolygonF& polygon, QPointF centre, double factor) {
    QPolygonF out;
    out.reserve(polygon.size());
    for (const QPointF& p : polygon)
        out << centre + (p - centre) * factor;
    return out;
}

} // namespace

ComparisonMarks::ComparisonMarks(BoardView* view)
    : QObject(view)
    , view_(view) {
    view->viewport()->installEventFilter(this);
}

void ComparisonMarks::show(BoardComparison* comparison) {
    comparison_ = comparison;
    if (comparison)
        view_->addLayer(this);
    else
        view_->removeLayer(this);
}

const std::vector<QColor>& ComparisonMarks::colours() {
    const BoardDocument& document = comparison_->document();
    const auto fields = document.fields();
    const int mode = static_cast<int>(heightModeOf(document.board()));
    if (coloursFor_ != fields.data() || coloursMode_ != mode || colours_.size() != fields.size()) {
        colours_.clear();
        for (const FieldSpec& field : fields)
            colours_.push_back(layerColour(field, static_cast<HeightMode>(mode)));
        coloursFor_ = fields.data();
        coloursMode_ = mode;
    }
    return colours_;
}

void ComparisonMarks::paint(QPainter& painter, const QRectF& area, const BoardLook& look) {
    if (!comparison_ || view_->document() != &comparison_->document())
        return;
    const BoardComparison& comparison = *comparison_;
    const Board& board = comparison.document().board();
    const auto fields = comparison.document().fields();
    const std::vector<QColor>& fieldColours = colours();
    const BoardRenderer renderer(board, look.geometry);
    const QRect range = renderer.tileRange(area);
    const double zoom = look.scale;
    const bool dark = view_->palette().color(QPalette::Window).lightness() < 128;
    const QColor halo = dark ? QColor(255, 255, 255, 200) : QColor(0, 0, 0, 190);
    // A ring's width on screen: thick enough to read over any tile colour.
    const double ring = std::clamp(0.09 * zoom, 2.0, 6.0) / zoom;
    painter.setRenderHint(QPainter::Antialiasing, zoom >= kRingZoom);
    const QBrush outside(QColor(128, 128, 128, 150), Qt::BDiagPattern);
    for (int y = range.top(); y < range.top() + range.height(); ++y) {
        for (int x = range.left(); x < range.left() + range.width(); ++x) {
            const TileIndex t = board.indexOf(x, y);
            if (!comparison.inCommon(t)) {
                // The other board has no such tile (another size).
                painter.setPen(Qt::NoPen);
                painter.setBrush(outside);
                painter.drawPolygon(renderer.tilePolygon(x, y));
                continue;
            }
            const std::uint64_t bits = comparison.differingBits(t);
            if (!bits)
                continue;
            const QPolygonF polygon = renderer.tilePolygon(x, y);
            if (zoom < kDotZoom) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(halo);
                painter.drawPolygon(polygon);
                continue;
            }
            if (zoom < kRingZoom) {
                std::size_t k = 0;
                while (k < fields.size() && !(bits & fields[k].mask()))
                    ++k;
                painter.setBrush(Qt::NoBrush);
                QPen pen(halo, 4.0);
                pen.setCosmetic(true);
                painter.setPen(pen);
                painter.drawPolygon(polygon);
                pen.setColor(k < fields.size() ? fieldColours[k] : halo);
                pen.setWidthF(2.0);
                painter.setPen(pen);
                painter.drawPolygon(polygon);
                continue;
            }
            const QPointF centre = polygon.boundingRect().center();
            const double half =
                std::min(polygon.boundingRect().width(), polygon.boundingRect().height()) / 2.0;
            painter.setBrush(Qt::NoBrush);
            int drawn = 0;
            for (std::size_t k = 0; k < fields.size() && drawn < kMostRings; ++k) {
                if (!(bits & fields[k].mask()))
                    continue;
                // Each ring inside the previous one, a halo line apart.
                const double inset = ring * (0.5 + 1.5 * drawn) + 1.0 / zoom;
                const double factor = std::max(0.15, 1.0 - inset / half);
                const QPolygonF at = shrunk(polygon, centre, factor);
                painter.setPen(
                    QPen(halo, ring + 2.0 / zoom, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
                painter.drawPolygon(at);
                painter.setPen(
                    QPen(fieldColours[k], ring, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
                painter.drawPolygon(at);
                ++drawn;
            }
        }
    }
}

QString ComparisonMarks::tipAt(QPointF pos) const {
    if (!comparison_ || view_->document() != &comparison_->document())
        return {};
    const std::optional<TileIndex> tile = view_->tileAt(pos);
    if (!tile)
        return {};
    const Board& board = comparison_->document().board();
    const int x = board.xOf(*tile);
    const int y = board.yOf(*tile);
    if (!comparison_->inCommon(*tile))
        return DifferenceTexts::tr("(%1, %2): %3 has no such tile")
            .arg(x)
            .arg(y)
            .arg(otherBoardName(*comparison_));
    const QStringList lines = tileChanges(*comparison_, comparison_->document().fields(), *tile);
    if (lines.isEmpty())
        return {};
    return DifferenceTexts::tr("Tile (%1, %2), this board → %3:\n%4")
        .arg(x)
        .arg(y)
        .arg(otherBoardName(*comparison_), lines.join(QLatin1Char('\n')));
}

bool ComparisonMarks::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ToolTip || !comparison_)
        return QObject::eventFilter(watched, event);
    auto* help = static_cast<QHelpEvent*>(event);
    const QString tip = tipAt(help->pos());
    if (tip.isEmpty())
        return false; // the tile's label, if it has one
    QToolTip::showText(help->globalPos(), tip, view_->viewport());
    return true;
}

} // namespace gbxx
