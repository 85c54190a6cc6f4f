#pragma once
// Is the board fair? Per owner (players 1-4, teams A-C): the size of home, end and safe zones and
// the cheapest route from home to end under the game's movement rules (docs/movement.md), each
// player moving as itself (its blacklist); by default every step costs 1.

#include "gbxx/board.h"
#include "gbxx/movement.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gbxx {

struct OwnerBalance {
    std::string owner; // "player 1" … "player 4", "team A" … "team C"
    int player = 0;    // 1..4 for players, 0 for teams
    std::size_t homeTiles = 0;
    std::size_t endTiles = 0;
    std::size_t safeTiles = 0;
    std::optional<int> homeToEnd;      // its cost; nothing without home, end, or a way between
    std::optional<int> homeToEndSteps; // the steps of that route (the cost by default rules)
};

// Every owner that has any zone, players first. Zones are read through the neutral tile (C2-C4), so
// every variant reports alike; a kind's "all" flag counts for every owner.
// `rules.player` is set per owner; the rest (climb, barriers, team, …) hold for every owner.
std::vector<OwnerBalance> balanceReport(const Board& board, const MoveRules& rules = {});

// Every name `OwnerBalance::owner` can hold, players first.
std::span<const char* const> balanceOwnerNames();

// The players a board is built for (those with a home or end zone) should be equal: which rows of
// a report are compared, and which measures differ between them.
struct BalanceComparison {
    std::vector<bool> compared; // per row of the report
    bool home = false;
    bool end = false;
    bool safe = false;
    bool homeToEnd = false;
    bool any() const { return home || end || safe || homeToEnd; }
};
BalanceComparison compareBalance(const std::vector<OwnerBalance>& report);

} // namespace gbxx
