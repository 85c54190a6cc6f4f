// Several boards open at once (issue 16): one tab each after the start tab, each with its own undo
// stack, selection, view place and recovery copy; the docks and the Undo action follow the tab
// shown; a file already open is shown rather than opened twice; tiles copied on one board are
// pasted on another; closing the window asks about each board with unsaved changes.

#include "editor/docks/field_editor.h"
#include "editor/docks/layers_panel.h"
#include "editor/docks/tile_inspector.h"
#include "editor/document/board_document.h"
#include "editor/view/board_view.h"
#include "editor_app/main_window.h"
#include "gui/gui_test_support.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QDir>
#include <QDockWidget>
#include <QSettings>
#include <QSpinBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

namespace tst_tabs {

using namespace gbxx;
using namespace gbxx::test;

class TestTabs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void eachTabHasItsOwnUndoAndTheDocksFollow();
    void aFileAlreadyOpenIsShownNotOpenedTwice();
    void tilesCopiedOnOneBoardArePastedOnAnother();
    void closingTheWindowAsksAboutEachModifiedBoard();
    void eachModifiedBoardHasItsOwnRecoveryCopy();
    void eachTabKeepsItsZoomAndTheStartTabHidesThePanels();
    void theInspectorFollowsTheTabsTileSize();
    void untitledBoardsAreToldApart();
    void savingAsAFileOpenInAnotherTabIsRefused();

private:
    void paint(int x, int y, std::uint64_t height);
    MainWindow* window_ = nullptr;
    QTemporaryDir dir_;
};

void TestTabs::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-tabs"));
    QSettings().clear();
}

void TestTabs::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestTabs::cleanup() {
    for (int i = 0; i < window_->boardCount(); ++i)
        window_->boardDocument(i)->markSaved();
    discardEditorWindow(window_);
    QSettings().clear();
}

void TestTabs::paint(int x, int y, std::uint64_t height) {
    const Board& board = window_->document()->board();
    const TileIndex tile[] = {board.indexOf(x, y)};
    window_->document()->pushEdit(QStringLiteral("Paint height"),
                                  board.planField(*board.field("height"), height, tile));
}

void TestTabs::eachTabHasItsOwnUndoAndTheDocksFollow() {
    window_->setBoard(squareBoard(Variant::GB64, 6, 5), QString());
    BoardDocument* first = window_->document();
    paint(1, 1, 7);
    window_->setBoard(squareBoard(Variant::GB16, 4, 4), QString());
    BoardDocument* second = window_->document();
    QVERIFY(first != second);
    QCOMPARE(window_->boardCount(), 2);
    QCOMPARE(window_->tabBar()->count(), 3); // the start tab and one per board
    QCOMPARE(window_->tabBar()->currentIndex(), 2);
    QCOMPARE(window_->view()->document(), second);
    QCOMPARE(window_->inspector()->document(), second);
    // The layer list is the GB16 board's.
    QVERIFY(!window_->layersPanel()->layerKeys().contains(QStringLiteral("turnBarrier")));
    QAction* undo = window_->action(QStringLiteral("actionUndo"));
    QVERIFY(!undo->isEnabled()); // nothing done on this board yet
    paint(2, 2, 3);
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(second->board().get(second->board().indexOf(2, 2), *second->board().field("height")),
             std::uint64_t{0});
    // The first board's edit is untouched, and comes back with its tab.
    const FieldSpec& height = *first->board().field("height");
    QCOMPARE(first->board().get(first->board().indexOf(1, 1), height), std::uint64_t{7});
    window_->activateBoard(0);
    QCOMPARE(window_->document(), first);
    QCOMPARE(window_->view()->document(), first);
    QVERIFY(window_->layersPanel()->layerKeys().contains(QStringLiteral("turnBarrier")));
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(first->board().get(first->board().indexOf(1, 1), height), std::uint64_t{0});
    // The tab shows the modified mark of its board.
    paint(0, 0, 1);
    QVERIFY(window_->tabBar()->tabText(1).endsWith(QStringLiteral(" •")));
    QVERIFY(!window_->tabBar()->tabText(2).endsWith(QStringLiteral(" •")));
}

void TestTabs::aFileAlreadyOpenIsShownNotOpenedTwice() {
    const QString a = dir_.filePath(QStringLiteral("a.gb64"));
    const QString b = dir_.filePath(QStringLiteral("b.gb64"));
    for (const QString& path : {a, b}) {
        window_->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
        window_->document()->setFilePath(path);
        QVERIFY(window_->save());
    }
    QCOMPARE(window_->boardCount(), 2);
    QVERIFY(window_->openFile(a));
    QCOMPARE(window_->boardCount(), 2);
    QCOMPARE(window_->document()->filePath(), QFileInfo(a).absoluteFilePath());
    QCOMPARE(window_->tabBar()->tabText(window_->tabBar()->currentIndex()),
             QStringLiteral("a.gb64"));
    // Closing a tab behind the one shown leaves that one in front.
    window_->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    QCOMPARE(window_->boardCount(), 3);
    emit window_->tabBar()->tabCloseRequested(2); // b.gb64's ×
    QCOMPARE(window_->boardCount(), 2);
    QCOMPARE(window_->activeBoard(), 1);
    QVERIFY(window_->document()->filePath().isEmpty());
    window_->activateBoard(0);
    // Closing the one shown leaves the other open and shown.
    QVERIFY(window_->closeBoard());
    QCOMPARE(window_->boardCount(), 1);
    QVERIFY(window_->document()->filePath().isEmpty());
}

