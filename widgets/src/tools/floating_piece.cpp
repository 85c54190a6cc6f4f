#include "widgets/tools/floating_piece.h"

#include "widgets/document/board_document.h"
#include "widgets/document/region_clipboard.h"
#include "widgets/tools/paint_settings.h"
#include "gbxx/hex_coordinates.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace gbxx {

FloatingPiece::FloatingPiece(Region region, QPoint origin, std::uint64_t mask, Selection lifted,
                             LeftBehind left)
    : region_(std::move(region))
    , origin_(origin)
    , mask_(mask)
    , lifted_(std::move(lifted))
    , left_(left) {}

std::optional<FloatingPiece> FloatingPiece::lift(const BoardDocument& document,
                                                 const PaintSettings* settings, TileIndex tile,
                                                 bool duplicate, LeftBehind left) {
    const Selection& selection = document.selection();
    if (selection.empty() || !selection.contains(tile))
        return std::nullopt;
    const Board& board = document.board();
    int x = 0;
    int y = 0;
    Region region = extractRegion(board, selection, &x, &y);
    // The fields carried (Edit ▸ Fields Carried) move; the others stay where they are.
    const std::uint64_t carried =
        settings ? fieldMaskFor(settings->carriedKeys(), board.variant(), board.layout())
                 : tileValueMask(board.variant());
    return FloatingPiece(std::move(region), QPoint(x, y), carried,
                         duplicate ? Selection() : selection, left);
}

QString FloatingPiece::liftText(bool duplicate) {
    // The view's context: the texts were the view's before the Move tool had a class of its own.
    return duplicate ? QCoreApplication::translate("gbxx::BoardView", "Duplicate selection")
                     : QCoreApplication::translate("gbxx::BoardView", "Move selection");
}

QPoint FloatingPiece::dragged(const Geometry& geometry, QPoint grabOrigin, QPoint grabbed,
                              QPoint to) {
    if (!geometry.hex())
        return grabOrigin + (to - grabbed);
    const Axial a = axialOf(grabOrigin.x(), grabOrigin.y());
    const Axial p = axialOf(grabbed.x(), grabbed.y());
    const Axial q = axialOf(to.x(), to.y());
    const Offset o = offsetOf(Axial{a.q + q.q - p.q, a.r + q.r - p.r});
    return {o.x, o.y};
}

QString FloatingPiece::transform(const Geometry& geometry, RegionTransform transform,
                                 bool swapOwners) {
    region_ = transformed(region_, transform, swapOwners);
    // A turned piece need not fit where it was (a hex grid has no mirror between two columns, a
    // 2×3 piece turned is 3×2): say so, and what would fall off, before it lands.
    const Placement placed = placement(geometry);
    const auto outside = std::count_if(placed.tiles.begin(), placed.tiles.end(),
                                       [&](TileIndex t) { return !lifted_.contains(t); });
    // Counts as ints of their own: lupdate reads no cast as the count.
    const int landOutside = lifted_.empty() ? 0 : static_cast<int>(outside);
    const int fallOff = static_cast<int>(placed.dropped);
    QStringList said;
    if (landOutside > 0)
        said << QCoreApplication::translate("gbxx::BoardView",
                                            "%n tile(s) will land outside where the selection was",
                                            nullptr, landOutside);
    if (fallOff > 0)
        said << QCoreApplication::translate(
            "gbxx::BoardView", "%n tile(s) would fall off the board", nullptr, fallOff);
    return said.join(QLatin1String("; "));
}

Placement FloatingPiece::placement(const Geometry& geometry) const {
    return placeRegion(geometry, region_, origin_.x(), origin_.y());
}

Landing FloatingPiece::landing(const Board& board) const {
    return planLanding(board, region_, origin_.x(), origin_.y(), mask_, lifted_, left_);
}

} // namespace gbxx
