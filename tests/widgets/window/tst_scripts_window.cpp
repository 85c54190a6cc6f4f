// Scripts and custom-data schemas in the editor (issue 18): the Scripts menu lists the bundled
// scripts and the user's folder; a run is one undo step named after the script and a failed one
// changes nothing; the Script Console links SCRIPT:LINE to the source; validators feed the
// Validation dock and are remembered; a schema beside the board makes its sub-fields layers, and
// Board ▸ Custom Data Schema… previews its edits live, restores them on Cancel and writes the file
// on OK.

#include "io/board_file.h"
#include "io/schema_file.h"
#include "support/test_suite.h"
#include "widgets/board/schema_dialog.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/presets/presets_panel.h"
#include "widgets/validation/validation_panel.h"
#include "widgets/scripts/script_console.h"
#include "widgets/support/gui_test_support.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/view/board_view.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

namespace tst_scripts_window {

using namespace gbxx;
using namespace gbxx::test;

namespace {

const char* const kSchema = R"({"schemaVersion": 1, "variants": {"64": {"field": "custom",
  "subFields": [
    {"key": "terrain", "label": "Terrain", "bits": [0, 3], "kind": "enum",
     "values": ["plains", {"name": "forest", "colour": "#228833"}, "water"]},
    {"key": "resources", "label": "Resources", "bits": [4, 7], "kind": "flags",
     "flags": ["wood", "stone"]}]}}})";

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QStringList layerKeys(MainWindow& window) {
    QStringList keys;
    auto* tree = window.findChild<QTreeWidget*>(QStringLiteral("layerList"));
    if (!tree)
        return keys;
    for (int g = 0; g < tree->topLevelItemCount(); ++g)
        for (int k = 0; k < tree->topLevelItem(g)->childCount(); ++k)
            keys << tree->topLevelItem(g)->child(k)->data(0, Qt::UserRole).toString();
    return keys;
}

} // namespace

class TestScriptsWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theMenuListsBundledAndUserScripts();
    void aRunIsOneUndoStepNamedAfterTheScript();
    void theConsoleIsMadeByTheFirstRun();
    void headerFooterAndTilesUndoTogether();
    void aFailedRunChangesNothingAndLinksToTheLine();
    void theEditorSurvivesAScriptOutOfMemoryOrCrashing();
    void validatorsWarnInTheValidationDockAndAreRemembered();
    void theWindowTurnsWhileAFiveSecondScriptRuns();
    void anEditWhileAScriptRunsDropsItsResult();
    void aValidatorRefreshNeverShowsAnOlderBoard();
    void aRunIsStoppedByStopOrByClosingItsBoard();
    void aRunEndingWhileTheSaveQuestionIsOpenChangesNothing();
    void aSchemaBesideTheBoardMakesLayers();
    void theSchemaDialogPreviewsCancelsAndSaves();
    void toolsPaintFillAndPickASubField();

private:
    QString path(const QString& name) const { return dir_->filePath(name); }
    void openBoard(const Board& board, const QString& name);
    QAction* menuAction(const QString& name) const { return window_->findChild<QAction*>(name); }
    ScriptsMenu* scriptsMenu() const { return partOf<ScriptsMenu>(window_); }
    // Scripts run in the background: these wait for the run's end.
    void waitForTheRun() const {
        QVERIFY(QTest::qWaitFor([this] { return !scriptsMenu()->isRunning(); }, 30000));
    }
    void runToTheEnd(const QString& script) const {
        scriptsMenu()->runScript(script);
        waitForTheRun();
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<MainWindow> window_;
};

void TestScriptsWindow::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-scripts"));
}

void TestScriptsWindow::init() {
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QDir(dir_->path()).mkdir(QStringLiteral("scripts"));
    QDir(dir_->path()).mkdir(QStringLiteral("boards"));
    writeFile(path(QStringLiteral("scripts/mark.js")),
              "// @name Mark the Corner\n// @description Sets the corner's height to 7.\n"
              "board.set(0, 0, 'height', 7);\nprint('marked');\n");
    ScriptsMenu::setFolder(path(QStringLiteral("scripts")));
    window_ = std::make_unique<MainWindow>();
    statusOf(window_)->setInteractive(false);
    window_->resize(1200, 800);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
}

