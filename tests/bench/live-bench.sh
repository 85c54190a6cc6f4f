#!/usr/bin/env bash
# Live sessions' speed (issue 46, item 9; docs/performance.md "Live sessions"), in one run on this
# machine, beside a bare Qt WebSockets echo server as the floor:
#   - 16 editors painting at 60 samples a second on one 255×255 hex board: a remote stroke's
#     time until the others show it, and one's own until acknowledged (durable), on SQLite and on
#     PostgreSQL (a scratch cluster of scripts/scratch-postgres.sh);
#   - relaying as fast as the server goes (each editor keeps 32 operations in flight), against the
#     echo server relaying the same frames the same way;
#   - N sessions with two editors each sending presence at 30 Hz on one server;
#   - N idle watchers on one server: its resident memory.
# Not run by ctest: it takes minutes and its figures depend on the machine.
#
# Usage: bash tests/bench/live-bench.sh [--build DIR] [--seconds S] [--watchers N] [--sessions N]
#            [--no-postgres]
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$repo/build seconds=10 watchers=1000 sessions=1000 postgres=1
while [ $# -gt 0 ]; do
    case $1 in
        --build) build=$2; shift 2 ;;
        --seconds) seconds=$2; shift 2 ;;
        --watchers) watchers=$2; shift 2 ;;
        --sessions) sessions=$2; shift 2 ;;
        --no-postgres) postgres=0; shift ;;
        -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) echo "live-bench: unknown option '$1'" >&2; exit 1 ;;
    esac
done
registry=$build/app/gbxx-registry bench=$build/tests/bench/gbxx_live_bench
for program in "$registry" "$bench"; do
    [ -x "$program" ] || { echo "live-bench: no $program (ninja -C $build)" >&2; exit 1; }
done
# Two sockets a participant (client and server end) and room for the database.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"

work=$(mktemp -d /tmp/gbxx-live-bench.XXXXXX)
chmod 755 "$work"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    sleep 0.5
    [ $postgres = 0 ] || bash "$repo/scripts/scratch-postgres.sh" destroy "$work/pg" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

# serve NAME WHERE…: a gbxx-registry on a free port; sets base, token, pid.
serve() {
    local name=$1
    shift
    token=$("$registry" user add ada "$@")
    "$registry" serve --listen 127.0.0.1:0 --publish-limit 1000000 --live-rate 1000000 "$@" \
        >"$work/$name.out" 2>"$work/$name.log" &
    pid=$!
    pids+=("$pid")
    for _ in $(seq 100); do
        grep -q '^listening on ' "$work/$name.out" 2>/dev/null && break
        sleep 0.1
    done
    base=$(sed -n 's/^listening on //p' "$work/$name.out")
    [ -n "$base" ] || { echo "live-bench: $name did not start: $(cat "$work/$name.log")" >&2; exit 1; }
}

rss_mb() { awk '/VmRSS/ { printf "%.0f", $2 / 1024 }' "/proc/$1/status"; }

echo "# the floor: a bare Qt WebSockets echo server"
"$bench" echo 0 >"$work/echo.out" &
pids+=($!)
for _ in $(seq 50); do grep -q listening "$work/echo.out" 2>/dev/null && break; sleep 0.1; done
echo_port=$(awk '{ print $4 }' "$work/echo.out")
"$bench" echo-relay "ws://127.0.0.1:$echo_port" 16 "$seconds"

engines=(sqlite)
[ $postgres = 0 ] || engines+=(postgresql)
for engine in "${engines[@]}"; do
    echo "# gbxx-registry on $engine"
    if [ "$engine" = sqlite ]; then
        mkdir -p "$work/data"
        serve sqlite --data "$work/data"
    else
        url=$(bash "$repo/scripts/scratch-postgres.sh" start "$work/pg" | tail -1)
        serve postgresql --database "$url"
    fi
    session=$("$bench" start "$base" "$token" 1 255 255)
    "$bench" paint "$session" "$token" 16 60 "$seconds"
    "$bench" relay "$session" "$token" 16 "$seconds"
    if [ "$engine" = sqlite ]; then
        echo "# $sessions sessions with presence at 30 Hz"
        "$bench" start "$base" "$token" "$sessions" 16 16 >"$work/sessions.txt"
        before=$(rss_mb "$pid")
        "$bench" presence "$work/sessions.txt" "$token" 30 "$seconds"
        echo "server memory: ${before} MB before, $(rss_mb "$pid") MB with $sessions sessions"
        echo "# $watchers idle watchers"
        before=$(rss_mb "$pid")
        "$bench" watchers "$session" "$watchers" >"$work/watchers.out" &
        watcher_pid=$!
        for _ in $(seq 600); do grep -q connected "$work/watchers.out" 2>/dev/null && break; sleep 0.1; done
        sleep 2
        echo "$(cat "$work/watchers.out"); server memory ${before} MB before, $(rss_mb "$pid") MB with them"
        kill -TERM "$watcher_pid"
    fi
    kill -TERM "$pid"
    wait "$pid" 2>/dev/null || true
done
