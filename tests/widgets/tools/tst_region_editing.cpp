// Region editing driven through the real window (issue 15): copy and paste between two windows,
// moving, flipping and rotating floating content on square and odd-q hex boards (odd and even
// widths, wrapped). The selection tools are in tst_region_selection.cpp; the fields carried,
// Select Where… and stamps in tst_region_fields.cpp. Expected tiles are worked out here from the
// geometry (tile centres) or by hand, not with the region code under test.

#include "widgets/tools/tool_options_widget.h"
#include "widgets/view/states/view_input.h"
#include "widgets/support/region_test_support.h"
#include "support/test_suite.h"

namespace tst_region_editing {

using namespace gbxx;
using namespace gbxx::test;

class TestRegionEditing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void closingOrQuittingWhileContentFloatsAsksFirst();
    void squareTilesPastedOnHexKeepTheirColumnsAndRowsOnEitherParity();
    void undoWhileTheFirstEditFloatsTakesItBack();
    void copyAndPasteInAnotherWindowKeepsTheHexShape_data();
    void copyAndPasteInAnotherWindowKeepsTheHexShape();
    void moveToolLandsOneUndoStepAndUndoRestoresTheBytes();
    void draggingInsideTheSelectionMovesItAndAltDuplicates();
    void sixRotationsAndTwoFlipsOnHexLeaveTheBoardAsItWas();
    void rotatingASquareSelectionTurnsItNinetyDegrees();
    void tilesOffTheBoardAreDroppedAndCountedOrWrap();
    void escapeCancelsAndEnterPlaces();
    void savingWhileFloatingSavesItPlaced();
    void aPastedPieceTurnedAcrossTheWrapSeamWritesEveryTile();
    void anEvenWidthHexFlipStaysInItsColumnsAndSaysWhatMoves();
    void aMoveLeavesOnBoardTilesUnlessTheMoveToolIsToldOtherwise();

private:
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestRegionEditing::initTestCase() {
    regionSuiteStarts("tst_region_editing");
}

void TestRegionEditing::init() {
    window_ = regionTestStarts();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestRegionEditing::cleanup() {
    regionTestEnds(window_);
}

void TestRegionEditing::copyAndPasteInAnotherWindowKeepsTheHexShape_data() {
    QTest::addColumn<int>("targetWidth");
    QTest::addColumn<bool>("wrap");
    QTest::addColumn<int>("columnStep");
    QTest::newRow("odd width, one column") << 9 << false << 1;
    QTest::newRow("even width wrapped, one column") << 10 << true << 1;
    QTest::newRow("even width, two columns") << 10 << false << 2;
    QTest::newRow("odd width, one column back") << 11 << false << -1;
    QTest::newRow("even width wrapped, three columns back") << 10 << true << -3;
}

void TestRegionEditing::copyAndPasteInAnotherWindowKeepsTheHexShape() {
    QFETCH(int, targetWidth);
    QFETCH(bool, wrap);
    QFETCH(int, columnStep);
    // A ragged shape on a hex board of odd width, copied with every field.
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 9, 8, true), QString());
    const Board& source = tabsOf(window_)->document()->board();
    const Cells shape{{3, 2}, {4, 2}, {4, 3}, {5, 3}, {3, 4}, {2, 5}, {3, 5}};
    tabsOf(window_)->document()->setSelection(selectionOf(source, shape));
    QVERIFY(actionOf(window_, QStringLiteral("actionCopy"))->isEnabled());
    actionOf(window_, QStringLiteral("actionCopy"))->trigger();
    QVERIFY(QApplication::clipboard()->mimeData()->hasFormat(QString::fromLatin1(kRegionMimeType)));