void TestScriptsWindow::cleanup() {
    window_.reset();
    ScriptsMenu::setFolder({});
}

void TestScriptsWindow::openBoard(const Board& board, const QString& name) {
    const QString file = path(QStringLiteral("boards/") + name);
    QVERIFY(!saveBoard(file, board));
    QVERIFY(filesOf(window_)->openFile(file));
    QVERIFY(tabsOf(window_)->document());
}

void TestScriptsWindow::theMenuListsBundledAndUserScripts() {
    auto* menu = window_->findChild<QMenu*>(QStringLiteral("scriptsMenu"));
    QVERIFY(menu);
    QStringList names;
    for (QAction* a : menu->actions())
        if (a->objectName().startsWith(QLatin1String("actionScript:")))
            names << a->text();
    for (const char* bundled : {"Out-of-Bounds Ring", "Barriers on Steep Steps", "Symmetry Check",
                                "Random Island (hex)", "Export a Field as CSV", "Mark the Corner"})
        QVERIFY2(names.contains(QLatin1String(bundled)), bundled);
    // Nothing to run a script on yet.
    QVERIFY(!menuAction(QStringLiteral("actionScript:mark.js"))->isEnabled());
    QCOMPARE(menuAction(QStringLiteral("actionScript:mark.js"))->toolTip(),
             QStringLiteral("Sets the corner's height to 7."));
    // A new file appears after Reload.
    writeFile(path(QStringLiteral("scripts/second.js")), "print(1)\n");
    QVERIFY(!menuAction(QStringLiteral("actionScript:second.js")));
    menuAction(QStringLiteral("actionReloadScripts"))->trigger();
    QVERIFY(menuAction(QStringLiteral("actionScript:second.js")));
    openBoard(Board(Variant::GB16, 4, 4), QStringLiteral("a.gb16"));
    QVERIFY(menuAction(QStringLiteral("actionScript:second.js"))->isEnabled());
}

// The console's dock is hidden until a script runs: the window's first frame does not make it
// (issue 42, item 24); the first run makes and shows it, with the script's output.
void TestScriptsWindow::theConsoleIsMadeByTheFirstRun() {
    openBoard(Board(Variant::GB16, 4, 4), QStringLiteral("a.gb16"));
    QCoreApplication::processEvents();
    QVERIFY(window_->findChildren<ScriptConsole*>().isEmpty());
    menuAction(QStringLiteral("actionScript:mark.js"))->trigger();
    waitForTheRun();
    QCOMPARE(window_->findChildren<ScriptConsole*>().size(), 1);
    ScriptConsole* console = window_->findChildren<ScriptConsole*>().front();
    QVERIFY(console->isVisible());
    QVERIFY(console->log()->toPlainText().contains(QStringLiteral("marked")));
    QCOMPARE(partOf<ScriptsMenu>(window_)->console(), console);
}

void TestScriptsWindow::aRunIsOneUndoStepNamedAfterTheScript() {
    Board board(Variant::GB32, 6, 5);
    const FieldSpec& boundary = *board.field("boundary");
    for (int y = 1; y <= 3; ++y)
        for (int x = 1; x <= 4; ++x)
            board.setTileRaw(board.indexOf(x, y), boundary.write(0, 3));
    openBoard(board, QStringLiteral("ring.gb32"));
    BoardDocument& document = *tabsOf(window_)->document();
    const int steps = document.undoStack()->count();
    menuAction(QStringLiteral("actionScript:out-of-bounds-ring.js"))->trigger();
    waitForTheRun();
    QCOMPARE(document.undoStack()->count(), steps + 1);
    QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Script: Out-of-Bounds Ring"));
    for (int x = 0; x < 6; ++x) // the edge rows and columns around the block
        QCOMPARE(document.board().get(document.board().indexOf(x, 0), boundary),
                 std::uint64_t(x >= 1 && x <= 4 ? 1 : 0));
    QVERIFY(document.isModified());
    QVERIFY(window_->findChild<QDockWidget*>(QStringLiteral("scriptConsoleDock"))->isVisible());
    QVERIFY(partOf<ScriptsMenu>(window_)->console()->log()->toPlainText().contains(
        QStringLiteral("14 tiles marked out of bounds")));
    document.undo();
    QVERIFY(document.board() == board);
    QVERIFY(!document.isModified());
    document.redo();
    QCOMPARE(document.board().get(document.board().indexOf(0, 1), boundary), std::uint64_t(1));
}

