#pragma once
// Link groups (spec G1): maximal connected sets of tiles with the same non-zero `link`, each acting
// as one tile that takes every field but `link` from its anchor (the tile with the lowest index).

#include "gbxx/board.h"
#include "gbxx/geometry.h"

#include <cstdint>
#include <vector>

namespace gbxx {

struct LinkGroup {
    std::uint8_t link;  // 1 group A, 2 group B, 3 group C
    TileIndex anchor;   // lowest body index of the group
    std::uint32_t size; // number of tiles
};

struct LinkGroups {
    static constexpr std::int32_t kNone = -1;
    std::vector<std::int32_t> groupOfTile; // per tile: index into `groups`, or kNone
    std::vector<LinkGroup> groups;         // ordered by anchor
    std::vector<TileIndex> members(std::size_t group) const;
};

LinkGroups findLinkGroups(const Board& board, const Geometry& geometry);

// The tile as a game sees it: its anchor's fields with its own `link` (G1); the raw tile when it
// is in no group.
std::uint64_t effectiveTile(const Board& board, const LinkGroups& groups, TileIndex tile);

// Copies each group's anchor fields (all but `link`) to every tile of the group, so that the file
// says what the game will see (G1). Returns what changed.
ChangeSet makeGroupsUniform(Board& board, const LinkGroups& groups);

} // namespace gbxx
