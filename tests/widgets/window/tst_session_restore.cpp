// Session restore (issue 33, item 2): the boards open at quit come back at the next start, the tab
// in front too (also after a quit that asked about unsaved boards), the window's tool, each board
// with its zoom, scroll, active layer and fields shown, its layer at every switch to its tab and
// the tool never changed by one (issue 42); after a kill -9 a
// board with unsaved changes comes back as its recovery copy, marked modified, and once only; a
// file that is gone is skipped with one message and no dialog; the preference off, or a file
// named on the command line, restores nothing.

#include "widgets/files/board_session.h"
#include "widgets/window/editor_start.h"
#include "widgets/files/session_keeper.h"
#include "gbxx/codec.h"
#include "widgets/support/gui_test_support.h"
#include "widgets/support/child_editor.h"
#include "widgets/support/window_parts.h"
#include "support/test_suite.h"
#include "text/qt_text.h"
#include "widgets/settings/preferences_dialog.h"
#include "widgets/settings/app_settings.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QProcess>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cmath>

namespace tst_session_restore {

using namespace gbxx;
using namespace gbxx::test;

// What the test set on one board and expects back.
struct Shown {
    QString path;
    double zoom = 0;
    QPointF centre;
    QString layer;
    QString tool;
    QStringList hidden;
};

class TestSessionRestore : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void aNormalQuitComesBackAsItWasLeft();
    void aQuitThatAskedKeepsTheTabThatWasInFront();
    void everyTabSwitchBringsTheBoardsLayerAndNeverChangesTheTool();
    void anOlderSessionsToolsPerBoardGiveTheWindowOneTool();
    void aKilledEditorsBoardsComeBackWithTheirRecoveryCopies();
    void goneFilesAreSkippedWithOneMessageAndNoDialog();
    void thePreferenceOffRestoresNothing();
    void aFileNamedAtStartOpensAloneWithoutTheSession();
    void thePreferenceIsInGeneral();
    void aBoardOpenedByCodeAndNeverSavedIsNamedAtStart();

private:
    QString writeBoardFile(const QString& name, const Board& board);
    static void clickTab(MainWindow* window, int board);
    static Shown readBack(MainWindow* window);
    static void closeNormally(MainWindow*& window);

    QTemporaryDir home_;
};

void TestSessionRestore::initTestCase() {
    shareHomeWithChildEditor(home_, QStringLiteral("GameBoardXX-session-test"));
}

void TestSessionRestore::init() {
    AppSettings::setSession({});
    AppSettings::setReopenSession(true);
}

QString TestSessionRestore::writeBoardFile(const QString& name, const Board& board) {
    const QString path = home_.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(boardBytes(board));
    return QFileInfo(path).absoluteFilePath();
}

Shown TestSessionRestore::readBack(MainWindow* window) {
    const BoardDocument& document = *tabsOf(window)->document();
    Shown s;
    s.path = document.filePath();
    s.zoom = window->view()->zoomable()->scale();
    s.centre = window->view()->visibleArea().center();
    s.layer = qs(paintSettingsOf(window)->field->key);
    s.tool = partOf<ToolBox>(window)->current()->id();
    for (const FieldSpec& field : document.fields())
        if (!visibilityOf(window)->display(document.board().variant(), field).visible)
            s.hidden << qs(field.key);
    return s;
}

// File ▸ Quit with nothing unsaved: the path a user's quit takes.
void TestSessionRestore::closeNormally(MainWindow*& window) {
    QVERIFY(window->close());
    delete window;
    window = nullptr;
}

