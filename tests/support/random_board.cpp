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

Board randomlyEdited(const Board& board, std::mt19937_64& random, double share,
                     bool headerAndFooter) {
    Board out = board;
    std::bernoulli_distribution pick(share);
    const auto fields = board.fields();
    for (TileIndex t = 0; t < out.tileCount(); ++t)
        if (pick(random)) {
            const FieldSpec& f = fields[random() % fields.size()];
            out.setTileRaw(t, f.write(out.tile(t), random()));
        }
    if (!headerAndFooter)
        return out;
    if (pick(random))
        out.setHeaderBits(static_cast<std::uint16_t>(out.headerBits() ^ (1u << (random() % 16))));
    if (pick(random)) {
        auto bytes = out.footer().bytes();
        bytes[random() % kFooterBytes] = static_cast<std::uint8_t>(random());
        out.footer() = Footer(bytes);
    }
    return out;
}

} // namespace gbxx::test
