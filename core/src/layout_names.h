#pragma once
// Value, flag and level names that more than one layout uses (spec "Tile layouts", L1, L2, L5),
// so that the same field reads the same in every layout.

#include <string_view>
#include <utility>

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

// Short forms of value, flag and level names, for where the name itself has no room (a label on a
// tile: "P2+P4" rather than "player 2+player 4"). Keyed by the name, so that a name reads the same
// short way in every field and layout that uses it; a name without one has no short form.
inline constexpr std::pair<std::string_view, std::string_view> kShortNames[] = {
    {"player 1", "P1"},
    {"player 2", "P2"},
    {"player 3", "P3"},
    {"player 4", "P4"},
    {"team 1", "T1"},
    {"team 2", "T2"},
    {"team 3", "T3"},
    {"team A", "TA"},
    {"team B", "TB"},
    {"team C", "TC"},
    {"team D", "TD"},
    {"not on board", "off"},
    {"out of bounds", "out"},
    {"trap/hazard", "trap"},
    {"in bounds", "in"},
    {"group A", "A"},
    {"group B", "B"},
    {"group C", "C"},
    {"1v2 team 1", "1v2 T1"},
    {"1v2 team 2", "1v2 T2"},
    {"1v3 team 1", "1v3 T1"},
    {"1v3 team 2", "1v3 T2"},
    {"2v2 team 1", "2v2 T1"},
    {"2v2 team 2", "2v2 T2"},
    {"1v1vX individuals", "X ind"},
    {"1v1vX team", "X team"},
    {"Underground", "UG"},
    {"Low Ground", "Low"},
    {"Low-Mid Ground", "L-Mid"},
    {"Mid Ground", "Mid"},
    {"High-Mid Ground", "H-Mid"},
    {"High Ground", "High"},
    {"Elevated Ground", "Elev"},
    {"Aboveground", "Above"},
    {"3 currency", "3c"},
    {"6 currency", "6c"},
    {"9 currency", "9c"},
    {"5 turns", "5t"},
    {"10 turns", "10t"},
    {"15 turns", "15t"},
    {"10 pieces", "10p"},
    {"15 pieces", "15p"},
    {"20 pieces", "20p"},
    {"designated zone", "zone"},
    {"no zone", "none"},
    {"home zone", "home"},
    {"special tile", "spec"},
    {"king of the hill", "KotH"},
    {"zone A", "ZA"},
    {"zone B", "ZB"},
    {"zone C", "ZC"},
    {"zone D", "ZD"},
    {"zone E", "ZE"},
    {"site A", "SiA"},
    {"site B", "SiB"},
    {"spawn A", "SA"},
    {"spawn B", "SB"},
    {"spawn C", "SC"},
};

} // namespace gbxx::layout_names
