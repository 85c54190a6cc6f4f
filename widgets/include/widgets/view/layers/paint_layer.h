#pragma once
// Something drawn over the board: the view paints the board, then its input state's preview, then
// its layers in order (link groups, the selection, the tool's outline, the highlight, the layers
// other parts add, the tile under the pointer), each only where the paint reaches. A layer keeps
// what it found from one paint to the next; the view tells it when that is out of date.

#include "gbxx/geometry.h"
#include "render/board_look.h"

#include <vector>

class QPainter;
class QRectF;

namespace gbxx {

class PaintLayer {
public:
    virtual ~PaintLayer() = default;
    // In the board's units (the painter maps a tile unit to `look.scale` pixels); `area` is the
    // part of the board (tile units) the paint reaches. The view restores the painter after.
    virtual void paint(QPainter& painter, const QRectF& area, const BoardLook& look) = 0;
};

// Each of `tiles` in `area` outlined with the painter's pen.
void outlineTiles(QPainter& painter, const QRectF& area, const BoardLook& look,
                  const std::vector<TileIndex>& tiles);

} // namespace gbxx
