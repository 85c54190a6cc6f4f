// The board without a mouse (issue 20): the arrow keys move a tile cursor (to neighbours on hex
// boards, across a wrap seam, stopping at an edge that does not wrap), Enter or Space applies the
// tool there, a line from one Enter to the next, Shift+arrows select; assistive technology hears
// the tile under the cursor, its place and its fields.

#include "support/test_suite.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/support/gui_test_support.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/view_input.h"
#include "widgets/view/tile_cursor.h"

#include <QAccessible>
#include <QScrollBar>
#include <QTest>
#include <QUndoStack>

namespace tst_keyboard_board {

using namespace gbxx;
using namespace gbxx::test;

class TestKeyboardBoard : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void arrowsMoveATileCursorThatStopsAtEdges();
    void arrowsCrossAWrapSeam();
    void onAHexBoardEveryStepIsToANeighbour();
    void enterAndSpaceApplyTheTool();
    void aLineRunsFromOneEnterToTheNext();
    void shiftArrowsSelect();
    void assistiveTechnologyHearsTheTile();
    void theMouseDropsALineBegunWithEnter();
    void escapeDropsAMouseDrag();
    void spaceOnlyPaintsWhenPressedHereAndNotPanning();
    void enterWithTheMoveToolKeepsTheSelection();
    void escapeDropsALineWhileTilesAreHighlighted();

private:
    BoardView* show(const Board& board) {
        tabsOf(window_)->setBoard(board, QString());
        BoardView* view = window_->view();
        view->setFocus();
        QApplication::processEvents();
        return view;
    }
    void key(Qt::Key k, Qt::KeyboardModifiers mods = Qt::NoModifier, int times = 1) {
        for (int n = 0; n < times; ++n)
            QTest::keyClick(window_->view(), k, mods);
    }
    QPoint cursor() const {
        const int t = window_->view()->tileCursor()->tile();
        const int w = window_->view()->geometry().width();
        return t < 0 ? QPoint(-1, -1) : QPoint(t % w, t / w);
    }
    // The height layer painted with `value` by `tool`, the keys on the board.
    void paintHeight(const QString& tool, std::uint64_t value) {
        QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("height")));
        paintSettingsOf(window_)->value = value;
        paintSettingsOf(window_)->notify();
        partOf<ToolActions>(window_)->selectTool(tool);
        window_->view()->setFocus();
    }
    // The cursor put on (x, y) by arrow keys alone, from wherever it is.
    void goTo(int x, int y) {
        if (window_->view()->tileCursor()->tile() < 0)
            key(Qt::Key_Up); // the first key shows the cursor
        const QPoint from = cursor();
        key(x < from.x() ? Qt::Key_Left : Qt::Key_Right, Qt::NoModifier, std::abs(x - from.x()));
        key(y < from.y() ? Qt::Key_Up : Qt::Key_Down, Qt::NoModifier, std::abs(y - from.y()));
        QCOMPARE(cursor(), QPoint(x, y));
    }

    MainWindow* window_ = nullptr;
};

void TestKeyboardBoard::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestKeyboardBoard::cleanup() {
    discardEditorWindow(window_);
}

void TestKeyboardBoard::arrowsMoveATileCursorThatStopsAtEdges() {
    BoardView* view = show(squareBoard(Variant::GB64, 6, 4));
    QCOMPARE(view->tileCursor()->tile(), -1);
    QVERIFY(!view->tileCursor()->keysLead());
    key(Qt::Key_Right); // the first key puts the cursor in the middle of the view
    QVERIFY(view->tileCursor()->keysLead());
    QVERIFY(view->tileCursor()->tile() >= 0);
    goTo(0, 0);
    QCOMPARE(cursor(), QPoint(0, 0));
    key(Qt::Key_Left); // no wrap: the edge holds
    key(Qt::Key_Up);
    QCOMPARE(cursor(), QPoint(0, 0));
    key(Qt::Key_Right, Qt::NoModifier, 9);
    key(Qt::Key_Down, Qt::NoModifier, 9);
    QCOMPARE(cursor(), QPoint(5, 3));
    key(Qt::Key_Left);
    QCOMPARE(cursor(), QPoint(4, 3));
}