void TestScriptsWindow::headerFooterAndTilesUndoTogether() {
    writeFile(path(QStringLiteral("scripts/all.js")),
              "board.set(1, 1, 'height', 2);\nboard.setHeader('hex', 1);\n"
              "board.setFooter('title', 'Scripted');\n");
    menuAction(QStringLiteral("actionReloadScripts"))->trigger();
    const Board board(Variant::GB64, 5, 4);
    openBoard(board, QStringLiteral("all.gb64"));
    BoardDocument& document = *tabsOf(window_)->document();
    runToTheEnd(path(QStringLiteral("scripts/all.js")));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.board().header("hex"), std::uint64_t(1));
    QCOMPARE(document.board().footer().text(footerField("title")), std::string("Scripted"));
    document.undo();
    QVERIFY(document.board() == board);
}

void TestScriptsWindow::aFailedRunChangesNothingAndLinksToTheLine() {
    writeFile(
        path(QStringLiteral("scripts/broken.js")),
        "board.set(0, 0, 'height', 1);\nprint('half way');\n\nboard.set(0, 0, 'height', 999);\n");
    const Board board(Variant::GB64, 5, 4);
    openBoard(board, QStringLiteral("broken.gb64"));
    BoardDocument& document = *tabsOf(window_)->document();
    runToTheEnd(path(QStringLiteral("scripts/broken.js")));
    QVERIFY(document.board() == board);
    QCOMPARE(document.undoStack()->count(), 0);
    QVERIFY(!document.isModified());
    ScriptConsole* console = partOf<ScriptsMenu>(window_)->console();
    const QString log = console->log()->toPlainText();
    QVERIFY2(log.contains(QStringLiteral("half way")), qPrintable(log));
    QVERIFY2(
        log.contains(QStringLiteral("broken.js:4: error: RangeError: 999 does not fit height")),
        qPrintable(log));
    // The link shows the source at that line.
    QVERIFY(!console->source()->isVisible());
    const QString html = console->log()->toHtml();
    const qsizetype at = html.indexOf(QStringLiteral("location:"));
    QVERIFY(at > 0);
    emit console->log()->anchorClicked(QUrl(html.mid(at, html.indexOf(QLatin1Char('"'), at) - at)));
    QVERIFY(console->source()->isVisible());
    QCOMPARE(console->source()->textCursor().selectedText(),
             QStringLiteral("board.set(0, 0, 'height', 999);"));
    // A script that runs forever is stopped and changes nothing either.
    writeFile(path(QStringLiteral("scripts/forever.js")),
              "board.set(1, 1, 'height', 1);\nwhile (true) {}\n");
    QElapsedTimer clock;
    clock.start();
    runToTheEnd(path(QStringLiteral("scripts/forever.js")));
    QVERIFY(clock.elapsed() < 30000);
    QVERIFY(document.board() == board);
    QVERIFY(console->log()->toPlainText().contains(QStringLiteral("still running after 10 s")));
}

void TestScriptsWindow::theEditorSurvivesAScriptOutOfMemoryOrCrashing() {
    writeFile(path(QStringLiteral("scripts/hungry.js")),
              "board.set(0, 0, 'height', 1);\nconst a = [];\n"
              "for (let i = 0; ; i++) a.push('x'.repeat(1 << 20) + i);\n");
    writeFile(path(QStringLiteral("scripts/crash.js")),
              "board.set(0, 0, 'height', 1);\nprint('crash the script host');\n");
    const Board board(Variant::GB64, 5, 4);
    openBoard(board, QStringLiteral("survive.gb64"));
    BoardDocument& document = *tabsOf(window_)->document();
    ScriptConsole* console = partOf<ScriptsMenu>(window_)->console();
    runToTheEnd(path(QStringLiteral("scripts/hungry.js")));
    QVERIFY(document.board() == board);
    QCOMPARE(document.undoStack()->count(), 0);
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer rules out the RLIMIT_AS cap: there the helper ends otherwise, said as such.
    QVERIFY2(console->log()->toPlainText().contains(QStringLiteral("hungry.js:")),
             qPrintable(console->log()->toPlainText()));
#else
    QVERIFY2(console->log()->toPlainText().contains(QStringLiteral("error: out of memory")),
             qPrintable(console->log()->toPlainText()));
#endif
    qputenv("GBXX_SCRIPT_HOST_TEST_CRASH", "1");
    runToTheEnd(path(QStringLiteral("scripts/crash.js")));
    qunsetenv("GBXX_SCRIPT_HOST_TEST_CRASH");
    QVERIFY(document.board() == board);
    QCOMPARE(document.undoStack()->count(), 0);
    QVERIFY2(console->log()->toPlainText().contains(QStringLiteral("crash.js:1: error: the "
                                                                   "script engine crashed")),
             qPrintable(console->log()->toPlainText()));
    // The editor goes on: the next script runs as one undo step.
    runToTheEnd(path(QStringLiteral("scripts/mark.js")));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.board().field("height")->read(document.board().tile(0)), std::uint64_t(7));
}

