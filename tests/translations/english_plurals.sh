#!/usr/bin/env bash
# Every message counted with %n has its English singular and plural in resources/translations/gameboardxx_en.ts
# (without one, the editor shows the source text: "Every 1 second(s)"). lupdate reads the sources
# into a copy of the file as scripts/update-translations.sh does; any new, unfinished entry fails.
# Usage: english_plurals.sh SOURCE_DIR
set -uo pipefail
cd "$1" || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp resources/translations/gameboardxx_en.ts "$work/"
includes=()
for folder in core/include qt/*/include widgets/include app/*/include; do includes+=(-I "$folder"); done
/usr/lib/qt6/bin/lupdate -silent -pluralonly -locations none -no-obsolete "${includes[@]}" \
    app widgets qt -ts "$work/gameboardxx_en.ts" || exit 1
missing=$(python3 - "$work/gameboardxx_en.ts" <<'PY'
import sys, xml.etree.ElementTree as ET
for message in ET.parse(sys.argv[1]).iter('message'):
    forms = [f.text for f in message.iter('numerusform') if f.text]
    if message.find('translation').get('type') == 'unfinished' or len(forms) != 2:
        print(message.find('source').text)
PY
)
if [ -n "$missing" ]; then
    echo "FAIL: no English plural forms for (run scripts/update-translations.sh):"
    echo "$missing"
    exit 1
fi
