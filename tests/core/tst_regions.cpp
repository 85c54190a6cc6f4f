// Region editing in the core: the tile expression language (every operator, precedence, errors),
// selections as bitmaps, field operations, and regions lifted, transformed and pasted — hex shapes
// kept in cube coordinates, wrap seams, pasting across variants.

#include "gbxx/conversion.h"
#include "gbxx/expression.h"
#include "gbxx/field_operations.h"
#include "gbxx/hex_coordinates.h"
#include "gbxx/region.h"
#include "gbxx/tile_spread.h"
#include "support/random_board.h"
#include "support/test_suite.h"

#include <QTest>

#include <cmath>

#include <set>

namespace tst_regions {

using namespace gbxx;
using namespace gbxx::test;

namespace {

Board numbered(Variant variant, int w, int l, bool hex) {
    Board board(variant, w, l);
    board.setHeader(*board.layout().headerField(keys::hex), hex ? 1 : 0);
    const FieldSpec& custom = *board.field(keys::custom);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, custom.write(board.field(keys::boundary)->write(0, 3), i % 200));
    return board;
}

// The matches of `text` on `board`, as "x,y" strings; an error as "error: …".
QStringList query(const Board& board, const char* text) {
    const auto parsed = TileExpression::parse(text, board.fields());
    if (!parsed)
        return {QStringLiteral("error: ") + QString::fromStdString(parsed.error.message)};
    QStringList out;
    for (TileIndex t : parsed.expression->select(board).tiles())
        out << QStringLiteral("%1,%2").arg(board.xOf(t)).arg(board.yOf(t));
    return out;
}

// The cells' plane positions as cube coordinates (the shape of a hex region).
std::set<std::tuple<int, int, int>> cubeShape(const Region& region) {
    std::set<std::tuple<int, int, int>> out;
    for (const Region::Cell& c : region.cells)
        out.insert({c.a, c.b, -c.a - c.b});
    return out;
}

} // namespace

class TestRegions : public QObject {
    Q_OBJECT

private slots:
    void expressionsCompareFieldsAndCoordinates();
    void expressionsFollowPrecedence();
    void expressionsNeedNoSpaces();
    void expressionErrorsSayWhatAndWhere_data();
    void expressionErrorsSayWhatAndWhere();
    void selectionsCombine();
    void fieldOperationsSetAddClampAndFlag();
    void fieldOperationTextIsChecked_data();
    void fieldOperationTextIsChecked();
    void sixHexRotationsAndTwoFlipsAreTheIdentity();
    void squareRotationsAndFlips();
    void hexRotationIsSixtyDegreesOnScreen();
    void hexShapeKeepsItsShapeMovedByOddAndEvenColumns();
    void pasteLandsWhereTheShapeSaysAndWrapsOrDrops();
    void pasteKeepsTheFieldsOutsideTheMask();
    void pasteAcrossVariantsEqualsConvertingTheTiles();
    void flipsSwapOwnersWhenAsked();
    void reshapedRegionKeepsColumnsAndRows();
    void clearingEmptiesOnlyTheMaskedBitsOfSelectedTiles();
    void spreadTellsCommonValuesFromMixedOnes();
};

void TestRegions::expressionsCompareFieldsAndCoordinates() {
    const Board board = numbered(Variant::GB64, 5, 4, false);
    QCOMPARE(query(board, "custom = 7"), QStringList{"2,1"});
    QCOMPARE(query(board, "custom != 0 and custom <= 2"), (QStringList{"1,0", "2,0"}));
    QCOMPARE(query(board, "custom < 2"), (QStringList{"0,0", "1,0"}));
    QCOMPARE(query(board, "custom >= 18"), (QStringList{"3,3", "4,3"}));
    QCOMPARE(query(board, "custom > 18"), QStringList{"4,3"});
    QCOMPARE(query(board, "x = 4 and y = 0x2"), QStringList{"4,2"});
    QCOMPARE(query(board, "custom has 4 and custom has 0"), (QStringList{"2,3", "4,3"})); // 17, 19
    QCOMPARE(query(board, "custom has 63"), QStringList{}); // past the field
    QCOMPARE(query(board, "height > 100000000000"), QStringList{});
    QCOMPARE(query(board, "not boundary = 3"), QStringList{});
    QCOMPARE(query(board, "y < 1 or x < 1").size(), 5 + 3);
}

