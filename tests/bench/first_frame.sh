#!/usr/bin/env bash
# The editor's first frame against a bare Qt Widgets window painting the same board (issue 42,
# docs/performance.md): the busy 255×255 GB64 hex board of vs_tiled.sh (five fields random), both
# programs started alternately under one Xvfb by first-frame.py (exec to the first frame whose
# centre shows board pixels), medians and their ratio. Not part of ctest: it takes a minute and
# its figures depend on the machine's load, which both programs share because they alternate.
# Usage: bash tests/bench/first_frame.sh [RUNS] [ROUNDS]   (defaults 15 and 3; FIRST_FRAME names
# the timing tool, by default ../shared/tools/first-frame.py beside the checkout)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-15}
rounds=${2:-3}
tool=${FIRST_FRAME:-../shared/tools/first-frame.py}
[ -x build/app/gbxx-editor ] && [ -x build/tests/bench/gbxx_bare_window ] ||
    cmake --build build --target gbxx-editor gbxx_bare_window gbxx-full gbxx-script-host
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
busy=$work/busy.gb64
sed -n '/^cat > "$work\/busy.js"/,/^JS$/p' tests/bench/vs_tiled.sh | sed '1d;$d' >"$work/busy.js"
build/app/gbxx run "$work/busy.js" tests/data/vectors/boards/b07_gb64_255x255_pattern.gb64 \
    --out "$busy" --timeout 300 >/dev/null
for ((round = 1; round <= rounds; round++)); do
    echo "-- round $round of $rounds ($runs runs each, alternating)"
    # The tool's own interpreter (#!/usr/bin/python3, which has python3-xlib).
    /usr/bin/python3 "$tool" -n "$runs" -- "$PWD/build/tests/bench/gbxx_bare_window $busy" \
        "$PWD/build/app/gbxx-editor $busy"
done
