#!/usr/bin/env bash
# The Debian package (cpack -G DEB): it holds every file an installation needs, its Depends come
# from dpkg-shlibdeps plus what Qt loads at run time, the installed tree passes AppStream's check,
# and — as root — installed into a scratch root, its programs run from there.
# Usage: package.sh BUILD_DIR VERSION BOARD
set -uo pipefail
build=$1 version=$2 board=$3
failed=0
fail() { echo "FAIL: $*"; failed=1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log"; echo "FAIL: cpack"; exit 1; }
deb=$work/out/gameboardxx_${version}_amd64.deb
[ -f "$deb" ] || { ls "$work/out"; echo "FAIL: no $deb"; exit 1; }

files=$(dpkg-deb -c "$deb" | awk '{ print $6 }' | sed 's|^\./|/|')
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
    /usr/share/gameboardxx/rules/shore.schema.json \
    /usr/lib/cmake/GameBoardXX/GameBoardXXConfig.cmake /usr/include/gbxx/codec.h; do
    grep -qx -- "$f" <<<"$files" || fail "the package lacks $f"
done
grep -q '^/usr/local' <<<"$files" && fail "the package installs under /usr/local"

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
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "the package's version is not $version"
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
    dpkg --root="$root" --force-depends --force-script-chrootless -i "$deb" >"$work/dpkg.log" 2>&1 ||
        { cat "$work/dpkg.log"; fail "dpkg -i into a scratch root"; }
    [ "$(dpkg --root="$root" -s gameboardxx | sed -n 's/^Status: //p')" = "install ok installed" ] ||
        fail "dpkg does not list gameboardxx as installed"
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
