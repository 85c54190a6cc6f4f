"""The C ABI (gbxx.h) as ctypes sees it: one declaration per function, nothing more.

Why ctypes over the C ABI rather than pybind11: the package then needs no compiler where it is
installed, it calls exactly the functions the C# and JavaScript bindings call (so the three cannot
drift apart), and one libgameboardxx serves every Python version.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from pathlib import Path

ABI_VERSION = 1
_SONAME = f"libgameboardxx.so.{ABI_VERSION}"


def _find_library() -> str:
    """GBXX_LIBRARY, else the copy installed with the package, else the system's."""
    given = os.environ.get("GBXX_LIBRARY")
    if given:
        return given
    bundled = Path(__file__).with_name(_SONAME)
    if bundled.exists():
        return str(bundled)
    return ctypes.util.find_library("gameboardxx") or _SONAME


class Point(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int32), ("y", ctypes.c_int32)]


class BoardInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("width", ctypes.c_int32),
        ("length", ctypes.c_int32),
        ("tile_bits", ctypes.c_int32),
        ("hex", ctypes.c_int32),
        ("wrap_width", ctypes.c_int32),
        ("wrap_length", ctypes.c_int32),
        ("grouped", ctypes.c_int32),
        ("height_levels", ctypes.c_int32),
        ("tile_count", ctypes.c_uint32),
        ("layout", ctypes.c_char_p),
    ]


class TileStruct(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("x", ctypes.c_int32),
        ("y", ctypes.c_int32),
        ("height", ctypes.c_int32),
        ("height_bits", ctypes.c_int32),
        ("height_neutral", ctypes.c_int32),
        ("link", ctypes.c_int32),
        ("boundary", ctypes.c_int32),
        ("player_blacklist", ctypes.c_uint32),
        ("ffa_blacklist", ctypes.c_uint32),
        ("team_blacklist", ctypes.c_uint32),
        ("standard_team_blacklist", ctypes.c_uint32),
        ("home_zones", ctypes.c_uint32),
        ("end_zones", ctypes.c_uint32),
        ("safe_zones", ctypes.c_uint32),
        ("currency_barrier", ctypes.c_int32),
        ("turn_barrier", ctypes.c_int32),
        ("piece_sum_barrier", ctypes.c_int32),
        ("custom", ctypes.c_int32),
        ("anchor_x", ctypes.c_int32),
        ("anchor_y", ctypes.c_int32),
    ]


class MoveRulesStruct(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("player", ctypes.c_int32),
        ("ffa", ctypes.c_int32),
        ("team", ctypes.c_int32),
        ("diagonal", ctypes.c_int32),
        ("climb", ctypes.c_int32),
        ("descend", ctypes.c_int32),
        ("turn_barriers", ctypes.c_int32),
        ("currency_barriers", ctypes.c_int32),
        ("piece_barriers", ctypes.c_int32),
    ]


class RouteStruct(ctypes.Structure):
    _fields_ = [
        ("tiles", ctypes.POINTER(Point)),
        ("count", ctypes.c_size_t),
        ("cost", ctypes.c_int32),
        ("steps", ctypes.c_int32),
    ]


class Reached(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int32), ("y", ctypes.c_int32), ("cost", ctypes.c_int32)]


class FetchOptions(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("registry", ctypes.c_char_p),
        ("cache_dir", ctypes.c_char_p),
        ("timeout_ms", ctypes.c_int32),
        ("attempts", ctypes.c_int32),
        ("backoff_ms", ctypes.c_int32),
        ("max_pause_ms", ctypes.c_int32),
        ("use_patches", ctypes.c_int32),
    ]


class FetchInfo(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_uint32),
        ("revision", ctypes.c_int32),
        ("from_cache", ctypes.c_int32),
        ("through_patch", ctypes.c_int32),
        ("tries", ctypes.c_int32),
        ("sha256", ctypes.c_char * 65),
    ]


_P = ctypes.POINTER
_board = ctypes.c_void_p
_model = ctypes.c_void_p
_text = ctypes.c_char_p
_out_text = _P(ctypes.c_void_p)  # a char* the library allocates: read, then gbxx_free
_out_bytes = _P(ctypes.c_void_p)
_i32 = ctypes.c_int32
_u64 = ctypes.c_uint64
_size = ctypes.c_size_t

