#pragma once
// A board's neighbours worked out from the spec's words alone, for tests of what reads them
// (neighbour terms, rules): never through the core's geometry. Two tiles are neighbours when they
// touch on the plane — hex distance 1 in odd-q (X2), a shared edge (X1), or also a corner — either
// as they lie or with one of them moved across a joined seam by the board's width or length (X3).

#include "gbxx/board.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace gbxx::test {

struct PlainShape {
    int width = 1;
    int length = 1;
    bool hex = false;
    bool widthJoined = false;
    bool lengthJoined = false;
};

// The header's words: today's `wrap` (1 width, 2 length, 3 height, which is no seam of the grid)
// or the older layouts' two flags; a hex board's width seam is joined only when its width is even.
inline PlainShape plainShapeOf(const Board& board) {
    PlainShape shape{board.width(), board.length(), board.header("hex") != 0, false, false};
    if (board.layout().headerField("wrap")) {
        shape.widthJoined = board.header("wrap") == 1;
        shape.lengthJoined = board.header("wrap") == 2;
    } else {
        shape.widthJoined = board.header("wrapWidth") != 0;
        shape.lengthJoined = board.header("wrapLength") != 0;
    }
    if (shape.hex && shape.width % 2 != 0)
        shape.widthJoined = false;
    return shape;
}

// Odd-q columns as cube coordinates: q = x, r = y - (x - (x & 1)) / 2; distance is the largest of
// |dq|, |dr|, |dq + dr|. (x & 1 is the column's parity also for the negative x of a moved tile.)
inline int plainHexDistance(int x0, int y0, int x1, int y1) {
    const int q0 = x0;
    const int r0 = y0 - (x0 - (x0 & 1)) / 2;
    const int q1 = x1;
    const int r1 = y1 - (x1 - (x1 & 1)) / 2;
    const int dq = q1 - q0;
    const int dr = r1 - r0;
    return std::max({std::abs(dq), std::abs(dr), std::abs(dq + dr)});
}

inline bool plainTouch(const PlainShape& s, bool corners, int x0, int y0, int x1, int y1) {
    const int dx = std::abs(x1 - x0);
    const int dy = std::abs(y1 - y0);
    if (s.hex)
        return plainHexDistance(x0, y0, x1, y1) == 1;
    return corners ? std::max(dx, dy) == 1 : dx + dy == 1;
}

// The tiles other than `tile` that touch it, each once, in body order. Only tiles within a column
// and a row of it (counted round the board) can touch it, as they lie or moved: those are tried.
inline std::vector<TileIndex> plainNeighbours(const PlainShape& s, TileIndex tile, bool corners) {
    const int x = static_cast<int>(tile) % s.width;
    const int y = static_cast<int>(tile) / s.width;
    std::vector<TileIndex> out;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const int ux = ((x + dx) % s.width + s.width) % s.width;
            const int uy = ((y + dy) % s.length + s.length) % s.length;
            const auto u = static_cast<TileIndex>(uy * s.width + ux);
            if (u == tile || std::find(out.begin(), out.end(), u) != out.end())
                continue;
            bool touches = false;
            for (int sx = -1; sx <= 1; ++sx)
                for (int sy = -1; sy <= 1; ++sy) {
                    if ((sx != 0 && !s.widthJoined) || (sy != 0 && !s.lengthJoined))
                        continue;
                    touches = touches ||
                              plainTouch(s, corners, x, y, ux + sx * s.width, uy + sy * s.length);
                }
            if (touches)
                out.push_back(u);
        }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace gbxx::test
