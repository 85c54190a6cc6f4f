"""Errors from the library: one exception class per status, each with the stable id."""

from __future__ import annotations

from . import _native


class GameBoardXXError(Exception):
    """A failure the library reported: `id` is stable ("read.wrongSize", "abi.offBoard"; listed
    in docs/bindings.md), the message is English."""

    status = 0

    def __init__(self, message: str, id: str = "") -> None:
        super().__init__(message)
        self.id = id


class ArgumentError(GameBoardXXError, ValueError):
    """An unknown key, a tile off the board, a bad option."""

    status = 1


class BadBoardError(GameBoardXXError, ValueError):
    """Bytes that are not a GameBoardXX board."""

    status = 2


class BoardFileError(GameBoardXXError, OSError):
    """A file that cannot be read or written."""

    status = 3


class NotFoundError(GameBoardXXError, LookupError):
    """Nothing to give (no path); the query functions answer None instead."""

    status = 4


class BadPatchError(GameBoardXXError, ValueError):
    """A damaged patch, or one made for another board."""

    status = 5


class RefusedError(GameBoardXXError, ValueError):
    """A value the board cannot take, boards that cannot be compared."""

    status = 6


class UnavailableError(GameBoardXXError, ConnectionError):
    """The registry did not answer, or answered that it cannot now (5xx): try again later."""

    status = 9


class RateLimitedError(GameBoardXXError):
    """The registry asks to wait: `retry_after` seconds (None when it did not say)."""

    status = 10

    def __init__(self, message: str, id: str = "", retry_after=None) -> None:
        super().__init__(message, id)
        self.retry_after = retry_after


_BY_STATUS = {
    c.status: c
    for c in (ArgumentError, BadBoardError, BoardFileError, NotFoundError, BadPatchError, RefusedError,
              UnavailableError, RateLimitedError)
}


def check(status: int) -> None:
    """Raises the last error when `status` is a failure."""
    if status == 0:
        return
    if status == 7:
        raise MemoryError(_native.lib.gbxx_last_error_message().decode())
    cls = _BY_STATUS.get(status, GameBoardXXError)
    message = _native.lib.gbxx_last_error_message().decode("utf-8", "replace")
    id = _native.lib.gbxx_last_error_id().decode("ascii", "replace")
    if cls is RateLimitedError:
        after = _native.lib.gbxx_last_error_retry_after()
        raise RateLimitedError(message, id, after if after >= 0 else None)
    raise cls(message, id)
