#!/usr/bin/env bash
# Builds the project and its Debian packages into dist/: gameboardxx_VERSION_amd64.deb (the editor
# and the command line) and gameboardxx-dev_VERSION_amd64.deb (the core library for games).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
cpack --config build/CPackConfig.cmake -G DEB -B dist
rm -rf dist/_CPack_Packages
ls dist/*.deb
