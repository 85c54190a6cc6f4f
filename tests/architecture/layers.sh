#!/usr/bin/env bash
# The layers (docs/architecture.md): each folder of code includes only its own headers and those of
# the layers below it, and each library shows the compiler only its own include/ folder. A lower
# layer that includes a higher one, or a library that exposes a folder above its own, fails here.
# Usage: layers.sh SOURCE_DIR
set -uo pipefail
cd "$1" || exit 1

# folder: the include roots ("NAME/..." in #include "NAME/x.h") its code may name.
declare -A allowed=(
    [core]="gbxx"
    [fetch]="gbxx registry_fetch"
    [bindings/c]="gbxx registry_fetch"
    [bindings/wasm]=""
    [qt/text]="gbxx text"
    [qt/io]="gbxx text io"
    [qt/render]="gbxx text render"
    [qt/library]="gbxx text io library"
    [qt/scripting]="gbxx text io scripting"
    [qt/registry_client]="gbxx text io registry_client"
    [qt/live_client]="gbxx text io live_client"
    [widgets]="gbxx text io render library scripting registry_client live_client widgets"
    [app/cli]="gbxx text io cli"
    [app/cli_full]="gbxx text io render library scripting registry_client live_client cli cli_full"
    [server]="gbxx text io render server"
    [app/registry]="gbxx text io render server"
    [app/editor_app]="gbxx text io render library scripting registry_client live_client widgets editor_app"
    [resources/translations]="gbxx"
    [resources/icons]=""
)

failures=0
checked=0
for folder in "${!allowed[@]}"; do
    [ -d "$folder" ] || { echo "FAIL: $folder is in the table but not in the tree"; failures=$((failures + 1)); continue; }
    while IFS= read -r hit; do
        file=${hit%%:*}
        rest=${hit#*:}
        line=${rest%%:*}
        root=$(sed -E 's/.*#include "([^"/]+)\/.*/\1/' <<<"$rest")
        checked=$((checked + 1))
        if ! [[ " ${allowed[$folder]} " == *" $root "* ]]; then
            echo "FAIL: $file:$line includes $root/ (a $folder file may include: ${allowed[$folder]})"
            failures=$((failures + 1))
        fi
    done < <(grep -rn --include='*.cpp' --include='*.h' -E '^\s*#\s*include\s+"[^"/]+/' "$folder")
done

# Every folder of code is in the table: a new library has to say where it stands.
while IFS= read -r file; do
    covered=0
    for folder in "${!allowed[@]}"; do
        [[ $file == "$folder"/* ]] && covered=1 && break
    done
    if [ "$covered" = 0 ]; then
        echo "FAIL: $file is in no layer of the table"
        failures=$((failures + 1))
    fi
done < <(find . -type d \( -name 'build*' -o -name .git -o -path ./tests \) -prune -o \
    -type f \( -name '*.cpp' -o -name '*.h' \) -print | sed 's|^\./||')

# A library shows only its own include/ folder: never the repository or a folder above its own.
while IFS= read -r hit; do
    if ! [[ $hit =~ \$\{CMAKE_CURRENT_SOURCE_DIR\}(/[a-z_]+)?/include\)$ ]]; then
        echo "FAIL: $hit (a library exposes its own include/ folder only)"
        failures=$((failures + 1))
    fi
done < <(grep -rn --include=CMakeLists.txt 'target_include_directories(' qt widgets app server)

if [ "$failures" -gt 0 ]; then
    echo "$failures violation(s) of the layers"
    exit 1
fi
echo "PASS: $checked includes in ${#allowed[@]} folders keep to their layers; each library shows only its include/"
