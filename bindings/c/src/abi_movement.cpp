// Geometry and the movement model through the C ABI (gbxx/geometry.h, gbxx/movement.h,
// gbxx/tile_line.h).

#include "abi_status.h"

#include "gbxx/movement.h"
#include "gbxx/tile_line.h"

#include <algorithm>

using namespace gbxx;
using namespace gbxx::abi;

struct gbxx_model {
    MovementModel model;
    int width;
    int length;
};

namespace {

Connectivity connectivityOf(int32_t diagonal) {
    return diagonal ? Connectivity::EdgesAndCorners : Connectivity::Edges;
}

BarrierRule barrierRule(int32_t rule, const char* name, bool costs) {
    if (rule == GBXX_BARRIER_IGNORE)
        return BarrierRule::Ignore;
    if (rule == GBXX_BARRIER_BLOCK)
        return BarrierRule::Block;
    if (rule == GBXX_BARRIER_COST && costs)
        return BarrierRule::Cost;
    fail(GBXX_ERROR_ARGUMENT, "abi.barrierRule",
         std::string(name) + " is " + (costs ? "0 (ignore), 1 (block) or 2 (cost)" : "0 (ignore) or 1 (block)") +
             ", not " + std::to_string(rule));
}

void checkRange(int32_t value, int32_t low, int32_t high, const char* name) {
    if (value < low || value > high)
        fail(GBXX_ERROR_ARGUMENT, "abi.ruleRange",
             std::string(name) + " is " + std::to_string(low) + ".." + std::to_string(high) +
                 ", not " + std::to_string(value));
}

// The rules as the core takes them; null: the defaults.
MoveRules rulesOf(const gbxx_move_rules* given) {
    const gbxx_move_rules c = given ? readSized(*given, gbxx_move_rules_default())
                                    : gbxx_move_rules_default();
    checkRange(c.player, 0, 4, "player");
    checkRange(c.team, 0, 8, "team");
    checkRange(c.climb, 0, kMaxLevelCost, "climb");
    checkRange(c.descend, 0, kMaxLevelCost, "descend");
    MoveRules rules;
    rules.player = c.player;
    rules.ffa = c.ffa != 0;
    rules.team = c.team;
    rules.diagonal = c.diagonal != 0;
    rules.climb = c.climb;
    rules.descend = c.descend;
    rules.turnBarriers = barrierRule(c.turn_barriers, "turn_barriers", true);
    rules.currencyBarriers = barrierRule(c.currency_barriers, "currency_barriers", true);
    rules.pieceBarriers = barrierRule(c.piece_barriers, "piece_barriers", false);
    return rules;
}

TileIndex modelTile(const gbxx_model& m, gbxx_point p) {
    if (p.x < 0 || p.y < 0 || p.x >= m.width || p.y >= m.length)
        fail(GBXX_ERROR_ARGUMENT, "abi.offBoard",
             "tile (" + std::to_string(p.x) + ", " + std::to_string(p.y) + ") is off the " +
                 std::to_string(m.width) + "x" + std::to_string(m.length) + " board");
    return static_cast<TileIndex>(p.y * m.width + p.x);
}

gbxx_point modelPoint(const gbxx_model& m, TileIndex t) {
    return {static_cast<int32_t>(t % static_cast<TileIndex>(m.width)),
            static_cast<int32_t>(t / static_cast<TileIndex>(m.width))};
}

std::vector<TileIndex> tilesOf(const gbxx_model& m, const gbxx_point* points, size_t count,
                               const char* name) {
    if (count > 0)
        need(points, name);
    std::vector<TileIndex> tiles;
    tiles.reserve(count);
    for (size_t k = 0; k < count; ++k)
        tiles.push_back(modelTile(m, points[k]));
    return tiles;
}

gbxx_point* pointsOf(const gbxx_model& m, std::span<const TileIndex> tiles) {
    gbxx_point* out = allocate<gbxx_point>(tiles.size());
    for (size_t k = 0; k < tiles.size(); ++k)
        out[k] = modelPoint(m, tiles[k]);
    return out;
}

void giveRoute(const gbxx_model& m, const std::optional<Route>& found, gbxx_route& out) {
    if (!found)
        fail(GBXX_ERROR_NOT_FOUND, "abi.noPath", "no path");
    out.tiles = pointsOf(m, found->tiles);
    out.count = found->tiles.size();
    out.cost = found->cost;
    out.steps = found->steps;
}

} // namespace

extern "C" {

gbxx_status gbxx_board_neighbours(const gbxx_board* board, int32_t x, int32_t y, int32_t diagonal,
                                  gbxx_point* tiles, size_t* count) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        gbxx_point* out = &need(tiles, "tiles");
        size_t& n = need(count, "count");
        const TileIndex tile = tileAt(b, x, y);
        const Geometry::Neighbours around = Geometry(b, connectivityOf(diagonal)).neighbours(tile);
        for (int k = 0; k < around.count; ++k)
            out[k] = pointOf(b, around.tiles[static_cast<size_t>(k)]);
        n = static_cast<size_t>(around.count);
    });
}

gbxx_status gbxx_board_distance(const gbxx_board* board, gbxx_point a, gbxx_point b,
                                int32_t diagonal, int32_t* steps) {
    return guarded([&] {
        const Board& bd = need(board, "board").board;
        int32_t& out = need(steps, "steps");
        const TileIndex from = tileAt(bd, a.x, a.y);
        const TileIndex to = tileAt(bd, b.x, b.y);
        out = Geometry(bd, connectivityOf(diagonal)).distance(from, to);
    });
}

