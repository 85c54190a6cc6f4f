#pragma once
// Flood regions: the contiguous tiles around a start tile that share a field's value, through the
// board's neighbours (X1-X3), as the fill tool and analyses need.

#include "gbxx/board.h"
#include "gbxx/geometry.h"

#include <vector>

namespace gbxx {

// Tiles connected to `start` with the same value of `field` as `start`, `start` first, then in
// breadth-first order.
std::vector<TileIndex> floodRegion(const Board& board, const Geometry& geometry, TileIndex start,
                                   const FieldSpec& field);

} // namespace gbxx
