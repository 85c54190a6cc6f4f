// BoardView: floating content — a paste or a moved selection shown above the board until it is
// placed or dropped. It is a document transaction whose finishing step places it, so a save, an
// undo or another edit places it first and nothing floating is lost; placing is one undo step.
// Positions are kept in plane coordinates (region.h), so a hex shape keeps its shape anywhere.

#include "editor/view/board_view.h"

#include "editor/document/region_clipboard.h"
#include "editor/tools/paint_settings.h"
#include "editor/tools/tool.h"
#include "gbxx/hex_coordinates.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QPainter>

#include <algorithm>

namespace gbxx {

void BoardView::startFloating(Region region, int x, int y, std::uint64_t mask, Selection lifted,
                              const QString& text) {
    if (!document())
        return;
    placeFloating(); // one at a time
    Floating f;
    f.region = std::move(region);
    f.x = x;
    f.y = y;
    f.mask = mask;
    f.lifted = std::move(lifted);
    floating_ = std::move(f);
    floating_->transaction = document()->beginTransaction(text, [this] { landFloating(); });
    viewport()->update(); // the selection's outline goes, the lifted tiles show emptied
    floatingArea_ = pieceArea(floatingPlacement().tiles);
    emit floatingChanged(true);
}

void BoardView::placeFloating() {
    if (floating_ && document())
        document()->commit(floating_->transaction); // its finishing step: landFloating()
}

void BoardView::dropFloating() {
    if (!floating_)
        return;
    const auto transaction = floating_->transaction;
    floating_.reset();
    floatingArea_ = QRegion();
    if (document())
        document()->cancel(transaction);
    viewport()->update();
    emit floatingChanged(false);
}

Placement BoardView::floatingPlacement() const {
    if (!floating_)
        return {};
    return placeRegion(geometry_, floating_->region, floating_->x, floating_->y);
}

void BoardView::landFloating() {
    if (!floating_ || !document())
        return;
    const Floating f = std::move(*floating_);
    floating_.reset();
    floatingArea_ = QRegion();
    Landing landing = planLanding(document()->board(), f.region, f.x, f.y, f.mask, f.lifted);
    document()->extend(f.transaction, landing.changes);
    // What landed is selected, to move it again or work on it.
    document()->setSelection(std::move(landing.landed));
    if (landing.dropped) {
        const int dropped = static_cast<int>(landing.dropped); // lupdate reads no cast as the count
        emit toolMessage(QCoreApplication::translate(
            "gbxx::BoardView", "Left out %n tile(s) that fell off the board", nullptr, dropped));
    }
    viewport()->update();
    emit floatingChanged(false);
}

void BoardView::nudgeFloating(int dx, int dy) {
    if (!floating_)
        return;
    floating_->x += dx;
    floating_->y += dy;
    updateFloating();
}

void BoardView::transformFloating(RegionTransform transform, bool swapOwners) {
    if (!floating_)
        return;
    floating_->region = transformed(floating_->region, transform, swapOwners);
    updateFloating();
    // A turned piece need not fit where it was (a hex grid has no mirror between two columns, a
    // 2×3 piece turned is 3×2): say so, and what would fall off, before it lands.
    const Placement placement = floatingPlacement();
    const Selection& lifted = floating_->lifted;
    const auto outside = std::count_if(placement.tiles.begin(), placement.tiles.end(),
                                       [&](TileIndex t) { return !lifted.contains(t); });
    // Counts as ints of their own: lupdate reads no cast as the count.
    const int landOutside = lifted.empty() ? 0 : static_cast<int>(outside);
    const int fallOff = static_cast<int>(placement.dropped);
    QStringList said;
    if (landOutside > 0)
        said << QCoreApplication::translate("gbxx::BoardView",
                                            "%n tile(s) will land outside where the selection was",
                                            nullptr, landOutside);
    if (fallOff > 0)
        said << QCoreApplication::translate("gbxx::BoardView",
                                            "%n tile(s) would fall off the board", nullptr, fallOff);
    if (!said.isEmpty())
        emit toolMessage(said.join(QLatin1String("; ")));
}

void BoardView::updateFloating() {
    // Where it was and where it is now: the rest of the board stays as it is on screen. The tiles
    // it was lifted from look the same wherever it is.
    viewport()->update(floatingArea_);
    floatingArea_ = pieceArea(floatingPlacement().tiles);
    viewport()->update(floatingArea_);
}

QRegion BoardView::pieceArea(const std::vector<TileIndex>& tiles) const {
    return viewportRegionOf(tiles, outlineReach());
}

bool BoardView::liftSelection(const ToolPoint& at, bool duplicate) {
    const Selection& selection = document()->selection();
    const TileIndex tile = geometry_.indexOf(at.tile.x(), at.tile.y());
    if (selection.empty() || !selection.contains(tile))
        return false;
    int x = 0;
    int y = 0;
    Region region = extractRegion(document()->board(), selection, &x, &y);
    const Board& board = document()->board();
    // The fields carried (Edit ▸ Fields Carried) move; the others stay where they are.
    const std::uint64_t carried =
        settings_ ? fieldMaskFor(settings_->carriedKeys(), board.variant(), board.layout())
                  : tileValueMask(board.variant());
    startFloating(std::move(region), x, y, carried, duplicate ? Selection() : selection,
                  duplicate ? QCoreApplication::translate("gbxx::BoardView", "Duplicate selection")
                            : QCoreApplication::translate("gbxx::BoardView", "Move selection"));
    floating_->grab = at.tile;
    floating_->grabOrigin = QPoint(x, y);
    return true;
}

void BoardView::drawFloating(QPainter& painter, const QRectF& area) const {
    if (floating_)
        drawPiece(painter, area, floatingLook_, floating_->region, floating_->x, floating_->y,
                  floating_->mask, floating_->lifted);
}

void BoardView::preparePieceLook(std::optional<PieceLook>& look, const Region& region, int x, int y,
                                 std::uint64_t mask, const Selection& lifted) const {
    if (look && look->x == x && look->y == y && look->mask == mask && look->region == region &&
        look->lifted == lifted)
        return;
    // As landing does it (core planLanding): the lifted tiles emptied, then the piece pasted.
    const Board& board = document()->board();
    look.emplace();
    look->region = region;
    look->x = x;
    look->y = y;
    look->mask = mask;
    look->lifted = lifted;
    look->liftedTiles = lifted.tiles();
    look->tiles = placeRegion(geometry_, region, x, y).tiles;
    look->left.emplace(board);
    look->left->apply(planCleared(board, lifted, mask));
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
                          const Selection& lifted) const {
    const Board& board = document()->board();
    if (region.variant != board.variant() || region.layout != &board.layout()) {
        // A stamp for other boards: it cannot land here (pressing says so), so only its place.
        drawOutline(
            painter, area,
            Selection::of(geometry_.tileCount(), placeRegion(geometry_, region, x, y).tiles),
            QColor());
        return;
    }
    preparePieceLook(look, region, x, y, mask, lifted);
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
        p.setRenderHint(QPainter::Antialiasing, geometry_.hex() && zoom_ >= kSmoothHexScale);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::black);
        for (const QPolygonF& polygon : shapes)
            p.drawConvexPolygon(polygon);
    }
    QImage layer = layerImage();
    {
        QPainter p(&layer);
        p.setTransform(toLayer);
        renderer.draw(p, bounds, zoom_, options_, &colours);
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

bool BoardView::isFloatingKey(const QKeyEvent* event) const {
    // Plain keys (Shift turns the other way); Ctrl+V and the like stay the menus'.
    if (!floating_ || (event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)) != 0)
        return false;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_H:
    case Qt::Key_V:
    case Qt::Key_R:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Escape:
        return true;
    default:
        return false;
    }
}

bool BoardView::floatingKey(QKeyEvent* event) {
    if (!isFloatingKey(event))
        return false;
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    switch (event->key()) {
    case Qt::Key_Left:
        nudgeFloating(-1, 0);
        return true;
    case Qt::Key_Right:
        nudgeFloating(1, 0);
        return true;
    case Qt::Key_Up:
        nudgeFloating(0, -1);
        return true;
    case Qt::Key_Down:
        nudgeFloating(0, 1);
        return true;
    case Qt::Key_H:
        transformFloating(RegionTransform::FlipLeftRight, settings_ && settings_->swapOwners);
        return true;
    case Qt::Key_V:
        transformFloating(RegionTransform::FlipTopBottom, settings_ && settings_->swapOwners);
        return true;
    case Qt::Key_R:
        transformFloating(shift ? RegionTransform::RotateAnticlockwise
                                : RegionTransform::RotateClockwise,
                          settings_ && settings_->swapOwners);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        placeFloating();
        return true;
    case Qt::Key_Escape:
        dropFloating();
        return true;
    default:
        return false;
    }
}

} // namespace gbxx
