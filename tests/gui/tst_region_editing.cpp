// Region editing driven through the real window (issue 15): the selection tools and their
// modifiers, Select All / Deselect / Invert, painting confined to the selection, copy and paste
// between two windows and across tile sizes, moving, flipping and rotating floating content on
// square and odd-q hex boards (odd and even widths, wrapped), delete and cut with the fields
// carried, Select Where… and Replace in Selection…. Expected tiles are worked out here from the
// geometry (tile centres) or by hand, not with the region code under test.

#include "editor/dialogs/replace_dialog.h"
#include "editor/dialogs/select_where_dialog.h"
#include "editor/docks/layers_panel.h"
#include "editor/docks/stamps_panel.h"
#include "editor/document/board_document.h"
#include "editor/document/region_clipboard.h"
#include "editor/tools/paint_settings.h"
#include "editor/tools/tool.h"
#include "editor/tools/tool_box.h"
#include "editor/view/board_view.h"
#include "editor_app/main_window.h"
#include "gbxx/conversion.h"
#include "gbxx/geometry.h"
#include "gui/gui_test_support.h"

#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <map>
#include <set>

using namespace gbxx;
using namespace gbxx::test;

namespace {

void mouse(QWidget* w, QEvent::Type type, QPointF pos, Qt::MouseButtons buttons,
           Qt::KeyboardModifiers modifiers) {
    const Qt::MouseButton button =
        type == QEvent::MouseMove ? Qt::NoButton : Qt::MouseButton::LeftButton;
    QMouseEvent event(type, pos, w->mapToGlobal(pos), button, buttons, modifiers);
    QApplication::sendEvent(w, &event);
}

// A left-button drag from `from` to `to` with `modifiers` held throughout.
void drag(BoardView* view, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {}) {
    QWidget* vp = view->viewport();
    mouse(vp, QEvent::MouseButtonPress, view->tileCentre(from.x(), from.y()), Qt::LeftButton,
          modifiers);
    mouse(vp, QEvent::MouseMove, view->tileCentre(to.x(), to.y()), Qt::LeftButton, modifiers);
    mouse(vp, QEvent::MouseButtonRelease, view->tileCentre(to.x(), to.y()), Qt::NoButton,
          modifiers);
}

void click(BoardView* view, QPoint at, Qt::KeyboardModifiers modifiers = {}) {
    drag(view, at, at, modifiers);
}

// Every tile different where the fields allow: each field a different pattern by body order.
Board busyBoard(Variant variant, int width, int length, bool hex, bool wrap = false) {
    Board board(variant, width, length);
    board.setHeader(*board.layout().headerField(keys::hex), hex ? 1 : 0);
    if (const FieldSpec* w = board.layout().headerField(keys::wrap))
        board.setHeader(*w, wrap ? 1 : 0);
    for (TileIndex i = 0; i < board.tileCount(); ++i) {
        std::uint64_t v = 0;
        std::uint64_t k = 1;
        for (const FieldSpec& f : board.fields()) {
            v = f.write(v, (i * (2 * k + 5) + k) % (f.maxValue() + 1));
            ++k;
        }
        board.setTileRaw(i, v == 0 ? 1 : v);
    }
    return board;
}

using Cells = std::set<std::pair<int, int>>;

Cells cellsOf(const Board& board, const Selection& selection) {
    Cells out;
    for (TileIndex t : selection.tiles())
        out.insert({board.xOf(t), board.yOf(t)});
    return out;
}

Selection selectionOf(const Board& board, const Cells& cells) {
    Selection s(board.tileCount());
    for (const auto& [x, y] : cells)
        s.set(board.indexOf(x, y));
    return s;
}

// The tile whose centre is `from`'s centre moved by (dx, dy) in board units, if there is one.
std::optional<std::pair<int, int>> tileAtCentre(const Geometry& geometry, Point p) {
    for (int y = 0; y < geometry.length(); ++y)
        for (int x = 0; x < geometry.width(); ++x) {
            const Point c = geometry.centre(x, y);
            if (std::abs(c.x - p.x) < 1e-6 && std::abs(c.y - p.y) < 1e-6)
                return std::pair{x, y};
        }
    return std::nullopt;
}

// Runs `answer` on the dialog of type D as soon as it is shown (from a modal exec).
template <typename D, typename F> void whenShown(F answer) {
    QTimer::singleShot(0, [answer] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<D*>(w); dialog && dialog->isVisible()) {
                answer(dialog);
                return;
            }
        QFAIL("the dialog was not shown");
    });
}

} // namespace

class TestRegionEditing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    // Defects found by a new-user session.
    void closingOrQuittingWhileContentFloatsAsksFirst();
    void squareTilesPastedOnHexKeepTheirColumnsAndRowsOnEitherParity();
    void undoWhileTheFirstEditFloatsTakesItBack();
    void rectangleSelectCombinesWithShiftCtrlAndBoth();
    void lassoSelectsTheTilesInsideTheTrail();
    void magicWandFollowsHexNeighboursAcrossTheWrapSeam();
    void selectAllInvertAndDeselectByTheirKeys();
    void paintingStaysInsideTheSelectionAndSaysSo();
    void copyAndPasteInAnotherWindowKeepsTheHexShape_data();
    void copyAndPasteInAnotherWindowKeepsTheHexShape();
    void moveToolLandsOneUndoStepAndUndoRestoresTheBytes();
    void draggingInsideTheSelectionMovesItAndAltDuplicates();
    void sixRotationsAndTwoFlipsOnHexLeaveTheBoardAsItWas();
    void rotatingASquareSelectionTurnsItNinetyDegrees();
    void tilesOffTheBoardAreDroppedAndCountedOrWrap();
    void escapeCancelsAndEnterPlaces();
    void savingWhileFloatingSavesItPlaced();
    void deleteAndCutClearOnlyTheFieldsCarried();
    void pasteOnlyZonesLeavesTheOtherFields();
    void pasteAcrossTileSizesEqualsTheConversion();
    void pasteReadsTheTextFormAndRefusesOtherText();
    void selectWhereCountsLiveAndCombines();
    void replaceInSelectionIsOneUndoStep();
    void fieldsCarriedIsKeptAcrossARestart();
    void aStampSavedFromTheSelectionIsPlacedWithTheBrush();
    void aStampTurnsWhilePlacingAndADragPlacesItAgain();
    void stampLibrariesAreKeptPerTileSizeAndImported();

