// The editor as a user paints with it: brush drags, erasing, flags, long strokes as one undo
// step, fill on hex and wrapped boards, shapes, the picker, T16, the inspector and what it shows;
// a measured path ends with its tool and its board; one tile and one step said in the singular.

#include "widgets/board/new_board_dialog.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "widgets/window/main_window.h"
#include "gbxx/codec.h"
#include "gbxx/warnings.h"
#include "widgets/support/gui_test_support.h"
#include "render/layer_style.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QComboBox>
#include <QDockWidget>
#include <QMimeData>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

namespace tst_editor_painting {

using namespace gbxx;
using namespace gbxx::test;

class TestEditorPainting : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void dragPaintsTheDraggedTilesOfTheActiveFieldOnly();
    void fastDragLeavesNoGaps();
    void rightButtonErases();
    void rightButtonOnAFlagLayerClearsOnlyTheChosenFlags();
    void switchingToolsMidDragRecordsTheStroke();
    void undoMidDragRecordsTheStrokeFirst();
    void boardReplacedMidDragDoesNotCorruptAnything();
    void aDabRepaintsOnlyAroundItself();
    void flagLayersSetAndClearOnlyTheChosenFlags();
    void longStrokeIsOneUndoStepAndRestoresExactBytes();
    void fillFollowsHexNeighboursAndWrapSeams();
    void rectangleAndLinePaintOnRelease();
    void pickerTakesTheValueUnderTheCursor();
    void measureShowsThePathAndItsLength();
    void gb16RefusesPlayerOneInAllZonesAndSaysWhy();
    void inspectorEditsThroughTheUndoStack();
    void screenshotShowsLayerColoursAtTileCentres();
    void singularTilesAndSteps();
    void measurePathEndsWithItsToolAndItsBoard();

private:
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestEditorPainting::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QSettings().clear();
}

void TestEditorPainting::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestEditorPainting::cleanup() {
    discardEditorWindow(window_);
}

void TestEditorPainting::dragPaintsTheDraggedTilesOfTheActiveFieldOnly() {
    Board board = squareBoard(Variant::GB64, 10, 8);
    const FieldSpec& custom = *board.field("custom");
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, custom.write(board.tile(i), 77));
    tabsOf(window_)->setBoard(board, QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("height")));
    paintSettingsOf(window_)->value = 42;
    paintSettingsOf(window_)->notify();
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    QWidget* vp = view->viewport();
    press(vp, view->tileCentre(2, 3));
    moveHeld(vp, view->tileCentre(3, 3));
    moveHeld(vp, view->tileCentre(4, 3));
    release(vp, view->tileCentre(4, 3));

    const Board& after = tabsOf(window_)->document()->board();
    const FieldSpec& height = *after.field("height");
    for (TileIndex i = 0; i < after.tileCount(); ++i) {
        const bool painted = after.yOf(i) == 3 && after.xOf(i) >= 2 && after.xOf(i) <= 4;
        QCOMPARE(after.get(i, height), std::uint64_t{painted ? 42u : 0u});
        // Every other field is untouched.
        QCOMPARE(after.tile(i) & ~height.mask(), board.tile(i) & ~height.mask());
    }
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 1);
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0), QStringLiteral("Paint height"));
}

void TestEditorPainting::fastDragLeavesNoGaps() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB08, 30, 5), QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("zoneFlag")));
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    // One mouse sample at each end: everything between is painted.
    press(view->viewport(), view->tileCentre(1, 2));
    moveHeld(view->viewport(), view->tileCentre(28, 2));
    release(view->viewport(), view->tileCentre(28, 2));
    const Board& b = tabsOf(window_)->document()->board();
    for (int x = 1; x <= 28; ++x)
        QVERIFY2(b.get(b.indexOf(x, 2), *b.field("zoneFlag")) == 1, qPrintable(QString::number(x)));
    QCOMPARE(b.get(b.indexOf(0, 2), *b.field("zoneFlag")), std::uint64_t{0});
}

void TestEditorPainting::rightButtonErases() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB32, 6, 6), QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary")));
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(1, 1), Qt::RightButton);
    release(view->viewport(), view->tileCentre(1, 1), Qt::RightButton);
    const Board& b = tabsOf(window_)->document()->board();
    QCOMPARE(b.get(b.indexOf(1, 1), *b.field("boundary")), std::uint64_t{0});
    QCOMPARE(b.get(b.indexOf(2, 1), *b.field("boundary")), std::uint64_t{3});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0), QStringLiteral("Erase boundary"));
}

