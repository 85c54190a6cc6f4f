#!/usr/bin/env bash
# Everything the configure step, the build and the tests use from the system comes from a Debian
# package that scripts/install-deps.sh installs, or that one of those depends on, or that every
# Debian system has (Essential or Priority: required, and git, which brought the clone). A package
# installed by hand on the developer's machine otherwise hides a missing install step until a
# newcomer's fresh machine fails at `cmake`.
# What is checked: the CMake packages the configure step found (the cache's *_DIR entries), the
# files the build reads or runs (absolute system paths in build.ninja: compilers, Qt's tools,
# CMake modules, libraries), the programs the cache names, the programs ctest starts, the programs
# the shell scripts of the tests and scripts/ call, and the programs C++ tests start by name.
# Usage: dependencies.sh BUILD_DIR SOURCE_DIR
set -uo pipefail
build=$(realpath "$1") source=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
fail() { echo "FAIL: $*"; failed=1; }

# --- The packages a newcomer's machine has after the README's command ---------------------------
bash "$source/scripts/install-deps.sh" --list >"$work/listed" || { echo "FAIL: install-deps.sh --list"; exit 1; }
dpkg-query -W -f='${Package}\t${Essential}\t${Priority}\t${Provides}\t${Pre-Depends}, ${Depends}\n' \
    >"$work/installed" 2>/dev/null
