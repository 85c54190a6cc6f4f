"""The conformance transcript (tests/bindings/conformance/README.md) through the Python package."""

import sys

import gameboardxx as gbxx


def fnv1a(data: bytes) -> int:
    h = 14695981039346656037
    for b in data:
        h = ((h ^ b) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


def hex_text(text: str) -> str:
    return text.encode("utf-8").hex() or "-"


def points(tiles) -> str:
    return "".join(f" {x},{y}" for x, y in tiles)


def route_line(out, head, route):
    if route is None:
        out.append(f"{head} none")
    else:
        out.append(f"{head} {route.cost} {route.steps}{points(route.tiles)}")


def transcript(out, board, name):
    w, l = board.width, board.length
    out.append(f"board {name} {board.layout}")
    out.append(f"info {w} {l} {board.tile_bits} hex {int(board.hex)} wrap {int(board.wrap_width)} "
               f"{int(board.wrap_length)} grouped {int(board.grouped)} levels {int(board.height_levels)}")
    for key in board.header_keys:
        out.append(f"header {key} {board.header(key)}")
    for key in gbxx.Footer.keys():
        out.append(f"footer {key} {hex_text(board.footer[key])}")
    keys = board.field_keys
    out.append("fields " + " ".join(keys))
    layers = [board.layer(k) for k in keys]
    for i in range(board.tile_count):
        out.append(f"tile {i % w} {i // w} " + " ".join(str(layer[i]) for layer in layers))
    for t in board.tiles():
        ax, ay = t.anchor if t.anchor else (-1, -1)
        out.append(
            f"game {t.x} {t.y} {t.height} {t.height_bits} {t.height_neutral} {t.link} {t.boundary} "
            f"{t.player_blacklist} {t.ffa_blacklist} {t.team_blacklist} {t.standard_team_blacklist} "
            f"{t.home_zones} {t.end_zones} {t.safe_zones} {t.currency_barrier} {t.turn_barrier} "
            f"{t.piece_sum_barrier} {t.custom} {ax} {ay}")
    for bits in (8, 16, 32, 64):
        if bits == board.tile_bits:
            continue
        converted, report = board.convert(bits)
        data = converted.to_bytes()
        out.append(f"convert {bits} {len(data)} {fnv1a(data):016x}")
        out.extend(f"  {line}" for line in (report.lines or ("lossless",)))
    first, last = (0, 0), (w - 1, l - 1)
    for x, y in (first, last):
        out.append(f"neighbours {x} {y}{points(board.neighbours(x, y))}")
    out.append(f"distance {board.distance(first, last)}")
    out.append(f"line{points(board.line(first, last))}")
    for p in range(1, 5):
        route_line(out, f"zonepath {p}", board.zone_path(p, gbxx.MoveRules(climb=2)))
    route_line(out, "path", board.path(first, last))
    reached = board.reach(first, 3, gbxx.MoveRules(climb=1))
    out.append(f"reach {len(reached)}" + "".join(f" {x},{y},{c}" for x, y, c in reached))


def main() -> int:
    out = []
    with open(sys.argv[1], encoding="utf-8") as listing:
        for line in listing:
            layout, path = line.split()
            transcript(out, gbxx.load(path, layout), path.rsplit("/", 1)[-1])
    sys.stdout.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
