#include "gbxx/footprint.h"

#include "gbxx/hex_coordinates.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace gbxx {

std::vector<TileIndex> brushFootprint(const Geometry& geometry, int x, int y, int size,
                                      bool round) {
    size = std::clamp(size, 1, kMaxBrushSize);
    std::vector<TileIndex> tiles;
    const int before = (size - 1) / 2;
    const auto add = [&](int tx, int ty) {
        if (const auto at = geometry.wrappedIndex(tx, ty))
            tiles.push_back(*at);
    };
    // A brush wider than a wrapped board reaches some tiles twice: each is kept once.
    const auto unique = [&] {
        std::sort(tiles.begin(), tiles.end());
        tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
        return tiles;
    };
    if (round && geometry.hex()) {
        const int radius = size / 2;
        for (int dy = -radius - 1; dy <= radius + 1; ++dy)
            for (int dx = -radius; dx <= radius; ++dx) {
                const int tx = x + dx;
                const int ty = y + dy;
                // Hex distance on the unwrapped plane (X2), so a disc across a seam keeps its
                // shape.
                if (hexDistance(x, y, tx, ty) <= radius)
                    add(tx, ty);
            }
        return unique();
    }
    const double centre = before - (size - 1) / 2.0; // offset of the box centre from (x, y)
    const double reach = size / 2.0 - 0.25;
    for (int dy = -before; dy < size - before; ++dy)
        for (int dx = -before; dx < size - before; ++dx) {
            if (round) {
                const double ox = dx + centre;
                const double oy = dy + centre;
                if (ox * ox + oy * oy > reach * reach)
                    continue;
            }
            add(x + dx, y + dy);
        }
    return unique();
}

std::vector<TileIndex> brushCover(const Geometry& geometry, const std::vector<TileIndex>& centres,
                                  int size, bool round) {
    if (size <= 1)
        return centres;
    std::vector<TileIndex> tiles;
    const int w = geometry.width();
    for (TileIndex c : centres) {
        const auto covered =
            brushFootprint(geometry, static_cast<int>(c) % w, static_cast<int>(c) / w, size, round);
        tiles.insert(tiles.end(), covered.begin(), covered.end());
    }
    std::sort(tiles.begin(), tiles.end());
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    return tiles;
}

namespace {

// Square boards: sample the straight segment between the two centres finely enough that no tile is
// skipped, nudged a hair off exact edges and corners. The segment is drawn on the plane, the ends
// where the tile cursor took them (past a joined seam, whole boards away), and each tile it
// crosses is the board's tile there: across a joined seam the line goes on from the other side.
std::vector<TileIndex> squareLine(const Geometry& geometry, int x0, int y0, int x1, int y1) {
    const Point a = geometry.centre(x0, y0);
    const Point b = geometry.centre(x1, y1);
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    const int steps = std::max(1, static_cast<int>(std::ceil(length * 4)));
    std::vector<TileIndex> tiles;
    for (int i = 0; i <= steps; ++i) {
        const double t = static_cast<double>(i) / steps;
        const Point p{a.x + (b.x - a.x) * t + 1e-6, a.y + (b.y - a.y) * t + 2e-6};
        const auto at = geometry.wrappedIndex(static_cast<int>(std::floor(p.x)),
                                              static_cast<int>(std::floor(p.y)));
        if (at && (tiles.empty() || tiles.back() != *at))
            tiles.push_back(*at);
    }
    const std::optional<TileIndex> end = geometry.wrappedIndex(x1, y1);
    if (end && (tiles.empty() || tiles.back() != *end))
        tiles.push_back(*end);
    return tiles;
}

std::vector<TileIndex> hexLine(const Geometry& geometry, int x0, int y0, int x1, int y1) {
    const Axial a = axialOf(x0, y0);
    const Axial b = axialOf(x1, y1);
    const int n = hexDistance(x0, y0, x1, y1);
    // On the board, or past a joined seam (the cursor's place there): the tile on the other side.
    const auto onBoard = [&](Offset o) { return geometry.wrappedIndex(o.x, o.y).has_value(); };
    // Two nudges in opposite cube directions: where the segment runs exactly between two tiles they
    // round to one each, elsewhere to the same tile.
    constexpr double kEq = 1e-6;
    constexpr double kEr = -2e-6;
    std::vector<TileIndex> tiles;
    tiles.reserve(static_cast<std::size_t>(n) + 1);
    Offset previous{x0, y0};
    for (int i = 0; i <= n; ++i) {
        const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
        const double q = a.q + (b.q - a.q) * t;
        const double r = a.r + (b.r - a.r) * t;
        const Offset first = offsetOf(cubeRound(q + kEq, r + kEr));
        const Offset second = offsetOf(cubeRound(q - kEq, r - kEr));
        Offset chosen = first;
        if (!(first == second)) {
            const double row = y0 + (y1 - y0) * t;
            const auto worse = [&](Offset o) {
                // Off the board, not next to the previous tile, then further from the rows.
                return std::make_tuple(!onBoard(o),
                                       i > 0 && hexDistance(previous.x, previous.y, o.x, o.y) > 1,
                                       std::abs(o.y - row));
            };
            if (worse(second) < worse(first))
                chosen = second;
        }
        previous = chosen;
        if (const std::optional<TileIndex> tile = geometry.wrappedIndex(chosen.x, chosen.y))
            tiles.push_back(*tile);
    }
    return tiles;
}

} // namespace

