#include "tools/fill_tool.h"

#include "board_document.h"
#include "gbxx/regions.h"
#include "paint_settings.h"

#include <QCoreApplication>

namespace gbxx {

QString FillTool::name() const {
    return QCoreApplication::translate("gbxx::Tool", "Fill");
}

void FillTool::press(ToolContext& context, int x, int y, bool erase) {
    if (!context.settings.field)
        return;
    const Geometry connected(context.geometry.shape(), context.settings.fillCorners
                                                           ? Connectivity::EdgesAndCorners
                                                           : Connectivity::Edges);
    const auto region = floodRegion(context.document.board(), connected,
                                    context.geometry.indexOf(x, y), *context.settings.field);
    beginStroke(context, erase ? EraseMode::ChosenFlags : EraseMode::None);
    paint(context, region);
    endStroke(context, QCoreApplication::translate("gbxx::Tool", "Fill"));
}

} // namespace gbxx
