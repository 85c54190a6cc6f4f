#!/usr/bin/env bash
# Every message counted with %n has its English singular and plural in its part's
# resources/translations/PART_en.ts (without one, the program shows the source text: "Every 1
# second(s)"). lupdate reads each part's sources (scripts/translation-parts.sh) into a copy of its
# file as scripts/update-translations.sh does; any new, unfinished entry fails.
# Usage: english_plurals.sh SOURCE_DIR
set -uo pipefail
cd "$1" || exit 1
. scripts/translation-parts.sh || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
includes=()
for folder in core/include qt/*/include widgets/include app/*/include; do includes+=(-I "$folder"); done
missing=""
for part in "${parts[@]}"; do
    # As update-translations.sh: not the core's list, whose English is the core's own.
    english=()
    for source in ${part_sources[$part]}; do
        [ "$source" = resources/translations/core_texts.cpp ] || english+=("$source")
    done
    cp "resources/translations/${part}_en.ts" "$work/" || exit 1
    /usr/lib/qt6/bin/lupdate -silent -pluralonly -locations none -no-obsolete "${includes[@]}" \
        "${english[@]}" -ts "$work/${part}_en.ts" || exit 1
    found=$(python3 - "$work/${part}_en.ts" <<'PY'
import sys, xml.etree.ElementTree as ET
for message in ET.parse(sys.argv[1]).iter('message'):
    forms = [f.text for f in message.iter('numerusform') if f.text]
    if message.find('translation').get('type') == 'unfinished' or len(forms) != 2:
        print(message.find('source').text)
PY
)
    [ -z "$found" ] || missing+="$found"$'\n'
done
if [ -n "$missing" ]; then
    echo "FAIL: no English plural forms for (run scripts/update-translations.sh):"
    echo "$missing"
    exit 1
fi
