// The movement model (docs/movement.md) side by side with its anchor, in one run (issue 44,
// item 6): the search a game developer writes by hand over flat arrays of the same board — a
// Dijkstra with std::priority_queue, and on the maze also a plain BFS. Two busy 255×255 hex
// boards (every field random except the ones named, link groups off):
//   Field: a random height field, heights 0..5, a tenth of the tiles walls; climbing costs 2
//          a level (rules.climb = 2), so moves cost 1..11.
//   Maze:  a perfect maze (a recursive backtracker over 128×128 cells), every height 0, every
//          move costing 1: the BFS case.
// For each: every tile's cost (costsFrom), the cheapest path from one corner to the other
// (cheapestPath; the hand search stops when it pops the goal, as a game's would), the tiles
// within a budget (reachWithin; the hand search stops past the budget), and the core with a
// caller's cost function doing what the rules do. Each hand search is checked against the core
// once before it is timed. Run: gbxx_bench_movement (docs/performance.md).

#include "gbxx/movement.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <queue>
#include <random>
#include <utility>
#include <vector>

namespace {

using namespace gbxx;

constexpr int kSide = 255;
constexpr int kClimb = 2;
constexpr int kFieldBudget = 250;
constexpr int kMazeBudget = 4000;

// Every field random, then the ones movement reads set: boundary (walls 1, open 3), height.
Board busyHexBoard(const std::vector<std::uint8_t>& open, const std::vector<int>& heights) {
    Board board(Variant::GB64, kSide, kSide);
    board.setHeader(*board.layout().headerField("hex"), 1);
    board.setHeader(*board.layout().headerField("grouped"), 0);
    std::mt19937_64 rng(4406);
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& height = *board.field("height");
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        std::uint64_t tile = boundary.write(rng(), open[t] ? 3 : 1);
        tile = height.write(tile, static_cast<std::uint64_t>(heights[t]));
        board.setTileRaw(t, tile);
    }
    return board;
}

// The game's own arrays, which the hand searches read.
struct FlatBoard {
    std::vector<std::uint8_t> open;
    std::vector<int> height;
};

struct BenchBoard {
    FlatBoard flat;
    Board board;
};

BenchBoard heightField() {
    FlatBoard flat;
    std::mt19937 rng(44);
    const int n = kSide * kSide;
    for (int t = 0; t < n; ++t) {
        flat.open.push_back(rng() % 10 == 0 ? 0 : 1);
        flat.height.push_back(static_cast<int>(rng() % 6));
    }
    flat.open.front() = flat.open.back() = 1;
    Board board = busyHexBoard(flat.open, flat.height);
    return {std::move(flat), std::move(board)};
}

// Cells at even (x, y), passages between them carved by a randomised depth-first search. On an
// odd-q hex grid a cell's horizontal and vertical neighbours are both one tile away through the
// tile between them, so this is a maze there too (with a few corners cut).
BenchBoard maze() {
    FlatBoard flat;
    const int n = kSide * kSide;
    flat.open.assign(n, 0);
    flat.height.assign(n, 0);
    constexpr int kCells = (kSide + 1) / 2;
    std::vector<std::uint8_t> seen(kCells * kCells, 0);
    std::vector<std::pair<int, int>> stack{{0, 0}};
    seen[0] = 1;
    flat.open[0] = 1;
    std::mt19937 rng(45);
    while (!stack.empty()) {
        const auto [cx, cy] = stack.back();
        std::pair<int, int> options[4];
        int count = 0;
        for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            const int nx = cx + dx;
            const int ny = cy + dy;
            if (nx >= 0 && ny >= 0 && nx < kCells && ny < kCells && !seen[ny * kCells + nx])
                options[count++] = {nx, ny};
        }
        if (count == 0) {
            stack.pop_back();
            continue;
        }
        const auto [nx, ny] = options[rng() % static_cast<unsigned>(count)];
        seen[ny * kCells + nx] = 1;
        flat.open[(cy + ny) * kSide + (cx + nx)] = 1; // the passage between (2cx, 2cy), (2nx, 2ny)
        flat.open[(2 * ny) * kSide + 2 * nx] = 1;
        stack.emplace_back(nx, ny);
    }
    Board board = busyHexBoard(flat.open, flat.height);
    return {std::move(flat), std::move(board)};
}