// Noticed last round: Save As onto the file of another tab gave two tabs of one file, each
// saving over the other.
void TestTabs::savingAsAFileOpenInAnotherTabIsRefused() {
    const QString a = dir_.filePath(QStringLiteral("saved-as.gb64"));
    window_->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    window_->document()->setFilePath(a);
    QVERIFY(window_->save());
    const QByteArray before = readFileBytes(a);
    window_->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
    QVERIFY(!window_->saveAsTo(a));
    QVERIFY2(window_->lastError().contains(QStringLiteral("another tab")),
             qPrintable(window_->lastError()));
    QCOMPARE(readFileBytes(a), before);
    QVERIFY(window_->document()->filePath().isEmpty()); // still untitled, still modified
    // Saving a board over its own file is still saving.
    window_->activateBoard(0);
    QVERIFY(window_->saveAsTo(a));
    // And another name is fine.
    window_->activateBoard(1);
    QVERIFY(window_->saveAsTo(dir_.filePath(QStringLiteral("other")))); // the extension is added
    QVERIFY(QFileInfo::exists(dir_.filePath(QStringLiteral("other.gb64"))));
}

void TestTabs::tilesCopiedOnOneBoardArePastedOnAnother() {
    Board source = squareBoard(Variant::GB64, 6, 6);
    const FieldSpec& height = *source.field("height");
    source.setTileRaw(source.indexOf(1, 1), height.write(source.tile(source.indexOf(1, 1)), 9));
    window_->setBoard(source, QString());
    BoardDocument* first = window_->document();
    first->setSelection(Selection::of(source.tileCount(), {source.indexOf(1, 1)}));
    QVERIFY(window_->copySelection());
    window_->setBoard(squareBoard(Variant::GB64, 6, 6), QString());
    BoardDocument* second = window_->document();
    QCOMPARE(second->board().get(second->board().indexOf(1, 1), height), std::uint64_t{0});
    QVERIFY(window_->paste(true)); // in place: where it was on the first board
    QVERIFY(window_->view()->isFloating());
    window_->view()->placeFloating();
    QCOMPARE(second->board().get(second->board().indexOf(1, 1), height), std::uint64_t{9});
    QCOMPARE(second->undoStack()->count(), 1);
    QCOMPARE(first->undoStack()->count(), 0);
    QCOMPARE(first->board(), source);
}

void TestTabs::closingTheWindowAsksAboutEachModifiedBoard() {
    window_->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    paint(0, 0, 2);
    window_->setBoard(squareBoard(Variant::GB64, 3, 3), QString()); // unmodified: not asked about
    window_->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    paint(1, 1, 2);
    // Cancel on the first question keeps the window and every board.
    QString question;
    answerNextMessageBox(QMessageBox::Cancel, &question);
    QVERIFY(!window_->close());
    QVERIFY(question.contains(QStringLiteral("unsaved changes")));
    QCOMPARE(window_->boardCount(), 3);
    // Discard twice: one question per modified board, each shown while asked about.
    int asked = 0;
    QList<int> shown;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                ++asked;
                shown << window_->activeBoard();
                box->button(QMessageBox::Discard)->click();
            }
    });
    poll.start(10);
    QVERIFY(window_->close());
    poll.stop();
    QCOMPARE(asked, 2);
    QCOMPARE(shown, (QList<int>{0, 2}));
}

void TestTabs::eachModifiedBoardHasItsOwnRecoveryCopy() {
    window_->setRecoveryInterval(30);
    const QDir folder(window_->recoveryStore().folder());
    const auto copies = [&] {
        window_->recoveryStore().flush();
        return folder.entryList({QStringLiteral("*.board")}, QDir::Files).size();
    };
    const qsizetype before = copies();
    window_->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    paint(0, 0, 2);
    window_->setBoard(squareBoard(Variant::GB32, 3, 3), QString());
    paint(0, 0, 1);
    window_->writeRecoveryCopy();
    QCOMPARE(copies(), before + 2);
    // Closing one board (its changes discarded) drops its copy only.
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(window_->closeBoard());
    QCOMPARE(copies(), before + 1);
    window_->setRecoveryInterval(0);
    QCOMPARE(copies(), before);
}