void TestSessionRestore::aNormalQuitComesBackAsItWasLeft() {
    const QStringList paths{
        writeBoardFile(QStringLiteral("odd-square.gb32"), squareBoard(Variant::GB32, 27, 19)),
        writeBoardFile(QStringLiteral("even-square.gb16"), squareBoard(Variant::GB16, 30, 24)),
        writeBoardFile(QStringLiteral("odd-hex.gb64"), hexBoard(25, 21)),
        writeBoardFile(QStringLiteral("even-hex.gb08"), [] {
            Board board = squareBoard(Variant::GB08, 26, 20);
            if (const auto* hex = board.layout().headerField("hex"))
                board.setHeader(*hex, 1);
            return board;
        }())};
    const QStringList tools{QStringLiteral("fill"), QStringLiteral("rectangle"),
                            QStringLiteral("line"), QStringLiteral("eraser")};
    MainWindow* window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    std::vector<Shown> expected;
    for (int i = 0; i < paths.size(); ++i) {
        QVERIFY(filesOf(window)->openFile(paths[i]));
        const BoardDocument& document = *tabsOf(window)->document();
        const auto fields = document.fields();
        QVERIFY(fields.size() > 3);
        // Each board its own place, layer, tool and hidden field.
        window->view()->zoomable()->setScale(40.0 + 7 * i);
        window->view()->centreOnPoint(QPointF(6.5 + i, 5.25 + i));
        QVERIFY(partOf<LayersPanel>(window)->selectLayer(qs(fields[1 + i % 2].key)));
        QVERIFY(partOf<ToolActions>(window)->selectTool(tools[i]));
        visibilityOf(window)->setVisible(document.board().variant(), fields[2 + i % 2], false);
        expected.push_back(readBack(window));
        QCOMPARE(expected.back().hidden.size(), 1);
        QVERIFY(!window->view()->zoomable()->isFitted());
    }
    // The tab in front at quit. Coming back to a tab finds its place and its own layer; the tool
    // is the window's (issue 42: one rule at every switch, restored or not).
    tabsOf(window)->activateBoard(2);
    const Shown front = readBack(window);
    QCOMPARE(front.zoom, expected[2].zoom);
    QCOMPARE(front.centre, expected[2].centre);
    QCOMPARE(front.layer, expected[2].layer);
    QCOMPARE(front.tool, tools[3]);
    expected[2] = front;
    closeNormally(window);

    window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(window->session()->restoreSaved());
    QCOMPARE(tabsOf(window)->boardCount(), 4);
    QCOMPARE(tabsOf(window)->activeBoard(), 2);
    for (int i : {2, 0, 3, 1}) {
        tabsOf(window)->activateBoard(i);
        const Shown got = readBack(window);
        QCOMPARE(got.path, expected[i].path);
        QCOMPARE(got.zoom, expected[i].zoom);
        // The middle of the view within a pixel: the scroll bars move by whole pixels.
        QVERIFY2(std::abs(got.centre.x() - expected[i].centre.x()) <= 1.0 / got.zoom &&
                     std::abs(got.centre.y() - expected[i].centre.y()) <= 1.0 / got.zoom,
                 qPrintable(QStringLiteral("board %1: centre (%2, %3), expected (%4, %5)")
                                .arg(i)
                                .arg(got.centre.x())
                                .arg(got.centre.y())
                                .arg(expected[i].centre.x())
                                .arg(expected[i].centre.y())));
        QCOMPARE(got.layer, expected[i].layer);
        QCOMPARE(got.tool, tools[3]); // the window's at quit, whichever tab comes forward
        QCOMPARE(got.hidden, expected[i].hidden);
        QVERIFY(!tabsOf(window)->document()->isModified());
    }
    closeNormally(window);
}

// A tab clicked as the user clicks it.
void TestSessionRestore::clickTab(MainWindow* window, int board) {
    QTabBar* bar = tabsOf(window)->tabBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(board + 1).center());
    QCOMPARE(tabsOf(window)->activeBoard(), board);
}

// Issue 42: four tabs, unsaved edits on two, the third in front; Ctrl+Q and Discard twice. Each
// board asked about comes to the front while it is; the session keeps the tab that was in front.
void TestSessionRestore::aQuitThatAskedKeepsTheTabThatWasInFront() {
    ShownEditorWindow shown; // discarded however the test ends: no window left saving sessions
    MainWindow*& window = shown.window;
    for (int i = 0; i < 4; ++i) {
        QVERIFY(filesOf(window)->openFile(writeBoardFile(QStringLiteral("quit-%1.gb64").arg(i),
                                                         squareBoard(Variant::GB64, 6 + i, 5))));
        if (i == 1 || i == 3) {
            BoardDocument& document = *tabsOf(window)->document();
            const TileIndex tile[] = {0};
            document.pushEdit(QStringLiteral("Paint height"),
                              document.board().planField(*document.field("height"), 5, tile));
        }
    }
    clickTab(window, 2);
    QList<int> asked;
    QList<int> keptWhileAsked; // the session as a kill during the question would leave it
    bool answering = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        if (answering)
            return;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                answering = true;
                asked << tabsOf(window)->activeBoard();
                QTest::qWait(600); // past the keeper's delay: what it saves meanwhile
                keptWhileAsked << Session::fromJson(AppSettings::session()).current;
                box->button(QMessageBox::Discard)->click();
                answering = false;
            }
    });
    poll.start(10);
    actionOf(window, QStringLiteral("actionQuit"))->trigger(); // File ▸ Quit, Ctrl+Q
    poll.stop();
    QVERIFY(!window->isVisible());
    QCOMPARE(asked, (QList<int>{1, 3}));
    QCOMPARE(keptWhileAsked, (QList<int>{2, 2}));
    QCOMPARE(Session::fromJson(AppSettings::session()).current, 2);
    delete window;

    window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(window->session()->restoreSaved());
    QCOMPARE(tabsOf(window)->boardCount(), 4);
    QCOMPARE(tabsOf(window)->activeBoard(), 2);
    QCOMPARE(QFileInfo(tabsOf(window)->document()->filePath()).fileName(),
             QStringLiteral("quit-2.gb64"));
    discardEditorWindow(window);
}

