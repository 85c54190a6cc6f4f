#pragma once
// What a board was when it was last read from or written to its file, and whether it still is.
// Kept up to date change by change in O(changed tiles), so an editor's "modified" marker is exactly
// "the board differs from its file", whatever route the edits took (a tile painted and painted back
// is unmodified again), without comparing whole boards on every edit.

#include "gbxx/board.h"

#include <vector>

namespace gbxx {

class BoardBaseline {
public:
    // A baseline nothing was written to: every board differs from it.
    BoardBaseline() = default;
    // `board` as it is now is what the file holds.
    explicit BoardBaseline(const Board& board) { reset(board); }

    void reset(const Board& board);
    // Nothing on disk holds the board (restored from a recovery copy): it differs until written.
    void clear();

    // `board` has just changed these tiles.
    void noteTiles(const Board& board, const std::vector<TileIndex>& tiles);
    // `board` has just been replaced as a whole (resize, convert, undoing either).
    void noteBoard(const Board& board);

    bool differs(const Board& board) const;

private:
    bool sameShape(const Board& board) const;

    bool valid_ = false;
    const Layout* layout_ = nullptr;
    Variant variant_ = Variant::GB64;
    int width_ = 0;
    int length_ = 0;
    std::uint16_t headerBits_ = 0;
    Footer footer_;
    std::vector<std::uint64_t> tiles_;
    std::vector<bool> differing_; // per tile, while the shape is the same
    std::size_t differingCount_ = 0;
};

} // namespace gbxx
