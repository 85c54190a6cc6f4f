#!/usr/bin/env bash
# The WebAssembly module in headless Chromium: module_test.html loads it from a localhost server
# with the sample board and writes each check's outcome into the page, read back from the DOM.
#   browser_test.sh MODULE_DIR BOARD WORK
set -euo pipefail
module=$1 board=$2 work=$3 here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work"
mkdir -p "$work/site/module" "$work/profile"
cp "$module"/gameboardxx.mjs "$module"/gameboardxx-memory.mjs "$module"/gameboardxx-core.mjs "$module"/gameboardxx-core.wasm "$work/site/module/"
cp "$here/module_test.html" "$work/site/index.html"
cp "$board" "$work/site/board.gb64"
exec 3< <(exec python3 "$here/serve.py" "$work/site" 90)
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
read -r port <&3
dom=$(timeout 80 chromium --headless=new --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir="$work/profile" --virtual-time-budget=20000 --dump-dom \
    "http://127.0.0.1:$port/index.html" 2>"$work/chromium.log")
result=$(sed -n '/<pre id="result">/,/<\/pre>/p' <<<"$dom" | sed 's/<[^>]*>//g')
echo "$result"
grep -q DONE <<<"$result" || { echo "FAIL: the page did not finish"; tail -5 "$work/chromium.log"; exit 1; }
! grep -q '^FAIL' <<<"$result"
