// Lines of tiles (issue 44 item 2, docs/movement.md "Lines") against the textbook: Red Blob Games'
// line drawing written here from the article's words (its rounding is JavaScript's Math.round),
// on every shape — square and hex, odd and even widths, wrapped either way — and lines of sight
// that stop at the first wall.

#include "core/plain_neighbours.h"
#include "gbxx/tile_line.h"
#include "support/test_suite.h"

#include <QTest>

#include <cmath>
#include <random>

namespace tst_tile_line {

using namespace gbxx;
using namespace gbxx::test;

namespace {

double jsRound(double v) {
    return std::floor(v + 0.5);
}

struct Cube {
    double q, r, s;
};

// The article's cube_round.
std::pair<int, int> cubeRoundOf(Cube c) {
    double q = jsRound(c.q), r = jsRound(c.r), s = jsRound(c.s);
    const double dq = std::abs(q - c.q), dr = std::abs(r - c.r), ds = std::abs(s - c.s);
    if (dq > dr && dq > ds)
        q = -r - s;
    else if (dr > ds)
        r = -q - s;
    return {int(q), int(r)};
}

int mod(int v, int n) {
    return ((v % n) + n) % n;
}

// The line on the plane from (x0, y0) to (x1, y1): the article's lerp of the nudged start.
template <typename OnPlane>
std::vector<std::pair<int, int>> textbookLine(bool hex, int x0, int y0, int x1, int y1,
                                              OnPlane onPlane) {
    std::vector<std::pair<int, int>> out;
    if (hex) {
        const Cube a{double(x0), double(y0 - (x0 - (x0 & 1)) / 2), 0};
        const Cube b{double(x1), double(y1 - (x1 - (x1 & 1)) / 2), 0};
        const Cube bn{b.q, b.r, -b.q - b.r};
        const int n = plainHexDistance(x0, y0, x1, y1);
        for (int i = 0; i <= n; ++i) {
            const double t = n ? double(i) / n : 0;
            std::pair<int, int> tile;
            // docs/movement.md: past an edge that is not joined, the other nudge.
            for (const double sign : {1.0, -1.0}) {
                const Cube an{a.q + sign * 1e-6, a.r + sign * 2e-6, -a.q - a.r - sign * 3e-6};
                const auto [q, r] = cubeRoundOf({an.q + (bn.q - an.q) * t,
                                                 an.r + (bn.r - an.r) * t,
                                                 an.s + (bn.s - an.s) * t});
                tile = {q, r + (q - (q & 1)) / 2};
                if (onPlane(tile.first, tile.second))
                    break;
            }
            out.push_back(tile);
        }
        return out;
    }
    const int n = std::max(std::abs(x1 - x0), std::abs(y1 - y0));
    for (int i = 0; i <= n; ++i) {
        const double t = n ? double(i) / n : 0;
        out.push_back({int(jsRound(x0 + 1e-6 + (x1 - x0 - 1e-6) * t)),
                       int(jsRound(y0 + 2e-6 + (y1 - y0 - 2e-6) * t))});
    }
    return out;
}

// The shorter way: the copy of the goal fewest steps away, then the nearest centre, then as is.
std::vector<TileIndex> expectedLine(const PlainShape& s, int x0, int y0, int x1, int y1) {
    const auto steps = [&](int x, int y) {
        return s.hex ? plainHexDistance(x0, y0, x, y) : std::max(std::abs(x - x0), std::abs(y - y0));
    };
    const auto length = [&](int x, int y) {
        const double dx = (x - x0) * (s.hex ? 0.8660254037844386 : 1.0);
        const double dy = (y - y0) + (s.hex ? 0.5 * ((x & 1) - (x0 & 1)) : 0.0);
        return dx * dx + dy * dy;
    };
    int bx = x1, by = y1;
    for (int sx : {0, -1, 1})
        for (int sy : {0, -1, 1}) {
            if ((sx && !s.widthJoined) || (sy && !s.lengthJoined))
                continue;
            const int x = x1 + sx * s.width, y = y1 + sy * s.length;
            if (steps(x, y) < steps(bx, by) ||
                (steps(x, y) == steps(bx, by) && length(x, y) < length(bx, by) - 1e-9)) {
                bx = x;
                by = y;
            }
        }
    std::vector<TileIndex> out;
    const auto onPlane = [&](int x, int y) {
        return (s.widthJoined || (x >= 0 && x < s.width)) &&
               (s.lengthJoined || (y >= 0 && y < s.length));
    };
    for (const auto& [x, y] : textbookLine(s.hex, x0, y0, bx, by, onPlane))
        out.push_back(TileIndex(mod(y, s.length) * s.width + mod(x, s.width)));
    return out;
}

Board shaped(int w, int l, bool hex, int wrap) {
    Board b(Variant::GB64, w, l);
    b.setHeader(*b.layout().headerField("hex"), hex);
    b.setHeader(*b.layout().headerField("wrap"), std::uint64_t(wrap));
    return b;
}

} // namespace

class TestTileLine : public QObject {
    Q_OBJECT

private slots:
    void aLineIsTheTextbooksOnEveryShape() {
        std::mt19937 rng(45);
        int lines = 0;
        for (const bool hex : {false, true})
            for (const int w : {7, 8, 1, 2})
                for (const int l : {6, 9, 1})
                    for (const int wrap : {0, 1, 2}) {
                        const Board b = shaped(w, l, hex, wrap);
                        const Geometry geometry(b);
                        const PlainShape shape = plainShapeOf(b);
                        for (int k = 0; k < 60; ++k) {
                            const auto a = TileIndex(rng() % b.tileCount());
                            const auto c = TileIndex(rng() % b.tileCount());
                            const auto got = lineOfTiles(geometry, a, c);
                            const auto want =
                                expectedLine(shape, int(a) % w, int(a) / w, int(c) % w, int(c) / w);
                            QCOMPARE(got, want);
                            QCOMPARE(got.front(), a);
                            QCOMPARE(got.back(), c);
                            QCOMPARE(int(got.size()) - 1,
                                     Geometry(b, Connectivity::EdgesAndCorners).distance(a, c));
                            // Each tile a step on from the one before (hex: a neighbour; square:
                            // one of the eight around).
                            for (std::size_t i = 1; i < got.size(); ++i) {
                                const auto near = plainNeighbours(shape, got[i - 1], true);
                                QVERIFY2(std::find(near.begin(), near.end(), got[i]) != near.end(),
                                         qPrintable(QStringLiteral("%1x%2 hex %3 wrap %4: %5 -> %6").arg(w).arg(l).arg(hex).arg(wrap).arg(a).arg(c)));
                            }
                            ++lines;
                        }
                    }
        QCOMPARE(lines, 2 * 4 * 3 * 3 * 60);
    }

