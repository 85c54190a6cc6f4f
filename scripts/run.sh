#!/usr/bin/env bash
# The README's run command: install dependencies, build, and show the bundled sample board.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
build/app/gbxx info "${1:-resources/boards/ring-of-isles.gb64}"