void TestKeyboardBoard::arrowsCrossAWrapSeam() {
    Board board = squareBoard(Variant::GB64, 5, 3);
    board.setHeader(*board.layout().headerField("wrap"), 1); // width wraps
    show(board);
    goTo(4, 1);
    key(Qt::Key_Right);
    QCOMPARE(cursor(), QPoint(0, 1));
    key(Qt::Key_Left);
    QCOMPARE(cursor(), QPoint(4, 1));
    key(Qt::Key_Down, Qt::NoModifier, 5); // the length does not wrap
    QCOMPARE(cursor(), QPoint(4, 2));
}

void TestKeyboardBoard::onAHexBoardEveryStepIsToANeighbour() {
    for (const int width : {5, 6}) { // odd and even
        BoardView* view = show(hexBoard(width, 4));
        goTo(0, 0);
        QPoint last = cursor();
        const Qt::Key walk[] = {Qt::Key_Right, Qt::Key_Down,  Qt::Key_Right, Qt::Key_Right,
                                Qt::Key_Down,  Qt::Key_Left,  Qt::Key_Up,    Qt::Key_Right,
                                Qt::Key_Right, Qt::Key_Right, Qt::Key_Down,  Qt::Key_Down};
        for (Qt::Key k : walk) {
            key(k);
            const QPoint now = cursor();
            if (now == last)
                continue; // an edge
            const auto ns =
                view->geometry().neighbours(view->geometry().indexOf(last.x(), last.y()));
            const TileIndex here = view->geometry().indexOf(now.x(), now.y());
            QVERIFY2(std::find(ns.begin(), ns.end(), here) != ns.end(),
                     qPrintable(QStringLiteral("(%1,%2) → (%3,%4) on width %5")
                                    .arg(last.x())
                                    .arg(last.y())
                                    .arg(now.x())
                                    .arg(now.y())
                                    .arg(width)));
            last = now;
        }
        QCOMPARE(last.x(), std::min(5, width - 1));
    }
}

void TestKeyboardBoard::enterAndSpaceApplyTheTool() {
    Board board = squareBoard(Variant::GB64, 6, 4);
    show(board);
    paintHeight(QStringLiteral("brush"), 7);
    goTo(2, 1);
    key(Qt::Key_Return);
    const Board& now = tabsOf(window_)->document()->board();
    const FieldSpec& height = *now.field("height");
    QCOMPARE(now.get(now.indexOf(2, 1), height), std::uint64_t(7));
    key(Qt::Key_Right);
    key(Qt::Key_Space); // pressed and released without panning
    QCOMPARE(now.get(now.indexOf(3, 1), height), std::uint64_t(7));
    QCOMPARE(changedTiles(board, now, "height"), (std::set<std::pair<int, int>>{{2, 1}, {3, 1}}));
    tabsOf(window_)->document()->undoStack()->undo();
    QCOMPARE(now.get(now.indexOf(3, 1), height), std::uint64_t(0));
}

void TestKeyboardBoard::aLineRunsFromOneEnterToTheNext() {
    Board board = squareBoard(Variant::GB64, 8, 5);
    show(board);
    paintHeight(QStringLiteral("line"), 3);
    goTo(1, 2);
    key(Qt::Key_Enter);
    key(Qt::Key_Right, Qt::NoModifier, 4);
    QCOMPARE(changedTiles(board, tabsOf(window_)->document()->board(), "height").size(),
             std::size_t(0));
    key(Qt::Key_Enter);
    QCOMPARE(changedTiles(board, tabsOf(window_)->document()->board(), "height"),
             (std::set<std::pair<int, int>>{{1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2}}));
    // Across a wrap seam the line goes the way the cursor went: four tiles, not the eight of the
    // row between them (as the GUI review found on b06).
    Board wrapping = squareBoard(Variant::GB64, 9, 5);
    wrapping.setHeader(*wrapping.layout().headerField("wrap"), 1); // width wraps
    show(wrapping);
    goTo(7, 3);
    key(Qt::Key_Enter);
    key(Qt::Key_Right, Qt::NoModifier, 3);
    key(Qt::Key_Enter);
    QCOMPARE(changedTiles(wrapping, tabsOf(window_)->document()->board(), "height"),
             (std::set<std::pair<int, int>>{{7, 3}, {8, 3}, {0, 3}, {1, 3}}));
    // Escape drops a line begun but not finished.
    const Board before = tabsOf(window_)->document()->board();
    key(Qt::Key_Enter);
    key(Qt::Key_Down);
    key(Qt::Key_Escape);
    key(Qt::Key_Enter); // begins anew, nothing painted
    QCOMPARE(changedTiles(before, tabsOf(window_)->document()->board(), "height").size(),
             std::size_t(0));
}

