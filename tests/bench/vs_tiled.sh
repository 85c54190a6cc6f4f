#!/usr/bin/env bash
# Head-to-head with Tiled, the tool designers would otherwise use: equivalent 255×255 flat-top,
# odd-column hexagonal maps (a GBXX GB64 board; a TMX map with 5 tile layers), timed in one run,
# alternating: gbxx render vs tmxrasterizer (--size 1024 and 32-pixel tiles, both writing PNG) and
# gbxx convert vs tiled --export-map json. Prints medians and ratios (docs/performance.md).
# Two pairs of inputs: a patterned pair (cheap to draw and compress), and a busy pair where every
# tile differs: five random fields on the board (height, link, homeZones, boundary, custom), five
# layers of random tiles in the map, stored base64 + zlib as Tiled writes by default.
# Usage: bash tests/bench/vs_tiled.sh [RUNS]   (default 7; builds the project first if needed)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${1:-7}
export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/runtime-$(id -u)}
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
if ! command -v tmxrasterizer >/dev/null; then
    sudo_cmd=(); [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq tiled
fi
[ -x build/app/gbxx ] || { bash scripts/install-deps.sh && bash scripts/build.sh; }
gbxx=build/app/gbxx
# GBXX_BENCH_DIR=DIR keeps the inputs there (for first-frame comparisons of the same pair).
if [ -n "${GBXX_BENCH_DIR:-}" ]; then
    work=$GBXX_BENCH_DIR; mkdir -p "$work"
else
    work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
fi

# The GBXX board: the 255×255 GB64 hex test board (header: hex, levels).
board=$work/board.gb64
cp tests/data/vectors/boards/b07_gb64_255x255_pattern.gb64 "$board"

# A tileset image of 8 hex tiles, 32×28 each, drawn by gbxx itself (any PNG of that size would do).
"$gbxx" render resources/boards/ring-of-isles.gb64 "$work/tiles-src.png" --tile-size 28 >/dev/null
tilesheet=$work/tiles-src.png
read -r sheet_w sheet_h < <(od -An -tu1 -j16 -N8 "$tilesheet" |
    awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
columns=$((sheet_w / 32)); tilecount=$((columns * (sheet_h / 28)))

# The TMX map: 5 CSV tile layers of 255×255 gids derived from each tile position.
{
    echo '<?xml version="1.0" encoding="UTF-8"?>'
    echo '<map version="1.8" orientation="hexagonal" renderorder="right-down" width="255" height="255" tilewidth="32" tileheight="28" hexsidelength="16" staggeraxis="x" staggerindex="odd" infinite="0" nextlayerid="6" nextobjectid="1">'
    echo " <tileset firstgid=\"1\" name=\"tiles\" tilewidth=\"32\" tileheight=\"28\" tilecount=\"$tilecount\" columns=\"$columns\">"
    echo "  <image source=\"$tilesheet\" width=\"$sheet_w\" height=\"$sheet_h\"/>"
    echo ' </tileset>'
    for layer in 1 2 3 4 5; do
        echo " <layer id=\"$layer\" name=\"layer$layer\" width=\"255\" height=\"255\">"
        echo '  <data encoding="csv">'
        awk -v l="$layer" -v n="$tilecount" 'BEGIN {
            for (y = 0; y < 255; y++) {
                line = ""
                for (x = 0; x < 255; x++) {
                    g = ((x * 7 + y * 13 + l * 31) % n) + 1
                    line = line g ((x == 254 && y == 254) ? "" : ",")
                }
                print line
            }
        }'
        echo '  </data>'
        echo ' </layer>'
    done
    echo '</map>'
} > "$work/map.tmx"

# The busy pair. The board: the same hex board with five fields set at random by a gbxx script.
busy=$work/busy.gb64
cat > "$work/busy.js" <<'JS'
let s = 2463534242; // xorshift32: the same board every run
const next = (n) => { s ^= s << 13; s ^= s >>> 17; s ^= s << 5; return (s >>> 0) % n; };
const keys = ["height", "link", "homeZones", "boundary", "custom"];
const range = {};
for (const f of board.fields) if (keys.includes(f.key)) range[f.key] = 2 ** f.bits;
for (let y = 0; y < board.length; y++)
    for (let x = 0; x < board.width; x++)
        for (const k of keys) board.set(x, y, k, next(range[k]));
JS
"$gbxx" run "$work/busy.js" "$board" --out "$busy" --timeout 300 >/dev/null
# The map: five layers of random gids, base64 + zlib (Tiled's default since 1.0).
python3 - "$work/busy.tmx" "$tilesheet" "$sheet_w" "$sheet_h" "$columns" "$tilecount" <<'PY'
import base64, random, struct, sys, zlib
out, sheet, w, h, columns, count = sys.argv[1], sys.argv[2], *map(int, sys.argv[3:])
rng = random.Random(2463534242)
with open(out, "w") as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.8" orientation="hexagonal" '
            'renderorder="right-down" width="255" height="255" tilewidth="32" tileheight="28" '
            'hexsidelength="16" staggeraxis="x" staggerindex="odd" infinite="0" nextlayerid="6" '
            'nextobjectid="1">\n')
    f.write(f' <tileset firstgid="1" name="tiles" tilewidth="32" tileheight="28" '
            f'tilecount="{count}" columns="{columns}">\n  <image source="{sheet}" width="{w}" '
            f'height="{h}"/>\n </tileset>\n')
    for layer in range(1, 6):
        gids = struct.pack("<%dI" % (255 * 255), *(rng.randint(1, count) for _ in range(255 * 255)))
        data = base64.b64encode(zlib.compress(gids)).decode()
        f.write(f' <layer id="{layer}" name="layer{layer}" width="255" height="255">\n'
                f'  <data encoding="base64" compression="zlib">{data}</data>\n </layer>\n')
    f.write('</map>\n')
