"""Watching a board's live session from a game (docs/live-protocol.md, docs/bindings.md):

    import gameboardxx as gbxx
    with gbxx.watch("ISLE1") as live:
        for change in live:                 # each operation the session applies
            redraw(live.board, change.tiles)

Over the C ABI's gbxx_live_* functions: the board is the core's replica of the session, checked
against the server's digest after every operation.
"""

import ctypes
from typing import Iterator, List, NamedTuple, Optional, Tuple

from . import _native
from ._native import lib
from .board import Board
from .errors import check


class LiveChange(NamedTuple):
    seq: int                      # the operation's place in the session's sequence
    tiles: List[Tuple[int, int]]  # (x, y) of the tiles whose value changed
    reshaped: bool                # the board was restructured: every tile may differ


class LiveWatch:
    """A read-only participant of a live session: `gameboardxx.watch(code)`."""

    def __init__(self, handle: ctypes.c_void_p) -> None:
        self._handle = handle
        self._board: Optional[Board] = None

    def __del__(self) -> None:
        self.close()

    def __enter__(self) -> "LiveWatch":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if getattr(self, "_handle", None):
            lib.gbxx_live_free(self._handle)
            self._handle = None

    @property
    def board(self) -> Board:
        """The session's board after the last change: a copy of the game's own, made once per
        change."""
        if self._board is None:
            out = ctypes.c_void_p()
            check(lib.gbxx_board_copy(lib.gbxx_live_board(self._handle), ctypes.byref(out)))
            self._board = Board(out)
        return self._board

    def next(self, timeout: float = 1.0) -> Optional[LiveChange]:
        """The next operation applied, waiting at most `timeout` seconds; None when none came.
        Call it at least every few seconds: a participant silent for 30 s is dropped."""
        seq = ctypes.c_uint64()
        tiles = ctypes.POINTER(ctypes.c_uint32)()
        count = ctypes.c_size_t()
        reshaped = ctypes.c_int32()
        check(lib.gbxx_live_next(self._handle, int(timeout * 1000), ctypes.byref(seq),
                                 ctypes.byref(tiles), ctypes.byref(count), ctypes.byref(reshaped)))
        if seq.value == 0:
            return None
        indices = [tiles[k] for k in range(count.value)]
        if tiles:
            lib.gbxx_free(ctypes.cast(tiles, ctypes.c_void_p))
        self._board = None
        width = self.board.width
        return LiveChange(seq.value, [(i % width, i // width) for i in indices], bool(reshaped.value))

    def __iter__(self) -> Iterator[LiveChange]:
        while True:
            change = self.next(1.0)
            if change is not None:
                yield change


def watch(code: str, *, registry: Optional[str] = None, token: Optional[str] = None,
          timeout: float = 20.0, attempts: int = 3, backoff: float = 1.0,
          holding: Optional[Board] = None) -> LiveWatch:
    """Joins board `code`'s live session read-only on a registry ($GBXX_REGISTRY when not given)
    and waits for its board. `holding`: a board `fetch` gave (its revision in `.fetched`): the
    session then sends only the patch from it when that is smaller than the board. Raises
    NotFoundError (no session), UnavailableError, RefusedError (not allowed to watch),
    BadBoardError, ArgumentError."""
    options = lib.gbxx_fetch_options_default()
    options.registry = registry.encode() if registry else None
    options.timeout_ms = int(timeout * 1000)
    options.attempts = attempts
    options.backoff_ms = int(backoff * 1000)
    handle = ctypes.c_void_p()
    if holding is not None and holding.fetched is not None:
        check(lib.gbxx_live_watch_holding(code.encode("utf-8"), ctypes.byref(options),
                                          token.encode() if token else None, holding._handle,
                                          holding.fetched.revision, ctypes.byref(handle)))
    else:
        check(lib.gbxx_live_watch(code.encode("utf-8"), ctypes.byref(options),
                                  token.encode() if token else None, ctypes.byref(handle)))
    return LiveWatch(handle)