const BenchBoard& fieldBoard() {
    static const BenchBoard b = heightField();
    return b;
}

const BenchBoard& mazeBoard() {
    static const BenchBoard b = maze();
    return b;
}

// ---- The hand-written anchors: odd-q neighbours worked out inline, flat arrays. ----

template <typename Visit> void forEachNeighbour(int t, Visit&& visit) {
    static constexpr int kEven[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}};
    static constexpr int kOdd[6][2] = {{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    const int x = t % kSide;
    const int y = t / kSide;
    const auto& steps = (x & 1) ? kOdd : kEven;
    for (const auto& d : steps) {
        const int nx = x + d[0];
        const int ny = y + d[1];
        if (nx < 0 || ny < 0 || nx >= kSide || ny >= kSide)
            continue;
        visit(ny * kSide + nx);
    }
}

struct HandResult {
    std::vector<int> cost;
    std::vector<int> previous; // filled only when a path is asked for
};

// Dijkstra with a binary heap. `goal` >= 0: stop when it is popped, keeping each tile's previous
// tile; `budget` >= 0: stop once the cheapest open cost passes it.
HandResult handDijkstra(const FlatBoard& flat, int from, int climb, int goal = -1,
                        int budget = -1) {
    HandResult r;
    r.cost.assign(flat.open.size(), -1);
    if (goal >= 0)
        r.previous.assign(flat.open.size(), -1);
    using Entry = std::pair<int, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    r.cost[static_cast<std::size_t>(from)] = 0;
    open.push({0, from});
    while (!open.empty()) {
        const auto [c, t] = open.top();
        open.pop();
        if (c != r.cost[static_cast<std::size_t>(t)])
            continue;
        if (t == goal || (budget >= 0 && c > budget))
            break;
        forEachNeighbour(t, [&](int n) {
            if (!flat.open[static_cast<std::size_t>(n)])
                return;
            const int rise =
                flat.height[static_cast<std::size_t>(n)] - flat.height[static_cast<std::size_t>(t)];
            const int next = c + 1 + (rise > 0 ? climb * rise : 0);
            int& known = r.cost[static_cast<std::size_t>(n)];
            if (known < 0 || next < known) {
                known = next;
                if (goal >= 0)
                    r.previous[static_cast<std::size_t>(n)] = t;
                open.push({next, n});
            }
        });
    }
    return r;
}

// Breadth first, every move costing 1: a vector as the queue.
HandResult handBfs(const FlatBoard& flat, int from, int goal = -1, int budget = -1) {
    HandResult r;
    r.cost.assign(flat.open.size(), -1);
    if (goal >= 0)
        r.previous.assign(flat.open.size(), -1);
    std::vector<int> queue;
    queue.reserve(flat.open.size());
    r.cost[static_cast<std::size_t>(from)] = 0;
    queue.push_back(from);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int t = queue[head];
        const int c = r.cost[static_cast<std::size_t>(t)];
        if (t == goal || (budget >= 0 && c >= budget))
            break;
        forEachNeighbour(t, [&](int n) {
            int& known = r.cost[static_cast<std::size_t>(n)];
            if (known >= 0 || !flat.open[static_cast<std::size_t>(n)])
                return;
            known = c + 1;
            if (goal >= 0)
                r.previous[static_cast<std::size_t>(n)] = t;
            queue.push_back(n);
        });
    }
    return r;
}

