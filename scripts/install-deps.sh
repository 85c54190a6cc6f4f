#!/usr/bin/env bash
# Installs what building and testing need from Debian 12's packages (with --run, also what running
# the editor needs). Does nothing when all are there. With --list, prints the packages (one a line)
# and installs nothing: tests/packaging/dependencies.sh checks the build and the tests need no other.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config
    lld                                         # links the ~60 programs 4x faster than ld
    qt6-base-dev qt6-base-dev-tools libgl-dev   # Qt 6.4: Core, Gui, Widgets, Test
    qt6-l10n-tools qt6-tools-dev                # lupdate, lrelease (translations/*.ts); LinguistTools for CMake
    qt6-translations-l10n                       # Qt's own texts (buttons, key names) translated
    qt6-svg-dev                                 # SVG pictures (Export Image, gbxx render)
    libqt6sql6-sqlite                           # the board library's index (Qt SQL's SQLite driver)
    qt6-declarative-dev                         # scripts on boards (QJSEngine, Qt Qml)
    nlohmann-json3-dev                          # the core reads rules files (header-only, private)
    zlib1g-dev                                  # the tests read gzip-compressed vector dumps
    libbenchmark-dev                            # tests/bench (built, not run by ctest)
    desktop-file-utils appstream                # tests/packaging: the desktop entry, metainfo
    dpkg-dev file groff-base                    # the Debian package (cpack, dpkg-shlibdeps), man
    python3                                     # tests/translations' checks
    qt6-httpserver-dev qt6-websockets-dev       # gbxx-registry's HTTP (its CMake files need both)
    libqt6sql6-psql postgresql                  # the registry on PostgreSQL; its tests' clusters
    nginx wrk                                   # the registry's cluster script; its benchmark
    chromium                                    # the registry's web pages, tested in a browser
    libmstch-dev                                # the registry's page templates (Mustache; static)
    qtkeychain-qt6-dev                          # the registry's token in the desktop's key ring
    git                                         # boards in git: the merge driver's tests
    mono-devel                                  # the C# binding (mcs) and its tests (mono)
    python3-venv python3-setuptools python3-wheel # the Python binding, pip-installed in a test
    libcurl4-openssl-dev                        # the games' fetch by registry code (fetch/)
    libboost-dev                                # a game watching a live board (fetch/: Boost.Beast, header-only)
    emscripten nodejs                           # the WebAssembly module; its tests run in Node
)
if [ "${1:-}" = "--run" ]; then
    packages+=(fonts-dejavu-core)               # a minimal system has no font for the window
    [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || packages+=(xvfb xauth)
fi

if [ "${1:-}" = "--list" ]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
