#pragma once
// Changing a board's shape without losing work: resizing with an anchor, and shifting the contents
// (optionally wrapping around), as the format's original designer tool did.

#include "gbxx/board.h"

namespace gbxx {

// A copy of `board` that is `width` × `length` (clamped to 1..255), with the old tile (x, y) at
// (x + offsetX, y + offsetY); tiles that fall outside are dropped, new tiles are empty (B4). Header
// and footer are kept.
Board resizedBoard(const Board& board, int width, int length, int offsetX, int offsetY);

// Where the old board goes inside a new size, for the nine anchors of a resize dialog:
// horizontal 0 left, 1 centre, 2 right; vertical 0 top, 1 middle, 2 bottom.
int anchorOffset(int oldSize, int newSize, int anchor);

// Moves every tile by (dx, dy). With `wrap`, tiles pushed off one edge come back at the other;
// without, they are dropped and the vacated tiles become empty. Returns what changed.
ChangeSet shiftTiles(Board& board, int dx, int dy, bool wrap);

} // namespace gbxx
