// Selecting regions through the real window (issue 15): the rectangle, lasso and magic wand tools
// and their Shift/Ctrl modifiers, Select All / Deselect / Invert by their keys, and painting
// confined to the selection, on square and odd-q hex boards (wrapped). Expected tiles are worked
// out here from the geometry (tile centres) or by hand, not with the region code under test.

#include "widgets/support/region_test_support.h"
#include "support/test_suite.h"

namespace tst_region_selection {

using namespace gbxx;
using namespace gbxx::test;

class TestRegionSelection : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void rectangleSelectCombinesWithShiftCtrlAndBoth();
    void lassoSelectsTheTilesInsideTheTrail();
    void magicWandFollowsHexNeighboursAcrossTheWrapSeam();
    void selectAllInvertAndDeselectByTheirKeys();
    void paintingStaysInsideTheSelectionAndSaysSo();

private:
    MainWindow* window_ = nullptr;
};

void TestRegionSelection::initTestCase() {
    regionSuiteStarts("tst_region_selection");
}

void TestRegionSelection::init() {
    window_ = regionTestStarts();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestRegionSelection::cleanup() {
    regionTestEnds(window_);
}

void TestRegionSelection::rectangleSelectCombinesWithShiftCtrlAndBoth() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB32, 8, 6, false), QString());
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("select-rectangle")));
    BoardView* view = window_->view();
    const Board& b = tabsOf(window_)->document()->board();
    drag(view, {1, 1}, {3, 2});
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()),
             (Cells{{1, 1}, {2, 1}, {3, 1}, {1, 2}, {2, 2}, {3, 2}}));
    drag(view, {5, 4}, {6, 4}, Qt::ShiftModifier); // adds
    QCOMPARE(tabsOf(window_)->document()->selection().count(), std::size_t{8});
    drag(view, {2, 1}, {2, 2}, Qt::ControlModifier); // takes away
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()),
             (Cells{{1, 1}, {3, 1}, {1, 2}, {3, 2}, {5, 4}, {6, 4}}));
    drag(view, {0, 0}, {7, 1}, Qt::ShiftModifier | Qt::ControlModifier); // keeps the overlap
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()), (Cells{{1, 1}, {3, 1}}));
    auto* label = window_->findChild<QLabel*>(QStringLiteral("selectionLabel"));
    QCOMPARE(label->text(), QStringLiteral("2 tiles selected"));
    // A click outside selects that one tile; selecting is not an undo step.
    click(view, {7, 5});
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()), (Cells{{7, 5}}));
    QCOMPARE(label->text(), QStringLiteral("1 tile selected"));
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 0);
    QVERIFY(!tabsOf(window_)->document()->isModified());
    // The selection stays when the tool changes.
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush")));
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()), (Cells{{7, 5}}));
}

void TestRegionSelection::lassoSelectsTheTilesInsideTheTrail() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB16, 9, 9, false), QString());
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("select-lasso")));
    BoardView* view = window_->view();
    QWidget* vp = view->viewport();
    // Round the square from (2,2) to (6,6) and back: its tiles, edges included.
    const QList<QPoint> corners{{2, 2}, {6, 2}, {6, 6}, {2, 6}, {2, 2}};
    mouse(vp, QEvent::MouseButtonPress, view->tileCentre(2, 2), Qt::LeftButton, {});
    for (const QPoint& c : corners)
        mouse(vp, QEvent::MouseMove, view->tileCentre(c.x(), c.y()), Qt::LeftButton, {});
    mouse(vp, QEvent::MouseButtonRelease, view->tileCentre(2, 2), Qt::NoButton, {});
    const Board& b = tabsOf(window_)->document()->board();
    Cells expected;
    for (int y = 2; y <= 6; ++y)
        for (int x = 2; x <= 6; ++x)
            expected.insert({x, y});
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()), expected);
}

void TestRegionSelection::magicWandFollowsHexNeighboursAcrossTheWrapSeam() {
    Board board = busyBoard(Variant::GB64, 8, 6, true, true);
    const FieldSpec& custom = *board.field(keys::custom);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, custom.write(board.tile(i), 0));
    // Column 7 is odd: its right-hand neighbours across the seam are (0, y) and (0, y + 1).
    for (const auto& [x, y] : Cells{{0, 2}, {7, 2}, {6, 1}, {4, 4}})
        board.setTileRaw(board.indexOf(x, y), custom.write(board.tile(board.indexOf(x, y)), 5));
    tabsOf(window_)->setBoard(board, QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("custom")));
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("select-wand")));
    const Board& b = tabsOf(window_)->document()->board();
    click(window_->view(), {0, 2});
    // (6, 1) touches (7, 2)? Column 6 is even: its right neighbours are (7, 0) and (7, 1): no.
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()), (Cells{{0, 2}, {7, 2}}));
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("select-value")));
    click(window_->view(), {0, 2});
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()),
             (Cells{{0, 2}, {7, 2}, {6, 1}, {4, 4}}));
}

void TestRegionSelection::selectAllInvertAndDeselectByTheirKeys() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB08, 7, 5, true), QString());
    BoardView* view = window_->view();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(tabsOf(window_)->document()->selection().count(), std::size_t{35});
    tabsOf(window_)->document()->setSelection(
        selectionOf(tabsOf(window_)->document()->board(), {{0, 0}, {6, 4}}));
    QTest::keyClick(view, Qt::Key_I, Qt::ControlModifier);
    QCOMPARE(tabsOf(window_)->document()->selection().count(), std::size_t{33});
    QVERIFY(!tabsOf(window_)->document()->selection().contains(0));
    QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(tabsOf(window_)->document()->selection().empty());
    QVERIFY(!actionOf(window_, QStringLiteral("actionCopy"))->isEnabled());
    QVERIFY(!window_->findChild<QLabel*>(QStringLiteral("selectionLabel"))->isVisible());
}

void TestRegionSelection::paintingStaysInsideTheSelectionAndSaysSo() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB32, 10, 4, false), QString());
    const Board before = tabsOf(window_)->document()->board();
    tabsOf(window_)->document()->setSelection(selectionOf(before, {{3, 1}, {4, 1}}));
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("custom")));
    paintSettingsOf(window_)->value = 99;
    paintSettingsOf(window_)->notify();
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush")));
    drag(window_->view(), {0, 1}, {9, 1});
    const Board& b = tabsOf(window_)->document()->board();
    const FieldSpec& custom = *b.field(keys::custom);
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        const bool inside = b.yOf(t) == 1 && (b.xOf(t) == 3 || b.xOf(t) == 4);
        QCOMPARE(b.tile(t), inside ? custom.write(before.tile(t), 99) : before.tile(t));
    }
    QVERIFY2(window_->statusBar()->currentMessage().contains(QLatin1String("selection")),
             qPrintable(window_->statusBar()->currentMessage()));
}

GBXX_TEST_MAIN(TestRegionSelection);

} // namespace tst_region_selection
#include "tst_region_selection.moc"
