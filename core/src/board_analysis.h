#pragma once
// What the balance report and the design warnings both read, computed once per analysis: every tile
// as a neutral tile (zones alike in every variant), the board's geometry and its active link
// groups. Internal to the core.

#include "gbxx/balance.h"
#include "gbxx/layout_mapping.h"
#include "gbxx/movement.h"
#include "gbxx/neutral_tile.h"
#include "gbxx/paths.h"

namespace gbxx::analysis {

inline constexpr const char* kOwners[] = {"player 1", "player 2", "player 3", "player 4",
                                          "team A",   "team B",   "team C"};
inline constexpr std::size_t kHome = 7, kEnd = 8,
                             kSafe = 9; // neutral field positions (neutral_tile.cpp)

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

// Per owner under `rules` (each player moving as itself, teams as anyone): zone sizes and the
// cheapest home-to-end route of the movement model.
inline std::vector<OwnerBalance> balanceOf(const Board& board, const MoveRules& rules) {
    std::vector<OwnerBalance> report;
    for (std::size_t owner = 0; owner < std::size(kOwners); ++owner) {
        OwnerBalance b;
        b.owner = kOwners[owner];
        b.player = owner < 4 ? static_cast<int>(owner) + 1 : 0;
        MoveRules own = rules;
        own.player = b.player;
        const MovementModel model(board, own);
        const auto zone = [&](ZoneKind kind) {
            return b.player ? model.zoneTiles(kind, b.player)
                            : model.teamZoneTiles(kind, static_cast<int>(owner) - 3);
        };
        const std::vector<TileIndex> home = zone(ZoneKind::Home);
        const std::vector<TileIndex> end = zone(ZoneKind::End);
        b.homeTiles = home.size();
        b.endTiles = end.size();
        b.safeTiles = zone(ZoneKind::Safe).size();
        if (b.homeTiles + b.endTiles + b.safeTiles == 0)
            continue;
        if (const std::optional<Route> route = cheapestPath(model, home, end)) {
            b.homeToEnd = route->cost;
            b.homeToEndSteps = route->steps;
        }
        report.push_back(b);
    }
    return report;
}

} // namespace gbxx::analysis
