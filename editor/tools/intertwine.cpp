#include "editor/tools/intertwine.h"

#include "editor/document/board_document.h"
#include "editor/tools/paint_settings.h"
#include "editor/tools/tool_options.h"
#include "gbxx/footprint.h"
#include "gbxx/regions.h"

namespace gbxx {

Geometry connectedGeometry(const ToolContext& context) {
    return Geometry(context.geometry.shape(), context.options.throughCorners
                                                  ? Connectivity::EdgesAndCorners
                                                  : Connectivity::Edges);
}

std::vector<TileIndex> LineIntertwine::tiles(const ToolContext& context, QPoint from,
                                             QPoint to) const {
    return lineTiles(context.geometry, from.x(), from.y(), to.x(), to.y());
}

std::vector<TileIndex> RectangleIntertwine::tiles(const ToolContext& context, QPoint from,
                                                  QPoint to) const {
    return rectTiles(context.geometry, from.x(), from.y(), to.x(), to.y(), context.options.filled);
}

std::vector<TileIndex> FloodIntertwine::tiles(const ToolContext& context, QPoint, QPoint to) const {
    if (!context.settings.field)
        return {};
    return floodRegion(context.document.board(), connectedGeometry(context),
                       context.geometry.indexOf(to.x(), to.y()), *context.settings.field);
}

std::optional<Path> measuredPath(const ToolContext& context, QPoint from, QPoint to) {
    const Board& board = context.document.board();
    const Geometry grid = connectedGeometry(context);
    const std::optional<LinkGroups> groups = activeLinkGroups(board, grid);
    const PathOptions options{grid.connectivity(), context.options.measurePlayer};
    return shortestPath(board, grid, groups ? &*groups : nullptr, grid.indexOf(from.x(), from.y()),
                        grid.indexOf(to.x(), to.y()), options);
}

std::vector<TileIndex> PathIntertwine::tiles(const ToolContext& context, QPoint from,
                                             QPoint to) const {
    const std::optional<Path> path = measuredPath(context, from, to);
    return path ? path->tiles : std::vector<TileIndex>{};
}

std::vector<TileIndex> PointIntertwine::tiles(const ToolContext& context, QPoint, QPoint to) const {
    return {context.geometry.indexOf(to.x(), to.y())};
}

} // namespace gbxx
