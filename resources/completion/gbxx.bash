# bash completion for gbxx and gbxx-editor. The commands and options are read from the programs'
# own --help when Tab is pressed, so the completion never falls out of step with them.

# Board files and folders (folders to descend into).
_gbxx_boards() {
    local name
    mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -d -- "$1")
    while IFS= read -r name; do
        [[ -f $name && ${name,,} =~ \.gb(08|16|32|64)$ ]] && COMPREPLY+=("$name")
    done < <(compgen -f -- "$1")
    compopt -o filenames 2>/dev/null # quoted, and "/" after a folder
}

# The values an option takes, from what the help says of it; 1 if it takes none we know.
_gbxx_value() {
    local program=$1 option=$2 cur=$3 help=$4
    case $option in
    --to | --variant) mapfile -t COMPREPLY < <(compgen -W '08 16 32 64' -- "$cur") ;;
    --layout)
        # "2023-09|2023-09-10|draft-2023-09-06" in the option's description.
        COMPREPLY=($(compgen -W "$(grep -o '[a-z0-9-]*|[a-z0-9|-]*' <<<"$help" | head -n1 | tr '|' ' ')" -- "$cur")) ;;
    --format) mapfile -t COMPREPLY < <(compgen -W 'png svg' -- "$cur") ;;
    --sort) mapfile -t COMPREPLY < <(compgen -W 'relevance new downloads' -- "$cur") ;;
    --out-dir) mapfile -t COMPREPLY < <(compgen -d -- "$cur"); compopt -o filenames 2>/dev/null ;;
    --db | --schema | --rules | --out | --output) mapfile -t COMPREPLY < <(compgen -f -- "$cur"); compopt -o filenames 2>/dev/null ;;
    --layer | --where | --set | --add | --flags-on | --flags-off | --tile-size | --size | \
        --timeout | --memory-limit | --title | --author | --code | --min-width | --max-width | --min-length | \
        --max-length | --note | --limit | --registry) ;; # free text: nothing to offer
    *) return 1 ;;
    esac
    return 0
}

_gbxx() {
    local program=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]}
    local prev=${COMP_WORDS[COMP_CWORD - 1]}
    COMPREPLY=()
    if [ "$COMP_CWORD" -eq 1 ]; then
        local commands
        commands=$("$program" --help 2>/dev/null |
            awk '/^Commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ { on = 0 }')
        mapfile -t COMPREPLY < <(compgen -W "$commands --help --version" -- "$cur")
        return
    fi
    local command=${COMP_WORDS[1]} help
    help=$("$program" "$command" --help 2>/dev/null) || return
    [ "$prev" = -o ] && prev=--out # fetch's short form
    if [[ $prev == --* ]] && grep -q -- "$prev[ =]*[<A-Z]" <<<"$help"; then
        _gbxx_value "$program" "$prev" "$cur" "$help" && return
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(grep -o -- '--[a-z][a-z-]*' <<<"$help" | sort -u)" -- "$cur"))
        return
    fi
    case $command in
    index) mapfile -t COMPREPLY < <(compgen -d -- "$cur"); compopt -o filenames 2>/dev/null ;;
    find | search | fetch) ;; # words or codes: nothing to offer
    registry) [ "$COMP_CWORD" -eq 2 ] && mapfile -t COMPREPLY < <(compgen -W 'login logout' -- "$cur") ;;
    rules)
        if [ "$COMP_CWORD" -eq 2 ]; then
            mapfile -t COMPREPLY < <(compgen -W 'apply check' -- "$cur")
        else
            _gbxx_boards "$cur"
        fi ;;
    patch) # make BASE TARGET OUT, apply BASE PATCH OUT, show PATCH: patches have no fixed extension
        if [ "$COMP_CWORD" -eq 2 ]; then
            mapfile -t COMPREPLY < <(compgen -W 'make apply show' -- "$cur")
        else
            mapfile -t COMPREPLY < <(compgen -f -- "$cur"); compopt -o filenames 2>/dev/null
        fi ;;
    run) _gbxx_boards "$cur"; mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -X '!*.js' -- "$cur") ;;
    *) _gbxx_boards "$cur" ;;
    esac
}

_gbxx_editor() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
    COMPREPLY=()
    local help
    help=$("${COMP_WORDS[0]}" --help 2>/dev/null) || return
    if [ "$prev" = --layout ]; then
        _gbxx_value "${COMP_WORDS[0]}" --layout "$cur" "$help"
    elif [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(grep -o -- '--[a-z][a-z-]*' <<<"$help" | sort -u)" -- "$cur"))
    else
        _gbxx_boards "$cur"
    fi
}

complete -F _gbxx gbxx
complete -F _gbxx_editor gbxx-editor
