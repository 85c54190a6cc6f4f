#pragma once
// Paints a large area on every core: the area is cut into horizontal bands, each band is painted
// into an image of its own on a thread of its own, and the images are then copied in place. A
// board with every field shown costs about a millisecond per thousand tiles on one core; the
// view of a 255×255 board at 100 % shows several thousand.

#include <QRect>

#include <functional>

class QPainter;

namespace gbxx {

// Calls `paint` once per band with the rectangle to paint and a painter whose coordinates are
// `target`'s (logical pixels, untransformed), then copies the bands into `target` over `area`.
// Each band is painted `margin` rows beyond its edges: a shape cut by the edge of what is painted
// is rasterised differently along the cut (Qt clips a line's end points), so every shape that
// reaches into a band must lie whole within its painted rows. `margin` is the tallest shape.
// Small areas, or a machine with one core, are painted directly into `target`. `paint` must only
// read what it draws: the calling thread waits while the bands are painted.
void paintInBands(QPainter& target, const QRect& area, int margin,
                  const std::function<void(QPainter&, const QRect&)>& paint);

} // namespace gbxx