void TestEditorPainting::rightButtonOnAFlagLayerClearsOnlyTheChosenFlags() {
    Board board = squareBoard(Variant::GB64, 3, 3);
    const FieldSpec& home = *board.field("homeZones");
    board.setTileRaw(4, home.write(board.tile(4), 0b1000'0011));
    tabsOf(window_)->setBoard(board, QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("homeZones")));
    paintSettingsOf(window_)->value = 0b0000'0010;
    paintSettingsOf(window_)->notify();
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(1, 1), Qt::RightButton);
    release(view->viewport(), view->tileCentre(1, 1), Qt::RightButton);
    QCOMPARE(tabsOf(window_)->document()->board().get(4, home), std::uint64_t{0b1000'0001});
    // The eraser empties the whole field.
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("eraser"));
    press(view->viewport(), view->tileCentre(1, 1));
    release(view->viewport(), view->tileCentre(1, 1));
    QCOMPARE(tabsOf(window_)->document()->board().get(4, home), std::uint64_t{0});
}

void TestEditorPainting::switchingToolsMidDragRecordsTheStroke() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB08, 6, 6), QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("zoneFlag")));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(1, 1));
    moveHeld(view->viewport(), view->tileCentre(3, 1));
    partOf<ToolActions>(window_)->selectTool(
        QStringLiteral("eraser")); // the E key while the button is down
    release(view->viewport(), view->tileCentre(3, 1));
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 1);
    QVERIFY(window_->isWindowModified());
    tabsOf(window_)->document()->undoStack()->undo();
    QCOMPARE(bytesOf(*window_), writeBoard(squareBoard(Variant::GB08, 6, 6)));
}

void TestEditorPainting::undoMidDragRecordsTheStrokeFirst() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 6, 6), QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("custom")));
    const FieldSpec& custom = *tabsOf(window_)->document()->board().field("custom");
    BoardView* view = window_->view();
    paintSettingsOf(window_)->value = 5;
    paintSettingsOf(window_)->notify();
    press(view->viewport(), view->tileCentre(1, 1));
    release(view->viewport(), view->tileCentre(1, 1));
    paintSettingsOf(window_)->value = 9;
    paintSettingsOf(window_)->notify();
    press(view->viewport(), view->tileCentre(1, 1));
    actionOf(window_, QStringLiteral("actionUndo"))->trigger(); // Ctrl+Z mid-drag
    moveHeld(view->viewport(), view->tileCentre(2, 1));
    release(view->viewport(), view->tileCentre(2, 1));
    QUndoStack* stack = tabsOf(window_)->document()->undoStack();
    // The 9-stroke was recorded and undone: tile (1,1) is back at 5, and everything is consistent.
    QCOMPARE(tabsOf(window_)->document()->board().get(7, custom), std::uint64_t{5});
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(bytesOf(*window_), writeBoard(squareBoard(Variant::GB64, 6, 6)));
    QVERIFY(!window_->isWindowModified());
}

void TestEditorPainting::boardReplacedMidDragDoesNotCorruptAnything() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB16, 16, 16), QString());
    tabsOf(window_)->document()->replaceBoard(squareBoard(Variant::GB16, 255, 255),
                                              QStringLiteral("Resize"));
    tabsOf(window_)->document()->undoStack()->undo();
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("custom")));
    BoardView* view = window_->view();
    for (const QString& tool : {QStringLiteral("Brush"), QStringLiteral("Rectangle")}) {
        partOf<ToolActions>(window_)->selectTool(tool);
        press(view->viewport(), view->tileCentre(2, 2));
        actionOf(window_, QStringLiteral("actionRedo"))->trigger(); // the big board comes back
        moveHeld(view->viewport(), view->tileCentre(5, 5));
        release(view->viewport(), view->tileCentre(5, 5));
        QUndoStack* stack = tabsOf(window_)->document()->undoStack();
        while (stack->canUndo())
            stack->undo();
        QCOMPARE(tabsOf(window_)->document()->board().width(), 16);
        QCOMPARE(bytesOf(*window_), writeBoard(squareBoard(Variant::GB16, 16, 16)));
    }
}

