// Brush footprints and line tiles: which tiles a tool touches on square and hex boards.

#include "tools/footprint.h"

#include <QtTest>

#include <set>

using namespace gbxx;

class TestFootprint : public QObject {
    Q_OBJECT

private slots:
    void squareBrushIsABox();
    void roundBrushIsADisc();
    void hexRoundBrushUsesHexDistance();
    void brushWrapsAcrossJoinedSeamsOnly();
    void lineTilesAreConnectedNeighbours();
    void rectangleOutlineAndFill();
};

void TestFootprint::squareBrushIsABox() {
    const Geometry g(GridShape{10, 10, false});
    QCOMPARE(brushFootprint(g, 5, 5, 1, false).size(), std::size_t{1});
    QCOMPARE(brushFootprint(g, 5, 5, 3, false).size(), std::size_t{9});
    QCOMPARE(brushFootprint(g, 5, 5, 4, false).size(), std::size_t{16});
    QCOMPARE(brushFootprint(g, 0, 0, 3, false).size(), std::size_t{4}); // clipped at the corner
}

void TestFootprint::roundBrushIsADisc() {
    const Geometry g(GridShape{20, 20, false});
    QCOMPARE(brushFootprint(g, 10, 10, 3, true).size(), std::size_t{5}); // a plus
    QCOMPARE(brushFootprint(g, 10, 10, 4, true).size(), std::size_t{12});
    QCOMPARE(brushFootprint(g, 10, 10, 2, true).size(), std::size_t{4});
}

void TestFootprint::hexRoundBrushUsesHexDistance() {
    const Geometry g(GridShape{20, 20, true});
    for (int x : {9, 10}) { // both column parities
        const auto tiles = brushFootprint(g, x, 10, 3, true);
        QCOMPARE(tiles.size(), std::size_t{7});
        for (TileIndex t : tiles)
            QVERIFY(g.distance(t, g.indexOf(x, 10)) <= 1);
        QCOMPARE(brushFootprint(g, x, 10, 5, true).size(), std::size_t{19});
    }
}

void TestFootprint::brushWrapsAcrossJoinedSeamsOnly() {
    const Geometry wrapped(GridShape{8, 8, false, true, false});
    const auto tiles = brushFootprint(wrapped, 0, 4, 3, false);
    QCOMPARE(tiles.size(), std::size_t{9});
    QVERIFY(std::count(tiles.begin(), tiles.end(), wrapped.indexOf(7, 4)) == 1);
    const Geometry open(GridShape{8, 8, false});
    QCOMPARE(brushFootprint(open, 0, 4, 3, false).size(), std::size_t{6});
}

void TestFootprint::lineTilesAreConnectedNeighbours() {
    for (bool hex : {false, true}) {
        const Geometry g(GridShape{30, 30, hex}, Connectivity::EdgesAndCorners);
        const std::pair<QPoint, QPoint> lines[] = {
            {{0, 0}, {29, 29}}, {{3, 17}, {25, 2}}, {{5, 5}, {5, 20}}, {{1, 9}, {28, 10}}};
        for (const auto& [a, b] : lines) {
            const auto tiles = lineTiles(g, a.x(), a.y(), b.x(), b.y());
            QCOMPARE(tiles.front(), g.indexOf(a.x(), a.y()));
            QCOMPARE(tiles.back(), g.indexOf(b.x(), b.y()));
            QCOMPARE(std::set<TileIndex>(tiles.begin(), tiles.end()).size(), tiles.size());
            for (std::size_t k = 1; k < tiles.size(); ++k)
                QVERIFY2(g.distance(tiles[k - 1], tiles[k]) == 1,
                         qPrintable(QStringLiteral("hex %1, step %2").arg(hex).arg(k)));
        }
    }
}

void TestFootprint::rectangleOutlineAndFill() {
    const Geometry g(GridShape{10, 10, false});
    QCOMPARE(rectTiles(g, 7, 8, 2, 3, true).size(), std::size_t{6 * 6});
    QCOMPARE(rectTiles(g, 2, 3, 7, 8, false).size(), std::size_t{20});
    QCOMPARE(rectTiles(g, 4, 4, 4, 4, false).size(), std::size_t{1});
}

QTEST_GUILESS_MAIN(TestFootprint)
#include "tst_footprint.moc"
