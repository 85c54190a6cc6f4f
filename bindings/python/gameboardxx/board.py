"""A GameBoardXX board as a Python object, over the C ABI."""

from __future__ import annotations

import ctypes
import json
import os
from dataclasses import dataclass
from typing import Dict, Iterable, List, Optional, Sequence, Tuple, Union

from . import _native
from ._native import lib
from .errors import NotFoundError, check
from .tiles import LossReport, MoveRules, Point, Route, Tile

Points = Union[Point, Sequence[Point]]

_ZONES = {"home": 0, "end": 1, "safe": 2}


def _points(given: Points) -> Tuple["ctypes.Array[_native.Point]", int]:
    """A point or a list of points as the C array the ABI takes."""
    if len(given) == 2 and all(isinstance(v, int) for v in given):  # type: ignore[arg-type]
        given = [given]  # type: ignore[list-item]
    array = (_native.Point * max(1, len(given)))(*[_native.Point(x, y) for x, y in given])  # type: ignore[misc]
    return array, len(given)


def _ints(pointer, count: int) -> List[int]:
    """`count` 32-bit ints at `pointer`, copied in one piece: element by element through ctypes
    costs 25 times the search that made them."""
    return memoryview(ctypes.string_at(pointer, 4 * count)).cast("i").tolist()


def _take_points(pointer, count: int) -> List[Point]:
    try:
        if not count:
            return []
        flat = _ints(pointer, 2 * count)
        return list(zip(flat[0::2], flat[1::2]))
    finally:
        lib.gbxx_free(pointer)


def _take_route(status: int, route: _native.RouteStruct) -> Optional[Route]:
    if status == NotFoundError.status:
        return None
    check(status)
    return Route(tuple(_take_points(route.tiles, route.count)), route.cost, route.steps)


class Footer:
    """The footer's fields by name: `board.footer.title`, `board.footer["boardCode"]`. Texts are
    Latin-1 in the file (F2) and str here; `version` is a number."""

    _NAMES = {"title": "title", "author": "author", "editor_id": "editorId", "board_code": "boardCode"}

    def __init__(self, board: "Board") -> None:
        object.__setattr__(self, "_board", board)

    def __getitem__(self, key: str) -> str:
        text = ctypes.c_void_p()
        check(lib.gbxx_board_footer(self._board._handle, key.encode(), ctypes.byref(text)))
        return _native.take_text(text)

    def __setitem__(self, key: str, value: Union[str, int]) -> None:
        check(lib.gbxx_board_set_footer(self._board._handle, key.encode(), str(value).encode("utf-8")))

    def __getattr__(self, name: str) -> Union[str, int]:
        if name == "version":
            return int(self["version"])
        if name in Footer._NAMES:
            return self[Footer._NAMES[name]]
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Union[str, int]) -> None:
        if name == "version" or name in Footer._NAMES:
            self[Footer._NAMES.get(name, name)] = value
        else:
            raise AttributeError(f"the footer has no field {name!r}")

    @staticmethod
    def keys() -> List[str]:
        text = ctypes.c_void_p()
        check(lib.gbxx_footer_keys(ctypes.byref(text)))
        return _native.take_text(text).split()


