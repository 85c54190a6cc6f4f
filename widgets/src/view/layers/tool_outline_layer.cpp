#include "widgets/view/layers/tool_outline_layer.h"

#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"

#include <QPainter>

namespace gbxx {

void ToolOutlineLayer::paint(QPainter& painter, const QRectF& area, const BoardLook& look) {
    if (const Tool* tool = view_.tool()) {
        painter.setPen(QPen(QColor(255, 255, 255, 220), 0, Qt::DashLine));
        outlineTiles(painter, area, look, tool->preview());
    }
}

} // namespace gbxx