    // Another window: Paste in Place, then the arrow keys move it `columnStep` columns.
    MainWindow* other = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(other));
    tabsOf(other)->setBoard(busyBoard(Variant::GB64, targetWidth, 8, true, wrap), QString());
    const Board before = tabsOf(other)->document()->board();
    QVERIFY(actionOf(other, QStringLiteral("actionPasteInPlace"))->isEnabled());
    actionOf(other, QStringLiteral("actionPasteInPlace"))->trigger();
    QVERIFY(other->view()->input().floating());
    for (int k = 0; k < std::abs(columnStep); ++k)
        QTest::keyClick(other->view(), columnStep > 0 ? Qt::Key_Right : Qt::Key_Left);
    QTest::keyClick(other->view(), Qt::Key_Return);
    QVERIFY(!other->view()->input().floating());
    QCOMPARE(tabsOf(other)->document()->undoStack()->count(), 1);
    QCOMPARE(tabsOf(other)->document()->undoStack()->text(0), QStringLiteral("Paste"));

    // Moved whole in the plane: every tile's centre by the same step, `columnStep` columns
    // across and, for an odd number of columns, half a row up or down (which of the two depends
    // on the column the shape is held by); across a joined seam, one board width round.
    const Geometry sourceGeometry(source);
    const Geometry targetGeometry(tabsOf(other)->document()->board());
    const Board& after = tabsOf(other)->document()->board();
    const double column = targetGeometry.centre(1, 0).x - targetGeometry.centre(0, 0).x;
    const double row = targetGeometry.centre(0, 1).y - targetGeometry.centre(0, 0).y;
    const double boardWidth = column * targetWidth;
    std::vector<double> rowSteps{0.0};
    if (columnStep % 2 != 0)
        rowSteps = {-row / 2, row / 2};
    int matching = 0;
    for (double dy : rowSteps) {
        std::map<TileIndex, std::uint64_t> expected;
        bool fits = true;
        for (const auto& [x, y] : shape) {
            const Point c = sourceGeometry.centre(x, y);
            const Point moved{c.x + column * columnStep, c.y + dy};
            auto at = tileAtCentre(targetGeometry, moved);
            if (!at && wrap)
                at = tileAtCentre(targetGeometry, Point{moved.x - boardWidth, moved.y});
            if (!at && wrap)
                at = tileAtCentre(targetGeometry, Point{moved.x + boardWidth, moved.y});
            if (!at) {
                fits = false;
                break;
            }
            expected[after.indexOf(at->first, at->second)] = source.tile(source.indexOf(x, y));
        }
        if (!fits)
            continue;
        bool same = true;
        for (TileIndex t = 0; t < after.tileCount(); ++t) {
            const auto e = expected.find(t);
            same = same && after.tile(t) == (e == expected.end() ? before.tile(t) : e->second);
        }
        matching += same ? 1 : 0;
    }
    QCOMPARE(matching, 1);
    // What landed is selected; undo gives the exact bytes back.
    QCOMPARE(tabsOf(other)->document()->selection().count(), shape.size());
    tabsOf(other)->document()->undo();
    QCOMPARE(boardBytes(tabsOf(other)->document()->board()), boardBytes(before));
    discardEditorWindow(other);
}

// Closing or quitting places the floating content first (as saving does), so the board is
// modified and the user is asked; nothing floating is lost silently.
void TestRegionEditing::closingOrQuittingWhileContentFloatsAsksFirst() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 8, 6, true), QString());
    const Board before = tabsOf(window_)->document()->board();
    tabsOf(window_)->document()->setSelection(selectionOf(before, {{1, 1}, {2, 1}}));
    actionOf(window_, QStringLiteral("actionCopy"))->trigger();
    actionOf(window_, QStringLiteral("actionPasteInPlace"))->trigger();
    QTest::keyClick(window_->view(), Qt::Key_Down);
    QVERIFY(window_->view()->input().floating());
    QString asked;
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    QVERIFY(!filesOf(window_)->closeBoard());
    QVERIFY2(asked.contains(QStringLiteral("unsaved changes")), qPrintable(asked));
    QVERIFY(!window_->view()->input().floating());
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 1); // placed: one Paste step
    QVERIFY(tabsOf(window_)->document()->isModified());
    // Quitting (the window's close) asks the same.
    actionOf(window_, QStringLiteral("actionPasteInPlace"))->trigger();
    QTest::keyClick(window_->view(), Qt::Key_Down); // two rows down: onto other tiles
    QTest::keyClick(window_->view(), Qt::Key_Down);
    QVERIFY(window_->view()->input().floating());
    asked.clear();
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    QVERIFY(!window_->close());
    QVERIFY(!asked.isEmpty());
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 2);
    tabsOf(window_)->document()->markSaved();
}

