#pragma once
// What a set of tiles has in common, field by field, from one pass over their bits: the bits set in
// every tile and the bits set in any. A field is the same on all of them when both read alike; a
// flag is on everywhere, nowhere, or on some ("mixed", as the inspector shows a selection).

#include "gbxx/board.h"

#include <cstdint>
#include <span>

namespace gbxx {

struct TileSpread {
    std::uint64_t allOf = ~std::uint64_t{0}; // bits set in every tile
    std::uint64_t anyOf = 0;                 // bits set in at least one tile
    std::size_t tiles = 0;

    // The field has one value across the tiles (true for no tiles).
    bool uniform(const FieldSpec& field) const {
        return tiles == 0 || field.read(allOf) == field.read(anyOf);
    }
    // Flag `bit` of a flag field: on in every tile, in none, or in some.
    bool flagEverywhere(const FieldSpec& field, int bit) const {
        return tiles != 0 && ((field.read(allOf) >> bit) & 1) != 0;
    }
    bool flagSomewhere(const FieldSpec& field, int bit) const {
        return ((field.read(anyOf) >> bit) & 1) != 0;
    }
};

TileSpread spreadOf(const Board& board, std::span<const TileIndex> tiles);

} // namespace gbxx
