// The Rules dock and rules in the editor (issue 37), through the real window: the dock lists a
// board's rules with the tiles each matches, counted here on the test's own (neighbours from the
// spec's words, plain_neighbours.h); Apply to Board is one undo step and gives what the test's own
// run of the rules gives; Select Matching; every change to the rules is written to the file, and a
// board without one starts one; a file with a mistake is shown as the command line words it and no
// rule of it runs; a file changed on disk is not written over unasked; live rules pause while a
// layer they change is locked, stop with the Live Rules switch, run after every kind of edit in the
// edit's own undo step, and never again on undo or redo.

#include "widgets/support/gui_test_support.h"
#include "widgets/support/region_test_support.h"
#include "support/test_suite.h"

#include "core/plain_neighbours.h"
#include "widgets/rules/condition_builder.h"
#include "widgets/rules/operation_row.h"
#include "widgets/region/replace_dialog.h"
#include "widgets/document/document_files.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/rules/rule_dialog.h"
#include "widgets/rules/rules_panel.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/view/board_view.h"
#include "gbxx/rules.h"
#include "io/rules_file.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <functional>
#include <variant>

namespace tst_rules_dock {

using namespace gbxx;
using namespace gbxx::test;

namespace {

constexpr const char* kRules = R"({"rules": [
  {"name": "ring", "where": "boundary = 0 and neighbours(n.boundary >= 2) > 0",
   "then": ["set boundary=1"], "live": true},
  {"name": "steep", "where": "boundary >= 2 and neighbours(n.boundary >= 2 and (height >= n.height + 3 or n.height >= height + 3)) > 0",
   "then": ["set turnBarrier=1"], "live": true},
  {"name": "safe", "where": "not homeZones has 0 and neighbours(n.homeZones has 0) > 0",
   "then": ["flags-on safeZones=0x1"]}
]})";

// The three rules as the test reads them: conditions over the spec's neighbours, and what each
// does to a tile.
struct PlainRule {
    std::function<bool(const Board&, TileIndex)> where;
    std::function<std::uint64_t(const Board&, std::uint64_t)> then;
};

std::uint64_t fieldOf(const Board& b, TileIndex t, const char* key) {
    return b.get(t, *b.field(key));
}

bool anyNeighbour(const Board& b, TileIndex t, const std::function<bool(TileIndex)>& test) {
    for (TileIndex n : plainNeighbours(plainShapeOf(b), t, false))
        if (test(n))
            return true;
    return false;
}

std::vector<PlainRule> plainRules() {
    const auto set = [](const char* key, std::uint64_t v) {
        return
            [key, v](const Board& b, std::uint64_t tile) { return b.field(key)->write(tile, v); };
    };
    return {
        {[](const Board& b, TileIndex t) {
             return fieldOf(b, t, "boundary") == 0 &&
                    anyNeighbour(b, t, [&](TileIndex n) { return fieldOf(b, n, "boundary") >= 2; });
         },
         set("boundary", 1)},
        {[](const Board& b, TileIndex t) {
             const auto h = static_cast<long long>(fieldOf(b, t, "height"));
             return fieldOf(b, t, "boundary") >= 2 && anyNeighbour(b, t, [&](TileIndex n) {
                        const auto nh = static_cast<long long>(fieldOf(b, n, "height"));
                        return fieldOf(b, n, "boundary") >= 2 && (h >= nh + 3 || nh >= h + 3);
                    });
         },
         set("turnBarrier", 1)},
        {[](const Board& b, TileIndex t) {
             return !(fieldOf(b, t, "homeZones") & 1) &&
                    anyNeighbour(b, t, [&](TileIndex n) { return fieldOf(b, n, "homeZones") & 1; });
         },
         [](const Board& b, std::uint64_t tile) {
             const FieldSpec& safe = *b.field("safeZones");
             return safe.write(tile, safe.read(tile) | 1);
         }},
    };
}

// The rules `chosen` run as the spec says: in order, each judging every tile on the board the
// rules before it left, then changing the tiles that matched.
Board plainRun(Board board, const std::vector<std::size_t>& chosen) {
    const std::vector<PlainRule> rules = plainRules();
    for (std::size_t k : chosen) {
        std::vector<TileIndex> matched;
        for (TileIndex t = 0; t < board.tileCount(); ++t)
            if (rules[k].where(board, t))
                matched.push_back(t);
        for (TileIndex t : matched)
            board.setTileRaw(t, rules[k].then(board, board.tile(t)));
    }
    return board;
}