    void theNudgeTakesOneSideOfAnEdge() {
        // Hex, along row 0: (0,0) → (3,0) runs between rows at the odd columns; the nudge keeps
        // it on row 0.
        const Geometry hex(shaped(8, 6, true, 0));
        QCOMPARE(lineOfTiles(hex, hex.indexOf(0, 0), hex.indexOf(3, 0)),
                 (std::vector<TileIndex>{hex.indexOf(0, 0), hex.indexOf(1, 0), hex.indexOf(2, 0),
                                         hex.indexOf(3, 0)}));
        // Square, a knight's move: (0,0) → (2,1) rounds the middle (1, 0.5) up to row 1.
        const Geometry square(shaped(5, 5, false, 0));
        QCOMPARE(lineOfTiles(square, 0, square.indexOf(2, 1)),
                 (std::vector<TileIndex>{0, square.indexOf(1, 1), square.indexOf(2, 1)}));
        QCOMPARE(lineOfTiles(square, 7, 7), std::vector<TileIndex>{7});
        QVERIFY(lineOfTiles(square, 0, 25).empty()); // off the 5x5 board
        QVERIFY(!sightLine(square, 25, 0, [](TileIndex) { return false; }).clear);
    }

    void aLineCrossesAJoinedSeamTheShorterWay() {
        // Width wraps on a square 9x3 board: (0,1) → (8,1) is one step across the seam.
        const Geometry square(shaped(9, 3, false, 1));
        QCOMPARE(lineOfTiles(square, square.indexOf(0, 1), square.indexOf(8, 1)),
                 (std::vector<TileIndex>{square.indexOf(0, 1), square.indexOf(8, 1)}));
        // An odd-width hex board's width seam is not joined (X3): the long way.
        const Geometry odd(shaped(9, 3, true, 1));
        QCOMPARE(lineOfTiles(odd, odd.indexOf(0, 1), odd.indexOf(8, 1)).size(), std::size_t{9});
        // Even width, joined: (0,1) → (7,1) over the seam is one step.
        const Geometry even(shaped(8, 3, true, 1));
        QCOMPARE(lineOfTiles(even, even.indexOf(0, 1), even.indexOf(7, 1)).size(), std::size_t{2});
    }

    void sightStopsAtTheFirstWall() {
        const Geometry square(shaped(6, 1, false, 0));
        const auto wallAt3 = [](TileIndex t) { return t == 3; };
        const Sight blocked = sightLine(square, 0, 5, wallAt3);
        QVERIFY(!blocked.clear);
        QCOMPARE(blocked.tiles, (std::vector<TileIndex>{0, 1, 2, 3})); // the wall is seen
        const Sight atTheWall = sightLine(square, 0, 3, wallAt3);
        QVERIFY(atTheWall.clear); // one sees the wall one looks at
        QCOMPARE(atTheWall.tiles.size(), std::size_t{4});
        const Sight fromTheWall = sightLine(square, 3, 5, wallAt3);
        QVERIFY(fromTheWall.clear); // the start never blocks
    }
};

GBXX_TEST_GUILESS_MAIN(TestTileLine);

} // namespace tst_tile_line
#include "tst_tile_line.moc"
