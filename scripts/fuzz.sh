#!/usr/bin/env bash
# Fuzzes the core reader (fuzz_read) and reader → convert → writer (fuzz_convert) with libFuzzer,
# ASan and UBSan, each for SECONDS (default 300), starting from the test vectors. A crash leaves its
# input as fuzz-corpus/crash-* and makes this script fail; the input is also copied into
# tests/data/fuzz-regressions/, where the normal suite replays it from then on (commit it).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-300}
packages=(clang libclang-rt-14-dev cmake ninja-build)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo_cmd=(); [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
fi
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DGBXX_FUZZ=ON -DGBXX_BUILD_APPS=OFF >/dev/null
cmake --build build-fuzz --target fuzz_read fuzz_convert
for target in fuzz_read fuzz_convert; do
    corpus=fuzz-corpus/$target
    mkdir -p "$corpus"
    cp -n tests/data/vectors/boards/* tests/data/vectors/corrupt/*.gb* "$corpus"/ 2>/dev/null || true
    [ -d tests/data/fuzz-regressions ] && cp -n tests/data/fuzz-regressions/* "$corpus"/ 2>/dev/null || true
    echo "== $target for ${seconds}s"
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
        "build-fuzz/tests/fuzz/$target" "$corpus" -max_total_time="$seconds" -max_len=600000 \
        -rss_limit_mb=2048 -timeout=10 -artifact_prefix=fuzz-corpus/ -print_final_stats=1 2>&1 |
        grep -E "^#[0-9]+ +DONE|stat::|ERROR|SUMMARY|Done" || true
    if ls fuzz-corpus/crash-* fuzz-corpus/leak-* fuzz-corpus/timeout-* >/dev/null 2>&1; then
        mkdir -p tests/data/fuzz-regressions
        for found in fuzz-corpus/crash-* fuzz-corpus/leak-* fuzz-corpus/timeout-*; do
            [ -e "$found" ] && cp "$found" "tests/data/fuzz-regressions/$target-$(basename "$found")"
        done
        echo "fuzzing found a problem: see fuzz-corpus/; kept in tests/data/fuzz-regressions/" >&2
        exit 1
    fi
done
