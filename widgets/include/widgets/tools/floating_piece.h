#pragma once
// The Move tool's piece: content lifted out of the board (a moved or duplicated selection) or
// pasted, floating until it lands. Its place is kept in plane coordinates (region.h), so a hex
// shape keeps its shape wherever it is dragged, nudged, flipped or turned; it lands through the
// core's planLanding, as moves and stamps do.

#include "gbxx/geometry.h"
#include "gbxx/region.h"
#include "gbxx/selection.h"

#include <QPoint>
#include <QString>

#include <cstdint>
#include <optional>

namespace gbxx {

class BoardDocument;
class PaintSettings;

class FloatingPiece {
public:
    // `region` with its origin on `origin`; the fields of `mask` come from it; `lifted` are the
    // tiles it was lifted from, emptied in those fields when it lands as `left` says (none for a
    // paste).
    FloatingPiece(Region region, QPoint origin, std::uint64_t mask, Selection lifted,
                  LeftBehind left = LeftBehind::EmptyTiles);

    // The document's selection lifted (with `duplicate`, a copy: nothing is emptied), carrying
    // the fields Edit ▸ Fields Carried names, leaving `left` behind (the Move tool's option);
    // nothing when `tile` is not selected.
    static std::optional<FloatingPiece> lift(const BoardDocument& document,
                                             const PaintSettings* settings, TileIndex tile,
                                             bool duplicate, LeftBehind left);
    // The undo step of a lift.
    static QString liftText(bool duplicate);

    const Region& region() const { return region_; }
    QPoint origin() const { return origin_; }
    std::uint64_t mask() const { return mask_; }
    const Selection& lifted() const { return lifted_; }
    LeftBehind leftBehind() const { return left_; }

    void moveTo(QPoint origin) { origin_ = origin; }
    // The origin a drag from tile `grabbed` to tile `to` gives a piece whose origin was
    // `grabOrigin`: by the pointer's step in plane coordinates, so a hex shape keeps its shape.
    static QPoint dragged(const Geometry& geometry, QPoint grabOrigin, QPoint grabbed, QPoint to);
    // Flipped or turned; returns what the user should know about where it would land now (tiles
    // outside where the selection was, tiles falling off the board), empty when all is well.
    QString transform(const Geometry& geometry, RegionTransform transform, bool swapOwners);

    // Where it lands now.
    Placement placement(const Geometry& geometry) const;
    // Its landing on `board`: the changes, the tiles it lands on, those falling off.
    Landing landing(const Board& board) const;

private:
    Region region_;
    QPoint origin_;
    std::uint64_t mask_ = 0;
    Selection lifted_;
    LeftBehind left_;
};

} // namespace gbxx
