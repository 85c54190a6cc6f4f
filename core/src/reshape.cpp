#include "gbxx/reshape.h"

#include <algorithm>

namespace gbxx {

Board resizedBoard(const Board& board, int width, int length, int offsetX, int offsetY) {
    Board out(board.variant(), width, length, board.layout());
    out.setHeaderBits(board.headerBits());
    out.footer() = board.footer();
    for (int y = 0; y < board.length(); ++y) {
        const int ny = y + offsetY;
        if (ny < 0 || ny >= out.length())
            continue;
        for (int x = 0; x < board.width(); ++x) {
            const int nx = x + offsetX;
            if (nx >= 0 && nx < out.width())
                out.setTileRaw(out.indexOf(nx, ny), board.tile(board.indexOf(x, y)));
        }
    }
    return out;
}

int anchorOffset(int oldSize, int newSize, int anchor) {
    switch (anchor) {
    case 0:
        return 0;
    case 1:
        return (newSize - oldSize) / 2;
    default:
        return newSize - oldSize;
    }
}

ChangeSet shiftTiles(Board& board, int dx, int dy, bool wrap) {
    const int w = board.width();
    const int l = board.length();
    std::vector<TileIndex> indices(board.tileCount());
    std::vector<std::uint64_t> values(board.tileCount(), 0);
    for (int y = 0; y < l; ++y) {
        for (int x = 0; x < w; ++x) {
            const TileIndex target = board.indexOf(x, y);
            indices[target] = target;
            int sx = x - dx;
            int sy = y - dy;
            if (wrap) {
                sx = ((sx % w) + w) % w;
                sy = ((sy % l) + l) % l;
            } else if (sx < 0 || sx >= w || sy < 0 || sy >= l) {
                continue; // vacated: stays 0
            }
            values[target] = board.tile(board.indexOf(sx, sy));
        }
    }
    return board.setTiles(indices, values);
}

} // namespace gbxx
