#pragma once
// Things a valid board may hold that a designer should hear about (spec W). Never errors.

#include "gbxx/board.h"

#include <string>
#include <string_view>
#include <vector>

namespace gbxx {

struct Warning {
    std::string rule;             // the spec section: "S2", "X3", "T32", "G1", "W"
    std::string message;          // one line
    std::vector<TileIndex> tiles; // the tiles concerned, if any
};

// `fileName` (may be empty) is checked against the variant's extension (S2).
std::vector<Warning> findWarnings(const Board& board, std::string_view fileName = {});

} // namespace gbxx
