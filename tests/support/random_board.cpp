#include "support/random_board.h"

#include <array>
#include <random>

namespace gbxx::test {

Board randomBoard(Variant variant, std::uint64_t seed, int maxSide, const Layout& layout) {
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<int> side(1, maxSide);
    Board board(variant, side(random), side(random), layout);
    board.setHeaderBits(static_cast<std::uint16_t>(random()));
    std::array<std::uint8_t, kFooterBytes> footer{};
    for (auto& b : footer)
        b = static_cast<std::uint8_t>(random());
    board.footer() = Footer(footer);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, random());
    return board;
}

} // namespace gbxx::test
