// The movement model (docs/movement.md) on a busy 255×255 hex board — random heights 0..5, a
// tenth of the tiles walls — side by side with its anchor: the Dijkstra a game developer writes
// by hand over a flat array of the same board (issue 44, item 6). Run: gbxx_bench_movement.

#include "gbxx/movement.h"

#include <benchmark/benchmark.h>

#include <queue>
#include <random>

namespace {

using namespace gbxx;

constexpr int kSide = 255;

Board busyHexBoard() {
    Board board(Variant::GB64, kSide, kSide);
    board.setHeader(*board.layout().headerField("hex"), 1);
    std::mt19937 rng(44);
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& height = *board.field("height");
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        std::uint64_t tile = boundary.write(0, rng() % 10 == 0 ? 1 : 3);
        tile = height.write(tile, rng() % 6);
        board.setTileRaw(t, tile);
    }
    board.setTileRaw(0, boundary.write(0, 3));
    return board;
}

const Board& board() {
    static const Board b = busyHexBoard();
    return b;
}

// The hand-written anchor: a game's own arrays, odd-q neighbours worked out inline, a binary heap.
struct FlatBoard {
    std::vector<std::uint8_t> open;
    std::vector<int> height;
};

FlatBoard flatOf(const Board& b) {
    FlatBoard flat;
    const FieldSpec& boundary = *b.field("boundary");
    const FieldSpec& height = *b.field("height");
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        flat.open.push_back(boundary.read(b.tile(t)) >= 2 ? 1 : 0);
        flat.height.push_back(static_cast<int>(height.read(b.tile(t))));
    }
    return flat;
}

std::vector<int> handDijkstra(const FlatBoard& flat, int from, int climb) {
    std::vector<int> cost(flat.open.size(), -1);
    using Entry = std::pair<int, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    cost[static_cast<std::size_t>(from)] = 0;
    open.push({0, from});
    static constexpr int kEven[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}};
    static constexpr int kOdd[6][2] = {{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    while (!open.empty()) {
        const auto [c, t] = open.top();
        open.pop();
        if (c != cost[static_cast<std::size_t>(t)])
            continue;
        const int x = t % kSide;
        const int y = t / kSide;
        const auto& steps = (x & 1) ? kOdd : kEven;
        for (const auto& d : steps) {
            const int nx = x + d[0];
            const int ny = y + d[1];
            if (nx < 0 || ny < 0 || nx >= kSide || ny >= kSide)
                continue;
            const int n = ny * kSide + nx;
            if (!flat.open[static_cast<std::size_t>(n)])
                continue;
            const int rise =
                flat.height[static_cast<std::size_t>(n)] - flat.height[static_cast<std::size_t>(t)];
            const int next = c + 1 + (rise > 0 ? climb * rise : 0);
            int& known = cost[static_cast<std::size_t>(n)];
            if (known < 0 || next < known) {
                known = next;
                open.push({next, n});
            }
        }
    }
    return cost;
}

void BM_HandDijkstraWithClimb(benchmark::State& state) {
    const FlatBoard flat = flatOf(board());
    for (auto _ : state)
        benchmark::DoNotOptimize(handDijkstra(flat, 0, 2));
}
BENCHMARK(BM_HandDijkstraWithClimb)->Unit(benchmark::kMillisecond);

void BM_CoreCostsWithClimb(benchmark::State& state) {
    MoveRules rules;
    rules.climb = 2;
    const MovementModel model(board(), rules);
    const TileIndex start[] = {0};
    for (auto _ : state)
        benchmark::DoNotOptimize(costsFrom(model, start));
}
BENCHMARK(BM_CoreCostsWithClimb)->Unit(benchmark::kMillisecond);

void BM_CoreCostsWithACallersCost(benchmark::State& state) {
    const MovementModel model(board());
    const TileIndex start[] = {0};
    const MovementModel::CostFunction cost = [&model](TileIndex from, TileIndex to, int) {
        const int rise = model.height(to) - model.height(from);
        return 1 + (rise > 0 ? 2 * rise : 0);
    };
    for (auto _ : state)
        benchmark::DoNotOptimize(costsFrom(model, start, cost));
}
BENCHMARK(BM_CoreCostsWithACallersCost)->Unit(benchmark::kMillisecond);

// Reading the board once, what every query of a model pays first.
void BM_CoreModelOfTheBoard(benchmark::State& state) {
    MoveRules rules;
    rules.climb = 2;
    for (auto _ : state)
        benchmark::DoNotOptimize(MovementModel(board(), rules));
}
BENCHMARK(BM_CoreModelOfTheBoard)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
