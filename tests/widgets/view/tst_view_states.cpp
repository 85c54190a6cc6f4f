// The board view's input states (issue 32): a press with each tool enters the state for it and the
// release returns to rest; Esc drops a stroke begun from the keys (no change, no step); a middle
// drag or a Space drag pans and comes back to the state it interrupted; a stamp is shown under the
// pointer and placed by a press; and the document opens a transaction for one owner at a time.

#include "widgets/view/states/idle_state.h"
#include "widgets/view/states/moving_floating_state.h"
#include "widgets/view/states/panning_state.h"
#include "widgets/view/states/placing_stamp_state.h"
#include "widgets/view/states/selecting_state.h"
#include "widgets/view/states/stroking_state.h"
#include "widgets/view/states/view_input.h"
#include "widgets/support/region_test_support.h"
#include "widgets/support/view_scene.h"
#include "support/test_suite.h"

#include <QScrollBar>

namespace tst_view_states {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// A board view of its own, painting value 1 of the boundary.
struct Scene : ViewScene {
    explicit Scene(Board board)
        : ViewScene(std::move(board), QSize(600, 500)) {
        settings.value = 1;
    }
};

template <typename State> bool in(const BoardView& view) {
    return dynamic_cast<const State*>(&view.input().state()) != nullptr;
}

void send(BoardView& view, QEvent::Type type, QPoint tile, Qt::MouseButton button,
          Qt::MouseButtons buttons) {
    sendMouse(view.viewport(), type, view.tileCentre(tile.x(), tile.y()), button, buttons);
}

} // namespace

class TestViewStates : public QObject {
    Q_OBJECT

private slots:
    void aPressEntersTheToolsStateAndTheReleaseRests();
    void theMoveToolLiftsTheSelectionIntoFloatingContent();
    void floatingContentLandsWhenTheDocumentEndsItOrTheViewGoes();
    void escapeDropsAStrokeBegunFromTheKeys();
    void aMiddleDragPansAndReturnsToTheStateItInterrupted();
    void aSpaceDragPansAndReturnsToRest();
    void aStampIsShownUnderThePointerAndPlacedByAPress();
    void anotherOwnersEditSettlesTheOpenOneAndTheOwnerJoinsItsOwn();
};