// A hex board, width wrapped: an island of in-bounds land across the seam in a sea of tiles not
// on the board, heights that step, a home for player 1.
Board islandBoard() {
    Board board(Variant::GB64, 10, 8);
    board.setHeader(*board.layout().headerField("hex"), 1);
    board.setHeader(*board.layout().headerField("wrap"), 1);
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& height = *board.field("height");
    const FieldSpec& homes = *board.field("homeZones");
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        const int x = board.xOf(t);
        const int y = board.yOf(t);
        std::uint64_t v = 0;
        if ((x <= 2 || x >= 8) && y >= 2 && y <= 5)
            v = boundary.write(v, 3);
        v = height.write(v, static_cast<std::uint64_t>((x * 7 + y * 3) % 6));
        if (x == 1 && y == 3)
            v = homes.write(v, 1);
        board.setTileRaw(t, v);
    }
    return board;
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(bytes);
}

std::vector<RuleText> rulesInFile(const QString& path) {
    const QByteArray bytes = fileBytes(path);
    auto read = readRules(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!std::holds_alternative<std::vector<RuleText>>(read))
        return {};
    return std::get<std::vector<RuleText>>(read);
}

// Clicks the button whose text starts with `text` on the next message box shown.
void clickOnNextMessageBox(const QString& text) {
    QTimer::singleShot(0, [text] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible())
                for (QAbstractButton* b : box->buttons())
                    if (b->text().remove(QLatin1Char('&')).startsWith(text)) {
                        b->click();
                        return;
                    }
    });
}

} // namespace

class TestRulesDock : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theDockListsTheRulesWithIndependentCounts();
    void applyToBoardIsOneUndoStep();
    void selectMatchingSelectsTheChosenRulesTiles();
    void editingRulesWritesTheFile();
    void theFirstRuleStartsAFile();
    void rulesWithAMistakeNeverRun();
    void aFileChangedOnDiskIsNotWrittenOverUnasked();
    void aLockedLayerPausesTheRulesThatChangeIt();
    void theLiveSwitchStopsLiveRules();
    void everyEditRunsTheLiveRulesInItsOwnStep();
    void undoAndRedoDoNotRunTheRules();
    void theBuilderComparesANeighboursFieldWithTheTilesOwn();

private:
    // Opens the island board in a folder of its own with `rules` as the folder's rules file.
    BoardDocument* openIsland(const QByteArray& rules = kRules);
    RulesPanel* panel() const { return partOf<RulesPanel>(window_); }
    // A one-tile stroke of `value` on `key` at (x, y), through the view.
    void paint(const QString& key, std::uint64_t value, int x, int y);

    std::unique_ptr<QTemporaryDir> dir_;
    MainWindow* window_ = nullptr;
    QString boardPath_;
    QString rulesPath_;
};

void TestRulesDock::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("rules-dock"));
}

void TestRulesDock::init() {
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestRulesDock::cleanup() {
    discardEditorWindow(window_);
    dir_.reset();
}

BoardDocument* TestRulesDock::openIsland(const QByteArray& rules) {
    boardPath_ = dir_->filePath(QStringLiteral("island.gb64"));
    rulesPath_ = dir_->filePath(QStringLiteral("gameboardxx-rules.json"));
    writeFile(boardPath_, boardBytes(islandBoard()));
    if (!rules.isEmpty())
        writeFile(rulesPath_, rules);
    if (!filesOf(window_)->openFile(boardPath_))
        return nullptr;
    raiseDock(window_, QStringLiteral("rulesDock"));
    return tabsOf(window_)->document();
}

void TestRulesDock::paint(const QString& key, std::uint64_t value, int x, int y) {
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(key));
    paintSettingsOf(window_)->value = value;
    paintSettingsOf(window_)->flagsOn = true;
    paintSettingsOf(window_)->notify();
    QWidget* viewport = window_->view()->viewport();
    press(viewport, window_->view()->tileCentre(x, y));
    release(viewport, window_->view()->tileCentre(x, y));
}

