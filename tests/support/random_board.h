#pragma once
// Deterministic random boards for round-trip and property tests.

#include "gbxx/board.h"

#include <cstdint>
#include <random>

namespace gbxx::test {

// A board of `variant` with random size (1..maxSide), header bits, footer bytes and tiles.
Board randomBoard(Variant variant, std::uint64_t seed, int maxSide = 40,
                  const Layout& layout = defaultLayout());

// `board` with about `share` of its tiles given a random value in one random field; with
// `headerAndFooter`, as likely a header bit flipped and a footer byte changed.
Board randomlyEdited(const Board& board, std::mt19937_64& random, double share,
                     bool headerAndFooter = true);

} // namespace gbxx::test