void TestScriptsWindow::validatorsWarnInTheValidationDockAndAreRemembered() {
    writeFile(path(QStringLiteral("scripts/steep.js")),
              "// @name No Peaks\nfor (const [x, y] of board.query('height > 30'))\n"
              "  warn(x, y, 'a peak of ' + board.get(x, y, 'height'));\n");
    menuAction(QStringLiteral("actionReloadScripts"))->trigger();
    Board board(Variant::GB64, 5, 4);
    board.setTileRaw(board.indexOf(3, 2), board.field("height")->write(0, 40));
    openBoard(board, QStringLiteral("peaks.gb64"));
    raiseDock(window_.get(), QStringLiteral("validationDock"));
    auto* list = window_->findChild<QListWidget*>(QStringLiteral("validationList"));
    const auto texts = [&list] {
        QStringList t;
        for (int k = 0; k < list->count(); ++k)
            t << list->item(k)->text();
        return t;
    };
    QVERIFY(!texts().join(QLatin1Char('\n')).contains(QStringLiteral("peak")));
    QAction* mark = menuAction(QStringLiteral("actionValidator:steep.js"));
    QVERIFY(mark && mark->isCheckable());
    mark->setChecked(true);
    // Validators run in the background: their warnings come after the built-in ones.
    QTRY_VERIFY2(texts().contains(QStringLiteral("No Peaks at (3, 2): a peak of 40")),
                 qPrintable(texts().join('\n')));
    // It follows edits once they pause, as the built-in warnings do.
    BoardDocument& document = *tabsOf(window_)->document();
    document.pushEdit(
        QStringLiteral("raise"),
        document.board().planField(*board.field("height"), 50, std::vector<TileIndex>{0}));
    QTRY_VERIFY(texts().contains(QStringLiteral("No Peaks at (0, 0): a peak of 50")));
    // Clicking it shows its tile.
    QVERIFY(QSettings()
                .value(QStringLiteral("scripts/validators"))
                .toStringList()
                .contains(path(QStringLiteral("scripts/steep.js"))));
    // Remembered by the next window.
    window_.reset();
    window_ = std::make_unique<MainWindow>();
    statusOf(window_)->setInteractive(false);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY(menuAction(QStringLiteral("actionValidator:steep.js"))->isChecked());
    openBoard(board, QStringLiteral("peaks2.gb64"));
    raiseDock(window_.get(), QStringLiteral("validationDock"));
    list = window_->findChild<QListWidget*>(QStringLiteral("validationList"));
    QTRY_VERIFY(texts().contains(QStringLiteral("No Peaks at (3, 2): a peak of 40")));
}

