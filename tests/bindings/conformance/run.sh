#!/usr/bin/env bash
# Runs one binding's conformance transcript (README.md) over every test vector and compares it
# byte for byte with the C++ core's:  run.sh DATA_DIR WORK_DIR NAME REFERENCE -- COMMAND…
# COMMAND is given the list file as its last argument.
set -euo pipefail
data=$1 work=$2 name=$3 reference=$4
shift 4
[ "$1" = "--" ] && shift
mkdir -p "$work"
list="$work/boards.txt"
: > "$list.$$"
for set in vectors vectors-2023-09-10 vectors-draft; do
    layout=$(sed -n 's/^ *"layout": *"\([^"]*\)".*/\1/p' "$data/$set/MANIFEST.json" | head -1)
    for f in $(cd "$data/$set/boards" && ls | LC_ALL=C sort); do
        echo "${layout:-2023-09} $data/$set/boards/$f" >> "$list.$$"
    done
done
mv "$list.$$" "$list"
[ -s "$list" ] || { echo "no boards under $data"; exit 1; }

# The reference is made once per build and reused by every binding's test.
expected="$work/reference.txt"
if [ ! -s "$expected" ] || [ "$reference" -nt "$expected" ] || [ "$list" -nt "$expected" ]; then
    "$reference" "$list" > "$expected.$$"
    mv "$expected.$$" "$expected"
fi
got="$work/$name.txt"
"$@" "$list" > "$got"
if cmp -s "$expected" "$got"; then
    echo "$name: $(wc -l < "$got") lines over $(wc -l < "$list") boards, identical to the C++ core's"
    exit 0
fi
echo "$name differs from the C++ core (first differences; $expected vs $got):"
diff "$expected" "$got" | head -20
exit 1
