#!/usr/bin/env bash
# Reads the sources again for translatable messages (lupdate) into translations/*.ts, and fills in
# the English plural forms of gameboardxx_en.ts from the source texts: "%n tile(s)" becomes
# "%n tile" and "%n tiles" ("(s) have" → "has" in the singular). Run after changing messages.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=/usr/lib/qt6/bin/lupdate
sources=(app editor render io library scripting)
"$lupdate" -pluralonly -locations none -no-obsolete -I . -I core/include -I app "${sources[@]}" \
    -ts translations/gameboardxx_en.ts
python3 - translations/gameboardxx_en.ts <<'PY'
import re, sys, xml.etree.ElementTree as ET
path = sys.argv[1]
tree = ET.parse(path)
for message in tree.iter('message'):
    if message.get('numerus') != 'yes':
        continue
    source = message.find('source').text
    one = re.sub(r'\(s\) have\b', ' has', source).replace('(s)', '')
    many = source.replace('(s)', 's')
    translation = message.find('translation')
    for child in list(translation):
        translation.remove(child)
    translation.attrib.pop('type', None)
    for form in (one, many):
        ET.SubElement(translation, 'numerusform').text = form
tree.write(path, encoding='utf-8', xml_declaration=True)
PY