// A script runs in the background (docs/scripting.md "A run in the background"): the window's
// event loop turns all the while a script busy for 5 s runs, and its result is one undo step.
void TestScriptsWindow::theWindowTurnsWhileAFiveSecondScriptRuns() {
    writeFile(path(QStringLiteral("scripts/busy.js")),
              "// @name Busy\nconst end = Date.now() + 5000;\nwhile (Date.now() < end) {}\n"
              "board.set(0, 0, 'height', 7);\nboard.set(1, 0, 'height', 8);\n");
    menuAction(QStringLiteral("actionReloadScripts"))->trigger();
    openBoard(Board(Variant::GB64, 5, 4), QStringLiteral("busy.gb64"));
    BoardDocument& document = *tabsOf(window_)->document();
    int ticks = 0;
    QTimer clock;
    connect(&clock, &QTimer::timeout, this, [&] {
        if (document.undoStack()->count() == 0) // the result is not in yet
            ++ticks;
    });
    clock.start(50);
    menuAction(QStringLiteral("actionScript:busy.js"))->trigger();
    // It says it runs, can be stopped, and no second script starts meanwhile.
    QVERIFY(scriptsMenu()->isRunning());
    QVERIFY(statusOf(window_)->current().contains(QStringLiteral("Running Busy")));
    QVERIFY(menuAction(QStringLiteral("actionStopScript"))->isEnabled());
    QVERIFY(!menuAction(QStringLiteral("actionScript:mark.js"))->isEnabled());
    QVERIFY(!menuAction(QStringLiteral("actionRunScriptFile"))->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(document.undoStack()->count(), 1, 30000);
    QVERIFY(!scriptsMenu()->isRunning());
    QVERIFY(!menuAction(QStringLiteral("actionStopScript"))->isEnabled());
    QVERIFY(menuAction(QStringLiteral("actionScript:mark.js"))->isEnabled());
    // 5 s at a tick every 50 ms is some 100 ticks; a window that waited for the script has none.
    QVERIFY2(ticks > 20, qPrintable(QString::number(ticks)));
    QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Script: Busy"));
    const FieldSpec& height = *document.board().field("height");
    QCOMPARE(document.board().get(0, height), std::uint64_t(7));
    QCOMPARE(document.board().get(1, height), std::uint64_t(8));
    document.undo(); // both tiles in the one step
    QCOMPARE(document.board().get(0, height), std::uint64_t(0));
    QCOMPARE(document.board().get(1, height), std::uint64_t(0));
}

// An edit made while a script runs makes its result stale: it is dropped, never applied over the
// newer board, and the console says so.
void TestScriptsWindow::anEditWhileAScriptRunsDropsItsResult() {
    writeFile(path(QStringLiteral("scripts/late.js")),
              "// @name Late\nconst end = Date.now() + 1500;\nwhile (Date.now() < end) {}\n"
              "board.set(0, 0, 'height', 7);\nprint('late');\n");
    menuAction(QStringLiteral("actionReloadScripts"))->trigger();
    openBoard(Board(Variant::GB64, 5, 4), QStringLiteral("late.gb64"));
    BoardDocument& document = *tabsOf(window_)->document();
    const FieldSpec& height = *document.board().field("height");
    menuAction(QStringLiteral("actionScript:late.js"))->trigger();
    document.pushEdit(QStringLiteral("raise"),
                      document.board().planField(height, 3, std::vector<TileIndex>{6}));
    ScriptConsole* console = window_->findChild<ScriptConsole*>();
    QVERIFY(console);
    waitForTheRun();
    QVERIFY2(console->log()->toPlainText().contains(
                 QStringLiteral("Late finished, but the board was edited while it ran: its "
                                "change (1 tile) was dropped")),
             qPrintable(console->log()->toPlainText()));
    QVERIFY(console->log()->toPlainText().contains(QStringLiteral("late")));
    QVERIFY(statusOf(window_)->current().contains(QStringLiteral("dropped")));
    QCOMPARE(document.board().get(0, height), std::uint64_t(0));
    QCOMPARE(document.board().get(6, height), std::uint64_t(3));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.undoStack()->undoText(), QStringLiteral("raise"));
}

