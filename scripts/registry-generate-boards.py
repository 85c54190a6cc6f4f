#!/usr/bin/env python3
"""Fills a board registry's PostgreSQL database with generated boards, for the search benchmark.

    registry-generate-boards.py postgresql://USER@HOST:PORT/NAME [--count N] [--owner NAME] [--seed S]

Each board is small and valid (GB08 to GB64, 4..16 x 4..16 tiles of varied bytes), with a Latin-1
title and author made of words from the lists below (accented letters included), so that searches
for words, authors, sizes and flags all find something. The rows go into the schema that
gbxx-registry creates (server/src/store/schema.cpp): run the server on the database once first.

Codes are five characters starting with a vowel (A, E, I, O, U) followed by four characters of the
registry's alphabet. The registry's allocator only hands out codes without vowels, and a claim of a
code that is already held is refused, so generated codes can never collide with the server's. A
second run continues after the highest generated code.

Everything goes through psql's COPY in one transaction: a failure adds nothing.
"""

import argparse
import hashlib
import random
import subprocess
import sys
import time

ALPHABET = "0123456789BCDFGHJKLMNPQRSTVWXY"  # the registry's (core/include/gbxx/registry_code.h)
FIRSTS = "AEIOU"
CODES_PER_FIRST = 30**4
EDITOR_ID = b"GX"
HEADER_BYTES = 8
FOOTER_BYTES = 128
# (variant, bytes per tile, a tile in bounds at height 0; heights are bits 0-1 in all): the spec's
# tile layouts. GB32's in-bounds tiles without owners have `noZone` set, as the editor paints them.
VARIANTS = [(8, 1, 0x0C), (16, 2, 0x0300), (32, 4, 0x03010000), (64, 8, 3 << 48)]
VARIANT_WEIGHTS = [50, 30, 15, 5]

TITLE_WORDS = """
Arena Bastion Canyon Citadel Crossing Delta Dunes Eclipse Fjord Forêt Frontier Garden Glacier
Harbor Île Island Jungle Labyrinth Lagoon Marsh Mesa Moor Nexus Oasis Outpost Pass Plateau Quarry
Ravine Reef Ridge Ruins Savanna Spire Steppe Summit Tundra Valley Vortex Wasteland Zenith
Château Citadelle Rivière Montagne Brücke Straße Schloß Wüste Höhle Gärten Küste Flüsse
Señorío Cañón Montaña Peñón Niño Sueño Año Mañana Açores Coração Ærø Øresund Ålesund Smørrebrød
Crystal Iron Golden Silver Broken Frozen Hidden Silent Twin Northern Southern Eastern Western
Ancient Burning Shattered Sunken Emerald Crimson Azure Obsidian Velvet Thunder Shadow Storm
Déjà Vu Café Naïve Fiancée Coöp Über Größe Fußball Crème Brûlée Piñata Jalapeño
""".split()

FIRST_NAMES = """
Anna Ben Chloé Dmitri Élodie François Günther Hélène Inès Jürgen Karin Léa Marta Noël Oskar
Paulína Quentin Renée Søren Tomás Ulrike Valérie Wolfgang Xavière Yasmin Zoë Björn Agnès Iñigo
Mathéo Anaïs Zoé Jérôme Lukas Márton Ørjan Åsa Joël Begoña Núria Raphaël Maëlle
""".split()
SURNAMES = """
Müller Schröder Weiß Groß Fernández Núñez García Peña Dubois Lefèvre Gauthier Bérénice Østergaard
Sørensen Ångström Jönsson Kühn Böhm Straßer Martín Ibáñez Álvarez Côté Mercier Hämäläinen Nyström
Smith Jones Taylor Brown Wilson Evans Thomas Roberts Dupont Moreau Rossi Bianchi Esposito Romano
""".split()
NOTES = ["", "", "", "first release", "balanced spawns", "fixed the river", "révision équilibrée"]


def code_of(n):
    """The n-th generated code: a vowel, then n's last four base-30 digits in the alphabet.
    Codes sort in the order of n, so the highest one in the database says where to continue."""
    if not 0 <= n < len(FIRSTS) * CODES_PER_FIRST:
        raise ValueError(f"no generated code number {n}")
    first, rest = divmod(n, CODES_PER_FIRST)
    digits = []
    for _ in range(4):
        rest, d = divmod(rest, 30)
        digits.append(ALPHABET[d])
    return FIRSTS[first] + "".join(reversed(digits))


def number_of(code):
    n = FIRSTS.index(code[0])
    for c in code[1:]:
        n = n * 30 + ALPHABET.index(c)
    return n


