#include "gbxx/tile_line.h"

#include "gbxx/hex_coordinates.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gbxx {
namespace {

int onRing(int v, int size) {
    return ((v % size) + size) % size;
}

// The steps of the line between (x0, y0) and (x1, y1) on the plane.
int lineSteps(bool hex, int x0, int y0, int x1, int y1) {
    return hex ? hexDistance(x0, y0, x1, y1) : std::max(std::abs(x1 - x0), std::abs(y1 - y0));
}

// The squared length of the segment between the two centres (drawing units, X2).
double squaredLength(bool hex, int x0, int y0, int x1, int y1) {
    const double dx = (x1 - x0) * (hex ? kHexColumnStep : 1.0);
    const double dy = (y1 - y0) + (hex ? 0.5 * ((x1 & 1) - (x0 & 1)) : 0.0);
    return dx * dx + dy * dy;
}

// The copy of (x1, y1) across the joined seams the line reaches the shorter way: the fewest
// steps, then the shortest segment, then the unshifted one.
Offset nearestCopy(const Geometry& geometry, int x0, int y0, int x1, int y1) {
    const bool hex = geometry.hex();
    Offset best{x1, y1};
    int bestSteps = lineSteps(hex, x0, y0, x1, y1);
    double bestLength = squaredLength(hex, x0, y0, x1, y1);
    for (int sx : {0, -1, 1}) {
        if (sx != 0 && !geometry.widthSeamJoined())
            continue;
        for (int sy : {0, -1, 1}) {
            if (sy != 0 && !geometry.lengthSeamJoined())
                continue;
            const Offset copy{x1 + sx * geometry.width(), y1 + sy * geometry.length()};
            const int steps = lineSteps(hex, x0, y0, copy.x, copy.y);
            const double length = squaredLength(hex, x0, y0, copy.x, copy.y);
            if (steps < bestSteps || (steps == bestSteps && length < bestLength - 1e-9)) {
                best = copy;
                bestSteps = steps;
                bestLength = length;
            }
        }
    }
    return best;
}

} // namespace

std::vector<TileIndex> lineOfTiles(const Geometry& geometry, TileIndex from, TileIndex to) {
    if (from >= geometry.tileCount() || to >= geometry.tileCount())
        return {};
    const int w = geometry.width();
    const int l = geometry.length();
    const int x0 = static_cast<int>(from) % w;
    const int y0 = static_cast<int>(from) / w;
    const Offset goal = nearestCopy(geometry, x0, y0, static_cast<int>(to) % w,
                                    static_cast<int>(to) / w);
    // A sample past an edge that is not joined (a line along the board's ragged hex edge, or
    // between two rows at its last one) takes the other side: the same sample nudged the other
    // way, which lies on the board.
    const auto onBoard = [&](Offset o) {
        const bool xIn = o.x >= 0 && o.x < w;
        const bool yIn = o.y >= 0 && o.y < l;
        return (xIn || geometry.widthSeamJoined()) && (yIn || geometry.lengthSeamJoined());
    };
    const auto index = [&](Offset o) { return geometry.indexOf(onRing(o.x, w), onRing(o.y, l)); };
    std::vector<TileIndex> tiles;
    if (geometry.hex()) {
        const Axial a = axialOf(x0, y0);
        const Axial b = axialOf(goal.x, goal.y);
        const int n = lineSteps(true, x0, y0, goal.x, goal.y);
        const auto sample = [&](double t, double sign) {
            const double aq = a.q + sign * 1e-6;
            const double ar = a.r + sign * 2e-6;
            const double as = a.s() - sign * 3e-6;
            return offsetOf(
                cubeRound(aq + (b.q - aq) * t, ar + (b.r - ar) * t, as + (b.s() - as) * t));
        };
        tiles.reserve(static_cast<std::size_t>(n) + 1);
        for (int i = 0; i <= n; ++i) {
            const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
            Offset o = sample(t, 1.0);
            if (!onBoard(o))
                o = sample(t, -1.0);
            tiles.push_back(index(o));
        }
    } else {
        // A square line never leaves the rectangle of its ends.
        const int n = lineSteps(false, x0, y0, goal.x, goal.y);
        const double ax = x0 + 1e-6;
        const double ay = y0 + 2e-6;
        tiles.reserve(static_cast<std::size_t>(n) + 1);
        for (int i = 0; i <= n; ++i) {
            const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
            tiles.push_back(index({static_cast<int>(std::round(ax + (goal.x - ax) * t)),
                                   static_cast<int>(std::round(ay + (goal.y - ay) * t))}));
        }
    }
    return tiles;
}

Sight sightLine(const Geometry& geometry, TileIndex from, TileIndex to,
                const std::function<bool(TileIndex)>& blocks) {
    Sight sight;
    sight.tiles = lineOfTiles(geometry, from, to);
    if (sight.tiles.empty())
        return sight; // off the board: nothing seen
    for (std::size_t k = 1; k + 1 < sight.tiles.size(); ++k)
        if (blocks(sight.tiles[k])) {
            sight.tiles.resize(k + 1);
            return sight;
        }
    sight.clear = true;
    return sight;
}

} // namespace gbxx
