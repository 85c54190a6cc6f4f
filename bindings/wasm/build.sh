#!/usr/bin/env bash
# Builds the WebAssembly module (gameboardxx.mjs, gameboardxx-core.mjs, gameboardxx-core.wasm)
# with Debian's emscripten:  build.sh [BUILD_DIR]   (default build-wasm)
set -euo pipefail
source=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$source/build-wasm}
# Debian 12's emscripten runs its optimiser under Node, which finds Debian's modules only here.
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
# Debian's prebuilt system libraries are read from /usr/share/emscripten/cache; anything
# emscripten must add goes to a cache of the build's own, so no root is needed.
if [ ! -w /usr/share/emscripten/cache ]; then
    export EM_CACHE=${EM_CACHE:-$build/emscripten-cache}
    if [ ! -d "$EM_CACHE" ]; then
        mkdir -p "$EM_CACHE"
        cp -r /usr/share/emscripten/cache/. "$EM_CACHE/"
    fi
fi
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
emcmake cmake -S "$source" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DGBXX_BUILD_APPS=OFF -DGBXX_BUILD_TESTS=OFF -DGBXX_INSTALL=OFF "${launcher[@]}" >/dev/null \
    2> >(grep -v "^configure: " >&2) # emcmake says the command it runs
cmake --build "$build" --target gameboardxx_js
echo "$build/bindings/wasm/gameboardxx.mjs"
