#pragma once
// The three-way merge of a board edited on two sides (issue 36; git's BASE, OURS, THEIRS), field
// by field on every tile, header key and footer key: the same on both sides → that value; changed
// on one side only → that side's; changed differently on both → a conflict, OURS kept. Footer
// texts are compared as texts (F2); a field nobody edited keeps OURS's bytes, including what
// follows its first 0x00 (F4).

#include "gbxx/board.h"
#include "gbxx/message.h"

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

namespace gbxx {

struct TileConflict {
    TileIndex tile;
    const FieldSpec* field;
    std::uint64_t base, ours, theirs;
};

struct HeaderConflict {
    const FieldSpec* field;
    std::uint64_t base, ours, theirs;
};

// The three values are the three boards' footers' (footerValueJson, Footer::text).
struct FooterConflict {
    const FooterField* field;
};

struct BoardMerge {
    Board merged;                       // OURS's value in every conflict
    std::vector<HeaderConflict> header; // the layout's key order
    std::vector<FooterConflict> footer; // footer key order
    std::vector<TileConflict> tiles;    // body order, then field order
    std::size_t conflictCount() const { return header.size() + footer.size() + tiles.size(); }
};

// The merge, or why the three cannot be merged (not the same size, tile size and layout).
std::variant<BoardMerge, Message> mergeBoards(const Board& base, const Board& ours,
                                              const Board& theirs);

// One field of one tile merged three ways; `conflict` tells whether both sides changed it
// differently (OURS's value is then the result).
inline std::uint64_t mergeValue(std::uint64_t base, std::uint64_t ours, std::uint64_t theirs,
                                bool& conflict) {
    conflict = ours != base && theirs != base && ours != theirs;
    return ours == base ? theirs : ours;
}

} // namespace gbxx
