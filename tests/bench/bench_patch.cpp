// Board patches (issue 44 item 5, docs/patch-format.md): makePatch and applyPatch of a 255×255
// GB64 board with 10 % of its tiles changed (budget 1 ms for makePatch), and SHA-256 over such a
// board's 520 KB, most of either's time. The core alone. Run: build/tests/bench/gbxx_bench_patch.
// Not part of ctest.

#include "gbxx/board_patch.h"
#include "gbxx/codec.h"

#include <benchmark/benchmark.h>

#include <random>
#include <variant>

using namespace gbxx;

namespace {

struct Pair {
    Board base{Variant::GB64, 255, 255};
    Board target{Variant::GB64, 255, 255};
};

const Pair& tenPercentChanged() {
    static const Pair pair = [] {
        Pair p;
        std::mt19937_64 random(44);
        for (TileIndex i = 0; i < p.base.tileCount(); ++i)
            p.base.setTileRaw(i, random());
        p.target = p.base;
        std::bernoulli_distribution pick(0.1);
        for (TileIndex i = 0; i < p.target.tileCount(); ++i)
            if (pick(random))
                p.target.setTileRaw(i, p.target.tile(i) ^ (1 + random() % 255));
        return p;
    }();
    return pair;
}

void BM_MakePatch(benchmark::State& state) {
    const Pair& p = tenPercentChanged();
    std::size_t bytes = 0;
    for (auto _ : state) {
        auto patch = makePatch(p.base, p.target);
        bytes = std::get<std::vector<std::uint8_t>>(patch).size();
        benchmark::DoNotOptimize(bytes);
    }
    state.counters["patch_bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_MakePatch)->Unit(benchmark::kMicrosecond);

void BM_ApplyPatch(benchmark::State& state) {
    const Pair& p = tenPercentChanged();
    const auto patch = std::get<std::vector<std::uint8_t>>(makePatch(p.base, p.target));
    for (auto _ : state) {
        auto result = applyPatch(p.base, patch);
        benchmark::DoNotOptimize(result);
    }
}
BENCHMARK(BM_ApplyPatch)->Unit(benchmark::kMicrosecond);

void BM_Sha256LargestBoard(benchmark::State& state) {
    const auto bytes = writeBoard(tenPercentChanged().base);
    for (auto _ : state) {
        auto hash = sha256(bytes);
        benchmark::DoNotOptimize(hash);
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * bytes.size()));
}
BENCHMARK(BM_Sha256LargestBoard)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