class Model:
    """A board read once under movement rules, for many queries (it keeps no link to the board)."""

    def __init__(self, board: "Board", rules: MoveRules) -> None:
        self.rules = rules
        self._width = board.width
        handle = ctypes.c_void_p()
        check(lib.gbxx_model_new(board._handle, ctypes.byref(rules._struct()), ctypes.byref(handle)))
        self._handle = handle

    def __del__(self) -> None:
        if getattr(self, "_handle", None):
            lib.gbxx_model_free(self._handle)
            self._handle = None

    def path(self, start: Points, goal: Points) -> Optional[Route]:
        """A cheapest route from any start to any enterable goal tile; None when there is none."""
        a, na = _points(start)
        b, nb = _points(goal)
        route = _native.RouteStruct()
        return _take_route(lib.gbxx_model_path(self._handle, a, na, b, nb, ctypes.byref(route)), route)

    def reach(self, start: Points, budget: int) -> List[Tuple[int, int, int]]:
        """(x, y, cost) of every tile within `budget`, in body order."""
        a, na = _points(start)
        out = ctypes.POINTER(_native.Reached)()
        count = ctypes.c_size_t()
        check(lib.gbxx_model_reach(self._handle, a, na, budget, ctypes.byref(out), ctypes.byref(count)))
        try:
            n = count.value
            if not n:
                return []
            flat = _ints(out, 3 * n)
            return list(zip(flat[0::3], flat[1::3], flat[2::3]))
        finally:
            lib.gbxx_free(out)

    def zone(self, kind: str, player: int) -> List[Point]:
        """Player 1..4's "home", "end" or "safe" tiles."""
        if kind not in _ZONES:
            from .errors import ArgumentError

            raise ArgumentError(f"the zone kind is 'home', 'end' or 'safe', not {kind!r}", "abi.zoneKind")
        out = ctypes.POINTER(_native.Point)()
        count = ctypes.c_size_t()
        check(lib.gbxx_model_zone(self._handle, _ZONES[kind], player, ctypes.byref(out), ctypes.byref(count)))
        return _take_points(out, count.value)

    def enterable(self, x: int, y: int) -> bool:
        value = ctypes.c_int32()
        check(lib.gbxx_model_enterable(self._handle, x, y, ctypes.byref(value)))
        return bool(value.value)

    def move_cost(self, start: Point, goal: Point) -> int:
        """The cost of moving onto the neighbour `goal` from `start` (M3)."""
        value = ctypes.c_int32()
        check(lib.gbxx_model_move_cost(self._handle, _native.Point(*start), _native.Point(*goal), ctypes.byref(value)))
        return value.value


