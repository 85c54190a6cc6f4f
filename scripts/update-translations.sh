#!/usr/bin/env bash
# Reads the sources again for translatable messages (lupdate) into resources/translations/*.ts:
# first the core's names and messages (resources/translations/core_texts.cpp, written by
# write_core_texts from the core's tables), then the Qt parts' tr() texts. gameboardxx_en.ts holds only the English plural
# forms of the Qt parts' %n messages, filled in from the source texts: "%n tile(s)" becomes
# "%n tile" and "%n tiles" ("(s) have" → "has", "(s) differ" → "differs" in the singular); the core's English singulars are
# its own. Run after changing messages; new entries are unfinished until translated.
# Usage: update-translations.sh [BUILD_DIR]   (default build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
cmake --build "$build" --target write_core_texts >/dev/null
"$build/resources/translations/write_core_texts" >resources/translations/core_texts.cpp
lupdate=/usr/lib/qt6/bin/lupdate
sources=(app widgets qt)
includes=()
for folder in core/include qt/*/include widgets/include app/*/include; do includes+=(-I "$folder"); done
for language in de es fr pt_BR; do
    "$lupdate" -silent -locations none -no-obsolete "${includes[@]}" "${sources[@]}" \
        resources/translations/core_texts.cpp -target-language "$language" \
        -ts "resources/translations/gameboardxx_$language.ts"
done
"$lupdate" -silent -pluralonly -locations none -no-obsolete "${includes[@]}" \
    "${sources[@]}" -ts resources/translations/gameboardxx_en.ts
python3 - resources/translations/gameboardxx_en.ts <<'PY'
import re, sys, xml.etree.ElementTree as ET
path = sys.argv[1]
tree = ET.parse(path)
for message in tree.iter('message'):
    if message.get('numerus') != 'yes':
        continue
    source = message.find('source').text
    one = re.sub(r'\(s\) have\b', ' has', source)
    one = re.sub(r'\(s\) (still )?differ\b', r' \1differs', one).replace('(s)', '')
    many = source.replace('(s)', 's')
    translation = message.find('translation')
    for child in list(translation):
        translation.remove(child)
    translation.attrib.pop('type', None)
    for form in (one, many):
        ET.SubElement(translation, 'numerusform').text = form
tree.write(path, encoding='utf-8', xml_declaration=True)
PY
