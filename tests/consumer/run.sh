#!/usr/bin/env bash
# Installs the project from BUILD into a temporary prefix, builds the consumer against the installed
# GameBoardXX package (never the source tree) and runs it on BOARD. Used by ctest (tst_consumer).
set -euo pipefail
build=$1 board=$2
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" >/dev/null
cmake -S "$here" -B "$work/build" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/build" >/dev/null
"$work/build/consumer" "$board"
