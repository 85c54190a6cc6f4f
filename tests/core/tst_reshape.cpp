// Resize with an anchor and shift with or without wrap: where every tile goes.

#include "gbxx/reshape.h"
#include "support/random_board.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_reshape {

using namespace gbxx;
using namespace gbxx::test;

class TestReshape : public QObject {
    Q_OBJECT

private slots:
    void resizeKeepsTilesAtTheirOffset();
    void anchorsPlaceTheOldBoard();
    void shiftWithoutWrapDropsAndEmpties();
    void shiftWithWrapIsAPermutation();
    void shiftChangeSetRevertsExactly();
};

void TestReshape::resizeKeepsTilesAtTheirOffset() {
    const Board board = randomBoard(Variant::GB32, 3, 30);
    const Board bigger = resizedBoard(board, board.width() + 4, board.length() + 2, 3, 1);
    QCOMPARE(bigger.width(), board.width() + 4);
    QCOMPARE(bigger.headerBits(), board.headerBits());
    QVERIFY(bigger.footer() == board.footer());
    for (int y = 0; y < board.length(); ++y)
        for (int x = 0; x < board.width(); ++x)
            QCOMPARE(bigger.tile(bigger.indexOf(x + 3, y + 1)), board.tile(board.indexOf(x, y)));
    QCOMPARE(bigger.tile(0), std::uint64_t{0});
    const Board back = resizedBoard(bigger, board.width(), board.length(), -3, -1);
    QVERIFY(back == board);
    const Board tiny = resizedBoard(board, 0, 300, 0, 0); // clamped to the format's limits
    QCOMPARE(tiny.width(), 1);
    QCOMPARE(tiny.length(), 255);
}

void TestReshape::anchorsPlaceTheOldBoard() {
    QCOMPARE(anchorOffset(10, 16, 0), 0);
    QCOMPARE(anchorOffset(10, 16, 1), 3);
    QCOMPARE(anchorOffset(10, 16, 2), 6);
    QCOMPARE(anchorOffset(10, 4, 1), -3);
    QCOMPARE(anchorOffset(10, 4, 2), -6);
}

void TestReshape::shiftWithoutWrapDropsAndEmpties() {
    Board board(Variant::GB08, 4, 3);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, i + 1);
    shiftTiles(board, 1, -1, false);
    QCOMPARE(board.tile(board.indexOf(0, 0)), std::uint64_t{0});             // vacated column
    QCOMPARE(board.tile(board.indexOf(1, 0)), std::uint64_t{4 * 1 + 0 + 1}); // old (0, 1)
    QCOMPARE(board.tile(board.indexOf(3, 2)), std::uint64_t{0});             // vacated row
}

void TestReshape::shiftWithWrapIsAPermutation() {
    Board board = randomBoard(Variant::GB64, 8, 20);
    const Board original = board;
    shiftTiles(board, 3, 5, true);
    QCOMPARE(board.tile(board.indexOf(3 % board.width(), 5 % board.length())), original.tile(0));
    shiftTiles(board, -3 + board.width() * 2, -5, true);
    QVERIFY(board == original);
}

void TestReshape::shiftChangeSetRevertsExactly() {
    Board board = randomBoard(Variant::GB16, 11, 40);
    const Board original = board;
    const ChangeSet changes = shiftTiles(board, -2, 1, false);
    const Board shifted = board;
    board.revert(changes);
    QVERIFY(board == original);
    board.apply(changes);
    QVERIFY(board == shifted);
}

GBXX_TEST_GUILESS_MAIN(TestReshape);

} // namespace tst_reshape
#include "tst_reshape.moc"
