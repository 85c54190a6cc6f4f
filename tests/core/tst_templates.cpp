// Board templates ("New from template"): each is a valid board in today's layout that writes and
// reads back unchanged, raises no warning (W), and has the shape and zones its game needs.

#include "gbxx/board_templates.h"
#include "gbxx/codec.h"
#include "gbxx/geometry.h"
#include "gbxx/regions.h"
#include "gbxx/warnings.h"
#include "support/test_suite.h"

#include <QTest>

#include <map>

namespace tst_templates {

using namespace gbxx;

namespace {

Board build(std::string_view key) {
    const BoardTemplate* t = findBoardTemplate(key);
    if (!t)
        qFatal("no template %s", std::string(key).c_str());
    return t->build();
}

std::vector<TileIndex> tilesWhere(const Board& board, std::string_view key, std::uint64_t mask) {
    const FieldSpec& field = *board.field(key);
    std::vector<TileIndex> tiles;
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        if (board.get(i, field) & mask)
            tiles.push_back(i);
    return tiles;
}

std::vector<TileIndex> onBoard(const Board& board) {
    return tilesWhere(board, "boundary", 3); // any boundary value but 0 (not on board)
}

// Every on-board tile reachable from the first through on-board neighbours.
bool connected(const Board& board) {
    const Geometry g(board);
    const auto tiles = onBoard(board);
    std::vector<bool> seen(board.tileCount());
    std::vector<TileIndex> todo{tiles.front()};
    seen[tiles.front()] = true;
    std::size_t reached = 0;
    const FieldSpec& boundary = *board.field("boundary");
    while (!todo.empty()) {
        const TileIndex t = todo.back();
        todo.pop_back();
        ++reached;
        for (TileIndex n : g.neighbours(t)) {
            if (!seen[n] && board.get(n, boundary) != 0) {
                seen[n] = true;
                todo.push_back(n);
            }
        }
    }
    return reached == tiles.size();
}

QString title(const Board& board) {
    return QString::fromStdString(board.footer().text(footerField("title")));
}

} // namespace

class TestTemplates : public QObject {
    Q_OBJECT

private slots:
    void everyTemplateIsAValidBoard_data();
    void everyTemplateIsAValidBoard();
    void chessHasHomeRowsAndPromotionRows();
    void reversiStartsWithFourDiscs();
    void goHasNineStarPoints();
    void hexIsAnElevenByElevenRhombus();
    void starHasSixPointsOfTenHoles();
    void snakesAndLaddersTrackIsContinuous();
    void wrappedWorldWrapsItsWidthSeamlessly();
};

void TestTemplates::everyTemplateIsAValidBoard_data() {
    QTest::addColumn<QString>("key");
    for (const BoardTemplate& t : boardTemplates())
        QTest::newRow(std::string(t.key).c_str())
            << QString::fromLatin1(t.key.data(), t.key.size());
}

void TestTemplates::everyTemplateIsAValidBoard() {
    QFETCH(QString, key);
    const Board board = build(key.toStdString());
    QVERIFY(board.layout().isDefault());
    QCOMPARE(board.variant(), Variant::GB64);
    const auto bytes = writeBoard(board);
    const ReadResult read = readBoard(bytes);
    QVERIFY2(read.board.has_value(), read.error.message.c_str());
    QVERIFY(*read.board == board);
    QVERIFY(!title(board).isEmpty());
    for (const Warning& w : findWarnings(board))
        QFAIL(qPrintable(QStringLiteral("%1: %2").arg(QString::fromStdString(w.rule),
                                                      QString::fromStdString(w.message))));
    QVERIFY(connected(board));
    QCOMPARE(build(key.toStdString()), board); // built from code: the same every time
}

void TestTemplates::chessHasHomeRowsAndPromotionRows() {
    const Board b = build("chess");
    QCOMPARE(b.width(), 8);
    QCOMPARE(b.length(), 8);
    QCOMPARE(onBoard(b).size(), std::size_t{64});
    const auto home1 = tilesWhere(b, "homeZones", 1);
    const auto home2 = tilesWhere(b, "homeZones", 2);
    QCOMPARE(home1.size(), std::size_t{16});
    QCOMPARE(home2.size(), std::size_t{16});
    QCOMPARE(b.yOf(home1.front()), 6);
    QCOMPARE(b.yOf(home2.back()), 1);
    const auto end1 = tilesWhere(b, "endZones", 1);
    QCOMPARE(end1.size(), std::size_t{8});
    QCOMPARE(b.yOf(end1.front()), 0);
    QCOMPARE(b.yOf(tilesWhere(b, "endZones", 2).front()), 7);
    QCOMPARE(tilesWhere(b, "custom", 1).size(), std::size_t{32});
    QCOMPARE(b.get(b.indexOf(0, 0), *b.field("custom")), std::uint64_t{0}); // a light corner
}

void TestTemplates::reversiStartsWithFourDiscs() {
    const Board b = build("reversi");
    QCOMPARE(tilesWhere(b, "homeZones", 1),
             (std::vector<TileIndex>{b.indexOf(4, 3), b.indexOf(3, 4)}));
    QCOMPARE(tilesWhere(b, "homeZones", 2),
             (std::vector<TileIndex>{b.indexOf(3, 3), b.indexOf(4, 4)}));
}

void TestTemplates::goHasNineStarPoints() {
    const Board b = build("go");
    QCOMPARE(b.tileCount(), std::size_t{361});
    const auto stars = tilesWhere(b, "custom", 1);
    QCOMPARE(stars.size(), std::size_t{9});
    QCOMPARE(stars[4], b.indexOf(9, 9)); // tengen
}

void TestTemplates::hexIsAnElevenByElevenRhombus() {
    const Board b = build("hex");
    QCOMPARE(b.header("hex"), std::uint64_t{1});
    QCOMPARE(onBoard(b).size(), std::size_t{121});
    const Geometry g(b);
    // The four corners of the rhombus (axial (0,0), (10,0), (0,10), (10,10)).
    const TileIndex topLeft = b.indexOf(0, 0);
    const TileIndex topRight = b.indexOf(10, 5);
    const TileIndex bottomLeft = b.indexOf(0, 10);
    const TileIndex bottomRight = b.indexOf(10, 15);
    for (TileIndex corner : {topLeft, topRight, bottomLeft, bottomRight})
        QCOMPARE(b.get(corner, *b.field("boundary")), std::uint64_t{3});
    QCOMPARE(g.distance(topLeft, topRight), 10);
    QCOMPARE(g.distance(topLeft, bottomLeft), 10);
    QCOMPARE(g.distance(topRight, bottomLeft), 10); // the short diagonal
    QCOMPARE(g.distance(topLeft, bottomRight), 20); // the long one
    // Each player's two edges: 11 tiles each, sharing the two corners where they meet.
    QCOMPARE(tilesWhere(b, "endZones", 1).size(), std::size_t{22});
    QCOMPARE(tilesWhere(b, "endZones", 2).size(), std::size_t{22});
    QCOMPARE(tilesWhere(b, "endZones", 3).size(), std::size_t{22 + 22 - 4});
    QCOMPARE(b.get(topLeft, *b.field("endZones")), std::uint64_t{3});
}

void TestTemplates::starHasSixPointsOfTenHoles() {
    const Board b = build("star");
    QCOMPARE(b.header("hex"), std::uint64_t{1});
    QCOMPARE(onBoard(b).size(), std::size_t{121});
    const FieldSpec& custom = *b.field("custom");
    std::map<std::uint64_t, std::vector<TileIndex>> points;
    for (TileIndex i : onBoard(b))
        points[b.get(i, custom)].push_back(i);
    QCOMPARE(points.size(), std::size_t{7});
    QCOMPARE(points[0].size(), std::size_t{61}); // the central hexagon
    const Geometry g(b);
    // The centre: the hole from which the others are nearest.
    TileIndex centre = 0;
    int nearest = 1000;
    for (TileIndex c : onBoard(b)) {
        int reach = 0;
        for (TileIndex i : onBoard(b))
            reach = std::max(reach, g.distance(c, i));
        if (reach < nearest) {
            nearest = reach;
            centre = c;
        }
    }
    QCOMPARE(b.get(centre, custom), std::uint64_t{0});
    QCOMPARE(b.xOf(centre), 8);
    for (std::uint64_t p = 1; p <= 6; ++p) {
        QCOMPARE(points[p].size(), std::size_t{10});
        // The tip of a point is the hole farthest from the centre: 8 steps.
        int farthest = 0;
        for (TileIndex i : points[p])
            farthest = std::max(farthest, g.distance(centre, i));
        QCOMPARE(farthest, 8);
    }
    // Player 1 leaves point 1 for the opposite point 4, and player 2 the other way.
    QCOMPARE(tilesWhere(b, "homeZones", 1), points[1]);
    QCOMPARE(tilesWhere(b, "endZones", 1), points[4]);
    QCOMPARE(tilesWhere(b, "homeZones", 2), points[4]);
    QCOMPARE(tilesWhere(b, "endZones", 2), points[1]);
    // Every hole off the star is off the board (W: nothing else set there).
    QCOMPARE(b.tileCount() - onBoard(b).size(), b.tileCount() - 121);
}

void TestTemplates::snakesAndLaddersTrackIsContinuous() {
    const Board b = build("snakes-and-ladders");
    QCOMPARE(b.header("routing"), std::uint64_t{1});
    const FieldSpec& custom = *b.field("custom");
    std::vector<TileIndex> square(101);
    for (TileIndex i = 0; i < b.tileCount(); ++i)
        square[b.get(i, custom)] = i;
    const Geometry g(b);
    QCOMPARE(square[1], b.indexOf(0, 9));
    QCOMPARE(square[100], b.indexOf(0, 0));
    for (int n = 1; n < 100; ++n)
        QCOMPARE(g.distance(square[n], square[n + 1]), 1);
    QCOMPARE(tilesWhere(b, "homeZones", 0x80), std::vector<TileIndex>{square[1]});
    QCOMPARE(tilesWhere(b, "endZones", 0x80), std::vector<TileIndex>{square[100]});
    QCOMPARE(tilesWhere(b, "safeZones", 0x80).size(), std::size_t{9});
    QCOMPARE(b.get(square[98], *b.field("boundary")), std::uint64_t{2}); // a snake's head
}

void TestTemplates::wrappedWorldWrapsItsWidthSeamlessly() {
    const Board b = build("wrapped-world");
    QVERIFY(gridShapeOf(b).wrapWidth);
    QVERIFY(!gridShapeOf(b).wrapLength);
    const Geometry g(b);
    QCOMPARE(g.distance(b.indexOf(0, 3), b.indexOf(b.width() - 1, 3)), 1);
    const FieldSpec& height = *b.field("height");
    QCOMPARE(b.header("heightMode"), std::uint64_t{0});
    // No step across the seam is steeper than the steepest step inside the board.
    const auto h = [&](int x, int y) { return static_cast<int>(b.get(b.indexOf(x, y), height)); };
    int steepest = 0;
    int seam = 0;
    for (int y = 0; y < b.length(); ++y) {
        for (int x = 0; x + 1 < b.width(); ++x)
            steepest = std::max(steepest, std::abs(h(x, y) - h(x + 1, y)));
        seam = std::max(seam, std::abs(h(b.width() - 1, y) - h(0, y)));
    }
    QVERIFY(steepest > 0);
    QVERIFY2(seam <= steepest, "the hills continue across the seam");
}

GBXX_TEST_GUILESS_MAIN(TestTemplates);

} // namespace tst_templates
#include "tst_templates.moc"