// What a game does with a search: the path's tiles, or the tiles within the budget.
std::vector<int> handPath(const HandResult& r, int goal) {
    std::vector<int> path;
    if (r.cost[static_cast<std::size_t>(goal)] < 0)
        return path;
    for (int t = goal; t >= 0; t = r.previous[static_cast<std::size_t>(t)])
        path.push_back(t);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<std::pair<int, int>> handReach(const HandResult& r, int budget) {
    std::vector<std::pair<int, int>> reached;
    for (std::size_t t = 0; t < r.cost.size(); ++t)
        if (r.cost[t] >= 0 && r.cost[t] <= budget)
            reached.emplace_back(static_cast<int>(t), r.cost[t]);
    return reached;
}

// ---- The core, and a check that both sides find the same answers. ----

MoveRules rulesFor(int climb) {
    MoveRules rules;
    rules.climb = climb;
    return rules;
}

const TileIndex kStart[] = {0};
const TileIndex kGoal[] = {kSide * kSide - 1};

// The rules' cost again, as a caller's function.
MovementModel::CostFunction callersCost(const MovementModel& model, int climb) {
    return [&model, climb](TileIndex from, TileIndex to, int) {
        const int rise = model.height(to) - model.height(from);
        return 1 + (rise > 0 ? climb * rise : 0);
    };
}

bool sameAnswers(benchmark::State& state, const FlatBoard& flat, const MovementModel& model,
                 const HandResult& full, int budget) {
    const CostMap core = costsFrom(model, kStart);
    for (std::size_t t = 0; t < flat.open.size(); ++t)
        if (core.cost[t] != full.cost[t]) {
            state.SkipWithError("the hand search and the core disagree");
            return false;
        }
    const auto route = cheapestPath(model, kStart, kGoal);
    if (!route || route->cost != full.cost[kGoal[0]]) {
        state.SkipWithError("the cheapest path's cost differs");
        return false;
    }
    const auto reach = reachWithin(model, kStart, budget);
    std::vector<std::pair<TileIndex, int>> expected;
    for (const auto& [t, c] : handReach(full, budget))
        expected.emplace_back(static_cast<TileIndex>(t), c);
    if (reach != expected) {
        state.SkipWithError("the reach differs");
        return false;
    }
    return true;
}

enum class Query { Costs, Path, Reach };

void labelFor(benchmark::State& state, const HandResult& full, int budget) {
    state.counters["goalCost"] = full.cost[kGoal[0]];
    state.counters["reached"] = static_cast<double>(handReach(full, budget).size());
}

template <Query Q>
void runHandDijkstra(benchmark::State& state, const BenchBoard& b, int climb, int budget) {
    const int goal = static_cast<int>(kGoal[0]);
    for (auto _ : state) {
        if constexpr (Q == Query::Costs) {
            benchmark::DoNotOptimize(handDijkstra(b.flat, 0, climb));
        } else if constexpr (Q == Query::Path) {
            benchmark::DoNotOptimize(handPath(handDijkstra(b.flat, 0, climb, goal), goal));
        } else {
            benchmark::DoNotOptimize(handReach(handDijkstra(b.flat, 0, climb, -1, budget), budget));
        }
    }
    labelFor(state, handDijkstra(b.flat, 0, climb), budget);
}

template <Query Q> void runHandBfs(benchmark::State& state, const BenchBoard& b, int budget) {
    const int goal = static_cast<int>(kGoal[0]);
    const HandResult full = handBfs(b.flat, 0);
    if (full.cost != handDijkstra(b.flat, 0, 0).cost) {
        state.SkipWithError("BFS and Dijkstra disagree");
        return;
    }
    for (auto _ : state) {
        if constexpr (Q == Query::Costs) {
            benchmark::DoNotOptimize(handBfs(b.flat, 0));
        } else if constexpr (Q == Query::Path) {
            benchmark::DoNotOptimize(handPath(handBfs(b.flat, 0, goal), goal));
        } else {
            benchmark::DoNotOptimize(handReach(handBfs(b.flat, 0, -1, budget), budget));
        }
    }
    labelFor(state, full, budget);
}

template <Query Q>
void runCore(benchmark::State& state, const BenchBoard& b, int climb, int budget, bool callers) {
    const MovementModel model(b.board, rulesFor(climb));
    const HandResult full = handDijkstra(b.flat, 0, climb);
    if (!sameAnswers(state, b.flat, model, full, budget))
        return;
    const MovementModel::CostFunction cost =
        callers ? callersCost(model, climb) : MovementModel::CostFunction{};
    if (callers && costsFrom(model, kStart, cost).cost != full.cost) {
        state.SkipWithError("the caller's cost gives other costs");
        return;
    }
    for (auto _ : state) {
        if constexpr (Q == Query::Costs)
            benchmark::DoNotOptimize(costsFrom(model, kStart, cost));
        else if constexpr (Q == Query::Path)
            benchmark::DoNotOptimize(cheapestPath(model, kStart, kGoal, cost));
        else
            benchmark::DoNotOptimize(reachWithin(model, kStart, budget, cost));
    }
    labelFor(state, full, budget);
}

// The random height field, climbing 2 a level.
void BM_FieldCostsHandDijkstra(benchmark::State& s) {
    runHandDijkstra<Query::Costs>(s, fieldBoard(), kClimb, kFieldBudget);
}
void BM_FieldCostsCore(benchmark::State& s) {
    runCore<Query::Costs>(s, fieldBoard(), kClimb, kFieldBudget, false);
}
void BM_FieldCostsCoreCallersCost(benchmark::State& s) {
    runCore<Query::Costs>(s, fieldBoard(), kClimb, kFieldBudget, true);
}
void BM_FieldPathHandDijkstra(benchmark::State& s) {
    runHandDijkstra<Query::Path>(s, fieldBoard(), kClimb, kFieldBudget);
}
void BM_FieldPathCore(benchmark::State& s) {
    runCore<Query::Path>(s, fieldBoard(), kClimb, kFieldBudget, false);
}
void BM_FieldPathCoreCallersCost(benchmark::State& s) {
    runCore<Query::Path>(s, fieldBoard(), kClimb, kFieldBudget, true);
}
void BM_FieldReachHandDijkstra(benchmark::State& s) {
    runHandDijkstra<Query::Reach>(s, fieldBoard(), kClimb, kFieldBudget);
}
void BM_FieldReachCore(benchmark::State& s) {
    runCore<Query::Reach>(s, fieldBoard(), kClimb, kFieldBudget, false);
}
void BM_FieldReachCoreCallersCost(benchmark::State& s) {
    runCore<Query::Reach>(s, fieldBoard(), kClimb, kFieldBudget, true);
}

// The maze, every move 1.
void BM_MazeCostsHandDijkstra(benchmark::State& s) {
    runHandDijkstra<Query::Costs>(s, mazeBoard(), 0, kMazeBudget);
}
void BM_MazeCostsHandBfs(benchmark::State& s) {
    runHandBfs<Query::Costs>(s, mazeBoard(), kMazeBudget);
}
void BM_MazeCostsCore(benchmark::State& s) {
    runCore<Query::Costs>(s, mazeBoard(), 0, kMazeBudget, false);
}
void BM_MazeCostsCoreCallersCost(benchmark::State& s) {
    runCore<Query::Costs>(s, mazeBoard(), 0, kMazeBudget, true);
}
void BM_MazePathHandDijkstra(benchmark::State& s) {
    runHandDijkstra<Query::Path>(s, mazeBoard(), 0, kMazeBudget);
}
void BM_MazePathHandBfs(benchmark::State& s) {
    runHandBfs<Query::Path>(s, mazeBoard(), kMazeBudget);
}
void BM_MazePathCore(benchmark::State& s) {
    runCore<Query::Path>(s, mazeBoard(), 0, kMazeBudget, false);
}
void BM_MazeReachHandDijkstra(benchmark::State& s) {
    runHandDijkstra<Query::Reach>(s, mazeBoard(), 0, kMazeBudget);
}
void BM_MazeReachHandBfs(benchmark::State& s) {
    runHandBfs<Query::Reach>(s, mazeBoard(), kMazeBudget);
}
void BM_MazeReachCore(benchmark::State& s) {
    runCore<Query::Reach>(s, mazeBoard(), 0, kMazeBudget, false);
}

// Reading the board once, what every query of a model pays first.
void BM_CoreModelOfTheBoard(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(MovementModel(fieldBoard().board, rulesFor(kClimb)));
}

BENCHMARK(BM_FieldCostsHandDijkstra)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldCostsCore)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldCostsCoreCallersCost)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldPathHandDijkstra)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldPathCore)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldPathCoreCallersCost)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldReachHandDijkstra)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldReachCore)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FieldReachCoreCallersCost)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MazeCostsHandDijkstra)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MazeCostsHandBfs)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MazeCostsCore)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MazeCostsCoreCallersCost)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MazePathHandDijkstra)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MazePathHandBfs)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MazePathCore)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MazeReachHandDijkstra)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MazeReachHandBfs)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MazeReachCore)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CoreModelOfTheBoard)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
