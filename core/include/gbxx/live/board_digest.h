#pragma once
// A 64-bit fingerprint of a whole board (shape, tile size, header, footer, every tile) that the
// server and every replica keep up to date in O(1) a changed tile: each applied operation carries
// the server's, so a replica that went astray knows at the next operation, never silently later.
// Not a cryptographic hash: it guards against our own mistakes, not against an adversary (the
// server is the authority anyway).

#include "gbxx/board.h"

#include <cstdint>

namespace gbxx::live {

class BoardDigest {
public:
    explicit BoardDigest(const Board& board);
    // Tile `index` went from `before` to `after`.
    void change(TileIndex index, std::uint64_t before, std::uint64_t after) {
        tiles_ += term(index, after) - term(index, before);
    }
    // The footer or header changed.
    void frameChanged(const Board& board);
    std::uint64_t value() const { return tiles_ ^ frame_; }

private:
    static std::uint64_t term(TileIndex index, std::uint64_t value);
    std::uint64_t tiles_ = 0;
    std::uint64_t frame_ = 0;
};

} // namespace gbxx::live