_SIGNATURES = {
    "gbxx_abi_version": (ctypes.c_uint32, []),
    "gbxx_version": (ctypes.c_char_p, []),
    "gbxx_last_error_id": (ctypes.c_char_p, []),
    "gbxx_last_error_message": (ctypes.c_char_p, []),
    "gbxx_last_error_status": (ctypes.c_int, []),
    "gbxx_last_error_retry_after": (ctypes.c_int32, []),
    "gbxx_free": (None, [ctypes.c_void_p]),
    "gbxx_fetch_options_default": (FetchOptions, []),
    "gbxx_fetch": (ctypes.c_int, [_text, _P(FetchOptions), _P(_board), _P(FetchInfo)]),
    "gbxx_live_watch": (ctypes.c_int, [_text, _P(FetchOptions), _text, _P(ctypes.c_void_p)]),
    "gbxx_live_watch_holding": (ctypes.c_int, [_text, _P(FetchOptions), _text, _board, _i32, _P(ctypes.c_void_p)]),
    "gbxx_live_next": (ctypes.c_int, [ctypes.c_void_p, _i32, _P(_u64), _P(_P(ctypes.c_uint32)), _P(_size), _P(_i32)]),
    "gbxx_live_board": (_board, [ctypes.c_void_p]),
    "gbxx_live_free": (None, [ctypes.c_void_p]),
    "gbxx_board_read": (ctypes.c_int, [ctypes.c_char_p, _size, _text, _P(_board)]),
    "gbxx_board_load": (ctypes.c_int, [_text, _text, _P(_board)]),
    "gbxx_board_new": (ctypes.c_int, [_i32, _i32, _i32, _P(_board)]),
    "gbxx_board_copy": (ctypes.c_int, [_board, _P(_board)]),
    "gbxx_board_free": (None, [_board]),
    "gbxx_board_write": (ctypes.c_int, [_board, _out_bytes, _P(_size)]),
    "gbxx_board_save": (ctypes.c_int, [_board, _text]),
    "gbxx_board_get_info": (ctypes.c_int, [_board, _P(BoardInfo)]),
    "gbxx_board_field_keys": (ctypes.c_int, [_board, _out_text]),
    "gbxx_board_header_keys": (ctypes.c_int, [_board, _out_text]),
    "gbxx_footer_keys": (ctypes.c_int, [_out_text]),
    "gbxx_neutral_keys": (ctypes.c_int, [_out_text]),
    "gbxx_board_header": (ctypes.c_int, [_board, _text, _P(_u64)]),
    "gbxx_board_set_header": (ctypes.c_int, [_board, _text, _u64]),
    "gbxx_board_footer": (ctypes.c_int, [_board, _text, _out_text]),
    "gbxx_board_set_footer": (ctypes.c_int, [_board, _text, _text]),
    "gbxx_board_field": (ctypes.c_int, [_board, _i32, _i32, _text, _P(_u64)]),
    "gbxx_board_set_field": (ctypes.c_int, [_board, _i32, _i32, _text, _u64]),
    "gbxx_board_layer": (ctypes.c_int, [_board, _text, _P(_u64), _size]),
    "gbxx_board_tile": (ctypes.c_int, [_board, _i32, _i32, ctypes.c_int, _P(TileStruct)]),
    "gbxx_board_tiles": (ctypes.c_int, [_board, ctypes.c_int, _P(TileStruct), _size]),
    "gbxx_board_tile_value": (ctypes.c_int, [_board, _i32, _i32, _text, ctypes.c_int, _P(_u64)]),
    "gbxx_board_neighbours": (ctypes.c_int, [_board, _i32, _i32, _i32, _P(Point), _P(_size)]),
    "gbxx_board_distance": (ctypes.c_int, [_board, Point, Point, _i32, _P(_i32)]),
    "gbxx_board_line": (ctypes.c_int, [_board, Point, Point, _P(_P(Point)), _P(_size)]),
    "gbxx_model_new": (ctypes.c_int, [_board, _P(MoveRulesStruct), _P(_model)]),
    "gbxx_model_free": (None, [_model]),
    "gbxx_model_path": (ctypes.c_int, [_model, _P(Point), _size, _P(Point), _size, _P(RouteStruct)]),
    "gbxx_model_reach": (ctypes.c_int, [_model, _P(Point), _size, _i32, _P(_P(Reached)), _P(_size)]),
    "gbxx_model_zone": (ctypes.c_int, [_model, ctypes.c_int, _i32, _P(_P(Point)), _P(_size)]),
    "gbxx_model_enterable": (ctypes.c_int, [_model, _i32, _i32, _P(_i32)]),
    "gbxx_model_move_cost": (ctypes.c_int, [_model, Point, Point, _P(_i32)]),
    "gbxx_board_zone_path": (ctypes.c_int, [_board, _P(MoveRulesStruct), _i32, _P(RouteStruct)]),
    "gbxx_board_convert": (ctypes.c_int, [_board, _i32, _P(_board), _out_text]),
    "gbxx_board_diff": (ctypes.c_int, [_board, _board, _i32, _out_text]),
    "gbxx_patch_make": (ctypes.c_int, [_board, _board, _out_bytes, _P(_size)]),
    "gbxx_patch_apply": (ctypes.c_int, [_board, ctypes.c_char_p, _size, _P(_board)]),
}


def _load() -> ctypes.CDLL:
    path = _find_library()
    try:
        lib = ctypes.CDLL(path)
    except OSError as e:
        raise ImportError(
            f"cannot load the GameBoardXX library ({path}): {e}; install gameboardxx-dev, "
            "or set GBXX_LIBRARY to libgameboardxx.so.1"
        ) from None
    for name, (result, arguments) in _SIGNATURES.items():
        function = getattr(lib, name)
        function.restype = result
        function.argtypes = arguments
    if lib.gbxx_abi_version() < ABI_VERSION:
        raise ImportError(
            f"{path} has interface version {lib.gbxx_abi_version()}; this package needs "
            f"{ABI_VERSION} or later"
        )
    return lib


lib = _load()


def take_text(pointer: ctypes.c_void_p) -> str:
    """A char* the library handed out, as a str; freed."""
    try:
        return ctypes.string_at(pointer).decode("utf-8") if pointer else ""
    finally:
        lib.gbxx_free(pointer)


def take_bytes(pointer: ctypes.c_void_p, size: int) -> bytes:
    try:
        return ctypes.string_at(pointer, size) if size else b""
    finally:
        lib.gbxx_free(pointer)
