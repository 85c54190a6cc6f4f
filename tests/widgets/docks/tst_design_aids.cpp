// The design aids in the editor: the validation list with click-to-locate, the balance table with
// unequal values marked, link groups made uniform in one step, all following edits; a located
// warning's highlight goes when it is fixed, and Esc clears it wherever the focus is.

#include "widgets/analysis/balance_panel.h"
#include "widgets/analysis/move_rules_form.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/validation/validation_panel.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/view/board_view.h"
#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"

#include <QComboBox>
#include <QListWidget>
#include <QSettings>
#include <QTableWidget>
#include <QSpinBox>
#include <QToolButton>
#include <QTest>

namespace tst_design_aids {

using namespace gbxx;
using namespace gbxx::test;

// An 8×4 square board whose column 6 walls off column 7: one warning, four tiles.
Board walledOffBoard() {
    Board board = squareBoard(Variant::GB64, 8, 4);
    for (int y = 0; y < 4; ++y)
        board.setTileRaw(board.indexOf(6, y), board.field("boundary")->write(0, 1));
    return board;
}

// Opens a gap in that wall: no warning any more.
void openTheWall(BoardDocument& document) {
    const Board& board = document.board();
    document.pushEdit(
        QStringLiteral("Open"),
        board.planField(*board.field("boundary"), 3, std::vector<TileIndex>{board.indexOf(6, 2)}));
}

class TestDesignAids : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void validationListsWarningsAndLocatesTheirTiles();
    void balanceMarksValuesThatDifferAndFollowsEdits();
    void balanceFollowsTheMovementRules();
    void analysesWaitUntilTheirDockIsShown();
    void aLocatedWarningFollowsEditsWithItsDockAway();
    void makeGroupsUniformIsOneUndoStep();
    void symmetricPaintingHitsTheMirrorWithOwnersSwapped();
    void validationHighlightGoesWhenFixedAndEscClearsItAnywhere();
};

void TestDesignAids::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QSettings().clear();
}

void TestDesignAids::validationListsWarningsAndLocatesTheirTiles() {
    MainWindow window;
    statusOf(window)->setInteractive(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Board board = walledOffBoard();
    tabsOf(window)->setBoard(board, QString());
    raiseDock(&window, QStringLiteral("validationDock"));
    QListWidget* list = partOf<ValidationPanel>(window)->list();
    QCOMPARE(list->count(), 1);
    QVERIFY(list->item(0)->text().contains(QStringLiteral("4 tiles in bounds cannot be reached")));
    list->itemActivated(list->item(0));
    QCOMPARE(window.view()->highlight()->tiles().size(), std::size_t{4});
    QCOMPARE(window.view()->highlight()->tiles().front(), board.indexOf(7, 0));

    // Opening the wall clears the warning once edits pause.
    openTheWall(*tabsOf(window)->document());
    QTRY_COMPARE(list->item(0)->text(), QStringLiteral("No warnings."));
    tabsOf(window)->document()->markSaved();
}

void TestDesignAids::balanceMarksValuesThatDifferAndFollowsEdits() {
    MainWindow window;
    statusOf(window)->setInteractive(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    raiseDock(&window, QStringLiteral("balanceDock"));
    Board board = squareBoard(Variant::GB32, 6, 1);
    const FieldSpec& owners = *board.field("zoneOwners");
    const FieldSpec& style = *board.field("zoneStyle");
    const FieldSpec& noZone = *board.field("noZone");
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, noZone.write(board.tile(i), 1));
    const auto zone = [&](int x, std::uint64_t who, std::uint64_t kind) {
        const TileIndex i = board.indexOf(x, 0);
        board.setTileRaw(i, style.write(owners.write(noZone.write(board.tile(i), 0), who), kind));
    };
    zone(0, 0b01, 1); // player 1 home
    zone(5, 0b01, 2); // player 1 end: 5 steps
    zone(4, 0b10, 1); // player 2 home
    zone(3, 0b10, 2); // player 2 end: 1 step
    tabsOf(window)->setBoard(board, QString());
    QTableWidget* table = partOf<BalancePanel>(window)->table();
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->item(0, 4)->text(), QStringLiteral("5 steps"));
    QCOMPARE(table->item(1, 4)->text(), QStringLiteral("1 step"));  // not "1 steps" (issue 13)
    QVERIFY(table->item(0, 4)->background().color() != QColor());   // differs: marked
    QCOMPARE(table->item(0, 1)->background().style(), Qt::NoBrush); // equal home sizes: not marked
    tabsOf(window)->document()->markSaved();
}

