#pragma once
// Is the board fair, and playable? Per owner (players 1-4, teams A-C): the size of home, end and
// safe zones and the shortest path from home to end, honouring the player's blacklist; and the
// design warnings a validation panel lists beyond the spec's W list.

#include "gbxx/board.h"
#include "gbxx/warnings.h"

#include <optional>
#include <string>
#include <vector>

namespace gbxx {

struct OwnerBalance {
    std::string owner; // "player 1" … "player 4", "team A" … "team C"
    int player = 0;    // 1..4 for players, 0 for teams
    std::size_t homeTiles = 0;
    std::size_t endTiles = 0;
    std::size_t safeTiles = 0;
    std::optional<int> homeToEnd; // steps; nothing without home, end, or a way between them
};

// Every owner that has any zone, players first. Zones are read through the neutral tile (C2-C4), so
// every variant reports alike; a kind's "all" flag counts for every owner.
std::vector<OwnerBalance> balanceReport(const Board& board);

// In-bounds areas no other part of the board can reach, and owners with a home zone but no
// reachable end zone.
std::vector<Warning> designWarnings(const Board& board);

} // namespace gbxx
