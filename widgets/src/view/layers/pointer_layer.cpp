#include "widgets/view/layers/pointer_layer.h"

#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/view_input.h"
#include "widgets/view/tile_cursor.h"
#include "render/board_renderer.h"

#include <QPainter>

namespace gbxx {

void PointerLayer::paint(QPainter& painter, const QRectF& area, const BoardLook& look) {
    const int hovered = view_.tileCursor()->tile();
    if (hovered < 0)
        return;
    const int w = look.geometry.width();
    const int hx = hovered % w, hy = hovered / w;
    const double zoom = look.scale;
    if (const Tool* tool = view_.tool(); tool && !view_.input().state().busy()) {
        painter.setPen(QPen(QColor(255, 255, 255, 200), 0, Qt::DotLine));
        outlineTiles(painter, area, look, tool->footprintAt(look.geometry, hx, hy));
    }
    const QPolygonF tile = BoardRenderer(look.board, look.geometry).tilePolygon(hx, hy);
    painter.setPen(QPen(QColor(255, 255, 255), 2.0 / zoom));
    painter.drawPolygon(tile);
    if (!view_.tileCursor()->keysLead() || hovered >= static_cast<int>(look.geometry.tileCount()))
        return;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::black, 4.0 / zoom));
    painter.drawPolygon(tile);
    painter.setPen(QPen(Qt::white, 2.0 / zoom, Qt::DashLine));
    painter.drawPolygon(tile);
}

} // namespace gbxx