void TestRegions::expressionsFollowPrecedence() {
    const Board board = numbered(Variant::GB64, 5, 4, false);
    // 'and' binds tighter than 'or'; 'not' tighter than both; parentheses override.
    QCOMPARE(query(board, "x = 0 or x = 1 and y = 0"),
             (QStringList{"0,0", "1,0", "0,1", "0,2", "0,3"}));
    QCOMPARE(query(board, "(x = 0 or x = 1) and y = 0"), (QStringList{"0,0", "1,0"}));
    QCOMPARE(query(board, "not x = 0 and y = 0"), (QStringList{"1,0", "2,0", "3,0", "4,0"}));
    QCOMPARE(query(board, "not (x = 0 and y = 0) and y = 0"),
             (QStringList{"1,0", "2,0", "3,0", "4,0"}));
    QCOMPARE(query(board, "not not x = 2 and y = 3"), QStringList{"2,3"});
}

void TestRegions::expressionsNeedNoSpaces() {
    const Board board = numbered(Variant::GB64, 5, 4, false);
    QCOMPARE(query(board, "(x=1)and(y>=3)"), QStringList{"1,3"});
    QCOMPARE(query(board, "x=1and y=3"), QStringList{"1,3"});
    QCOMPARE(query(board, "custom has 0and x<=1"), (QStringList{"1,0", "0,1", "1,2", "0,3"}));
    QCOMPARE(query(board, "  x\t=\n2  and y=0 "), QStringList{"2,0"});
}

void TestRegions::expressionErrorsSayWhatAndWhere_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("empty") << ""
                           << "expected a condition";
    QTest::newRow("unknown field") << "heigth > 3"
                                   << "'heigth' is not a field of this board";
    QTest::newRow("other variant's field") << "zoneOwner = 1"
                                           << "its fields: height, link";
    QTest::newRow("no operator") << "height 3"
                                 << "expected =, !=, <, <=, >, >= or 'has'";
    QTest::newRow("no number") << "height >="
                               << "expected a number after '>='";
    // `height = x` compares two operands since issue 37; a keyword is still no number.
    QTest::newRow("a keyword for a number") << "height = and"
                                            << "expected a number";
    QTest::newRow("negative") << "height > -1"
                              << "expected a number after '>'";
    QTest::newRow("too large") << "height < 99999999999999999999999"
                               << "is too large";
    QTest::newRow("missing parenthesis") << "(x = 1 and y = 2"
                                         << "expected ')'";
    QTest::newRow("stray parenthesis") << "x = 1)"
                                       << "unexpected ')'";
    QTest::newRow("upper-case keyword") << "x = 1 AND y = 2"
                                        << "unexpected 'AND'";
    QTest::newRow("dangling and") << "x = 1 and"
                                  << "not the end";
    QTest::newRow("unknown character") << "x == 1"
                                       << "expected a number after '='";
    QTest::newRow("strange character") << "x = 1 & y = 2"
                                       << "unexpected '&'";
    QTest::newRow("has on x") << "x has 1"
                              << "expected =, !=, <, <=, >, >= after 'x'";
    QTest::newRow("keyword as operand") << "and = 1"
                                        << "expected a field";
}

void TestRegions::expressionErrorsSayWhatAndWhere() {
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    const Board board = numbered(Variant::GB64, 2, 2, false);
    const auto parsed = TileExpression::parse(text.toStdString(), board.fields());
    QVERIFY(!parsed);
    const QString message = QString::fromStdString(parsed.error.message);
    QVERIFY2(message.contains(mentions), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("at character %1").arg(parsed.error.position + 1)),
             qPrintable(message));
    QVERIFY(!message.contains(QLatin1Char('\n')));
}