class Board:
    """A board: `gameboardxx.load(path)`, `read(bytes)`, `new(bits, width, length)`."""

    def __init__(self, handle: ctypes.c_void_p) -> None:
        self._handle = handle
        self._models: Dict[MoveRules, Model] = {}
        info = _native.BoardInfo()
        info.struct_size = ctypes.sizeof(info)
        check(lib.gbxx_board_get_info(handle, ctypes.byref(info)))
        self.width: int = info.width
        self.length: int = info.length
        self.tile_bits: int = info.tile_bits
        self.layout: str = info.layout.decode()
        self.tile_count: int = info.tile_count
        self._info = info
        self.fetched: Optional["FetchInfo"] = None  # set by fetch()

    def __del__(self) -> None:
        if getattr(self, "_handle", None):
            lib.gbxx_board_free(self._handle)
            self._handle = None

    def _changed(self) -> None:
        self._models.clear()
        check(lib.gbxx_board_get_info(self._handle, ctypes.byref(self._info)))

    # The header's shape (X1-X3, G1, H4), kept current after set_header.
    hex = property(lambda self: bool(self._info.hex))
    wrap_width = property(lambda self: bool(self._info.wrap_width))
    wrap_length = property(lambda self: bool(self._info.wrap_length))
    grouped = property(lambda self: bool(self._info.grouped))
    height_levels = property(lambda self: bool(self._info.height_levels))

    def __repr__(self) -> str:
        shape = "hex" if self.hex else "square"
        return f"<gameboardxx.Board GB{self.tile_bits:02d} {self.width}x{self.length} {shape} {self.footer.title!r}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self.to_bytes() == other.to_bytes()

    __hash__ = None  # type: ignore[assignment]

    # ---- bytes and files
    def to_bytes(self) -> bytes:
        data = ctypes.c_void_p()
        size = ctypes.c_size_t()
        check(lib.gbxx_board_write(self._handle, ctypes.byref(data), ctypes.byref(size)))
        return _native.take_bytes(data, size.value)

    def save(self, path: Union[str, os.PathLike]) -> None:
        """Writes the file safely (a temporary file synced and renamed over `path`)."""
        check(lib.gbxx_board_save(self._handle, os.fsencode(path)))

    def copy(self) -> "Board":
        out = ctypes.c_void_p()
        check(lib.gbxx_board_copy(self._handle, ctypes.byref(out)))
        return Board(out)

    # ---- header and footer
    @property
    def footer(self) -> Footer:
        return Footer(self)

    def _keys(self, function) -> List[str]:
        text = ctypes.c_void_p()
        check(function(self._handle, ctypes.byref(text)))
        return _native.take_text(text).split()

    @property
    def header_keys(self) -> List[str]:
        return self._keys(lib.gbxx_board_header_keys)

    @property
    def field_keys(self) -> List[str]:
        """The keys of this board's tile fields (its tile size and layout)."""
        return self._keys(lib.gbxx_board_field_keys)

    def header(self, key: str) -> int:
        value = ctypes.c_uint64()
        check(lib.gbxx_board_header(self._handle, key.encode(), ctypes.byref(value)))
        return value.value

    def set_header(self, key: str, value: int) -> None:
        check(lib.gbxx_board_set_header(self._handle, key.encode(), value))
        self._changed()

    # ---- tiles
    def field(self, x: int, y: int, key: str) -> int:
        """Tile field `key` as stored (the board's own keys: field_keys)."""
        value = ctypes.c_uint64()
        check(lib.gbxx_board_field(self._handle, x, y, key.encode(), ctypes.byref(value)))
        return value.value

    def set_field(self, x: int, y: int, key: str, value: int) -> None:
        check(lib.gbxx_board_set_field(self._handle, x, y, key.encode(), value))
        self._changed()

    def layer(self, key: str) -> List[int]:
        """Field `key` of every tile, row by row."""
        values = (ctypes.c_uint64 * self.tile_count)()
        check(lib.gbxx_board_layer(self._handle, key.encode(), values, self.tile_count))
        return list(values)

    def tile(self, x: int, y: int, raw: bool = False) -> Tile:
        """The game's view of tile (x, y): a link group's member reads as its anchor unless raw."""
        t = _native.TileStruct()
        t.struct_size = ctypes.sizeof(t)
        check(lib.gbxx_board_tile(self._handle, x, y, int(raw), ctypes.byref(t)))
        return Tile._from(t)

    def tiles(self, raw: bool = False) -> List[Tile]:
        """Every tile's game view, row by row."""
        array = (_native.TileStruct * self.tile_count)()
        array[0].struct_size = ctypes.sizeof(_native.TileStruct)
        check(lib.gbxx_board_tiles(self._handle, int(raw), array, self.tile_count))
        return Tile._from_flat(memoryview(array).cast("B").cast("i").tolist())

    def tile_value(self, x: int, y: int, key: str, raw: bool = False) -> int:
        """One field of the game's view by its neutral key ("homeZones", "turnBarrier", ...)."""
        value = ctypes.c_uint64()
        check(lib.gbxx_board_tile_value(self._handle, x, y, key.encode(), int(raw), ctypes.byref(value)))
        return value.value

    # ---- geometry
    def neighbours(self, x: int, y: int, diagonal: bool = False) -> List[Point]:
        out = (_native.Point * 8)()
        count = ctypes.c_size_t()
        check(lib.gbxx_board_neighbours(self._handle, x, y, int(diagonal), out, ctypes.byref(count)))
        return [(out[k].x, out[k].y) for k in range(count.value)]

    def distance(self, a: Point, b: Point, diagonal: bool = False) -> int:
        steps = ctypes.c_int32()
        check(lib.gbxx_board_distance(self._handle, _native.Point(*a), _native.Point(*b), int(diagonal), ctypes.byref(steps)))
        return steps.value

    def line(self, a: Point, b: Point) -> List[Point]:
        out = ctypes.POINTER(_native.Point)()
        count = ctypes.c_size_t()
        check(lib.gbxx_board_line(self._handle, _native.Point(*a), _native.Point(*b), ctypes.byref(out), ctypes.byref(count)))
        return _take_points(out, count.value)

    # ---- movement
    def model(self, rules: Optional[MoveRules] = None) -> Model:
        """The movement model under `rules`, made once and kept until the board changes."""
        rules = rules or MoveRules()
        if rules not in self._models:
            self._models[rules] = Model(self, rules)
        return self._models[rules]

    def path(self, start: Points, goal: Points, rules: Optional[MoveRules] = None) -> Optional[Route]:
        return self.model(rules).path(start, goal)

    def reach(self, start: Points, budget: int, rules: Optional[MoveRules] = None) -> List[Tuple[int, int, int]]:
        return self.model(rules).reach(start, budget)

    def zone(self, kind: str, player: int) -> List[Point]:
        return self.model().zone(kind, player)

    def zone_path(self, player: int, rules: Optional[MoveRules] = None) -> Optional[Route]:
        """Player 1..4's cheapest route from its home zone to its end zone, moving as itself."""
        route = _native.RouteStruct()
        r = (rules or MoveRules())._struct()
        return _take_route(lib.gbxx_board_zone_path(self._handle, ctypes.byref(r), player, ctypes.byref(route)), route)

    # ---- conversion, diff, patches
    def convert(self, tile_bits: int) -> Tuple["Board", LossReport]:
        out = ctypes.c_void_p()
        report = ctypes.c_void_p()
        check(lib.gbxx_board_convert(self._handle, tile_bits, ctypes.byref(out), ctypes.byref(report)))
        text = _native.take_text(report)
        lines = tuple(line for line in text.splitlines() if line != "lossless")
        return Board(out), LossReport(lines)

    def diff(self, other: "Board", tiles: bool = False) -> dict:
        """What differs from this board to `other`, as `gbxx diff --json`; {} when nothing does."""
        text = ctypes.c_void_p()
        check(lib.gbxx_board_diff(self._handle, other._handle, int(tiles), ctypes.byref(text)))
        answer = _native.take_text(text)
        return json.loads(answer) if answer else {}

    def make_patch(self, target: "Board") -> bytes:
        data = ctypes.c_void_p()
        size = ctypes.c_size_t()
        check(lib.gbxx_patch_make(self._handle, target._handle, ctypes.byref(data), ctypes.byref(size)))
        return _native.take_bytes(data, size.value)

    def apply_patch(self, patch: bytes) -> "Board":
        out = ctypes.c_void_p()
        check(lib.gbxx_patch_apply(self._handle, bytes(patch), len(patch), ctypes.byref(out)))
        return Board(out)


