#!/usr/bin/env bash
# resources/translations/core_texts.cpp is what write_core_texts prints from the core's tables now: a name or
# message added to the core without running scripts/update-translations.sh would reach no
# translator. Usage: core_texts.sh WRITE_CORE_TEXTS CHECKED_IN_FILE
set -uo pipefail
if ! diff -u "$2" <("$1") >/tmp/core_texts.$$.diff; then
    echo "FAIL: resources/translations/core_texts.cpp is out of date (run scripts/update-translations.sh):"
    head -40 /tmp/core_texts.$$.diff
    rm -f /tmp/core_texts.$$.diff
    exit 1
fi
rm -f /tmp/core_texts.$$.diff
echo "core_texts.cpp is current"
