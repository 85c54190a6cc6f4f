// Neighbours, distance, centres and hit-testing (spec X1-X3), checked against hand-worked cases.

#include "gbxx/board.h"
#include "gbxx/geometry.h"
#include "gbxx/regions.h"
#include "support/test_suite.h"

#include <QTest>

#include <algorithm>
#include <set>

namespace tst_geometry {

using namespace gbxx;

namespace {

using Coords = QList<QPoint>;

GridShape shape(int w, int l, bool hex, bool wrapW = false, bool wrapL = false) {
    return GridShape{w, l, hex, wrapW, wrapL};
}

Coords neighbourCoords(const Geometry& g, int x, int y) {
    Coords out;
    for (TileIndex n : g.neighbours(x, y))
        out.append(QPoint(static_cast<int>(n) % g.width(), static_cast<int>(n) / g.width()));
    return out;
}

} // namespace

class TestGeometry : public QObject {
    Q_OBJECT

private slots:
    void neighbours_data();
    void neighbours();
    void neighbourRelationIsSymmetric();
    void acrossEdgeIsTheTileBeyondEachEdge();
    void distance_data();
    void distance();
    void distanceEqualsBreadthFirstSteps();
    void hexWidthWrapNeedsAnEvenWidth();
    void shapeComesFromTheHeader();
    void centresHitTheirOwnTile();
    void pointsJustInsideEveryCornerHitTheTile();
    void pointsOutsideTheBoardHitNothing();
    void floodRegionCrossesSeamsOnHex();
    void floodRegionStopsAtOtherValues();
};

void TestGeometry::neighbours_data() {
    QTest::addColumn<GridShape>("grid");
    QTest::addColumn<int>("connectivity");
    QTest::addColumn<QPoint>("tile");
    QTest::addColumn<Coords>("expected");
    const int edges = int(Connectivity::Edges);
    const int corners = int(Connectivity::EdgesAndCorners);

    QTest::newRow("square middle, 4")
        << shape(5, 5, false) << edges << QPoint(2, 2) << Coords{{3, 2}, {2, 1}, {1, 2}, {2, 3}};
    QTest::newRow("square corner, 8")
        << shape(5, 5, false) << corners << QPoint(0, 0) << Coords{{1, 0}, {0, 1}, {1, 1}};
    QTest::newRow("square wrap width") << shape(5, 5, false, true) << edges << QPoint(0, 2)
                                       << Coords{{1, 2}, {0, 1}, {4, 2}, {0, 3}};
    QTest::newRow("square wrap both, corner 8")
        << shape(4, 3, false, true, true) << corners << QPoint(0, 0)
        << Coords{{1, 0}, {0, 2}, {3, 0}, {0, 1}, {1, 2}, {3, 2}, {3, 1}, {1, 1}};
    // X2, even column: (x+1,y) (x+1,y-1) (x,y-1) (x-1,y-1) (x-1,y) (x,y+1).
    QTest::newRow("hex even column") << shape(5, 5, true) << edges << QPoint(2, 2)
                                     << Coords{{3, 2}, {3, 1}, {2, 1}, {1, 1}, {1, 2}, {2, 3}};
    // Odd column: (x+1,y+1) (x+1,y) (x,y-1) (x-1,y) (x-1,y+1) (x,y+1).
    QTest::newRow("hex odd column") << shape(5, 5, true) << edges << QPoint(1, 1)
                                    << Coords{{2, 2}, {2, 1}, {1, 0}, {0, 1}, {0, 2}, {1, 2}};
    QTest::newRow("hex corner") << shape(5, 5, true) << edges << QPoint(0, 0)
                                << Coords{{1, 0}, {0, 1}};
    QTest::newRow("hex odd column, last row")
        << shape(4, 3, true) << edges << QPoint(3, 2) << Coords{{3, 1}, {2, 2}};
    QTest::newRow("hex wrap width, even seam side")
        << shape(4, 4, true, true) << edges << QPoint(0, 1)
        << Coords{{1, 1}, {1, 0}, {0, 0}, {3, 0}, {3, 1}, {0, 2}};
    QTest::newRow("hex wrap width, odd seam side")
        << shape(4, 4, true, true) << edges << QPoint(3, 1)
        << Coords{{0, 2}, {0, 1}, {3, 0}, {2, 1}, {2, 2}, {3, 2}};
    QTest::newRow("hex wrap width, odd W: seam not joined")
        << shape(5, 4, true, true) << edges << QPoint(0, 1)
        << Coords{{1, 1}, {1, 0}, {0, 0}, {0, 2}};
    QTest::newRow("hex wrap length") << shape(4, 4, true, false, true) << edges << QPoint(1, 3)
                                     << Coords{{2, 0}, {2, 3}, {1, 2}, {0, 3}, {0, 0}, {1, 0}};
    QTest::newRow("1×1 wrapped has no neighbour")
        << shape(1, 1, false, true, true) << corners << QPoint(0, 0) << Coords{};
    QTest::newRow("2×1 wrapped: one neighbour, once")
        << shape(2, 1, false, true, true) << edges << QPoint(0, 0) << Coords{{1, 0}};
}

void TestGeometry::neighbours() {
    QFETCH(GridShape, grid);
    QFETCH(int, connectivity);
    QFETCH(QPoint, tile);
    QFETCH(Coords, expected);
    const Geometry g(grid, Connectivity(connectivity));
    QCOMPARE(neighbourCoords(g, tile.x(), tile.y()), expected);
}

void TestGeometry::neighbourRelationIsSymmetric() {
    for (bool hex : {false, true})
        for (int w : {1, 2, 3, 4, 7, 8})
            for (int l : {1, 2, 5})
                for (int wrap = 0; wrap < 4; ++wrap)
                    for (auto c : {Connectivity::Edges, Connectivity::EdgesAndCorners}) {
                        const Geometry g(shape(w, l, hex, wrap & 1, wrap & 2), c);
                        for (TileIndex a = 0; a < g.tileCount(); ++a)
                            for (TileIndex b : g.neighbours(a)) {
                                const auto back = g.neighbours(b);
                                QVERIFY2(std::find(back.begin(), back.end(), a) != back.end(),
                                         qPrintable(QStringLiteral("%1x%2 hex %3 wrap %4: %5-%6")
                                                        .arg(w)
                                                        .arg(l)
                                                        .arg(hex)
                                                        .arg(wrap)
                                                        .arg(a)
                                                        .arg(b)));
                                QCOMPARE(g.distance(a, b), 1);
                            }
                    }
}

void TestGeometry::distance_data() {
    QTest::addColumn<GridShape>("grid");
    QTest::addColumn<int>("connectivity");
    QTest::addColumn<QPoint>("from");
    QTest::addColumn<QPoint>("to");
    QTest::addColumn<int>("expected");
    const int edges = int(Connectivity::Edges);
    const int corners = int(Connectivity::EdgesAndCorners);
    QTest::newRow("manhattan") << shape(8, 8, false) << edges << QPoint(1, 1) << QPoint(4, 6) << 8;
    QTest::newRow("chebyshev") << shape(8, 8, false) << corners << QPoint(1, 1) << QPoint(4, 6)
                               << 5;
    QTest::newRow("square wrap width")
        << shape(5, 5, false, true) << edges << QPoint(0, 0) << QPoint(4, 0) << 1;
    QTest::newRow("square wrap both, diagonal")
        << shape(5, 5, false, true, true) << corners << QPoint(0, 0) << QPoint(4, 4) << 1;
    QTest::newRow("square wrap both, manhattan")
        << shape(5, 5, false, true, true) << edges << QPoint(0, 0) << QPoint(4, 4) << 2;
    // Hex: (0,0)→(1,0)→(2,1)→(2,2).
    QTest::newRow("hex 3") << shape(6, 6, true) << edges << QPoint(0, 0) << QPoint(2, 2) << 3;
    QTest::newRow("hex 2 across odd column")
        << shape(6, 6, true) << edges << QPoint(0, 0) << QPoint(1, 1) << 2;
    QTest::newRow("hex along a row")
        << shape(6, 6, true) << edges << QPoint(0, 0) << QPoint(4, 0) << 4;
    QTest::newRow("hex straight down")
        << shape(6, 6, true) << edges << QPoint(3, 0) << QPoint(3, 5) << 5;
    QTest::newRow("hex zigzag row")
        << shape(6, 6, true) << edges << QPoint(1, 0) << QPoint(5, 2) << 4;
    QTest::newRow("hex wrap width seam")
        << shape(6, 6, true, true) << edges << QPoint(0, 0) << QPoint(5, 0) << 1;
    QTest::newRow("hex wrap width, odd W ignored")
        << shape(5, 6, true, true) << edges << QPoint(0, 0) << QPoint(4, 0) << 4;
    QTest::newRow("hex wrap length seam")
        << shape(4, 6, true, false, true) << edges << QPoint(2, 0) << QPoint(2, 5) << 1;
}

void TestGeometry::distance() {
    QFETCH(GridShape, grid);
    QFETCH(int, connectivity);
    QFETCH(QPoint, from);
    QFETCH(QPoint, to);
    QFETCH(int, expected);
    const Geometry g(grid, Connectivity(connectivity));
    QCOMPARE(g.distance(from.x(), from.y(), to.x(), to.y()), expected);
    QCOMPARE(g.distance(to.x(), to.y(), from.x(), from.y()), expected);
}

void TestGeometry::distanceEqualsBreadthFirstSteps() {
    // The closed-form distance agrees with counting steps through neighbours, seams included.
    for (bool hex : {false, true})
        for (int wrap = 0; wrap < 4; ++wrap)
            for (auto c : {Connectivity::Edges, Connectivity::EdgesAndCorners}) {
                const Geometry g(shape(8, 7, hex, wrap & 1, wrap & 2), c);
                for (TileIndex start : {TileIndex{0}, TileIndex{13}, TileIndex{55}}) {
                    std::vector<int> steps(g.tileCount(), -1);
                    std::vector<TileIndex> queue{start};
                    steps[start] = 0;
                    for (std::size_t k = 0; k < queue.size(); ++k)
                        for (TileIndex n : g.neighbours(queue[k]))
                            if (steps[n] < 0) {
                                steps[n] = steps[queue[k]] + 1;
                                queue.push_back(n);
                            }
                    for (TileIndex t = 0; t < g.tileCount(); ++t)
                        QCOMPARE(g.distance(start, t), steps[t]);
                }
            }
}

void TestGeometry::hexWidthWrapNeedsAnEvenWidth() {
    QVERIFY(Geometry(shape(6, 3, true, true)).widthSeamJoined());
    QVERIFY(!Geometry(shape(7, 3, true, true)).widthSeamJoined());
    QVERIFY(Geometry(shape(7, 3, false, true)).widthSeamJoined());
}

void TestGeometry::shapeComesFromTheHeader() {
    Board board(Variant::GB16, 6, 4);
    board.setHeader(*board.layout().headerField("hex"), 1);
    board.setHeader(*board.layout().headerField("wrap"), 2);
    GridShape s = gridShapeOf(board);
    QVERIFY(s.hex);
    QVERIFY(!s.wrapWidth);
    QVERIFY(s.wrapLength);
    board.setHeader(*board.layout().headerField("wrap"), 3); // height wrap: nothing on the grid
    s = gridShapeOf(board);
    QVERIFY(!s.wrapWidth && !s.wrapLength);
}

void TestGeometry::centresHitTheirOwnTile() {
    for (bool hex : {false, true}) {
        const Geometry g(shape(9, 7, hex));
        for (int y = 0; y < 7; ++y)
            for (int x = 0; x < 9; ++x)
                QCOMPARE(g.tileAt(g.centre(x, y)), std::optional<TileIndex>(g.indexOf(x, y)));
    }
    // X2: odd columns sit half a tile further along the length.
    const Geometry hex(shape(3, 3, true));
    QCOMPARE(hex.centre(1, 0).y - hex.centre(0, 0).y, 0.5);
}

void TestGeometry::pointsJustInsideEveryCornerHitTheTile() {
    for (bool hex : {false, true}) {
        const Geometry g(shape(6, 5, hex));
        for (int y = 0; y < 5; ++y)
            for (int x = 0; x < 6; ++x) {
                const Point c = g.centre(x, y);
                for (int i = 0; i < g.cornerCount(); ++i) {
                    const Point k = g.corner(x, y, i);
                    const Point next = g.corner(x, y, (i + 1) % g.cornerCount());
                    // 1% in from a corner, and 1% in from the middle of an edge.
                    const Point nearCorner{k.x + (c.x - k.x) * 0.01, k.y + (c.y - k.y) * 0.01};
                    const Point mid{(k.x + next.x) / 2, (k.y + next.y) / 2};
                    const Point nearEdge{mid.x + (c.x - mid.x) * 0.01,
                                         mid.y + (c.y - mid.y) * 0.01};
                    QCOMPARE(g.tileAt(nearCorner), std::optional<TileIndex>(g.indexOf(x, y)));
                    QCOMPARE(g.tileAt(nearEdge), std::optional<TileIndex>(g.indexOf(x, y)));
                }
            }
    }
}

void TestGeometry::pointsOutsideTheBoardHitNothing() {
    const Geometry hex(shape(4, 4, true));
    QVERIFY(!hex.tileAt({-0.1, 0.5}));
    QVERIFY(!hex.tileAt({0.3, -0.01}));
    QVERIFY(!hex.tileAt({1e300, 1e300}));
    QVERIFY(!hex.tileAt({std::nan(""), 0.5}));
    // Below an even column's last tile, where only odd columns reach.
    QVERIFY(!hex.tileAt({hex.centre(0, 3).x, 4.2}));
    QVERIFY(hex.tileAt({hex.centre(1, 3).x, 4.2}));
    const Geometry square(shape(4, 4, false));
    QVERIFY(!square.tileAt({4.0, 1.0}));
    QVERIFY(square.tileAt({3.999, 3.999}));
}

void TestGeometry::floodRegionCrossesSeamsOnHex() {
    Board board(Variant::GB08, 4, 4);
    board.setHeader(*board.layout().headerField("hex"), 1);
    board.setHeader(*board.layout().headerField("wrap"), 1);
    const FieldSpec& boundary = *board.field("boundary");
    // A wall down column 1 cuts the board, but the width seam joins column 3 to column 0.
    for (int y = 0; y < 4; ++y)
        board.setTileRaw(board.indexOf(1, y), boundary.write(0, 1));
    const auto region = floodRegion(board, Geometry(board), board.indexOf(0, 0), boundary);
    QCOMPARE(region.size(), std::size_t{12});
    const std::set<TileIndex> hit(region.begin(), region.end());
    QVERIFY(hit.count(board.indexOf(3, 2)));
    QVERIFY(!hit.count(board.indexOf(1, 2)));
    QCOMPARE(region.front(), board.indexOf(0, 0));
}

void TestGeometry::floodRegionStopsAtOtherValues() {
    Board board(Variant::GB64, 5, 5);
    const FieldSpec& height = *board.field("height");
    for (int y = 0; y < 5; ++y)
        board.setTileRaw(board.indexOf(2, y), height.write(0, 7));
    const auto left = floodRegion(board, Geometry(board), board.indexOf(0, 0), height);
    QCOMPARE(left.size(), std::size_t{10});
    const auto wall = floodRegion(board, Geometry(board), board.indexOf(2, 4), height);
    QCOMPARE(wall.size(), std::size_t{5});
    // With corners, a diagonal gap is no wall.
    board.setTileRaw(board.indexOf(2, 2), 0);
    const auto diagonal = floodRegion(board, Geometry(board, Connectivity::EdgesAndCorners),
                                      board.indexOf(0, 0), height);
    QCOMPARE(diagonal.size(), std::size_t{21});
}

// The tile across each edge is the one whose area holds the tile's centre mirrored in that edge.
void TestGeometry::acrossEdgeIsTheTileBeyondEachEdge() {
    for (const bool hex : {false, true}) {
        const Geometry g(GridShape{7, 6, hex, true, true}); // seams play no part
        for (int y = 0; y < 6; ++y)
            for (int x = 0; x < 7; ++x)
                for (int e = 0; e < g.cornerCount(); ++e) {
                    const Point c = g.centre(x, y);
                    const Point a = g.corner(x, y, e);
                    const Point b = g.corner(x, y, (e + 1) % g.cornerCount());
                    const auto mirrored = g.tileAt({a.x + b.x - c.x, a.y + b.y - c.y});
                    QCOMPARE(g.acrossEdge(x, y, e), mirrored);
                }
    }
}

GBXX_TEST_GUILESS_MAIN(TestGeometry);

} // namespace tst_geometry
#include "tst_geometry.moc"
