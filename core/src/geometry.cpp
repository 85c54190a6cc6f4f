#include "gbxx/geometry.h"

#include "gbxx/board.h"
#include "gbxx/hex_coordinates.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gbxx {
namespace {

int wrapped(int v, int n) {
    return ((v % n) + n) % n;
}

constexpr double kSqrt3 = 1.73205080756887729353;

} // namespace

GridShape gridShapeOf(const Board& board) {
    GridShape shape;
    shape.width = board.width();
    shape.length = board.length();
    shape.hex = board.header(keys::hex) != 0;
    // H4 `wrap`: 1 width, 2 length, 3 height (no effect on the 2-D grid). Older layouts have one
    // flag per direction (L1, L5).
    if (board.layout().headerField(keys::wrap)) {
        const auto wrap = board.header(keys::wrap);
        shape.wrapWidth = wrap == 1;
        shape.wrapLength = wrap == 2;
    } else {
        shape.wrapWidth = board.header(keys::wrapWidth) != 0;
        shape.wrapLength = board.header(keys::wrapLength) != 0;
    }
    return shape;
}

Geometry::Geometry(const GridShape& shape, Connectivity connectivity)
    : shape_(shape)
    , connectivity_(connectivity)
    , widthJoined_(shape.wrapWidth && (!shape.hex || shape.width % 2 == 0)) {
    shape_.width = std::max(1, shape_.width);
    shape_.length = std::max(1, shape_.length);
}

Geometry::Geometry(const Board& board, Connectivity connectivity)
    : Geometry(gridShapeOf(board), connectivity) {}

Geometry::Neighbours Geometry::neighbours(TileIndex tile) const {
    return neighbours(static_cast<int>(tile) % shape_.width, static_cast<int>(tile) / shape_.width);
}

