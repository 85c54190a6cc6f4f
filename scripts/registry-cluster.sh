#!/usr/bin/env bash
# A real registry deployment on this machine, from Debian's packages: a scratch PostgreSQL 15
# cluster, several gbxx-registry servers sharing it, and nginx in front. See --help.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(dirname "$here")

usage() {
    cat <<EOF
Usage: registry-cluster.sh start|stop|status [options] [-- SERVE_OPTIONS...]

Runs the board registry as it runs on several machines, on this one: a PostgreSQL 15 cluster in a
scratch folder, N gbxx-registry servers on it (each on a free port of 127.0.0.1), and nginx on
127.0.0.1:PORT balancing between them over kept-alive connections and holding slow clients.

  start    starts everything and prints "registry at http://127.0.0.1:PORT". The first start
           also creates the account "admin" and prints "token of admin: TOKEN" (kept in
           DIR/admin.token). When it is all running already, it only prints the address.
  stop     stops what start started (servers finish their requests in flight); the database
           stays in DIR for the next start. Stopping a stopped cluster does nothing.
  status   one line for PostgreSQL, each server and nginx; exit status 0 when all run.

Options:
  --servers N      gbxx-registry processes (default 2)
  --dir DIR        where the database, logs and process ids are kept
                   (default \${XDG_RUNTIME_DIR:-/tmp}/gbxx-registry-cluster; as root, a folder that
                   the user postgres may enter: /tmp/gbxx-registry-cluster-root)
  --port P         nginx's port on 127.0.0.1 (default 8640)
  --build DIR      use the program DIR/app/gbxx-registry
  --registry PATH  use the program PATH (default: the repository's build/app/gbxx-registry, else
                   gbxx-registry on PATH)
  -- OPTIONS       passed on to every 'gbxx-registry serve', e.g. -- --publish-limit 100000
  -h, --help       this text

Logs: DIR/server-N.log (each server's standard error), DIR/nginx-error.log, DIR/nginx-access.log,
DIR/postgres/postgres.log. As root, PostgreSQL runs as the user postgres and nginx's workers as
www-data; the servers run as the caller.
EOF
}

die() {
    echo "registry-cluster: $*" >&2
    exit 1
}

[ $# -ge 1 ] || {
    usage >&2
    exit 1
}
command=$1
shift
case $command in
    start | stop | status) ;;
    -h | --help)
        usage
        exit 0
        ;;
    *) die "unknown command '$command' (start, stop or status; --help says more)" ;;
esac

servers=2 dir="" port=8640 registry="" serve_options=()
while [ $# -gt 0 ]; do
    case $1 in
        --servers | --dir | --port | --build | --registry)
            [ $# -ge 2 ] || die "$1 needs a value"
            case $1 in
                --servers) servers=$2 ;;
                --dir) dir=$2 ;;
                --port) port=$2 ;;
                --build) registry=$2/app/gbxx-registry ;;
                --registry) registry=$2 ;;
            esac
            shift 2
            ;;
        --)
            shift
            serve_options=("$@")
            break
            ;;
        -h | --help)
            usage
            exit 0
            ;;
        *) die "unknown option '$1' (--help lists them)" ;;
    esac
done
[[ $servers =~ ^[1-9][0-9]?$ ]] || die "--servers must be 1 to 99"
[[ $port =~ ^[1-9][0-9]{0,4}$ ]] && [ "$port" -le 65535 ] || die "--port must be 1 to 65535"

root=0
[ "$(id -u)" -ne 0 ] || root=1
if [ -z "$dir" ]; then
    # root's runtime folder is closed to the user postgres, which must reach the database.
    if [ $root = 1 ]; then
        dir=/tmp/gbxx-registry-cluster-root
    else
        dir=${XDG_RUNTIME_DIR:-/tmp}/gbxx-registry-cluster
    fi
fi
dir=$(realpath -m -- "$dir")
scratch_postgres=$here/scratch-postgres.sh

