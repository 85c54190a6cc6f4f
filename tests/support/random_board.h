#pragma once
// Deterministic random boards for round-trip and property tests.

#include "gbxx/board.h"

#include <cstdint>

namespace gbxx::test {

// A board of `variant` with random size (1..maxSide), header bits, footer bytes and tiles.
Board randomBoard(Variant variant, std::uint64_t seed, int maxSide = 40,
                  const Layout& layout = defaultLayout());

} // namespace gbxx::test