std::vector<TileIndex> segmentTiles(const Geometry& geometry, Point a, Point b) {
    // A tenth of a tile between samples: a tile the segment crosses is sampled unless the segment
    // only grazes its corner, and then the tiles before and after it are neighbours anyway.
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    const int steps = std::max(1, static_cast<int>(std::ceil(length * 10)));
    std::vector<TileIndex> tiles;
    for (int i = 0; i <= steps; ++i) {
        const double t = static_cast<double>(i) / steps;
        const auto at = geometry.tileAt({a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t});
        if (at && (tiles.empty() || tiles.back() != *at))
            tiles.push_back(*at);
    }
    std::sort(tiles.begin(), tiles.end()); // each once (a segment may re-enter a tile)
    tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
    return tiles;
}

std::vector<TileIndex> lineTiles(const Geometry& geometry, int x0, int y0, int x1, int y1) {
    return geometry.hex() ? hexLine(geometry, x0, y0, x1, y1)
                          : squareLine(geometry, x0, y0, x1, y1);
}

std::vector<TileIndex> tilesInPolygon(const Geometry& geometry, const std::vector<Point>& points) {
    std::vector<TileIndex> tiles;
    if (points.size() < 3)
        return tiles;
    double top = points.front().y;
    double bottom = top;
    double left = points.front().x;
    double right = left;
    for (const Point& p : points) {
        top = std::min(top, p.y);
        bottom = std::max(bottom, p.y);
        left = std::min(left, p.x);
        right = std::max(right, p.x);
    }
    // Only the tiles around the polygon's bounding box are tested.
    for (int y = std::max(0, static_cast<int>(std::floor(top)) - 1);
         y < std::min(geometry.length(), static_cast<int>(std::ceil(bottom)) + 1); ++y)
        for (int x = 0; x < geometry.width(); ++x) {
            const Point c = geometry.centre(x, y);
            if (c.x < left || c.x > right || c.y < top || c.y > bottom)
                continue;
            bool inside = false;
            for (std::size_t i = 0, j = points.size() - 1; i < points.size(); j = i++) {
                const Point& a = points[i];
                const Point& b = points[j];
                if ((a.y > c.y) != (b.y > c.y) &&
                    c.x < (b.x - a.x) * (c.y - a.y) / (b.y - a.y) + a.x)
                    inside = !inside;
            }
            if (inside)
                tiles.push_back(geometry.indexOf(x, y));
        }
    return tiles;
}

namespace {

// The columns (or rows) from `a` to `b` of an axis `size` long, the lesser end first: wrapped
// round where the axis is joined (every one once when the span is as long as the axis), held
// inside it where it is not.
std::vector<int> spanBetween(int a, int b, int size, bool joined) {
    int first = std::min(a, b);
    int last = std::max(a, b);
    if (!joined) {
        first = std::clamp(first, 0, size - 1);
        last = std::clamp(last, 0, size - 1);
    } else if (last - first >= size) {
        last = first + size - 1;
    }
    std::vector<int> span;
    for (int v = first; v <= last; ++v)
        span.push_back(((v % size) + size) % size);
    return span;
}

} // namespace

std::vector<TileIndex> rectTiles(const Geometry& geometry, int x0, int y0, int x1, int y1,
                                 bool filled) {
    const std::vector<int> columns =
        spanBetween(x0, x1, geometry.width(), geometry.widthSeamJoined());
    const std::vector<int> rows =
        spanBetween(y0, y1, geometry.length(), geometry.lengthSeamJoined());
    std::vector<TileIndex> tiles;
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t c = 0; c < columns.size(); ++c)
            if (filled || c == 0 || c + 1 == columns.size() || r == 0 || r + 1 == rows.size())
                tiles.push_back(geometry.indexOf(columns[c], rows[r]));
    std::sort(tiles.begin(), tiles.end());
    return tiles;
}

} // namespace gbxx