void TestEditorPainting::aDabRepaintsOnlyAroundItself() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 255, 255), QString());
    BoardView* view = window_->view();
    view->zoomable()->setScale(12);
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->maximum());
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
    QCoreApplication::processEvents();
    PaintSpy spy;
    view->viewport()->installEventFilter(&spy);
    partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("height"));
    press(view->viewport(), view->tileCentre(250, 250));
    QCoreApplication::processEvents();
    spy.region = QRegion();
    moveHeld(view->viewport(), view->tileCentre(251, 250));
    QCoreApplication::processEvents();
    release(view->viewport(), view->tileCentre(251, 250));
    const QRect painted = spy.region.boundingRect();
    QVERIFY2(painted.width() <= 4 * 12 && painted.height() <= 4 * 12,
             qPrintable(QStringLiteral("%1x%2 at %3,%4")
                            .arg(painted.width())
                            .arg(painted.height())
                            .arg(painted.x())
                            .arg(painted.y())));
}

void TestEditorPainting::flagLayersSetAndClearOnlyTheChosenFlags() {
    Board board = squareBoard(Variant::GB64, 4, 4);
    const FieldSpec& home = *board.field("homeZones");
    board.setTileRaw(5, home.write(board.tile(5), 0b1000'0001));
    tabsOf(window_)->setBoard(board, QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("homeZones")));
    PaintSettings* s = paintSettingsOf(window_);
    s->value = 0b0000'0110;
    s->flagsOn = true;
    s->notify();
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(1, 1));
    release(view->viewport(), view->tileCentre(1, 1));
    QCOMPARE(tabsOf(window_)->document()->board().get(5, home), std::uint64_t{0b1000'0111});
    s->value = 0b1000'0000;
    s->flagsOn = false;
    s->notify();
    press(view->viewport(), view->tileCentre(1, 1));
    release(view->viewport(), view->tileCentre(1, 1));
    QCOMPARE(tabsOf(window_)->document()->board().get(5, home), std::uint64_t{0b0000'0111});
}

void TestEditorPainting::longStrokeIsOneUndoStepAndRestoresExactBytes() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB16, 40, 30), QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("zoneStyle")));
    paintSettingsOf(window_)->value = 2;
    partOf<ToolBox>(window_)->find(QStringLiteral("brush"))->options().brushSize = 3;
    paintSettingsOf(window_)->notify();
    const auto original = bytesOf(*window_);
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0));
    for (int dab = 0; dab < 1000; ++dab) {
        const int x = (dab * 7) % 40;
        const int y = (dab * 3 + dab / 40) % 30;
        moveHeld(view->viewport(), view->tileCentre(x, y));
    }
    release(view->viewport(), view->tileCentre(5, 5));
    const auto painted = bytesOf(*window_);
    QVERIFY(painted != original);
    QUndoStack* stack = tabsOf(window_)->document()->undoStack();
    QCOMPARE(stack->count(), 1);
    stack->undo();
    QCOMPARE(bytesOf(*window_), original);
    stack->redo();
    QCOMPARE(bytesOf(*window_), painted);
}

void TestEditorPainting::fillFollowsHexNeighboursAndWrapSeams() {
    Board board = squareBoard(Variant::GB08, 6, 4);
    board.setHeader(*board.layout().headerField("hex"), 1);
    board.setHeader(*board.layout().headerField("wrap"), 1); // width wrap, even W: joined
    const FieldSpec& boundary = *board.field("boundary");
    for (int y = 0; y < 4; ++y) // a wall in column 2
        board.setTileRaw(board.indexOf(2, y), boundary.write(0, 1));
    tabsOf(window_)->setBoard(board, QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary")));
    paintSettingsOf(window_)->value = 2;
    paintSettingsOf(window_)->notify();
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("fill"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0));
    release(view->viewport(), view->tileCentre(0, 0));
    const Board& b = tabsOf(window_)->document()->board();
    int traps = 0;
    for (TileIndex i = 0; i < b.tileCount(); ++i)
        traps += b.get(i, boundary) == 2;
    QCOMPARE(traps, 20); // every in-bounds tile: columns 3-5 are reached across the seam
    QCOMPARE(b.get(b.indexOf(5, 3), boundary), std::uint64_t{2});
    QCOMPARE(b.get(b.indexOf(2, 1), boundary), std::uint64_t{1});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0), QStringLiteral("Fill boundary"));

    // Without wrap the wall holds.
    board.setHeader(*board.layout().headerField("wrap"), 0);
    tabsOf(window_)->setBoard(board, QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary")));
    paintSettingsOf(window_)->value = 2;
    paintSettingsOf(window_)->notify();
    press(view->viewport(), view->tileCentre(0, 0));
    release(view->viewport(), view->tileCentre(0, 0));
    traps = 0;
    for (TileIndex i = 0; i < tabsOf(window_)->document()->board().tileCount(); ++i)
        traps += tabsOf(window_)->document()->board().get(i, boundary) == 2;
    QCOMPARE(traps, 8);
}

