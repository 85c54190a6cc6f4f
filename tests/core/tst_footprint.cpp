// Brush footprints and line tiles: which tiles a tool touches on square and hex boards.

#include "gbxx/footprint.h"
#include "gbxx/hex_coordinates.h"
#include "support/test_suite.h"

#include <QTest>

#include <set>

namespace tst_footprint {

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
    void hexLinesAreShortestContiguousAndOnTheBoard();
    void hexLinesAlongARowStayOnIt();
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

// Every pair of tiles of several odd and even boards: hex-distance + 1 tiles, each a neighbour of
// the next, all on the board, the same tiles both ways.
void TestFootprint::hexLinesAreShortestContiguousAndOnTheBoard() {
    for (const auto& [w, l] :
         {std::pair{10, 8}, std::pair{9, 7}, std::pair{1, 6}, std::pair{6, 1}}) {
        const Geometry g(GridShape{w, l, true});
        for (TileIndex a = 0; a < g.tileCount(); ++a)
            for (TileIndex b = 0; b < g.tileCount(); ++b) {
                const int x0 = static_cast<int>(a) % w, y0 = static_cast<int>(a) / w;
                const int x1 = static_cast<int>(b) % w, y1 = static_cast<int>(b) / w;
                const auto line = lineTiles(g, x0, y0, x1, y1);
                const QString where = QStringLiteral("%1x%2: (%3,%4)-(%5,%6)")
                                          .arg(w)
                                          .arg(l)
                                          .arg(x0)
                                          .arg(y0)
                                          .arg(x1)
                                          .arg(y1);
                QVERIFY2(line.size() == std::size_t(hexDistance(x0, y0, x1, y1)) + 1,
                         qPrintable(where));
                QVERIFY2(line.front() == a && line.back() == b, qPrintable(where));
                for (std::size_t k = 0; k < line.size(); ++k) {
                    QVERIFY2(line[k] < g.tileCount(), qPrintable(where));
                    if (k > 0)
                        QVERIFY2(g.distance(line[k - 1], line[k]) == 1, qPrintable(where));
                }
                auto back = lineTiles(g, x1, y1, x0, y0);
                std::reverse(back.begin(), back.end());
                QVERIFY2(back == line, qPrintable(where));
            }
    }
}

void TestFootprint::hexLinesAlongARowStayOnIt() {
    for (int w : {10, 9}) {
        const Geometry g(GridShape{w, 8, true});
        for (int y = 0; y < 8; ++y)
            for (int x0 = 0; x0 < w; ++x0)
                for (int x1 = 0; x1 < w; ++x1) {
                    const auto line = lineTiles(g, x0, y, x1, y);
                    QCOMPARE(line.size(), std::size_t(std::abs(x1 - x0)) + 1);
                    for (TileIndex t : line)
                        QVERIFY2(
                            static_cast<int>(t) / w == y,
                            qPrintable(
                                QStringLiteral("row %1 from %2 to %3").arg(y).arg(x0).arg(x1)));
                }
    }
}

GBXX_TEST_GUILESS_MAIN(TestFootprint);

} // namespace tst_footprint
#include "tst_footprint.moc"
