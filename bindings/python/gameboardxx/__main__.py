"""python3 -m gameboardxx info FILE…: what a board is, as a game sees it."""

from __future__ import annotations

import argparse
import sys
from typing import List, Optional

from . import GameBoardXXError, MoveRules, load


def info(path: str) -> List[str]:
    board = load(path)
    shape = "hex" if board.hex else "square"
    wrap = [name for name, on in (("width", board.wrap_width), ("length", board.wrap_length)) if on]
    lines = [
        f"{path}: GB{board.tile_bits:02d}, {board.width}x{board.length} tiles, {shape}"
        + (f", wraps across its {' and '.join(wrap)}" if wrap else ""),
    ]
    for key in ("title", "author", "boardCode", "editorId", "version"):
        lines.append(f"  {key}: {board.footer[key]}")
    for key in board.header_keys:
        lines.append(f"  header {key}: {board.header(key)}")
    tiles = board.tiles()
    for player in range(1, 5):
        homes = sum(1 for t in tiles if t.home_of(player))
        ends = sum(1 for t in tiles if t.end_of(player))
        if not homes and not ends:
            continue
        route = board.zone_path(player, MoveRules())
        way = f"{route.steps} steps" if route else "no path"
        lines.append(f"  player {player}: {homes} home tiles, {ends} end tiles, home to end {way}")
    return lines


def one_line(text: str) -> str:
    """`text` for a terminal: control characters escaped, so a file name cannot move the cursor."""
    return "".join(c if c.isprintable() else "\\x%02x" % ord(c) if ord(c) < 0x100 else "\\u%04x" % ord(c)
                   for c in text)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m gameboardxx", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    shown = commands.add_parser("info", help="describe boards")
    shown.add_argument("files", nargs="+", metavar="FILE")
    args = parser.parse_args(argv)
    if sys.stdout is None:  # started with standard output closed
        print("error: standard output is closed", file=sys.stderr)
        return 1
    status = 0
    try:
        for path in args.files:
            try:
                print("\n".join(one_line(line) for line in info(path)))
            except GameBoardXXError as e:
                print(f"error: {one_line(str(e))}", file=sys.stderr)
                status = 1
        sys.stdout.flush()
    except OSError as e:  # a closed pipe, a full disk
        print(f"error: cannot write the output: {e.strerror or e}", file=sys.stderr)
        return 1
    return status


if __name__ == "__main__":
    sys.exit(main())
