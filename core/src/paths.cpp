#include "gbxx/paths.h"

#include "gbxx/movement.h"

#include <algorithm>

namespace gbxx {
namespace {

MoveRules rulesOf(const PathOptions& options) {
    MoveRules rules;
    rules.player = options.player;
    rules.diagonal = options.connectivity == Connectivity::EdgesAndCorners;
    return rules;
}

// The sources a piece may start from here: enterable ones (today's behaviour of these counts).
std::vector<TileIndex> enterableOf(const MovementModel& model, std::span<const TileIndex> tiles) {
    std::vector<TileIndex> kept;
    for (TileIndex t : tiles)
        if (t < model.tileCount() && model.enterable(t))
            kept.push_back(t);
    return kept;
}

} // namespace

bool enterable(const Board& board, const std::optional<LinkGroups>& groups, TileIndex tile,
               const PathOptions& options) {
    if (tile >= board.tileCount())
        return false;
    return entersTile(board, groups ? effectiveTile(board, *groups, tile) : board.tile(tile),
                      rulesOf(options));
}

std::vector<int> stepsFrom(const Board& board, const Geometry&, const LinkGroups*,
                           std::span<const TileIndex> sources, const PathOptions& options) {
    const MovementModel model(board, rulesOf(options));
    const CostMap costs = costsFrom(model, enterableOf(model, sources));
    return {costs.cost.begin(), costs.cost.end()};
}

std::optional<Path> shortestPath(const Board& board, const Geometry&, const LinkGroups*,
                                 TileIndex from, TileIndex to, const PathOptions& options) {
    if (from >= board.tileCount() || to >= board.tileCount())
        return std::nullopt;
    const MovementModel model(board, rulesOf(options));
    const TileIndex start[] = {from};
    const CostMap costs = costsFrom(model, enterableOf(model, start));
    const std::optional<Route> route = routeTo(model, costs, to);
    if (!route)
        return std::nullopt;
    return Path{route->tiles, route->cost};
}

std::vector<int> reachableAreas(const Board& board, const Geometry&, const LinkGroups*,
                                const PathOptions& options) {
    return connectedAreas(MovementModel(board, rulesOf(options)));
}

std::optional<LinkGroups> activeLinkGroups(const Board& board, const Geometry& geometry) {
    const FieldSpec* grouped = board.layout().headerField(keys::grouped);
    if (!grouped)
        grouped = board.layout().headerField("linked");
    if (!grouped || board.header(*grouped) == 0)
        return std::nullopt;
    return findLinkGroups(board, geometry);
}

} // namespace gbxx