// A square piece pasted on a hex board lands in the columns and rows it had, whether the tile under
// the pointer is in an even or an odd column.
void TestRegionEditing::squareTilesPastedOnHexKeepTheirColumnsAndRowsOnEitherParity() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 6, 6, false), QString());
    const Board source = tabsOf(window_)->document()->board();
    Cells block;
    for (int y = 1; y <= 3; ++y)
        for (int x = 1; x <= 3; ++x)
            block.insert({x, y});
    tabsOf(window_)->document()->setSelection(selectionOf(source, block));
    actionOf(window_, QStringLiteral("actionCopy"))->trigger();
    const auto copied = regionFromMimeData(QApplication::clipboard()->mimeData(), nullptr);
    QVERIFY(copied);
    for (const int landing : {2, 3}) {
        tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 10, 8, true), QString());
        const Board before = tabsOf(window_)->document()->board();
        QVERIFY(partOf<RegionEdits>(window_)->pasteRegion(*copied, landing, 5));
        QTest::keyClick(window_->view(), Qt::Key_Return);
        const Board& after = tabsOf(window_)->document()->board();
        for (const auto& [sx, sy] : block) {
            const int tx = landing + sx - copied->originX;
            const int ty = 5 + sy - copied->originY;
            QVERIFY2(
                after.tile(after.indexOf(tx, ty)) == source.tile(source.indexOf(sx, sy)),
                qPrintable(
                    QStringLiteral("landing on column %1: (%2, %3)").arg(landing).arg(tx).arg(ty)));
        }
        std::size_t changed = 0;
        for (TileIndex t = 0; t < after.tileCount(); ++t)
            changed += after.tile(t) != before.tile(t) ? 1 : 0;
        QVERIFY(changed <= block.size());
        tabsOf(window_)->document()->markSaved();
    }
}

// Undo while the very first edit floats: the content is placed and taken back at once.
void TestRegionEditing::undoWhileTheFirstEditFloatsTakesItBack() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB32, 7, 7, true), QString());
    const Board before = tabsOf(window_)->document()->board();
    tabsOf(window_)->document()->setSelection(selectionOf(before, {{2, 2}, {3, 2}}));
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("move")));
    drag(window_->view(), {2, 2}, {4, 4});
    QVERIFY(window_->view()->input().floating());
    QAction* undo = actionOf(window_, QStringLiteral("actionUndo"));
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QVERIFY(!window_->view()->input().floating());
    QCOMPARE(boardBytes(tabsOf(window_)->document()->board()), boardBytes(before));
    QVERIFY(actionOf(window_, QStringLiteral("actionRedo"))->isEnabled());
    QVERIFY(!tabsOf(window_)->document()->isModified());
}

void TestRegionEditing::moveToolLandsOneUndoStepAndUndoRestoresTheBytes() {
    leaveEmptyTilesWhenMoving(window_);
    tabsOf(window_)->setBoard(busyBoard(Variant::GB32, 7, 7, true), QString());
    const Board before = tabsOf(window_)->document()->board();
    tabsOf(window_)->document()->setSelection(selectionOf(before, {{2, 2}, {2, 3}, {3, 3}}));
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("move")));
    BoardView* view = window_->view();
    // Two columns right, one row down: even steps keep offset rows, so the shape lands as
    // (4, 3), (4, 4), (5, 4).
    drag(view, {2, 2}, {4, 3});
    QVERIFY(view->input().floating());
    QTest::keyClick(view, Qt::Key_Enter);
    const Board& b = tabsOf(window_)->document()->board();
    std::map<std::pair<int, int>, std::pair<int, int>> moved{
        {{2, 2}, {4, 3}}, {{2, 3}, {4, 4}}, {{3, 3}, {5, 4}}};
    std::set<std::pair<int, int>> landed;
    for (const auto& [from, to] : moved)
        landed.insert(to);
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        const std::pair<int, int> at{b.xOf(t), b.yOf(t)};
        std::uint64_t want = before.tile(t);
        if (moved.contains(at))
            want = 0; // lifted: every field's empty value
        for (const auto& [from, to] : moved)
            if (to == at)
                want = before.tile(before.indexOf(from.first, from.second));
        QCOMPARE(b.tile(t), want);
    }
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 1);
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0), QStringLiteral("Move selection"));
    QCOMPARE(cellsOf(b, tabsOf(window_)->document()->selection()), landed);
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    QCOMPARE(boardBytes(tabsOf(window_)->document()->board()), boardBytes(before));
    QVERIFY(!tabsOf(window_)->document()->isModified());
}