PY

now() { date +%s%N; }
# time_ms CMD…: wall milliseconds of one run (output discarded; a failure stops the script).
time_ms() { local t0 t1; t0=$(now); "$@" >/dev/null 2>&1; t1=$(now); echo $(( (t1 - t0) / 1000000 )); }
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

compare() { # NAME, then our command, "--", then Tiled's command
    local name=$1; shift
    local ours=() theirs=() seen=0
    for a in "$@"; do
        if [ "$a" = "--" ]; then seen=1; elif [ $seen -eq 0 ]; then ours+=("$a"); else theirs+=("$a"); fi
    done
    local a_times=() b_times=()
    for ((i = 0; i < runs; i++)); do # alternating, so both see the same conditions
        a_times+=("$(time_ms "${ours[@]}")")
        b_times+=("$(time_ms "${theirs[@]}")")
    done
    local a b
    a=$(printf '%s\n' "${a_times[@]}" | median)
    b=$(printf '%s\n' "${b_times[@]}" | median)
    awk -v n="$name" -v a="$a" -v b="$b" 'BEGIN {
        r = (a > 0) ? b / a : 0
        printf "%-34s gbxx %7.1f ms   tiled %8.1f ms   tiled/gbxx %6.1fx\n", n, a, b, r }'
}

echo "255x255 hex board, $runs runs each, medians (Tiled $(tiled --version 2>/dev/null | awk '{print $2}'))"
echo "-- patterned board and CSV map"
compare "render --size 1024 (PNG)" "$gbxx" render "$board" "$work/a.png" --size 1024 -- \
    tmxrasterizer --size 1024 "$work/map.tmx" "$work/b.png"
compare "render at 32-pixel tiles (PNG)" "$gbxx" render "$board" "$work/c.png" --tile-size 32 -- \
    tmxrasterizer --tilesize 32 "$work/map.tmx" "$work/d.png"
compare "convert / export to JSON" "$gbxx" convert "$board" "$work/e.gb08" --to 08 -- \
    tiled --export-map json "$work/map.tmx" "$work/f.json"
echo "-- busy: five random fields, five random base64+zlib layers"
compare "render --size 1024 (PNG)" "$gbxx" render "$busy" "$work/g.png" --size 1024 -- \
    tmxrasterizer --size 1024 "$work/busy.tmx" "$work/h.png"
compare "convert / export to JSON" "$gbxx" convert "$busy" "$work/i.gb08" --to 08 -- \
    tiled --export-map json "$work/busy.tmx" "$work/j.json"
