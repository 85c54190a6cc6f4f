#pragma once
// Export to another variant through the neutral tile (spec C1-C10).

#include "gbxx/board.h"
#include "gbxx/neutral_tile.h"

#include <string>
#include <vector>

namespace gbxx {

struct LossEntry {
    std::string key;             // a neutral key (C10) or a "draft.…" key (L4)
    std::size_t tileCount = 0;   // how many source tiles differ
    bool headerFlagLost = false; // a header flag with no place ("KEY: lost", L4)
    std::uint32_t bit = 0;       // the entry's bit in LossReport::lostAt (tile entries only)
    // "KEY: N tiles" or "KEY: lost".
    std::string line() const;
};

struct LossReport {
    std::vector<LossEntry> entries; // sorted by key as plain strings
    // One mask per source tile, in body order: the bits of the entries that tile loses. Empty
    // when no tile loses anything. A mask per tile rather than a list per entry keeps the report
    // one store per tile however many fields a busy board loses.
    std::vector<std::uint32_t> lostAt;

    bool lossless() const { return entries.empty(); }
    // The source tiles that differ in `entry`, in body order.
    std::vector<TileIndex> tilesOf(const LossEntry& entry) const;
    // The report as printed: one line per entry, or the single line "lossless"; each line ends
    // with '\n'.
    std::string text() const;
};

struct Conversion {
    Board board;
    LossReport report;
};

// `source` exported to `target` in today's layout, header and footer copied; the same variant in
// the same layout is a copy of the bytes (R1) and lossless. A board of an older layout (section L)
// always becomes a board of today's layout through the neutral tile, even in its own variant
// (L3, L5): its header is mapped (mapHeader), and the report adds the older layout's losses (L4).
// One pass over the body; a source of one-byte tiles is converted through a table of its 256
// values.
Conversion convertBoard(const Board& source, Variant target);

} // namespace gbxx
