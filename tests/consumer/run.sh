#!/usr/bin/env bash
# Installs the project from BUILD into a temporary prefix, builds the consumer against the installed
# GameBoardXX package (never the source tree) and runs it on BOARD. Used by ctest (tst_consumer).
set -euo pipefail
build=$1 board=$2
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" >/dev/null
# The desktop integration is installed where desktops look for it, the icon in every PNG size.
share="$work/prefix/share"
for f in "$work/prefix/bin/gbxx" "$work/prefix/bin/gbxx-editor" \
    "$share/applications/io.github.gameboardxx.editor.desktop" \
    "$share/mime/packages/gameboardxx.xml" "$share/icons/hicolor/scalable/apps/gbxx-editor.svg"; do
    [ -f "$f" ] || { echo "not installed: $f" >&2; exit 1; }
done
for size in 16 22 24 32 48 64 128 256; do
    png="$share/icons/hicolor/${size}x${size}/apps/gbxx-editor.png"
    [ -f "$png" ] || { echo "not installed: $png" >&2; exit 1; }
    # PNG header: the width is the big-endian 32-bit number at byte 16.
    width=$(od -An -tu1 -j16 -N4 "$png" | awk '{print $1*16777216 + $2*65536 + $3*256 + $4}')
    [ "$width" -eq "$size" ] || { echo "$png is $width pixels wide, not $size" >&2; exit 1; }
done
cmake -S "$here" -B "$work/build" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/build" >/dev/null
"$work/build/consumer" "$board"
