// Rules at the largest board (issue 37): five live rules on a busy 255×255 GB64 board, square
// (width wrap) and hex (length wrap; an odd width's seam is never joined on hex): a whole-board run
// (budget 20 ms) and the rules after each brush sample of a stroke, kept live (budget 4 ms), the
// neighbour table a board's first run works out, and a neighbour expression over the board. The
// core alone: gbxx_bench_rules builds without the editor. Run: build/tests/bench/gbxx_bench_rules
// (see docs/performance.md). Not part of ctest.

#include "bench/busy_rules_board.h"
#include "gbxx/live_rules.h"
#include "gbxx/rules.h"

#include <benchmark/benchmark.h>

#include <random>
#include <variant>

using namespace gbxx;

namespace {

constexpr int kSide = 255;

Board busyBoard(bool hex) {
    return bench::busyRulesBoard(hex, kSide);
}

RuleSet fiveRules(const Board& board) {
    auto parsed = RuleSet::parse(bench::kFiveRules, board.fields(), tileShapeOf(board));
    return std::move(std::get<RuleSet>(parsed));
}

void BM_RulesWholeBoard(benchmark::State& state) {
    const Board board = busyBoard(state.range(0) != 0);
    const RuleSet rules = fiveRules(board);
    const std::vector<std::size_t> chosen = rules.live();
    std::size_t changed = 0;
    for (auto _ : state) {
        const RulesOutcome outcome = applyRules(rules, board, chosen);
        changed = outcome.changes.size();
        benchmark::DoNotOptimize(changed);
    }
    state.counters["tiles changed"] = double(changed);
}

// A size-8 brush (8×8 tiles) dragged across the board one tile a sample, painting in-bounds land
// of a random height over what was there: the live rules after each sample.
void BM_RulesAfterBrushSample(benchmark::State& state) {
    const Board board = busyBoard(state.range(0) != 0);
    const RuleSet rules = fiveRules(board);
    LiveRules live(rules, board, rules.live());
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& height = *board.field("height");
    std::mt19937_64 random(7);
    int step = 0;
    std::size_t shown = 0;
    for (auto _ : state) {
        state.PauseTiming();
        ChangeSet sample;
        const int x0 = step % (kSide - 8);
        const int y0 = (step / (kSide - 8)) * 9 % (kSide - 8);
        for (int y = y0; y < y0 + 8; ++y)
            for (int x = x0; x < x0 + 8; ++x) {
                const auto t = static_cast<TileIndex>(y * kSide + x);
                std::uint64_t v = live.painted()[t];
                v = boundary.write(v, step % 3 ? 3 : 0);
                v = height.write(v, random() % 10);
                sample.add(t, live.painted()[t], v);
            }
        ++step;
        state.ResumeTiming();
        const ChangeSet delta = live.paint(sample);
        shown += delta.size();
        benchmark::DoNotOptimize(shown);
    }
    state.counters["result tiles a sample"] =
        benchmark::Counter(double(shown), benchmark::Counter::kAvgIterations);
}

// Making the live rules at a stroke's start: a whole run that keeps every rule's board.
void BM_LiveRulesStart(benchmark::State& state) {
    const Board board = busyBoard(state.range(0) != 0);
    const RuleSet rules = fiveRules(board);
    for (auto _ : state) {
        LiveRules live(rules, board, rules.live());
        benchmark::DoNotOptimize(live.result().data());
    }
}

// What the first run on a board of a new shape adds (NeighbourTable::of keeps the table).
void BM_NeighbourTable(benchmark::State& state) {
    const GridShape shape = gridShapeOf(busyBoard(state.range(0) != 0));
    for (auto _ : state) {
        const NeighbourTable table(shape);
        benchmark::DoNotOptimize(table.edges(0).data());
    }
}

void BM_NeighbourQuery(benchmark::State& state) {
    const Board board = busyBoard(state.range(0) != 0);
    const auto parsed = TileExpression::parse(
        "boundary = 3 and neighbours(n.boundary = 0 or n.height > height + 2) >= 2", board.fields(),
        tileShapeOf(board));
    std::size_t count = 0;
    for (auto _ : state) {
        count = parsed.expression->select(board).count();
        benchmark::DoNotOptimize(count);
    }
    state.counters["matches"] = double(count);
}

} // namespace

BENCHMARK(BM_RulesWholeBoard)->ArgName("hex")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RulesAfterBrushSample)->ArgName("hex")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LiveRulesStart)->ArgName("hex")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_NeighbourTable)->ArgName("hex")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_NeighbourQuery)->ArgName("hex")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
