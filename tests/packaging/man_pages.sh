#!/usr/bin/env bash
# The man pages (docs/man) say what the programs' --help says: the same commands, and for each
# command the same options, both ways; and groff reads them without a warning.
# Usage: man_pages.sh GBXX GBXX_EDITOR MAN_DIR GBXX_REGISTRY
set -euo pipefail
gbxx=$1 editor=$2 man=$3 registry=$4
failed=0
fail() { echo "FAIL: $*"; failed=1; }

# Options named in a text: every --word, roff's \- read as -, without --help (every command has it).
options_in() { sed 's/\\-/-/g' | grep -o -- '--[a-z][a-z-]*' | grep -vx -- '--help' | sort -u || true; }
# A command's section of gbxx.1: from ".SS NAME" to the next .SS or .SH.
section() { awk -v name="$1" '$1 == ".SS" || $1 == ".SH" { inside = ($1 == ".SS" && $2 == name) } inside' "$man/gbxx.1"; }
same() { # what, expected (from --help), found (in the man page)
    local missing extra
    missing=$(comm -23 <(echo "$2") <(echo "$3") | tr '\n' ' ')
    extra=$(comm -13 <(echo "$2") <(echo "$3") | tr '\n' ' ')
    [ -z "${missing// }" ] || fail "$1: in --help, not in the man page: $missing"
    [ -z "${extra// }" ] || fail "$1: in the man page, not in --help: $extra"
}

for page in gbxx.1 gbxx-editor.1 gbxx-registry.1; do
    warnings=$(groff -man -ww -z -Tutf8 "$man/$page" 2>&1) || fail "$page: groff failed"
    [ -z "$warnings" ] || fail "$page: groff warns: $warnings"
done

commands=$("$gbxx" --help | awk '/^Commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { on = 0 }' | sort)
[ -n "$commands" ] || fail "gbxx --help lists no commands"
same "gbxx commands" "$commands" "$(awk '$1 == ".SS" { print $2 }' "$man/gbxx.1" | sort)"
for command in $commands; do
    same "gbxx $command" "$("$gbxx" "$command" --help | options_in)" "$(section "$command" | options_in)"
done

# The editor answers --help without a display (a package build, a server, ssh).
editor_help=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$editor" --help) ||
    fail "gbxx-editor --help failed without a display"
# …and says what is wrong with its command line, instead of aborting in the display's plugin.
status=0
said=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$editor" --bogus 2>&1) || status=$?
[ $status -eq 1 ] || fail "gbxx-editor --bogus without a display exits $status, not 1: $said"
grep -qx "gbxx-editor: Unknown option 'bogus'." <<<"$said" || fail "gbxx-editor --bogus said: $said"
status=0
said=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$editor" --layout 2>&1) || status=$?
[ $status -eq 1 ] && grep -qx "gbxx-editor: Missing value after '--layout'." <<<"$said" ||
    fail "gbxx-editor --layout without a value said: $said"
editor_options=$(echo "$editor_help" | options_in)
editor_man=$(awk '$1 == ".SH" { inside = ($2 == "OPTIONS") } inside' "$man/gbxx-editor.1" | options_in)
same "gbxx-editor" "$editor_options" "$editor_man"

# The registry's options, both ways, and its commands named in COMMANDS.
registry_man=$(awk '$1 == ".SH" { inside = ($2 == "OPTIONS") } inside' "$man/gbxx-registry.1" | options_in)
same "gbxx-registry" "$("$registry" --help | options_in)" "$registry_man"
for command in serve "user add" "user token" "user revoke"; do
    "$registry" --help | grep -q "^  $command" || fail "gbxx-registry --help does not name $command"
    grep -q "^\\.B.* ${command%% *}" "$man/gbxx-registry.1" || fail "gbxx-registry.1 does not name $command"
done
exit $failed
