#include "render/piece_drawing.h"

#include "render/board_renderer.h"
#include "render/tile_outline.h"

#include <QImage>
#include <QPaintDevice>
#include <QPainter>

namespace gbxx {
namespace {

// The piece's tiles over the board: what lands shows, and what is under it too.
constexpr double kPieceOpacity = 0.75;

void outline(QPainter& painter, const QRectF& area, const BoardLook& look,
             const std::vector<TileIndex>& tiles) {
    const Selection selection = Selection::of(look.geometry.tileCount(), tiles);
    if (selection.empty())
        return;
    const QRect range = BoardRenderer(look.board, look.geometry).tileRange(area);
    TileOutline(look.geometry, selection, range.top(), range.bottom())
        .draw(painter, look.geometry, selection, range, look.scale, QColor());
}

// `board` (a piece's look) drawn on `tiles` alone, as the view draws its board, at `opacity` over
// what is painted there.
void drawTilesOf(QPainter& painter, const QRectF& area, const BoardLook& look, const Board& board,
                 const TileColours& colours, const std::vector<TileIndex>& tiles, double opacity) {
    const BoardRenderer renderer(board, look.geometry);
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
        p.setRenderHint(QPainter::Antialiasing,
                        look.geometry.hex() && look.scale >= kSmoothHexScale);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::black);
        for (const QPolygonF& polygon : shapes)
            p.drawConvexPolygon(polygon);
    }
    QImage layer = layerImage();
    {
        QPainter p(&layer);
        p.setTransform(toLayer);
        renderer.draw(p, bounds, look.scale, look.options, &colours);
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

} // namespace

void PieceDrawing::draw(QPainter& painter, const QRectF& area, const BoardLook& look,
                        const Region& region, int x, int y, std::uint64_t mask,
                        const Selection& lifted, LeftBehind left) {
    const Board& board = look.board;
    if (region.variant != board.variant() || region.layout != &board.layout()) {
        // A stamp for other boards: it cannot land here (pressing says so), so only its place.
        outline(painter, area, look, placeRegion(look.geometry, region, x, y).tiles);
        return;
    }
    prepare(look, region, x, y, mask, lifted, left);
    if (!landing_->liftedTiles.empty())
        drawTilesOf(painter, area, look, *landing_->left, landing_->leftColours,
                    landing_->liftedTiles, 1.0);
    drawTilesOf(painter, area, look, *landing_->landed, landing_->landedColours, landing_->tiles,
                kPieceOpacity);
    outline(painter, area, look, landing_->tiles);
}

void PieceDrawing::prepare(const BoardLook& look, const Region& region, int x, int y,
                           std::uint64_t mask, const Selection& lifted, LeftBehind left) {
    if (landing_ && landing_->generation == look.generation && landing_->x == x &&
        landing_->y == y && landing_->mask == mask && landing_->region == region &&
        landing_->lifted == lifted && landing_->leftBehind == left)
        return;
    // As landing does it (core planLanding): the lifted tiles emptied, then the piece pasted.
    const Board& board = look.board;
    Landing& l = landing_.emplace();
    l.generation = look.generation;
    l.region = region;
    l.x = x;
    l.y = y;
    l.mask = mask;
    l.lifted = lifted;
    l.leftBehind = left;
    l.liftedTiles = lifted.tiles();
    l.tiles = placeRegion(look.geometry, region, x, y).tiles;
    l.left.emplace(board);
    l.left->apply(planVacated(board, lifted, mask, left));
    l.landed.emplace(*l.left);
    l.landed->apply(planPaste(*l.left, region, x, y, mask).changes);
    // The view's colours, recoloured where the piece differs from the board.
    l.leftColours = look.colours;
    l.leftColours.update(*l.left, l.liftedTiles);
    l.landedColours = l.leftColours;
    l.landedColours.update(*l.landed, l.tiles);
}

} // namespace gbxx
