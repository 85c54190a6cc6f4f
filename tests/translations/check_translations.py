#!/usr/bin/env python3
"""Checks resources/translations/gameboardxx_LANG.ts files: every entry finished, every plural form of the
language present, the same placeholders (%1, %n) and HTML tags as the source, a mnemonic where the
source has one and an ellipsis where the source ends in one.

Usage: check_translations.py FILE.ts...   (prints one line per problem; exit 1 if any)
"""
import re
import sys
import xml.etree.ElementTree as ET

# Plural forms per language (Qt's numerus rules).
FORMS = {'de': 2, 'fr': 2, 'es': 2, 'pt_BR': 2, 'pt': 2, 'en': 2, 'en_US': 2}

PLACEHOLDER = re.compile(r'%(?:L?n|L?\d+)')
# Rich-text tags only: "<opened>" in a list is text, to be translated.
TAG = re.compile(r'</?(b|i|u|p|br|a|ul|ol|li|tt|code|pre|span|div|table|tr|td|th|h[1-6]|small|big|'
                 r'sub|sup|hr|img|qt|nobr)\b', re.IGNORECASE)


def mnemonic_count(text):
    return len(re.findall(r'&(?!&)(?![a-zA-Z]+;)', text.replace('&&', '')))


def check(path):
    problems = []
    root = ET.parse(path).getroot()
    language = root.get('language', '')
    forms_wanted = FORMS.get(language, FORMS.get(language.split('_')[0], 2))
    for context in root.iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            source = message.findtext('source') or ''
            translation = message.find('translation')
            where = f'{path}: [{name}] "{source[:60]}"'
            if translation is None or translation.get('type') in ('unfinished', 'obsolete',
                                                                  'vanished'):
                problems.append(f'{where}: unfinished')
                continue
            if message.get('numerus') == 'yes':
                texts = [f.text or '' for f in translation.iter('numerusform')]
                if len(texts) != forms_wanted or not all(texts):
                    problems.append(f'{where}: needs {forms_wanted} plural forms')
                    continue
            else:
                texts = [translation.text or '']
                if not texts[0]:
                    problems.append(f'{where}: empty')
                    continue
            for text in texts:
                if sorted(set(PLACEHOLDER.findall(source))) != sorted(set(PLACEHOLDER.findall(text))):
                    problems.append(f'{where}: placeholders differ in "{text[:60]}"')
                if sorted(TAG.findall(source)) != sorted(TAG.findall(text)):
                    problems.append(f'{where}: HTML tags differ in "{text[:60]}"')
                if mnemonic_count(source) != mnemonic_count(text):
                    problems.append(f'{where}: mnemonic (&) count differs in "{text[:60]}"')
                if source.endswith('…') != text.endswith('…'):
                    problems.append(f'{where}: the ellipsis differs in "{text[:60]}"')
    return problems


def main():
    problems = []
    for path in sys.argv[1:]:
        problems += check(path)
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