void TestRulesDock::theDockListsTheRulesWithIndependentCounts() {
    BoardDocument* document = openIsland();
    QVERIFY(document);
    QTreeWidget* list = panel()->list();
    QCOMPARE(list->topLevelItemCount(), 3);
    const QStringList names{QStringLiteral("ring"), QStringLiteral("steep"),
                            QStringLiteral("safe")};
    for (int k = 0; k < 3; ++k) {
        QCOMPARE(list->topLevelItem(k)->text(0), names[k]);
        QCOMPARE(list->topLevelItem(k)->checkState(0), k < 2 ? Qt::Checked : Qt::Unchecked);
    }
    QVERIFY(panel()->fileLabel()->text().contains(QLatin1String("gameboardxx-rules.json")));
    QVERIFY(!panel()->problemLabel()->isVisible());
    panel()->refreshCounts();
    const std::vector<PlainRule> plain = plainRules();
    const Board& board = document->board();
    for (int k = 0; k < 3; ++k) {
        std::size_t count = 0;
        for (TileIndex t = 0; t < board.tileCount(); ++t)
            count += plain[static_cast<std::size_t>(k)].where(board, t) ? 1 : 0;
        QVERIFY2(count > 0, qPrintable(names[k])); // the board has work for every rule
        QCOMPARE(panel()->counts().at(static_cast<std::size_t>(k)), count);
        QCOMPARE(list->topLevelItem(k)->text(1), QString::number(count));
    }
    // A stroke changes the board: the counts follow once the edits pause.
    paint(QStringLiteral("boundary"), 3, 5, 4);
    QTRY_VERIFY_WITH_TIMEOUT(list->topLevelItem(0)->text(1) == QStringLiteral("0"), 3000);
}

void TestRulesDock::applyToBoardIsOneUndoStep() {
    BoardDocument* document = openIsland();
    QVERIFY(document);
    const Board before = document->board();
    QUndoStack* stack = document->undoStack();
    actionOf(window_, QStringLiteral("actionApplyRules"))->trigger();
    QCOMPARE(stack->count(), 1);
    QCOMPARE(stack->text(0), QStringLiteral("Apply rules"));
    const Board all = plainRun(before, {0, 1, 2});
    QVERIFY(!(all == before));
    QVERIFY(boardBytes(document->board()) == boardBytes(all));
    QVERIFY(statusOf(window_)->current().contains(QLatin1String("tiles changed")));
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    QVERIFY(boardBytes(document->board()) == boardBytes(before));
    actionOf(window_, QStringLiteral("actionRedo"))->trigger();
    QVERIFY(boardBytes(document->board()) == boardBytes(all));
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    // The chosen rule alone, the one that is not live.
    panel()->setCurrentRule(2);
    actionOf(window_, QStringLiteral("actionApplyRule"))->trigger();
    QCOMPARE(stack->count(), 1);
    QCOMPARE(stack->text(0), QStringLiteral("Apply rule “safe”"));
    QVERIFY(boardBytes(document->board()) == boardBytes(plainRun(before, {2})));
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    QVERIFY(boardBytes(document->board()) == boardBytes(before));
}

void TestRulesDock::selectMatchingSelectsTheChosenRulesTiles() {
    BoardDocument* document = openIsland();
    QVERIFY(document);
    const std::vector<PlainRule> plain = plainRules();
    for (int k = 0; k < 3; ++k) {
        panel()->setCurrentRule(k);
        actionOf(window_, QStringLiteral("actionSelectMatching"))->trigger();
        std::vector<TileIndex> expected;
        for (TileIndex t = 0; t < document->board().tileCount(); ++t)
            if (plain[static_cast<std::size_t>(k)].where(document->board(), t))
                expected.push_back(t);
        QCOMPARE(document->selection().tiles(), expected);
    }
    QCOMPARE(document->undoStack()->count(), 0); // selecting is no edit
}

