#!/usr/bin/env python3
"""Writes the sample boards shipped in resources/boards (run once; the .gb files are committed).

`ring-of-isles.gb64`: a 12×9 hexagonal GB64 board that uses every layer: boundary (a ring of
not-on-board tiles, out-of-bounds rocks, traps), height in value mode, two link groups, home, end and
safe zones for two players, blacklists, the three barriers and custom data.
"""
import struct

W, L = 12, 9
HEX, GROUPED, WRAP_NONE = 1 << 3, 1 << 2, 0


def tile(height=0, link=0, player_bl=0, ffa_bl=0, team_bl=0, home=0, end=0, safe=0,
         boundary=3, currency=0, turn=0, pieces=0, custom=0):
    b = [height | (link << 6), player_bl | (ffa_bl << 4), team_bl, home, end, safe,
         boundary | (currency << 2) | (turn << 4) | (pieces << 6), custom]
    return bytes(b)


def board():
    tiles = {}
    for y in range(L):
        for x in range(W):
            edge = x in (0, W - 1) or y in (0, L - 1)
            tiles[(x, y)] = dict(boundary=0) if edge else dict(height=(x + y) % 4 * 8)
    for pos in [(3, 3), (8, 5)]:
        tiles[pos] = dict(boundary=1)                      # rocks: out of bounds
    for pos in [(5, 2), (6, 6)]:
        tiles[pos] = dict(boundary=2, height=4)            # traps
    for pos in [(1, 1), (1, 2), (2, 1)]:
        tiles[pos].update(home=0b01, height=0)             # player 1 home
    for pos in [(10, 7), (10, 6), (9, 7)]:
        tiles[pos].update(home=0b10, height=0)             # player 2 home
    for pos in [(10, 1), (9, 1)]:
        tiles[pos].update(end=0b01)                        # player 1 goal
    for pos in [(1, 7), (2, 7)]:
        tiles[pos].update(end=0b10)                        # player 2 goal
    tiles[(6, 4)].update(safe=0x80, custom=7)              # a safe tile for everyone
    tiles[(4, 6)].update(player_bl=0b01, team_bl=0b10)     # player 1 may not enter
    tiles[(7, 2)].update(player_bl=0b10, ffa_bl=0b10)      # player 2 may not enter
    tiles[(5, 4)].update(currency=1)
    tiles[(7, 4)].update(turn=2)
    tiles[(6, 5)].update(pieces=3)
    for pos in [(3, 5), (4, 5)]:                           # group A: a two-tile bridge
        tiles[pos] = dict(link=1, height=16, custom=1)
    for pos in [(8, 2), (8, 3), (9, 3)]:                   # group B: a three-tile plateau
        tiles[pos] = dict(link=2, height=40, custom=2)
    body = b"".join(tile(**tiles[(x, y)]) for y in range(L) for x in range(W))
    footer = bytearray(128)
    footer[0] = 1
    footer[1:3] = b"GX"
    footer[3:8] = b"ISLE1"
    title = "Ring of Isles".encode("latin-1")
    footer[8:8 + len(title)] = title
    author = "GameBoardXX Editor sample".encode("latin-1")
    footer[69:69 + len(author)] = author
    header = b"GB64" + struct.pack("BBBB", W, L, HEX | GROUPED | WRAP_NONE, 0)
    return header + body + bytes(footer)


if __name__ == "__main__":
    with open("ring-of-isles.gb64", "wb") as f:
        f.write(board())
