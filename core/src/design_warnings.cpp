#include "gbxx/warnings.h"

#include "board_analysis.h"

#include <algorithm>

namespace gbxx {

using analysis::Analysis;

std::vector<Warning> designWarnings(const Board& board) {
    std::vector<Warning> out;
    const Analysis analysis(board);
    // Areas of enterable tiles cut off from each other; all but the largest are reported.
    const std::vector<int> area = connectedAreas(MovementModel(board));
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
                Warning::from("W",
                              {"warning.unreachable",
                               {std::to_string(board.xOf(first)), std::to_string(board.yOf(first))},
                               it->size()},
                              *it));
        }
    }
    const std::vector<OwnerBalance> report = analysis::balanceOf(board, MoveRules{});
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
                const bool mentioned = ((n.values[analysis::kEnd] | n.values[analysis::kSafe] |
                                         n.values[kPlayerBlacklist] | n.values[kFfaBlacklist]) >>
                                        player) &
                                       1;
                if (mentioned)
                    tiles.push_back(i);
            }
            if (tiles.empty())
                continue;
            Message said{"warning.playerWithoutHome", {std::to_string(player + 1)}, tiles.size()};
            out.push_back(Warning::from("W", std::move(said), std::move(tiles)));
        }
    }
    for (const OwnerBalance& b : report)
        if (b.homeTiles > 0 && !b.homeToEnd)
            out.push_back(
                Warning::from("W", {b.endTiles ? "warning.noReachableEndZone" : "warning.noEndZone",
                                    {b.owner},
                                    {},
                                    0b1}));
    return out;
}

std::vector<Warning> allWarnings(const Board& board, std::string_view fileName) {
    std::vector<Warning> out = findWarnings(board, fileName);
    for (Warning& w : designWarnings(board))
        out.push_back(std::move(w));
    return out;
}

} // namespace gbxx