class Board:
    """One generated board: its file bytes and the facts the registry keeps about it."""

    def __init__(self, n, seed, code):
        rng = random.Random(n * 1_000_003 + seed)
        self.code = code
        self.variant, tile_bytes, in_bounds = rng.choices(VARIANTS, VARIANT_WEIGHTS)[0]
        self.width = rng.randint(4, 16)
        self.length = rng.randint(4, 16)
        self.hex = int(rng.random() < 0.25)
        self.wrap = rng.choice([0, 0, 0, 1, 2])
        self.version = rng.randint(0, 12)
        words = rng.sample(TITLE_WORDS, rng.randint(1, 4))
        self.title = " ".join(words)[:60]
        self.author = f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}"[:59]
        self.note = rng.choice(NOTES)
        self.downloads = int(rng.paretovariate(1.2)) - 1
        modifiers = (self.hex << 3) | (self.wrap << 4) | rng.choice([0, 1, 2, 4])
        header = b"GB%02d" % self.variant + bytes([self.width, self.length, modifiers, 0])
        # Every tile is in bounds with a height of 0-3. The first 11 tiles' heights spell n (22
        # bits, above the 4,050,000 codes), so that no two generated boards are duplicates; the
        # others vary.
        count = self.width * self.length
        heights = hashlib.shake_128(b"%d/%d" % (seed, n)).digest(count)
        tiles = bytearray()
        for i in range(count):
            height = (n >> (2 * i)) & 3 if i < 11 else heights[i] & 3
            tiles += (in_bounds | height).to_bytes(tile_bytes, "little")
        footer = bytearray(FOOTER_BYTES)
        footer[0] = self.version
        footer[1:3] = EDITOR_ID
        footer[3:8] = code.encode("ascii").ljust(5, b"\0")
        title = self.title.encode("latin-1")
        author = self.author.encode("latin-1")
        footer[8 : 8 + len(title)] = title
        footer[69 : 69 + len(author)] = author
        self.bytes = header + bytes(tiles) + bytes(footer)
        self.sha256 = hashlib.sha256(self.bytes).hexdigest()
        keyed = bytearray(self.bytes)
        keyed[-FOOTER_BYTES + 3 : -FOOTER_BYTES + 8] = bytes(5)
        self.content_key = hashlib.sha256(keyed).hexdigest()


def copy_text(value):
    """A value in COPY's text format."""
    return (
        str(value)
        .replace("\\", "\\\\")
        .replace("\t", "\\t")
        .replace("\n", "\\n")
        .replace("\r", "\\r")
    )


def board_row(board, published):
    """The generator's values of a board's row, by column, in COPY's text format."""
    values = {
        "code": board.code, "listed": 1, "downloads": board.downloads, "latest": 1,
        "created": published, "title": board.title, "author": board.author, "editor_id": "GX",
        "variant": board.variant, "width": board.width, "length": board.length, "hex": board.hex,
        "wrap": board.wrap, "version": board.version, "published": published,
        "search_text": f"{board.title}\n{board.author}\n{board.code}".lower(),
        "title_key": board.title.lower(), "author_key": board.author.lower(),
    }  # fmt: skip
    return {column: copy_text(value) for column, value in values.items()}


def revision_row(board, published):
    values = {
        "revision": 1, "sha256": board.sha256, "variant": board.variant,
        "content_key": board.content_key, "size": len(board.bytes), "version": board.version,
        "published": published, "note": board.note,
    }  # fmt: skip
    row = {column: copy_text(value) for column, value in values.items()}
    row["bytes"] = "\\\\x" + board.bytes.hex()  # bytea's hex form, its backslash escaped
    return row


# Filled by the database: the ids, and the owner's, from the account and the board.
DATABASE_COLUMNS = {"boards": {"id", "owner_id"}, "revisions": {"board_id", "account_id"}}


# The rows are UTF-8 whatever the caller's locale; psql is Debian's.
PSQL_ENV = {"PGCLIENTENCODING": "UTF8", "PATH": "/usr/bin:/bin"}


