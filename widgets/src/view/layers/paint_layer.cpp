#include "widgets/view/layers/paint_layer.h"

#include "render/board_renderer.h"

#include <QPainter>

namespace gbxx {

void outlineTiles(QPainter& painter, const QRectF& area, const BoardLook& look,
                  const std::vector<TileIndex>& tiles) {
    const BoardRenderer renderer(look.board, look.geometry);
    const int w = look.geometry.width();
    for (TileIndex t : tiles) {
        const int x = static_cast<int>(t) % w;
        const int y = static_cast<int>(t) / w;
        if (t < look.geometry.tileCount() && renderer.tileBounds(x, y).intersects(area))
            painter.drawPolygon(renderer.tilePolygon(x, y));
    }
}

} // namespace gbxx
