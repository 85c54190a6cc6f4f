#include "gbxx/tile_spread.h"

namespace gbxx {

TileSpread spreadOf(const Board& board, std::span<const TileIndex> tiles) {
    TileSpread spread;
    for (const TileIndex tile : tiles) {
        const std::uint64_t bits = board.tile(tile);
        spread.allOf &= bits;
        spread.anyOf |= bits;
    }
    spread.tiles = tiles.size();
    return spread;
}

} // namespace gbxx
