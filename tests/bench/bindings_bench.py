"""What crossing the C ABI costs a Python game (docs/performance.md "Bindings"): a 16,383-step
path on a 255x255 hex serpentine maze, found through gameboardxx's Model.path (the C ABI call
and the route made Python tuples) beside the bare C ABI call through ctypes (the core's search and
one array), in one run; and reading every tile's game view. Medians of N runs.
    GBXX_LIBRARY=build/bindings/c/libgameboardxx.so.1 PYTHONPATH=bindings/python \\
        python3 tests/bench/bindings_bench.py [N]"""

import ctypes
import statistics
import sys
import time

import gameboardxx as gbxx
from gameboardxx import _native


def maze(side=255):
    """Every other row open, joined at alternate ends: one corridor through the whole board."""
    board = gbxx.new(64, side, side)
    board.set_header("hex", 1)
    bits = (ctypes.c_uint64 * (side * side))()
    for y in range(side):
        for x in range(side):
            open_ = y % 2 == 0 or (y % 4 == 1 and x == side - 1) or (y % 4 == 3 and x == 0)
            board.set_field(x, y, "boundary", 3 if open_ else 1)
    return board


def median_ms(run, n):
    times = []
    for _ in range(n):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    board = maze()
    model = board.model()
    start, goal = (0, 0), (254, 254)
    route = model.path(start, goal)
    lib = _native.lib
    a = (_native.Point * 1)(_native.Point(*start))
    b = (_native.Point * 1)(_native.Point(*goal))

    def bare():
        r = _native.RouteStruct()
        lib.gbxx_model_path(model._handle, a, 1, b, 1, ctypes.byref(r))
        lib.gbxx_free(r.tiles)

    python = median_ms(lambda: model.path(start, goal), n)
    c = median_ms(bare, n)
    tiles = median_ms(board.tiles, n)
    print(f"path of {route.steps} steps: Python {python:.2f} ms, bare C ABI {c:.2f} ms, ratio {python / c:.2f}")
    print(f"every tile's game view ({board.tile_count} tiles): {tiles:.1f} ms")


if __name__ == "__main__":
    main()
