#include "tools/shape_tools.h"

#include "board_document.h"
#include "paint_settings.h"
#include "tools/footprint.h"

#include <QCoreApplication>

#include <algorithm>

namespace gbxx {

void TwoPointTool::press(ToolContext& context, int x, int y, bool erase) {
    x0_ = x;
    y0_ = y;
    erase_ = erase;
    active_ = true;
    preview_ = tilesBetween(context, x, y, x, y);
}

void TwoPointTool::drag(ToolContext& context, int x, int y) {
    if (active_)
        preview_ = tilesBetween(context, x0_, y0_, x, y);
}

void TwoPointTool::cancel() {
    active_ = false;
    preview_.clear();
}

void TwoPointTool::release(ToolContext& context) {
    if (!active_)
        return;
    active_ = false;
    beginStroke(context, erase_ ? EraseMode::ChosenFlags : EraseMode::None);
    // Only tiles of the board the action started on (a safety net: the view finishes actions
    // before boards change).
    std::erase_if(preview_, [&](TileIndex t) { return t >= context.document.board().tileCount(); });
    paint(context, preview_);
    preview_.clear();
    endStroke(context, verb());
}

QString LineTool::name() const {
    return QCoreApplication::translate("gbxx::Tool", "Line");
}
QString LineTool::verb() const {
    return QCoreApplication::translate("gbxx::Tool", "Line");
}

std::vector<TileIndex> LineTool::tilesBetween(const ToolContext& context, int x0, int y0, int x1,
                                              int y1) const {
    return brushCover(context.geometry, lineTiles(context.geometry, x0, y0, x1, y1),
                      context.settings.brushSize, context.settings.roundBrush);
}

QString RectangleTool::name() const {
    return QCoreApplication::translate("gbxx::Tool", "Rectangle");
}
QString RectangleTool::verb() const {
    return QCoreApplication::translate("gbxx::Tool", "Rectangle");
}

std::vector<TileIndex> RectangleTool::tilesBetween(const ToolContext& context, int x0, int y0,
                                                   int x1, int y1) const {
    return rectTiles(context.geometry, x0, y0, x1, y1, context.settings.filledRect);
}

} // namespace gbxx