// Issue 42: one rule, as Tiled keeps the selected layer per map: each board's own layer comes
// back at every switch to its tab (the first, the second, after a restart or not), and a switch
// never changes the tool, which is the window's.
void TestSessionRestore::everyTabSwitchBringsTheBoardsLayerAndNeverChangesTheTool() {
    const QStringList layers{QStringLiteral("height"), QStringLiteral("boundary"),
                             QStringLiteral("homeZones")};
    ShownEditorWindow shown; // discarded however the test ends: no window left saving sessions
    MainWindow*& window = shown.window;
    for (int i = 0; i < 3; ++i) {
        QVERIFY(filesOf(window)->openFile(
            writeBoardFile(QStringLiteral("rule-%1.gb64").arg(i),
                           i == 1 ? hexBoard(9, 7) : squareBoard(Variant::GB64, 8 + i, 6))));
        QVERIFY(partOf<LayersPanel>(window)->selectLayer(layers[i]));
    }
    QVERIFY(partOf<ToolActions>(window)->selectTool(QStringLiteral("brush")));
    const auto switchesKeepTheRule = [&](const QString& tool) {
        for (int i : {0, 2, 1, 0, 1, 2, 0}) {
            clickTab(window, i);
            QCOMPARE(readBack(window).layer, layers[i]);
            QCOMPARE(readBack(window).tool, tool);
        }
    };
    switchesKeepTheRule(QStringLiteral("brush"));
    if (QTest::currentTestFailed())
        return;
    // A tool chosen on one board is the tool on every board.
    clickTab(window, 1);
    QVERIFY(partOf<ToolActions>(window)->selectTool(QStringLiteral("fill")));
    switchesKeepTheRule(QStringLiteral("fill"));
    if (QTest::currentTestFailed())
        return;
    QVERIFY(partOf<ToolActions>(window)->selectTool(QStringLiteral("brush")));
    clickTab(window, 2);
    closeNormally(window);

    window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(window->session()->restoreSaved());
    QCOMPARE(tabsOf(window)->activeBoard(), 2);
    switchesKeepTheRule(QStringLiteral("brush"));
    if (QTest::currentTestFailed())
        return;
    discardEditorWindow(window);
}

// A session written while each board kept a tool: the tool of the board in front becomes the
// window's, and clicking another tab (whose tool was the fill) leaves the brush the brush.
void TestSessionRestore::anOlderSessionsToolsPerBoardGiveTheWindowOneTool() {
    const QString fill =
        writeBoardFile(QStringLiteral("old-fill.gb32"), squareBoard(Variant::GB32, 7, 5));
    const QString brush =
        writeBoardFile(QStringLiteral("old-brush.gb32"), squareBoard(Variant::GB32, 6, 5));
    const QString json =
        QStringLiteral(R"({"boards":[{"source":"file","path":"%1","layer":"height","tool":"fill"},)"
                       R"({"source":"file","path":"%2","layer":"boundary","tool":"brush"}],)"
                       R"("current":1})")
            .arg(fill, brush);
    AppSettings::setSession(json.toUtf8());
    ShownEditorWindow shown; // discarded however the test ends: no window left saving sessions
    MainWindow*& window = shown.window;
    QVERIFY(window->session()->restoreSaved());
    QCOMPARE(tabsOf(window)->activeBoard(), 1);
    QCOMPARE(readBack(window).tool, QStringLiteral("brush"));
    QCOMPARE(readBack(window).layer, QStringLiteral("boundary"));
    clickTab(window, 0);
    QCOMPARE(readBack(window).tool, QStringLiteral("brush"));
    QCOMPARE(readBack(window).layer, QStringLiteral("height"));
    clickTab(window, 1);
    QCOMPARE(readBack(window).tool, QStringLiteral("brush"));
    QCOMPARE(readBack(window).layer, QStringLiteral("boundary"));
    discardEditorWindow(window);
}