Geometry::Neighbours Geometry::neighbours(int x, int y) const {
    struct Step {
        int dx;
        int dy;
    };
    // X2: the order the spec lists, by column parity.
    static constexpr Step kHexEven[] = {{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}};
    static constexpr Step kHexOdd[] = {{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    static constexpr Step kSquare[] = {{1, 0},  {0, -1},  {-1, 0}, {0, 1},
                                       {1, -1}, {-1, -1}, {-1, 1}, {1, 1}};
    std::span<const Step> steps;
    if (shape_.hex)
        steps = (x & 1) ? std::span<const Step>(kHexOdd) : std::span<const Step>(kHexEven);
    else
        steps = std::span<const Step>(kSquare).first(
            connectivity_ == Connectivity::EdgesAndCorners ? 8 : 4);

    Neighbours out;
    const int edgeSteps = shape_.hex ? 6 : 4;
    // Inside the border no step crosses a seam or leaves the grid, and none meets another.
    if (x > 0 && y > 0 && x < shape_.width - 1 && y < shape_.length - 1) {
        for (const Step& s : steps)
            out.tiles[static_cast<std::size_t>(out.count++)] = indexOf(x + s.dx, y + s.dy);
        out.edges = edgeSteps;
        return out;
    }
    const TileIndex self = indexOf(x, y);
    for (std::size_t k = 0; k < steps.size(); ++k) {
        if (k == static_cast<std::size_t>(edgeSteps))
            out.edges = out.count;
        const std::optional<TileIndex> at = wrappedIndex(x + steps[k].dx, y + steps[k].dy);
        if (!at)
            continue;
        const TileIndex n = *at;
        // On boards one or two tiles across, a seam can lead back to the tile or repeat one.
        if (n == self || std::find(out.begin(), out.end(), n) != out.end())
            continue;
        out.tiles[static_cast<std::size_t>(out.count++)] = n;
    }
    if (steps.size() <= static_cast<std::size_t>(edgeSteps))
        out.edges = out.count;
    return out;
}

std::optional<TileIndex> Geometry::wrappedIndex(int x, int y) const {
    if (x < 0 || x >= shape_.width) {
        if (!widthJoined_)
            return std::nullopt;
        x = wrapped(x, shape_.width);
    }
    if (y < 0 || y >= shape_.length) {
        if (!shape_.wrapLength)
            return std::nullopt;
        y = wrapped(y, shape_.length);
    }
    return indexOf(x, y);
}

int Geometry::distance(int x0, int y0, int x1, int y1) const {
    const int w = shape_.width;
    const int l = shape_.length;
    if (!shape_.hex) {
        int dx = std::abs(x1 - x0);
        int dy = std::abs(y1 - y0);
        if (widthJoined_)
            dx = std::min(dx, w - dx);
        if (shape_.wrapLength)
            dy = std::min(dy, l - dy);
        return connectivity_ == Connectivity::EdgesAndCorners ? std::max(dx, dy) : dx + dy;
    }
    // X3: the nearest of the target and its copies shifted across the joined seams. W is even
    // when the width seam is joined, so a shift by W keeps the column parity.
    int best = hexDistance(x0, y0, x1, y1);
    for (int sx = -1; sx <= 1; ++sx) {
        if (sx != 0 && !widthJoined_)
            continue;
        for (int sy = -1; sy <= 1; ++sy) {
            if (sy != 0 && !shape_.wrapLength)
                continue;
            best = std::min(best, hexDistance(x0, y0, x1 + sx * w, y1 + sy * l));
        }
    }
    return best;
}

int Geometry::distance(TileIndex a, TileIndex b) const {
    const int w = shape_.width;
    return distance(static_cast<int>(a) % w, static_cast<int>(a) / w, static_cast<int>(b) % w,
                    static_cast<int>(b) / w);
}

Point Geometry::centre(int x, int y) const {
    if (!shape_.hex)
        return {x + 0.5, y + 0.5};
    return {kHexRadius + kHexColumnStep * x, 0.5 + y + 0.5 * (x & 1)};
}

Point Geometry::extent() const {
    if (!shape_.hex)
        return {static_cast<double>(shape_.width), static_cast<double>(shape_.length)};
    const double w = 2 * kHexRadius + kHexColumnStep * (shape_.width - 1);
    const double l = shape_.length + (shape_.width > 1 ? 0.5 : 0.0);
    return {w, l};
}

std::optional<TileIndex> Geometry::acrossEdge(int x, int y, int edge) const {
    struct Step {
        int dx;
        int dy;
    };
    // Square corners run top-left, top-right, bottom-right, bottom-left: edges face up, right,
    // down, left. Flat-top hex corners run from 0° (right) in 60° steps with y down: edges face 30°
    // (lower right), 90° (down), 150°, 210°, 270° (up) and 330°; odd columns sit half a tile lower.
    static constexpr Step kSquare[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
    static constexpr Step kHexEven[] = {{1, 0}, {0, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static constexpr Step kHexOdd[] = {{1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, 0}};
    // Through a pointer: GCC 12 at -O0 mis-indexes a conditional of two array lvalues.
    const Step* hexSteps = (x & 1) ? kHexOdd : kHexEven;
    const Step s = shape_.hex ? hexSteps[edge % 6] : kSquare[edge & 3];
    const int nx = x + s.dx;
    const int ny = y + s.dy;
    if (nx < 0 || ny < 0 || nx >= shape_.width || ny >= shape_.length)
        return std::nullopt;
    return indexOf(nx, ny);
}

Box Geometry::tileBox(int x, int y) const {
    const Point c = centre(x, y);
    const double half = halfTileWidth();
    return {c.x - half, c.y - 0.5, 2 * half, 1.0};
}

Point Geometry::corner(int x, int y, int i) const {
    const Point c = centre(x, y);
    if (!shape_.hex) {
        static constexpr double kDx[] = {-0.5, 0.5, 0.5, -0.5};
        static constexpr double kDy[] = {-0.5, -0.5, 0.5, 0.5};
        return {c.x + kDx[i & 3], c.y + kDy[i & 3]};
    }
    // Flat-top: corners at 0°, 60°, … from the centre, y growing downwards on screen.
    static constexpr double kDx[] = {1.0, 0.5, -0.5, -1.0, -0.5, 0.5};
    static constexpr double kDy[] = {0.0, 0.5, 0.5, 0.0, -0.5, -0.5};
    const int k = i % 6;
    return {c.x + kDx[k] * kHexRadius, c.y + kDy[k] * kSqrt3 * kHexRadius};
}

std::optional<TileIndex> Geometry::tileAt(Point p) const {
    // Far outside (or not a number): no tile, and no out-of-range conversion to int below.
    const Point size = extent();
    if (!(p.x >= -1.0 && p.y >= -1.0 && p.x <= size.x + 1.0 && p.y <= size.y + 1.0))
        return std::nullopt;
    int x = 0;
    int y = 0;
    if (!shape_.hex) {
        x = static_cast<int>(std::floor(p.x));
        y = static_cast<int>(std::floor(p.y));
    } else {
        // Pixel → fractional axial (flat-top, size kHexRadius), then cube rounding (Red Blob).
        const double px = p.x - kHexRadius;
        const double py = p.y - 0.5;
        const double q = (2.0 / 3.0 * px) / kHexRadius;
        const double r = (-1.0 / 3.0 * px + kSqrt3 / 3.0 * py) / kHexRadius;
        const Offset at = offsetOf(cubeRound(q, r));
        x = at.x;
        y = at.y;
    }
    if (x < 0 || y < 0 || x >= shape_.width || y >= shape_.length)
        return std::nullopt;
    return indexOf(x, y);
}

} // namespace gbxx
