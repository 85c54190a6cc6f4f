// The movement model (docs/movement.md, M1-M3) against a reference written from the rules alone:
// its own reading of each tile by field name, its own link groups (plain_neighbours.h), and a
// plain O(n²) Dijkstra. Random boards of every tile size, square and hex, odd and even widths,
// wrapped either way, grouped and not; and the cheapest routes it gives are walked and summed.

#include "gbxx/movement.h"
#include "plain_neighbours.h"
#include "support/test_suite.h"

#include <QTest>

#include <algorithm>
#include <random>

namespace tst_movement {

using namespace gbxx;
using namespace gbxx::test;

namespace {

std::uint64_t fieldOf(const Board& b, std::uint64_t tile, const char* key) {
    const FieldSpec* f = b.field(key);
    return f ? f->read(tile) : 0; // a field the size lacks reads as its neutral value, 0
}

// The rules read from docs/movement.md, not from the core.
struct Reference {
    const Board& board;
    MoveRules rules;
    PlainShape shape = plainShapeOf(board);
    std::vector<int> anchor; // per tile: its group's anchor, or itself

    Reference(const Board& b, const MoveRules& r)
        : board(b)
        , rules(r)
        , anchor(b.tileCount()) {
        for (TileIndex t = 0; t < b.tileCount(); ++t)
            anchor[t] = static_cast<int>(t);
        if (b.header("grouped") == 0)
            return;
        std::vector<bool> seen(b.tileCount(), false);
        for (TileIndex t = 0; t < b.tileCount(); ++t) {
            const std::uint64_t link = fieldOf(b, b.tile(t), "link");
            if (seen[t] || link == 0)
                continue;
            std::vector<TileIndex> group{t}, todo{t};
            seen[t] = true;
            while (!todo.empty()) {
                const TileIndex u = todo.back();
                todo.pop_back();
                for (TileIndex n : plainNeighbours(shape, u, false))
                    if (!seen[n] && fieldOf(b, b.tile(n), "link") == link) {
                        seen[n] = true;
                        group.push_back(n);
                        todo.push_back(n);
                    }
            }
            const TileIndex low = *std::min_element(group.begin(), group.end());
            for (TileIndex m : group)
                anchor[m] = static_cast<int>(low);
        }
    }
    std::uint64_t field(TileIndex t, const char* key) const {
        return fieldOf(board, board.tile(static_cast<TileIndex>(anchor[t])), key);
    }
    bool blocks(BarrierRule rule, const char* key, TileIndex t) const {
        return rule == BarrierRule::Block && field(t, key) != 0;
    }
    bool enterable(TileIndex t) const {
        if (field(t, "boundary") < 2)
            return false;
        if (rules.player >= 1 && ((field(t, "playerBlacklist") >> (rules.player - 1)) & 1))
            return false;
        if (rules.team >= 1 && ((field(t, "teamBlacklist") >> (rules.team - 1)) & 1))
            return false;
        return !blocks(rules.turnBarriers, "turnBarrier", t) &&
               !blocks(rules.currencyBarriers, "currencyBarrier", t) &&
               !blocks(rules.pieceBarriers, "pieceSumBarrier", t);
    }
    // Tiles share an anchor only inside one group (ungrouped, each is its own).
    bool sameGroup(TileIndex a, TileIndex b) const { return a != b && anchor[a] == anchor[b]; }
    int cost(TileIndex a, TileIndex b) const {
        if (sameGroup(a, b))
            return 0;
        const int ha = static_cast<int>(field(a, "height"));
        const int hb = static_cast<int>(field(b, "height"));
        int c = 1 + rules.climb * std::max(0, hb - ha) + rules.descend * std::max(0, ha - hb);
        if (rules.turnBarriers == BarrierRule::Cost)
            c += 5 * static_cast<int>(field(b, "turnBarrier"));
        if (rules.currencyBarriers == BarrierRule::Cost)
            c += 3 * static_cast<int>(field(b, "currencyBarrier"));
        return c;
    }
    // Dijkstra by the book: the cheapest unsettled tile, again and again. Moving inside a group
    // is free to any of its tiles, adjacent or not.
    std::vector<int> costs(TileIndex from) const {
        const std::size_t n = board.tileCount();
        std::vector<int> best(n, -1);
        std::vector<bool> settled(n, false);
        best[from] = 0;
        for (;;) {
            int u = -1;
            for (std::size_t t = 0; t < n; ++t)
                if (!settled[t] && best[t] >= 0 &&
                    (u < 0 || best[t] < best[static_cast<std::size_t>(u)]))
                    u = static_cast<int>(t);
            if (u < 0)
                return best;
            const auto tu = static_cast<TileIndex>(u);
            settled[tu] = true;
            std::vector<TileIndex> next = plainNeighbours(shape, tu, rules.diagonal && !shape.hex);
            if (enterable(tu))
                for (TileIndex t = 0; t < n; ++t)
                    if (sameGroup(t, tu))
                        next.push_back(t);
            for (TileIndex v : next) {
                if (settled[v] || !enterable(v))
                    continue;
                const int c = best[tu] + cost(tu, v);
                if (best[v] < 0 || c < best[v])
                    best[v] = c;
            }
        }
    }
};

Board randomBoard(std::mt19937& rng, Variant variant, int w, int l, bool hex, int wrap,
                  bool grouped) {
    Board b(variant, w, l);
    b.setHeader(*b.layout().headerField("hex"), hex);
    b.setHeader(*b.layout().headerField("wrap"), static_cast<std::uint64_t>(wrap));
    b.setHeader(*b.layout().headerField("grouped"), grouped);
    std::uniform_int_distribution<std::uint64_t> bits;
    const std::uint64_t mask =
        variant == Variant::GB64 ? ~0ULL : (1ULL << (8 * tileBytes(variant))) - 1;
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        std::uint64_t tile = bits(rng) & mask;
        // Mostly in bounds, mostly no link, low heights: boards a piece can cross.
        const FieldSpec& boundary = *b.field("boundary");
        tile = boundary.write(tile, rng() % 5 == 0 ? rng() % 2 : 2 + rng() % 2);
        tile = b.field("link")->write(tile, rng() % 4 == 0 ? 1 + rng() % 3 : 0);
        tile = b.field("height")->write(tile, rng() % 4);
        if (const FieldSpec* black = b.field("playerBlacklist"))
            tile = black->write(tile, rng() % 6 == 0 ? 1 : 0);
        b.setTileRaw(t, tile);
    }
    return b;
}

} // namespace

