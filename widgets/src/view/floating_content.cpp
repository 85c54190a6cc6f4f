// BoardView: floating content (a paste, a moved selection) asked of the view, handed to the
// MovingFloatingState that keeps it; and how a piece (floating content, a stamp under the pointer)
// is drawn where it lands.

#include "widgets/view/board_view.h"

#include "widgets/view/states/moving_floating_state.h"

#include <QPainter>

#include <algorithm>

namespace gbxx {

void BoardView::startFloating(Region region, int x, int y, std::uint64_t mask, Selection lifted,
                              const QString& text) {
    if (!document())
        return;
    finishState(); // one at a time; a stroke under way ends
    auto floating = std::make_unique<MovingFloatingState>(
        FloatingPiece(std::move(region), QPoint(x, y), mask, std::move(lifted), leftBehind()));
    floating->begin(*this, text);
    enter(std::move(floating));
    emit floatingChanged(true);
}

void BoardView::placeFloating() {
    if (MovingFloatingState* floating = state_->floating())
        floating->place(*this);
}

void BoardView::dropFloating() {
    if (MovingFloatingState* floating = state_->floating())
        floating->dropPiece(*this);
}

Placement BoardView::floatingPlacement() const {
    MovingFloatingState* floating = state_->floating();
    return floating ? floating->piece().placement(geometry_) : Placement{};
}

void BoardView::nudgeFloating(int dx, int dy) {
    if (MovingFloatingState* floating = state_->floating())
        floating->nudge(*this, dx, dy);
}

void BoardView::transformFloating(RegionTransform transform, bool swapOwners) {
    if (MovingFloatingState* floating = state_->floating())
        floating->transform(*this, transform, swapOwners);
}

QRegion BoardView::pieceArea(const std::vector<TileIndex>& tiles) const {
    return viewportRegionOf(tiles, outlineReach());
}

void BoardView::preparePieceLook(std::optional<PieceLook>& look, const Region& region, int x, int y,
                                 std::uint64_t mask, const Selection& lifted,
                                 LeftBehind left) const {
    if (look && look->generation == lookGeneration_ && look->x == x && look->y == y &&
        look->mask == mask && look->region == region && look->lifted == lifted &&
        look->leftBehind == left)
        return;
    // As landing does it (core planLanding): the lifted tiles emptied, then the piece pasted.
    const Board& board = document()->board();
    look.emplace();
    look->generation = lookGeneration_;
    look->region = region;
    look->x = x;
    look->y = y;
    look->mask = mask;
    look->lifted = lifted;
    look->leftBehind = left;
    look->liftedTiles = lifted.tiles();
    look->tiles = placeRegion(geometry_, region, x, y).tiles;
    look->left.emplace(board);
    look->left->apply(planVacated(board, lifted, mask, left));
    look->landed.emplace(*look->left);
    look->landed->apply(planPaste(*look->left, region, x, y, mask).changes);
    // The view's colours, recoloured where the piece differs from the board.
    look->leftColours = colours_;
    look->leftColours.update(*look->left, look->liftedTiles);
    look->landedColours = look->leftColours;
    look->landedColours.update(*look->landed, look->tiles);
}

void BoardView::drawPiece(QPainter& painter, const QRectF& area, std::optional<PieceLook>& look,
                          const Region& region, int x, int y, std::uint64_t mask,
                          const Selection& lifted, LeftBehind left) const {
    const Board& board = document()->board();
    if (region.variant != board.variant() || region.layout != &board.layout()) {
        // A stamp for other boards: it cannot land here (pressing says so), so only its place.
        drawOutline(
            painter, area,
            Selection::of(geometry_.tileCount(), placeRegion(geometry_, region, x, y).tiles),
            QColor());
        return;
    }
    preparePieceLook(look, region, x, y, mask, lifted, left);
    // The lifted tiles as they will be left, then the piece over them and the board, translucent
    // as a floating selection is in image editors: what lands shows, and what is under it too.
    if (!look->liftedTiles.empty())
        drawTilesOf(painter, area, *look->left, look->leftColours, look->liftedTiles, 1.0);
    constexpr double kPieceOpacity = 0.75;
    drawTilesOf(painter, area, *look->landed, look->landedColours, look->tiles, kPieceOpacity);
    drawOutline(painter, area, Selection::of(geometry_.tileCount(), look->tiles), QColor());
}

void BoardView::drawTilesOf(QPainter& painter, const QRectF& area, const Board& board,
                            const TileColours& colours, const std::vector<TileIndex>& tiles,
                            double opacity) const {
    const BoardRenderer renderer(board, geometry_);
    QRectF bounds;
    std::vector<QPolygonF> shapes;
    for (TileIndex t : tiles) {
        const int tx = board.xOf(t);
        const int ty = board.yOf(t);
        const QRectF tile = renderer.tileBounds(tx, ty);
        if (!tile.intersects(area))
            continue;
        bounds |= tile;
        shapes.push_back(renderer.tilePolygon(tx, ty));
    }
    // A tile beyond the area painted: a shape cut by the layer's edge is rasterised differently
    // along the cut, so the cut stays out of sight.
    bounds &= area.adjusted(-1, -1, 1, 1);
    if (shapes.empty() || bounds.isEmpty())
        return;
    // The renderer draws the tiles' rectangle into a layer of their own, which keeps the tiles'
    // shapes alone and is laid over the board at `opacity` in one piece (marks over fills stay as
    // they are drawn, not each made translucent).
    const QTransform toDevice = painter.transform();
    const QRect device = toDevice.mapRect(bounds).toAlignedRect().adjusted(-1, -1, 1, 1);
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const auto layerImage = [&] {
        QImage image(device.size() * ratio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::transparent);
        return image;
    };
    const QTransform toLayer = toDevice * QTransform::fromTranslate(-device.x(), -device.y());
    QImage shape = layerImage();
    {
        QPainter p(&shape);
        p.setTransform(toLayer);
        // Edges as smooth as the board's own tiles there.
        p.setRenderHint(QPainter::Antialiasing, geometry_.hex() && scale() >= kSmoothHexScale);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::black);
        for (const QPolygonF& polygon : shapes)
            p.drawConvexPolygon(polygon);
    }
    QImage layer = layerImage();
    {
        QPainter p(&layer);
        p.setTransform(toLayer);
        renderer.draw(p, bounds, scale(), options_, &colours);
        p.resetTransform();
        p.setCompositionMode(QPainter::CompositionMode_DestinationIn);
        p.drawImage(QPointF(0, 0), shape);
    }
    painter.save();
    painter.resetTransform();
    painter.setOpacity(opacity);
    painter.drawImage(QPointF(device.topLeft()), layer);
    painter.restore();
}

} // namespace gbxx