gbxx_status gbxx_board_line(const gbxx_board* board, gbxx_point a, gbxx_point b,
                            gbxx_point** tiles, size_t* count) {
    return guarded([&] {
        const Board& bd = need(board, "board").board;
        gbxx_point*& out = need(tiles, "tiles");
        size_t& n = need(count, "count");
        const TileIndex from = tileAt(bd, a.x, a.y);
        const TileIndex to = tileAt(bd, b.x, b.y);
        const std::vector<TileIndex> line = lineOfTiles(Geometry(bd), from, to);
        gbxx_point* points = allocate<gbxx_point>(line.size());
        for (size_t k = 0; k < line.size(); ++k)
            points[k] = pointOf(bd, line[k]);
        out = points;
        n = line.size();
    });
}

gbxx_move_rules gbxx_move_rules_default(void) {
    gbxx_move_rules rules{};
    rules.struct_size = sizeof rules;
    return rules;
}

gbxx_status gbxx_model_new(const gbxx_board* board, const gbxx_move_rules* rules,
                           gbxx_model** model) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        gbxx_model*& out = need(model, "model");
        out = new gbxx_model{MovementModel(b, rulesOf(rules)), b.width(), b.length()};
    });
}

void gbxx_model_free(gbxx_model* model) {
    delete model;
}

gbxx_status gbxx_model_path(const gbxx_model* model, const gbxx_point* from, size_t from_count,
                            const gbxx_point* to, size_t to_count, gbxx_route* route) {
    return guarded([&] {
        const gbxx_model& m = need(model, "model");
        gbxx_route& out = need(route, "route");
        const std::vector<TileIndex> sources = tilesOf(m, from, from_count, "from");
        const std::vector<TileIndex> goals = tilesOf(m, to, to_count, "to");
        giveRoute(m, cheapestPath(m.model, sources, goals), out);
    });
}

gbxx_status gbxx_model_reach(const gbxx_model* model, const gbxx_point* from, size_t from_count,
                             int32_t budget, gbxx_reached** tiles, size_t* count) {
    return guarded([&] {
        const gbxx_model& m = need(model, "model");
        gbxx_reached*& out = need(tiles, "tiles");
        size_t& n = need(count, "count");
        if (budget < 0)
            fail(GBXX_ERROR_ARGUMENT, "abi.budget",
                 "the budget is 0 or more, not " + std::to_string(budget));
        const std::vector<TileIndex> sources = tilesOf(m, from, from_count, "from");
        const auto reached = reachWithin(m.model, sources, budget);
        gbxx_reached* list = allocate<gbxx_reached>(reached.size());
        for (size_t k = 0; k < reached.size(); ++k) {
            const gbxx_point p = modelPoint(m, reached[k].first);
            list[k] = {p.x, p.y, reached[k].second};
        }
        out = list;
        n = reached.size();
    });
}

gbxx_status gbxx_model_zone(const gbxx_model* model, int32_t kind, int32_t player,
                            gbxx_point** tiles, size_t* count) {
    return guarded([&] {
        const gbxx_model& m = need(model, "model");
        gbxx_point*& out = need(tiles, "tiles");
        size_t& n = need(count, "count");
        if (kind != GBXX_ZONE_HOME && kind != GBXX_ZONE_END && kind != GBXX_ZONE_SAFE)
            fail(GBXX_ERROR_ARGUMENT, "abi.zoneKind",
                 "the zone kind is 0 (home), 1 (end) or 2 (safe), not " +
                     std::to_string(kind));
        checkRange(player, 1, 4, "player");
        const std::vector<TileIndex> zone = m.model.zoneTiles(static_cast<ZoneKind>(kind), player);
        out = pointsOf(m, zone);
        n = zone.size();
    });
}

gbxx_status gbxx_model_enterable(const gbxx_model* model, int32_t x, int32_t y,
                                 int32_t* enterable) {
    return guarded([&] {
        const gbxx_model& m = need(model, "model");
        int32_t& out = need(enterable, "enterable");
        out = m.model.enterable(modelTile(m, {x, y})) ? 1 : 0;
    });
}

gbxx_status gbxx_model_move_cost(const gbxx_model* model, gbxx_point from, gbxx_point to,
                                 int32_t* cost) {
    return guarded([&] {
        const gbxx_model& m = need(model, "model");
        int32_t& out = need(cost, "cost");
        const TileIndex a = modelTile(m, from);
        const TileIndex b = modelTile(m, to);
        const auto around = m.model.neighbours(a);
        if (std::find(around.begin(), around.end(), b) == around.end())
            fail(GBXX_ERROR_ARGUMENT, "abi.notNeighbours",
                 "(" + std::to_string(to.x) + ", " + std::to_string(to.y) +
                     ") is not a neighbour of (" + std::to_string(from.x) + ", " +
                     std::to_string(from.y) + ")");
        out = m.model.moveCost(a, b);
    });
}

gbxx_status gbxx_board_zone_path(const gbxx_board* board, const gbxx_move_rules* rules,
                                 int32_t player, gbxx_route* route) {
    return guarded([&] {
        const Board& b = need(board, "board").board;
        gbxx_route& out = need(route, "route");
        checkRange(player, 1, 4, "player");
        MoveRules r = rulesOf(rules);
        r.player = player;
        const gbxx_model m{MovementModel(b, r), b.width(), b.length()};
        giveRoute(m, cheapestPath(m.model, m.model.zoneTiles(ZoneKind::Home, player),
                                  m.model.zoneTiles(ZoneKind::End, player)),
                  out);
    });
}

} // extern "C"