void TestKeyboardBoard::shiftArrowsSelect() {
    show(squareBoard(Variant::GB64, 6, 4));
    goTo(1, 1);
    key(Qt::Key_Right, Qt::ShiftModifier, 2);
    key(Qt::Key_Down, Qt::ShiftModifier);
    const Selection& chosen = tabsOf(window_)->document()->selection();
    QCOMPARE(chosen.count(), std::size_t(6)); // (1..3) × (1..2)
    QVERIFY(chosen.contains(tabsOf(window_)->document()->board().indexOf(3, 2)));
    QVERIFY(!chosen.contains(tabsOf(window_)->document()->board().indexOf(0, 1)));
    // Arrows alone move on; Shift again starts from where the cursor is.
    key(Qt::Key_Right);
    key(Qt::Key_Left, Qt::ShiftModifier);
    QCOMPARE(tabsOf(window_)->document()->selection().count(), std::size_t(2));
}

void TestKeyboardBoard::assistiveTechnologyHearsTheTile() {
    Board board = squareBoard(Variant::GB64, 6, 4);
    const FieldSpec& height = *board.field("height");
    board.setTileRaw(board.indexOf(2, 1), height.write(board.tile(board.indexOf(2, 1)), 5));
    BoardView* view = show(board);
    QAccessible::setActive(true);
    QAccessibleInterface* face = QAccessible::queryAccessibleInterface(view);
    QVERIFY(face);
    QVERIFY(!face->text(QAccessible::Name).isEmpty());
    QVERIFY(face->text(QAccessible::Description).contains(QStringLiteral("Arrow")));
    goTo(2, 1);
    QCOMPARE(face->childCount(), 1);
    QAccessibleInterface* cell = face->child(0);
    QVERIFY(cell);
    QCOMPARE(cell->role(), QAccessible::Cell);
    QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("Tile 2, 1"));
    const QString fields = cell->text(QAccessible::Value);
    QVERIFY2(fields.contains(QStringLiteral("height 5")), qPrintable(fields));
    QVERIFY2(fields.contains(QStringLiteral("boundary in bounds")), qPrintable(fields));
    QCOMPARE(face->text(QAccessible::Value), fields);
    QVERIFY(cell->rect().isValid());
    QCOMPARE(face->indexOfChild(cell), 0);
    key(Qt::Key_Right);
    QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("Tile 3, 1"));
    QVERIFY(!cell->text(QAccessible::Value).contains(QStringLiteral("height")));
}

// Esc in the middle of a drag drops the shape (as it drops a line begun with Enter); the release
// that follows paints nothing, and the next drag paints again. A brush's stroke ends there: what
// it painted stays, as one step, and the pointer paints no more until pressed again.
void TestKeyboardBoard::escapeDropsAMouseDrag() {
    {
        Board board = squareBoard(Variant::GB64, 8, 5);
        BoardView* view = show(board);
        paintHeight(QStringLiteral("brush"), 6);
        QWidget* viewport = view->viewport();
        press(viewport, view->tileCentre(1, 1));
        moveHeld(viewport, view->tileCentre(2, 1));
        key(Qt::Key_Escape);
        moveHeld(viewport, view->tileCentre(5, 3));
        release(viewport, view->tileCentre(5, 3));
        QCOMPARE(changedTiles(board, tabsOf(window_)->document()->board(), "height"),
                 (std::set<std::pair<int, int>>{{1, 1}, {2, 1}}));
        QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 1);
        QVERIFY(!view->input().state().busy());
    }
    for (const char* tool : {"rectangle", "line"}) {
        Board board = squareBoard(Variant::GB64, 8, 5);
        BoardView* view = show(board);
        paintHeight(QString::fromLatin1(tool), 6);
        QWidget* viewport = view->viewport();
        press(viewport, view->tileCentre(1, 1));
        moveHeld(viewport, view->tileCentre(3, 3));
        key(Qt::Key_Escape);
        moveHeld(viewport, view->tileCentre(4, 3));
        release(viewport, view->tileCentre(4, 3));
        QVERIFY2(changedTiles(board, tabsOf(window_)->document()->board(), "height").empty(), tool);
        QVERIFY(!view->input().state().busy());
        QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 0);
        press(viewport, view->tileCentre(2, 2));
        release(viewport, view->tileCentre(2, 2));
        QVERIFY2(!changedTiles(board, tabsOf(window_)->document()->board(), "height").empty(),
                 tool);
    }
}

