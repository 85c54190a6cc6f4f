// The one shape filter (gbxx/shape_filter.h) that the library, the registry, its client and the
// command line all narrow boards by: what each field asks, and what "wraps" means in every layout.

#include "gbxx/board.h"
#include "gbxx/geometry.h"
#include "gbxx/layout.h"
#include "gbxx/shape_filter.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_shape_filter {

using namespace gbxx;

namespace {

Board boardOf(const char* layout, Variant v, int width, int length,
              std::initializer_list<std::pair<const char*, std::uint64_t>> header) {
    Board board(v, width, length, *findLayout(layout));
    for (const auto& [key, value] : header)
        board.setHeader(*board.layout().headerField(key), value);
    return board;
}

// What the registry stored as `wrap` before the height counted (6bc0c11): the seams the grid
// joins or keeps apart, read by gridShapeOf(). A height wrap slipped past it.
bool gridWraps(const Board& board) {
    const GridShape shape = gridShapeOf(board);
    return shape.wrapWidth || shape.wrapLength;
}

} // namespace

class TestShapeFilter : public QObject {
    Q_OBJECT

private slots:
    void aBoardWrapsWhenItsHeaderSetsAnyWrap_data();
    void aBoardWrapsWhenItsHeaderSetsAnyWrap();
    void theHeightsWrapIsAWrapThoughNoSeamJoins();
    void theFactsAreTheHeadersOwn();
    void anEmptyFilterMatchesEveryBoard();
    void eachFieldAsksOneThing();
    void boundsAreInclusive();
    void wrapAsksForBoardsThatWrapOrForThoseThatDoNot();
    void everyGivenFieldMustHold();
};

void TestShapeFilter::aBoardWrapsWhenItsHeaderSetsAnyWrap_data() {
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("hex");
    QTest::addColumn<bool>("wraps");
    // H4: 0 none, 1 width, 2 length, 3 height.
    QTest::newRow("H4 none") << "2023-09"
                             << "wrap" << 0 << 4 << false << false;
    QTest::newRow("H4 width") << "2023-09"
                              << "wrap" << 1 << 4 << false << true;
    QTest::newRow("H4 length") << "2023-09"
                               << "wrap" << 2 << 4 << false << true;
    QTest::newRow("H4 height") << "2023-09"
                               << "wrap" << 3 << 4 << false << true;
    // X3: an odd-width hex board's width seam is not joined; the header still sets the wrap.
    QTest::newRow("H4 width, odd hex") << "2023-09"
                                       << "wrap" << 1 << 5 << true << true;
    QTest::newRow("H4 width, even hex") << "2023-09"
                                        << "wrap" << 1 << 4 << true << true;
    // L1, L5: one flag per axis.
    for (const char* layout : {"draft-2023-09-06", "2023-09-10"}) {
        QTest::addRow("%s none", layout) << layout << "wrapWidth" << 0 << 4 << false << false;
        QTest::addRow("%s width", layout) << layout << "wrapWidth" << 1 << 4 << false << true;
        QTest::addRow("%s length", layout) << layout << "wrapLength" << 1 << 4 << false << true;
    }
}

void TestShapeFilter::aBoardWrapsWhenItsHeaderSetsAnyWrap() {
    QFETCH(QString, layout);
    QFETCH(QString, key);
    QFETCH(int, value);
    QFETCH(int, width);
    QFETCH(bool, hex);
    QFETCH(bool, wraps);
    const std::string layoutName = layout.toStdString(), keyName = key.toStdString();
    const Board board = boardOf(layoutName.c_str(), Variant::GB16, width, 3,
                                {{keyName.c_str(), std::uint64_t(value)}, {"hex", hex ? 1u : 0u}});
    QCOMPARE(headerWraps(board), wraps);
    QCOMPARE(shapeFactsOf(board).wraps, wraps);
    ShapeFilter wrapping;
    wrapping.wrap = true;
    ShapeFilter notWrapping;
    notWrapping.wrap = false;
    QCOMPARE(wrapping.matches(board), wraps);
    QCOMPARE(notWrapping.matches(board), !wraps);
}

void TestShapeFilter::theHeightsWrapIsAWrapThoughNoSeamJoins() {
    // The case the registry once read otherwise (it stored what the grid joins): `gbxx find --wrap`
    // found this board and `gbxx search --wrap` did not. The registry's meaning since is the
    // header's, and that is the filter's.
    const Board board = boardOf("2023-09", Variant::GB64, 6, 6, {{"wrap", 3}});
    QVERIFY(!gridWraps(board)); // no seam joins tiles
    QVERIFY(headerWraps(board));
    ShapeFilter filter;
    filter.wrap = true;
    QVERIFY(filter.matches(board));
}