private:
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestRegionEditing::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_region_editing"));
    QStandardPaths::setTestModeEnabled(true); // stamp libraries go to a test folder
    QSettings().clear();
}

void TestRegionEditing::init() {
    QSettings().clear();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/stamps"))
        .removeRecursively();
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestRegionEditing::cleanup() {
    discardEditorWindow(window_);
    QApplication::clipboard()->clear();
}

void TestRegionEditing::rectangleSelectCombinesWithShiftCtrlAndBoth() {
    window_->setBoard(busyBoard(Variant::GB32, 8, 6, false), QString());
    QVERIFY(window_->selectTool(QStringLiteral("select-rectangle")));
    BoardView* view = window_->view();
    const Board& b = window_->document()->board();
    drag(view, {1, 1}, {3, 2});
    QCOMPARE(cellsOf(b, window_->document()->selection()),
             (Cells{{1, 1}, {2, 1}, {3, 1}, {1, 2}, {2, 2}, {3, 2}}));
    drag(view, {5, 4}, {6, 4}, Qt::ShiftModifier); // adds
    QCOMPARE(window_->document()->selection().count(), std::size_t{8});
    drag(view, {2, 1}, {2, 2}, Qt::ControlModifier); // takes away
    QCOMPARE(cellsOf(b, window_->document()->selection()),
             (Cells{{1, 1}, {3, 1}, {1, 2}, {3, 2}, {5, 4}, {6, 4}}));
    drag(view, {0, 0}, {7, 1}, Qt::ShiftModifier | Qt::ControlModifier); // keeps the overlap
    QCOMPARE(cellsOf(b, window_->document()->selection()), (Cells{{1, 1}, {3, 1}}));
    auto* label = window_->findChild<QLabel*>(QStringLiteral("selectionLabel"));
    QCOMPARE(label->text(), QStringLiteral("2 tiles selected"));
    // A click outside selects that one tile; selecting is not an undo step.
    click(view, {7, 5});
    QCOMPARE(cellsOf(b, window_->document()->selection()), (Cells{{7, 5}}));
    QCOMPARE(label->text(), QStringLiteral("1 tile selected"));
    QCOMPARE(window_->document()->undoStack()->count(), 0);
    QVERIFY(!window_->document()->isModified());
    // The selection stays when the tool changes.
    QVERIFY(window_->selectTool(QStringLiteral("brush")));
    QCOMPARE(cellsOf(b, window_->document()->selection()), (Cells{{7, 5}}));
}

void TestRegionEditing::lassoSelectsTheTilesInsideTheTrail() {
    window_->setBoard(busyBoard(Variant::GB16, 9, 9, false), QString());
    QVERIFY(window_->selectTool(QStringLiteral("select-lasso")));
    BoardView* view = window_->view();
    QWidget* vp = view->viewport();
    // Round the square from (2,2) to (6,6) and back: its tiles, edges included.
    const QList<QPoint> corners{{2, 2}, {6, 2}, {6, 6}, {2, 6}, {2, 2}};
    mouse(vp, QEvent::MouseButtonPress, view->tileCentre(2, 2), Qt::LeftButton, {});
    for (const QPoint& c : corners)
        mouse(vp, QEvent::MouseMove, view->tileCentre(c.x(), c.y()), Qt::LeftButton, {});
    mouse(vp, QEvent::MouseButtonRelease, view->tileCentre(2, 2), Qt::NoButton, {});
    const Board& b = window_->document()->board();
    Cells expected;
    for (int y = 2; y <= 6; ++y)
        for (int x = 2; x <= 6; ++x)
            expected.insert({x, y});
    QCOMPARE(cellsOf(b, window_->document()->selection()), expected);
}

void TestRegionEditing::magicWandFollowsHexNeighboursAcrossTheWrapSeam() {
    Board board = busyBoard(Variant::GB64, 8, 6, true, true);
    const FieldSpec& custom = *board.field(keys::custom);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, custom.write(board.tile(i), 0));
    // Column 7 is odd: its right-hand neighbours across the seam are (0, y) and (0, y + 1).
    for (const auto& [x, y] : Cells{{0, 2}, {7, 2}, {6, 1}, {4, 4}})
        board.setTileRaw(board.indexOf(x, y), custom.write(board.tile(board.indexOf(x, y)), 5));
    window_->setBoard(board, QString());
    QVERIFY(window_->layersPanel()->selectLayer(QStringLiteral("custom")));
    QVERIFY(window_->selectTool(QStringLiteral("select-wand")));
    const Board& b = window_->document()->board();
    click(window_->view(), {0, 2});
    // (6, 1) touches (7, 2)? Column 6 is even: its right neighbours are (7, 0) and (7, 1): no.
    QCOMPARE(cellsOf(b, window_->document()->selection()), (Cells{{0, 2}, {7, 2}}));
    QVERIFY(window_->selectTool(QStringLiteral("select-value")));
    click(window_->view(), {0, 2});
    QCOMPARE(cellsOf(b, window_->document()->selection()), (Cells{{0, 2}, {7, 2}, {6, 1}, {4, 4}}));
}