void TestViewStates::aPressEntersTheToolsStateAndTheReleaseRests() {
    Scene scene(squareBoard(Variant::GB64, 8, 6));
    const QPoint at(2, 2);
    for (const char* id : {"brush", "line", "rectangle", "fill", "eraser", "picker", "measure"}) {
        QVERIFY(scene.tools.select(QString::fromLatin1(id)));
        QVERIFY2(in<IdleState>(scene.view), id);
        send(scene.view, QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
        QVERIFY2(in<StrokingState>(scene.view), id);
        QVERIFY(scene.view.input().state().busy());
        send(scene.view, QEvent::MouseButtonRelease, at, Qt::LeftButton, Qt::NoButton);
        QVERIFY2(in<IdleState>(scene.view), id);
        QVERIFY(!scene.view.input().state().busy());
    }
    for (const char* id : {"select-rectangle", "select-lasso", "select-wand", "select-value"}) {
        QVERIFY(scene.tools.select(QString::fromLatin1(id)));
        send(scene.view, QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
        QVERIFY2(in<SelectingState>(scene.view), id);
        send(scene.view, QEvent::MouseButtonRelease, at, Qt::LeftButton, Qt::NoButton);
        QVERIFY2(in<IdleState>(scene.view), id);
    }
    // Pressed inside the selection: a selecting press that waits to see a click or a drag.
    QVERIFY(scene.tools.select(QStringLiteral("select-rectangle")));
    QVERIFY(!scene.document.selection().empty());
    send(scene.view, QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
    QVERIFY(in<SelectingState>(scene.view));
    send(scene.view, QEvent::MouseButtonRelease, at, Qt::LeftButton, Qt::NoButton);
    QVERIFY(in<IdleState>(scene.view));
}

void TestViewStates::theMoveToolLiftsTheSelectionIntoFloatingContent() {
    Scene scene(squareBoard(Variant::GB64, 8, 6));
    // Empty tiles left behind, so that moving a plain in-bounds tile changes the board (issue 42:
    // by default what is left behind stays on the board, and this move would change nothing).
    scene.tools.find(QStringLiteral("move"))->options().leaveEmptyTiles = true;
    QVERIFY(scene.tools.select(QStringLiteral("move")));
    send(scene.view, QEvent::MouseButtonPress, {2, 2}, Qt::LeftButton, Qt::LeftButton);
    QVERIFY(in<IdleState>(scene.view)); // nothing selected: nothing to lift
    send(scene.view, QEvent::MouseButtonRelease, {2, 2}, Qt::LeftButton, Qt::NoButton);
    Selection chosen(scene.document.board().tileCount());
    chosen.set(scene.document.board().indexOf(2, 2));
    scene.document.setSelection(chosen);
    send(scene.view, QEvent::MouseButtonPress, {2, 2}, Qt::LeftButton, Qt::LeftButton);
    QVERIFY(in<MovingFloatingState>(scene.view));
    QVERIFY(scene.view.input().floating());
    send(scene.view, QEvent::MouseMove, {4, 3}, Qt::NoButton, Qt::LeftButton);
    send(scene.view, QEvent::MouseButtonRelease, {4, 3}, Qt::LeftButton, Qt::NoButton);
    QVERIFY(in<MovingFloatingState>(scene.view)); // it floats until placed
    QTest::keyClick(&scene.view, Qt::Key_Return);
    QVERIFY(in<IdleState>(scene.view));
    QVERIFY(!scene.view.input().floating());
    QCOMPARE(scene.document.undoStack()->count(), 1);
    QVERIFY(scene.document.selection().contains(scene.document.board().indexOf(4, 3)));
}

// Lifts the tile (2, 2) with the Move tool and drags it to (4, 3), leaving the tile emptied.
void liftAndDrag(BoardDocument& document, ToolBox& tools, BoardView& view) {
    tools.find(QStringLiteral("move"))->options().leaveEmptyTiles = true;
    QVERIFY(tools.select(QStringLiteral("move")));
    Selection chosen(document.board().tileCount());
    chosen.set(document.board().indexOf(2, 2));
    document.setSelection(chosen);
    send(view, QEvent::MouseButtonPress, {2, 2}, Qt::LeftButton, Qt::LeftButton);
    send(view, QEvent::MouseMove, {4, 3}, Qt::NoButton, Qt::LeftButton);
    send(view, QEvent::MouseButtonRelease, {4, 3}, Qt::LeftButton, Qt::NoButton);
    QVERIFY(in<MovingFloatingState>(view));
}

void TestViewStates::floatingContentLandsWhenTheDocumentEndsItOrTheViewGoes() {
    {
        // A save's checkpoint lands floating content; the view hears the edit ended and rests
        // (the document calls nothing in the view or its state to say so).
        Scene scene(squareBoard(Variant::GB64, 8, 6));
        liftAndDrag(scene.document, scene.tools, scene.view);
        scene.document.checkpoint();
        QVERIFY(in<IdleState>(scene.view));
        QVERIFY(!scene.view.input().floating());
        QCOMPARE(scene.document.undoStack()->count(), 1);
        QVERIFY(scene.document.selection().contains(scene.document.board().indexOf(4, 3)));
    }
    // A view that goes while content floats (its tab's view rebuilt, a window closing) lands it:
    // nothing floating is lost, and no edit is left open with nobody to finish it.
    BoardDocument document(squareBoard(Variant::GB64, 8, 6));
    const FieldSpec& boundary = *document.board().field(keys::boundary);
    const std::uint64_t lifted = boundary.read(document.board().tile(document.board().indexOf(2, 2)));
    PaintSettings settings;
    settings.field = &boundary;
    LayerVisibility visibility;
    ToolBox tools;
    auto view = std::make_unique<BoardView>();
    view->resize(600, 500);
    view->setDocument(&document);
    view->setPaintSettings(&settings);
    view->setLayerVisibility(&visibility);
    view->setToolBox(&tools);
    view->show();
    liftAndDrag(document, tools, *view);
    view.reset();
    QVERIFY(!document.transactionOwner());
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(boundary.read(document.board().tile(document.board().indexOf(4, 3))), lifted);
    QCOMPARE(boundary.read(document.board().tile(document.board().indexOf(2, 2))), 0u);
}

void TestViewStates::escapeDropsAStrokeBegunFromTheKeys() {
    Scene scene(squareBoard(Variant::GB64, 8, 6));
    const QByteArray before = boardBytes(scene.document.board());
    QVERIFY(scene.tools.select(QStringLiteral("line")));
    scene.view.setFocus();
    QTest::keyClick(&scene.view, Qt::Key_Right); // the tile cursor shows
    QTest::keyClick(&scene.view, Qt::Key_Return);
    QVERIFY(in<StrokingState>(scene.view));
    QTest::keyClick(&scene.view, Qt::Key_Right);
    QTest::keyClick(&scene.view, Qt::Key_Right);
    QVERIFY(!scene.view.tool()->preview().empty());
    QTest::keyClick(&scene.view, Qt::Key_Escape);
    QVERIFY(in<IdleState>(scene.view));
    QVERIFY(scene.view.tool()->preview().empty());
    QCOMPARE(boardBytes(scene.document.board()), before);
    QCOMPARE(scene.document.undoStack()->count(), 0);
    QVERIFY(!scene.document.transactionOwner());
}

void TestViewStates::aMiddleDragPansAndReturnsToTheStateItInterrupted() {
    Scene scene(squareBoard(Variant::GB64, 40, 40));
    scene.view.zoomable()->setScale(64);
    QScrollBar* across = scene.view.horizontalScrollBar();
    const int scrolled = across->value();
    const QPoint at(20, 20);
    scene.view.centreOn(at.x(), at.y());
    QVERIFY(scene.tools.select(QStringLiteral("brush")));
    send(scene.view, QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
    QVERIFY(in<StrokingState>(scene.view));
    const QPointF from = scene.view.tileCentre(at.x(), at.y());
    sendMouse(scene.view.viewport(), QEvent::MouseButtonPress, from, Qt::MiddleButton,
              Qt::LeftButton | Qt::MiddleButton);
    QVERIFY(in<PanningState>(scene.view));
    const int start = across->value();
    sendMouse(scene.view.viewport(), QEvent::MouseMove, from + QPointF(-100, 0), Qt::NoButton,
              Qt::LeftButton | Qt::MiddleButton);
    QCOMPARE(across->value(), start + 100);
    sendMouse(scene.view.viewport(), QEvent::MouseButtonRelease, from + QPointF(-100, 0),
              Qt::MiddleButton, Qt::LeftButton);
    QVERIFY(in<StrokingState>(scene.view)); // the stroke goes on
    send(scene.view, QEvent::MouseButtonRelease, at, Qt::LeftButton, Qt::NoButton);
    QVERIFY(in<IdleState>(scene.view));
    QCOMPARE(scene.document.undoStack()->count(), 1);
    Q_UNUSED(scrolled);
}

void TestViewStates::aSpaceDragPansAndReturnsToRest() {
    Scene scene(squareBoard(Variant::GB64, 40, 40));
    scene.view.zoomable()->setScale(64);
    scene.view.setFocus();
    QScrollBar* down = scene.view.verticalScrollBar();
    scene.view.centreOn(20, 20);
    QTest::keyPress(&scene.view, Qt::Key_Space);
    const QPointF from = scene.view.tileCentre(20, 20);
    sendMouse(scene.view.viewport(), QEvent::MouseButtonPress, from, Qt::LeftButton,
              Qt::LeftButton);
    QVERIFY(in<PanningState>(scene.view));
    const int start = down->value();
    sendMouse(scene.view.viewport(), QEvent::MouseMove, from + QPointF(0, -80), Qt::NoButton,
              Qt::LeftButton);
    QCOMPARE(down->value(), start + 80);
    sendMouse(scene.view.viewport(), QEvent::MouseButtonRelease, from + QPointF(0, -80),
              Qt::LeftButton, Qt::NoButton);
    QVERIFY(in<IdleState>(scene.view));
    QTest::keyRelease(&scene.view, Qt::Key_Space);
    QVERIFY(in<IdleState>(scene.view));
    QCOMPARE(scene.document.undoStack()->count(), 0); // a pan, not the tool
}

void TestViewStates::aStampIsShownUnderThePointerAndPlacedByAPress() {
    Scene scene(squareBoard(Variant::GB64, 10, 8));
    const FieldSpec& boundary = *scene.document.board().field(keys::boundary);
    // A stamp of two tiles side by side, boundary 1 (the board's tiles are 3).
    Board source = squareBoard(Variant::GB64, 10, 8);
    Selection two(source.tileCount());
    for (int x : {0, 1}) {
        source.setTileRaw(source.indexOf(x, 0), boundary.write(0, 1));
        two.set(source.indexOf(x, 0));
    }
    int x = 0;
    int y = 0;
    Region region = extractRegion(source, two, &x, &y);
    scene.settings.stamp = CopiedRegion{std::move(region), {}, x, y};
    scene.settings.stampName = QStringLiteral("Pair");
    scene.settings.notify();
    QVERIFY(scene.tools.select(QStringLiteral("brush")));
    QVERIFY(in<PlacingStampState>(scene.view));
    QVERIFY(PlacingStampState::stamping(scene.view));

    // Shown under the pointer: the second tile looks as it will after the press.
    const QPoint at(3, 3);
    const QPoint second = scene.view.tileCentre(4, 3).toPoint();
    const QColor plain = scene.view.viewport()->grab().toImage().pixelColor(second);
    send(scene.view, QEvent::MouseMove, at, Qt::NoButton, Qt::NoButton);
    const QColor shown = scene.view.viewport()->grab().toImage().pixelColor(second);
    QVERIFY(shown != plain);

    send(scene.view, QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
    send(scene.view, QEvent::MouseButtonRelease, at, Qt::LeftButton, Qt::NoButton);
    const Board& board = scene.document.board();
    QCOMPARE(boundary.read(board.tile(board.indexOf(3, 3))), 1u);
    QCOMPARE(boundary.read(board.tile(board.indexOf(4, 3))), 1u);
    QCOMPARE(boundary.read(board.tile(board.indexOf(5, 3))), 3u);
    QCOMPARE(scene.document.undoStack()->count(), 1);
    QCOMPARE(scene.document.undoStack()->text(0), QStringLiteral("Stamp “Pair”"));
    QVERIFY(in<PlacingStampState>(scene.view)); // ready for the next one

    // Esc puts the stamp down: the brush paints again.
    scene.view.setFocus();
    QTest::keyClick(&scene.view, Qt::Key_Escape);
    QVERIFY(in<IdleState>(scene.view));
    QVERIFY(!scene.settings.stamp);
}

void TestViewStates::anotherOwnersEditSettlesTheOpenOneAndTheOwnerJoinsItsOwn() {
    BoardDocument document(squareBoard(Variant::GB64, 4, 4));
    const FieldSpec& boundary = *document.board().field(keys::boundary);
    int strokeOwner = 0;
    int previewOwner = 0;
    DocumentEdit stroke = document.openEdit(&strokeOwner, QStringLiteral("Paint"));
    QVERIFY(stroke.isOpen() && stroke.owns());
    QCOMPARE(document.transactionOwner(), &strokeOwner);
    const std::vector<TileIndex> one{1};
    const std::vector<TileIndex> two{2};
    QVERIFY(stroke.extend(document.board().planField(boundary, 1, one)));

    // The owner's own open edit is joined: one undo step, committed by the handle that began it.
    {
        DocumentEdit joined = document.openEdit(&strokeOwner, QStringLiteral("Paint"));
        QVERIFY(joined.isOpen() && !joined.owns());
        QVERIFY(joined.extend(document.board().planField(boundary, 2, two)));
        QVERIFY(joined.commit()); // a joined handle leaves the edit to its owner
        QVERIFY(stroke.isOpen());
    } // nor does it roll the edit back when it goes
    QVERIFY(stroke.isOpen());
    // Nor does the owner lose its edit by taking a joined handle in place of its own.
    stroke = document.openEdit(&strokeOwner, QStringLiteral("Paint"));
    QVERIFY(stroke.isOpen() && stroke.owns());
    QCOMPARE(document.undoStack()->count(), 1); // one step, shown live while it is open
    QCOMPARE(boundary.read(document.board().tile(2)), 2u);

    // Another owner's edit commits the open one first, and its handle is told: nobody settles
    // before opening, nobody polls the document.
    HeaderPreview preview = document.openHeaderPreview(&previewOwner, QStringLiteral("Properties"));
    QVERIFY(preview.isOpen() && preview.owns());
    QVERIFY(!stroke.isOpen());
    QVERIFY(!stroke.extend(document.board().planField(boundary, 3, two)));
    QCOMPARE(document.transactionOwner(), &previewOwner);
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(boundary.read(document.board().tile(1)), 1u);
    QCOMPARE(boundary.read(document.board().tile(2)), 2u);
    // A preview takes no tiles, and rolled back leaves no step.
    const FieldSpec& hex = *document.board().layout().headerField(keys::hex);
    QVERIFY(preview.show(static_cast<std::uint16_t>(hex.write(document.board().headerBits(), 1))));
    QVERIFY(preview.rollback());
    QVERIFY(!document.transactionOwner());
    QCOMPARE(document.undoStack()->count(), 1);

    // An owned handle that goes uncommitted takes its changes back.
    const auto before = boardBytes(document.board());
    {
        DocumentEdit dropped = document.openEdit(&strokeOwner, QStringLiteral("Paint"));
        QVERIFY(dropped.extend(document.board().planField(boundary, 3, one)));
        QCOMPARE(boundary.read(document.board().tile(1)), 3u);
    }
    QCOMPARE(boardBytes(document.board()), before);
    QVERIFY(!document.transactionOwner());
    QCOMPARE(document.undoStack()->count(), 1);
}

GBXX_TEST_MAIN(TestViewStates);

} // namespace tst_view_states
#include "tst_view_states.moc"
