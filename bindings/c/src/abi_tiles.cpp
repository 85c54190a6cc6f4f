// The game's view of a tile through the C ABI (gbxx/game_tile.h): the struct and a neutral field
// by its key.

#include "abi_status.h"

#include "gbxx/neutral_tile.h"

using namespace gbxx;
using namespace gbxx::abi;

namespace {

TileView viewOf(int32_t view) {
    if (view != GBXX_VIEW_EFFECTIVE && view != GBXX_VIEW_RAW)
        fail(GBXX_ERROR_ARGUMENT, "abi.tileView",
             "the view is 0 (effective) or 1 (raw), not " + std::to_string(view));
    return view == GBXX_VIEW_RAW ? TileView::Raw : TileView::Effective;
}

gbxx_tile toC(const Board& board, const GameTile& t) {
    gbxx_tile c{};
    c.struct_size = sizeof c;
    c.x = board.xOf(t.index);
    c.y = board.yOf(t.index);
    c.height = t.height.movementHeight();
    c.height_bits = t.height.bits;
    c.height_neutral = t.height.neutral;
    c.link = static_cast<int32_t>(t.link);
    c.boundary = static_cast<int32_t>(t.boundary);
    c.player_blacklist = t.playerBlacklist.bits;
    c.ffa_blacklist = t.ffaBlacklist.bits;
    c.team_blacklist = t.teamBlacklist.bits;
    c.standard_team_blacklist = t.standardTeamBlacklist.bits;
    c.home_zones = t.homeZones.bits;
    c.end_zones = t.endZones.bits;
    c.safe_zones = t.safeZones.bits;
    c.currency_barrier = t.currencyBarrier.level;
    c.turn_barrier = t.turnBarrier.level;
    c.piece_sum_barrier = t.pieceSumBarrier.level;
    c.custom = t.custom;
    c.anchor_x = t.anchor ? board.xOf(*t.anchor) : -1;
    c.anchor_y = t.anchor ? board.yOf(*t.anchor) : -1;
    return c;
}

} // namespace

extern "C" {

gbxx_tile gbxx_tile_default(void) {
    gbxx_tile tile{};
    tile.struct_size = sizeof tile;
    tile.anchor_x = tile.anchor_y = -1;
    return tile;
}

gbxx_status gbxx_board_tile(const gbxx_board* board, int32_t x, int32_t y, int32_t view,
                            gbxx_tile* tile) {
    return guarded([&] {
        const gbxx_board& b = need(board, "board");
        gbxx_tile& out = need(tile, "tile");
        const TileIndex index = tileAt(b.board, x, y);
        const TileView v = viewOf(view);
        fillSized(out, toC(b.board, *b.tiles()->at(index, v)));
    });
}

gbxx_status gbxx_board_tiles(const gbxx_board* board, int32_t view, gbxx_tile* tiles,
                             size_t count) {
    return guarded([&] {
        const gbxx_board& b = need(board, "board");
        gbxx_tile& first = need(tiles, "tiles");
        const TileView v = viewOf(view);
        checkTileCount(b.board, count);
        const std::uint32_t stride = first.struct_size;
        if (stride < sizeof(std::uint32_t))
            fail(GBXX_ERROR_ARGUMENT, "abi.structSize",
                 "struct_size is " + std::to_string(stride) + "; set it to the struct's sizeof");
        const auto reader = b.tiles();
        auto* bytes = reinterpret_cast<unsigned char*>(tiles);
        for (TileIndex i = 0; i < b.board.tileCount(); ++i) {
            gbxx_tile& out = *reinterpret_cast<gbxx_tile*>(bytes + std::size_t{i} * stride);
            out.struct_size = stride;
            fillSized(out, toC(b.board, *reader->at(i, v)));
        }
    });
}

gbxx_status gbxx_board_tile_value(const gbxx_board* board, int32_t x, int32_t y, const char* key,
                                  int32_t view, uint64_t* value) {
    return guarded([&] {
        const gbxx_board& b = need(board, "board");
        uint64_t& out = need(value, "value");
        const std::string_view k = needText(key, "key");
        const std::size_t field = neutralFieldIndex(k);
        if (field >= kNeutralFieldCount)
            fail(GBXX_ERROR_ARGUMENT, "abi.unknownNeutralKey",
                 "the neutral tile has no field '" + std::string(k) + "'");
        const TileIndex index = tileAt(b.board, x, y);
        const TileView v = viewOf(view);
        out = b.tiles()->neutralAt(index, v)->values[field];
    });
}

gbxx_status gbxx_neutral_keys(char** keys) {
    return guarded([&] {
        std::string all;
        for (const FieldSpec& f : neutralFields())
            all.append(f.key) += '\n';
        need(keys, "keys") = copyText(all);
    });
}

} // extern "C"
