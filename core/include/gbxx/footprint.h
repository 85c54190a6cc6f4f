#pragma once
// Which tiles a painting action touches: the brush footprint around a tile, the tiles of a straight
// line between two tiles (so that fast drags leave no gaps), and rectangles.

#include "gbxx/geometry.h"

#include <vector>

namespace gbxx {

// The largest brush, in tiles across.
inline constexpr int kMaxBrushSize = 16;

// The tiles a brush of `size` (1..kMaxBrushSize) covers when centred on (x, y). Square footprints
// are a size × size box; round ones a disc (on hex boards: the tiles within hex distance size / 2).
// Tiles past a joined wrap seam wrap around; others past the edge are left out.
std::vector<TileIndex> brushFootprint(const Geometry& geometry, int x, int y, int size, bool round);

// The tiles the brush covers when dabbed on each of `centres`, each once, sorted.
std::vector<TileIndex> brushCover(const Geometry& geometry, const std::vector<TileIndex>& centres,
                                  int size, bool round);

// The tiles of a straight line from (x0, y0) to (x1, y1), both ends included, each once,
// consecutive ones neighbours, all on the board. Square boards: every tile the segment between the
// centres crosses. Hex boards: a cube-coordinate line of hex-distance + 1 tiles; where the segment
// runs exactly between two tiles, the one nearer the endpoints' rows is taken (so a line along a
// row stays on it, top and bottom rows included), then a fixed cube direction, so A→B and B→A
// agree. An end may lie past a joined wrap seam (the tile cursor's place, whole boards away):
// the line crosses the seam there and goes on from the other side.
std::vector<TileIndex> lineTiles(const Geometry& geometry, int x0, int y0, int x1, int y1);

// The tiles under the straight segment from `a` to `b` (drawing coordinates, tile units: a
// pointer's path), each once, sorted. Parts of the segment off the board (past an edge, in a hex
// board's ragged edge) add nothing.
std::vector<TileIndex> segmentTiles(const Geometry& geometry, Point a, Point b);

// The tiles whose centres lie inside the closed polygon `points` (drawing coordinates, even-odd
// rule), each once, sorted: what a lasso encloses.
std::vector<TileIndex> tilesInPolygon(const Geometry& geometry, const std::vector<Point>& points);

// The tiles of the rectangle spanned by two corner tiles (offset coordinates), filled or only
// its border, each once, sorted. A corner may lie past a joined wrap seam (column -1, or W + 1,
// on a board whose width wraps: the way the tile cursor took to it): the rectangle then runs
// across the seam, and one as wide as the board or wider takes every column once. Past an edge
// that is not joined a corner is held at the edge. Corners on the board span the tiles between
// them, never across a seam.
std::vector<TileIndex> rectTiles(const Geometry& geometry, int x0, int y0, int x1, int y1,
                                 bool filled);

} // namespace gbxx
