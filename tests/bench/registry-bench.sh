#!/usr/bin/env bash
# The registry's speed (issue 34, item 8), in one run on this machine, beside nginx serving the same
# board bytes as a static file:
#   - fetch by code: wrk on nginx's file, on one gbxx-registry on SQLite, and on the cluster of
#     scripts/registry-cluster.sh (nginx + servers + PostgreSQL); requests per second and the ratio;
#   - search: the cluster's database filled with generated boards (scripts/registry-generate-boards.py),
#     then wrk with varied searches (tests/bench/registry_bench_client.py) on one connection and on
#     several at once (--search-connections): latency percentiles side by side;
#   - publishing: distinct boards from several client threads, on SQLite and on the cluster.
# Not run by ctest: it takes minutes and its figures depend on the machine (docs/performance.md).
#
# Usage: bash tests/bench/registry-bench.sh [--build DIR | --registry PATH] [--boards N]
#            [--duration SECONDS] [--rounds N] [--publishes N] [--search-connections N] [--keep]
#   --boards N      boards generated for the search (default 1000000; 0 skips the search)
#   --duration S    each wrk run (default 10)
#   --rounds N      alternating fetch rounds, the best of each kept (default 3)
#   --publishes N   boards published on each of SQLite and the cluster (default 1000)
#   --search-connections N   wrk's connections for the search (default 8)
#   --keep          keep the scratch folder (its path is printed); nothing is left running
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

registry=$repo/build/app/gbxx-registry boards=1000000 duration=10 rounds=3 publishes=1000
search_connections=8 keep=0
while [ $# -gt 0 ]; do
    case $1 in
        --build) registry=$2/app/gbxx-registry; shift 2 ;;
        --registry) registry=$2; shift 2 ;;
        --boards) boards=$2; shift 2 ;;
        --duration) duration=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --publishes) publishes=$2; shift 2 ;;
        --search-connections) search_connections=$2; shift 2 ;;
        --keep) keep=1; shift ;;
        -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) echo "registry-bench: unknown option '$1'" >&2; exit 1 ;;
    esac
done
die() { echo "registry-bench: $*" >&2; exit 1; }
[ -x "$registry" ] || die "no gbxx-registry at $registry (ninja -C build gbxx-registry, or --build/--registry)"
registry=$(realpath "$registry")
for program in wrk nginx python3 psql; do
    command -v $program >/dev/null || die "no $program (bash scripts/install-deps.sh)"
done
client=(python3 "$repo/tests/bench/registry_bench_client.py")
export QT_QPA_PLATFORM=offscreen