void TestSessionRestore::aKilledEditorsBoardsComeBackWithTheirRecoveryCopies() {
    const QString kept =
        writeBoardFile(QStringLiteral("kept.gb32"), squareBoard(Variant::GB32, 9, 7));
    const QString edited =
        writeBoardFile(QStringLiteral("edited.gb64"), squareBoard(Variant::GB64, 8, 6));
    const QByteArray editedOnDisk = fileBytes(edited);
    const QString expectedPath = home_.filePath(QStringLiteral("expected.bin"));

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.start(QStringLiteral(GBXX_SESSION_CHILD), {kept, edited, expectedPath});
    QVERIFY(child.waitForStarted());
    QByteArray said;
    QTRY_VERIFY_WITH_TIMEOUT((said += child.readAllStandardOutput()).contains("ready") ||
                                 child.state() == QProcess::NotRunning,
                             20000);
    QVERIFY2(child.state() == QProcess::Running, child.readAllStandardError().constData());
    child.kill(); // SIGKILL: no closeEvent, nothing saved at quit
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    const QByteArray expected = fileBytes(expectedPath);
    QVERIFY(expected != editedOnDisk); // the edits were real and unsaved
    QCOMPARE(fileBytes(edited), editedOnDisk);

    MainWindow* window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    recoveryOf(window)->setInterval(0);
    QCOMPARE(recoveryOf(window)->store().orphans().size(), 1);
    QVERIFY(window->session()->restoreSaved());
    QCOMPARE(tabsOf(window)->boardCount(), 2); // the edited board once, as its copy
    QCOMPARE(tabsOf(window)->activeBoard(), 1);
    QCOMPARE(tabsOf(window)->boardDocument(0)->filePath(), kept);
    QVERIFY(!tabsOf(window)->boardDocument(0)->isModified());
    BoardDocument* restored = tabsOf(window)->boardDocument(1);
    QCOMPARE(restored->filePath(), edited);
    QVERIFY(restored->isModified());
    QCOMPARE(boardBytes(restored->board()), expected);
    QCOMPARE(window->view()->zoomable()->scale(), 33.0);      // the child's zoom, kept while it ran
    QVERIFY(recoveryOf(window)->store().orphans().isEmpty()); // not offered again
    discardEditorWindow(window);
}

void TestSessionRestore::goneFilesAreSkippedWithOneMessageAndNoDialog() {
    const QString here =
        writeBoardFile(QStringLiteral("here.gb32"), squareBoard(Variant::GB32, 5, 5));
    Session session;
    for (const QString& name : {QStringLiteral("gone-one.gb32"), QStringLiteral("here.gb32"),
                                QStringLiteral("gone-two.gb64")}) {
        SessionBoard b;
        b.path = home_.filePath(name);
        session.boards.append(b);
    }
    session.current = 2;
    AppSettings::setSession(session.toJson());

    MainWindow* window = showEditorWindow();
    statusOf(window)->setInteractive(true); // a dialog would show, and be caught here
    int dialogs = 0;
    QTimer watch;
    connect(&watch, &QTimer::timeout, this, [&] {
        if (QWidget* modal = QApplication::activeModalWidget()) {
            ++dialogs;
            modal->close();
        }
    });
    watch.start(20);
    QVERIFY(window->session()->restoreSaved());
    QTest::qWait(100);
    QCOMPARE(dialogs, 0);
    QCOMPARE(tabsOf(window)->boardCount(), 1);
    QCOMPARE(tabsOf(window)->document()->filePath(), here);
    const QString message = statusOf(window)->current();
    QVERIFY2(message.contains(QStringLiteral("gone-one.gb32")) &&
                 message.contains(QStringLiteral("gone-two.gb64")) &&
                 !message.contains(QStringLiteral("here.gb32")),
             qPrintable(message));
    QVERIFY(statusOf(window)->lastError().isEmpty());
    statusOf(window)->setInteractive(false);
    discardEditorWindow(window);
}

