#pragma once
// What the rules benchmarks share (issue 37): the busy 255×255 GB64 board they run on, square
// (width wrap) or hex (length wrap; an odd width's seam is never joined on hex), and five live
// rules of the bundled examples' kinds.

#include "gbxx/board.h"

#include <random>

namespace gbxx::bench {

// Busy as a finished design: boundaries mostly in bounds with off-board patches, random heights,
// zones and custom data.
inline Board busyRulesBoard(bool hex, int side = 255) {
    Board board(Variant::GB64, side, side);
    board.setHeader(*board.layout().headerField("hex"), hex ? 1 : 0);
    board.setHeader(*board.layout().headerField("wrap"), hex ? 2 : 1);
    std::mt19937_64 random(42);
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& height = *board.field("height");
    const FieldSpec& homes = *board.field("homeZones");
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        std::uint64_t v = random();
        v = boundary.write(v, random() % 7 ? 3 : 0);
        v = height.write(v, random() % 10);
        v = homes.write(v, random() % 50 == 0 ? 1 + random() % 2 : 0);
        board.setTileRaw(t, v);
    }
    return board;
}

// The bundled examples' kinds of rule, all live (resources/rules).
inline constexpr const char* kFiveRules = R"({"rules": [
  {"name": "out-of-bounds ring", "where": "boundary = 0 and neighbours(n.boundary >= 2) > 0",
   "then": ["set boundary=1"], "live": true},
  {"name": "barriers on steep steps",
   "where": "neighbours(height >= n.height + 3 or n.height >= height + 3) > 0",
   "then": ["set turnBarrier=1"], "live": true},
  {"name": "safe zone around player 1's home",
   "where": "not homeZones has 0 and neighbours(n.homeZones has 0) > 0",
   "then": ["flags-on safeZones=0x1"], "live": true},
  {"name": "safe zone around player 2's home",
   "where": "not homeZones has 1 and neighbours(n.homeZones has 1) > 0",
   "then": ["flags-on safeZones=0x2"], "live": true},
  {"name": "shore", "where": "custom = 0 and neighbours(n.custom = 1) > 0",
   "then": ["set custom=2"], "live": true}
]})";

} // namespace gbxx::bench