// Validators run in the background too: an edit made while they run obsoletes the run, whose
// warnings (about the board before the edit) are never listed; the list follows the newer board.
void TestScriptsWindow::aValidatorRefreshNeverShowsAnOlderBoard() {
    writeFile(path(QStringLiteral("scripts/slow.js")),
              "// @name Slow\nconst end = Date.now() + 600;\nwhile (Date.now() < end) {}\n"
              "warn(0, 0, 'height ' + board.get(0, 0, 'height'));\n");
    menuAction(QStringLiteral("actionReloadScripts"))->trigger();
    openBoard(Board(Variant::GB64, 5, 4), QStringLiteral("slow.gb64"));
    raiseDock(window_.get(), QStringLiteral("validationDock"));
    auto* list = window_->findChild<QListWidget*>(QStringLiteral("validationList"));
    QStringList seen; // every line the list showed at any time
    QTimer watch;
    connect(&watch, &QTimer::timeout, this, [&] {
        for (int k = 0; k < list->count(); ++k)
            if (!seen.contains(list->item(k)->text()))
                seen << list->item(k)->text();
    });
    watch.start(10);
    menuAction(QStringLiteral("actionValidator:slow.js"))->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(seen.contains(QStringLiteral("Slow at (0, 0): height 0")), 10000);
    BoardDocument& document = *tabsOf(window_)->document();
    const FieldSpec& height = *document.board().field("height");
    document.pushEdit(QStringLiteral("five"),
                      document.board().planField(height, 5, std::vector<TileIndex>{0}));
    // Once the edits settled (300 ms), the validator runs on the board with 5.
    QTRY_VERIFY_WITH_TIMEOUT(partOf<ValidationPanel>(window_)->extraPending(), 10000);
    document.pushEdit(QStringLiteral("nine"),
                      document.board().planField(height, 9, std::vector<TileIndex>{0}));
    // The run about the board with 5 is stopped at once, and the line saying it comes with it.
    QVERIFY(!partOf<ValidationPanel>(window_)->extraPending());
    for (int k = 0; k < list->count(); ++k)
        QVERIFY(list->item(k)->text() != QStringLiteral("Running the validators…"));
    QTRY_VERIFY_WITH_TIMEOUT(seen.contains(QStringLiteral("Slow at (0, 0): height 9")), 10000);
    QVERIFY2(!seen.contains(QStringLiteral("Slow at (0, 0): height 5")),
             qPrintable(seen.join(QLatin1Char('\n'))));
    QVERIFY(!partOf<ValidationPanel>(window_)->extraPending());
}

// Scripts ▸ Stop Script (the console's Stop) ends a run: nothing changes and another may start;
// closing the board a script runs on stops it too.
void TestScriptsWindow::aRunIsStoppedByStopOrByClosingItsBoard() {
    writeFile(
        path(QStringLiteral("scripts/forever.js")),
        "// @name Forever\nboard.set(1, 1, 'height', 1);\nprint('going');\nwhile (true) {}\n");
    menuAction(QStringLiteral("actionReloadScripts"))->trigger();
    const Board board(Variant::GB64, 5, 4);
    openBoard(board, QStringLiteral("stop.gb64"));
    BoardDocument& document = *tabsOf(window_)->document();
    QSignalSpy ended(scriptsMenu(), &ScriptsMenu::runEnded);
    menuAction(QStringLiteral("actionScript:forever.js"))->trigger();
    ScriptConsole* console = scriptsMenu()->console();
    QTRY_VERIFY_WITH_TIMEOUT(console->log()->toPlainText().contains(QStringLiteral("going")),
                             20000);
    auto* stop = console->findChild<QToolButton*>(QStringLiteral("stopScript"));
    QVERIFY(stop && stop->isEnabled());
    stop->click();
    QCOMPARE(ended.size(), 1);
    QVERIFY(!scriptsMenu()->isRunning());
    QVERIFY2(console->log()->toPlainText().contains(
                 QStringLiteral("Forever was stopped: you stopped it; nothing was changed.")),
             qPrintable(console->log()->toPlainText()));
    QTest::qWait(200); // nothing more comes from it
    QCOMPARE(ended.size(), 1);
    QVERIFY(document.board() == board);
    QCOMPARE(document.undoStack()->count(), 0);
    QVERIFY(!stop->isEnabled());
    // The next run starts; closing its board stops it.
    menuAction(QStringLiteral("actionScript:forever.js"))->trigger();
    QVERIFY(scriptsMenu()->isRunning());
    QVERIFY(filesOf(window_)->closeBoard());
    QCOMPARE(ended.size(), 2);
    QVERIFY(!scriptsMenu()->isRunning());
    QVERIFY(console->log()->toPlainText().contains(QStringLiteral("its board was closed")));
}