void TestKeyboardBoard::theMouseDropsALineBegunWithEnter() {
    Board board = squareBoard(Variant::GB64, 8, 5);
    BoardView* view = show(board);
    paintHeight(QStringLiteral("line"), 3);
    goTo(1, 1);
    key(Qt::Key_Enter);
    key(Qt::Key_Right, Qt::NoModifier, 2);
    // The mouse moves over the board, no button down: the line is dropped, not drawn.
    sendMouse(view->viewport(), QEvent::MouseMove, view->tileCentre(5, 3), Qt::NoButton,
              Qt::NoButton);
    QCOMPARE(changedTiles(board, tabsOf(window_)->document()->board(), "height").size(),
             std::size_t(0));
    QVERIFY(!view->input().state().busy());
    // The keys begin a new line where the cursor is, and end it.
    goTo(2, 3);
    key(Qt::Key_Enter);
    key(Qt::Key_Right);
    key(Qt::Key_Enter);
    QCOMPARE(changedTiles(board, tabsOf(window_)->document()->board(), "height"),
             (std::set<std::pair<int, int>>{{2, 3}, {3, 3}}));
}

void TestKeyboardBoard::spaceOnlyPaintsWhenPressedHereAndNotPanning() {
    Board board = squareBoard(Variant::GB64, 40, 30);
    BoardView* view = show(board);
    paintHeight(QStringLiteral("brush"), 9);
    view->zoomable()->setScale(64.0);
    key(Qt::Key_Down);
    // A release whose press went elsewhere (a menu chosen with Space) does nothing.
    QTest::keyRelease(view, Qt::Key_Space);
    QCOMPARE(changedTiles(board, tabsOf(window_)->document()->board(), "height").size(),
             std::size_t(0));
    // Space held while the view scrolls is a pan.
    QTest::keyPress(view, Qt::Key_Space);
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->value() + 50);
    QTest::keyRelease(view, Qt::Key_Space);
    QCOMPARE(changedTiles(board, tabsOf(window_)->document()->board(), "height").size(),
             std::size_t(0));
    // Pressed and released alone: the brush at the cursor.
    key(Qt::Key_Space);
    QCOMPARE(changedTiles(board, tabsOf(window_)->document()->board(), "height").size(),
             std::size_t(1));
}

void TestKeyboardBoard::enterWithTheMoveToolKeepsTheSelection() {
    show(squareBoard(Variant::GB64, 6, 4));
    goTo(1, 1);
    key(Qt::Key_Right, Qt::ShiftModifier, 2);
    QCOMPARE(tabsOf(window_)->document()->selection().count(), std::size_t(3));
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("move"));
    window_->view()->setFocus();
    key(Qt::Key_Return);
    QCOMPARE(tabsOf(window_)->document()->selection().count(), std::size_t(3));
}

void TestKeyboardBoard::escapeDropsALineWhileTilesAreHighlighted() {
    Board board = squareBoard(Variant::GB64, 8, 5);
    BoardView* view = show(board);
    paintHeight(QStringLiteral("line"), 4);
    view->highlight()->set({0, 1}); // the window's Esc would clear it
    goTo(1, 2);
    key(Qt::Key_Enter);
    key(Qt::Key_Right, Qt::NoModifier, 3);
    key(Qt::Key_Escape);
    QVERIFY(!view->input().state().busy());
    QCOMPARE(view->highlight()->tiles().size(), std::size_t(2)); // Esc went to the line
    key(Qt::Key_Enter); // a new line begins here, nothing painted yet
    QCOMPARE(changedTiles(board, tabsOf(window_)->document()->board(), "height").size(),
             std::size_t(0));
}

GBXX_TEST_MAIN(TestKeyboardBoard);

} // namespace tst_keyboard_board

#include "tst_keyboard_board.moc"