void TestRegionEditing::selectAllInvertAndDeselectByTheirKeys() {
    window_->setBoard(busyBoard(Variant::GB08, 7, 5, true), QString());
    BoardView* view = window_->view();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(window_->document()->selection().count(), std::size_t{35});
    window_->document()->setSelection(selectionOf(window_->document()->board(), {{0, 0}, {6, 4}}));
    QTest::keyClick(view, Qt::Key_I, Qt::ControlModifier);
    QCOMPARE(window_->document()->selection().count(), std::size_t{33});
    QVERIFY(!window_->document()->selection().contains(0));
    QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(window_->document()->selection().empty());
    QVERIFY(!window_->action(QStringLiteral("actionCopy"))->isEnabled());
    QVERIFY(!window_->findChild<QLabel*>(QStringLiteral("selectionLabel"))->isVisible());
}

void TestRegionEditing::paintingStaysInsideTheSelectionAndSaysSo() {
    window_->setBoard(busyBoard(Variant::GB32, 10, 4, false), QString());
    const Board before = window_->document()->board();
    window_->document()->setSelection(selectionOf(before, {{3, 1}, {4, 1}}));
    QVERIFY(window_->layersPanel()->selectLayer(QStringLiteral("custom")));
    window_->paintSettings()->value = 99;
    window_->paintSettings()->notify();
    QVERIFY(window_->selectTool(QStringLiteral("brush")));
    drag(window_->view(), {0, 1}, {9, 1});
    const Board& b = window_->document()->board();
    const FieldSpec& custom = *b.field(keys::custom);
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        const bool inside = b.yOf(t) == 1 && (b.xOf(t) == 3 || b.xOf(t) == 4);
        QCOMPARE(b.tile(t), inside ? custom.write(before.tile(t), 99) : before.tile(t));
    }
    QVERIFY2(window_->statusBar()->currentMessage().contains(QLatin1String("selection")),
             qPrintable(window_->statusBar()->currentMessage()));
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
    window_->setBoard(busyBoard(Variant::GB64, 9, 8, true), QString());
    const Board& source = window_->document()->board();
    const Cells shape{{3, 2}, {4, 2}, {4, 3}, {5, 3}, {3, 4}, {2, 5}, {3, 5}};
    window_->document()->setSelection(selectionOf(source, shape));
    QVERIFY(window_->action(QStringLiteral("actionCopy"))->isEnabled());
    window_->action(QStringLiteral("actionCopy"))->trigger();
    QVERIFY(QApplication::clipboard()->mimeData()->hasFormat(QString::fromLatin1(kRegionMimeType)));

    // Another window: Paste in Place, then the arrow keys move it `columnStep` columns.
    MainWindow* other = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(other));
    other->setBoard(busyBoard(Variant::GB64, targetWidth, 8, true, wrap), QString());
    const Board before = other->document()->board();
    QVERIFY(other->action(QStringLiteral("actionPasteInPlace"))->isEnabled());
    other->action(QStringLiteral("actionPasteInPlace"))->trigger();
    QVERIFY(other->view()->isFloating());
    for (int k = 0; k < std::abs(columnStep); ++k)
        QTest::keyClick(other->view(), columnStep > 0 ? Qt::Key_Right : Qt::Key_Left);
    QTest::keyClick(other->view(), Qt::Key_Return);
    QVERIFY(!other->view()->isFloating());
    QCOMPARE(other->document()->undoStack()->count(), 1);
    QCOMPARE(other->document()->undoStack()->text(0), QStringLiteral("Paste"));

    // Moved whole in the plane: every tile's centre by the same step, `columnStep` columns
    // across and, for an odd number of columns, half a row up or down (which of the two depends
    // on the column the shape is held by); across a joined seam, one board width round.
    const Geometry sourceGeometry(source);
    const Geometry targetGeometry(other->document()->board());
    const Board& after = other->document()->board();
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
    QCOMPARE(other->document()->selection().count(), shape.size());
    other->document()->undo();
    QCOMPARE(boardBytes(other->document()->board()), boardBytes(before));
    discardEditorWindow(other);
}

// Closing or quitting places the floating content first (as saving does), so the board is
// modified and the user is asked; nothing floating is lost silently.
void TestRegionEditing::closingOrQuittingWhileContentFloatsAsksFirst() {
    window_->setBoard(busyBoard(Variant::GB64, 8, 6, true), QString());
    const Board before = window_->document()->board();
    window_->document()->setSelection(selectionOf(before, {{1, 1}, {2, 1}}));
    window_->action(QStringLiteral("actionCopy"))->trigger();
    window_->action(QStringLiteral("actionPasteInPlace"))->trigger();
    QTest::keyClick(window_->view(), Qt::Key_Down);
    QVERIFY(window_->view()->isFloating());
    QString asked;
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    QVERIFY(!window_->closeBoard());
    QVERIFY2(asked.contains(QStringLiteral("unsaved changes")), qPrintable(asked));
    QVERIFY(!window_->view()->isFloating());
    QCOMPARE(window_->document()->undoStack()->count(), 1); // placed: one Paste step
    QVERIFY(window_->document()->isModified());
    // Quitting (the window's close) asks the same.
    window_->action(QStringLiteral("actionPasteInPlace"))->trigger();
    QTest::keyClick(window_->view(), Qt::Key_Down); // two rows down: onto other tiles
    QTest::keyClick(window_->view(), Qt::Key_Down);
    QVERIFY(window_->view()->isFloating());
    asked.clear();
    answerNextMessageBox(QMessageBox::Cancel, &asked);
    QVERIFY(!window_->close());
    QVERIFY(!asked.isEmpty());
    QCOMPARE(window_->document()->undoStack()->count(), 2);
    window_->document()->markSaved();
}