void TestScriptsWindow::aRunEndingWhileTheSaveQuestionIsOpenChangesNothing() {
    // The question "Save them?" is about the board the user sees: a script's change landing
    // while it is open would be saved (or discarded) unseen.
    writeFile(path(QStringLiteral("scripts/slow.js")),
              "// @name Slow\nprint('going');\nconst end = Date.now() + 1500;\n"
              "while (Date.now() < end) {}\nboard.set(2, 2, 'height', 5);\n");
    menuAction(QStringLiteral("actionReloadScripts"))->trigger();
    openBoard(Board(Variant::GB64, 5, 4), QStringLiteral("asked.gb64"));
    BoardDocument& document = *tabsOf(window_)->document();
    const FieldSpec& height = *document.board().field("height");
    document.pushEdit(QStringLiteral("raise"),
                      document.board().planField(height, 3, std::vector<TileIndex>{0}));
    QVERIFY(document.isModified());
    const Board edited = document.board();
    QSignalSpy ended(scriptsMenu(), &ScriptsMenu::runEnded);
    menuAction(QStringLiteral("actionScript:slow.js"))->trigger();
    ScriptConsole* console = scriptsMenu()->console();
    QTRY_VERIFY_WITH_TIMEOUT(console->log()->toPlainText().contains(QStringLiteral("going")),
                             20000);
    // The question stays open longer than the script runs, then the user keeps the board.
    QString asked;
    QTimer::singleShot(3000, [&asked] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                asked = box->text();
                box->button(QMessageBox::Cancel)->click();
            }
        }
    });
    QVERIFY(!filesOf(window_)->closeBoard());
    QVERIFY2(asked.contains(QStringLiteral("unsaved changes")), qPrintable(asked));
    QCOMPARE(ended.size(), 1);
    QVERIFY(!scriptsMenu()->isRunning());
    QVERIFY(document.board() == edited);
    QVERIFY2(console->log()->toPlainText().contains(QStringLiteral(
                 "Slow was stopped: its board is being closed; nothing was changed.")),
             qPrintable(console->log()->toPlainText()));
}

void TestScriptsWindow::aSchemaBesideTheBoardMakesLayers() {
    writeFile(path(QStringLiteral("boards/gameboardxx-schema.json")), kSchema);
    Board board(Variant::GB64, 4, 3);
    const FieldSpec& custom = *board.field("custom");
    board.setTileRaw(board.indexOf(2, 1), custom.write(0, 0x21)); // forest, stone
    openBoard(board, QStringLiteral("named.gb64"));
    BoardDocument& document = *tabsOf(window_)->document();
    QCOMPARE(document.schemaPath(), path(QStringLiteral("boards/gameboardxx-schema.json")));
    const FieldSpec* terrain = document.field("custom.terrain");
    QVERIFY(terrain);
    QCOMPARE(document.board().get(document.board().indexOf(2, 1), *terrain), std::uint64_t(1));
    QVERIFY(layerKeys(*window_).contains(QStringLiteral("custom.terrain")));
    QVERIFY(layerKeys(*window_).contains(QStringLiteral("custom.resources")));
    // Painting the sub-field changes its bits alone, as one undo step.
    document.pushEdit(QStringLiteral("paint"),
                      document.board().planField(
                          *terrain, 2, std::vector<TileIndex>{document.board().indexOf(2, 1)}));
    QCOMPARE(document.board().get(document.board().indexOf(2, 1), custom), std::uint64_t(0x22));
    // A preset says its value by the schema's names.
    auto* presets = window_->findChild<PresetsPanel*>();
    QVERIFY(presets);
    presets->addPreset(QStringLiteral("Forest with stone"), custom.write(0, 0x21));
    auto* list = presets->findChild<QListWidget*>(QStringLiteral("presetList"));
    const QString tip = list->item(list->count() - 1)->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("Terrain: forest")) &&
                 tip.contains(QStringLiteral("Resources: stone")),
             qPrintable(tip));
    // A board of another tile size in the same folder has no sub-fields (the file names only GB64).
    openBoard(Board(Variant::GB08, 3, 3), QStringLiteral("small.gb08"));
    QVERIFY(!tabsOf(window_)->document()->field("custom.terrain"));
    QVERIFY(!layerKeys(*window_).contains(QStringLiteral("custom.terrain")));
}