void TestRulesDock::editingRulesWritesTheFile() {
    BoardDocument* document = openIsland();
    QVERIFY(document);
    // Edit the second rule: a new name, a condition built with the neighbour builder, two
    // operations, not live.
    QString counted;
    whenShown<RuleDialog>([&counted](RuleDialog* dialog) {
        QCOMPARE(dialog->nameEdit()->text(), QStringLiteral("steep"));
        dialog->nameEdit()->setText(QStringLiteral("cliffs"));
        ConditionBuilder* builder = dialog->builder();
        builder->scopeBox()->setCurrentIndex(
            builder->scopeBox()->findData(int(ConditionBuilder::Scope::AtLeastNeighbours)));
        builder->countBox()->setValue(2);
        builder->fieldBox()->setCurrentIndex(
            builder->fieldBox()->findData(QStringLiteral("height")));
        builder->comparisonBox()->setCurrentIndex(
            builder->comparisonBox()->findData(QStringLiteral(">=")));
        builder->valueBox()->setEditText(QStringLiteral("4"));
        builder->addCondition(QString());
        QCOMPARE(dialog->whereEdit()->text(), QStringLiteral("neighbours(n.height >= 4) >= 2"));
        builder->scopeBox()->setCurrentIndex(0); // the tile's own
        builder->fieldBox()->setCurrentIndex(
            builder->fieldBox()->findData(QStringLiteral("boundary")));
        builder->comparisonBox()->setCurrentIndex(
            builder->comparisonBox()->findData(QStringLiteral("=")));
        builder->valueBox()->setCurrentIndex(3); // 3 — in bounds
        builder->addCondition(QStringLiteral("and"));
        QCOMPARE(dialog->whereEdit()->text(),
                 QStringLiteral("neighbours(n.height >= 4) >= 2 and boundary = 3"));
        OperationRow* op = dialog->operationRow();
        op->fieldBox()->setCurrentIndex(op->fieldBox()->findData(QStringLiteral("height")));
        op->kindBox()->setCurrentIndex(1); // add
        op->valueBox()->setEditText(QStringLiteral("-1"));
        dialog->findChild<QPushButton*>(QStringLiteral("ruleAddOperation"))->click();
        QCOMPARE(dialog->thenEdit()->toPlainText(),
                 QStringLiteral("set turnBarrier=1\nadd height=-1"));
        dialog->liveBox()->setChecked(false);
        counted = dialog->result()->text();
        dialog->accept();
    });
    panel()->setCurrentRule(1);
    actionOf(window_, QStringLiteral("actionEditRule"))->trigger();
    QVERIFY2(counted.startsWith(QLatin1String("Tiles it matches now: ")), qPrintable(counted));
    std::vector<RuleText> expected = document->rules().texts();
    QCOMPARE(expected.size(), std::size_t{3});
    QCOMPARE(expected[1], (RuleText{"cliffs",
                                    "neighbours(n.height >= 4) >= 2 and boundary = 3",
                                    {"set turnBarrier=1", "add height=-1"},
                                    false}));
    QCOMPARE(rulesInFile(rulesPath_), expected);
    QVERIFY(document->rules().saved());
    QCOMPARE(document->undoStack()->count(), 0); // the rules file is no part of the board's history

    // The live box in the list, moving, removing: each written at once.
    panel()->list()->topLevelItem(2)->setCheckState(0, Qt::Checked);
    expected[2].live = true;
    QCOMPARE(rulesInFile(rulesPath_), expected);
    panel()->setCurrentRule(2);
    actionOf(window_, QStringLiteral("actionMoveRuleUp"))->trigger();
    std::swap(expected[1], expected[2]);
    QCOMPARE(rulesInFile(rulesPath_), expected);
    QCOMPARE(panel()->currentRule(), 1);
    panel()->moveRule(0, 2); // as a drag does
    expected = {expected[1], expected[2], expected[0]};
    QCOMPARE(rulesInFile(rulesPath_), expected);
    panel()->setCurrentRule(0);
    answerNextMessageBox(QMessageBox::Yes);
    actionOf(window_, QStringLiteral("actionRemoveRule"))->trigger();
    expected.erase(expected.begin());
    QCOMPARE(rulesInFile(rulesPath_), expected);
    QCOMPARE(panel()->list()->topLevelItemCount(), 2);
    // A rule with a mistake cannot be accepted: the dialog names the rule and the place.
    QString mistake;
    bool okEnabled = true;
    whenShown<RuleDialog>([&](RuleDialog* dialog) {
        dialog->whereEdit()->setText(QStringLiteral("heigth > 2"));
        mistake = dialog->result()->text();
        okEnabled =
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
        dialog->reject();
    });
    panel()->setCurrentRule(1);
    actionOf(window_, QStringLiteral("actionEditRule"))->trigger();
    QVERIFY(!okEnabled);
    QVERIFY2(mistake.startsWith(QLatin1String("gameboardxx-rules.json: rule 2 \"ring\", where: "
                                              "'heigth' is not a field of this board")),
             qPrintable(mistake));
    QVERIFY2(mistake.endsWith(QLatin1String("at character 1")), qPrintable(mistake));
    QCOMPARE(rulesInFile(rulesPath_), expected);
}

