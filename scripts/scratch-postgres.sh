#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster in a folder of its own, for the registry's tests, its cluster
# script and its benchmark. It never touches the system's clusters (no pg_ctlcluster, nothing under
# /var/lib/postgresql): Debian's programs are run directly on DIR.
#
#   scratch-postgres.sh start DIR    creates the cluster if DIR holds none, starts it on 127.0.0.1 on a
#                                    free port (the same port again on a restart) and prints its URL,
#                                    postgresql://gbxx@127.0.0.1:PORT/gbxx, alone on one line
#   scratch-postgres.sh stop DIR     stops it (fast: open sessions are ended), keeping the data
#   scratch-postgres.sh status DIR   prints its URL when it runs (exit 0), else exits 1 silently
#   scratch-postgres.sh destroy DIR  stops it and removes DIR
#
# Authentication is `trust` for 127.0.0.1 and the socket (inside DIR): a scratch cluster holds no
# secrets, and a test must not need a password. The role gbxx owns the database gbxx and, being its
# owner, may create trusted extensions such as pg_trgm in it. As root, PostgreSQL (which refuses to
# run as root) runs as the system user `postgres` of Debian's package, and DIR is handed to it.
# The folders on the way to DIR must let others in (under /tmp they do).
set -euo pipefail

pg_bin=${GBXX_PG_BIN:-/usr/lib/postgresql/15/bin}
role=gbxx
database=gbxx

die() {
    echo "scratch-postgres: $*" >&2
    exit 1
}

usage() {
    echo "usage: scratch-postgres.sh start|stop|status|destroy DIR" >&2
    exit 1
}

[ $# -eq 2 ] || usage
command=$1
case $command in start | stop | status | destroy) ;; *) usage ;; esac
[ -n "$2" ] || usage
dir=$(realpath -m -- "$2")
data=$dir/data
sockets=$dir/sockets
log=$dir/postgres.log
port_file=$dir/port

[ -x "$pg_bin/postgres" ] || die "no PostgreSQL 15 in $pg_bin (install Debian's postgresql package)"

