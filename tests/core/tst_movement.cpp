// The movement model (docs/movement.md, M1-M3) against a reference written from the rules alone
// (movement_reference.h). Random boards of every tile size, square and hex, odd and even widths,
// wrapped either way, grouped and not; and the cheapest routes it gives are walked and summed.

#include "gbxx/movement.h"
#include "core/movement_reference.h"
#include "support/test_suite.h"

#include <QTest>

#include <algorithm>
#include <limits>
#include <random>

namespace tst_movement {

using namespace gbxx;
using namespace gbxx::test;

class TestMovement : public QObject {
    Q_OBJECT

private slots:
    void costsAreTheRulesOnRandomBoards();
    void routesAreWalkableAndCostWhatTheySay();
    void searchesThatStopEarlyAgreeWithTheReference();
    void aSearchInsideACallersCost();
    void climbingCostsAndBarriersBlockOrCost();
    void zonesAreEveryTileSizes();
    void costsNeverWrapAround();
};

void TestMovement::costsAreTheRulesOnRandomBoards() {
    std::mt19937 rng(44);
    int compared = 0;
    for (const Variant v : {Variant::GB08, Variant::GB16, Variant::GB32, Variant::GB64})
        for (const bool hex : {false, true})
            for (const int w : {5, 6})
                for (const int wrap : {0, 1, 2})
                    for (const bool grouped : {false, true}) {
                        const Board b = randomMovementBoard(rng, v, w, 5, hex, wrap, grouped);
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
            randomMovementBoard(rng, Variant::GB64, 8, 7, round % 2 == 0, round % 3, round % 4 < 2);
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
            randomMovementBoard(rng, Variant::GB64, 9, 8, round % 2 == 0, round % 3, round % 4 < 2);
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
    const Board b = randomMovementBoard(rng, Variant::GB64, 8, 8, true, 0, false);
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

// A review found costs past 2^31 wrapping round (a caller's cost of 2^30 a move gave a tile four
// moves away the cost 0, and cheapestPath looped on a cycle of previous tiles), and climb or
// descend costs overflowing an int. Level costs are held to 0..kMaxLevelCost; a way that would
// cost more than an int holds is no way.
void TestMovement::costsNeverWrapAround() {
    Board b(Variant::GB64, 6, 1);
    for (TileIndex t = 0; t < 6; ++t) {
        std::uint64_t tile = b.field("boundary")->write(0, 3);
        b.setTileRaw(t, b.field("height")->write(tile, t % 2 ? 63 : 0));
    }
    const TileIndex start[] = {0};
    const TileIndex goal[] = {4};
    const auto huge = [](TileIndex, TileIndex, int) { return 1 << 30; };
    const MovementModel flat(b);
    const CostMap costs = costsFrom(flat, start, huge);
    QCOMPARE(costs.cost[1], 1 << 30);
    QVERIFY(costs.cost[2] < 0); // 2^31 is more than an int holds: no way
    QVERIFY(costs.cost[4] < 0);
    QVERIFY(!cheapestPath(flat, start, goal, huge));
    QCOMPARE(reachWithin(flat, start, std::numeric_limits<int>::max(), huge).size(),
             std::size_t{2});

    MoveRules steep;
    steep.climb = std::numeric_limits<int>::max();
    steep.descend = -5;
    const MovementModel held(b, steep);
    QCOMPARE(held.rules().climb, kMaxLevelCost);
    QCOMPARE(held.rules().descend, 0);
    QCOMPARE(held.moveCost(0, 1), 1 + 63 * kMaxLevelCost);
    QCOMPARE(held.moveCost(1, 2), 1);
    QCOMPARE(cheapestPath(held, start, goal)->cost, 2 * (1 + 63 * kMaxLevelCost) + 2);
}

GBXX_TEST_GUILESS_MAIN(TestMovement);

} // namespace tst_movement
#include "tst_movement.moc"
