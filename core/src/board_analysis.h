#pragma once
// What the balance report and the design warnings both read, computed once per analysis: every tile
// as a neutral tile (zones alike in every variant), the board's geometry and its active link
// groups. Internal to the core.

#include "gbxx/balance.h"
#include "gbxx/layout_mapping.h"
#include "gbxx/neutral_tile.h"
#include "gbxx/paths.h"

namespace gbxx::analysis {

inline constexpr const char* kOwners[] = {"player 1", "player 2", "player 3", "player 4",
                                          "team A",   "team B",   "team C"};
inline constexpr std::size_t kHome = 7, kEnd = 8,
                             kSafe = 9; // neutral field positions (neutral_tile.cpp)

inline bool owns(std::uint8_t flags, std::size_t owner) {
    return ((flags >> owner) & 1) || (flags & 0x80);
}

struct Analysis {
    explicit Analysis(const Board& board)
        : geometry(board)
        , groups(activeLinkGroups(board, geometry)) {
        const NeutralCodec codec(board.layout(), board.variant(), heightModeOf(board));
        tiles.resize(board.tileCount());
        for (TileIndex i = 0; i < board.tileCount(); ++i)
            tiles[i] = codec.toNeutral(board.tile(i));
    }
    const LinkGroups* linkGroups() const { return groups ? &*groups : nullptr; }

    Geometry geometry;
    std::optional<LinkGroups> groups;
    std::vector<NeutralTile> tiles;
};

inline std::vector<OwnerBalance> balanceOf(const Board& board, const Analysis& analysis) {
    const std::vector<NeutralTile>& tiles = analysis.tiles;
    std::vector<OwnerBalance> report;
    for (std::size_t owner = 0; owner < std::size(kOwners); ++owner) {
        OwnerBalance b;
        b.owner = kOwners[owner];
        b.player = owner < 4 ? static_cast<int>(owner) + 1 : 0;
        std::vector<TileIndex> home;
        std::vector<TileIndex> end;
        for (TileIndex i = 0; i < board.tileCount(); ++i) {
            if (owns(tiles[i].values[kHome], owner))
                home.push_back(i);
            if (owns(tiles[i].values[kEnd], owner))
                end.push_back(i);
            b.safeTiles += owns(tiles[i].values[kSafe], owner);
        }
        b.homeTiles = home.size();
        b.endTiles = end.size();
        if (b.homeTiles + b.endTiles + b.safeTiles == 0)
            continue;
        if (!home.empty() && !end.empty()) {
            const PathOptions options{Connectivity::Edges, b.player};
            const std::vector<int> steps =
                stepsFrom(board, analysis.geometry, analysis.linkGroups(), home, options);
            for (TileIndex e : end)
                if (steps[e] >= 0 && (!b.homeToEnd || steps[e] < *b.homeToEnd))
                    b.homeToEnd = steps[e];
        }
        report.push_back(b);
    }
    return report;
}

} // namespace gbxx::analysis