void TestRulesDock::theFirstRuleStartsAFile() {
    BoardDocument* document = openIsland(QByteArray());
    QVERIFY(document);
    QVERIFY(document->rules().texts().empty());
    QVERIFY(panel()->fileLabel()->text().contains(QLatin1String("No rules file")));
    QString destination;
    whenShown<RuleDialog>([&destination](RuleDialog* dialog) {
        dialog->whereEdit()->setText(
            QStringLiteral("boundary = 0 and neighbours(n.boundary >= 2) > 0"));
        dialog->thenEdit()->setPlainText(QStringLiteral("set boundary=1"));
        destination = dialog->destinationBox()->currentText();
        dialog->accept();
    });
    actionOf(window_, QStringLiteral("actionAddRule"))->trigger();
    QCOMPARE(destination, QStringLiteral("this board only: island.rules.json"));
    const QString own = dir_->filePath(QStringLiteral("island.rules.json"));
    QCOMPARE(document->rules().path(), own);
    QCOMPARE(rulesInFile(own),
             (std::vector<RuleText>{{"rule 1",
                                     "boundary = 0 and neighbours(n.boundary >= 2) > 0",
                                     {"set boundary=1"},
                                     true}}));
    QVERIFY(!QFile::exists(rulesPath_));

    // An untitled board keeps its rules until it is saved; then Save Rules writes them.
    tabsOf(window_)->setBoard(islandBoard(), QString());
    BoardDocument* untitled = tabsOf(window_)->document();
    whenShown<RuleDialog>([](RuleDialog* dialog) {
        QVERIFY(!dialog->destinationBox()->isEnabled());
        dialog->whereEdit()->setText(
            QStringLiteral("boundary = 0 and neighbours(n.boundary >= 2) > 0"));
        dialog->thenEdit()->setPlainText(QStringLiteral("set boundary=1"));
        dialog->accept();
    });
    actionOf(window_, QStringLiteral("actionAddRule"))->trigger();
    QCOMPARE(untitled->rules().texts().size(), std::size_t{1});
    QVERIFY(!untitled->rules().saved());
    QVERIFY(!actionOf(window_, QStringLiteral("actionSaveRules"))->isEnabled());
    paint(QStringLiteral("boundary"), 3, 5, 0); // the kept rules run
    QCOMPARE(untitled->board().get(untitled->board().indexOf(5, 1),
                                   *untitled->board().field("boundary")),
             std::uint64_t{1});
    const QString saved = dir_->filePath(QStringLiteral("sub/untitled.gb64"));
    QVERIFY(QDir().mkpath(dir_->filePath(QStringLiteral("sub"))));
    QVERIFY(!saveDocument(*untitled, saved));
    QVERIFY(!untitled->rules().saved()); // still the board's own rules, not a file's
    QVERIFY(actionOf(window_, QStringLiteral("actionSaveRules"))->isEnabled());
    clickOnNextMessageBox(QStringLiteral("Every Board in Its Folder"));
    actionOf(window_, QStringLiteral("actionSaveRules"))->trigger();
    QCOMPARE(untitled->rules().path(),
             dir_->filePath(QStringLiteral("sub/gameboardxx-rules.json")));
    QVERIFY(untitled->rules().saved());
    QCOMPARE(rulesInFile(untitled->rules().path()).size(), std::size_t{1});
}

