#pragma once
// Value, flag and level names that more than one layout uses (spec "Tile layouts", L1, L2, L5),
// so that the same field reads the same in every layout.

#include <string_view>

namespace gbxx::layout_names {

inline constexpr std::string_view kOffOn[] = {"off", "on"};
inline constexpr std::string_view kTiles[] = {"square", "hexagonal"};
inline constexpr std::string_view kLink[] = {"none", "group A", "group B", "group C"};
inline constexpr std::string_view kPlayers[] = {"player 1", "player 2", "player 3", "player 4"};
inline constexpr std::string_view kTeamBlacklist[] = {
    "1v2 team 1", "1v2 team 2", "1v3 team 1",        "1v3 team 2",
    "2v2 team 1", "2v2 team 2", "1v1vX individuals", "1v1vX team"};
inline constexpr std::string_view kZoneOwners[] = {"player 1", "player 2", "player 3", "player 4",
                                                   "team A",   "team B",   "team C",   "all"};
inline constexpr std::string_view kBoundary[] = {"not on board", "out of bounds", "trap/hazard",
                                                 "in bounds"};
inline constexpr std::string_view kCurrency[] = {"none", "3 currency", "6 currency", "9 currency"};
inline constexpr std::string_view kTurns[] = {"none", "5 turns", "10 turns", "15 turns"};
inline constexpr std::string_view kPieces[] = {"none", "10 pieces", "15 pieces", "20 pieces"};
inline constexpr std::string_view kStandardTeams[] = {"team A", "team B", "team C", "team D"};
inline constexpr std::string_view kSpecialFlag[] = {"special tile"};

} // namespace gbxx::layout_names
