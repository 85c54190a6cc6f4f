#pragma once
// Where the neutral fields sit in a NeutralTile's values (spec "Converting between variants"),
// found by key in the field table once: the movement model and the game's tile (game_tile.h) read
// tiles through the neutral tile, and neither keeps a second list of positions. A key the table
// lacked would read past the fields, always 0; tst_game_tile sets every field and reads it back.

#include "gbxx/field_keys.h"
#include "gbxx/neutral_tile.h"

#include <cstddef>

namespace gbxx {

struct NeutralPlaces {
    std::size_t height = neutralFieldIndex(keys::height);
    std::size_t link = neutralFieldIndex(keys::link);
    std::size_t boundary = neutralFieldIndex(keys::boundary);
    std::size_t playerBlacklist = neutralFieldIndex(keys::playerBlacklist);
    std::size_t ffaBlacklist = neutralFieldIndex(keys::ffaBlacklist);
    std::size_t teamBlacklist = neutralFieldIndex(keys::teamBlacklist);
    std::size_t standardTeamBlacklist = neutralFieldIndex(keys::standardTeamBlacklist);
    std::size_t homeZones = neutralFieldIndex(keys::homeZones);
    std::size_t endZones = neutralFieldIndex(keys::endZones);
    std::size_t safeZones = neutralFieldIndex(keys::safeZones);
    std::size_t currencyBarrier = neutralFieldIndex(keys::currencyBarrier);
    std::size_t turnBarrier = neutralFieldIndex(keys::turnBarrier);
    std::size_t pieceSumBarrier = neutralFieldIndex(keys::pieceSumBarrier);
    std::size_t custom = neutralFieldIndex(keys::custom);
};

// Looked up once per program, not once per board.
inline const NeutralPlaces& neutralPlaces() {
    static const NeutralPlaces places;
    return places;
}

} // namespace gbxx
