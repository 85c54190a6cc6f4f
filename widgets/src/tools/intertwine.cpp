#include "widgets/tools/intertwine.h"

#include "gbxx/footprint.h"
#include "gbxx/regions.h"
#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_options.h"

#include <algorithm>

namespace gbxx {

const FieldSpec& comparedField(const ToolContext& context) {
    static constexpr FieldSpec kWholeTile{"tile", "Whole tile", 0, 0, 64, FieldKind::Number, {}};
    if (context.options.wholeTile || !context.settings.field)
        return kWholeTile;
    return *context.settings.field;
}

Geometry connectedGeometry(const ToolContext& context) {
    return Geometry(context.geometry.shape(), context.options.throughCorners
                                                  ? Connectivity::EdgesAndCorners
                                                  : Connectivity::Edges);
}

std::vector<TileIndex> TrailIntertwine::tiles(const ToolContext& context, const ToolPoint& from,
                                              const ToolPoint& to) const {
    std::vector<TileIndex> tiles = segmentTiles(context.geometry, from.at, to.at);
    // The tile under the pointer, also where the trail ends in a hex board's ragged edge.
    const TileIndex end = context.geometry.indexOf(to.tile.x(), to.tile.y());
    if (!std::binary_search(tiles.begin(), tiles.end(), end))
        tiles.insert(std::upper_bound(tiles.begin(), tiles.end(), end), end);
    return tiles;
}

std::vector<TileIndex> LineIntertwine::tiles(const ToolContext& context, const ToolPoint& from,
                                             const ToolPoint& to) const {
    // The places, as for a rectangle: a line the keys took across a wrap seam stays across it.
    return lineTiles(context.geometry, from.place.x(), from.place.y(), to.place.x(), to.place.y());
}

std::vector<TileIndex> RectangleIntertwine::tiles(const ToolContext& context, const ToolPoint& from,
                                                  const ToolPoint& to) const {
    // The places, not the tiles: a rectangle the keys took across a wrap seam stays across it.
    return rectTiles(context.geometry, from.place.x(), from.place.y(), to.place.x(), to.place.y(),
                     context.options.filled);
}

std::vector<TileIndex> FloodIntertwine::tiles(const ToolContext& context, const ToolPoint&,
                                              const ToolPoint& to) const {
    return floodRegion(context.document.board(), connectedGeometry(context),
                       context.geometry.indexOf(to.tile.x(), to.tile.y()), comparedField(context));
}

std::vector<TileIndex> SameValueIntertwine::tiles(const ToolContext& context, const ToolPoint&,
                                                  const ToolPoint& to) const {
    const Board& board = context.document.board();
    const FieldSpec& field = comparedField(context);
    const std::uint64_t value = board.get(board.indexOf(to.tile.x(), to.tile.y()), field);
    std::vector<TileIndex> tiles;
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        if (board.get(t, field) == value)
            tiles.push_back(t);
    return tiles;
}

std::optional<Path> measuredPath(const ToolContext& context, QPoint from, QPoint to) {
    const Board& board = context.document.board();
    const Geometry grid = connectedGeometry(context);
    const std::optional<LinkGroups> groups = activeLinkGroups(board, grid);
    const PathOptions options{grid.connectivity(), context.options.measurePlayer};
    return shortestPath(board, grid, groups ? &*groups : nullptr, grid.indexOf(from.x(), from.y()),
                        grid.indexOf(to.x(), to.y()), options);
}

std::vector<TileIndex> PathIntertwine::tiles(const ToolContext& context, const ToolPoint& from,
                                             const ToolPoint& to) const {
    const std::optional<Path> path = measuredPath(context, from.tile, to.tile);
    return path ? path->tiles : std::vector<TileIndex>{};
}

std::vector<TileIndex> PointIntertwine::tiles(const ToolContext& context, const ToolPoint&,
                                              const ToolPoint& to) const {
    return {context.geometry.indexOf(to.tile.x(), to.tile.y())};
}

} // namespace gbxx