void TestShapeFilter::theFactsAreTheHeadersOwn() {
    const Board board = boardOf("2023-09", Variant::GB32, 7, 9, {{"hex", 1}, {"wrap", 2}});
    QVERIFY(shapeFactsOf(board) == (ShapeFacts{32, 7, 9, true, true}));
    const Board older = boardOf("draft-2023-09-06", Variant::GB08, 3, 2, {{"hex", 1}});
    QVERIFY(shapeFactsOf(older) == (ShapeFacts{8, 3, 2, true, false}));
}

void TestShapeFilter::anEmptyFilterMatchesEveryBoard() {
    const ShapeFilter none;
    QVERIFY(!none.any());
    QVERIFY(none.conditions().empty());
    QVERIFY(none.matches(ShapeFacts{}));
    QVERIFY(none.matches(ShapeFacts{64, 255, 255, true, true}));
}

void TestShapeFilter::eachFieldAsksOneThing() {
    using F = ShapeFilter::Fact;
    using C = ShapeFilter::Comparison;
    ShapeFilter f;
    f.variant = 16;
    f.hex = false;
    f.wrap = true;
    f.minWidth = 2;
    f.maxWidth = 9;
    f.minLength = 3;
    f.maxLength = 8;
    QVERIFY(f.any());
    // The order a database's conditions follow: the fields' own.
    const std::vector<ShapeFilter::Condition> expected{
        {F::Variant, C::Equal, 16}, {F::Hex, C::Equal, 0},    {F::Wraps, C::Equal, 1},
        {F::Width, C::AtLeast, 2},  {F::Width, C::AtMost, 9}, {F::Length, C::AtLeast, 3},
        {F::Length, C::AtMost, 8}};
    QVERIFY(f.conditions() == expected);
    QVERIFY(sqlOperator(C::Equal) == "=");
    QVERIFY(sqlOperator(C::AtLeast) == ">=");
    QVERIFY(sqlOperator(C::AtMost) == "<=");
    ShapeFilter hex;
    hex.hex = true;
    QVERIFY(hex.conditions() == (std::vector<ShapeFilter::Condition>{{F::Hex, C::Equal, 1}}));
}

void TestShapeFilter::boundsAreInclusive() {
    ShapeFilter f;
    f.minWidth = 4;
    f.maxWidth = 6;
    f.minLength = 2;
    f.maxLength = 2;
    for (int width = 1; width <= 8; ++width)
        QCOMPARE(f.matches(ShapeFacts{16, width, 2, false, false}), width >= 4 && width <= 6);
    QVERIFY(!f.matches(ShapeFacts{16, 5, 1, false, false}));
    QVERIFY(!f.matches(ShapeFacts{16, 5, 3, false, false}));
}

void TestShapeFilter::wrapAsksForBoardsThatWrapOrForThoseThatDoNot() {
    const ShapeFacts wraps{16, 4, 4, false, true}, flat{16, 4, 4, false, false};
    ShapeFilter any;
    QVERIFY(any.matches(wraps) && any.matches(flat));
    ShapeFilter yes;
    yes.wrap = true;
    QVERIFY(yes.matches(wraps) && !yes.matches(flat));
    ShapeFilter no;
    no.wrap = false;
    QVERIFY(!no.matches(wraps) && no.matches(flat));
    QVERIFY(no.any()); // "does not wrap" is a filter too, not the absence of one
}

void TestShapeFilter::everyGivenFieldMustHold() {
    ShapeFilter f;
    f.variant = 32;
    f.hex = true;
    QVERIFY(f.matches(ShapeFacts{32, 4, 4, true, false}));
    QVERIFY(!f.matches(ShapeFacts{64, 4, 4, true, false}));
    QVERIFY(!f.matches(ShapeFacts{32, 4, 4, false, false}));
    ShapeFilter square;
    square.hex = false;
    QVERIFY(square.matches(ShapeFacts{8, 1, 1, false, true}));
    QVERIFY(!square.matches(ShapeFacts{8, 1, 1, true, true}));
}

GBXX_TEST_GUILESS_MAIN(TestShapeFilter);

} // namespace tst_shape_filter

#include "tst_shape_filter.moc"
