#pragma once
// Lines of tiles for a game (issue 44 item 2, docs/movement.md "Lines"): the tiles a straight
// line between two tiles' centres passes, after Red Blob Games' line drawing, and what a piece
// standing on one tile sees along it. Unlike the editor's painting line (footprint.h), which takes
// every tile a segment touches so that a stroke leaves no gap, this is the exact, symmetric-enough
// sampling games and their players know from hex line-of-sight articles:
//
//     gbxx::Geometry geometry(board);
//     auto sight = gbxx::sightLine(geometry, archer, target,
//                                  [&](gbxx::TileIndex t) { return isWall(t); });
//     if (sight.clear) shoot();

#include "gbxx/geometry.h"

#include <functional>
#include <vector>

namespace gbxx {

// The tiles of the line from `from` to `to`, `from` first and `to` last, each a step further:
// - hex: N = the hex distance; for i = 0..N the cube coordinates lerped from the start's centre,
//   nudged by (1e-6, 2e-6, -3e-6) so that a line along an edge takes one side, to the goal's, at
//   i / N, each rounded to the nearest hex (the coordinate that moved most re-derived);
// - square: N = the Chebyshev distance; the centres lerped the same way from the start nudged by
//   (1e-6, 2e-6), each coordinate rounded to the nearest integer.
// A hex sample that falls past an edge that is not joined (between the last row and the next, at
// odd columns) is taken nudged the other way, the tile on the board's side of the edge.
// Across a joined wrap seam (X3) the line goes the shorter way: to the copy of `to` (moved by the
// board's width or length) fewest steps away, on a tie the one whose centre is nearer, then the
// direct way.
// Nothing when either tile is off the board.
std::vector<TileIndex> lineOfTiles(const Geometry& geometry, TileIndex from, TileIndex to);

struct Sight {
    std::vector<TileIndex> tiles; // `from` up to the first blocking tile (included) or `to`
    bool clear = false;           // `to` is seen: no tile before it on the line blocks
};

// What is seen from `from` looking at `to`: the line's tiles up to and including the first one
// `blocks` says stops the view (a wall is seen, nothing behind it). The start never blocks; the
// goal itself may block (a wall one looks at is seen) and is still clear.
Sight sightLine(const Geometry& geometry, TileIndex from, TileIndex to,
                const std::function<bool(TileIndex)>& blocks);

} // namespace gbxx
