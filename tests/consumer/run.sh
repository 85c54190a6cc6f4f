#!/usr/bin/env bash
# Builds the tiny game in this folder each way a game can take the core (docs/library.md) and runs
# it on BOARD, where it must print the core's VERSION and then EXPECTED:
#   installed      the project installed from BUILD into a temporary prefix (the -dev package's
#                  files alone), then find_package(GameBoardXX) — never the source tree
#   core           add_subdirectory(core) from a game whose project() has no VERSION
#   core-versioned the same from a game with VERSION 7.3.0: the core keeps its own version, installs
#                  nothing into the game's folder unless GBXX_INSTALL is on, and adds no tests
#   top-level      add_subdirectory of the whole project with GBXX_BUILD_APPS=OFF and Qt hidden:
#                  no tests, no Qt Test
# ROUTES is a comma-separated list of these. The game is compiled with CXX (and LAUNCHER, when
# given) as BUILD is. Used by ctest (tst_consumer).
# Usage: run.sh BUILD SOURCE VERSION BOARD EXPECTED ROUTES CXX [LAUNCHER]
set -euo pipefail
build=$1 source=$2 version=$3 board=$4 expected=$5 routes=$6 cxx=$7 launcher=${8:-}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "FAIL: $*"; failed=1; }
compiler=(-DCMAKE_CXX_COMPILER="$cxx")
[ -z "$launcher" ] || compiler+=(-DCMAKE_CXX_COMPILER_LAUNCHER="$launcher")

# Configures and builds the game in $work/NAME with the given options; its output in NAME.log.
game() {
    local name=$1
    shift
    if ! { cmake -S "$here" -B "$work/$name" -G Ninja "${compiler[@]}" "$@" &&
        cmake --build "$work/$name"; } >"$work/$name.log" 2>&1; then
        cat "$work/$name.log"
        fail "$name: the game does not build"
        return 1
    fi
}
# The game says the core's version, then what it found on the board.
plays() {
    local name=$1 said
    said=$("$work/$name/consumer" "$board") || { echo "$said"; fail "$name: the game failed"; return; }
    [ "$said" = "$(printf 'core %s\n' "$version"; cat "$expected")" ] ||
        fail "$name: the game said:"$'\n'"$said"$'\n'"expected: core $version"$'\n'"$(cat "$expected")"
}
# Files under a folder, one a line, relative to it.
files_in() { (cd "$1" && find . -type f -o -type l | sed 's|^\./||' | sort); }
# A game that embeds the core has neither its tests nor test programs.
no_tests() {
    local name=$1 count
    count=$(ctest --test-dir "$work/$name" -N | sed -n 's/^Total Tests: //p')
    [ "${count:-0}" -eq 0 ] || fail "$name: the game's build has $count tests"
    ! cmake --build "$work/$name" --target help | grep -E '(^|[ /])[a-z_]*tests[:]' ||
        fail "$name: the game's build has test programs"
}
# What `cmake --install` of the game puts in its folder: the game alone.
installs_only_the_game() {
    local name=$1
    cmake --install "$work/$name" --prefix "$work/$name-prefix" >/dev/null
    local installed
    installed=$(files_in "$work/$name-prefix")
    [ "$installed" = bin/consumer ] || fail "$name: installing the game installs: $installed"
}