// Issue 44: the balance is measured under the game's movement rules, chosen below the table and
// remembered, and is the cost `gbxx analyze` reports under the same rules.
void TestDesignAids::balanceFollowsTheMovementRules() {
    QSettings().remove(QStringLiteral("balance/movementRules"));
    Board board = squareBoard(Variant::GB64, 4, 1);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, board.field("boundary")->write(board.tile(i), 3));
    board.setTileRaw(0, board.field("homeZones")->write(board.tile(0), 0b1));
    board.setTileRaw(3, board.field("endZones")->write(board.tile(3), 0b1));
    board.setTileRaw(1, board.field("height")->write(board.tile(1), 3));
    board.setTileRaw(2, board.field("turnBarrier")->write(board.tile(2), 1));
    {
        MainWindow window;
        statusOf(window)->setInteractive(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        raiseDock(&window, QStringLiteral("balanceDock"));
        tabsOf(window)->setBoard(board, QString());
        BalancePanel* panel = partOf<BalancePanel>(window);
        QCOMPARE(panel->table()->item(0, 4)->text(), QStringLiteral("3 steps"));
        auto* climb = panel->findChild<QSpinBox*>(QStringLiteral("climbCost"));
        auto* turns = panel->findChild<QComboBox*>(QStringLiteral("turnBarrierRule"));
        QVERIFY(climb && turns);
        climb->setValue(2); // up 3 levels: 1 + 6, then down (free), then onto the barrier
        QCOMPARE(panel->table()->item(0, 4)->text(), QStringLiteral("cost 9 (3 steps)"));
        turns->setCurrentIndex(2); // a turn barrier of 5 turns
        QCOMPARE(panel->table()->item(0, 4)->text(), QStringLiteral("cost 14 (3 steps)"));
        turns->setCurrentIndex(1);
        QCOMPARE(panel->table()->item(0, 4)->text(), QStringLiteral("no path"));
        // Folded away, the rules still say what they are.
        auto* toggle = panel->findChild<QToolButton*>(QStringLiteral("movementRulesToggle"));
        QVERIFY(toggle && !climb->isVisible());
        QCOMPARE(toggle->text(), QStringLiteral("Movement rules: climb 2, turn barriers block"));
        toggle->click();
        QVERIFY(climb->isVisible());
        tabsOf(window)->document()->markSaved();
    }
    // Remembered for the next start.
    MainWindow again;
    statusOf(again)->setInteractive(false);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    raiseDock(&again, QStringLiteral("balanceDock"));
    tabsOf(again)->setBoard(board, QString());
    BalancePanel* panel = partOf<BalancePanel>(again);
    QCOMPARE(panel->rulesForm()->rules().climb, 2);
    QCOMPARE(panel->rulesForm()->rules().turnBarriers, BarrierRule::Block);
    QCOMPARE(panel->table()->item(0, 4)->text(), QStringLiteral("no path"));
    tabsOf(again)->document()->markSaved();
    QSettings().remove(QStringLiteral("balance/movementRules"));
}