# The closure over Depends and Pre-Depends (any installed alternative, providers of virtual names).
awk -F'\t' -v listed="$work/listed" '
    function strip(d) { sub(/^ +/, "", d); sub(/[ :(].*$/, "", d); return d }
    FNR == NR { next }
    {
        installed[$1] = 1; deps[$1] = $5
        if ($2 == "yes" || $3 == "required") base[$1] = 1
        n = split($4, provided, ",")
        for (i = 1; i <= n; i++) { p = strip(provided[i]); if (p != "") providers[p] = providers[p] " " $1 }
    }
    END {
        while ((getline line < listed) > 0) if (line != "") queue[++tail] = line
        queue[++tail] = "git"
        for (b in base) queue[++tail] = b
        for (head = 1; head <= tail; head++) {
            p = queue[head]
            if (p in seen) continue
            seen[p] = 1
            if (!(p in installed)) { if (p in providers) { m = split(providers[p], ps, " "); for (j = 1; j <= m; j++) queue[++tail] = ps[j] } continue }
            print p
            n = split(deps[p], groups, ",")
            for (i = 1; i <= n; i++) {
                m = split(groups[i], alternatives, "|")
                for (j = 1; j <= m; j++) { a = strip(alternatives[j]); if (a != "") queue[++tail] = a }
            }
        }
    }' "$work/listed" "$work/installed" | sort -u >"$work/closure"
grep -qx cmake "$work/closure" || fail "the closure of install-deps.sh's packages lacks cmake"

# --- What the build and the tests use -----------------------------------------------------------
system_path() { [[ $1 == /usr/* || $1 == /bin/* || $1 == /sbin/* || $1 == /lib/* ]]; }
used=$work/used # lines: PATH<TAB>why
: >"$used"
note() { system_path "$1" && [ -e "$1" ] && printf '%s\t%s\n' "$1" "$2" >>"$used"; }

cache=$build/CMakeCache.txt
[ -f "$cache" ] || { echo "FAIL: no $cache"; exit 1; }
while IFS= read -r line; do
    name=${line%%:*} dir=${line#*=}
    config=$(ls "$dir"/*[Cc]onfig.cmake "$dir"/*-config.cmake 2>/dev/null | head -n 1)
    [ -n "$config" ] && note "$config" "the CMake package $name"
done < <(grep -E '^[A-Za-z0-9_]+_DIR:PATH=/' "$cache")
while IFS= read -r line; do
    file=${line#*=}
    [ -f "$file" ] && [ -x "$file" ] && note "$file" "the cache's ${line%%:*}"
done < <(grep -E '^[A-Za-z0-9_]+:FILEPATH=/' "$cache")
note "$(command -v cmake)" "the build"
note "$(command -v ctest)" "the tests"
grep -ohE '(/usr)?/(bin|sbin|lib|share|include)/[A-Za-z0-9_.+/@-]+' "$build/build.ninja" | sort -u |
    while IFS= read -r file; do [ -f "$file" ] && note "$file" "build.ninja"; done

# A fresh machine finds programs on the standard PATH only (not in a home folder's tool manager).
system_path_list=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
program() { # the program NAME as a fresh machine finds it, noted with WHY; missing ones fail
    local path
    if path=$(PATH=$system_path_list command -v "$1") && [[ $path == /* ]]; then
        note "$path" "$2"
        [[ $path == /usr/local/* ]] && fail "$1 ($2) is $path, which no Debian package installs"
    else
        fail "$1 ($2) is not on a fresh machine's PATH: no package of install-deps.sh provides it"
    fi
}

# Programs ctest starts, and the scripts it runs.
(cd "$build" && ctest --show-only=json-v1) | tr -d '\n' >"$work/tests.json" 2>/dev/null ||
    fail "ctest --show-only"
grep -oE '"command" *: *\[[^]]*\]' "$work/tests.json" | while IFS= read -r command; do
    first=1
    grep -oE '"[^"]+"' <<<"${command#*:}" | tr -d '"' | while IFS= read -r argument; do
        if [ $first = 1 ]; then
            first=0
            [[ $argument == "$build"/* ]] || program "$(basename "$argument")" "a ctest command"
        elif [[ $argument == "$source"/* && $argument == *.sh ]]; then
            echo "$argument" >>"$work/scripts"
        fi
    done
done
ls "$source"/scripts/{test,build,install-deps}.sh "$source"/.ci/run 2>/dev/null >>"$work/scripts"
find "$source/tests" -name '*.sh' >>"$work/scripts"

# The command words of a shell script: the first word of each pipeline stage, after keywords,
# assignments and the wrappers that run another program; not in comments, here-documents or the
# script's own functions.
commands_of() {
    awk '
        heredoc != "" { if ($0 ~ "^[ \t]*" heredoc "$") heredoc = ""; next }
        {
            line = $0
            if (match(line, /<<-?[ ]*[\047"]?[A-Za-z_]+/)) {
                tag = substr(line, RSTART, RLENGTH); gsub(/[<\-\047" ]/, "", tag); heredoc = tag
            }
            sub(/^[ \t]*#.*/, "", line); sub(/[ \t]#.*/, "", line)
            gsub(/\|\||&&|\$\(|`|;|\||\(|\{|[ \t]then[ \t]|[ \t]do[ \t]|[ \t]else[ \t]/, "\n", line)
            print line
        }' "$1" |
        while read -r -a words; do
            i=0
            while [ $i -lt ${#words[@]} ]; do
                w=${words[$i]}
                case $w in
                    if|elif|while|until|then|do|else|'!'|time|exec|command|env|sudo|nice|xargs|'}'|')') ;;
                    timeout) i=$((i + 1)) ;;
                    -n) [ $i -gt 0 ] && [[ ${words[$((i - 1))]} == nice ]] && i=$((i + 1)) ;;
                    [A-Za-z_]*=*) ;;
                    *) echo "$w"; break ;;
                esac
                i=$((i + 1))
            done
        done
}
sort -u "$work/scripts" | while IFS= read -r script; do
    functions=$(grep -oE '^[ ]*[A-Za-z_][A-Za-z0-9_]*\(\)' "$script" | tr -d ' ()')
    commands_of "$script" | sort -u | while IFS= read -r word; do
        [[ $word =~ ^[A-Za-z][A-Za-z0-9._+-]*$ ]] || continue
        grep -qxF -- "$word" <<<"$functions" && continue
        # builtins and keywords need no package; words that name nothing are not commands
        case $(type -t "$word") in builtin | keyword) continue ;; esac
        PATH=$system_path_list command -v "$word" >/dev/null || [ "$(type -t "$word")" = file ] ||
            continue
        program "$word" "${script#"$source"/}"
    done
done
# Programs the C++ tests start by name (QProcess::execute / start with a literal program).
grep -rhoE 'QProcess::execute\(\s*QStringLiteral\("[A-Za-z0-9._+-]+"\)|\.start\(\s*QStringLiteral\("[A-Za-z0-9._+-]+"\)' \
    "$source/tests" --include='*.cpp' --include='*.h' | grep -oE '"[^"]+"' | tr -d '"' | sort -u |
    while IFS= read -r word; do program "$word" "a C++ test"; done

# --- Each used file's package is in the closure -------------------------------------------------
# dpkg -S knows a file under the name its package ships it (/bin or /usr/bin, a link or its
# target): every variant is asked in one call.
sort -u -t$'\t' -k1,1 "$used" >"$work/used-unique"
while IFS=$'\t' read -r file why; do
    real=$(readlink -f "$file")
    for candidate in "$file" "$real" "${file#/usr}" "${real#/usr}" "/usr$file" "/usr$real"; do
        printf '%s\t%s\n' "$file" "$candidate"
    done
done <"$work/used-unique" >"$work/candidates"
cut -f2 "$work/candidates" | sort -u | xargs -d '\n' dpkg -S 2>/dev/null | grep -v '^diversion' |
    sed -E 's#^(.+): (/.*)$#\2\t\1#; s/:[a-z0-9]+(,|$)/\1/g' >"$work/owners"
checked=0
while IFS=$'\t' read -r file why; do
    checked=$((checked + 1))
    owner=$(awk -F'\t' -v f="$file" 'NR == FNR { owner[$1] = $2; next }
        $1 == f && ($2 in owner) { split(owner[$2], o, ", "); print o[1]; exit }' \
        "$work/owners" "$work/candidates")
    if [ -z "$owner" ]; then
        fail "$file ($why) belongs to no Debian package"
        continue
    fi
    grep -qxF -- "$owner" "$work/closure" ||
        fail "$file ($why) comes from $owner, which scripts/install-deps.sh does not install"
done <"$work/used-unique"
[ "$checked" -ge 20 ] || fail "only $checked files were found to check: the scan is broken"
echo "checked $checked files against $(wc -l <"$work/closure") packages"
exit $failed
