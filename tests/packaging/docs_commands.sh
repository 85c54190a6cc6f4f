#!/usr/bin/env bash
# The manuals name only commands that exist, and the README names every command gbxx has: in the
# overview of app/cli and in "The command line" (an example line `build/app/gbxx COMMAND` each).
# Usage: docs_commands.sh GBXX SOURCE_DIR
set -euo pipefail
gbxx=$1 source=$2
failed=0
fail() { echo "FAIL: $*"; failed=1; }

commands=$("$gbxx" --help | awk '/^Commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { on = 0 }' | sort)
[ -n "$commands" ] || fail "gbxx --help lists no commands"

# `gbxx WORD` in a manual: WORD must be a command (gbxx-editor, gbxx-registry are programs, not words here).
for file in "$source"/README.md "$source"/docs/*.md; do
    for word in $(grep -o '`gbxx [a-z][a-z-]*' "$file" | cut -d' ' -f2 | sort -u); do
        grep -qx -- "$word" <<<"$commands" || fail "${file#"$source"/} names \`gbxx $word\`, which is no command"
    done
done

readme="$source/README.md"
overview=$(grep -m1 -A3 -- "\`cli/\` (the \`gbxx\` command" "$readme" | tr "\n" " " || true)
examples=$(awk '/^## The command line/ { on = 1; next } on && /^## / { on = 0 } on' "$readme")
for command in $commands; do
    grep -q -- "\`$command\`" <<<"$overview" || fail "README.md: the overview of app/cli does not name $command"
    grep -qE -- "gbxx $command( |$)" <<<"$examples" || fail "README.md: \"The command line\" has no example of $command"
done
exit $failed
