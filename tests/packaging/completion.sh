#!/usr/bin/env bash
# The bash completion (resources/completion/gbxx.bash) offers what the programs accept: the
# commands of `gbxx --help`, a command's own options, values of options that have a fixed set,
# and board files (not other files) where a board is expected.
# Usage: completion.sh GBXX GBXX_EDITOR COMPLETION_FILE
set -uo pipefail
gbxx=$1 editor=$2
# shellcheck source=/dev/null
source "$3"
failed=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
touch island.gb64 small.GB08 notes.txt script.js
mkdir boards

# complete FUNCTION WORD... : COMPREPLY for the last word, sorted, joined by commas.
complete_words() {
    local function=$1
    shift
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    "$function" 2>/dev/null
    [ ${#COMPREPLY[@]} -eq 0 ] || printf '%s\n' "${COMPREPLY[@]}" | sort | paste -sd ','
}
expect() { # description, expected, actual
    [ "$2" = "$3" ] || { echo "FAIL: $1: expected '$2', got '$3'"; failed=1; }
}

commands=$("$gbxx" --help | awk '/^Commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { on = 0 }')
expect "the commands" "$(printf '%s\n' $commands --help --version | sort | paste -sd ',')" \
    "$(complete_words _gbxx "$gbxx" "")"
expect "a command by its start" "convert" "$(complete_words _gbxx "$gbxx" con)"
expect "convert's options" "--help,--layout,--out-dir,--strict,--to" \
    "$(complete_words _gbxx "$gbxx" convert --)"
expect "options by their start" "--strict" "$(complete_words _gbxx "$gbxx" convert island.gb64 --s)"
expect "tile sizes" "08,16,32,64" "$(complete_words _gbxx "$gbxx" convert --to "")"
expect "layouts" "2023-09,2023-09-10" "$(complete_words _gbxx "$gbxx" info --layout 2023)"
expect "picture formats" "png,svg" "$(complete_words _gbxx "$gbxx" render --format "")"
expect "boards and folders" "boards,island.gb64,small.GB08" "$(complete_words _gbxx "$gbxx" info "")"
expect "folders to index" "boards" "$(complete_words _gbxx "$gbxx" index "")"
expect "scripts and boards" "boards,island.gb64,script.js,small.GB08" \
    "$(complete_words _gbxx "$gbxx" run "")"
expect "a free value gets nothing" "" "$(complete_words _gbxx "$gbxx" render --layer "")"
expect "the registry's subcommands" "login,logout" "$(complete_words _gbxx "$gbxx" registry "")"
expect "search orders" "downloads,new,relevance" "$(complete_words _gbxx "$gbxx" search --sort "")"
expect "codes to fetch get nothing" "" "$(complete_words _gbxx "$gbxx" fetch "")"
expect "fetch's file" "boards,island.gb64,notes.txt,script.js,small.GB08" \
    "$(complete_words _gbxx "$gbxx" fetch B7K2Q -o "")"
expect "fetch's folder" "boards" "$(complete_words _gbxx "$gbxx" fetch B7K2Q --out-dir "")"
expect "a board to publish" "boards,island.gb64,small.GB08" "$(complete_words _gbxx "$gbxx" publish "")"
expect "publish's options" "--help,--note,--registry,--unlisted" \
    "$(complete_words _gbxx "$gbxx" publish --)"
expect "the rules' actions" "apply,check" "$(complete_words _gbxx "$gbxx" rules "")"
expect "the patch's actions" "apply,make,show" "$(complete_words _gbxx "$gbxx" patch "")"
expect "rules' options" "--help,--layout,--rules,--schema" "$(complete_words _gbxx "$gbxx" rules check --)"
expect "a rules file" "boards,island.gb64,notes.txt,script.js,small.GB08" \
    "$(complete_words _gbxx "$gbxx" rules apply --rules "")"
expect "boards for rules" "boards,island.gb64,small.GB08" "$(complete_words _gbxx "$gbxx" rules check "")"
expect "the editor's options" "--help,--help-all,--layout,--merge,--quit-after-first-paint,--version" \
    "$(complete_words _gbxx_editor "$editor" --)"
expect "the editor's boards" "boards,island.gb64,small.GB08" "$(complete_words _gbxx_editor "$editor" "")"
exit $failed