def read(data: bytes, layout: Optional[str] = None) -> Board:
    """A board from a file's bytes."""
    out = ctypes.c_void_p()
    check(lib.gbxx_board_read(bytes(data), len(data), layout.encode() if layout else None, ctypes.byref(out)))
    return Board(out)


def load(path: Union[str, os.PathLike], layout: Optional[str] = None) -> Board:
    """A board from a file."""
    out = ctypes.c_void_p()
    check(lib.gbxx_board_load(os.fsencode(path), layout.encode() if layout else None, ctypes.byref(out)))
    return Board(out)


def new(tile_bits: int, width: int, length: int) -> Board:
    """An empty board with a new board's footer."""
    out = ctypes.c_void_p()
    check(lib.gbxx_board_new(tile_bits, width, length, ctypes.byref(out)))
    return Board(out)


@dataclass(frozen=True)
class FetchInfo:
    """How a fetched board came: its revision, whether from the cache or through a patch."""

    revision: int
    sha256: str
    from_cache: bool
    through_patch: bool
    tries: int


def fetch(reference: str, *, registry: Optional[str] = None, cache: Union[str, os.PathLike, None] = None,
          timeout: float = 20.0, attempts: int = 3, backoff: float = 1.0, max_pause: float = 30.0,
          use_patches: bool = True) -> Board:
    """Board CODE (its latest revision) or CODE@REV from a registry ($GBXX_REGISTRY when not
    given), checked against the registry's SHA-256 before anything is cached. With a `cache`
    folder, a pinned revision is read from it without asking, and the latest is only sent again
    when it changed (If-None-Match), then through a patch when one can be had. `board.fetched`
    says how it came. Raises NotFoundError, UnavailableError, RateLimitedError (retry_after),
    BadBoardError, RefusedError, BoardFileError (the cache)."""
    options = lib.gbxx_fetch_options_default()
    options.registry = registry.encode() if registry else None
    options.cache_dir = os.fsencode(cache) if cache else None
    options.timeout_ms = int(timeout * 1000)
    options.attempts = attempts
    options.backoff_ms = int(backoff * 1000)
    options.max_pause_ms = int(max_pause * 1000)
    options.use_patches = int(use_patches)
    out = ctypes.c_void_p()
    info = _native.FetchInfo()
    info.struct_size = ctypes.sizeof(info)
    check(lib.gbxx_fetch(reference.encode("utf-8"), ctypes.byref(options), ctypes.byref(out), ctypes.byref(info)))
    board = Board(out)
    board.fetched = FetchInfo(info.revision, info.sha256.decode(), bool(info.from_cache),
                              bool(info.through_patch), info.tries)
    return board


def neutral_keys() -> List[str]:
    text = ctypes.c_void_p()
    check(lib.gbxx_neutral_keys(ctypes.byref(text)))
    return _native.take_text(text).split()
