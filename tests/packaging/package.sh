#!/usr/bin/env bash
# The Debian packages (cpack -G DEB): gameboardxx holds every file the programs need, its Depends
# come from dpkg-shlibdeps plus what Qt loads at run time, and the installed tree passes AppStream's
# check; gameboardxx-dev holds the core's headers, library and CMake package and nothing else, and
# neither holds the other's files. As root, both are installed into a scratch root: the programs
# run from there, and a game builds against the package there.
# Usage: package.sh BUILD_DIR VERSION BOARD SOURCE_DIR
set -uo pipefail
build=$1 version=$2 board=$3 source=$4
failed=0
fail() { echo "FAIL: $*"; failed=1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log"; echo "FAIL: cpack"; exit 1; }
deb=$work/out/gameboardxx_${version}_amd64.deb
dev=$work/out/gameboardxx-dev_${version}_amd64.deb
for f in "$deb" "$dev"; do
    [ -f "$f" ] || { ls "$work/out"; echo "FAIL: no $f"; exit 1; }
done
debs=$(cd "$work/out" && ls ./*.deb)
[ "$debs" = "$(printf './%s\n' "$(basename "$deb")" "$(basename "$dev")" | sort)" ] ||
    fail "cpack made other packages too: $debs"

# A package's files (not its folders), one a line.
files_of() { dpkg-deb -c "$1" | awk '$1 !~ /^d/ { print $6 }' | sed 's|^\./|/|'; }
files=$(files_of "$deb")
dev_files=$(files_of "$dev")
for f in /usr/bin/gbxx /usr/bin/gbxx-editor /usr/bin/gbxx-registry /usr/libexec/gameboardxx/gbxx-full \
    /usr/libexec/gameboardxx/gbxx-script-host \
    /usr/share/applications/io.github.gameboardxx.editor.desktop \
    /usr/share/metainfo/io.github.gameboardxx.editor.metainfo.xml \
    /usr/share/mime/packages/gameboardxx.xml \
    /usr/share/icons/hicolor/scalable/apps/gbxx-editor.svg \
    /usr/share/icons/hicolor/48x48/apps/gbxx-editor.png \
    /usr/share/man/man1/gbxx.1.gz /usr/share/man/man1/gbxx-editor.1.gz \
    /usr/share/bash-completion/completions/gbxx /usr/share/bash-completion/completions/gbxx-editor \
    /usr/share/gameboardxx/scripts/hex-island.js \
    /usr/share/gameboardxx/rules/out-of-bounds-ring.rules.json \
    /usr/share/gameboardxx/rules/shore.schema.json; do
    grep -qx -- "$f" <<<"$files" || fail "the package lacks $f"
done
grep -E '^/usr/(include|lib)/' <<<"$files" && fail "gameboardxx holds the core's files (above)"
# gameboardxx-dev: every public header (and the generated version.h), the library, the CMake files.
for f in /usr/lib/libgbxx.a /usr/include/gbxx/version.h \
    /usr/lib/cmake/GameBoardXX/GameBoardXXConfig.cmake \
    /usr/lib/cmake/GameBoardXX/GameBoardXXConfigVersion.cmake \
    /usr/lib/cmake/GameBoardXX/GameBoardXXTargets.cmake; do
    grep -qx -- "$f" <<<"$dev_files" || fail "gameboardxx-dev lacks $f"
done
for header in "$source"/core/include/gbxx/*.h "$source"/core/include/gbxx/*/*.h; do
    installed=/usr/include/gbxx/${header#"$source"/core/include/gbxx/}
    grep -qx -- "$installed" <<<"$dev_files" || fail "gameboardxx-dev lacks $installed"
done
# ... and the C ABI with its pkg-config file and the C# binding (docs/bindings.md).
for f in /usr/include/gbxx.h /usr/lib/libgameboardxx.so.1 /usr/lib/pkgconfig/gameboardxx.pc \
    /usr/share/gameboardxx/csharp/GameBoardXX.dll; do
    grep -qx -- "$f" <<<"$dev_files" || fail "gameboardxx-dev lacks $f"
done
grep -v -E '^/usr/(include/gbxx/([a-z]+/)?[a-z0-9_]+\.h|include/gbxx\.h|lib/libgbxx\.a|lib/libgameboardxx\.so(\.[0-9.]+)?|lib/pkgconfig/gameboardxx\.pc|share/gameboardxx/csharp/[A-Za-z.]+|lib/cmake/GameBoardXX/[A-Za-z-]+\.cmake)$' \
    <<<"$dev_files" && fail "gameboardxx-dev holds more than the core's files (above)"
grep -q '^/usr/local' <<<"$files$dev_files" && fail "a package installs under /usr/local"

depends=$(dpkg-deb -f "$deb" Depends)
depended=$(tr ',' '\n' <<<"$depends" | sed 's/^ *//; s/ .*//') # the package names
for d in libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6sql6 libqt6qml6 libc6 \
    'libstdc++6' qt6-qpa-plugins libqt6sql6-sqlite; do
    grep -qxF -- "$d" <<<"$depended" || fail "Depends lacks $d: $depends"
done
recommends=$(dpkg-deb -f "$deb" Recommends)
recommended=$(tr ',' '\n' <<<"$recommends" | sed 's/^ *//; s/ .*//')
for r in qt6-translations-l10n hicolor-icon-theme fonts-dejavu-core libqt6sql6-psql; do
    grep -qxF -- "$r" <<<"$recommended" || fail "Recommends lacks $r: $recommends"
done
[ "$(dpkg-deb -f "$deb" Package)" = gameboardxx ] || fail "the package is not named gameboardxx"
[ "$(dpkg-deb -f "$dev" Package)" = gameboardxx-dev ] || fail "the -dev package is not named gameboardxx-dev"
for package in "$deb" "$dev"; do
    [ "$(dpkg-deb -f "$package" Version)" = "$version" ] || fail "$(basename "$package")'s version is not $version"
done
# The programs carry the core linked in: the editor's package needs nothing of the -dev one.
grep -qxF gameboardxx-dev <<<"$depended" && fail "gameboardxx depends on gameboardxx-dev"
[ "$(dpkg-deb -f "$deb" Section)" = graphics ] || fail "gameboardxx is not in section graphics"
[ "$(dpkg-deb -f "$dev" Section)" = libdevel ] || fail "gameboardxx-dev is not in section libdevel"
# Each package's own summary (the Description's first line).
[ "$(dpkg-deb -f "$deb" Description | head -1)" = "editor and command line for GameBoardXX game boards" ] ||
    fail "gameboardxx's summary: $(dpkg-deb -f "$deb" Description | head -1)"
[ "$(dpkg-deb -f "$dev" Description | head -1)" = "C++ library for games that read GameBoardXX boards" ] ||
    fail "gameboardxx-dev's summary: $(dpkg-deb -f "$dev" Description | head -1)"
# A game builds against gameboardxx-dev's files alone, unpacked (CMAKE_PREFIX_PATH stands for /usr).
dpkg-deb -x "$dev" "$work/dev-tree"
# …stripped of its debug sections, as Debian's -dev packages are (a tenth of the size).
sections=$(objdump -h "$work/dev-tree/usr/lib/libgbxx.a")
grep -q '\.debug_' <<<"$sections" && fail "libgbxx.a in gameboardxx-dev keeps its debug sections"
cmake -S "$source/tests/consumer" -B "$work/game" -G Ninja -DCMAKE_PREFIX_PATH="$work/dev-tree/usr" \
    >"$work/game.log" 2>&1 && cmake --build "$work/game" >>"$work/game.log" 2>&1 &&
    "$work/game/consumer" "$board" >>"$work/game.log" 2>&1 ||
    { cat "$work/game.log"; fail "a game built against the unpacked gameboardxx-dev"; }
# Stripped: no debug sections in what users download.
dpkg-deb -x "$deb" "$work/tree"
file "$work/tree/usr/bin/gbxx-editor" | grep -q ', stripped' || fail "gbxx-editor is not stripped"
said=$(appstreamcli validate-tree --pedantic --no-net --no-color "$work/tree" 2>&1) ||
    fail "appstreamcli validate-tree: $said"

if [ "$(id -u)" -eq 0 ]; then
    # Installed with dpkg into an empty root of its own (the libraries come from the system).
    root=$work/root
    mkdir -p "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/info"
    touch "$root/var/lib/dpkg/status"
    dpkg --root="$root" --force-depends --force-script-chrootless -i "$deb" "$dev" \
        >"$work/dpkg.log" 2>&1 || { cat "$work/dpkg.log"; fail "dpkg -i into a scratch root"; }
    for package in gameboardxx gameboardxx-dev; do
        [ "$(dpkg --root="$root" -s $package | sed -n 's/^Status: //p')" = "install ok installed" ] ||
            fail "dpkg does not list $package as installed"
    done
    [ "$("$root/usr/bin/gbxx" --version)" = "gbxx $version" ] || fail "the installed gbxx --version"
    # render runs the installed helper (../libexec/gameboardxx/gbxx-full), not the build's.
    "$root/usr/bin/gbxx" render --size 64 "$board" "$work/board.png" >/dev/null ||
        fail "the installed gbxx render"
    QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data \
        timeout 120 "$root/usr/bin/gbxx-editor" --quit-after-first-paint "$board" 2>/dev/null ||
        fail "the installed gbxx-editor --quit-after-first-paint"
    # The installed registry makes an account in a scratch data folder.
    token=$("$root/usr/bin/gbxx-registry" user add first --data "$work/registry" 2>/dev/null) &&
        [[ $token =~ ^[0-9]+\.[A-Za-z0-9_-]{43}$ ]] || fail "the installed gbxx-registry user add"
else
    echo "not root: the installation into a scratch root is left out"
fi
exit $failed