// A square piece pasted on a hex board lands in the columns and rows it had, whether the tile under
// the pointer is in an even or an odd column.
void TestRegionEditing::squareTilesPastedOnHexKeepTheirColumnsAndRowsOnEitherParity() {
    window_->setBoard(busyBoard(Variant::GB64, 6, 6, false), QString());
    const Board source = window_->document()->board();
    Cells block;
    for (int y = 1; y <= 3; ++y)
        for (int x = 1; x <= 3; ++x)
            block.insert({x, y});
    window_->document()->setSelection(selectionOf(source, block));
    window_->action(QStringLiteral("actionCopy"))->trigger();
    const auto copied = regionFromMimeData(QApplication::clipboard()->mimeData(), nullptr);
    QVERIFY(copied);
    for (const int landing : {2, 3}) {
        window_->setBoard(busyBoard(Variant::GB64, 10, 8, true), QString());
        const Board before = window_->document()->board();
        QVERIFY(window_->pasteRegion(*copied, landing, 5));
        QTest::keyClick(window_->view(), Qt::Key_Return);
        const Board& after = window_->document()->board();
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
        window_->document()->markSaved();
    }
}

// Undo while the very first edit floats: the content is placed and taken back at once.
void TestRegionEditing::undoWhileTheFirstEditFloatsTakesItBack() {
    window_->setBoard(busyBoard(Variant::GB32, 7, 7, true), QString());
    const Board before = window_->document()->board();
    window_->document()->setSelection(selectionOf(before, {{2, 2}, {3, 2}}));
    QVERIFY(window_->selectTool(QStringLiteral("move")));
    drag(window_->view(), {2, 2}, {4, 4});
    QVERIFY(window_->view()->isFloating());
    QAction* undo = window_->action(QStringLiteral("actionUndo"));
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QVERIFY(!window_->view()->isFloating());
    QCOMPARE(boardBytes(window_->document()->board()), boardBytes(before));
    QVERIFY(window_->action(QStringLiteral("actionRedo"))->isEnabled());
    QVERIFY(!window_->document()->isModified());
}

void TestRegionEditing::moveToolLandsOneUndoStepAndUndoRestoresTheBytes() {
    window_->setBoard(busyBoard(Variant::GB32, 7, 7, true), QString());
    const Board before = window_->document()->board();
    window_->document()->setSelection(selectionOf(before, {{2, 2}, {2, 3}, {3, 3}}));
    QVERIFY(window_->selectTool(QStringLiteral("move")));
    BoardView* view = window_->view();
    // Two columns right, one row down: even steps keep offset rows, so the shape lands as
    // (4, 3), (4, 4), (5, 4).
    drag(view, {2, 2}, {4, 3});
    QVERIFY(view->isFloating());
    QTest::keyClick(view, Qt::Key_Enter);
    const Board& b = window_->document()->board();
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
    QCOMPARE(window_->document()->undoStack()->count(), 1);
    QCOMPARE(window_->document()->undoStack()->text(0), QStringLiteral("Move selection"));
    QCOMPARE(cellsOf(b, window_->document()->selection()), landed);
    window_->action(QStringLiteral("actionUndo"))->trigger();
    QCOMPARE(boardBytes(window_->document()->board()), boardBytes(before));
    QVERIFY(!window_->document()->isModified());
}

void TestRegionEditing::draggingInsideTheSelectionMovesItAndAltDuplicates() {
    window_->setBoard(busyBoard(Variant::GB16, 8, 4, false), QString());
    const Board before = window_->document()->board();
    QVERIFY(window_->selectTool(QStringLiteral("select-rectangle")));
    BoardView* view = window_->view();
    drag(view, {1, 1}, {2, 1});
    // Alt-drag inside it: a copy moves, the original stays.
    drag(view, {1, 1}, {4, 2}, Qt::AltModifier);
    QVERIFY(view->isFloating());
    // A click outside places it.
    click(view, {7, 0});
    QVERIFY(!view->isFloating());
    const Board& b = window_->document()->board();
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        std::uint64_t want = before.tile(t);
        if (b.yOf(t) == 2 && (b.xOf(t) == 4 || b.xOf(t) == 5))
            want = before.tile(before.indexOf(b.xOf(t) - 3, 1));
        QCOMPARE(b.tile(t), want);
    }
    QCOMPARE(window_->document()->undoStack()->text(0), QStringLiteral("Duplicate selection"));
    // A plain drag inside the (landed) selection moves it: where it was is emptied.
    drag(view, {4, 2}, {4, 3});
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(b.tile(b.indexOf(4, 2)), std::uint64_t{0});
    QCOMPARE(b.tile(b.indexOf(5, 3)), before.tile(before.indexOf(2, 1)));
    QCOMPARE(window_->document()->undoStack()->count(), 2);
}

