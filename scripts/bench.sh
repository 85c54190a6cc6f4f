#!/usr/bin/env bash
# Runs the benchmarks (tests/bench, Google Benchmark) and compares them with the kept baseline,
# naming every case more than 10 % slower (exit 1 then). docs/performance.md.
#   bash scripts/bench.sh [--save] [--threshold PERCENT] [FILTER]
# --save makes this run the new baseline (tests/bench/baseline.json) instead; FILTER is a
# --benchmark_filter regular expression. Run it on a quiet machine: the figures are medians of 5.
set -euo pipefail
cd "$(dirname "$0")/.."
save=0 threshold=10 filter=.
while [ $# -gt 0 ]; do
    case "$1" in
    --save) save=1 ;;
    --threshold) threshold=$2; shift ;;
    *) filter=$1 ;;
    esac
    shift
done
[ -x build/tests/bench/gbxx_bench ] || { bash scripts/install-deps.sh && bash scripts/build.sh; }
export QT_QPA_PLATFORM=offscreen
out=build/bench-run.json
build/tests/bench/gbxx_bench --benchmark_filter="$filter" --benchmark_repetitions=5 \
    --benchmark_report_aggregates_only=true --benchmark_out="$out" --benchmark_out_format=json
if [ "$save" = 1 ]; then
    cp "$out" tests/bench/baseline.json
    echo "saved as tests/bench/baseline.json"
    exit 0
fi
build/tests/bench/bench_compare tests/bench/baseline.json "$out" --threshold "$threshold"