void TestRegionEditing::draggingInsideTheSelectionMovesItAndAltDuplicates() {
    leaveEmptyTilesWhenMoving(window_);
    tabsOf(window_)->setBoard(busyBoard(Variant::GB16, 8, 4, false), QString());
    const Board before = tabsOf(window_)->document()->board();
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("select-rectangle")));
    BoardView* view = window_->view();
    drag(view, {1, 1}, {2, 1});
    // Alt-drag inside it: a copy moves, the original stays.
    drag(view, {1, 1}, {4, 2}, Qt::AltModifier);
    QVERIFY(view->input().floating());
    // A click outside places it.
    click(view, {7, 0});
    QVERIFY(!view->input().floating());
    const Board& b = tabsOf(window_)->document()->board();
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        std::uint64_t want = before.tile(t);
        if (b.yOf(t) == 2 && (b.xOf(t) == 4 || b.xOf(t) == 5))
            want = before.tile(before.indexOf(b.xOf(t) - 3, 1));
        QCOMPARE(b.tile(t), want);
    }
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0),
             QStringLiteral("Duplicate selection"));
    // A plain drag inside the (landed) selection moves it: where it was is emptied.
    drag(view, {4, 2}, {4, 3});
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(b.tile(b.indexOf(4, 2)), std::uint64_t{0});
    QCOMPARE(b.tile(b.indexOf(5, 3)), before.tile(before.indexOf(2, 1)));
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 2);
}

void TestRegionEditing::sixRotationsAndTwoFlipsOnHexLeaveTheBoardAsItWas() {
    for (int width : {9, 10}) {
        tabsOf(window_)->setBoard(busyBoard(Variant::GB64, width, 9, true), QString());
        const Board before = tabsOf(window_)->document()->board();
        const Cells shape{{4, 4}, {5, 4}, {4, 5}, {3, 3}, {6, 6}};
        tabsOf(window_)->document()->setSelection(selectionOf(before, shape));
        BoardView* view = window_->view();
        actionOf(window_, QStringLiteral("actionRotateClockwise"))->trigger();
        QVERIFY(view->input().floating());
        for (int k = 0; k < 5; ++k)
            QTest::keyClick(view, Qt::Key_R);
        QTest::keyClick(view, Qt::Key_H);
        QTest::keyClick(view, Qt::Key_H);
        QTest::keyClick(view, Qt::Key_V);
        QTest::keyClick(view, Qt::Key_V);
        QTest::keyClick(view, Qt::Key_R, Qt::ShiftModifier);
        QTest::keyClick(view, Qt::Key_R);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(boardBytes(tabsOf(window_)->document()->board()), boardBytes(before));
        QVERIFY(!tabsOf(window_)->document()->isModified());
    }
}

void TestRegionEditing::rotatingASquareSelectionTurnsItNinetyDegrees() {
    leaveEmptyTilesWhenMoving(window_);
    tabsOf(window_)->setBoard(busyBoard(Variant::GB32, 9, 9, false), QString());
    const Board before = tabsOf(window_)->document()->board();
    // An L: (4,4) the corner, (5,4) to its right, (4,2), (4,3) above it.
    const Cells shape{{4, 2}, {4, 3}, {4, 4}, {5, 4}};
    tabsOf(window_)->document()->setSelection(selectionOf(before, shape));
    actionOf(window_, QStringLiteral("actionRotateClockwise"))->trigger();
    QTest::keyClick(window_->view(), Qt::Key_Return);
    const Board& b = tabsOf(window_)->document()->board();
    // Turned clockwise about the middle of its 2×3 box: up becomes right, right becomes down;
    // the 3×2 box it becomes is half a tile off the grid both ways, and lands up and left.
    const std::map<std::pair<int, int>, std::pair<int, int>> moved{
        {{4, 2}, {5, 2}}, {{4, 3}, {4, 2}}, {{4, 4}, {3, 2}}, {{5, 4}, {3, 3}}};
    for (const auto& [from, to] : moved)
        QCOMPARE(b.tile(b.indexOf(to.first, to.second)),
                 before.tile(before.indexOf(from.first, from.second)));
    for (const auto& [x, y] : Cells{{4, 3}, {4, 4}, {5, 4}}) // lifted and not landed on
        QCOMPARE(b.tile(b.indexOf(x, y)), std::uint64_t{0});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0), QStringLiteral("Rotate selection"));
}