void TestRegionEditing::sixRotationsAndTwoFlipsOnHexLeaveTheBoardAsItWas() {
    for (int width : {9, 10}) {
        window_->setBoard(busyBoard(Variant::GB64, width, 9, true), QString());
        const Board before = window_->document()->board();
        const Cells shape{{4, 4}, {5, 4}, {4, 5}, {3, 3}, {6, 6}};
        window_->document()->setSelection(selectionOf(before, shape));
        BoardView* view = window_->view();
        window_->action(QStringLiteral("actionRotateClockwise"))->trigger();
        QVERIFY(view->isFloating());
        for (int k = 0; k < 5; ++k)
            QTest::keyClick(view, Qt::Key_R);
        QTest::keyClick(view, Qt::Key_H);
        QTest::keyClick(view, Qt::Key_H);
        QTest::keyClick(view, Qt::Key_V);
        QTest::keyClick(view, Qt::Key_V);
        QTest::keyClick(view, Qt::Key_R, Qt::ShiftModifier);
        QTest::keyClick(view, Qt::Key_R);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(boardBytes(window_->document()->board()), boardBytes(before));
        QVERIFY(!window_->document()->isModified());
    }
}

void TestRegionEditing::rotatingASquareSelectionTurnsItNinetyDegrees() {
    window_->setBoard(busyBoard(Variant::GB32, 9, 9, false), QString());
    const Board before = window_->document()->board();
    // An L: (4,4) the corner, (5,4) to its right, (4,2), (4,3) above it.
    const Cells shape{{4, 2}, {4, 3}, {4, 4}, {5, 4}};
    window_->document()->setSelection(selectionOf(before, shape));
    window_->action(QStringLiteral("actionRotateClockwise"))->trigger();
    QTest::keyClick(window_->view(), Qt::Key_Return);
    const Board& b = window_->document()->board();
    // Turned clockwise about (4,3) (the selected tile nearest the middle): up becomes right,
    // right becomes down.
    const std::map<std::pair<int, int>, std::pair<int, int>> moved{
        {{4, 2}, {5, 3}}, {{4, 3}, {4, 3}}, {{4, 4}, {3, 3}}, {{5, 4}, {3, 4}}};
    for (const auto& [from, to] : moved)
        QCOMPARE(b.tile(b.indexOf(to.first, to.second)),
                 before.tile(before.indexOf(from.first, from.second)));
    QCOMPARE(b.tile(b.indexOf(4, 2)), std::uint64_t{0});
    QCOMPARE(b.tile(b.indexOf(5, 4)), std::uint64_t{0});
    QCOMPARE(window_->document()->undoStack()->text(0), QStringLiteral("Rotate selection"));
}

void TestRegionEditing::tilesOffTheBoardAreDroppedAndCountedOrWrap() {
    window_->setBoard(busyBoard(Variant::GB16, 6, 4, false), QString());
    const Board before = window_->document()->board();
    window_->document()->setSelection(selectionOf(before, {{0, 1}, {1, 1}, {2, 1}}));
    window_->action(QStringLiteral("actionCopy"))->trigger();
    QVERIFY(window_->pasteRegion(
        *regionFromMimeData(QApplication::clipboard()->mimeData(), nullptr), 5, 2));
    QTest::keyClick(window_->view(), Qt::Key_Return);
    QVERIFY2(window_->statusBar()->currentMessage().contains(
                 QLatin1String("Left out 1 tile that fell off")),
             qPrintable(window_->statusBar()->currentMessage()));
    const Board& b = window_->document()->board();
    // (1, 1) is the origin: (0, 1) lands on (4, 2), (1, 1) on (5, 2), (2, 1) off the board.
    QCOMPARE(b.tile(b.indexOf(4, 2)), before.tile(before.indexOf(0, 1)));
    QCOMPARE(b.tile(b.indexOf(5, 2)), before.tile(before.indexOf(1, 1)));
    QCOMPARE(b.tile(b.indexOf(0, 2)), before.tile(before.indexOf(0, 2)));
    // Wrapped in width: they come round to the left edge.
    Board wrapped = before;
    wrapped.setHeader(*wrapped.layout().headerField(keys::wrap), 1);
    window_->setBoard(wrapped, QString());
    QVERIFY(window_->pasteRegion(
        *regionFromMimeData(QApplication::clipboard()->mimeData(), nullptr), 5, 2));
    QTest::keyClick(window_->view(), Qt::Key_Return);
    const Board& w = window_->document()->board();
    QCOMPARE(w.tile(w.indexOf(4, 2)), before.tile(before.indexOf(0, 1)));
    QCOMPARE(w.tile(w.indexOf(5, 2)), before.tile(before.indexOf(1, 1)));
    QCOMPARE(w.tile(w.indexOf(0, 2)), before.tile(before.indexOf(2, 1)));
}

void TestRegionEditing::escapeCancelsAndEnterPlaces() {
    window_->setBoard(busyBoard(Variant::GB64, 6, 6, true), QString());
    const Board before = window_->document()->board();
    window_->document()->setSelection(selectionOf(before, {{1, 1}, {2, 1}}));
    QVERIFY(window_->selectTool(QStringLiteral("move")));
    drag(window_->view(), {1, 1}, {3, 4});
    QVERIFY(window_->view()->isFloating());
    QVERIFY(window_->statusBar()->currentMessage().contains(QLatin1String("Esc")));
    QTest::keyClick(window_->view(), Qt::Key_Escape);
    QVERIFY(!window_->view()->isFloating());
    QCOMPARE(boardBytes(window_->document()->board()), boardBytes(before));
    QCOMPARE(window_->document()->undoStack()->count(), 0);
    // Changing tools places what floats.
    drag(window_->view(), {1, 1}, {1, 3});
    QVERIFY(window_->selectTool(QStringLiteral("brush")));
    QVERIFY(!window_->view()->isFloating());
    QCOMPARE(window_->document()->undoStack()->count(), 1);
}

