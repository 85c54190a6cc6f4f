#pragma once
// How a view draws its board at one moment: the board, its geometry, the options and the tiles'
// colours it draws with, and its scale. What is drawn over the board (a floating piece, the
// selection, marks) is drawn to match it; `generation` tells a drawing kept from an earlier paint
// whether it still matches.

#include "gbxx/board.h"
#include "gbxx/geometry.h"
#include "render/board_renderer.h"
#include "render/tile_colours.h"

#include <cstdint>

namespace gbxx {

struct BoardLook {
    const Board& board;
    const Geometry& geometry;
    const RenderOptions& options;
    const TileColours& colours;
    double scale; // pixels per tile
    // Changes with every edit of the board's tiles and every change of how they are coloured.
    std::uint64_t generation;
};

} // namespace gbxx
