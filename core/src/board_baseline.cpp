#include "gbxx/board_baseline.h"

namespace gbxx {

void BoardBaseline::reset(const Board& board) {
    valid_ = true;
    layout_ = &board.layout();
    variant_ = board.variant();
    width_ = board.width();
    length_ = board.length();
    headerBits_ = board.headerBits();
    footer_ = board.footer();
    tiles_.resize(board.tileCount());
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        tiles_[i] = board.tile(i);
    differing_.assign(board.tileCount(), false);
    differingCount_ = 0;
}

void BoardBaseline::clear() {
    *this = BoardBaseline();
}

bool BoardBaseline::sameShape(const Board& board) const {
    return valid_ && &board.layout() == layout_ && board.variant() == variant_ &&
           board.width() == width_ && board.length() == length_;
}

void BoardBaseline::noteTiles(const Board& board, const std::vector<TileIndex>& tiles) {
    if (!sameShape(board))
        return;
    for (TileIndex t : tiles) {
        const bool now = board.tile(t) != tiles_[t];
        if (now != differing_[t]) {
            differing_[t] = now;
            differingCount_ = now ? differingCount_ + 1 : differingCount_ - 1;
        }
    }
}

void BoardBaseline::noteBoard(const Board& board) {
    if (!sameShape(board))
        return; // differs() says so without counting tiles
    differingCount_ = 0;
    for (TileIndex i = 0; i < board.tileCount(); ++i) {
        differing_[i] = board.tile(i) != tiles_[i];
        differingCount_ += differing_[i];
    }
}

bool BoardBaseline::differs(const Board& board) const {
    return !sameShape(board) || differingCount_ != 0 || board.headerBits() != headerBits_ ||
           !(board.footer() == footer_);
}

} // namespace gbxx