void TestRegionEditing::savingWhileFloatingSavesItPlaced() {
    window_->setBoard(busyBoard(Variant::GB32, 6, 5, false), QString());
    const QString path = dir_.filePath(QStringLiteral("floating.gb32"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(boardBytes(window_->document()->board()));
    }
    QVERIFY(window_->openFile(path, defaultLayout()));
    const Board before = window_->document()->board();
    window_->document()->setSelection(selectionOf(before, {{0, 0}}));
    QVERIFY(window_->selectTool(QStringLiteral("move")));
    drag(window_->view(), {0, 0}, {3, 3});
    QVERIFY(window_->view()->isFloating());
    QVERIFY(window_->save());
    QVERIFY(!window_->view()->isFloating());
    Board expected = before;
    expected.setTileRaw(expected.indexOf(3, 3), before.tile(0));
    expected.setTileRaw(0, 0);
    QCOMPARE(fileBytes(path), boardBytes(expected));
    QVERIFY(!window_->document()->isModified());
}

void TestRegionEditing::deleteAndCutClearOnlyTheFieldsCarried() {
    window_->setBoard(busyBoard(Variant::GB64, 5, 5, true), QString());
    const Board before = window_->document()->board();
    const Cells picked{{1, 1}, {2, 2}};
    window_->document()->setSelection(selectionOf(before, picked));
    QVERIFY(window_->layersPanel()->selectLayer(QStringLiteral("height")));
    window_->action(QStringLiteral("actionCarryLayer"))->trigger();
    QTest::keyClick(window_->view(), Qt::Key_Delete);
    const Board& b = window_->document()->board();
    const std::uint64_t height = b.field(keys::height)->mask();
    for (TileIndex t = 0; t < b.tileCount(); ++t)
        QCOMPARE(b.tile(t),
                 picked.contains({b.xOf(t), b.yOf(t)}) ? before.tile(t) & ~height : before.tile(t));
    QCOMPARE(window_->document()->undoStack()->text(0), QStringLiteral("Delete"));
    window_->document()->undo();
    // Cut: the clipboard holds the carried field only, and the board loses it.
    window_->action(QStringLiteral("actionCarryAll"))->trigger();
    window_->action(QStringLiteral("actionCut"))->trigger();
    for (const auto& [x, y] : picked)
        QCOMPARE(b.tile(b.indexOf(x, y)), std::uint64_t{0});
    QCOMPARE(window_->document()->undoStack()->text(0), QStringLiteral("Cut"));
    // Paste in Place puts it all back: the bytes as they were.
    window_->action(QStringLiteral("actionPasteInPlace"))->trigger();
    QTest::keyClick(window_->view(), Qt::Key_Return);
    QCOMPARE(boardBytes(b), boardBytes(before));
}

void TestRegionEditing::pasteOnlyZonesLeavesTheOtherFields() {
    window_->setBoard(busyBoard(Variant::GB64, 6, 6, false), QString());
    Board source = window_->document()->board();
    const FieldSpec& home = *source.field(keys::homeZones);
    const FieldSpec& end = *source.field(keys::endZones);
    for (TileIndex t = 0; t < source.tileCount(); ++t)
        source.setTileRaw(t, end.write(home.write(source.tile(t), t % 16), (t + 3) % 16));
    window_->setBoard(source, QString());
    window_->setChosenFields({QStringLiteral("homeZones"), QStringLiteral("endZones")});
    window_->selectAll();
    QVERIFY(window_->copySelection());

    MainWindow* other = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(other));
    other->setBoard(busyBoard(Variant::GB64, 6, 6, false), QString());
    const Board before = other->document()->board();
    other->action(QStringLiteral("actionPasteInPlace"))->trigger();
    QTest::keyClick(other->view(), Qt::Key_Return);
    const Board& after = other->document()->board();
    const std::uint64_t zones = home.mask() | end.mask();
    for (TileIndex t = 0; t < after.tileCount(); ++t)
        QCOMPARE(after.tile(t), (before.tile(t) & ~zones) | (source.tile(t) & zones));
    discardEditorWindow(other);
}

void TestRegionEditing::pasteAcrossTileSizesEqualsTheConversion() {
    window_->setBoard(busyBoard(Variant::GB64, 7, 5, true), QString());
    const Board source = window_->document()->board();
    window_->selectAll();
    QVERIFY(window_->copySelection());
    MainWindow* other = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(other));
    Board target(Variant::GB16, 7, 5);
    target.setHeader(*target.layout().headerField(keys::hex), 1);
    other->setBoard(target, QString());
    other->action(QStringLiteral("actionPasteInPlace"))->trigger();
    QTest::keyClick(other->view(), Qt::Key_Return);
    const Conversion converted = convertBoard(source, Variant::GB16);
    for (TileIndex t = 0; t < target.tileCount(); ++t)
        QCOMPARE(other->document()->board().tile(t), converted.board.tile(t));
    // The losses were reported (in a dialog when interactive).
    QVERIFY2(other->lastError().startsWith(QLatin1String("Pasted with losses")),
             qPrintable(other->lastError()));
    discardEditorWindow(other);
}

void TestRegionEditing::pasteReadsTheTextFormAndRefusesOtherText() {
    window_->setBoard(busyBoard(Variant::GB32, 5, 5, false), QString());
    const Board before = window_->document()->board();
    window_->document()->setSelection(selectionOf(before, {{1, 1}}));
    window_->copySelection();
    const QString text = QApplication::clipboard()->text();
    QVERIFY(text.contains(QLatin1String("\"format\":\"gbxx-region\"")));
    // Only the text, as another program would hand it over.
    QApplication::clipboard()->setText(text);
    QVERIFY(window_->action(QStringLiteral("actionPaste"))->isEnabled());
    QVERIFY(window_->paste(true));
    QTest::keyClick(window_->view(), Qt::Key_Escape);
    QApplication::clipboard()->setText(QStringLiteral("hello"));
    QVERIFY(!window_->action(QStringLiteral("actionPaste"))->isEnabled());
    QVERIFY(!window_->paste(false));
    QCOMPARE(window_->lastError(), QStringLiteral("the clipboard holds no GameBoardXX tiles"));
    QCOMPARE(boardBytes(window_->document()->board()), boardBytes(before));
}

