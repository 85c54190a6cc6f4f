#include "tools/measure_tool.h"

#include "board_document.h"
#include "gbxx/paths.h"
#include "paint_settings.h"

#include <QCoreApplication>

namespace gbxx {

QString MeasureTool::name() const {
    return QCoreApplication::translate("gbxx::Tool", "Measure");
}

void MeasureTool::press(ToolContext& context, int x, int y, bool erase) {
    (void)erase;
    from_ = context.geometry.indexOf(x, y);
    measure(context, x, y);
}

void MeasureTool::drag(ToolContext& context, int x, int y) {
    measure(context, x, y);
}

void MeasureTool::release(ToolContext& context) {
    (void)context; // the path stays outlined until the next measurement
}

void MeasureTool::measure(ToolContext& context, int x, int y) {
    const Board& board = context.document.board();
    const TileIndex to = context.geometry.indexOf(x, y);
    const PathOptions options{context.settings.fillCorners ? Connectivity::EdgesAndCorners
                                                           : Connectivity::Edges,
                              context.settings.measurePlayer};
    const Geometry grid(context.geometry.shape(), options.connectivity);
    const std::optional<LinkGroups> groups = activeLinkGroups(board, grid);
    const std::optional<Path> path =
        shortestPath(board, grid, groups ? &*groups : nullptr, from_, to, options);
    const int distance = grid.distance(from_, to);
    const QString who =
        options.player
            ? QCoreApplication::translate("gbxx::Tool", " as player %1").arg(options.player)
            : QString();
    path_ = path ? path->tiles : std::vector<TileIndex>{};
    if (context.message)
        context.message(
            path ? QCoreApplication::translate("gbxx::Tool", "Path%1: %2 steps · grid distance %3")
                       .arg(who)
                       .arg(path->steps)
                       .arg(distance)
                 : QCoreApplication::translate(
                       "gbxx::Tool", "No path%1 from (%2, %3) to (%4, %5) · grid distance %6")
                       .arg(who)
                       .arg(board.xOf(from_))
                       .arg(board.yOf(from_))
                       .arg(x)
                       .arg(y)
                       .arg(distance));
}

} // namespace gbxx