void TestRulesDock::rulesWithAMistakeNeverRun() {
    QByteArray rules = kRules;
    rules.replace("n.boundary >= 2 and (height", "n.boundary >= 2 and (heigth");
    BoardDocument* document = openIsland(rules);
    QVERIFY(document);
    const QString expected =
        rulesProblem(QStringLiteral("gameboardxx-rules.json"),
                     std::get<RulesError>(RuleSet::parse(rules.toStdString(), document->fields(),
                                                         tileShapeOf(document->board()))));
    QVERIFY(expected.startsWith(
        QLatin1String("gameboardxx-rules.json: rule 2 \"steep\", where: 'heigth' is not a field")));
    QCOMPARE(document->rules().problem(), expected);
    QVERIFY(panel()->problemLabel()->isVisible());
    QVERIFY(panel()->problemLabel()->text().startsWith(expected));
    QVERIFY(document->runningRules().empty());
    QVERIFY(!actionOf(window_, QStringLiteral("actionApplyRules"))->isEnabled());
    // Rule 1 is good and live, yet it does not run: no rule of a file with a mistake does.
    const Board before = document->board();
    paint(QStringLiteral("boundary"), 3, 5, 4);
    Board painted = before;
    painted.setTileRaw(painted.indexOf(5, 4),
                       painted.field("boundary")->write(painted.tile(painted.indexOf(5, 4)), 3));
    QVERIFY(boardBytes(document->board()) == boardBytes(painted));

    // A file that is not rules at all: shown, nothing can be edited, and it is never written over.
    const QByteArray broken = "{\"rules\": [{\"name\": \"ring\", \"where\": ";
    writeFile(rulesPath_, broken);
    actionOf(window_, QStringLiteral("actionReloadRules"))->trigger();
    QVERIFY(!document->rules().readable());
    QVERIFY2(panel()->problemLabel()->text().startsWith(
                 QLatin1String("gameboardxx-rules.json: not valid JSON at line 1")),
             qPrintable(panel()->problemLabel()->text()));
    QVERIFY(!actionOf(window_, QStringLiteral("actionAddRule"))->isEnabled());
    panel()->addRule();
    panel()->moveRule(0, 1);
    QCOMPARE(fileBytes(rulesPath_), broken);
}

void TestRulesDock::aFileChangedOnDiskIsNotWrittenOverUnasked() {
    BoardDocument* document = openIsland();
    QVERIFY(document);
    QByteArray theirs = kRules;
    theirs.replace("\"ring\"", "\"their ring\"");
    writeFile(rulesPath_, theirs);
    clickOnNextMessageBox(QStringLiteral("Reload"));
    panel()->list()->topLevelItem(2)->setCheckState(0, Qt::Checked);
    QCOMPARE(fileBytes(rulesPath_), theirs);
    QCOMPARE(document->rules().texts().front().name, std::string("their ring"));
    QVERIFY(!document->rules().texts()[2].live); // the edit was dropped with the reload
    // Asked again, Overwrite writes the edit.
    QByteArray again = theirs;
    again.replace("\"steep\"", "\"their steep\"");
    writeFile(rulesPath_, again);
    clickOnNextMessageBox(QStringLiteral("Overwrite"));
    panel()->list()->topLevelItem(2)->setCheckState(0, Qt::Checked);
    const std::vector<RuleText> written = rulesInFile(rulesPath_);
    QCOMPARE(written.size(), std::size_t{3});
    QCOMPARE(written[1].name, std::string("steep")); // the rules as the editor had them
    QVERIFY(written[2].live);
}

void TestRulesDock::aLockedLayerPausesTheRulesThatChangeIt() {
    BoardDocument* document = openIsland();
    QVERIFY(document);
    const Board& b = document->board();
    // Locked as the Layers panel's Lock column locks it.
    visibilityOf(window_)->setLocked(Variant::GB64, *b.field("boundary"), true);
    QCOMPARE(document->lockedBits(), b.field("boundary")->mask());
    QCOMPARE(document->runningRules(), std::vector<std::size_t>{1});
    QVERIFY(panel()->list()->topLevelItem(0)->toolTip(0).contains(
        QLatin1String("Paused: it changes boundary, which is locked.")));
    // Painting heights runs the steep rule but not the ring.
    const Board before = document->board();
    paint(QStringLiteral("height"), 9, 1, 2);
    Board painted = before;
    painted.setTileRaw(painted.indexOf(1, 2),
                       painted.field("height")->write(painted.tile(painted.indexOf(1, 2)), 9));
    QVERIFY(boardBytes(document->board()) == boardBytes(plainRun(painted, {1})));
    // Applying a rule that changes the locked layer is refused, with why.
    actionOf(window_, QStringLiteral("actionApplyRules"))->trigger();
    QVERIFY2(statusOf(window_)->lastError().contains(
                 QStringLiteral("“ring” changes boundary, which is locked")),
             qPrintable(statusOf(window_)->lastError()));
    QCOMPARE(document->undoStack()->count(), 1);
    visibilityOf(window_)->setLocked(Variant::GB64, *b.field("boundary"), false);
    QCOMPARE(document->runningRules(), (std::vector<std::size_t>{0, 1}));
}