void TestRegionEditing::selectWhereCountsLiveAndCombines() {
    window_->setBoard(busyBoard(Variant::GB64, 10, 10, true), QString());
    const Board& b = window_->document()->board();
    window_->document()->setSelection(selectionOf(b, {{0, 0}, {9, 9}}));
    QString counted;
    whenShown<SelectWhereDialog>([&counted](SelectWhereDialog* dialog) {
        dialog->expressionEdit()->setText(QStringLiteral("x<3and y >=8"));
        counted = dialog->findChild<QLabel*>(QStringLiteral("whereResult"))->text();
        auto* mode = dialog->findChildren<QComboBox*>().last();
        mode->setCurrentIndex(1); // add to the selection
        dialog->accept();
    });
    window_->action(QStringLiteral("actionSelectWhere"))->trigger();
    QCOMPARE(counted, QStringLiteral("6 matching tiles"));
    Cells expected{{0, 0}, {9, 9}};
    for (int x = 0; x < 3; ++x)
        for (int y = 8; y < 10; ++y)
            expected.insert({x, y});
    QCOMPARE(cellsOf(b, window_->document()->selection()), expected);
    // A bad condition says what and where, and cannot be accepted.
    QString error;
    bool okEnabled = true;
    whenShown<SelectWhereDialog>([&](SelectWhereDialog* dialog) {
        QCOMPARE(dialog->expression(), QStringLiteral("x<3and y >=8")); // the last one again
        dialog->expressionEdit()->setText(QStringLiteral("height >= "));
        error = dialog->findChild<QLabel*>(QStringLiteral("whereResult"))->text();
        okEnabled =
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
        dialog->reject();
    });
    window_->action(QStringLiteral("actionSelectWhere"))->trigger();
    QVERIFY2(error.contains(QLatin1String("at character")), qPrintable(error));
    QVERIFY(!okEnabled);
    QCOMPARE(cellsOf(b, window_->document()->selection()), expected);
}

void TestRegionEditing::replaceInSelectionIsOneUndoStep() {
    window_->setBoard(busyBoard(Variant::GB64, 6, 4, false), QString());
    const Board before = window_->document()->board();
    const Cells picked{{0, 0}, {3, 2}, {5, 3}};
    window_->document()->setSelection(selectionOf(before, picked));
    QString result;
    whenShown<ReplaceDialog>([&result](ReplaceDialog* dialog) {
        dialog->fieldBox(0)->setCurrentIndex(
            dialog->fieldBox(0)->findData(QStringLiteral("height")));
        dialog->kindBox(0)->setCurrentIndex(1); // add
        dialog->valueBox(0)->setEditText(QStringLiteral("-5"));
        dialog->addRow();
        dialog->fieldBox(1)->setCurrentIndex(
            dialog->fieldBox(1)->findData(QStringLiteral("homeZones")));
        dialog->kindBox(1)->setCurrentIndex(2);  // flags on
        dialog->valueBox(1)->setCurrentIndex(1); // player 2
        result = dialog->result()->text();
        dialog->accept();
    });
    window_->action(QStringLiteral("actionReplace"))->trigger();
    QCOMPARE(result, QStringLiteral("3 tiles will change"));
    const Board& b = window_->document()->board();
    const FieldSpec& height = *b.field(keys::height);
    const FieldSpec& home = *b.field(keys::homeZones);
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        std::uint64_t want = before.tile(t);
        if (picked.contains({b.xOf(t), b.yOf(t)})) {
            const std::uint64_t h = height.read(want);
            want = height.write(want, h < 5 ? 0 : h - 5);
            want = home.write(want, home.read(want) | 0b10);
        }
        QCOMPARE(b.tile(t), want);
    }
    QCOMPARE(window_->document()->undoStack()->count(), 1);
    QCOMPARE(window_->document()->undoStack()->text(0), QStringLiteral("Replace in selection"));
    window_->document()->undo();
    QCOMPARE(boardBytes(b), boardBytes(before));
}

void TestRegionEditing::fieldsCarriedIsKeptAcrossARestart() {
    window_->setBoard(busyBoard(Variant::GB64, 4, 4, false), QString());
    window_->setChosenFields({QStringLiteral("custom")});
    discardEditorWindow(window_);
    window_ = showEditorWindow();
    QVERIFY(window_->action(QStringLiteral("actionCarryChosen"))->isChecked());
    QCOMPARE(window_->carriedFields(), QStringList{QStringLiteral("custom")});
}

