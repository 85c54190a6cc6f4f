// Boards under version control (issue 36): diffBoards and mergeBoards of busy 255×255 GB64 boards,
// in process (budget: 5 ms each). Arg 0: a tenth of the tiles edited on each side, as two
// designers' sessions; arg 1: every tile edited on both sides, the worst case.

#include "bench/bench_support.h"
#include "gbxx/board_diff.h"
#include "gbxx/board_merge.h"

#include <benchmark/benchmark.h>

namespace gbxx::bench {
namespace {

Board editedCopy(const Board& board, std::uint64_t seed, bool everyTile) {
    Board out = board;
    std::mt19937_64 random(seed);
    const auto fields = board.fields();
    for (TileIndex t = 0; t < out.tileCount(); ++t)
        if (everyTile || random() % 10 == 0) {
            const FieldSpec& f = fields[random() % fields.size()];
            out.setTileRaw(t, f.write(out.tile(t), random()));
        }
    return out;
}

void BM_DiffBoards(benchmark::State& state) {
    const Board a = largeBoard(Variant::GB64, false);
    const Board b = editedCopy(a, 1, state.range(0) == 1);
    for (auto _ : state)
        benchmark::DoNotOptimize(diffBoards(a, b));
}

void BM_MergeBoards(benchmark::State& state) {
    const Board base = largeBoard(Variant::GB64, false);
    const bool everyTile = state.range(0) == 1;
    const Board ours = editedCopy(base, 2, everyTile);
    const Board theirs = editedCopy(base, 3, everyTile);
    for (auto _ : state)
        benchmark::DoNotOptimize(mergeBoards(base, ours, theirs));
}

} // namespace

BENCHMARK(BM_DiffBoards)->Arg(0)->Arg(1)->ArgName("everyTile")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MergeBoards)->Arg(0)->Arg(1)->ArgName("everyTile")->Unit(benchmark::kMillisecond);

} // namespace gbxx::bench