class TestMovement : public QObject {
    Q_OBJECT

private slots:
    void costsAreTheRulesOnRandomBoards();
    void routesAreWalkableAndCostWhatTheySay();
    void searchesThatStopEarlyAgreeWithTheReference();
    void aSearchInsideACallersCost();
    void climbingCostsAndBarriersBlockOrCost();
    void zonesAreEveryTileSizes();
};

void TestMovement::costsAreTheRulesOnRandomBoards() {
    std::mt19937 rng(44);
    int compared = 0;
    for (const Variant v : {Variant::GB08, Variant::GB16, Variant::GB32, Variant::GB64})
        for (const bool hex : {false, true})
            for (const int w : {5, 6})
                for (const int wrap : {0, 1, 2})
                    for (const bool grouped : {false, true}) {
                        const Board b = randomBoard(rng, v, w, 5, hex, wrap, grouped);
                        MoveRules rules;
                        rules.player = static_cast<int>(rng() % 3);
                        rules.climb = static_cast<int>(rng() % 3);
                        rules.descend = static_cast<int>(rng() % 2);
                        rules.diagonal = rng() % 2 == 0;
                        if (v == Variant::GB64) {
                            rules.turnBarriers = static_cast<BarrierRule>(rng() % 3);
                            rules.currencyBarriers = static_cast<BarrierRule>(rng() % 3);
                            rules.pieceBarriers =
                                rng() % 2 ? BarrierRule::Block : BarrierRule::Ignore;
                            rules.team = static_cast<int>(rng() % 9);
                        }
                        const MovementModel model(b, rules);
                        const Reference ref(b, rules);
                        for (TileIndex t = 0; t < b.tileCount(); ++t)
                            QCOMPARE(model.enterable(t), ref.enterable(t));
                        for (const TileIndex from : {TileIndex{0}, TileIndex{7}, TileIndex{13}}) {
                            const TileIndex start[] = {from};
                            const CostMap costs = costsFrom(model, start);
                            const std::vector<int> expected = ref.costs(from);
                            for (TileIndex t = 0; t < b.tileCount(); ++t)
                                QCOMPARE(costs.cost[t], expected[t]);
                            ++compared;
                        }
                    }
    QCOMPARE(compared, 4 * 2 * 2 * 3 * 2 * 3);
}

