#pragma once
// Link groups (G1) outlined on the board in their group's colour (the Link group layer's colour for
// its value), with a diamond on each anchor: how the view shows them while the header makes them
// active, and so how a picture as the view shows it draws them.

#include "gbxx/board.h"
#include "gbxx/geometry.h"
#include "gbxx/link_groups.h"

#include <QRect>

class QPainter;

namespace gbxx {

// Outlines the groups of `groups` (found on `board`) in the tiles of `range` ([x0, x1] × [y0, y1]
// inclusive); the painter maps tile units to `scale` pixels.
void drawLinkGroupOutlines(QPainter& painter, const Board& board, const Geometry& geometry,
                           const LinkGroups& groups, const QRect& range, double scale);

} // namespace gbxx
