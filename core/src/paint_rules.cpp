#include "gbxx/paint_rules.h"

namespace gbxx {

bool paintsUnstorableZone(const Board& board, const FieldSpec& field, std::uint64_t value,
                          TileIndex tile) {
    if (value != 0 || (field.key != keys::zoneOwner && field.key != keys::zoneStyle))
        return false;
    // Only GB16 pairs a single owner with a kind; GB32's `zoneOwners` are flags with `noZone`.
    const FieldSpec* other =
        board.field(field.key == keys::zoneOwner ? keys::zoneStyle : keys::zoneOwner);
    return other && !board.field(keys::zoneOwners) && board.get(tile, *other) == 0;
}

Message unstorableZoneReason() {
    return {"paint.unstorableZone", {}};
}

} // namespace gbxx