void TestEditorPainting::rectangleAndLinePaintOnRelease() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 10, 10), QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("custom")));
    paintSettingsOf(window_)->value = 9;
    partOf<ToolBox>(window_)->find(QStringLiteral("rectangle"))->options().filled = false;
    paintSettingsOf(window_)->notify();
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("rectangle"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(2, 2));
    moveHeld(view->viewport(), view->tileCentre(6, 5));
    const FieldSpec& custom = *tabsOf(window_)->document()->board().field("custom");
    QCOMPARE(tabsOf(window_)->document()->board().get(
                 tabsOf(window_)->document()->board().indexOf(2, 2), custom),
             std::uint64_t{0}); // only previewed while dragging
    release(view->viewport(), view->tileCentre(6, 5));
    const Board& b = tabsOf(window_)->document()->board();
    int painted = 0;
    for (TileIndex i = 0; i < b.tileCount(); ++i)
        painted += b.get(i, custom) == 9;
    QCOMPARE(painted, 2 * 5 + 2 * 2); // the outline of a 5×4 rectangle
    QCOMPARE(b.get(b.indexOf(4, 3), custom), std::uint64_t{0});

    partOf<ToolActions>(window_)->selectTool(QStringLiteral("line"));
    paintSettingsOf(window_)->value = 1;
    paintSettingsOf(window_)->notify();
    press(view->viewport(), view->tileCentre(0, 9));
    moveHeld(view->viewport(), view->tileCentre(9, 9));
    release(view->viewport(), view->tileCentre(9, 9));
    for (int x = 0; x < 10; ++x)
        QCOMPARE(b.get(b.indexOf(x, 9), custom), std::uint64_t{1});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 2);
}

void TestEditorPainting::pickerTakesTheValueUnderTheCursor() {
    Board board = squareBoard(Variant::GB32, 5, 5);
    board.setTileRaw(7, board.field("zoneOwners")->write(board.tile(7), 0x45));
    tabsOf(window_)->setBoard(board, QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("zoneOwners")));
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("picker"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(2, 1));
    release(view->viewport(), view->tileCentre(2, 1));
    QCOMPARE(paintSettingsOf(window_)->value, std::uint64_t{0x45});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 0);
}

void TestEditorPainting::gb16RefusesPlayerOneInAllZonesAndSaysWhy() {
    Board board = squareBoard(Variant::GB16, 3, 1);
    const FieldSpec& owner = *board.field("zoneOwner");
    const FieldSpec& style = *board.field("zoneStyle");
    board.setTileRaw(0, owner.write(board.tile(0), 2));                 // player 3, all kinds
    board.setTileRaw(1, style.write(owner.write(board.tile(1), 2), 1)); // player 3, home
    tabsOf(window_)->setBoard(board, QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("zoneOwner")));
    paintSettingsOf(window_)->value = 0; // player 1
    paintSettingsOf(window_)->notify();
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0));
    moveHeld(view->viewport(), view->tileCentre(1, 0));
    release(view->viewport(), view->tileCentre(1, 0));
    const Board& b = tabsOf(window_)->document()->board();
    QCOMPARE(b.get(0, owner), std::uint64_t{2}); // refused: it would read as "no zone"
    QCOMPARE(b.get(1, owner), std::uint64_t{0}); // player 1, home: storable
    QVERIFY2(statusOf(window_)->lastError().contains(QStringLiteral("T16")),
             qPrintable(statusOf(window_)->lastError()));
}

void TestEditorPainting::measureShowsThePathAndItsLength() {
    Board board = squareBoard(Variant::GB64, 6, 4);
    for (int y = 0; y < 3; ++y) // a wall in column 3, open at the bottom row
        board.setTileRaw(board.indexOf(3, y), board.field("boundary")->write(0, 1));
    tabsOf(window_)->setBoard(board, QString());
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("measure"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0));
    moveHeld(view->viewport(), view->tileCentre(5, 0));
    QCOMPARE(window_->view()->tool()->preview().size(), std::size_t{12}); // 11 steps, 12 tiles
    release(view->viewport(), view->tileCentre(5, 0));
    QVERIFY2(statusOf(window_)->lastError().contains(QStringLiteral("11 steps")),
             qPrintable(statusOf(window_)->lastError()));
    QVERIFY(statusOf(window_)->lastError().contains(QStringLiteral("grid distance 5")));
    QCOMPARE(tabsOf(window_)->document()->undoStack()->count(), 0); // measuring changes nothing
}

