#!/usr/bin/env python3
"""Each program embeds the translations of its own texts and no others (issue 43, item 6;
cmake/Translations.cmake): the .qm files built for a program hold exactly the contexts of its parts'
.ts files, in every language, and a program that speaks no language (gbxx-registry) embeds no
translations resource at all.

Usage: program_translations.py LCONVERT TS_FOLDER SPEC...
  SPEC: BINARY=QM_FOLDER=PART,PART   a program, the folder of its .qm files, its parts
        BINARY==                     a program that embeds no translations
"""
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

LANGUAGES = ['en', 'de', 'es', 'fr', 'pt_BR']


def contexts_of_ts(text):
    # A part's English file holds only its plural forms: contexts without a message are not kept.
    root = ET.fromstring(text)
    return {c.findtext('name') for c in root.iter('context') if c.find('message') is not None}


def translations_resources(binary):
    # rcc names each resource's initialiser after it: qInitResources_<target>_translations.
    symbols = subprocess.run(['nm', binary], capture_output=True, text=True, check=True).stdout
    return sorted(set(re.findall(r'qInitResources_\w*translations\w*', symbols)))


def main():
    lconvert, ts_folder, specs = sys.argv[1], sys.argv[2], sys.argv[3:]
    problems = []
    for spec in specs:
        binary, qm_folder, parts = spec.split('=')
        resources = translations_resources(binary)
        if not parts:
            if resources:
                problems.append(f'{binary} embeds translations it never loads: {resources}')
            continue
        if not resources:
            problems.append(f'{binary} embeds no translations')
        for language in LANGUAGES:
            wanted = set()
            for part in parts.split(','):
                with open(f'{ts_folder}/{part}_{language}.ts', encoding='utf-8') as f:
                    wanted |= contexts_of_ts(f.read())
            qm = f'{qm_folder}/gameboardxx_{language}.qm'
            ts = subprocess.run([lconvert, '-i', qm, '-of', 'ts', '-o', '-'], capture_output=True,
                                text=True, check=True).stdout
            held = contexts_of_ts(ts)
            if held != wanted:
                problems.append(f'{qm}: extra {sorted(held - wanted)}, missing {sorted(wanted - held)}')
    for p in problems:
        print('FAIL:', p)
    if not problems:
        print(f'PASS: {len(specs)} programs embed only their own translations')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