void TestRegions::selectionsCombine() {
    Selection a = Selection::of(130, {0, 1, 64, 129});
    const Selection b = Selection::of(130, {1, 2, 129});
    QCOMPARE(combined(a, b, SelectionMode::Add).tiles(),
             (std::vector<TileIndex>{0, 1, 2, 64, 129}));
    QCOMPARE(combined(a, b, SelectionMode::Subtract).tiles(), (std::vector<TileIndex>{0, 64}));
    QCOMPARE(combined(a, b, SelectionMode::Intersect).tiles(), (std::vector<TileIndex>{1, 129}));
    QCOMPARE(combined(a, b, SelectionMode::Replace), b);
    a.invert();
    QCOMPARE(a.count(), std::size_t{126});
    QVERIFY(!a.contains(129) && a.contains(128) && !a.contains(130));
    QCOMPARE(Selection::all(130).count(), std::size_t{130});
    QVERIFY(Selection(7).empty());
}

void TestRegions::fieldOperationsSetAddClampAndFlag() {
    Board board(Variant::GB64, 3, 1);
    const FieldSpec& height = *board.field(keys::height);  // 6 bits: 0..63
    const FieldSpec& home = *board.field(keys::homeZones); // flags
    board.setTileRaw(0, height.write(0, 60));
    board.setTileRaw(1, home.write(height.write(0, 5), 0b1010));
    const std::vector<TileIndex> tiles{0, 1, 2};
    const FieldOperation ops[] = {{FieldOperation::Kind::Add, &height, 10},
                                  {FieldOperation::Kind::FlagsOn, &home, 0b0001},
                                  {FieldOperation::Kind::FlagsOff, &home, 0b1000}};
    Board after = board;
    after.apply(planOperations(board, tiles, ops));
    QCOMPARE(after.get(0, height), std::uint64_t{63}); // clamped
    QCOMPARE(after.get(1, height), std::uint64_t{15});
    QCOMPARE(after.get(1, home), std::uint64_t{0b0011});
    const FieldOperation down[] = {{FieldOperation::Kind::Add, &height, -20},
                                   {FieldOperation::Kind::Set, &home, 0x80}};
    after.apply(planOperations(after, tiles, down));
    QCOMPARE(after.get(0, height), std::uint64_t{43});
    QCOMPARE(after.get(1, height), std::uint64_t{0}); // clamped at 0
    QCOMPARE(after.get(2, home), std::uint64_t{0x80});
}

void TestRegions::fieldOperationTextIsChecked_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("result"); // "ok" or words of the error
    using K = FieldOperation::Kind;
    QTest::newRow("set") << int(K::Set) << "height=63"
                         << "ok";
    QTest::newRow("set hex") << int(K::Set) << "custom=0xff"
                             << "ok";
    QTest::newRow("set too large") << int(K::Set) << "height=64"
                                   << "does not fit height (0 to 63)";
    QTest::newRow("add signed") << int(K::Add) << "height=-200"
                                << "ok";
    QTest::newRow("add plus") << int(K::Add) << "height=+3"
                              << "ok";
    QTest::newRow("set signed") << int(K::Set) << "height=-1"
                                << "is not a number";
    QTest::newRow("mask too wide") << int(K::FlagsOn) << "homeZones=0x100"
                                   << "does not fit";
    QTest::newRow("no equals") << int(K::Set) << "height"
                               << "is not KEY=VALUE";
    QTest::newRow("unknown key") << int(K::Set) << "zoneOwner=1"
                                 << "is not a field of this board";
    QTest::newRow("not a number") << int(K::FlagsOff) << "homeZones=two"
                                  << "is not a number";
    QTest::newRow("empty number") << int(K::Set) << "height="
                                  << "is not a number";
}

void TestRegions::fieldOperationTextIsChecked() {
    QFETCH(int, kind);
    QFETCH(QString, text);
    QFETCH(QString, result);
    const Board board(Variant::GB64, 1, 1);
    const auto parsed = parseFieldOperation(static_cast<FieldOperation::Kind>(kind),
                                            text.toStdString(), board.fields());
    if (result == QLatin1String("ok")) {
        QVERIFY(std::holds_alternative<FieldOperation>(parsed));
    } else {
        QVERIFY(std::holds_alternative<Message>(parsed));
        const std::string why = std::get<Message>(parsed).english();
        QVERIFY2(QString::fromStdString(why).contains(result), why.c_str());
    }
}