void TestEditorPainting::inspectorEditsThroughTheUndoStack() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
    BoardView* view = window_->view();
    QTest::mouseMove(view->viewport(), view->tileCentre(3, 2).toPoint());
    QCOMPARE(partOf<TileInspector>(window_)->tile(), 13);
    const int turnRow = 10; // GB64 table order: turnBarrier is the 11th field
    QCOMPARE(tabsOf(window_)->document()->board().fields()[turnRow].key,
             std::string_view("turnBarrier"));
    partOf<TileInspector>(window_)->editField(turnRow, 2);
    const FieldSpec& turn = *tabsOf(window_)->document()->board().field("turnBarrier");
    QCOMPARE(tabsOf(window_)->document()->board().get(13, turn), std::uint64_t{2});
    QCOMPARE(tabsOf(window_)->document()->undoStack()->text(0),
             QStringLiteral("Set turn barrier of tile (3, 2)"));
    tabsOf(window_)->document()->undoStack()->undo();
    QCOMPARE(tabsOf(window_)->document()->board().get(13, turn), std::uint64_t{0});
}

void TestEditorPainting::screenshotShowsLayerColoursAtTileCentres() {
    Board board = squareBoard(Variant::GB64, 8, 6);
    board.setHeader(*board.layout().headerField("hex"), 1);
    const FieldSpec& boundary = *board.field("boundary");
    board.setTileRaw(board.indexOf(1, 1), boundary.write(0, 2)); // trap
    board.setTileRaw(board.indexOf(6, 4), boundary.write(0, 0)); // not on board
    board.setTileRaw(board.indexOf(3, 2), boundary.write(0, 1)); // out of bounds
    tabsOf(window_)->setBoard(board, QString());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary")));
    BoardView* view = window_->view();
    view->zoomable()->setScale(40);
    QCoreApplication::processEvents();
    const QImage shot = window_->grab().toImage();
    const LayerStyle style(boundary, HeightMode::Value);
    const auto colourAt = [&](int x, int y) {
        const QPoint p = view->viewport()->mapTo(window_, view->tileCentre(x, y).toPoint());
        return QColor(shot.pixel(p * shot.devicePixelRatio()));
    };
    QCOMPARE(colourAt(1, 1), style.fill(2));
    QCOMPARE(colourAt(6, 4), style.fill(0));
    QCOMPARE(colourAt(3, 2), style.fill(1));
    QCOMPARE(colourAt(4, 3), style.fill(3));
    QCOMPARE(colourAt(5, 1), style.fill(3)); // an odd column
}

// Found by a new user (issue 13).
void TestEditorPainting::singularTilesAndSteps() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    auto* size = window_->findChild<QSpinBox*>(QStringLiteral("brushSize"));
    QVERIFY(size);
    size->setValue(1);
    QCOMPARE(size->text(), QStringLiteral("1 tile"));
    size->setValue(3);
    QCOMPARE(size->text(), QStringLiteral("3 tiles"));

    Board one = squareBoard(Variant::GB64, 3, 3);
    one.setTileRaw(0, one.field("height")->write(0, 4)); // one tile off the board with data
    const auto warnings = findWarnings(one);
    QVERIFY(!warnings.empty());
    QVERIFY2(warnings.front().message.find("1 tile (first at x 0, y 0) not on the board holds "
                                           "data") != std::string::npos,
             warnings.front().message.c_str());
}

// Found by a new user (issue 13): a measured path and its message stayed after switching tools, and
// were drawn on the next board.
void TestEditorPainting::measurePathEndsWithItsToolAndItsBoard() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 8, 6), QString());
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("measure"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0));
    moveHeld(view->viewport(), view->tileCentre(5, 3));
    release(view->viewport(), view->tileCentre(5, 3));
    QVERIFY(!view->tool()->preview().empty());
    QVERIFY(!window_->statusBar()->currentMessage().isEmpty());
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    QVERIFY(window_->statusBar()->currentMessage().isEmpty());
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("measure"));
    QVERIFY(view->tool()->preview().empty());

    press(view->viewport(), view->tileCentre(0, 0));
    moveHeld(view->viewport(), view->tileCentre(5, 3));
    release(view->viewport(), view->tileCentre(5, 3));
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 8, 6), QString());
    QVERIFY(view->tool()->preview().empty());
    QVERIFY(window_->statusBar()->currentMessage().isEmpty());
}

GBXX_TEST_MAIN(TestEditorPainting);

} // namespace tst_editor_painting
#include "tst_editor_painting.moc"
