#include "gbxx/balance.h"

#include "gbxx/layout_mapping.h"
#include "gbxx/neutral_tile.h"
#include "gbxx/paths.h"

#include <algorithm>

namespace gbxx {
namespace {

constexpr const char* kOwners[] = {"player 1", "player 2", "player 3", "player 4",
                                   "team A",   "team B",   "team C"};
constexpr std::size_t kHome = 7, kEnd = 8, kSafe = 9; // neutral field positions (neutral_tile.cpp)

bool owns(std::uint8_t flags, std::size_t owner) {
    return ((flags >> owner) & 1) || (flags & 0x80);
}

// What both analyses read: every tile as a neutral tile (zones alike in every variant), the board's
// geometry and its active link groups. Computed once per analysis.
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

std::vector<OwnerBalance> balanceOf(const Board& board, const Analysis& analysis) {
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

} // namespace

std::vector<OwnerBalance> balanceReport(const Board& board) {
    return balanceOf(board, Analysis(board));
}

std::vector<Warning> designWarnings(const Board& board) {
    std::vector<Warning> out;
    const Analysis analysis(board);
    const PathOptions anyone;

    // Areas of enterable tiles cut off from each other; all but the largest are reported.
    const std::vector<int> area =
        reachableAreas(board, analysis.geometry, analysis.linkGroups(), anyone);
    std::vector<std::vector<TileIndex>> areas;
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        if (area[t] < 0)
            continue;
        if (static_cast<std::size_t>(area[t]) >= areas.size())
            areas.resize(static_cast<std::size_t>(area[t]) + 1);
        areas[static_cast<std::size_t>(area[t])].push_back(t);
    }
    if (areas.size() > 1) {
        const auto largest =
            std::max_element(areas.begin(), areas.end(),
                             [](const auto& a, const auto& b) { return a.size() < b.size(); });
        for (auto it = areas.begin(); it != areas.end(); ++it) {
            if (it == largest)
                continue;
            const TileIndex first = it->front();
            out.push_back(
                {"W",
                 std::to_string(it->size()) + (it->size() == 1 ? " tile" : " tiles") +
                     " in bounds cannot be reached from the rest of the board (first at x " +
                     std::to_string(board.xOf(first)) + ", y " + std::to_string(board.yOf(first)) +
                     ")",
                 *it});
        }
    }
    const std::vector<OwnerBalance> report = balanceOf(board, analysis);
    // The players a board is built for are those with a home zone; zones and blacklists for any
    // other player are probably left over (when no player has a home zone, nothing can be said).
    std::uint8_t builtFor = 0;
    for (const OwnerBalance& b : report)
        if (b.player && b.homeTiles)
            builtFor |= static_cast<std::uint8_t>(1u << (b.player - 1));
    if (builtFor) {
        constexpr std::size_t kPlayerBlacklist = 3, kFfaBlacklist = 4;
        for (int player = 0; player < 4; ++player) {
            if ((builtFor >> player) & 1)
                continue;
            std::vector<TileIndex> tiles;
            for (TileIndex i = 0; i < board.tileCount(); ++i) {
                const NeutralTile& n = analysis.tiles[i];
                // Only the player's own flag: an "all" zone is meant for whoever plays.
                const bool mentioned = ((n.values[kEnd] | n.values[kSafe] |
                                         n.values[kPlayerBlacklist] | n.values[kFfaBlacklist]) >>
                                        player) &
                                       1;
                if (mentioned)
                    tiles.push_back(i);
            }
            if (!tiles.empty())
                out.push_back({"W",
                               std::to_string(tiles.size()) +
                                   (tiles.size() == 1 ? " tile has" : " tiles have") +
                                   " zones or blacklists for player " + std::to_string(player + 1) +
                                   ", who has no home zone on this board",
                               std::move(tiles)});
        }
    }
    for (const OwnerBalance& b : report)
        if (b.homeTiles > 0 && !b.homeToEnd)
            out.push_back({"W",
                           b.owner + " has a home zone but " +
                               (b.endTiles ? std::string("no end zone it can reach")
                                           : std::string("no end zone")),
                           {}});
    return out;
}

} // namespace gbxx