void TestScriptsWindow::theSchemaDialogPreviewsCancelsAndSaves() {
    openBoard(Board(Variant::GB64, 4, 3), QStringLiteral("plain.gb64"));
    BoardDocument& document = *tabsOf(window_)->document();
    QVERIFY(!document.fieldTable().schema());
    const auto fill = [](SchemaDialog* dialog) {
        CustomSubField terrain;
        terrain.key = "terrain";
        terrain.label = "Terrain";
        terrain.bitCount = 2;
        terrain.kind = SubFieldKind::Enum;
        terrain.names = {{"plains", {}}, {"forest", 0x228833}};
        dialog->addSubField(terrain);
    };
    {
        SchemaDialog dialog(document, window_.get());
        fill(&dialog);
        QVERIFY(dialog.schemaProblems().isEmpty());
        QVERIFY(document.field("custom.terrain")); // shown at once
        QVERIFY(layerKeys(*window_).contains(QStringLiteral("custom.terrain")));
        // A mistake is not shown, and OK is refused.
        dialog.table()->item(0, SchemaDialog::BitsColumn)->setText(QStringLiteral("6-9"));
        QVERIFY(!dialog.schemaProblems().isEmpty());
        QVERIFY(dialog.problems()->text().contains(QStringLiteral("outside")));
        QVERIFY(document.field("custom.terrain")); // the last right one stays
        dialog.reject();
    }
    QVERIFY(!document.field("custom.terrain"));
    QVERIFY(!layerKeys(*window_).contains(QStringLiteral("custom.terrain")));
    {
        SchemaDialog dialog(document, window_.get());
        fill(&dialog);
        dialog.destination()->setCurrentIndex(
            dialog.destination()->findData(path(QStringLiteral("boards/plain.schema.json"))));
        dialog.accept();
    }
    const LoadedSchema saved = loadSchemaFile(path(QStringLiteral("boards/plain.schema.json")));
    QVERIFY2(saved.schema, qPrintable(saved.problems.join('\n')));
    const CustomSchema* part = saved.schema->forVariant(Variant::GB64);
    QVERIFY(part);
    QCOMPARE(part->subFields.size(), std::size_t(1));
    QCOMPARE(part->subFields[0].names[1].colour, std::optional<std::uint32_t>(0x228833));
    QCOMPARE(document.schemaPath(), path(QStringLiteral("boards/plain.schema.json")));
    QVERIFY(document.field("custom.terrain"));
    // The board file is untouched.
    QVERIFY(!document.isModified());
}

void TestScriptsWindow::toolsPaintFillAndPickASubField() {
    writeFile(path(QStringLiteral("boards/gameboardxx-schema.json")), kSchema);
    Board board(Variant::GB64, 6, 4);
    board.setHeader(*board.layout().headerField("hex"), 1);
    const FieldSpec& custom = *board.field("custom");
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(t, custom.write(0, 0x30)); // plains, wood and stone everywhere
    openBoard(board, QStringLiteral("paint.gb64"));
    BoardDocument& document = *tabsOf(window_)->document();
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("custom.terrain")));
    QCOMPARE(paintSettingsOf(window_)->field, document.field("custom.terrain"));
    paintSettingsOf(window_)->value = 2; // water
    paintSettingsOf(window_)->notify();
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    QWidget* vp = view->viewport();
    press(vp, view->tileCentre(1, 1));
    moveHeld(vp, view->tileCentre(2, 1));
    release(vp, view->tileCentre(2, 1));
    const auto value = [&](int x, int y) {
        return document.board().get(document.board().indexOf(x, y), custom);
    };
    QCOMPARE(value(1, 1), std::uint64_t(0x32)); // the resources bits are kept
    QCOMPARE(value(2, 1), std::uint64_t(0x32));
    QCOMPARE(value(3, 1), std::uint64_t(0x30));
    QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Paint terrain"));
    // The fill spreads over the tiles of the same terrain.
    paintSettingsOf(window_)->value = 1; // forest
    paintSettingsOf(window_)->notify();
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("fill"));
    press(vp, view->tileCentre(0, 0));
    release(vp, view->tileCentre(0, 0));
    QCOMPARE(value(0, 0), std::uint64_t(0x31));
    QCOMPARE(value(5, 3), std::uint64_t(0x31));
    QCOMPARE(value(1, 1), std::uint64_t(0x32)); // water stays
    // The picker takes the sub-field's value, not the whole byte's.
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("picker"));
    press(vp, view->tileCentre(2, 1));
    release(vp, view->tileCentre(2, 1));
    QCOMPARE(paintSettingsOf(window_)->value, std::uint64_t(2));
}

GBXX_TEST_MAIN(TestScriptsWindow);

} // namespace tst_scripts_window
#include "tst_scripts_window.moc"