void TestRegions::sixHexRotationsAndTwoFlipsAreTheIdentity() {
    const Board board = randomBoard(Variant::GB32, 5, 20);
    Board hex = board;
    hex.setHeader(*hex.layout().headerField(keys::hex), 1);
    Selection some(hex.tileCount());
    for (TileIndex t = 0; t < hex.tileCount(); t += 3)
        some.set(t);
    const Region region = extractRegion(hex, some);
    QVERIFY(region.hex && !region.empty());
    Region turned = region;
    for (int k = 0; k < 6; ++k) {
        turned = transformed(turned, RegionTransform::RotateClockwise);
        QCOMPARE(turned == region, k == 5);
    }
    for (int k = 0; k < 6; ++k)
        turned = transformed(turned, RegionTransform::RotateAnticlockwise);
    QCOMPARE(turned, region);
    for (RegionTransform flip : {RegionTransform::FlipLeftRight, RegionTransform::FlipTopBottom})
        QCOMPARE(transformed(transformed(region, flip), flip), region);
    // Three rotations are a half turn, and so are the two flips one after the other.
    Region half = region;
    for (int k = 0; k < 3; ++k)
        half = transformed(half, RegionTransform::RotateClockwise);
    QCOMPARE(cubeShape(half),
             cubeShape(transformed(transformed(region, RegionTransform::FlipLeftRight),
                                   RegionTransform::FlipTopBottom)));
}

void TestRegions::squareRotationsAndFlips() {
    const Board board = numbered(Variant::GB16, 6, 5, false);
    const Selection l =
        Selection::of(board.tileCount(), {board.indexOf(2, 1), board.indexOf(2, 2),
                                          board.indexOf(2, 3), board.indexOf(3, 3)});
    const Region region = extractRegion(board, l);
    Region turned = region;
    for (int k = 0; k < 4; ++k) {
        turned = transformed(turned, RegionTransform::RotateClockwise);
        QCOMPARE(turned == region, k == 3);
    }
    // An L turned clockwise on screen: its foot, right of the bottom, goes below the left.
    Board pasted(Variant::GB16, 6, 5);
    const Region quarter = transformed(region, RegionTransform::RotateClockwise);
    pasted.apply(planPaste(pasted, quarter, 2, 2, ~std::uint64_t{0}).changes);
    std::set<std::pair<int, int>> at;
    for (TileIndex t = 0; t < pasted.tileCount(); ++t)
        if (pasted.tile(t) != 0)
            at.insert({pasted.xOf(t), pasted.yOf(t)});
    // It turns about the middle of its 2×3 box; the 3×2 box it becomes is half a tile off the
    // grid both ways there, and lands the higher and left way.
    QCOMPARE(at, (std::set<std::pair<int, int>>{{1, 1}, {2, 1}, {3, 1}, {1, 2}}));
}

void TestRegions::hexRotationIsSixtyDegreesOnScreen() {
    // Each neighbour of a centre, as a one-cell region around it, turned clockwise: it lands on the
    // neighbour 60° further round on screen (y down, so the angle grows).
    Board board(Variant::GB08, 8, 8);
    board.setHeader(*board.layout().headerField(keys::hex), 1);
    const Geometry g(board);
    for (const int cx : {3, 4}) { // both column parities
        const Axial o = axialOf(cx, 3);
        const Point c = g.centre(cx, 3);
        for (TileIndex n : g.neighbours(cx, 3)) {
            const Axial a = axialOf(board.xOf(n), board.yOf(n));
            Region one;
            one.variant = board.variant();
            one.hex = true;
            one.cells = {{a.q - o.q, a.r - o.r, 0}};
            const Placement moved =
                placeRegion(g, transformed(one, RegionTransform::RotateClockwise), cx, 3);
            QCOMPARE(moved.tiles.size(), std::size_t{1});
            const Point p = g.centre(board.xOf(n), board.yOf(n));
            const Point q = g.centre(board.xOf(moved.tiles[0]), board.yOf(moved.tiles[0]));
            double turnedBy = std::atan2(q.y - c.y, q.x - c.x) - std::atan2(p.y - c.y, p.x - c.x);
            while (turnedBy < 0)
                turnedBy += 2 * M_PI;
            QVERIFY2(std::abs(turnedBy - M_PI / 3) < 1e-6, qPrintable(QString::number(turnedBy)));
        }
    }
}