for route in ${routes//,/ }; do
    echo "== $route"
    case $route in
    installed)
        # Everything the project installs: the desktop integration where desktops look for it, the
        # icon in every PNG size.
        cmake --install "$build" --prefix "$work/all" >/dev/null
        share="$work/all/share"
        for f in "$work/all/bin/gbxx" "$work/all/bin/gbxx-editor" \
            "$share/applications/io.github.gameboardxx.editor.desktop" \
            "$share/mime/packages/gameboardxx.xml" "$share/icons/hicolor/scalable/apps/gbxx-editor.svg"; do
            [ -f "$f" ] || fail "not installed: $f"
        done
        for size in 16 22 24 32 48 64 128 256; do
            png="$share/icons/hicolor/${size}x${size}/apps/gbxx-editor.png"
            [ -f "$png" ] || { fail "not installed: $png"; continue; }
            # PNG header: the width is the big-endian 32-bit number at byte 16.
            width=$(od -An -tu1 -j16 -N4 "$png" | awk '{print $1*16777216 + $2*65536 + $3*256 + $4}')
            [ "$width" -eq "$size" ] || fail "$png is $width pixels wide, not $size"
        done
        # The game builds from the core's component alone (what gameboardxx-dev holds).
        cmake --install "$build" --prefix "$work/dev" --component gbxx_dev >/dev/null
        dev=$(files_in "$work/dev")
        grep -qx include/gbxx/version.h <<<"$dev" || fail "the core's component lacks gbxx/version.h"
        grep -v -E '^(include/gbxx/([a-z]+/)?[a-z0-9_]+\.h|include/gbxx\.h|lib/libgbxx\.a|lib/libgameboardxx\.so(\.[0-9.]+)?|lib/pkgconfig/gameboardxx\.pc|share/gameboardxx/csharp/[A-Za-z.]+|lib/cmake/GameBoardXX/GameBoardXX[A-Za-z-]*\.cmake)$' \
            <<<"$dev" && fail "the core's component holds more than the core's files (above)"
        grep -q "PACKAGE_VERSION \"$version\"" "$work/dev/lib/cmake/GameBoardXX/GameBoardXXConfigVersion.cmake" ||
            fail "the installed package's version is not $version"
        game installed -DCMAKE_PREFIX_PATH="$work/dev" && plays installed
        # A game in C takes the C ABI through pkg-config and finds the sample's climbing route.
        mkdir -p "$work/c-game"
        cat >"$work/c-game/game.c" <<'C'
#include <gbxx.h>
#include <stdio.h>
int main(int argc, char** argv) {
    gbxx_board* board;
    if (argc < 2 || gbxx_board_load(argv[1], NULL, &board) != GBXX_OK)
        return 1;
    gbxx_move_rules rules = gbxx_move_rules_default();
    rules.climb = 2;
    gbxx_route route;
    if (gbxx_board_zone_path(board, &rules, 1, &route) != GBXX_OK)
        return 1;
    printf("cost %d over %zu tiles\n", route.cost, route.count);
    gbxx_free(route.tiles);
    gbxx_board_free(board);
    return 0;
}
C
        flags=$(PKG_CONFIG_PATH="$work/dev/lib/pkgconfig" pkg-config --cflags --libs gameboardxx) ||
            fail "pkg-config does not know gameboardxx"
        # A library built with the sanitizers needs their runtime first in the game too.
        objdump -p "$work/dev/lib/libgameboardxx.so.1" | grep -q 'NEEDED.*libasan' &&
            flags="$flags -fsanitize=address,undefined"
        # shellcheck disable=SC2086 # the flags are words
        cc -std=c99 -Wall -Werror -o "$work/c-game/game" "$work/c-game/game.c" $flags ||
            fail "the C game does not build with pkg-config's flags ($flags)"
        said=$(LD_LIBRARY_PATH="$work/dev/lib" "$work/c-game/game" "$board")
        [ "$said" = "cost 71 over 8 tiles" ] || fail "the C game said '$said', not 'cost 71 over 8 tiles'"
        ;;
    core)
        game core -DGBXX_SOURCE="$source/core" && { plays core; no_tests core; installs_only_the_game core; }
        ;;
    core-versioned)
        if game core-versioned -DGBXX_SOURCE="$source/core" -DGAME_VERSION=7.3.0; then
            plays core-versioned
            no_tests core-versioned
            installs_only_the_game core-versioned
            # Asked to, the core installs itself as a package of its own version.
            cmake -DGBXX_INSTALL=ON "$work/core-versioned" >/dev/null &&
                cmake --build "$work/core-versioned" >/dev/null &&
                cmake --install "$work/core-versioned" --prefix "$work/asked" >/dev/null ||
                fail "core-versioned: installing with GBXX_INSTALL=ON"
            config=$work/asked/lib/cmake/GameBoardXX/GameBoardXXConfigVersion.cmake
            [ -f "$work/asked/include/gbxx/board.h" ] && [ -f "$work/asked/lib/libgbxx.a" ] &&
                grep -q "PACKAGE_VERSION \"$version\"" "$config" ||
                fail "core-versioned: with GBXX_INSTALL=ON the core installs no package of version $version"
        fi
        ;;
    top-level)
        game top-level -DGBXX_SOURCE="$source" -DGBXX_BUILD_APPS=OFF \
            -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON &&
            { plays top-level; no_tests top-level; installs_only_the_game top-level; }
        ;;
    *)
        fail "no route $route"
        ;;
    esac
done
exit $failed