void TestRegionEditing::tilesOffTheBoardAreDroppedAndCountedOrWrap() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB16, 6, 4, false), QString());
    const Board before = tabsOf(window_)->document()->board();
    tabsOf(window_)->document()->setSelection(selectionOf(before, {{0, 1}, {1, 1}, {2, 1}}));
    actionOf(window_, QStringLiteral("actionCopy"))->trigger();
    QVERIFY(partOf<RegionEdits>(window_)->pasteRegion(
        *regionFromMimeData(QApplication::clipboard()->mimeData(), nullptr), 5, 2));
    QTest::keyClick(window_->view(), Qt::Key_Return);
    QVERIFY2(window_->statusBar()->currentMessage().contains(
                 QLatin1String("Left out 1 tile that fell off")),
             qPrintable(window_->statusBar()->currentMessage()));
    const Board& b = tabsOf(window_)->document()->board();
    // (1, 1) is the origin: (0, 1) lands on (4, 2), (1, 1) on (5, 2), (2, 1) off the board.
    QCOMPARE(b.tile(b.indexOf(4, 2)), before.tile(before.indexOf(0, 1)));
    QCOMPARE(b.tile(b.indexOf(5, 2)), before.tile(before.indexOf(1, 1)));
    QCOMPARE(b.tile(b.indexOf(0, 2)), before.tile(before.indexOf(0, 2)));
    // Wrapped in width: they come round to the left edge.
    Board wrapped = before;
    wrapped.setHeader(*wrapped.layout().headerField(keys::wrap), 1);
    tabsOf(window_)->setBoard(wrapped, QString());
    QVERIFY(partOf<RegionEdits>(window_)->pasteRegion(
        *regionFromMimeData(QApplication::clipboard()->mimeData(), nullptr), 5, 2));
    QTest::keyClick(window_->view(), Qt::Key_Return);
    const Board& w = tabsOf(window_)->document()->board();
    QCOMPARE(w.tile(w.indexOf(4, 2)), before.tile(before.indexOf(0, 1)));
    QCOMPARE(w.tile(w.indexOf(5, 2)), before.tile(before.indexOf(1, 1)));
    QCOMPARE(w.tile(w.indexOf(0, 2)), before.tile(before.indexOf(2, 1)));
}

void TestRegionEditing::escapeCancelsAndEnterPlaces() {
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 6, 6, true), QString());
    const Board before = tabsOf(window_)->document()->board();
    tabsOf(window_)->document()->setSelection(selectionOf(before, {{1, 1}, {2, 1}}));
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("move")));
    drag(window_->view(), {1, 1}, {3, 4});
    QVERIFY(window_->view()->input().floating());
    QVERIFY(window_->statusBar()->currentMessage().contains(QLatin1String("Esc")));
    QTest::keyClick(window_->view(), Qt::Key_Escape);
    QVERIFY(!window_->view()->input().floating());
    QCOMPARE(boardBytes(tabsOf(window_)->document()->board()), boardBytes(before));
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 0);
    // Changing tools places what floats.
    drag(window_->view(), {1, 1}, {1, 3});
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush")));
    QVERIFY(!window_->view()->input().floating());
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 1);
}

void TestRegionEditing::savingWhileFloatingSavesItPlaced() {
    leaveEmptyTilesWhenMoving(window_);
    tabsOf(window_)->setBoard(busyBoard(Variant::GB32, 6, 5, false), QString());
    const QString path = dir_.filePath(QStringLiteral("floating.gb32"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(boardBytes(tabsOf(window_)->document()->board()));
    }
    QVERIFY(filesOf(window_)->openFile(path, defaultLayout()));
    const Board before = tabsOf(window_)->document()->board();
    tabsOf(window_)->document()->setSelection(selectionOf(before, {{0, 0}}));
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("move")));
    drag(window_->view(), {0, 0}, {3, 3});
    QVERIFY(window_->view()->input().floating());
    QVERIFY(filesOf(window_)->save());
    QVERIFY(!window_->view()->input().floating());
    Board expected = before;
    expected.setTileRaw(expected.indexOf(3, 3), before.tile(0));
    expected.setTileRaw(0, 0);
    QCOMPARE(fileBytes(path), boardBytes(expected));
    QVERIFY(!tabsOf(window_)->document()->isModified());
}