alive() { # alive PIDFILE NAME: the process of PIDFILE runs and is NAME (not a reused pid)
    local pid
    [ -f "$1" ] && pid=$(cat "$1") && [[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null &&
        tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q -- "$2"
}

# stop_process PIDFILE NAME SIGNAL: signals it, waits up to 15 s, then kills it.
stop_process() {
    if alive "$1" "$2"; then
        local pid i
        pid=$(cat "$1")
        kill "-$3" "$pid" 2>/dev/null || true
        for ((i = 0; i < 150; i++)); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$pid" 2>/dev/null; then
            echo "registry-cluster: $2 (pid $pid) did not stop in 15 s; killed" >&2
            kill -KILL "$pid" 2>/dev/null || true
        fi
    fi
    rm -f "$1"
}

server_pidfiles() { compgen -G "$dir/server-*.pid" | sort -V || true; }

stop() {
    [ -d "$dir" ] || return 0
    # Front first, so that no request reaches a server that is going away.
    stop_process "$dir/nginx.pid" "nginx" QUIT
    local pidfile
    for pidfile in $(server_pidfiles); do
        stop_process "$pidfile" "gbxx-registry" TERM
    done
    rm -f "$dir"/server-*.port
    "$scratch_postgres" stop "$dir/postgres"
}

status() {
    local ok=0 url pidfile n
    if url=$("$scratch_postgres" status "$dir/postgres" 2>/dev/null); then
        echo "postgresql  running  $url"
    else
        echo "postgresql  stopped"
        ok=1
    fi
    local any=0
    for pidfile in $(server_pidfiles); do
        any=1
        n=${pidfile##*/server-}
        n=${n%.pid}
        if alive "$pidfile" gbxx-registry; then
            echo "server $n    running  pid $(cat "$pidfile")  http://127.0.0.1:$(cat "$dir/server-$n.port")"
        else
            echo "server $n    stopped"
            ok=1
        fi
    done
    [ $any = 1 ] || {
        echo "servers     stopped"
        ok=1
    }
    if alive "$dir/nginx.pid" nginx; then
        echo "nginx       running  pid $(cat "$dir/nginx.pid")  $(cat "$dir/public-url")"
    else
        echo "nginx       stopped"
        ok=1
    fi
    return $ok
}

find_registry() {
    if [ -z "$registry" ]; then
        if [ -x "$repo/build/app/gbxx-registry" ]; then
            registry=$repo/build/app/gbxx-registry
        else
            registry=$(command -v gbxx-registry) ||
                die "no gbxx-registry: build it (ninja -C build gbxx-registry) or give --build/--registry"
        fi
    fi
    [ -x "$registry" ] || die "$registry is not a program"
    registry=$(realpath "$registry")
}

start_server() { # start_server N URL: prints nothing; leaves DIR/server-N.{pid,port,log}
    local n=$1 url=$2 out=$dir/server-$1.out i line
    : >"$out"
    # setsid: the server outlives this script and the terminal it was started from.
    setsid "$registry" serve --listen 127.0.0.1:0 \
        --database "$url" "${serve_options[@]}" </dev/null >"$out" 2>"$dir/server-$n.log" &
    echo $! >"$dir/server-$n.pid"
    for ((i = 0; i < 300; i++)); do
        line=$(grep -m1 '^listening on http://' "$out" || true)
        [ -z "$line" ] || break
        kill -0 "$(cat "$dir/server-$n.pid")" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$line" ]; then
        local why
        if kill -0 "$(cat "$dir/server-$n.pid")" 2>/dev/null; then
            why="no 'listening on' line in 30 s; see $dir/server-$n.log"
        else
            why=$(tail -n 1 "$dir/server-$n.log")
            why="it exited: ${why:-without a message}"
        fi
        stop
        die "server $n did not start: $why"
    fi
    line=${line#listening on http://}
    echo "${line##*:}" >"$dir/server-$n.port"
}

write_nginx_conf() { # write_nginx_conf PORT...: the servers' ports
    local user_line="" p upstreams="" live_upstreams=""
    # The master keeps root's rights only to bind and open logs; workers drop to www-data.
    [ $root = 0 ] || user_line="user www-data www-data;"
    for p in "$@"; do
        upstreams+="        server 127.0.0.1:$p max_fails=1 fail_timeout=2s;"$'\n'
        live_upstreams+="        server 127.0.0.1:$p max_fails=1 fail_timeout=2s;"$'\n'
    done
    cat >"$dir/nginx.conf" <<EOF
# Written by scripts/registry-cluster.sh; rewritten at each start.
$user_line
worker_processes auto;
worker_rlimit_nofile 8192;   # room for worker_connections, each proxied request using two
pid $dir/nginx.pid;
error_log $dir/nginx-error.log warn;

events {
    worker_connections 4096;
}

http {
    access_log $dir/nginx-access.log combined buffer=64k flush=1s;
    client_body_temp_path $dir/nginx-temp/client;
    proxy_temp_path $dir/nginx-temp/proxy;
    fastcgi_temp_path $dir/nginx-temp/fastcgi;
    uwsgi_temp_path $dir/nginx-temp/uwsgi;
    scgi_temp_path $dir/nginx-temp/scgi;
    server_tokens off;

    # nginx reads whole requests and answers before the servers see them or are freed, so a
    # slow client holds one of nginx's cheap connections, never a server's. Its limits are the
    # servers' (docs/registry-deploy.md): a body up to the largest board, 10 s to send a request,
    # and headers that the servers judge themselves up to their 16 KB: nginx takes lines of up to
    # 16 KB and more than 16 KB in all, so what a server takes reaches it, and what it refuses
    # gets the server's own 431.
    client_max_body_size 520336;   # the registry's largest board (a 255 x 255 GB64)
    client_body_buffer_size 128k;
    client_header_timeout 10s;
    client_body_timeout 10s;
    send_timeout 30s;
    keepalive_timeout 65s;
    large_client_header_buffers 4 16k;

    upstream gbxx_registry {
$upstreams        keepalive 64;
    }

    # Live sessions (docs/live-protocol.md): every connection to one board's session goes to the
    # same server, chosen by the board's code on a consistent hash, so that a session lives in
    # one process; when that one is down nginx takes the next, which takes the session over from
    # its journal once the dead one's lease ran out. No kept-alive connections here: a WebSocket
    # upgrade must be its connection's first request.
    map \$uri \$gbxx_live_code {
        ~^/api/v1/boards/(?<code>[^/]+)/live(/.*)?\$ \$code;
        default "";
    }
    map \$http_upgrade \$gbxx_connection {
        default upgrade;
        "" close;
    }
    upstream gbxx_live {
        hash \$gbxx_live_code consistent;
$live_upstreams    }

    server {
        listen 127.0.0.1:$port;

        proxy_http_version 1.1;
        proxy_set_header Connection "";
        # \$http_host keeps the port the client used, so the servers' links point back here.
        proxy_set_header Host \$http_host;
        proxy_set_header X-Real-IP \$remote_addr;
        proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto \$scheme;
        proxy_connect_timeout 5s;
        proxy_send_timeout 30s;
        proxy_read_timeout 60s;
        # A server that dies or refuses: idempotent requests go to the next one (nginx never
        # resends a POST that may have reached a server).
        proxy_next_upstream error timeout http_502 http_503;
        proxy_next_upstream_tries 3;

        # What nginx refuses itself is answered as a server would, in the API's JSON
        # (docs/registry-api.md), not in nginx's HTML; the servers' own answers pass unchanged.
        # 494 is nginx's code for a header line beyond its buffers, 414 for such a request line:
        # both are headers too large to a server. Before nginx has read a request's line it
        # cannot know whether it was for /api/, so these hold for every path. (error_page is
        # inherited only by a location that has none of its own: /api/ repeats them.)
        error_page 413 =413 /.gbxx-errors/too-large;
        error_page 414 494 =431 /.gbxx-errors/headers-too-large;
        error_page 400 =400 /.gbxx-errors/bad-request;

        location / {
            proxy_pass http://gbxx_registry;
        }
        location ~ ^/api/v1/boards/[^/]+/live(/.*)?\$ {
            proxy_pass http://gbxx_live;
            # A location's own proxy_set_header drops the server's: all of them again.
            proxy_set_header Upgrade \$http_upgrade;
            proxy_set_header Connection \$gbxx_connection;
            proxy_set_header Host \$http_host;
            proxy_set_header X-Real-IP \$remote_addr;
            proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto \$scheme;
            # A session stays open for hours; the servers ping every 5 s.
            proxy_read_timeout 1h;
            proxy_send_timeout 1h;
            error_page 502 503 504 =503 /.gbxx-errors/unavailable;
        }
        location /api/ {
            proxy_pass http://gbxx_registry;
            error_page 413 =413 /.gbxx-errors/too-large;
            error_page 414 494 =431 /.gbxx-errors/headers-too-large;
            error_page 400 =400 /.gbxx-errors/bad-request;
            # No server answered (all down, or restarting): what a server says while it cannot
            # reach its database. A reader of the pages gets nginx's page instead.
            error_page 502 503 504 =503 /.gbxx-errors/unavailable;
        }
        location /.gbxx-errors/ {
            internal;
            default_type "application/json; charset=utf-8";
            location = /.gbxx-errors/too-large {
                return 413 '{"error":"too-large","message":"a board is at most 520336 bytes"}\n';
            }
            location = /.gbxx-errors/headers-too-large {
                return 431 '{"error":"headers-too-large","message":"the request\'s headers are over 16384 bytes"}\n';
            }
            location = /.gbxx-errors/bad-request {
                return 400 '{"error":"bad-request","message":"the request is not HTTP/1.1"}\n';
            }
            location = /.gbxx-errors/unavailable {
                add_header Retry-After 5 always;
                return 503 '{"error":"unavailable","message":"no registry server answered; try again shortly"}\n';
            }
        }
    }
}
EOF
}

start_nginx() {
    mkdir -p "$dir/nginx-temp"
    [ $root = 0 ] || chown www-data:www-data "$dir/nginx-temp"
    # -e: the log of start-up errors, before the configuration names its own.
    nginx -e "$dir/nginx-error.log" -t -q -c "$dir/nginx.conf" -p "$dir" 2>/dev/null ||
        {
            stop
            die "nginx refused its configuration: $(grep -m1 emerg "$dir/nginx-error.log" || tail -n 1 "$dir/nginx-error.log")"
        }
    : >"$dir/nginx-error.log"
    if ! nginx -e "$dir/nginx-error.log" -c "$dir/nginx.conf" -p "$dir" 2>/dev/null; then
        local why
        why=$(grep -m1 '\[emerg\]' "$dir/nginx-error.log" || tail -n 1 "$dir/nginx-error.log")
        stop
        die "nginx did not start: ${why#*: }"
    fi
    local i
    for ((i = 0; i < 50; i++)); do
        alive "$dir/nginx.pid" nginx && return 0
        sleep 0.1
    done
    stop
    die "nginx did not start; see $dir/nginx-error.log"
}

start() {
    command -v nginx >/dev/null || die "no nginx (install Debian's nginx package)"
    find_registry
    if alive "$dir/nginx.pid" nginx; then
        status >/dev/null || die "partly running in $dir; run '$0 stop --dir $dir' first"
        echo "registry at $(cat "$dir/public-url")"
        return 0
    fi
    stop # whatever an interrupted start left
    mkdir -p "$dir"
    local url n
    url=$("$scratch_postgres" start "$dir/postgres") || die "PostgreSQL did not start"
    # The first server creates the schema alone; the others find it made.
    ports=()
    for ((n = 1; n <= servers; n++)); do
        start_server "$n" "$url"
        ports+=("$(cat "$dir/server-$n.port")")
    done
    write_nginx_conf "${ports[@]}"
    echo "http://127.0.0.1:$port" >"$dir/public-url"
    start_nginx
    echo "registry at http://127.0.0.1:$port"
    if [ ! -f "$dir/admin.token" ]; then
        local token
        token=$("$registry" user add admin --database "$url" 2>"$dir/user-add.log") ||
            die "started, but could not create the account admin: $(tail -n 1 "$dir/user-add.log")"
        (umask 077 && echo "$token" >"$dir/admin.token")
        echo "token of admin: $token"
    fi
}

"$command"