void TestRegions::hexShapeKeepsItsShapeMovedByOddAndEvenColumns() {
    const Board board = numbered(Variant::GB64, 12, 10, true);
    const Geometry g(board);
    // A hex disc of radius 1 around (4, 4) and a tail: an irregular shape.
    std::vector<TileIndex> tiles{board.indexOf(4, 4)};
    for (TileIndex n : g.neighbours(4, 4))
        tiles.push_back(n);
    tiles.push_back(board.indexOf(6, 4));
    std::sort(tiles.begin(), tiles.end()); // the region's cells are in body order
    const Region region = extractRegion(board, Selection::of(board.tileCount(), tiles));
    for (const int x : {3, 4, 5, 6, 7}) {
        for (const int y : {3, 4, 5}) {
            const Placement placed = placeRegion(g, region, x, y);
            QCOMPARE(placed.dropped, std::size_t{0});
            // The landed tiles, relative to (x, y) in cube coordinates, are the region's shape.
            std::set<std::tuple<int, int, int>> shape;
            const Axial origin = axialOf(x, y);
            for (TileIndex t : placed.tiles) {
                const Axial a = axialOf(board.xOf(t), board.yOf(t));
                shape.insert(
                    {a.q - origin.q, a.r - origin.r, -(a.q - origin.q) - (a.r - origin.r)});
            }
            QCOMPARE(shape, cubeShape(region));
            // And every pair of cells keeps its hex distance.
            for (std::size_t i = 0; i < placed.tiles.size(); ++i)
                for (std::size_t j = 0; j < placed.tiles.size(); ++j)
                    QCOMPARE(g.distance(placed.tiles[i], placed.tiles[j]),
                             g.distance(tiles[i], tiles[j]));
        }
    }
}

void TestRegions::pasteLandsWhereTheShapeSaysAndWrapsOrDrops() {
    Board board = numbered(Variant::GB16, 6, 4, true);
    const Region two = extractRegion(board, Selection::of(board.tileCount(), {0, 1}));
    // Open board: past the right edge, cells are dropped and counted.
    PastePlan plan = planPaste(board, two, 5, 0, ~std::uint64_t{0});
    QCOMPARE(plan.dropped, std::size_t{1});
    // A width wrap (even width on a hex board: joined): they come round to column 0.
    board.setHeader(*board.layout().headerField(keys::wrap), 1);
    plan = planPaste(board, two, 5, 0, ~std::uint64_t{0});
    QCOMPARE(plan.dropped, std::size_t{0});
    // Tile 1 sits one column right of tile 0: from column 5 it lands in column 0.
    const Placement placed = placeRegion(Geometry(board), two, 5, 0);
    std::set<int> columns;
    for (TileIndex t : placed.tiles)
        columns.insert(board.xOf(t));
    QCOMPARE(columns, (std::set<int>{5, 0}));
}

void TestRegions::pasteKeepsTheFieldsOutsideTheMask() {
    Board board = randomBoard(Variant::GB64, 9, 12);
    const Selection all = Selection::all(board.tileCount());
    int ox = 0;
    int oy = 0;
    const Region region = extractRegion(board, all, &ox, &oy);
    Board target(Variant::GB64, board.width(), board.length());
    const FieldSpec* zones[] = {target.field(keys::homeZones), target.field(keys::endZones)};
    const std::uint64_t mask = maskOf(zones);
    target.apply(planPaste(target, region, ox, oy, mask).changes);
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        QCOMPARE(target.tile(t), board.tile(t) & mask);
}

void TestRegions::pasteAcrossVariantsEqualsConvertingTheTiles() {
    for (Variant from : kAllVariants)
        for (Variant to : kAllVariants) {
            const Board board = randomBoard(from, 31 + static_cast<int>(from), 10);
            LossReport report;
            const Region converted = convertedRegion(
                extractRegion(board, Selection::all(board.tileCount())), to, &report);
            const Conversion whole = convertBoard(board, to);
            QCOMPARE(converted.variant, to);
            // Cell k is tile k (body order): the same values as converting the board.
            for (std::size_t k = 0; k < converted.cells.size(); ++k)
                QCOMPARE(converted.cells[k].value, whole.board.tile(static_cast<TileIndex>(k)));
            QCOMPARE(report.text(), whole.report.text());
        }
}