void TestRegionEditing::aStampSavedFromTheSelectionIsPlacedWithTheBrush() {
    window_->setBoard(busyBoard(Variant::GB64, 9, 8, true), QString());
    const Board source = window_->document()->board();
    // Three tiles in a column and one to the upper right of the middle one (column 3 is odd:
    // its right-hand neighbours are (4, y) and (4, y + 1)).
    const Cells shape{{3, 1}, {3, 2}, {3, 3}, {4, 2}};
    window_->document()->setSelection(selectionOf(source, shape));
    StampsPanel* stamps = window_->stampsPanel();
    QVERIFY(!stamps->saveSelection(QStringLiteral("Tower")));
    QCOMPARE(stamps->library().list().size(), 1);
    window_->selectTool(QStringLiteral("eraser"));
    stamps->selectStamp(0);
    QCOMPARE(window_->toolBox()->current()->id(), QStringLiteral("brush"));
    QVERIFY(window_->view()->isStamping());
    window_->deselect();

    // Placed two columns right: even steps keep the rows.
    click(window_->view(), {5, 2});
    const Board& b = window_->document()->board();
    const std::map<std::pair<int, int>, std::pair<int, int>> landed{
        {{3, 1}, {5, 1}}, {{3, 2}, {5, 2}}, {{3, 3}, {5, 3}}, {{4, 2}, {6, 2}}};
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        std::uint64_t want = source.tile(t);
        for (const auto& [from, to] : landed)
            if (to == std::pair{b.xOf(t), b.yOf(t)})
                want = source.tile(source.indexOf(from.first, from.second));
        QCOMPARE(b.tile(t), want);
    }
    QCOMPARE(window_->document()->undoStack()->count(), 1);
    QCOMPARE(window_->document()->undoStack()->text(0), QStringLiteral("Stamp “Tower”"));
    // One column right of the original (odd step): (4, 2) is the middle, the top and bottom
    // follow it, and the upper-right neighbour of an even column is one row up.
    window_->document()->undo();
    click(window_->view(), {4, 2});
    QCOMPARE(b.tile(b.indexOf(4, 1)), source.tile(source.indexOf(3, 1)));
    QCOMPARE(b.tile(b.indexOf(4, 3)), source.tile(source.indexOf(3, 3)));
    QCOMPARE(b.tile(b.indexOf(5, 1)), source.tile(source.indexOf(4, 2)));
    // Esc puts the stamp down: the brush paints the layer again.
    QTest::keyClick(window_->view(), Qt::Key_Escape);
    QVERIFY(!window_->view()->isStamping());
    QVERIFY(!window_->paintSettings()->stamp);
}

void TestRegionEditing::aStampTurnsWhilePlacingAndADragPlacesItAgain() {
    window_->setBoard(busyBoard(Variant::GB32, 12, 6, false), QString());
    const Board source = window_->document()->board();
    window_->document()->setSelection(selectionOf(source, {{0, 0}, {1, 0}}));
    window_->setCarry(PaintSettings::Carry::All);
    QVERIFY(!window_->stampsPanel()->saveSelection(QStringLiteral("Pair")));
    window_->stampsPanel()->selectStamp(0);
    window_->deselect();
    BoardView* view = window_->view();
    // R turns it upright: origin (0, 0) (nearest the middle, first), its partner below.
    QTest::keyClick(view, Qt::Key_R);
    click(view, {2, 2});
    const Board& b = window_->document()->board();
    QCOMPARE(b.tile(b.indexOf(2, 2)), source.tile(0));
    QCOMPARE(b.tile(b.indexOf(2, 3)), source.tile(1));
    QCOMPARE(b.tile(b.indexOf(3, 2)), source.tile(b.indexOf(3, 2)));
    // Three more turns: flat again. A drag along a row places it wherever it no longer overlaps
    // the last one: at columns 4, 6 and 8 of row 5, one undo step.
    for (int k = 0; k < 3; ++k)
        QTest::keyClick(view, Qt::Key_R);
    const int steps = window_->document()->undoStack()->count();
    QWidget* vp = view->viewport();
    mouse(vp, QEvent::MouseButtonPress, view->tileCentre(4, 5), Qt::LeftButton, {});
    for (int x = 5; x <= 9; ++x)
        mouse(vp, QEvent::MouseMove, view->tileCentre(x, 5), Qt::LeftButton, {});
    mouse(vp, QEvent::MouseButtonRelease, view->tileCentre(9, 5), Qt::NoButton, {});
    for (int x = 4; x <= 9; ++x)
        QCOMPARE(b.tile(b.indexOf(x, 5)), source.tile(x % 2 == 0 ? 0 : 1));
    QCOMPARE(b.tile(b.indexOf(10, 5)), source.tile(b.indexOf(10, 5)));
    QCOMPARE(window_->document()->undoStack()->count(), steps + 1);
}

void TestRegionEditing::stampLibrariesAreKeptPerTileSizeAndImported() {
    window_->setBoard(busyBoard(Variant::GB16, 5, 5, false), QString());
    window_->document()->setSelection(selectionOf(window_->document()->board(), {{2, 2}}));
    QVERIFY(!window_->stampsPanel()->saveSelection(QStringLiteral("One")));
    const QString exported = dir_.filePath(QStringLiteral("stamps16.json"));
    QVERIFY(!window_->stampsPanel()->exportFile(exported));
    // Another tile size: its own (empty) library, which refuses GB16 stamps.
    window_->setBoard(busyBoard(Variant::GB64, 5, 5, false), QString());
    QCOMPARE(window_->stampsPanel()->library().list().size(), 0);
    const auto refused = window_->stampsPanel()->importFile(exported);
    QVERIFY(refused);
    QVERIFY2(refused->contains(QLatin1String("GB16 boards, not GB64")), qPrintable(*refused));
    // Back on GB16 after a restart: still there; importing the export adds a copy.
    discardEditorWindow(window_);
    window_ = showEditorWindow();
    window_->setBoard(busyBoard(Variant::GB16, 5, 5, false), QString());
    QCOMPARE(window_->stampsPanel()->library().list().size(), 1);
    QVERIFY(!window_->stampsPanel()->importFile(exported));
    QCOMPARE(window_->stampsPanel()->library().list().size(), 2);
    QCOMPARE(window_->stampsPanel()->library().list().at(1).name, QStringLiteral("One"));
}

QTEST_MAIN(TestRegionEditing)
#include "tst_region_editing.moc"
