#include "gbxx/link_groups.h"

namespace gbxx {

std::vector<TileIndex> LinkGroups::members(std::size_t group) const {
    std::vector<TileIndex> out;
    for (TileIndex i = 0; i < groupOfTile.size(); ++i)
        if (groupOfTile[i] == static_cast<std::int32_t>(group))
            out.push_back(i);
    return out;
}

LinkGroups findLinkGroups(const Board& board, const Geometry& geometry) {
    LinkGroups result;
    result.groupOfTile.assign(board.tileCount(), LinkGroups::kNone);
    const FieldSpec* link = board.field(keys::link);
    if (!link)
        return result;
    std::vector<TileIndex> queue;
    // Scanning in body order makes each group's first tile its anchor (lowest index, G1).
    for (TileIndex start = 0; start < board.tileCount(); ++start) {
        const std::uint64_t value = board.get(start, *link);
        if (value == 0 || result.groupOfTile[start] != LinkGroups::kNone)
            continue;
        const auto id = static_cast<std::int32_t>(result.groups.size());
        std::uint32_t size = 0;
        queue.assign(1, start);
        result.groupOfTile[start] = id;
        while (!queue.empty()) {
            const TileIndex t = queue.back();
            queue.pop_back();
            ++size;
            for (TileIndex n : geometry.neighbours(t)) {
                if (result.groupOfTile[n] == LinkGroups::kNone && board.get(n, *link) == value) {
                    result.groupOfTile[n] = id;
                    queue.push_back(n);
                }
            }
        }
        result.groups.push_back({static_cast<std::uint8_t>(value), start, size});
    }
    return result;
}

std::uint64_t effectiveTile(const Board& board, const LinkGroups& groups, TileIndex tile) {
    const std::int32_t g = groups.groupOfTile[tile];
    const FieldSpec* link = board.field(keys::link);
    if (g == LinkGroups::kNone || !link)
        return board.tile(tile);
    const std::uint64_t anchor = board.tile(groups.groups[static_cast<std::size_t>(g)].anchor);
    return (anchor & ~link->mask()) | (board.tile(tile) & link->mask());
}

ChangeSet makeGroupsUniform(Board& board, const LinkGroups& groups) {
    std::vector<TileIndex> tiles;
    std::vector<std::uint64_t> values;
    for (TileIndex i = 0; i < board.tileCount(); ++i) {
        if (groups.groupOfTile[i] == LinkGroups::kNone)
            continue;
        tiles.push_back(i);
        values.push_back(effectiveTile(board, groups, i));
    }
    return board.setTiles(tiles, values);
}

} // namespace gbxx