as_postgres=()
if [ "$(id -u)" -eq 0 ]; then
    id -u postgres >/dev/null 2>&1 ||
        die "as root, PostgreSQL runs as the user postgres, which does not exist (install postgresql)"
    as_postgres=(setpriv --reuid=postgres --regid=postgres --init-groups --)
    # A root folder closed to others (a chroot made with mktemp is 0700) would stop the user
    # postgres at the first step of every path. Then each command runs in a mount namespace of its
    # own whose root is a folder others may enter, holding the system's folders bound in at the
    # same paths: nothing outside changes, and the data, sockets and logs are where they were.
    if [ $(($(stat -c %a /) % 2)) -eq 0 ]; then
        # The new root is a tmpfs on /dev/shm, in a namespace where /dev (a mount point even in
        # a chroot, unlike /) propagates nothing back.
        as_postgres=(unshare --mount --propagation unchanged -- bash -c '
            set -e
            mount --make-private /dev
            root=/dev/shm
            mount -t tmpfs -o mode=755 scratch-postgres-root "$root"
            for entry in /*; do
                name=${entry#/}
                if [ -L "$entry" ]; then
                    ln -s "$(readlink "$entry")" "$root/$name"
                elif [ -d "$entry" ]; then
                    mkdir "$root/$name"
                    mount --bind "$entry" "$root/$name"
                fi
            done
            exec chroot "$root" "$@"' scratch-postgres "${as_postgres[@]}")
    fi
fi
pg() { "${as_postgres[@]}" "$@"; }

running() { [ -f "$data/postmaster.pid" ] && pg "$pg_bin/pg_ctl" -D "$data" status >/dev/null 2>&1; }

sql() { # SQL as the bootstrap superuser, over the socket
    pg "$pg_bin/psql" -X -q -v ON_ERROR_STOP=1 -h "$sockets" -p "$(cat "$port_file")" -U postgres \
        -d postgres -tA "$@"
}

free_port() {
    python3 -c 'import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])'
}

create_cluster() {
    local made=0
    [ -d "$dir" ] || { mkdir -p "$dir" && made=1; }
    [ -z "$(ls -A "$dir")" ] || die "$dir is not empty and holds no scratch cluster"
    [ ${#as_postgres[@]} -eq 0 ] || chown postgres:postgres "$dir"
    # A real write, not test -w: access(2) leaves capabilities out of its answer.
    if ! pg mkdir -m 700 "$sockets" 2>/dev/null; then
        [ $made = 0 ] || rmdir "$dir"
        die "PostgreSQL's user cannot write $dir"
    fi
    # UTF-8 with C.UTF-8 character classes, so that lower() and pg_trgm know é from É.
    pg "$pg_bin/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
        >"$dir/initdb.log" 2>&1 || die "initdb failed; see $dir/initdb.log"
    pg tee -a "$data/postgresql.conf" >/dev/null <<EOF

# scratch-postgres.sh
listen_addresses = '127.0.0.1'
unix_socket_directories = '$sockets'
max_connections = 200
shared_buffers = 256MB
logging_collector = off
# Segments as files in the data folder: /dev/shm may be closed to the user postgres (a chroot).
dynamic_shared_memory_type = mmap
EOF
}

start_on() { # start_on PORT: true when the cluster is up on PORT
    pg "$pg_bin/pg_ctl" -D "$data" -l "$log" -w -t 30 -o "-p $1" start >/dev/null 2>&1
}

start() {
    # Unix sockets are paths of at most 107 bytes: ".../sockets/.s.PGSQL.65535" must fit.
    [ $((${#sockets} + 18)) -le 107 ] || die "$dir is too long a path for PostgreSQL's socket"
    if [ ! -f "$data/PG_VERSION" ]; then
        create_cluster
    elif [ ${#as_postgres[@]} -gt 0 ]; then
        chown -R postgres:postgres "$dir"
    fi
    if ! running; then
        if [ -f "$port_file" ]; then
            start_on "$(cat "$port_file")" ||
                die "could not start on port $(cat "$port_file") (in use?); see $log"
        else
            # Another program may take the free port between the check and the start: try again.
            local tries=0 port
            while :; do
                port=$(free_port)
                if start_on "$port"; then
                    pg tee "$port_file" >/dev/null <<<"$port"
                    break
                fi
                tries=$((tries + 1))
                [ $tries -lt 5 ] || die "could not start the cluster; see $log"
            done
        fi
    fi
    if [ "$(sql -c "SELECT 1 FROM pg_roles WHERE rolname = '$role'")" != 1 ]; then
        sql -c "CREATE ROLE $role LOGIN" >/dev/null || die "could not create the role $role"
    fi
    if [ "$(sql -c "SELECT 1 FROM pg_database WHERE datname = '$database'")" != 1 ]; then
        sql -c "CREATE DATABASE $database OWNER $role" >/dev/null ||
            die "could not create the database $database"
    fi
    echo "postgresql://$role@127.0.0.1:$(cat "$port_file")/$database"
}

stop() {
    [ -f "$data/PG_VERSION" ] || return 0
    running || return 0
    pg "$pg_bin/pg_ctl" -D "$data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
        die "could not stop the cluster in $dir; see $log"
}

status() {
    [ -f "$data/PG_VERSION" ] && running || exit 1
    echo "postgresql://$role@127.0.0.1:$(cat "$port_file")/$database"
}

destroy() {
    [ -e "$dir" ] || return 0
    # Only a folder this script made is removed, never whatever a mistyped DIR names.
    [ -f "$data/PG_VERSION" ] || [ -z "$(ls -A "$dir")" ] || [ -d "$sockets" ] ||
        die "$dir holds no scratch cluster; not removing it"
    stop
    rm -rf -- "$dir"
}

"$command"