void TestRulesDock::theLiveSwitchStopsLiveRules() {
    BoardDocument* document = openIsland();
    QVERIFY(document);
    auto* live = panel()->findChild<QCheckBox*>(QStringLiteral("liveRulesBox"));
    QVERIFY(live->isChecked());
    live->setChecked(false);
    QVERIFY(!document->liveRulesOn());
    QVERIFY(!QSettings().value(QStringLiteral("rules/live"), true).toBool());
    const Board before = document->board();
    paint(QStringLiteral("boundary"), 3, 5, 4);
    QCOMPARE(changedTiles(before, document->board(), "boundary"),
             (std::set<std::pair<int, int>>{{5, 4}}));
    live->setChecked(true);
    QVERIFY(document->liveRulesOn());
}

void TestRulesDock::everyEditRunsTheLiveRulesInItsOwnStep() {
    BoardDocument* document = openIsland();
    QVERIFY(document);
    QUndoStack* stack = document->undoStack();
    // Replace in Selection (a one-off edit): the rules judge the board as replaced.
    Board before = document->board();
    document->setSelection(Selection::of(before.tileCount(), {before.indexOf(5, 4)}));
    whenShown<ReplaceDialog>([](ReplaceDialog* dialog) {
        dialog->fieldBox(0)->setCurrentIndex(
            dialog->fieldBox(0)->findData(QStringLiteral("boundary")));
        dialog->valueBox(0)->setCurrentIndex(3);
        dialog->accept();
    });
    actionOf(window_, QStringLiteral("actionReplace"))->trigger();
    Board painted = before;
    painted.setTileRaw(painted.indexOf(5, 4),
                       painted.field("boundary")->write(painted.tile(painted.indexOf(5, 4)), 3));
    QCOMPARE(stack->count(), 1);
    QVERIFY(boardBytes(document->board()) == boardBytes(plainRun(painted, {0, 1})));
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    QVERIFY(boardBytes(document->board()) == boardBytes(before));
    document->setSelection(Selection(before.tileCount()));

    // A header change: with the wrap off, the seam no longer joins the island's two halves.
    const std::uint16_t unwrapped = static_cast<std::uint16_t>(
        before.headerBits() & ~before.layout().headerField("wrap")->mask());
    document->setHeaderBits(unwrapped, QStringLiteral("Change board properties"));
    Board header = before;
    header.setHeaderBits(unwrapped);
    QCOMPARE(stack->count(), 1);
    QVERIFY(boardBytes(document->board()) == boardBytes(plainRun(header, {0, 1})));
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    QVERIFY(boardBytes(document->board()) == boardBytes(before));

    // The fill tool: one transaction, one step.
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("fill"));
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("height")));
    paintSettingsOf(window_)->value = 9;
    paintSettingsOf(window_)->notify();
    press(window_->view()->viewport(), window_->view()->tileCentre(1, 3));
    release(window_->view()->viewport(), window_->view()->tileCentre(1, 3));
    QCOMPARE(stack->count(), 1);
    QVERIFY(!changedTiles(before, document->board(), "turnBarrier").empty());
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    QVERIFY(boardBytes(document->board()) == boardBytes(before));
}

void TestRulesDock::undoAndRedoDoNotRunTheRules() {
    BoardDocument* document = openIsland();
    QVERIFY(document);
    const Board before = document->board();
    paint(QStringLiteral("boundary"), 3, 5, 4);
    const Board after = document->board();
    QVERIFY(changedTiles(before, after, "boundary").size() > 1); // the ring came with it
    // Rules that would do something else now: undo and redo replay what the step stored.
    QByteArray other = kRules;
    other.replace("set boundary=1", "set boundary=2");
    writeFile(rulesPath_, other);
    reloadRules(*document);
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    QVERIFY(boardBytes(document->board()) == boardBytes(before));
    actionOf(window_, QStringLiteral("actionRedo"))->trigger();
    QVERIFY(boardBytes(document->board()) == boardBytes(after));
}

