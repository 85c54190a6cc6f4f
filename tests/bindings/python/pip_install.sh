#!/usr/bin/env bash
# pip installs the Python package into a fresh virtual environment, as a game developer would, and
# uses it from another folder with nothing set: the library must have come inside the package.
#   pip_install.sh SOURCE LIBRARY WORK
# Offline (as CI is): Debian's setuptools and wheel build it (--system-site-packages,
# --no-build-isolation); with a network, plain `pip install ./bindings/python` does the same.
set -euo pipefail
source=$1 library=$2 work=$3
python=/usr/bin/python3 # Debian's, with python3-venv, python3-setuptools, python3-wheel
rm -rf "$work"
mkdir -p "$work"
# A copy: pip builds in the source folder, which must stay clean.
cp -r "$source/bindings/python" "$work/src"
"$python" -m venv --system-site-packages "$work/venv"
GBXX_LIBRARY=$library "$work/venv/bin/pip" install --quiet --no-build-isolation --no-index \
    --disable-pip-version-check "$work/src"
installed=$("$work/venv/bin/python" -c 'import gameboardxx, os; print(os.path.dirname(gameboardxx.__file__))')
case "$installed" in "$work/venv/"*) ;; *) echo "imported from $installed, not the venv"; exit 1;; esac
test -f "$installed/libgameboardxx.so.1" || { echo "the library did not come with the package"; exit 1; }

cd "$work"
unset GBXX_LIBRARY PYTHONPATH
board=$source/resources/boards/ring-of-isles.gb64
out=$("$work/venv/bin/python" -m gameboardxx info "$board")
grep -q "GB64, 12x9 tiles, hex" <<< "$out" || { echo "unexpected info: $out"; exit 1; }
# docs/bindings.md's five lines, with the sample board for the registry's.
route=$("$work/venv/bin/python" - "$board" <<'PY'
import sys
import gameboardxx as gbxx
board = gbxx.load(sys.argv[1])
route = board.zone_path(1, gbxx.MoveRules(climb=2))
print(route.cost, len(route.tiles))
PY
)
[ "$route" = "71 8" ] || { echo "the five-line example printed '$route', not '71 8'"; exit 1; }
echo "installed into $work/venv; info and the five-line example work from $work"