void TestSessionRestore::thePreferenceOffRestoresNothing() {
    const QString path =
        writeBoardFile(QStringLiteral("off.gb32"), squareBoard(Variant::GB32, 5, 5));
    MainWindow* window = showEditorWindow();
    QVERIFY(filesOf(window)->openFile(path));
    closeNormally(window);
    QCOMPARE(Session::fromJson(AppSettings::session()).boards.size(), 1);

    AppSettings::setReopenSession(false);
    window = showEditorWindow();
    QVERIFY(!window->session()->restoreSaved());
    QCOMPARE(tabsOf(window)->boardCount(), 0);
    delete window;
    AppSettings::setReopenSession(true);
    window = showEditorWindow(); // the control: on, the same session comes back
    QVERIFY(window->session()->restoreSaved());
    QCOMPARE(tabsOf(window)->boardCount(), 1);
    discardEditorWindow(window);
}

void TestSessionRestore::aFileNamedAtStartOpensAloneWithoutTheSession() {
    const QString last =
        writeBoardFile(QStringLiteral("last.gb32"), squareBoard(Variant::GB32, 5, 5));
    const QString named =
        writeBoardFile(QStringLiteral("named.gb16"), squareBoard(Variant::GB16, 6, 4));
    MainWindow* window = showEditorWindow();
    QVERIFY(filesOf(window)->openFile(last));
    closeNormally(window);

    window = showEditorWindow();
    openAtStart(*window, {named}, defaultLayout()); // as `gbxx-editor named.gb16`
    QCOMPARE(tabsOf(window)->boardCount(), 1);
    QCOMPARE(tabsOf(window)->document()->filePath(), named);
    closeNormally(window);

    window = showEditorWindow();
    openAtStart(*window, {}, defaultLayout()); // as `gbxx-editor`: the session (named.gb16 now)
    QCOMPARE(tabsOf(window)->boardCount(), 1);
    QCOMPARE(tabsOf(window)->document()->filePath(), named);
    discardEditorWindow(window);
}

void TestSessionRestore::thePreferenceIsInGeneral() {
    MainWindow* window = showEditorWindow();
    QTimer::singleShot(0, window, [] {
        auto* dialog = qobject_cast<PreferencesDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QVERIFY(dialog->reopenSessionBox()->isChecked()); // on by default
        dialog->reopenSessionBox()->setChecked(false);
        dialog->accept();
    });
    actionOf(window, QStringLiteral("actionPreferences"))->trigger();
    QVERIFY(!AppSettings::reopenSession());
    delete window;
}

// Issue 42: a board opened by code and never saved left the session without a word. It cannot come
// back (it is in no file), so the next start names it and says how to fetch it again.
void TestSessionRestore::aBoardOpenedByCodeAndNeverSavedIsNamedAtStart() {
    const QString kept =
        writeBoardFile(QStringLiteral("beside-the-code.gb32"), squareBoard(Variant::GB32, 5, 5));
    MainWindow* window = showEditorWindow();
    QVERIFY(filesOf(window)->openFile(kept));
    tabsOf(window)->setBoard(hexBoard(16, 10), QString());
    tabsOf(window)->document()->setRegistryOrigin({QStringLiteral("BBBBB"), 3, true});
    tabsOf(window)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    tabsOf(window)->document()->setRegistryOrigin({QStringLiteral("CCCCC"), 7, false});
    closeNormally(window);

    window = showEditorWindow();
    statusOf(window)->setInteractive(true);
    QVERIFY(window->session()->restoreSaved());
    QCOMPARE(tabsOf(window)->boardCount(), 1);
    QCOMPARE(tabsOf(window)->document()->filePath(), kept);
    const QString message = statusOf(window)->current();
    QVERIFY2(message.contains(QStringLiteral("BBBBB@3")) && message.contains(QStringLiteral("CCCCC")) &&
                 !message.contains(QStringLiteral("CCCCC@")) &&
                 message.contains(QStringLiteral("never saved")) &&
                 message.contains(QStringLiteral("Open by Code")) &&
                 !message.contains(QStringLiteral("beside-the-code")),
             qPrintable(message));
    QVERIFY(statusOf(window)->lastError().isEmpty());
    statusOf(window)->setInteractive(false);
    closeNormally(window);
    // Said once: the session now holds only what came back.
    window = showEditorWindow();
    QVERIFY(window->session()->restoreSaved());
    QVERIFY2(!statusOf(window)->current().contains(QStringLiteral("BBBBB")),
             qPrintable(statusOf(window)->current()));
    discardEditorWindow(window);
}

GBXX_TEST_MAIN(TestSessionRestore);

} // namespace tst_session_restore
#include "tst_session_restore.moc"
