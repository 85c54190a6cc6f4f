#pragma once
// Export to another variant through the neutral tile (spec C1-C10).

#include "gbxx/board.h"
#include "gbxx/neutral_tile.h"

#include <string>
#include <vector>

namespace gbxx {

struct LossEntry {
    std::string key;              // a neutral key (C10) or a "draft.…" key (L4)
    std::vector<TileIndex> tiles; // the source tiles that differ, in body order
    bool headerFlagLost = false;  // a header flag with no place ("KEY: lost", L4)
    // "KEY: N tiles" or "KEY: lost".
    std::string line() const;
};

struct LossReport {
    std::vector<LossEntry> entries; // sorted by key as plain strings
    bool lossless() const { return entries.empty(); }
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
Conversion convertBoard(const Board& source, Variant target);

} // namespace gbxx
