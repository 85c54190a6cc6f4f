// Lifted pieces flipped, turned, moved and landed — the path floating content takes in the editor
// (extractRegion → transformed → a move of the origin → planLanding) — checked against a reference
// computed independently on screen: every tile centre mapped by the same mirror or rotation about
// the middle of the lifted footprint, then the whole piece moved to the nearest lattice position
// (the higher, then the left one on a tie), wrapped across joined seams. Exhaustive over square and
// hex boards of widths 1-12 and lengths 1-9, unwrapped and wrapped either way, selections at the
// edges and across each seam, every transform and every pair of them, with moves of odd and even
// column counts before and after.

#include "gbxx/geometry.h"
#include "gbxx/hex_coordinates.h"
#include "gbxx/region.h"
#include "support/test_suite.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numbers>
#include <set>

namespace tst_region_transforms {

using namespace gbxx;

namespace {

enum class Wrap { None = 0, Width = 1, Length = 2 };

Board board(int w, int l, bool hex, Wrap wrap) {
    Board b(Variant::GB64, w, l);
    b.setHeader(*b.layout().headerField(keys::hex), hex ? 1 : 0);
    b.setHeader(*b.layout().headerField(keys::wrap), static_cast<std::uint64_t>(wrap));
    for (TileIndex t = 0; t < b.tileCount(); ++t)
        b.setTileRaw(t, 0x1000 + t); // every tile its own value
    return b;
}

struct Move {
    int dx = 0;
    int dy = 0;
};

// A 2×2 matrix acting on screen points (y down).
struct Linear {
    double xx = 1, xy = 0, yx = 0, yy = 1;
    Point operator()(Point p) const { return {xx * p.x + xy * p.y, yx * p.x + yy * p.y}; }
    Linear then(const Linear& o) const { // o after this
        return {o.xx * xx + o.xy * yx, o.xx * xy + o.xy * yy, o.yx * xx + o.yy * yx,
                o.yx * xy + o.yy * yy};
    }
};

Linear screenMap(RegionTransform t, bool hex) {
    const double angle = (hex ? 60.0 : 90.0) * std::numbers::pi / 180.0;
    const double c = std::cos(angle);
    const double s = std::sin(angle);
    switch (t) {
    case RegionTransform::FlipLeftRight:
        return {-1, 0, 0, 1};
    case RegionTransform::FlipTopBottom:
        return {1, 0, 0, -1};
    case RegionTransform::RotateClockwise: // clockwise on a y-down screen
        return {c, -s, s, c};
    case RegionTransform::RotateAnticlockwise:
        return {c, s, -s, c};
    }
    return {};
}

// The tile whose centre is `p` (exactly, up to rounding), on the unbounded plane.
std::pair<int, int> tileOfCentre(Point p, bool hex) {
    if (!hex)
        return {static_cast<int>(std::lround(p.x - 0.5)), static_cast<int>(std::lround(p.y - 0.5))};
    const int x = static_cast<int>(std::lround((p.x - kHexRadius) / kHexColumnStep));
    const int y = static_cast<int>(std::lround(p.y - 0.5 - 0.5 * (x & 1)));
    return {x, y};
}

Point centreOf(int x, int y, bool hex) {
    if (!hex)
        return {x + 0.5, y + 0.5};
    return {kHexRadius + kHexColumnStep * x, 0.5 + y + 0.5 * (x & 1)};
}

// The lattice point nearest `p` (the higher one on screen, then the left one, on a tie).
Point nearestCentre(Point p, bool hex) {
    const auto [x0, y0] = tileOfCentre(p, hex);
    Point best{};
    double bestDistance = 1e300;
    for (int x = x0 - 2; x <= x0 + 2; ++x)
        for (int y = y0 - 2; y <= y0 + 2; ++y) {
            const Point c = centreOf(x, y, hex);
            const double d = (c.x - p.x) * (c.x - p.x) + (c.y - p.y) * (c.y - p.y);
            const bool tie = std::abs(d - bestDistance) < 1e-9;
            if ((!tie && d < bestDistance) ||
                (tie && (c.y < best.y - 1e-9 || (std::abs(c.y - best.y) < 1e-9 && c.x < best.x)))) {
                best = c;
                bestDistance = d;
            }
        }
    return best;
}

// The selected tiles the short way round joined seams: the run of columns (rows) with the
// smallest extent, found by trying every cut.
std::vector<std::pair<int, int>> unwrapped(const Board& b, const Geometry& g,
                                           const std::vector<TileIndex>& tiles) {
    std::vector<std::pair<int, int>> at;
    for (TileIndex t : tiles)
        at.emplace_back(b.xOf(t), b.yOf(t));
    const auto shortest = [&](bool columns, int n) {
        int bestCut = 0;
        int bestSpan = n + 1;
        for (int cut = 0; cut < n; ++cut) {
            int lo = 1 << 30;
            int hi = -(1 << 30);
            for (const auto& p : at) {
                const int v = columns ? p.first : p.second;
                const int u = v < cut ? v + n : v;
                lo = std::min(lo, u);
                hi = std::max(hi, u);
            }
            if (hi - lo < bestSpan) {
                bestSpan = hi - lo;
                bestCut = cut;
            }
        }
        for (auto& p : at) {
            int& v = columns ? p.first : p.second;
            if (v < bestCut)
                v += n;
        }
    };
    if (g.widthSeamJoined())
        shortest(true, g.width());
    if (g.lengthSeamJoined())
        shortest(false, g.length());
    return at;
}

struct Expected {
    Board board;
    std::set<TileIndex> landed;
    std::size_t dropped = 0;
};

Expected reference(const Board& before, const std::vector<TileIndex>& tiles,
                   const std::vector<RegionTransform>& transforms, int originX, int originY,
                   Move move, std::uint64_t mask) {
    const Geometry g(before);
    const bool hex = g.hex();
    const auto at = unwrapped(before, g, tiles);
    double minX = 1e300, maxX = -1e300, minY = 1e300, maxY = -1e300;
    for (const auto& [x, y] : at) {
        const Point c = centreOf(x, y, hex);
        minX = std::min(minX, c.x);
        maxX = std::max(maxX, c.x);
        minY = std::min(minY, c.y);
        maxY = std::max(maxY, c.y);
    }
    const Point middle{(minX + maxX) / 2, (minY + maxY) / 2};
    Linear map;
    for (RegionTransform t : transforms)
        map = map.then(screenMap(t, hex));
    // The origin's own tile decides what a move of so many columns and rows is (a hex column's
    // parity); the lifted origin is one of `at` (or its wrapped twin).
    Point origin = centreOf(originX, originY, hex);
    for (const auto& [x, y] : at)
        if (before.indexOf(((x % before.width()) + before.width()) % before.width(),
                           ((y % before.length()) + before.length()) % before.length()) ==
            before.indexOf(originX, originY))
            origin = centreOf(x, y, hex);
    const auto [ox, oy] = tileOfCentre(origin, hex);
    const Point o2 = centreOf(ox + move.dx, oy + move.dy, hex);
    const Point shift{o2.x - origin.x, o2.y - origin.y};
    std::vector<Point> landing;
    for (const auto& [x, y] : at) {
        const Point c = centreOf(x, y, hex);
        const Point turned = map(Point{c.x - middle.x, c.y - middle.y});
        landing.push_back({middle.x + turned.x + shift.x, middle.y + turned.y + shift.y});
    }
    const Point snapped = nearestCentre(landing.front(), hex);
    const Point snap{snapped.x - landing.front().x, snapped.y - landing.front().y};

    Expected e{before, {}, 0};
    for (TileIndex t : tiles)
        e.board.setTileRaw(t, before.tile(t) & ~mask);
    const Board cleared = e.board;
    for (std::size_t k = 0; k < tiles.size(); ++k) {
        const auto [x, y] = tileOfCentre({landing[k].x + snap.x, landing[k].y + snap.y}, hex);
        const auto t = g.wrappedIndex(x, y);
        if (!t || e.landed.count(*t)) {
            ++e.dropped;
            continue;
        }
        e.landed.insert(*t);
        e.board.setTileRaw(*t, (cleared.tile(*t) & ~mask) | (before.tile(tiles[k]) & mask));
    }
    return e;
}

// Selections of a board: at its corners and edges, in the middle, and across each joined seam.
std::vector<std::vector<TileIndex>> selectionsOf(const Board& b, const Geometry& g) {
    const int w = b.width();
    const int l = b.length();
    const auto rect = [&](int x0, int y0, int cw, int cl) {
        std::vector<TileIndex> tiles;
        for (int y = y0; y < y0 + cl; ++y)
            for (int x = x0; x < x0 + cw; ++x)
                if (const auto t = g.wrappedIndex(x, y))
                    tiles.push_back(*t);
        std::sort(tiles.begin(), tiles.end());
        tiles.erase(std::unique(tiles.begin(), tiles.end()), tiles.end());
        return tiles;
    };
    std::vector<std::vector<TileIndex>> out;
    out.push_back(rect(0, 0, std::min(w, 2), std::min(l, 3)));             // top-left corner
    out.push_back(rect(std::max(0, w - 3), std::max(0, l - 2), 3, 2));    // bottom-right corner
    out.push_back(rect(std::max(0, w / 2 - 2), std::max(0, l / 2 - 1), 4, 3)); // even width
    out.push_back(rect(std::max(0, w / 2 - 1), 0, 3, l));                 // top to bottom edge
    out.push_back({b.indexOf(w / 2, l / 2)});                              // one tile
    // An L: three down and one to the right.
    if (w >= 2 && l >= 3)
        out.push_back({b.indexOf(0, l - 3), b.indexOf(0, l - 2), b.indexOf(0, l - 1),
                       b.indexOf(1, l - 1)});
    if (g.widthSeamJoined() && w >= 4) { // columns W-2, W-1, 0, 1
        std::vector<TileIndex> s = rect(w - 2, 1 % l, 4, std::min(l, 3));
        out.push_back(s);
        out.push_back(rect(w - 1, 0, 2, std::min(l, 2))); // odd count across
    }
    if (g.lengthSeamJoined() && l >= 3)
        out.push_back(rect(w / 3, l - 1, std::min(w, 3), 2)); // rows L-1, 0
    return out;
}

const std::array<RegionTransform, 4> kTransforms{
    RegionTransform::FlipLeftRight, RegionTransform::FlipTopBottom,
    RegionTransform::RotateClockwise, RegionTransform::RotateAnticlockwise};

} // namespace

class TestRegionTransforms : public QObject {
    Q_OBJECT
private slots:
    void everyTransformLandsWhereTheScreenSays();
    void aRotationAcrossTheWrapSeamKeepsEveryTile();
    void anEvenWidthHexFlipStaysInItsColumns();
    void evenWidthSquareFlipsLandExactlyInPlace();
    void aFlipTwiceAndATurnBackAreNoMove();
    void cellsLandingOnOneTileOfANarrowWrappedBoardAreCountedAsDropped();
    void aMoveLeavesOnBoardTilesOrEmptyOnesAsAsked();
};

void TestRegionTransforms::everyTransformLandsWhereTheScreenSays() {
    std::vector<std::vector<RegionTransform>> sequences;
    for (RegionTransform a : kTransforms) {
        sequences.push_back({a});
        for (RegionTransform b : kTransforms)
            sequences.push_back({a, b});
    }
    const std::array<Move, 4> moves{Move{0, 0}, Move{1, 0}, Move{2, -1}, Move{-3, 1}};
    std::size_t cases = 0;
    std::size_t droppedCases = 0;
    for (bool hex : {false, true})
        for (Wrap wrap : {Wrap::None, Wrap::Width, Wrap::Length})
            for (int w = 1; w <= 12; ++w)
                for (int l = 1; l <= 9; ++l) {
                    const Board before = board(w, l, hex, wrap);
                    const Geometry g(before);
                    for (const auto& tiles : selectionsOf(before, g)) {
                        const Selection lifted = Selection::of(before.tileCount(), tiles);
                        int ox = 0;
                        int oy = 0;
                        const Region region = extractRegion(before, lifted, &ox, &oy);
                        for (const auto& sequence : sequences)
                            for (const Move move : moves) {
                                // A mask that leaves the boundary-sized low bits where they are
                                // on one case in two: the fields carried, not the whole tile.
                                const std::uint64_t mask =
                                    (cases % 2) ? ~std::uint64_t{0} : ~std::uint64_t{0xF};
                                Region r = region;
                                for (RegionTransform t : sequence)
                                    r = transformed(r, t);
                                const Landing landing =
                                    planLanding(before, r, ox + move.dx, oy + move.dy, mask, lifted);
                                Board after = before;
                                after.apply(landing.changes);
                                const Expected e =
                                    reference(before, tiles, sequence, ox, oy, move, mask);
                                const std::vector<TileIndex> landed = landing.landed.tiles();
                                const std::set<TileIndex> landedSet(landed.begin(), landed.end());
                                if (!std::ranges::equal(after.body(), e.board.body()) || landedSet != e.landed ||
                                    landing.dropped != e.dropped) {
                                    QString what;
                                    for (RegionTransform t : sequence)
                                        what += QString::number(static_cast<int>(t)) + ' ';
                                    QFAIL(qPrintable(
                                        QStringLiteral("%1 %2x%3 wrap %4, selection of %5 from "
                                                       "(%6,%7), transforms %8, move %9,%10: "
                                                       "dropped %11 (expected %12)")
                                            .arg(hex ? "hex" : "square")
                                            .arg(w)
                                            .arg(l)
                                            .arg(static_cast<int>(wrap))
                                            .arg(tiles.size())
                                            .arg(before.xOf(tiles.front()))
                                            .arg(before.yOf(tiles.front()))
                                            .arg(what)
                                            .arg(move.dx)
                                            .arg(move.dy)
                                            .arg(landing.dropped)
                                            .arg(e.dropped)));
                                }
                                ++cases;
                                droppedCases += landing.dropped != 0;
                            }
                    }
                }
    QVERIFY(cases > 100000);
    QVERIFY(droppedCases > 1000); // pieces do fall off edges: the counting is exercised
}

// The board: 16×10 hex, wrapping its width; columns 14-15 and 0-1 of rows 2-4 turned.
void TestRegionTransforms::aRotationAcrossTheWrapSeamKeepsEveryTile() {
    const Board before = board(16, 10, true, Wrap::Width);
    std::vector<TileIndex> tiles;
    for (int y = 2; y <= 4; ++y)
        for (int x : {0, 1, 14, 15})
            tiles.push_back(before.indexOf(x, y));
    const Selection lifted = Selection::of(before.tileCount(), tiles);
    int ox = 0;
    int oy = 0;
    const Region region = extractRegion(before, lifted, &ox, &oy);
    const Landing landing = planLanding(
        before, transformed(region, RegionTransform::RotateClockwise), ox, oy, ~std::uint64_t{0},
        lifted);
    QCOMPARE(landing.dropped, std::size_t{0});
    QCOMPARE(landing.landed.tiles().size(), std::size_t{12});
    Board after = before;
    after.apply(landing.changes);
    std::multiset<std::uint64_t> values;
    for (TileIndex t : landing.landed.tiles())
        values.insert(after.tile(t));
    std::multiset<std::uint64_t> lifted_values;
    for (TileIndex t : tiles)
        lifted_values.insert(before.tile(t));
    QCOMPARE(values, lifted_values); // all 12 written
    // Every landed tile is within two columns of the seam: the piece turned where it was.
    for (TileIndex t : landing.landed.tiles()) {
        const int x = after.xOf(t);
        QVERIFY2(x <= 2 || x >= 13, qPrintable(QString::number(x)));
    }
}

// Columns 4-7 of a hex board: a mirror between two columns falls half a row off the lattice, so
// the flip lands in the same four columns (the even ones' tiles a row higher), not a column aside.
void TestRegionTransforms::anEvenWidthHexFlipStaysInItsColumns() {
    const Board before = board(12, 8, true, Wrap::None);
    std::vector<TileIndex> tiles;
    for (int y = 2; y <= 4; ++y)
        for (int x = 4; x <= 7; ++x)
            tiles.push_back(before.indexOf(x, y));
    const Selection lifted = Selection::of(before.tileCount(), tiles);
    int ox = 0;
    int oy = 0;
    const Region region = extractRegion(before, lifted, &ox, &oy);
    const Landing landing = planLanding(
        before, transformed(region, RegionTransform::FlipLeftRight), ox, oy, ~std::uint64_t{0},
        lifted);
    Board after = before;
    after.apply(landing.changes);
    std::set<int> columns;
    for (TileIndex t : landing.landed.tiles())
        columns.insert(after.xOf(t));
    QCOMPARE(columns, (std::set<int>{4, 5, 6, 7}));
    // Column 5's tiles went to column 6 in the same rows, column 4's to column 7 a row higher
    // (an odd column sits half a row lower), column 7's to column 4 in the same rows.
    QCOMPARE(after.tile(after.indexOf(6, 3)), before.tile(before.indexOf(5, 3)));
    QCOMPARE(after.tile(after.indexOf(7, 2)), before.tile(before.indexOf(4, 3)));
    QCOMPARE(after.tile(after.indexOf(4, 3)), before.tile(before.indexOf(7, 3)));
    QCOMPARE(landing.dropped, std::size_t{0});
}

void TestRegionTransforms::evenWidthSquareFlipsLandExactlyInPlace() {
    const Board before = board(9, 7, false, Wrap::None);
    std::vector<TileIndex> tiles;
    for (int y = 1; y <= 4; ++y)
        for (int x = 2; x <= 5; ++x)
            tiles.push_back(before.indexOf(x, y));
    const Selection lifted = Selection::of(before.tileCount(), tiles);
    int ox = 0;
    int oy = 0;
    const Region region = extractRegion(before, lifted, &ox, &oy);
    for (RegionTransform t : kTransforms) {
        const Landing landing =
            planLanding(before, transformed(region, t), ox, oy, ~std::uint64_t{0}, lifted);
        QCOMPARE(landing.landed.tiles(), tiles); // a 4×4 square flips and turns onto itself
    }
}

void TestRegionTransforms::aFlipTwiceAndATurnBackAreNoMove() {
    for (bool hex : {false, true}) {
        const Board before = board(10, 8, hex, Wrap::None);
        std::vector<TileIndex> tiles{before.indexOf(3, 2), before.indexOf(4, 2),
                                     before.indexOf(3, 3), before.indexOf(6, 5)};
        const Selection lifted = Selection::of(before.tileCount(), tiles);
        int ox = 0;
        int oy = 0;
        const Region region = extractRegion(before, lifted, &ox, &oy);
        for (RegionTransform t : kTransforms) {
            const RegionTransform back =
                t == RegionTransform::RotateClockwise       ? RegionTransform::RotateAnticlockwise
                : t == RegionTransform::RotateAnticlockwise ? RegionTransform::RotateClockwise
                                                            : t;
            const Region r = transformed(transformed(region, t), back);
            const Landing landing = planLanding(before, r, ox, oy, ~std::uint64_t{0}, lifted);
            QCOMPARE(landing.changes.size(), std::size_t{0});
            QCOMPARE(landing.landed.tiles(), tiles);
        }
    }
}

void TestRegionTransforms::cellsLandingOnOneTileOfANarrowWrappedBoardAreCountedAsDropped() {
    // Nine rows of one column turned flat across a board two columns wide that wraps its width.
    const Board before = board(2, 9, false, Wrap::Width);
    std::vector<TileIndex> tiles;
    for (int y = 0; y < 9; ++y)
        tiles.push_back(before.indexOf(0, y));
    const Selection lifted = Selection::of(before.tileCount(), tiles);
    int ox = 0;
    int oy = 0;
    const Region region = extractRegion(before, lifted, &ox, &oy);
    const Landing landing = planLanding(
        before, transformed(region, RegionTransform::RotateClockwise), ox, oy, ~std::uint64_t{0},
        lifted);
    QCOMPARE(landing.landed.tiles().size(), std::size_t{2});
    QCOMPARE(landing.dropped, std::size_t{7});
}

// Issue 42: moving a selection left "not on board" holes. What a lift leaves behind is asked for:
// empty tiles (every carried field's empty value, so "not on board" where the boundary moved), or
// on-board tiles: what was on the board stays on it, "in bounds", its other carried fields empty.
void TestRegionTransforms::aMoveLeavesOnBoardTilesOrEmptyOnesAsAsked() {
    Board before = board(16, 10, true, Wrap::Width);
    const FieldSpec& boundary = *before.field(keys::boundary);
    const FieldSpec& height = *before.field(keys::height);
    // Columns 14, 15, 0, 1 of row 3: in bounds, a trap, out of bounds, not on board; all high.
    const std::uint64_t kinds[] = {3, 2, 1, 0};
    const int columns[] = {14, 15, 0, 1};
    std::vector<TileIndex> tiles;
    for (int i = 0; i < 4; ++i) {
        const TileIndex t = before.indexOf(columns[i], 3);
        before.setTileRaw(t, height.write(boundary.write(before.tile(t), kinds[i]), 40));
        tiles.push_back(t);
    }
    const Selection lifted = Selection::of(before.tileCount(), tiles);
    int ox = 0;
    int oy = 0;
    const Region region = extractRegion(before, lifted, &ox, &oy);
    const std::uint64_t all = ~std::uint64_t{0};
    const auto landed = [&](std::uint64_t mask, LeftBehind left) {
        Board after = before;
        after.apply(planLanding(before, region, ox, oy + 4, mask, lifted, left).changes);
        return after;
    };
    // Every field carried.
    const Board empty = landed(all, LeftBehind::EmptyTiles);
    const Board onBoard = landed(all, LeftBehind::OnBoardTiles);
    for (int i = 0; i < 4; ++i) {
        const TileIndex from = before.indexOf(columns[i], 3);
        const TileIndex to = before.indexOf(columns[i], 7);
        QCOMPARE(empty.tile(from), std::uint64_t{0});
        QCOMPARE(onBoard.tile(from), kinds[i] == 0 ? 0 : boundary.write(0, 3));
        QCOMPARE(empty.tile(to), before.tile(from));
        QCOMPARE(onBoard.tile(to), before.tile(from));
    }
    // Only the height carried: the boundary stays where it was either way.
    const std::uint64_t heightOnly = height.mask();
    for (const LeftBehind left : {LeftBehind::EmptyTiles, LeftBehind::OnBoardTiles}) {
        const Board after = landed(heightOnly, left);
        for (int i = 0; i < 4; ++i) {
            const TileIndex from = before.indexOf(columns[i], 3);
            QCOMPARE(after.tile(from), before.tile(from) & ~heightOnly);
        }
    }
    // A piece landing on part of where it was: what it lands on is the piece's.
    Board after = before;
    after.apply(
        planLanding(before, region, ox + 2, oy, all, lifted, LeftBehind::OnBoardTiles).changes);
    QCOMPARE(after.tile(before.indexOf(0, 3)), before.tile(before.indexOf(14, 3)));
    QCOMPARE(after.tile(before.indexOf(14, 3)), boundary.write(0, 3));
    // The default is as before: empty tiles.
    Board plain = before;
    plain.apply(planLanding(before, region, ox, oy + 4, all, lifted).changes);
    QVERIFY(plain == empty);
}

GBXX_TEST_GUILESS_MAIN(TestRegionTransforms);

} // namespace tst_region_transforms
#include "tst_region_transforms.moc"
