"""Values a board hands out: tiles, routes, loss reports, movement rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Tuple

from . import _native

Point = Tuple[int, int]

_BARRIER_RULES = {"ignore": 0, "block": 1, "cost": 2}


@dataclass(frozen=True)
class Tile:
    """The game's view of a tile (every field of the neutral tile, the same on every tile size).

    Flag fields are bit masks: zones bit 0-3 players 1-4, 4-6 teams A-C, 7 "all"; blacklists bit
    p-1 for player p. Barriers are the stored level 0..3.
    """

    x: int
    y: int
    height: int  # the number, or the highest level's 1-based index
    height_bits: int
    height_neutral: int
    link: int  # 0 none, 1..3 A..C
    boundary: int  # 0 not on the board, 1 out of bounds, 2 trap, 3 in bounds
    player_blacklist: int
    ffa_blacklist: int
    team_blacklist: int
    standard_team_blacklist: int
    home_zones: int
    end_zones: int
    safe_zones: int
    currency_barrier: int
    turn_barrier: int
    piece_sum_barrier: int
    custom: int
    anchor: Optional[Point]  # the link group's anchor when groups are active

    def home_of(self, player: int) -> bool:
        """Whether this is a home tile of player 1..4 (its flag or "all")."""
        return bool(self.home_zones & (1 << (player - 1)) or self.home_zones & 0x80)

    def end_of(self, player: int) -> bool:
        return bool(self.end_zones & (1 << (player - 1)) or self.end_zones & 0x80)

    @property
    def on_board(self) -> bool:
        return self.boundary != 0

    @staticmethod
    def _from_flat(flat: list) -> list:
        """Tiles from gbxx_tile structs read as one flat list of ints (21 a tile, every member
        32 bits), a list slice a tile rather than a ctypes object."""
        tiles = []
        for k in range(0, len(flat), 21):
            row = flat[k + 1:k + 19]
            anchor = (flat[k + 19], flat[k + 20]) if flat[k + 19] >= 0 else None
            tiles.append(Tile(*row, anchor))
        return tiles

    @staticmethod
    def _from(t: "_native.TileStruct") -> "Tile":
        return Tile(
            t.x, t.y, t.height, t.height_bits, t.height_neutral, t.link, t.boundary,
            t.player_blacklist, t.ffa_blacklist, t.team_blacklist, t.standard_team_blacklist,
            t.home_zones, t.end_zones, t.safe_zones, t.currency_barrier, t.turn_barrier,
            t.piece_sum_barrier, t.custom,
            (t.anchor_x, t.anchor_y) if t.anchor_x >= 0 else None,
        )


@dataclass(frozen=True)
class MoveRules:
    """How a piece moves (docs/movement.md M1-M3). Barriers: "ignore", "block" or "cost"."""

    player: int = 0
    ffa: bool = False
    team: int = 0
    diagonal: bool = False
    climb: int = 0
    descend: int = 0
    turn_barriers: str = "ignore"
    currency_barriers: str = "ignore"
    piece_barriers: str = "ignore"

    def _struct(self) -> "_native.MoveRulesStruct":
        def rule(name: str, value: str) -> int:
            if value not in _BARRIER_RULES:
                from .errors import ArgumentError

                raise ArgumentError(f"{name} is 'ignore', 'block' or 'cost', not {value!r}", "abi.barrierRule")
            return _BARRIER_RULES[value]

        s = _native.MoveRulesStruct()
        s.struct_size = _native.ctypes.sizeof(s)
        s.player, s.ffa, s.team, s.diagonal = self.player, int(self.ffa), self.team, int(self.diagonal)
        s.climb, s.descend = self.climb, self.descend
        s.turn_barriers = rule("turn_barriers", self.turn_barriers)
        s.currency_barriers = rule("currency_barriers", self.currency_barriers)
        s.piece_barriers = rule("piece_barriers", self.piece_barriers)
        return s


@dataclass(frozen=True)
class Route:
    """A cheapest way: its tiles from start to goal, its cost and the moves that cost a step."""

    tiles: Tuple[Point, ...]
    cost: int
    steps: int


@dataclass(frozen=True)
class LossReport:
    """What a conversion lost, as `gbxx convert` prints it ("KEY: N tiles" lines)."""

    lines: Tuple[str, ...] = field(default_factory=tuple)

    @property
    def lossless(self) -> bool:
        return not self.lines

    def __str__(self) -> str:
        return "\n".join(self.lines) if self.lines else "lossless"
