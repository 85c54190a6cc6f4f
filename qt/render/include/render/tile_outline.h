#pragma once
// A set of tiles (the selection, a floating piece) outlined along its outer edges, square or hex,
// in two colours so that it shows on any layer, and tinted when the tiles are large enough to see
// a tint. The edges are found once per set, row by row, so that a paint draws only the rows it
// reaches.

#include "gbxx/geometry.h"
#include "gbxx/selection.h"

#include <QColor>
#include <QLineF>
#include <QRect>
#include <QVector>

#include <vector>

class QPainter;

namespace gbxx {

class TileOutline {
public:
    // The outer edges of `tiles` in rows top..bottom, in the board's units.
    TileOutline(const Geometry& geometry, const Selection& tiles, int top, int bottom);

    // Draws the edges in the rows of `range` (tile columns × rows) and, with a valid `tint`, close
    // up, the tiles of `tiles` there; the painter maps tile units to `scale` pixels.
    void draw(QPainter& painter, const Geometry& geometry, const Selection& tiles,
              const QRect& range, double scale, const QColor& tint) const;

    // How many pixels an outline reaches past the tiles' edges at `scale` (its pen, its shadow,
    // smoothing): what to repaint around them.
    static int reach(double scale);

private:
    int top_ = 0;
    std::vector<int> rowStart_; // where each row's edges start in `lines_`, and the end
    QVector<QLineF> lines_;
};

} // namespace gbxx