# Under /tmp and open to others: as root, PostgreSQL and nginx's workers run as other users.
work=$(mktemp -d /tmp/gbxx-registry-bench.XXXXXX)
chmod 755 "$work"
sqlite_pid="" static_pid=""
cleanup() {
    bash "$repo/scripts/registry-cluster.sh" stop --dir "$work/cluster" >/dev/null 2>&1 || true
    [ -z "$sqlite_pid" ] || kill -TERM "$sqlite_pid" 2>/dev/null || true
    [ -z "$static_pid" ] || kill -QUIT "$static_pid" 2>/dev/null || true
    sleep 0.5
    if [ $keep = 1 ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# wrk_run NAME URL [wrk options...]: leaves wrk's report in $work/wrk-NAME.txt
wrk_run() {
    local name=$1 url=$2
    shift 2
    wrk "$@" "$url" >"$work/wrk-$name.txt" 2>&1 || die "wrk on $url failed: $(tail -n 1 "$work/wrk-$name.txt")"
    if grep -q 'Non-2xx or 3xx responses' "$work/wrk-$name.txt"; then
        die "$name: $(grep 'Non-2xx' "$work/wrk-$name.txt" | sed 's/^ *//') from $url"
    fi
    if grep -q 'Socket errors' "$work/wrk-$name.txt"; then
        echo "registry-bench: $name: $(grep 'Socket errors' "$work/wrk-$name.txt" | sed 's/^ *//')" >&2
    fi
}
rate() { awk '/^Requests\/sec:/ { printf "%.0f", $2 }' "$work/wrk-$1.txt"; }
percentile() { awk -v p="$2%" '$1 == p { print $2 }' "$work/wrk-$1.txt"; }

board=$work/www/board.gb64
mkdir -p "$work/www"
"${client[@]}" board "$board"
chmod -R a+rX "$work/www"

# --- nginx serving the board as a file -----------------------------------------------------------
static_port=$(free_port)
mkdir -p "$work/static/temp"
[ "$(id -u)" -ne 0 ] || chown www-data:www-data "$work/static/temp"
cat >"$work/static/nginx.conf" <<EOF
$([ "$(id -u)" -ne 0 ] || echo "user www-data www-data;")
worker_processes auto;
pid $work/static/nginx.pid;
error_log $work/static/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    sendfile on;
    client_body_temp_path $work/static/temp/client;
    proxy_temp_path $work/static/temp/proxy;
    fastcgi_temp_path $work/static/temp/fastcgi;
    uwsgi_temp_path $work/static/temp/uwsgi;
    scgi_temp_path $work/static/temp/scgi;
    server {
        listen 127.0.0.1:$static_port;
        root $work/www;
        default_type application/x-gameboardxx;
    }
}
EOF
nginx -e "$work/static/error.log" -c "$work/static/nginx.conf" -p "$work/static" ||
    die "the static nginx did not start: $(tail -n 1 "$work/static/error.log")"
sleep 0.3
static_pid=$(cat "$work/static/nginx.pid")

# --- one gbxx-registry on SQLite -----------------------------------------------------------------
mkdir -p "$work/sqlite"
sqlite_token=$("$registry" user add bench --data "$work/sqlite") || die "user add on SQLite failed"
"$registry" serve --listen 127.0.0.1:0 --data "$work/sqlite" --publish-limit 1000000 \
    >"$work/sqlite.out" 2>"$work/sqlite.log" </dev/null &
sqlite_pid=$!
for ((i = 0; i < 300; i++)); do
    grep -q '^listening on http://' "$work/sqlite.out" && break
    kill -0 "$sqlite_pid" 2>/dev/null || die "the SQLite server exited: $(tail -n 1 "$work/sqlite.log")"
    sleep 0.1
done
sqlite_url=$(sed -n 's/^listening on //p' "$work/sqlite.out")
[ -n "$sqlite_url" ] || die "the SQLite server did not say where it listens"
sqlite_code=$("${client[@]}" publish "$sqlite_url" "$sqlite_token" "$board")

# --- the cluster on PostgreSQL -------------------------------------------------------------------
cluster_port=$(free_port)
bash "$repo/scripts/registry-cluster.sh" start --dir "$work/cluster" --port "$cluster_port" \
    --registry "$registry" -- --publish-limit 1000000 >"$work/cluster.txt" ||
    die "the cluster did not start"
cluster_url=http://127.0.0.1:$cluster_port
cluster_token=$(cat "$work/cluster/admin.token")
cluster_code=$("${client[@]}" publish "$cluster_url" "$cluster_token" "$board")

# --- fetch by code ------------------------------------------------------------------------------
# Alternating rounds, the best of each kept: on a shared machine, others' work only ever lowers a
# figure, so the best round is the nearest to what the program can do.
fetch=(-t2 -c32 "-d${duration}s" --latency)
echo "fetch by code: wrk ${fetch[*]}, a $(stat -c %s "$board")-byte board, best of $rounds alternating rounds"
best() { # best NAME: copies the round with the most requests per second to wrk-NAME.txt
    local name=$1 r top=-1 file
    for ((r = 1; r <= rounds; r++)); do
        file=$work/wrk-$name-$r.txt
        if [ "$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' "$file")" -gt "$top" ]; then
            top=$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' "$file")
            cp "$file" "$work/wrk-$name.txt"
        fi
    done
}
for ((r = 1; r <= rounds; r++)); do
    wrk_run "static-$r" "http://127.0.0.1:$static_port/board.gb64" "${fetch[@]}"
    wrk_run "sqlite-$r" "$sqlite_url/api/v1/boards/$sqlite_code" "${fetch[@]}"
    wrk_run "cluster-$r" "$cluster_url/api/v1/boards/$cluster_code" "${fetch[@]}"
done
best static
best sqlite
best cluster
static_rate=$(rate static)
printf '  %-46s %9s req/s                 (p99 %s)\n' "nginx, the board as a static file" "$static_rate" \
    "$(percentile static 99)"
for name in sqlite cluster; do
    label="gbxx-registry on SQLite"
    [ $name = sqlite ] || label="cluster: nginx + 2 servers + PostgreSQL"
    printf '  %-46s %9s req/s  %3d %% of nginx  (p99 %s)\n' "$label" "$(rate $name)" \
        $(($(rate $name) * 100 / static_rate)) "$(percentile $name 99)"
done

# --- publishing ---------------------------------------------------------------------------------
echo "publishing: $publishes distinct boards from 8 client threads"
read -r sqlite_publishes sqlite_failures < <("${client[@]}" publish-rate "$sqlite_url" "$sqlite_token" \
    --count "$publishes" --threads 8 --seed 1000)
read -r cluster_publishes cluster_failures < <("${client[@]}" publish-rate "$cluster_url" \
    "$cluster_token" --count "$publishes" --threads 8 --seed 2000)
printf '  %-46s %9s publishes/s  (%s failed)\n' "gbxx-registry on SQLite" "$sqlite_publishes" "$sqlite_failures"
printf '  %-46s %9s publishes/s  (%s failed)\n' "cluster: nginx + 2 servers + PostgreSQL" \
    "$cluster_publishes" "$cluster_failures"

# --- search -------------------------------------------------------------------------------------
if [ "$boards" -gt 0 ]; then
    database_url=$(bash "$repo/scripts/scratch-postgres.sh" status "$work/cluster/postgres")
    started=$(date +%s)
    python3 "$repo/scripts/registry-generate-boards.py" "$database_url" --count "$boards" >/dev/null
    echo "search: $boards generated boards ($(($(date +%s) - started)) s to make)," \
        "wrk -d${duration}s, 500 varied searches, on one connection and on $search_connections at once;" \
        "load average $(cut -d' ' -f1-3 /proc/loadavg)"
    "${client[@]}" search-script "$work/search.lua"
    # Every search once first: the figures are of a database in memory, as a busy one is.
    wrk_run search-warm "$cluster_url" -t1 -c1 -d3s -s "$work/search.lua"
    wrk_run search-1 "$cluster_url" -t1 -c1 "-d${duration}s" --latency -s "$work/search.lua"
    wrk_run search "$cluster_url" -t2 "-c$search_connections" "-d${duration}s" --latency -s "$work/search.lua"
    for name in search-1 search; do
        label="cluster, one connection"
        [ $name = search-1 ] || label="cluster, $search_connections connections"
        printf '  %-46s %9s req/s  p50 %s  p90 %s  p99 %s\n' "$label" "$(rate $name)" \
            "$(percentile $name 50)" "$(percentile $name 90)" "$(percentile $name 99)"
    done
    echo "  load average afterwards $(cut -d' ' -f1-3 /proc/loadavg)"
fi