void TestRegions::flipsSwapOwnersWhenAsked() {
    Board board(Variant::GB64, 4, 1);
    const FieldSpec& home = *board.field(keys::homeZones);
    board.setTileRaw(0, home.write(0, 0b0001)); // player 1
    const Region one = extractRegion(board, Selection::of(board.tileCount(), {0}));
    QCOMPARE(home.read(transformed(one, RegionTransform::FlipLeftRight).cells[0].value),
             std::uint64_t{1});
    QCOMPARE(home.read(transformed(one, RegionTransform::FlipLeftRight, true).cells[0].value),
             std::uint64_t{0b0010}); // player 2
    QCOMPARE(home.read(transformed(one, RegionTransform::FlipTopBottom, true).cells[0].value),
             std::uint64_t{0b0100}); // player 3
}

void TestRegions::reshapedRegionKeepsColumnsAndRows() {
    // A ragged shape on a hex board with its origin on an odd column, and on an even one.
    for (int originColumn : {3, 4}) {
        Board hex = numbered(Variant::GB16, 9, 7, true);
        const std::vector<TileIndex> picked = {
            hex.indexOf(originColumn, 2), hex.indexOf(originColumn + 1, 2),
            hex.indexOf(originColumn + 2, 3), hex.indexOf(originColumn - 1, 4),
            hex.indexOf(originColumn, 5)};
        int ox = 0;
        int oy = 0;
        const Region region = extractRegion(hex, Selection::of(hex.tileCount(), picked), &ox, &oy);
        const Region square = reshaped(region, false, ox, oy);
        QVERIFY(!square.hex);
        // Pasted on a square board with the origin where it was: the same columns and rows.
        Board target = numbered(Variant::GB16, 9, 7, false);
        const Placement placed = placeRegion(Geometry(target), square, ox, oy);
        std::set<TileIndex> landed(placed.tiles.begin(), placed.tiles.end());
        QCOMPARE(landed, std::set<TileIndex>(picked.begin(), picked.end()));
        // And back: the hex cells as they were.
        QCOMPARE(reshaped(square, true, ox, oy), region);
    }
    const Board board = numbered(Variant::GB16, 5, 5, true);
    const Region same = extractRegion(board, Selection::all(board.tileCount()));
    QCOMPARE(reshaped(same, true, 1, 1), same);
}

void TestRegions::clearingEmptiesOnlyTheMaskedBitsOfSelectedTiles() {
    Board board = randomBoard(Variant::GB32, 8, 6);
    const Board before = board;
    const std::uint64_t mask = board.field(keys::height)->mask();
    const Selection selection = Selection::of(board.tileCount(), {2, 9, 47});
    board.apply(planCleared(board, selection, mask));
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        QCOMPARE(board.tile(t), selection.contains(t) ? before.tile(t) & ~mask : before.tile(t));
}

// The inspector's reading of a selection: a field alike on every tile, a flag on everywhere, on
// some or nowhere.
void TestRegions::spreadTellsCommonValuesFromMixedOnes() {
    Board board(Variant::GB64, 4, 1);
    const FieldSpec& height = *board.field(keys::height);
    const FieldSpec& zones = *board.field(keys::homeZones);
    for (TileIndex t = 0; t < 4; ++t)
        board.setTileRaw(t, zones.write(height.write(0, 7), t == 3 ? 0b011 : 0b001));
    const std::vector<TileIndex> first{0, 1, 2};
    const std::vector<TileIndex> every{0, 1, 2, 3};
    const TileSpread alike = spreadOf(board, first);
    QVERIFY(alike.uniform(height));
    QVERIFY(alike.uniform(zones));
    QCOMPARE(height.read(alike.allOf), std::uint64_t{7});
    const TileSpread mixed = spreadOf(board, every);
    QVERIFY(mixed.uniform(height));
    QVERIFY(!mixed.uniform(zones));
    QVERIFY(mixed.flagEverywhere(zones, 0));
    QVERIFY(!mixed.flagEverywhere(zones, 1));
    QVERIFY(mixed.flagSomewhere(zones, 1));
    QVERIFY(!mixed.flagSomewhere(zones, 2));
    const TileSpread none = spreadOf(board, {});
    QVERIFY(none.uniform(zones));
    QVERIFY(!none.flagEverywhere(zones, 0));
}

GBXX_TEST_GUILESS_MAIN(TestRegions);

} // namespace tst_regions
#include "tst_regions.moc"
