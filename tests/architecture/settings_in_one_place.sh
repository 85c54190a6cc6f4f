#!/usr/bin/env bash
# The programs read and write their settings only through AppSettings
# (widgets/include/widgets/settings/app_settings.h), where each key, its type and its default are written once: any
# other QSettings in the programs' code fails. Tests may still use QSettings to prepare or check the
# stored file. One other reader: `gbxx` reads the editor's saved registry address, in one named
# place (app/cli_full/src/editor_registry.cpp), the command line never linking the widgets. The
# libraries under qt/ read no settings: their callers pass what they chose.
# Usage: settings_in_one_place.sh SOURCE_DIR
set -uo pipefail
cd "$1" || exit 1
found=$(grep -rnw --include='*.cpp' --include='*.h' QSettings app widgets qt |
    grep -v '^widgets/\(src\|include/widgets\)/settings/app_settings\.' |
    grep -v '^app/cli_full/src/editor_registry\.cpp:')
if [ -n "$found" ]; then
    echo "FAIL: QSettings outside widgets/src/settings/app_settings.cpp (go through AppSettings):"
    echo "$found"
    exit 1
fi
echo "PASS: QSettings is used only by AppSettings"
