#pragma once
// Hex coordinates for flat-top odd-q boards (spec X2): offset (x = column, y = row, odd columns
// half a tile lower) ↔ axial/cube, distance on the unwrapped plane and cube rounding, after Red
// Blob Games' "Hexagonal Grids". Geometry, footprints, lines and transforms all build on these.

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gbxx {

// Axial coordinates; the cube's third coordinate is s = -q - r.
struct Axial {
    int q = 0;
    int r = 0;
    int s() const { return -q - r; }
    bool operator==(const Axial&) const = default;
};

constexpr Axial axialOf(int x, int y) {
    return {x, y - (x - (x & 1)) / 2};
}

struct Offset {
    int x = 0;
    int y = 0;
    bool operator==(const Offset&) const = default;
};

constexpr Offset offsetOf(Axial a) {
    return {a.q, a.r + (a.q - (a.q & 1)) / 2};
}

// Steps between two hexes on the plane, ignoring wrap seams.
inline int hexDistance(int x0, int y0, int x1, int y1) {
    const Axial a = axialOf(x0, y0);
    const Axial b = axialOf(x1, y1);
    const int dq = b.q - a.q;
    const int dr = b.r - a.r;
    return std::max({std::abs(dq), std::abs(dr), std::abs(dq + dr)});
}

// The hex containing fractional cube coordinates (q, r, s): round each, then re-derive the one
// that moved furthest so the three still sum to zero (Red Blob's cube_round). Lerped lines pass
// their own s; a point on the plane has s = -q - r.
inline Axial cubeRound(double q, double r, double s) {
    double rq = std::round(q);
    double rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q);
    const double dr = std::abs(rr - r);
    const double ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

inline Axial cubeRound(double q, double r) {
    return cubeRound(q, r, -q - r);
}

} // namespace gbxx
