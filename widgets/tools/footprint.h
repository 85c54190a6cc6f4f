#pragma once
// Which tiles a tool touches: the brush footprint around a tile and the tiles of a line between
// two tiles (so that fast drags leave no gaps).

#include "gbxx/geometry.h"

#include <vector>

namespace gbxx {

// The tiles a brush of `size` (1..16) covers when centred on (x, y). Square footprints are a
// size × size box; round ones a disc (on hex boards: the tiles within hex distance size / 2).
// Tiles past a joined wrap seam wrap around; others past the edge are left out.
std::vector<TileIndex> brushFootprint(const Geometry& geometry, int x, int y, int size, bool round);

// The tiles the brush covers when dabbed on each of `centres`, each once, sorted.
std::vector<TileIndex> brushCover(const Geometry& geometry, const std::vector<TileIndex>& centres,
                                  int size, bool round);

// The tiles a straight line from (x0, y0) to (x1, y1) crosses, both ends included, each once,
// consecutive ones neighbours, on square and hex boards alike.
std::vector<TileIndex> lineTiles(const Geometry& geometry, int x0, int y0, int x1, int y1);

// The tiles of the rectangle spanned by two corner tiles (offset coordinates), filled or only
// its border.
std::vector<TileIndex> rectTiles(const Geometry& geometry, int x0, int y0, int x1, int y1,
                                 bool filled);

} // namespace gbxx
