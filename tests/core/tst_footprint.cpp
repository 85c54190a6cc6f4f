// Brush footprints and line tiles: which tiles a tool touches on square and hex boards.

#include "gbxx/footprint.h"
#include "gbxx/hex_coordinates.h"
#include "support/test_suite.h"

#include <QTest>

#include <algorithm>
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
    void rectanglesRunAcrossJoinedSeamsOnly();
    void linesRunAcrossJoinedSeamsTheWayTheCursorWent();
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

// Issue 42: a corner past a joined seam (the way the tile cursor went) spans the seam, the short
// way; past an edge that is not joined it is held there. Square and hex, odd and even widths,
// wrapping either way.
// A line between two places the tile cursor reached across a joined seam (column 33 for column 1
// of a 32-wide board) crosses the seam as the cursor did, rather than running back across the
// whole board between the two tiles. Square and hex, along the width and the length.
void TestFootprint::linesRunAcrossJoinedSeamsTheWayTheCursorWent() {
    using Cell = std::pair<int, int>;
    const auto cells = [](const Geometry& g, const std::vector<TileIndex>& tiles) {
        std::vector<Cell> out;
        for (TileIndex t : tiles)
            out.push_back({static_cast<int>(t) % g.width(), static_cast<int>(t) / g.width()});
        return out;
    };
    // b06's shape: square 33 × 20, rows joined. Down three from row 18: rows 18, 19, 0, 1.
    const Geometry rows(GridShape{33, 20, false, false, true});
    QCOMPARE(cells(rows, lineTiles(rows, 11, 18, 11, 21)),
             (std::vector<Cell>{{11, 18}, {11, 19}, {11, 0}, {11, 1}}));
    QCOMPARE(cells(rows, lineTiles(rows, 11, 1, 11, -2)),
             (std::vector<Cell>{{11, 1}, {11, 0}, {11, 19}, {11, 18}}));
    // Hex 32 wide, columns joined: right three from column 30 is columns 30, 31, 0, 1.
    const Geometry hex(GridShape{32, 16, true, true, false});
    const std::vector<Cell> across = cells(hex, lineTiles(hex, 30, 8, 33, 8));
    QCOMPARE(across.size(), std::size_t{4});
    QCOMPARE(across.front(), Cell(30, 8));
    QCOMPARE(across.back(), Cell(1, 8));
    for (std::size_t i = 1; i < across.size(); ++i)
        QCOMPARE(hex.distance(across[i - 1].first, across[i - 1].second, across[i].first,
                              across[i].second),
                 1);
    // A diagonal on a torus: every step a neighbour, through the corner where the seams meet.
    const Geometry torus(GridShape{8, 6, false, true, true});
    const std::vector<Cell> diagonal = cells(torus, lineTiles(torus, 6, 4, 9, 7));
    QCOMPARE(diagonal.front(), Cell(6, 4));
    QCOMPARE(diagonal.back(), Cell(1, 1));
    QVERIFY(diagonal.size() <= 7);
    const auto apart = [](int a, int b, int size) {
        return std::min(std::abs(a - b), size - std::abs(a - b));
    };
    for (std::size_t i = 1; i < diagonal.size(); ++i) {
        QVERIFY(apart(diagonal[i].first, diagonal[i - 1].first, 8) <= 1);
        QVERIFY(apart(diagonal[i].second, diagonal[i - 1].second, 6) <= 1);
    }
}

void TestFootprint::rectanglesRunAcrossJoinedSeamsOnly() {
    using Cells = std::set<std::pair<int, int>>;
    const auto cells = [](const Geometry& g, const std::vector<TileIndex>& tiles) {
        Cells out;
        for (TileIndex t : tiles)
            out.insert({static_cast<int>(t) % g.width(), static_cast<int>(t) / g.width()});
        if (!std::is_sorted(tiles.begin(), tiles.end()) || out.size() != tiles.size())
            out.insert({-1, -1}); // each once, sorted, or the comparison fails
        return out;
    };
    const auto box = [](std::initializer_list<int> xs, std::initializer_list<int> ys) {
        Cells out;
        for (int y : ys)
            for (int x : xs)
                out.insert({x, y});
        return out;
    };
    for (const bool hex : {false, true}) {
        // 16 wide wrapping its width (the board): columns 14, 15, 0, 1 of rows 3 and 4.
        const Geometry width16(GridShape{16, 10, hex, true, false});
        QCOMPARE(cells(width16, rectTiles(width16, 14, 3, 17, 4, true)),
                 box({14, 15, 0, 1}, {3, 4}));
        QCOMPARE(cells(width16, rectTiles(width16, 17, 4, 14, 3, true)),
                 box({14, 15, 0, 1}, {3, 4})); // either corner first
        QCOMPARE(cells(width16, rectTiles(width16, 1, 3, -2, 4, true)),
                 box({14, 15, 0, 1}, {3, 4})); // leftwards from column 1
        // On the board the corners span what is between them, as before.
        QCOMPARE(cells(width16, rectTiles(width16, 14, 3, 1, 4, true)).size(), std::size_t{28});
        // Wider than the board: each column once. The border of a rectangle across the seam.
        QCOMPARE(rectTiles(width16, 3, 0, 30, 1, true).size(), std::size_t{32});
        Cells ring = box({14, 15, 0, 1}, {3, 4, 5});
        ring.erase({15, 4}); // inside the border
        ring.erase({0, 4});
        QCOMPARE(cells(width16, rectTiles(width16, 14, 3, 17, 5, false)), ring);
        // The length does not wrap here: a corner past it is held at the edge.
        QCOMPARE(cells(width16, rectTiles(width16, 14, 8, 15, 12, true)), box({14, 15}, {8, 9}));

        // 15 wide: a hex board's odd seam is not joined (spec X3), a square board's is.
        const Geometry width15(GridShape{15, 10, hex, true, false});
        QCOMPARE(cells(width15, rectTiles(width15, 13, 3, 16, 4, true)),
                 hex ? box({13, 14}, {3, 4}) : box({13, 14, 0, 1}, {3, 4}));

        // Wrapping the length, odd and even: rows 8, 9, 0 (and 1) of columns 2 and 3.
        for (const int length : {10, 11}) {
            const Geometry tall(GridShape{15, length, hex, false, true});
            QCOMPARE(cells(tall, rectTiles(tall, 2, length - 2, 3, length + 1, true)),
                     box({2, 3}, {length - 2, length - 1, 0, 1}));
            QCOMPARE(cells(tall, rectTiles(tall, -3, 1, 1, 0, true)), box({0, 1}, {0, 1}));
        }
    }
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