void TestMovement::routesAreWalkableAndCostWhatTheySay() {
    std::mt19937 rng(7);
    for (int round = 0; round < 40; ++round) {
        const Board b =
            randomBoard(rng, Variant::GB64, 8, 7, round % 2 == 0, round % 3, round % 4 < 2);
        MoveRules rules;
        rules.climb = 2;
        rules.descend = 1;
        const MovementModel model(b, rules);
        const Reference ref(b, rules);
        const TileIndex from[] = {0, 1};
        const TileIndex to[] = {static_cast<TileIndex>(b.tileCount() - 1), 30};
        const std::optional<Route> route = cheapestPath(model, from, to);
        const std::vector<int> a = ref.costs(0);
        const std::vector<int> c = ref.costs(1);
        int best = -1;
        for (TileIndex goal : to)
            for (const std::vector<int>* costs : {&a, &c})
                if ((*costs)[goal] >= 0 && ref.enterable(goal) &&
                    (best < 0 || (*costs)[goal] < best))
                    best = (*costs)[goal];
        if (best < 0) {
            QVERIFY(!route);
            continue;
        }
        QVERIFY(route);
        QCOMPARE(route->cost, best);
        int sum = 0;
        int steps = 0;
        for (std::size_t i = 1; i < route->tiles.size(); ++i) {
            const TileIndex p = route->tiles[i - 1];
            const TileIndex n = route->tiles[i];
            const auto near = plainNeighbours(ref.shape, p, false);
            const bool sameGroup = ref.sameGroup(p, n);
            QVERIFY(sameGroup || std::find(near.begin(), near.end(), n) != near.end());
            QVERIFY(ref.enterable(n));
            sum += ref.cost(p, n);
            steps += sameGroup ? 0 : 1;
        }
        QCOMPARE(sum, route->cost);
        QCOMPARE(route->steps, steps);
    }
}

// cheapestPath stops at the first goal it settles and reachWithin past its budget; both, with
// one goal, a few or many (more than it looks through one by one), with and without a caller's
// cost, against the reference's full costs. Groups make moves that cost nothing.
void TestMovement::searchesThatStopEarlyAgreeWithTheReference() {
    std::mt19937 rng(4406);
    const MovementModel::CostFunction doubled = [](TileIndex, TileIndex, int rule) {
        return 2 * rule;
    };
    for (int round = 0; round < 48; ++round) {
        const Board b =
            randomBoard(rng, Variant::GB64, 9, 8, round % 2 == 0, round % 3, round % 4 < 2);
        MoveRules rules;
        rules.climb = static_cast<int>(rng() % 4);
        rules.descend = static_cast<int>(rng() % 2);
        rules.diagonal = rng() % 2 == 0;
        rules.turnBarriers = rng() % 2 ? BarrierRule::Cost : BarrierRule::Ignore;
        const MovementModel model(b, rules);
        const Reference ref(b, rules);
        const TileIndex from = static_cast<TileIndex>(rng() % b.tileCount());
        const TileIndex start[] = {from};
        const std::vector<int> expected = ref.costs(from);
        const bool callers = round % 3 == 0;
        const auto want = [&](TileIndex t) { return callers ? 2 * expected[t] : expected[t]; };
        const MovementModel::CostFunction& cost = callers ? doubled : MovementModel::CostFunction{};
        for (const std::size_t count : {std::size_t{1}, std::size_t{3}, std::size_t{20}}) {
            std::vector<TileIndex> goals;
            for (std::size_t i = 0; i < count; ++i)
                goals.push_back(static_cast<TileIndex>(rng() % b.tileCount()));
            int best = -1;
            for (TileIndex g : goals)
                if (expected[g] >= 0 && ref.enterable(g) && (best < 0 || want(g) < best))
                    best = want(g);
            const std::optional<Route> route = cheapestPath(model, start, goals, cost);
            QCOMPARE(route.has_value(), best >= 0);
            if (!route)
                continue;
            QCOMPARE(route->cost, best);
            QCOMPARE(route->tiles.front(), from);
            QVERIFY(std::find(goals.begin(), goals.end(), route->tiles.back()) != goals.end());
        }
        for (const int budget : {-1, 0, 3, 8, 1000}) {
            std::vector<std::pair<TileIndex, int>> within;
            for (TileIndex t = 0; t < b.tileCount(); ++t)
                if (expected[t] >= 0 && want(t) <= budget)
                    within.emplace_back(t, want(t));
            QCOMPARE(reachWithin(model, start, budget, cost), within);
        }
    }
}

