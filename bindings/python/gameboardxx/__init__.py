"""GameBoardXX boards for Python games: read, inspect, move over, convert, diff and patch.

    import gameboardxx as gbxx
    board = gbxx.fetch("ISLE1")            # or gbxx.load("isles.gb64")
    route = board.zone_path(1, gbxx.MoveRules(climb=2))
    print(route.cost, route.tiles)

Over the C ABI of the GameBoardXX core (docs/bindings.md); errors are GameBoardXXError
subclasses carrying the library's stable id.
"""

from ._native import ABI_VERSION, lib as _lib
from .board import Board, FetchInfo, Footer, Model, fetch, load, neutral_keys, new, read
from .live import LiveChange, LiveWatch, watch
from .errors import (
    ArgumentError,
    BadBoardError,
    BadPatchError,
    BoardFileError,
    GameBoardXXError,
    NotFoundError,
    RateLimitedError,
    RefusedError,
    UnavailableError,
)
from .tiles import LossReport, MoveRules, Route, Tile

__version__ = _lib.gbxx_version().decode()

__all__ = [
    "ABI_VERSION", "Board", "FetchInfo", "Footer", "Model", "fetch", "load", "read", "new", "neutral_keys",
    "LiveChange", "LiveWatch", "watch",
    "GameBoardXXError", "ArgumentError", "BadBoardError", "BadPatchError", "BoardFileError",
    "NotFoundError", "RefusedError", "UnavailableError", "RateLimitedError", "LossReport", "MoveRules", "Route", "Tile",
]