void TestTabs::eachTabKeepsItsZoomAndTheStartTabHidesThePanels() {
    window_->setBoard(squareBoard(Variant::GB64, 40, 30), QString());
    window_->view()->setZoom(64);
    window_->view()->centreOn(30, 20);
    const QPointF centre = window_->view()->visibleArea().center();
    window_->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
    QVERIFY(window_->view()->isFitted());
    window_->activateBoard(0);
    QCOMPARE(window_->view()->zoom(), 64.0);
    const QPointF back = window_->view()->visibleArea().center();
    QVERIFY(std::abs(back.x() - centre.x()) < 0.5 && std::abs(back.y() - centre.y()) < 0.5);
    // The start tab: the start page without the panels, which come back with a board.
    auto* layers = window_->findChild<QDockWidget*>(QStringLiteral("layersDock"));
    QVERIFY(layers->isVisible());
    window_->activateBoard(-1);
    QVERIFY(!window_->hasBoard());
    QVERIFY(window_->startPage()->isVisible());
    QVERIFY(!layers->isVisible());
    QVERIFY(!window_->action(QStringLiteral("actionSave"))->isEnabled());
    // Ctrl+PgDown and Ctrl+PgUp go through the tabs, the start tab included.
    window_->action(QStringLiteral("actionNextBoard"))->trigger();
    QCOMPARE(window_->activeBoard(), 0);
    window_->action(QStringLiteral("actionPreviousBoard"))->trigger();
    QCOMPARE(window_->activeBoard(), -1);
    window_->action(QStringLiteral("actionPreviousBoard"))->trigger();
    QCOMPARE(window_->activeBoard(), 1);
    QVERIFY(layers->isVisible());
    QVERIFY(window_->action(QStringLiteral("actionSave"))->isEnabled());
}

// The helper's session: with a GB16 and a GB64 board open, the inspector kept the fields of the
// last board opened (both come from one layout), showed wrong values and edited nothing.
void TestTabs::theInspectorFollowsTheTabsTileSize() {
    Board small = squareBoard(Variant::GB16, 4, 4);
    small.setTileRaw(5, small.field("height")->write(small.tile(5), 4));
    window_->setBoard(small, QString());
    window_->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    const auto shownKeys = [&] {
        QStringList keys;
        for (int row = 0; window_->inspector()->editor(row); ++row) {
            const std::string_view key = window_->inspector()->editor(row)->field().key;
            keys << QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
        }
        return keys;
    };
    const auto boardKeys = [&] {
        QStringList keys;
        for (const FieldSpec& f : window_->document()->board().fields())
            keys << QString::fromLatin1(f.key.data(), static_cast<qsizetype>(f.key.size()));
        return keys;
    };
    window_->inspector()->pinTile(5);
    QCOMPARE(shownKeys(), boardKeys());
    window_->activateBoard(0);
    QCOMPARE(window_->inspector()->pinnedTile(), -1); // pinned on the other board only
    window_->inspector()->pinTile(5);
    QCOMPARE(shownKeys(), boardKeys());
    // Each tab keeps its pin.
    window_->activateBoard(1);
    QCOMPARE(window_->inspector()->pinnedTile(), 5);
    window_->inspector()->pinTile(3);
    window_->activateBoard(0);
    QCOMPARE(window_->inspector()->pinnedTile(), 5);
    window_->activateBoard(1);
    QCOMPARE(window_->inspector()->pinnedTile(), 3);
    QVERIFY(window_->action(QStringLiteral("actionPinTile"))->isChecked());
    window_->activateBoard(0);
    const int height = static_cast<int>(boardKeys().indexOf(QStringLiteral("height")));
    QCOMPARE(window_->inspector()->editor(height)->findChild<QSpinBox*>()->value(), 4);
    window_->inspector()->editField(height, 6);
    const Board& board = window_->document()->board();
    QCOMPARE(board.get(5, *board.field("height")), std::uint64_t{6});
}

// The helper's session: the sample, templates and new boards all showed as "Untitled".
void TestTabs::untitledBoardsAreToldApart() {
    window_->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    window_->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    Board titled = squareBoard(Variant::GB64, 3, 3);
    QVERIFY(!titled.footer().setText(footerField("title"), "Ring of Isles"));
    window_->setBoard(titled, QString());
    QCOMPARE(window_->tabBar()->tabText(1), QStringLiteral("Untitled"));
    QCOMPARE(window_->tabBar()->tabText(2), QStringLiteral("Untitled 2"));
    QCOMPARE(window_->tabBar()->tabText(3), QStringLiteral("Ring of Isles"));
    QVERIFY(window_->windowTitle().startsWith(QStringLiteral("Ring of Isles")));
    // Renamed in the metadata: the tab follows.
    Footer footer = window_->document()->board().footer();
    QVERIFY(!footer.setText(footerField("title"), "Isles Redux"));
    window_->document()->setFooter(footer, QStringLiteral("Metadata"));
    QCOMPARE(window_->tabBar()->tabText(3), QStringLiteral("Isles Redux •"));
}

GBXX_TEST_MAIN(TestTabs);

} // namespace tst_tabs
#include "tst_tabs.moc"
