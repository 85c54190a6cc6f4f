#pragma once
// A piece (floating content, a stamp under the pointer) drawn over the board where it lands: the
// tiles it is lifted from as the lift leaves them, then the piece translucent over the board as a
// floating selection is in image editors, outlined. What it looks like there (the board as the lift
// and the landing leave it, each coloured as the view colours the board) is worked out once for
// each place and shape, and again when the board's look changes; a paint only draws it.

#include "gbxx/board.h"
#include "gbxx/region.h"
#include "gbxx/selection.h"
#include "render/board_look.h"
#include "render/tile_colours.h"

#include <cstdint>
#include <optional>
#include <vector>

class QPainter;
class QRectF;

namespace gbxx {

class PieceDrawing {
public:
    // Draws `region` landing with its origin on (x, y) of `look`'s board, the fields of `mask`
    // over the board's; `lifted` tiles shown as they will be left (emptied in those fields, as
    // `left` says). `area` is the part of the board (tile units) the paint reaches; the painter
    // maps tile units to the look's scale.
    void draw(QPainter& painter, const QRectF& area, const BoardLook& look, const Region& region,
              int x, int y, std::uint64_t mask, const Selection& lifted,
              LeftBehind left = LeftBehind::EmptyTiles);

private:
    // What the piece looks like where it lands, made again unless it is for this very landing.
    void prepare(const BoardLook& look, const Region& region, int x, int y, std::uint64_t mask,
                 const Selection& lifted, LeftBehind left);

    struct Landing {
        Region region;
        int x = 0;
        int y = 0;
        std::uint64_t mask = 0;
        Selection lifted;
        LeftBehind leftBehind = LeftBehind::EmptyTiles;
        std::uint64_t generation = 0; // the look it was made for
        std::vector<TileIndex> liftedTiles;
        std::vector<TileIndex> tiles; // where it lands
        std::optional<Board> left;    // the lifted tiles emptied in the fields of `mask`
        std::optional<Board> landed;  // and the piece landed on it
        TileColours leftColours;
        TileColours landedColours;
    };
    std::optional<Landing> landing_;
};

} // namespace gbxx
