#!/usr/bin/env bash
# Reads the sources again for translatable messages (lupdate) into resources/translations/*.ts,
# one set of files per part, so that each program embeds only the texts it can say
# (cmake/Translations.cmake):
#   gbxx-common_LANG.ts  the core's names and messages (resources/translations/core_texts.cpp,
#                        written by write_core_texts from the core's tables) and the Qt libraries'
#                        (qt/): every program that speaks a language says some of them;
#   gameboardxx_LANG.ts  the editor's own (widgets/, app/editor_app/);
#   gbxx-cli_LANG.ts     the command line's own (app/cli/, app/cli_full/).
# The *_en.ts files hold only the English plural forms of a part's %n messages, filled in from the
# source texts: "%n tile(s)" becomes "%n tile" and "%n tiles" ("(s) have" → "has", "(s) differ" →
# "differs" in the singular); the core's English singulars are its own. Run after changing
# messages; new entries are unfinished until translated.
# Usage: update-translations.sh [BUILD_DIR]   (default build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
cmake --build "$build" --target write_core_texts >/dev/null
"$build/resources/translations/write_core_texts" >resources/translations/core_texts.cpp
# shellcheck source=scripts/translation-parts.sh
. scripts/translation-parts.sh
lupdate=/usr/lib/qt6/bin/lupdate
includes=()
for folder in core/include qt/*/include widgets/include app/*/include; do includes+=(-I "$folder"); done
for part in "${parts[@]}"; do
    read -ra sources <<<"${part_sources[$part]}"
    for language in de es fr pt_BR; do
        "$lupdate" -silent -locations none -no-obsolete "${includes[@]}" "${sources[@]}" \
            -target-language "$language" -ts "resources/translations/${part}_$language.ts"
    done
    # Not the core's list: the core says its own English singulars and plurals.
    english=()
    for source in "${sources[@]}"; do
        [ "$source" = resources/translations/core_texts.cpp ] || english+=("$source")
    done
    "$lupdate" -silent -pluralonly -locations none -no-obsolete "${includes[@]}" \
        "${english[@]}" -ts "resources/translations/${part}_en.ts"
    python3 - "resources/translations/${part}_en.ts" <<'PY'
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
done