// The new user's scenario: a 16×10 hex board wrapping its width, every tile's custom data its
// index; columns 14-15 and 0-1 of rows 2-4 selected (two rectangles), copied, pasted in place,
// turned with R, placed with Enter, saved: all 12 tiles are written, where the core says.
void TestRegionEditing::aPastedPieceTurnedAcrossTheWrapSeamWritesEveryTile() {
    Board board(Variant::GB64, 16, 10);
    board.setHeader(*board.layout().headerField(keys::hex), 1);
    board.setHeader(*board.layout().headerField(keys::wrap), 1);
    const FieldSpec& custom = *board.field(keys::custom);
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(t, custom.write(board.field(keys::boundary)->write(0, 1), t));
    const QString path = dir_.filePath(QStringLiteral("seam.gb64"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(boardBytes(board));
    }
    QVERIFY(filesOf(window_)->openFile(path, defaultLayout()));
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("select-rectangle")));
    BoardView* view = window_->view();
    drag(view, {14, 2}, {15, 4});
    drag(view, {0, 2}, {1, 4}, Qt::ShiftModifier);
    const Selection selected = tabsOf(window_)->document()->selection();
    QCOMPARE(selected.count(), std::size_t{12});
    actionOf(window_, QStringLiteral("actionCopy"))->trigger();
    actionOf(window_, QStringLiteral("actionPasteInPlace"))->trigger();
    QVERIFY(view->input().floating());
    QTest::keyClick(view, Qt::Key_R);
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(!view->input().floating());
    QVERIFY(filesOf(window_)->save());
    const Board& saved = tabsOf(window_)->document()->board();
    QCOMPARE(fileBytes(path), boardBytes(saved));
    // What the core computes for the same piece, turned once and pasted where it was copied.
    int ox = 0;
    int oy = 0;
    const Region piece = extractRegion(board, selected, &ox, &oy);
    const Landing expected =
        planLanding(board, transformed(piece, RegionTransform::RotateClockwise), ox, oy,
                    tileValueMask(Variant::GB64), Selection());
    QCOMPARE(expected.dropped, std::size_t{0});
    Board after = board;
    after.apply(expected.changes);
    QCOMPARE(boardBytes(saved), boardBytes(after));
    // Every copied tile is on the board once more, and the selection is what was written.
    QCOMPARE(tabsOf(window_)->document()->selection().tiles(), expected.landed.tiles());
    QCOMPARE(expected.landed.count(), std::size_t{12});
    std::multiset<std::uint64_t> copiedValues;
    std::multiset<std::uint64_t> written;
    for (TileIndex t : selected.tiles())
        copiedValues.insert(board.tile(t));
    for (TileIndex t : expected.landed.tiles())
        written.insert(saved.tile(t));
    QCOMPARE(written, copiedValues);
}

// Shift+H on 12 tiles spanning columns 4-7 of a hex board: the piece stays in those columns (the
// even ones' tiles a row higher: no mirror of the hex grid falls between two columns), the status
// bar says how many tiles land outside the old place, and nothing else on the board changes.
void TestRegionEditing::anEvenWidthHexFlipStaysInItsColumnsAndSaysWhatMoves() {
    leaveEmptyTilesWhenMoving(window_);
    tabsOf(window_)->setBoard(busyBoard(Variant::GB64, 12, 8, true), QString());
    const Board before = tabsOf(window_)->document()->board();
    Cells cells;
    for (int x = 4; x <= 7; ++x)
        for (int y = 2; y <= 4; ++y)
            cells.insert({x, y});
    tabsOf(window_)->document()->setSelection(selectionOf(before, cells));
    actionOf(window_, QStringLiteral("actionFlipHorizontally"))->trigger();
    QVERIFY2(window_->statusBar()->currentMessage().contains(
                 QLatin1String("2 tiles will land outside where the selection was")),
             qPrintable(window_->statusBar()->currentMessage()));
    QTest::keyClick(window_->view(), Qt::Key_Return);
    const Board& b = tabsOf(window_)->document()->board();
    const Cells landed = cellsOf(b, tabsOf(window_)->document()->selection());
    QCOMPARE(landed.size(), std::size_t{12});
    for (const auto& [x, y] : landed)
        QVERIFY(x >= 4 && x <= 7);
    for (int y = 2; y <= 4; ++y) {
        QCOMPARE(b.tile(b.indexOf(7, y - 1)), before.tile(before.indexOf(4, y)));
        QCOMPARE(b.tile(b.indexOf(6, y)), before.tile(before.indexOf(5, y)));
        QCOMPARE(b.tile(b.indexOf(5, y - 1)), before.tile(before.indexOf(6, y)));
        QCOMPARE(b.tile(b.indexOf(4, y)), before.tile(before.indexOf(7, y)));
    }
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        const std::pair<int, int> at{b.xOf(t), b.yOf(t)};
        if (!cells.count(at) && !landed.count(at))
            QCOMPARE(b.tile(t), before.tile(t));
        else if (!landed.count(at))
            QCOMPARE(b.tile(t), std::uint64_t{0}); // lifted, nothing landed: emptied
    }
}