// Issue 42: the builder could compare a neighbour's field only with a number, not with the tile's
// own (`n.height >= height + 20`), which the language has. It builds that, and what it builds selects
// the tiles the spec's neighbours give, on a hex board across its wrap seam.
void TestRulesDock::theBuilderComparesANeighboursFieldWithTheTilesOwn() {
    Board board = hexBoard(16, 10);
    board.setHeader(*board.layout().headerField("wrap"), 1);
    const FieldSpec& height = *board.field("height");
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(t, height.write(board.tile(t), (t * 7) % 50));
    QLineEdit where;
    ConditionBuilder builder(board, board.layout().tileFields(board.variant()), &where);
    builder.show();
    QComboBox* against = builder.againstBox();
    QVERIFY(against);
    QVERIFY(against->isHidden()); // the tile's own field is no neighbour's
    builder.scopeBox()->setCurrentIndex(
        builder.scopeBox()->findData(int(ConditionBuilder::Scope::AnyNeighbour)));
    QVERIFY(!against->isHidden());
    builder.fieldBox()->setCurrentIndex(builder.fieldBox()->findData(QStringLiteral("height")));
    builder.comparisonBox()->setCurrentIndex(builder.comparisonBox()->findData(QStringLiteral(">=")));
    against->setCurrentIndex(against->findData(int(ConditionBuilder::Against::OwnPlus)));
    QVERIFY(against->currentText().contains(QStringLiteral("height")));
    builder.valueBox()->setEditText(QStringLiteral("20"));
    builder.addCondition(QString());
    QCOMPARE(where.text(), QStringLiteral("neighbours(n.height >= height + 20) > 0"));
    against->setCurrentIndex(against->findData(int(ConditionBuilder::Against::OwnMinus)));
    builder.valueBox()->setEditText(QStringLiteral("5"));
    builder.scopeBox()->setCurrentIndex(
        builder.scopeBox()->findData(int(ConditionBuilder::Scope::EveryNeighbour)));
    builder.addCondition(QStringLiteral("or"));
    QCOMPARE(where.text(), QStringLiteral("neighbours(n.height >= height + 20) > 0 or "
                                          "neighbours(not n.height >= height - 5) = 0"));
    against->setCurrentIndex(against->findData(int(ConditionBuilder::Against::OwnPlus)));
    builder.valueBox()->setEditText(QStringLiteral("0"));
    QCOMPARE(builder.condition(), QStringLiteral("neighbours(not n.height >= height) = 0"));
    // 'has' tests a flag of the neighbour's own field: no tile's field to compare with.
    builder.comparisonBox()->setCurrentIndex(builder.comparisonBox()->findData(QStringLiteral("has")));
    QVERIFY(against->isHidden());
    QVERIFY(!builder.condition().contains(QStringLiteral(" height")));

    // What it built means what the spec's neighbours say.
    auto parsed = TileExpression::parse(
        "neighbours(n.height >= height + 20) > 0 or neighbours(not n.height >= height - 5) = 0",
        board.layout().tileFields(board.variant()), TileShape::Hex);
    QVERIFY(parsed.expression);
    const PlainShape shape = plainShapeOf(board);
    int matched = 0;
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        const long long own = static_cast<long long>(board.get(t, height));
        bool any = false;
        bool every = true;
        for (TileIndex n : plainNeighbours(shape, t, false)) {
            const long long theirs = static_cast<long long>(board.get(n, height));
            any = any || theirs >= own + 20;
            every = every && theirs >= own - 5;
        }
        QCOMPARE(parsed.expression->matches(board, t), any || every);
        matched += any || every ? 1 : 0;
    }
    QVERIFY(matched > 0 && matched < static_cast<int>(board.tileCount()));
}

GBXX_TEST_MAIN(TestRulesDock);

} // namespace tst_rules_dock
#include "tst_rules_dock.moc"