// A caller's cost function may search the board itself: the inner search must not use the
// outer one's queue.
void TestMovement::aSearchInsideACallersCost() {
    std::mt19937 rng(12);
    const Board b = randomBoard(rng, Variant::GB64, 8, 8, true, 0, false);
    MoveRules rules;
    rules.climb = 1;
    const MovementModel model(b, rules);
    const TileIndex start[] = {0};
    const CostMap plain = costsFrom(model, start);
    int inner = 0;
    const MovementModel::CostFunction asIs = [](TileIndex, TileIndex, int rule) { return rule; };
    const MovementModel::CostFunction searching = [&](TileIndex, TileIndex to, int rule) {
        const TileIndex goal[] = {to};
        if (cheapestPath(model, start, goal, asIs)) // the same kind of queue as the outer one
            ++inner;
        return rule;
    };
    QCOMPARE(costsFrom(model, start, searching).cost, plain.cost);
    QVERIFY(inner > 0);
}

void TestMovement::climbingCostsAndBarriersBlockOrCost() {
    // A row of five in bounds, heights 0 2 2 0 0; a turn barrier (10 turns) on the last.
    Board b(Variant::GB64, 5, 1);
    const int heights[] = {0, 2, 2, 0, 0};
    for (int x = 0; x < 5; ++x) {
        std::uint64_t tile = b.field("boundary")->write(0, 3);
        tile = b.field("height")->write(tile, static_cast<std::uint64_t>(heights[x]));
        b.setTileRaw(static_cast<TileIndex>(x), tile);
    }
    b.setTileRaw(4, b.field("turnBarrier")->write(b.tile(4), 2));
    const TileIndex start[] = {0};
    const TileIndex goal[] = {4};
    QCOMPARE(cheapestPath(MovementModel(b), start, goal)->cost, 4); // the format's default
    MoveRules climbing;
    climbing.climb = 3;
    climbing.descend = 1;
    // Up 2 (1 + 6), level (1), down 2 (1 + 2), level (1): 12.
    QCOMPARE(cheapestPath(MovementModel(b, climbing), start, goal)->cost, 12);
    climbing.turnBarriers = BarrierRule::Cost;
    QCOMPARE(cheapestPath(MovementModel(b, climbing), start, goal)->cost, 22);
    climbing.turnBarriers = BarrierRule::Block;
    QVERIFY(!cheapestPath(MovementModel(b, climbing), start, goal));
    // A caller's cost replaces M3's: here every move costs 2.
    const auto twice = [](TileIndex, TileIndex, int) { return 2; };
    QCOMPARE(cheapestPath(MovementModel(b), start, goal, twice)->cost, 8);
    // Reach with a budget of 2 (the default rules): the start and two tiles on.
    const auto reached = reachWithin(MovementModel(b), start, 2);
    QCOMPARE(reached.size(), std::size_t{3});
    QCOMPARE(reached.back(), (std::pair<TileIndex, int>{2, 2}));
}

void TestMovement::zonesAreEveryTileSizes() {
    // Player 2's home on every tile size: GB64/GB32 by its flag, GB16 by its one owner, and the
    // "all" flag for anyone.
    for (const Variant v : {Variant::GB64, Variant::GB32, Variant::GB16}) {
        Board b(v, 3, 1);
        for (TileIndex t = 0; t < 3; ++t)
            b.setTileRaw(t, b.field("boundary")->write(0, 3));
        if (v == Variant::GB16) {
            b.setTileRaw(1, b.field("zoneOwner")->write(b.tile(1), 1)); // player 2
            b.setTileRaw(1, b.field("zoneStyle")->write(b.tile(1), 1)); // home
        } else if (v == Variant::GB32) {
            b.setTileRaw(1, b.field("zoneOwners")->write(b.tile(1), 0b10)); // player 2
            b.setTileRaw(1, b.field("zoneStyle")->write(b.tile(1), 1));     // home
        } else {
            b.setTileRaw(1, b.field("homeZones")->write(b.tile(1), 0b10));
        }
        const MovementModel model(b);
        QCOMPARE(model.zoneTiles(ZoneKind::Home, 2), std::vector<TileIndex>{1});
        QVERIFY(model.zoneTiles(ZoneKind::Home, 1).empty());
        QVERIFY(model.zoneTiles(ZoneKind::End, 2).empty());
    }
}

GBXX_TEST_GUILESS_MAIN(TestMovement);

} // namespace tst_movement
#include "tst_movement.moc"