// Issue 42: moving a selection left "not on board" holes. By default what is left behind is on the
// board ("in bounds", the other carried fields empty); the Move tool's options offer empty tiles
// instead, remembered in the settings. A drag inside the selection with a selection tool leaves
// what the Move tool says. Across the wrap seam of a 16 × 10 hex board.
void TestRegionEditing::aMoveLeavesOnBoardTilesUnlessTheMoveToolIsToldOtherwise() {
    Board board = busyBoard(Variant::GB64, 16, 10, true, true);
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& height = *board.field("height");
    for (int x : {14, 15, 0, 1}) // a trap, and three in bounds; every one high
        board.setTileRaw(board.indexOf(x, 3),
                         height.write(boundary.write(board.tile(board.indexOf(x, 3)),
                                                     x == 15 ? 2 : 3),
                                      40));
    tabsOf(window_)->setBoard(board, QString());
    const Board before = tabsOf(window_)->document()->board();
    const Cells shape{{14, 3}, {15, 3}, {0, 3}, {1, 3}};
    BoardDocument* document = tabsOf(window_)->document();
    document->setSelection(selectionOf(before, shape));
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("move")));
    auto* leave = partOf<ToolOptionsWidget>(window_)->findChild<QComboBox*>(
        QStringLiteral("leaveBehind"));
    QVERIFY(leave);
    QVERIFY(leave->isVisibleTo(partOf<ToolOptionsWidget>(window_)));
    QCOMPARE(leave->currentIndex(), 0); // on-board tiles
    BoardView* view = window_->view();
    drag(view, {14, 3}, {14, 5}); // two rows down
    QTest::keyClick(view, Qt::Key_Enter);
    const Board& b = document->board();
    for (const auto& [x, y] : shape) {
        QCOMPARE(b.get(b.indexOf(x, y), boundary), std::uint64_t{3});
        QCOMPARE(b.tile(b.indexOf(x, y)), boundary.write(0, 3)); // the rest went with the piece
        QCOMPARE(b.tile(b.indexOf(x, y + 2)), before.tile(before.indexOf(x, y)));
    }
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    QCOMPARE(boardBytes(b), boardBytes(before));

    // Empty tiles, chosen in the Move tool's options: remembered, and what a selection tool's drag
    // inside the selection leaves too.
    leave->setCurrentIndex(1);
    discardEditorWindow(window_);
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    tabsOf(window_)->setBoard(before, QString());
    document = tabsOf(window_)->document();
    document->setSelection(selectionOf(before, shape));
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("move")));
    leave = partOf<ToolOptionsWidget>(window_)->findChild<QComboBox*>(QStringLiteral("leaveBehind"));
    QCOMPARE(leave->currentIndex(), 1);
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("select-rectangle")));
    QVERIFY(!leave->isVisibleTo(partOf<ToolOptionsWidget>(window_)));
    view = window_->view();
    drag(view, {0, 3}, {0, 5});
    QTest::keyClick(view, Qt::Key_Enter);
    const Board& c = document->board();
    for (const auto& [x, y] : shape) {
        QCOMPARE(c.tile(c.indexOf(x, y)), std::uint64_t{0});
        QCOMPARE(c.tile(c.indexOf(x, y + 2)), before.tile(before.indexOf(x, y)));
    }
}

GBXX_TEST_MAIN(TestRegionEditing);

} // namespace tst_region_editing
#include "tst_region_editing.moc"
