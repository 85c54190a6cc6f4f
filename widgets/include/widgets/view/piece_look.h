#pragma once
// What a piece (floating content, the stamp under the pointer) looks like where it lands: the
// board as its lift leaves it and as its landing leaves it, each coloured as the view colours the
// board. Worked out once for each place and shape (and again after an edit or a change of what is
// shown); paints only draw it.

#include "gbxx/board.h"
#include "gbxx/region.h"
#include "gbxx/selection.h"
#include "render/tile_colours.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gbxx {

struct PieceLook {
    Region region;
    int x = 0;
    int y = 0;
    std::uint64_t mask = 0;
    Selection lifted;
    LeftBehind leftBehind = LeftBehind::EmptyTiles;
    std::vector<TileIndex> liftedTiles;
    std::vector<TileIndex> tiles; // where it lands
    std::optional<Board> left;    // the lifted tiles emptied in the fields of `mask`
    std::optional<Board> landed;  // and the piece landed on it
    TileColours leftColours;
    TileColours landedColours;
    // The view's drawing it was made for (BoardView::lookGeneration: the board's tiles and how
    // they are coloured).
    std::uint64_t generation = 0;
};

} // namespace gbxx
