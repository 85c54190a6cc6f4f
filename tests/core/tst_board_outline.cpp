// A board's facts line (gbxx/board_outline.h, issue 43): what its facts are, one rule for every
// list (any wrap is "wraps", the height's and the older layouts' seams too), read from a board or
// a record alike, and the English the registry's web pages say them in.

#include "gbxx/board.h"
#include "gbxx/board_outline.h"
#include "support/test_suite.h"

#include <QTest>

#include <string>

namespace tst_board_outline {

using namespace gbxx;

class TestBoardOutline : public QObject {
    Q_OBJECT

private slots:
    void aBoardsFactsAreItsVariantSizeAndShape();
    void anyWrapIsWraps_data();
    void anyWrapIsWraps();
    void aRecordWithNoVariantKeepsItsOtherFacts();
    void theWebPagesLineIsEnglish();
};

void TestBoardOutline::aBoardsFactsAreItsVariantSizeAndShape() {
    Board board(Variant::GB32, 33, 20);
    board.setHeader(*board.layout().headerField("hex"), 1);
    const BoardOutline outline = outlineOf(board);
    QCOMPARE(outline.variant, std::optional<Variant>(Variant::GB32));
    QCOMPARE(outline.width, 33);
    QCOMPARE(outline.length, 20);
    QVERIFY(outline.hex);
    QVERIFY(!outline.wraps);
}

void TestBoardOutline::anyWrapIsWraps_data() {
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("wraps");
    QTest::newRow("none") << "2023-09"
                          << "wrap" << 0 << false;
    QTest::newRow("the width") << "2023-09"
                               << "wrap" << 1 << true;
    QTest::newRow("the length") << "2023-09"
                                << "wrap" << 2 << true;
    // No seam on the grid (gridShapeOf has none), yet the registry and `find --wrap` say it wraps.
    QTest::newRow("the height") << "2023-09"
                                << "wrap" << 3 << true;
    QTest::newRow("L1 width") << "2023-09-10"
                              << "wrapWidth" << 1 << true;
    QTest::newRow("L1 length") << "2023-09-10"
                               << "wrapLength" << 1 << true;
    QTest::newRow("L3 length") << "draft-2023-09-06"
                               << "wrapLength" << 1 << true;
}

void TestBoardOutline::anyWrapIsWraps() {
    QFETCH(QString, layout);
    QFETCH(QString, field);
    QFETCH(int, value);
    QFETCH(bool, wraps);
    const Layout* found = findLayout(layout.toStdString());
    QVERIFY(found);
    Board board(Variant::GB64, 8, 6, *found);
    const FieldSpec* spec = found->headerField(field.toStdString());
    QVERIFY(spec);
    board.setHeader(*spec, static_cast<std::uint64_t>(value));
    QCOMPARE(outlineOf(board).wraps, wraps);
}

void TestBoardOutline::aRecordWithNoVariantKeepsItsOtherFacts() {
    const BoardOutline known = outlineOf(16, 20, 14, false, true);
    QCOMPARE(known.variant, std::optional<Variant>(Variant::GB16));
    const BoardOutline unknown = outlineOf(12, 20, 14, true, false);
    QVERIFY(!unknown.variant);
    QCOMPARE(unknown.width, 20);
    QCOMPARE(unknown.length, 14);
    QVERIFY(unknown.hex);
}

void TestBoardOutline::theWebPagesLineIsEnglish() {
    // The registry's lists say exactly this (tst_registry_pages), its board page the parts.
    QCOMPARE(outlineLine(outlineOf(16, 20, 14, false, true)),
             std::string("20 \u00d7 14 \u00b7 GB16 \u00b7 square \u00b7 wraps"));
    QCOMPARE(outlineLine(outlineOf(64, 255, 1, true, false)),
             std::string("255 \u00d7 1 \u00b7 GB64 \u00b7 hex"));
    QCOMPARE(sizeWords(outlineOf(8, 12, 9, false, false)), std::string("12 \u00d7 9"));
    QCOMPARE(variantWord(outlineOf(7, 1, 1, false, false)), std::string_view("GB?"));
    QCOMPARE(shapeWord(true), std::string_view("hex"));
    QCOMPARE(shapeWord(false), std::string_view("square"));
}

GBXX_TEST_GUILESS_MAIN(TestBoardOutline);

} // namespace tst_board_outline

#include "tst_board_outline.moc"