// Issue 19: docks tabbed away cost nothing (they ran over the whole board before the first frame);
// shown, they catch up with the board as it is.
void TestDesignAids::analysesWaitUntilTheirDockIsShown() {
    MainWindow window;
    statusOf(window)->setInteractive(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Board board = walledOffBoard();
    tabsOf(window)->setBoard(board, QString()); // Validation and Balance behind History
    QListWidget* list = partOf<ValidationPanel>(window)->list();
    QCOMPARE(list->count(), 0);
    QCOMPARE(partOf<BalancePanel>(window)->table()->rowCount(), 0);

    raiseDock(&window, QStringLiteral("validationDock"));
    QCOMPARE(list->count(), 1);
    QVERIFY(list->item(0)->text().contains(QStringLiteral("4 tiles in bounds cannot be reached")));
    QCOMPARE(partOf<BalancePanel>(window)->table()->rowCount(), 0); // still behind

    // Edited while away: the list is stale until the tab comes back, then current at once.
    raiseDock(&window, QStringLiteral("historyDock"));
    openTheWall(*tabsOf(window)->document());
    QTest::qWait(450); // past the pause after edits
    QVERIFY(list->item(0)->text().contains(QStringLiteral("cannot be reached")));
    raiseDock(&window, QStringLiteral("validationDock"));
    QCOMPARE(list->item(0)->text(), QStringLiteral("No warnings."));
    tabsOf(window)->document()->markSaved();
}

// While the view shows a warning's tiles, they stay current even with the Validation tab away.
void TestDesignAids::aLocatedWarningFollowsEditsWithItsDockAway() {
    MainWindow window;
    statusOf(window)->setInteractive(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const Board board = walledOffBoard();
    tabsOf(window)->setBoard(board, QString());
    raiseDock(&window, QStringLiteral("validationDock"));
    QListWidget* list = partOf<ValidationPanel>(window)->list();
    list->itemActivated(list->item(0));
    QCOMPARE(window.view()->highlight()->tiles().size(), std::size_t{4});
    raiseDock(&window, QStringLiteral("historyDock"));
    openTheWall(*tabsOf(window)->document());
    QTRY_VERIFY(window.view()->highlight()->tiles().empty());
    tabsOf(window)->document()->markSaved();
}

void TestDesignAids::makeGroupsUniformIsOneUndoStep() {
    MainWindow window;
    statusOf(window)->setInteractive(false);
    Board board = squareBoard(Variant::GB64, 4, 1);
    board.setHeader(*board.layout().headerField("grouped"), 1);
    const FieldSpec& link = *board.field("link");
    const FieldSpec& height = *board.field("height");
    board.setTileRaw(0, height.write(link.write(board.tile(0), 1), 30));
    board.setTileRaw(1, height.write(link.write(board.tile(1), 1), 2));
    tabsOf(window)->setBoard(board, QString());
    const auto before = bytesOf(window);
    partOf<BoardMenu>(window)->makeGroupsUniform();
    QCOMPARE(tabsOf(window)->document()->board().get(1, height), std::uint64_t{30});
    QCOMPARE(tabsOf(window)->document()->undoStack()->count(), 1);
    tabsOf(window)->document()->undoStack()->undo();
    QCOMPARE(bytesOf(window), before);
    tabsOf(window)->document()->markSaved();
}

void TestDesignAids::symmetricPaintingHitsTheMirrorWithOwnersSwapped() {
    MainWindow window;
    statusOf(window)->setInteractive(false);
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    tabsOf(window)->setBoard(squareBoard(Variant::GB64, 8, 6), QString());
    QVERIFY(partOf<LayersPanel>(window)->selectLayer(QStringLiteral("homeZones")));
    paintSettingsOf(window)->value = 0b0001; // player 1
    paintSettingsOf(window)->notify();
    auto* symmetry = window.findChild<QComboBox*>(QStringLiteral("symmetryBox"));
    symmetry->setCurrentIndex(4); // 4-way
    actionOf(window, QStringLiteral("actionSwapOwners"))->trigger();
    BoardView* view = window.view();
    press(view->viewport(), view->tileCentre(1, 1));
    release(view->viewport(), view->tileCentre(1, 1));
    const Board& b = tabsOf(window)->document()->board();
    const FieldSpec& home = *b.field("homeZones");
    QCOMPARE(b.get(b.indexOf(1, 1), home), std::uint64_t{0b0001});
    QCOMPARE(b.get(b.indexOf(6, 1), home), std::uint64_t{0b0010}); // left/right: player 2
    QCOMPARE(b.get(b.indexOf(1, 4), home), std::uint64_t{0b0100}); // top/bottom: player 3
    QCOMPARE(b.get(b.indexOf(6, 4), home), std::uint64_t{0b1000}); // both: player 4
    QCOMPARE(tabsOf(window)->document()->undoStack()->count(), 1);

    // On an even-width hex board the left/right mirror has no tile: painted alone, and said so.
    Board hex = squareBoard(Variant::GB64, 6, 4);
    hex.setHeader(*hex.layout().headerField("hex"), 1);
    tabsOf(window)->setBoard(hex, QString());
    partOf<LayersPanel>(window)->selectLayer(QStringLiteral("custom"));
    symmetry->setCurrentIndex(1);
    press(view->viewport(), view->tileCentre(1, 1));
    release(view->viewport(), view->tileCentre(1, 1));
    QVERIFY2(statusOf(window)->lastError().contains(QStringLiteral("no symmetric tile")),
             qPrintable(statusOf(window)->lastError()));
    tabsOf(window)->document()->markSaved();
}

// Found by a new user (issue 13): a validation highlight stayed after its warning was fixed; Esc
// cleared it only when the view had the focus.
void TestDesignAids::validationHighlightGoesWhenFixedAndEscClearsItAnywhere() {
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    Board board = squareBoard(Variant::GB64, 6, 6);
    const FieldSpec& height = *board.field("height");
    const FieldSpec& boundary = *board.field("boundary");
    board.setTileRaw(7, height.write(boundary.write(0, 0), 9)); // data on a tile not on the board
    tabsOf(window)->setBoard(board, QString());
    partOf<ValidationPanel>(window)->refresh();
    QListWidget* list = partOf<ValidationPanel>(window)->list();
    QListWidgetItem* item = list->item(0);
    QVERIFY(item->text().contains(QStringLiteral("not on the board")));
    emit list->itemActivated(item);
    QCOMPARE(window->view()->highlight()->tiles(), std::vector<TileIndex>{7});
    // Fixed by painting its boundary: the warning and its highlight go.
    ChangeSet fix;
    fix.add(7, tabsOf(window)->document()->board().tile(7),
            boundary.write(tabsOf(window)->document()->board().tile(7), 3));
    tabsOf(window)->document()->pushEdit(QStringLiteral("Fix"), fix);
    partOf<ValidationPanel>(window)->refresh();
    QVERIFY(window->view()->highlight()->tiles().empty());

    tabsOf(window)->document()->undoStack()->undo();
    partOf<ValidationPanel>(window)->refresh();
    emit list->itemActivated(list->item(0));
    QCOMPARE(window->view()->highlight()->tiles(), std::vector<TileIndex>{7});
    partOf<LayersPanel>(window)->tree()->setFocus();
    QTest::keyClick(partOf<LayersPanel>(window)->tree(), Qt::Key_Escape);
    QVERIFY(window->view()->highlight()->tiles().empty());
}

GBXX_TEST_MAIN(TestDesignAids);

} // namespace tst_design_aids
#include "tst_design_aids.moc"
