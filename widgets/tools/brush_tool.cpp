#include "tools/brush_tool.h"

#include "paint_settings.h"
#include "tools/footprint.h"

#include <QCoreApplication>

namespace gbxx {

QString BrushTool::name() const {
    return QCoreApplication::translate("gbxx::Tool", "Brush");
}
QString EraserTool::name() const {
    return QCoreApplication::translate("gbxx::Tool", "Eraser");
}

void BrushTool::press(ToolContext& context, int x, int y, bool erase) {
    beginStroke(context, alwaysErase() ? EraseMode::Field
                         : erase       ? EraseMode::ChosenFlags
                                       : EraseMode::None);
    lastX_ = x;
    lastY_ = y;
    dab(context, {context.geometry.indexOf(x, y)});
}

void BrushTool::drag(ToolContext& context, int x, int y) {
    if (x == lastX_ && y == lastY_)
        return;
    dab(context, lineTiles(context.geometry, lastX_, lastY_, x, y));
    lastX_ = x;
    lastY_ = y;
}

void BrushTool::release(ToolContext& context) {
    endStroke(context, QCoreApplication::translate("gbxx::Tool", "Paint"));
}

void BrushTool::dab(ToolContext& context, const std::vector<TileIndex>& centres) {
    paint(context, brushCover(context.geometry, centres, context.settings.brushSize,
                              context.settings.roundBrush));
}

} // namespace gbxx
