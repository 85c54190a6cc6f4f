#!/usr/bin/env bash
# The desktop entry and the AppStream metadata pass the distribution's own checks with nothing to
# say (not even a hint), and agree with each other and the project's version.
# Usage: desktop_files.sh SOURCE_DIR VERSION
set -uo pipefail
desktop=$1/resources/desktop/io.github.gameboardxx.editor.desktop
metainfo=$1/resources/desktop/io.github.gameboardxx.editor.metainfo.xml
version=$2
failed=0
fail() { echo "FAIL: $*"; failed=1; }

said=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate failed"
[ -z "$said" ] || fail "desktop-file-validate says: $said"

said=$(appstreamcli validate --pedantic --no-net --no-color "$metainfo" 2>&1) ||
    fail "appstreamcli validate failed"
[ "$said" = "✔ Validation was successful." ] || fail "appstreamcli validate --pedantic says: $said"

grep -q "<launchable type=\"desktop-id\">$(basename "$desktop")</launchable>" "$metainfo" ||
    fail "the metainfo does not launch $(basename "$desktop")"
grep -q "<release version=\"$version\"" "$metainfo" || fail "the metainfo has no release $version"
grep -q '<screenshot type="default">' "$metainfo" || fail "the metainfo has no default screenshot"
# Each screenshot is a picture in docs/images (the address is where the repository publishes it).
for image in $(grep -o 'docs/images/[a-z-]*\.png' "$metainfo"); do
    [ -f "$1/$image" ] || fail "screenshot $image is not in the repository"
done
exit $failed
