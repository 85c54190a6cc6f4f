#pragma once
// What a collection needs to know of a board beyond its header and footer: how many tiles use
// each field, how many warnings it has, and which players have a home zone. `gbxx info` and the
// board library read the same numbers.

#include "gbxx/board.h"

#include <cstddef>
#include <string>
#include <vector>

namespace gbxx {

struct FieldUse {
    std::string key;
    std::size_t tiles = 0; // tiles where the field is not 0
};

struct BoardFacts {
    std::vector<FieldUse> fieldUse; // every tile field of the variant, in the layout's order
    std::size_t specWarnings = 0;   // spec W (findWarnings)
    std::size_t designWarnings = 0; // beyond the spec (designWarnings)
    std::vector<int> homePlayers;   // players 1..4 with a home zone, ascending
};

// `fileName` (may be empty) as for findWarnings: checked against the variant's extension (S2).
BoardFacts factsOf(const Board& board, std::string_view fileName = {});

// How many tiles use each field, alone (the cheap part of factsOf).
std::vector<FieldUse> fieldUseOf(const Board& board);

} // namespace gbxx
