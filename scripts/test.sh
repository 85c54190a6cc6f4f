#!/usr/bin/env bash
# The README's test command: install dependencies, build, run every test suite with ctest — once in
# the normal build and once built with AddressSanitizer + UndefinedBehaviorSanitizer — and build the
# core with its suites alone, as a game would (a C++ compiler and Qt Test, no other Qt module).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh

# Assertions on; -O1 as the sanitizers' documentation advises (the suite runs faster than at -O0),
# line tables for the reports' stack traces.
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
    -DGBXX_SANITIZE=ON >/dev/null

# The sanitizer build starts while the normal suites run, at the lowest priority: it takes only the
# processor time the suites leave (they wait on timers and child processes), so their timing is as
# before and the whole command ends sooner.
asan_build_log=$(mktemp)
trap 'rm -f "$asan_build_log"' EXIT
nice -n 19 cmake --build build-asan --parallel "$(nproc)" >"$asan_build_log" 2>&1 &
asan_build=$!
normal_status=0
(cd build && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)") ||
    normal_status=$?
asan_build_status=0
wait "$asan_build" || asan_build_status=$?
cat "$asan_build_log"
if [ "$normal_status" -ne 0 ] || [ "$asan_build_status" -ne 0 ]; then
    exit 1
fi

echo "== the same suites under ASan + UBSan =="
(cd build-asan && QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --output-on-failure --parallel "$(nproc)")

echo "== the core and its suites alone (-DGBXX_BUILD_APPS=OFF) =="
cmake -S . -B build-core -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DGBXX_BUILD_APPS=OFF >/dev/null
cmake --build build-core --parallel "$(nproc)"
(cd build-core && ctest --output-on-failure --parallel "$(nproc)")
