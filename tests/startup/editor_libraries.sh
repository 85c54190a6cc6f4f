#!/usr/bin/env bash
# The editor's start loads only the libraries of what its first screen shows (issue 42, item 24;
# docs/performance.md): scripts run in gbxx-script-host, so Qt Qml (the JavaScript engine, ~15,000
# relocations at every start) is the helper's alone. The editor's own needed libraries are read from
# its dynamic section, the helper's too, so that this checks where the engine went.
# Usage: editor_libraries.sh GBXX-EDITOR GBXX-SCRIPT-HOST
set -euo pipefail
editor=$1
host=$2
needed() { readelf -dW "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }
status=0
for lib in libQt6Qml libQt6QmlModels libQt6Quick; do
    if needed "$editor" | grep -q "^$lib\.so"; then
        echo "gbxx-editor needs $lib at start"
        status=1
    fi
done
if ! needed "$host" | grep -q '^libQt6Qml\.so'; then
    echo "gbxx-script-host does not link Qt Qml: is this the helper?"
    status=1
fi
exit $status