def psql(url, *args, stdin=None):
    result = subprocess.run(
        ["psql", "-X", "-q", "-tA", "-v", "ON_ERROR_STOP=1", "-d", url, *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=PSQL_ENV,
    )
    if result.returncode != 0:
        message = result.stderr.strip().splitlines()
        sys.exit(f"registry-generate-boards: psql: {message[0] if message else 'failed'}")
    return result.stdout.strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("url", help="postgresql://USER@HOST:PORT/NAME of the registry's database")
    parser.add_argument("--count", type=int, default=1_000_000, help="boards to add (1,000,000)")
    parser.add_argument("--owner", default="generator", help="the account owning them (generator)")
    parser.add_argument("--seed", type=int, default=1, help="varies the boards (1)")
    options = parser.parse_args()
    if options.count < 1:
        sys.exit("registry-generate-boards: --count must be at least 1")

    if psql(options.url, "-c", "SELECT to_regclass('boards') IS NOT NULL") != "t":
        sys.exit("registry-generate-boards: no registry schema in the database (start gbxx-registry on it once)")
    # The schema grows with the server: fill the columns it has that the generator knows, and
    # refuse one it requires that the generator does not know.
    columns = {"boards": [], "revisions": []}
    known = {"boards": board_row(Board(0, 0, "A0000"), 0),
             "revisions": revision_row(Board(0, 0, "A0000"), 0)}
    listing = psql(
        options.url,
        "-c",
        "SELECT table_name, column_name, is_nullable = 'NO' AND column_default IS NULL"
        " FROM information_schema.columns WHERE table_schema = current_schema()"
        " AND table_name IN ('boards', 'revisions') ORDER BY ordinal_position",
    )
    for line in listing.splitlines():
        table, column, required = line.split("|")
        if column in known[table]:
            columns[table].append(column)
        elif required == "t" and column not in DATABASE_COLUMNS[table]:
            sys.exit(f"registry-generate-boards: {table}.{column} is new to the generator")

    highest = psql(
        options.url,
        "-c",
        "SELECT max(code) FROM boards WHERE code ~ '^[AEIOU][0-9BCDFGHJKLMNPQRSTVWXY]{4}$'",
    )
    first = number_of(highest) + 1 if highest else 0
    room = len(FIRSTS) * CODES_PER_FIRST - first
    if options.count > room:
        sys.exit(f"registry-generate-boards: at most {room} more boards fit")

    started = time.monotonic()
    now_ms = int(time.time() * 1000)
    span_ms = 2 * 365 * 24 * 3600 * 1000  # published over the last two years, oldest first
    step_ms = max(1, span_ms // options.count)
    owner = options.owner.replace("'", "''")

    def rows(table):
        for i in range(options.count):
            n = first + i
            board = Board(n, options.seed, code_of(n))
            published = now_ms - (options.count - i) * step_ms
            if table == "boards":
                row = board_row(board, published)
                yield "\t".join(row[c] for c in columns[table]) + "\n"
            else:
                row = revision_row(board, published)
                yield "\t".join([board.code] + [row[c] for c in columns[table]]) + "\n"

    # One transaction; the rows go through temporary tables so that the database numbers the
    # boards (its sequence stays right for the servers) and the revisions find theirs by code.
    board_columns = ", ".join(columns["boards"])
    revision_columns = ", ".join(columns["revisions"])
    owner_id = f"(SELECT id FROM accounts WHERE name = '{owner}')"
    before = [
        "\\set ON_ERROR_STOP 1\n",
        "BEGIN;\n",
        "SET LOCAL work_mem = '256MB';\n",
        "SET LOCAL gin_pending_list_limit = '64MB';\n",
        f"INSERT INTO accounts (name, created) VALUES ('{owner}', {now_ms})"
        " ON CONFLICT (name) DO NOTHING;\n",
        f"CREATE TEMP TABLE generated_boards AS SELECT {board_columns} FROM boards WITH NO DATA;\n",
        "COPY generated_boards FROM STDIN;\n",
    ]
    between = [
        "\\.\n",
        f"INSERT INTO boards (owner_id, {board_columns})"
        f" SELECT {owner_id}, {board_columns} FROM generated_boards;\n",
        "CREATE TEMP TABLE generated_revisions AS"
        f" SELECT ''::text AS code, {revision_columns} FROM revisions WITH NO DATA;\n",
        "COPY generated_revisions FROM STDIN;\n",
    ]
    after = [
        "\\.\n",
        f"INSERT INTO revisions (board_id, account_id, {revision_columns})"
        f" SELECT b.id, b.owner_id, {', '.join('g.' + c for c in columns['revisions'])}"
        " FROM generated_revisions g JOIN boards b USING (code);\n",
        "COMMIT;\n",
        "ANALYZE boards;\n",
        "ANALYZE revisions;\n",
    ]
    process = subprocess.Popen(
        ["psql", "-X", "-q", "-d", options.url],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        env=PSQL_ENV,
    )
    try:
        out = process.stdin
        out.writelines(before)
        out.writelines(rows("boards"))
        out.writelines(between)
        out.writelines(rows("revisions"))
        out.writelines(after)
        out.close()
    except BrokenPipeError:
        pass
    errors = [line for line in process.stderr.read().splitlines() if line.strip()]
    if process.wait() != 0 or errors:
        sys.exit(f"registry-generate-boards: psql: {errors[0] if errors else 'failed'}")
    seconds = time.monotonic() - started
    print(f"added {options.count} boards ({code_of(first)} .. {code_of(first + options.count - 1)})"
          f" in {seconds:.1f} s")


if __name__ == "__main__":
    main()
