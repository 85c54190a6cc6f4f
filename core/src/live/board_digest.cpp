#include "gbxx/live/board_digest.h"

namespace gbxx::live {
namespace {

std::uint64_t mix(std::uint64_t z) { // splitmix64's finaliser
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

} // namespace

std::uint64_t BoardDigest::term(TileIndex index, std::uint64_t value) {
    return mix(value ^ mix(index + 0x9E3779B97F4A7C15ULL));
}

BoardDigest::BoardDigest(const Board& board) {
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        tiles_ += term(i, board.tile(i));
    frameChanged(board);
}

void BoardDigest::frameChanged(const Board& board) {
    std::uint64_t h =
        mix((std::uint64_t(board.width()) << 40) | (std::uint64_t(board.length()) << 24) |
            (std::uint64_t(static_cast<std::uint8_t>(board.variant())) << 16) | board.headerBits());
    for (std::uint8_t byte : board.footer().bytes())
        h = mix(h ^ byte);
    frame_ = h;
}

} // namespace gbxx::live
