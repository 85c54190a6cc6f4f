// Several boards open at once (issue 16): one tab each after the start tab, each with its own undo
// stack, selection, view place and recovery copy; the docks and the Undo action follow the tab
// shown; a file already open is shown rather than opened twice; tiles copied on one board are
// pasted on another; closing the window asks about each board with unsaved changes; the previous
// board's status message goes with it.

#include "widgets/inspector/field_editor.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/inspector/tile_inspector.h"
#include "widgets/document/board_document.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/moving_floating_state.h"
#include "widgets/view/states/view_input.h"
#include "widgets/window/main_window.h"
#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QDir>
#include <QDockWidget>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
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
    void statusMessageOfThePreviousBoardGoes();
    void tabNamesStayWholeAndTheTabsScroll();

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
    for (int i = 0; i < tabsOf(window_)->boardCount(); ++i)
        tabsOf(window_)->boardDocument(i)->markSaved();
    discardEditorWindow(window_);
    QSettings().clear();
}

void TestTabs::paint(int x, int y, std::uint64_t height) {
    const Board& board = tabsOf(window_)->document()->board();
    const TileIndex tile[] = {board.indexOf(x, y)};
    tabsOf(window_)->document()->pushEdit(QStringLiteral("Paint height"),
                                          board.planField(*board.field("height"), height, tile));
}

void TestTabs::eachTabHasItsOwnUndoAndTheDocksFollow() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 6, 5), QString());
    BoardDocument* first = tabsOf(window_)->document();
    paint(1, 1, 7);
    tabsOf(window_)->setBoard(squareBoard(Variant::GB16, 4, 4), QString());
    BoardDocument* second = tabsOf(window_)->document();
    QVERIFY(first != second);
    QCOMPARE(tabsOf(window_)->boardCount(), 2);
    QCOMPARE(tabsOf(window_)->tabBar()->count(), 3); // the start tab and one per board
    QCOMPARE(tabsOf(window_)->tabBar()->currentIndex(), 2);
    QCOMPARE(window_->view()->document(), second);
    QCOMPARE(partOf<TileInspector>(window_)->document(), second);
    // The layer list is the GB16 board's.
    QVERIFY(!partOf<LayersPanel>(window_)->layerKeys().contains(QStringLiteral("turnBarrier")));
    QAction* undo = actionOf(window_, QStringLiteral("actionUndo"));
    QVERIFY(!undo->isEnabled()); // nothing done on this board yet
    paint(2, 2, 3);
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(second->board().get(second->board().indexOf(2, 2), *second->board().field("height")),
             std::uint64_t{0});
    // The first board's edit is untouched, and comes back with its tab.
    const FieldSpec& height = *first->board().field("height");
    QCOMPARE(first->board().get(first->board().indexOf(1, 1), height), std::uint64_t{7});
    tabsOf(window_)->activateBoard(0);
    QCOMPARE(tabsOf(window_)->document(), first);
    QCOMPARE(window_->view()->document(), first);
    QVERIFY(partOf<LayersPanel>(window_)->layerKeys().contains(QStringLiteral("turnBarrier")));
    QVERIFY(undo->isEnabled());
    undo->trigger();
    QCOMPARE(first->board().get(first->board().indexOf(1, 1), height), std::uint64_t{0});
    // The tab shows the modified mark of its board.
    paint(0, 0, 1);
    QVERIFY(tabsOf(window_)->tabBar()->tabText(1).endsWith(QStringLiteral(" •")));
    QVERIFY(!tabsOf(window_)->tabBar()->tabText(2).endsWith(QStringLiteral(" •")));
}

void TestTabs::aFileAlreadyOpenIsShownNotOpenedTwice() {
    const QString a = dir_.filePath(QStringLiteral("a.gb64"));
    const QString b = dir_.filePath(QStringLiteral("b.gb64"));
    for (const QString& path : {a, b}) {
        tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
        tabsOf(window_)->document()->setFilePath(path);
        QVERIFY(filesOf(window_)->save());
    }
    QCOMPARE(tabsOf(window_)->boardCount(), 2);
    QVERIFY(filesOf(window_)->openFile(a));
    QCOMPARE(tabsOf(window_)->boardCount(), 2);
    QCOMPARE(tabsOf(window_)->document()->filePath(), QFileInfo(a).absoluteFilePath());
    QCOMPARE(tabsOf(window_)->tabBar()->tabText(tabsOf(window_)->tabBar()->currentIndex()),
             QStringLiteral("a.gb64"));
    // Closing a tab behind the one shown leaves that one in front.
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    QCOMPARE(tabsOf(window_)->boardCount(), 3);
    emit tabsOf(window_)->tabBar()->tabCloseRequested(2); // b.gb64's ×
    QCOMPARE(tabsOf(window_)->boardCount(), 2);
    QCOMPARE(tabsOf(window_)->activeBoard(), 1);
    QVERIFY(tabsOf(window_)->document()->filePath().isEmpty());
    tabsOf(window_)->activateBoard(0);
    // Closing the one shown leaves the other open and shown.
    QVERIFY(filesOf(window_)->closeBoard());
    QCOMPARE(tabsOf(window_)->boardCount(), 1);
    QVERIFY(tabsOf(window_)->document()->filePath().isEmpty());
}

// Noticed last round: Save As onto the file of another tab gave two tabs of one file, each
// saving over the other.
void TestTabs::savingAsAFileOpenInAnotherTabIsRefused() {
    const QString a = dir_.filePath(QStringLiteral("saved-as.gb64"));
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    tabsOf(window_)->document()->setFilePath(a);
    QVERIFY(filesOf(window_)->save());
    const QByteArray before = readFileBytes(a);
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
    QVERIFY(!filesOf(window_)->saveAsTo(a));
    QVERIFY2(statusOf(window_)->lastError().contains(QStringLiteral("another tab")),
             qPrintable(statusOf(window_)->lastError()));
    QCOMPARE(readFileBytes(a), before);
    QVERIFY(tabsOf(window_)->document()->filePath().isEmpty()); // still untitled, still modified
    // Saving a board over its own file is still saving.
    tabsOf(window_)->activateBoard(0);
    QVERIFY(filesOf(window_)->saveAsTo(a));
    // And another name is fine.
    tabsOf(window_)->activateBoard(1);
    QVERIFY(filesOf(window_)->saveAsTo(
        dir_.filePath(QStringLiteral("other")))); // the extension is added
    QVERIFY(QFileInfo::exists(dir_.filePath(QStringLiteral("other.gb64"))));
}

void TestTabs::tilesCopiedOnOneBoardArePastedOnAnother() {
    Board source = squareBoard(Variant::GB64, 6, 6);
    const FieldSpec& height = *source.field("height");
    source.setTileRaw(source.indexOf(1, 1), height.write(source.tile(source.indexOf(1, 1)), 9));
    tabsOf(window_)->setBoard(source, QString());
    BoardDocument* first = tabsOf(window_)->document();
    first->setSelection(Selection::of(source.tileCount(), {source.indexOf(1, 1)}));
    QVERIFY(partOf<RegionEdits>(window_)->copySelection());
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 6, 6), QString());
    BoardDocument* second = tabsOf(window_)->document();
    QCOMPARE(second->board().get(second->board().indexOf(1, 1), height), std::uint64_t{0});
    QVERIFY(partOf<RegionEdits>(window_)->paste(true)); // in place: where it was on the first board
    QVERIFY(window_->view()->input().floating());
    window_->view()->input().floating()->place(*window_->view());
    QCOMPARE(second->board().get(second->board().indexOf(1, 1), height), std::uint64_t{9});
    QCOMPARE(second->undoStack()->count(), 1);
    QCOMPARE(first->undoStack()->count(), 0);
    QCOMPARE(first->board(), source);
}

void TestTabs::closingTheWindowAsksAboutEachModifiedBoard() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    paint(0, 0, 2);
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 3, 3),
                              QString()); // unmodified: not asked about
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    paint(1, 1, 2);
    // Cancel on the first question keeps the window and every board.
    QString question;
    answerNextMessageBox(QMessageBox::Cancel, &question);
    QVERIFY(!window_->close());
    QVERIFY(question.contains(QStringLiteral("unsaved changes")));
    QCOMPARE(tabsOf(window_)->boardCount(), 3);
    // Discard twice: one question per modified board, each shown while asked about.
    int asked = 0;
    QList<int> shown;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                ++asked;
                shown << tabsOf(window_)->activeBoard();
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
    recoveryOf(window_)->setInterval(30);
    const QDir folder(recoveryOf(window_)->store().folder());
    const auto copies = [&] {
        recoveryOf(window_)->store().flush();
        return folder.entryList({QStringLiteral("*.board")}, QDir::Files).size();
    };
    const qsizetype before = copies();
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    paint(0, 0, 2);
    tabsOf(window_)->setBoard(squareBoard(Variant::GB32, 3, 3), QString());
    paint(0, 0, 1);
    recoveryOf(window_)->writeCopies();
    QCOMPARE(copies(), before + 2);
    // Closing one board (its changes discarded) drops its copy only.
    answerNextMessageBox(QMessageBox::Discard);
    QVERIFY(filesOf(window_)->closeBoard());
    QCOMPARE(copies(), before + 1);
    recoveryOf(window_)->setInterval(0);
    QCOMPARE(copies(), before);
}

void TestTabs::eachTabKeepsItsZoomAndTheStartTabHidesThePanels() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 40, 30), QString());
    window_->view()->zoomable()->setScale(64);
    window_->view()->centreOn(30, 20);
    const QPointF centre = window_->view()->visibleArea().center();
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
    QVERIFY(window_->view()->zoomable()->isFitted());
    tabsOf(window_)->activateBoard(0);
    QCOMPARE(window_->view()->zoomable()->scale(), 64.0);
    const QPointF back = window_->view()->visibleArea().center();
    QVERIFY(std::abs(back.x() - centre.x()) < 0.5 && std::abs(back.y() - centre.y()) < 0.5);
    // The start tab: the start page without the panels, which come back with a board.
    auto* layers = window_->findChild<QDockWidget*>(QStringLiteral("layersDock"));
    QVERIFY(layers->isVisible());
    tabsOf(window_)->activateBoard(-1);
    QVERIFY(!tabsOf(window_)->hasBoard());
    QVERIFY(partOf<StartPage>(window_)->isVisible());
    QVERIFY(!layers->isVisible());
    QVERIFY(!actionOf(window_, QStringLiteral("actionSave"))->isEnabled());
    // Ctrl+PgDown and Ctrl+PgUp go through the tabs, the start tab included.
    actionOf(window_, QStringLiteral("actionNextBoard"))->trigger();
    QCOMPARE(tabsOf(window_)->activeBoard(), 0);
    actionOf(window_, QStringLiteral("actionPreviousBoard"))->trigger();
    QCOMPARE(tabsOf(window_)->activeBoard(), -1);
    actionOf(window_, QStringLiteral("actionPreviousBoard"))->trigger();
    QCOMPARE(tabsOf(window_)->activeBoard(), 1);
    QVERIFY(layers->isVisible());
    QVERIFY(actionOf(window_, QStringLiteral("actionSave"))->isEnabled());
}

// The helper's session: with a GB16 and a GB64 board open, the inspector kept the fields of the
// last board opened (both come from one layout), showed wrong values and edited nothing.
void TestTabs::theInspectorFollowsTheTabsTileSize() {
    Board small = squareBoard(Variant::GB16, 4, 4);
    small.setTileRaw(5, small.field("height")->write(small.tile(5), 4));
    tabsOf(window_)->setBoard(small, QString());
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    const auto shownKeys = [&] {
        QStringList keys;
        for (int row = 0; partOf<TileInspector>(window_)->editor(row); ++row) {
            const std::string_view key = partOf<TileInspector>(window_)->editor(row)->field().key;
            keys << QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size()));
        }
        return keys;
    };
    const auto boardKeys = [&] {
        QStringList keys;
        for (const FieldSpec& f : tabsOf(window_)->document()->board().fields())
            keys << QString::fromLatin1(f.key.data(), static_cast<qsizetype>(f.key.size()));
        return keys;
    };
    partOf<TileInspector>(window_)->pinTile(5);
    QCOMPARE(shownKeys(), boardKeys());
    tabsOf(window_)->activateBoard(0);
    QCOMPARE(partOf<TileInspector>(window_)->pinnedTile(), -1); // pinned on the other board only
    partOf<TileInspector>(window_)->pinTile(5);
    QCOMPARE(shownKeys(), boardKeys());
    // Each tab keeps its pin.
    tabsOf(window_)->activateBoard(1);
    QCOMPARE(partOf<TileInspector>(window_)->pinnedTile(), 5);
    partOf<TileInspector>(window_)->pinTile(3);
    tabsOf(window_)->activateBoard(0);
    QCOMPARE(partOf<TileInspector>(window_)->pinnedTile(), 5);
    tabsOf(window_)->activateBoard(1);
    QCOMPARE(partOf<TileInspector>(window_)->pinnedTile(), 3);
    QVERIFY(actionOf(window_, QStringLiteral("actionPinTile"))->isChecked());
    tabsOf(window_)->activateBoard(0);
    const int height = static_cast<int>(boardKeys().indexOf(QStringLiteral("height")));
    QCOMPARE(partOf<TileInspector>(window_)->editor(height)->findChild<QSpinBox*>()->value(), 4);
    partOf<TileInspector>(window_)->editField(height, 6);
    const Board& board = tabsOf(window_)->document()->board();
    QCOMPARE(board.get(5, *board.field("height")), std::uint64_t{6});
}

// The helper's session: the sample, templates and new boards all showed as "Untitled".
void TestTabs::untitledBoardsAreToldApart() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 3, 3), QString());
    Board titled = squareBoard(Variant::GB64, 3, 3);
    QVERIFY(!titled.footer().setText(footerField("title"), "Ring of Isles"));
    tabsOf(window_)->setBoard(titled, QString());
    QCOMPARE(tabsOf(window_)->tabBar()->tabText(1), QStringLiteral("Untitled"));
    QCOMPARE(tabsOf(window_)->tabBar()->tabText(2), QStringLiteral("Untitled 2"));
    QCOMPARE(tabsOf(window_)->tabBar()->tabText(3), QStringLiteral("Ring of Isles"));
    QVERIFY(window_->windowTitle().startsWith(QStringLiteral("Ring of Isles")));
    // Renamed in the metadata: the tab follows.
    Footer footer = tabsOf(window_)->document()->board().footer();
    QVERIFY(!footer.setText(footerField("title"), "Isles Redux"));
    tabsOf(window_)->document()->setFooter(footer, QStringLiteral("Metadata"));
    QCOMPARE(tabsOf(window_)->tabBar()->tabText(3), QStringLiteral("Isles Redux •"));
}

// Found by a new user (issue 13).
void TestTabs::statusMessageOfThePreviousBoardGoes() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    window_->statusBar()->showMessage(QStringLiteral("Saved /tmp/old.gb64"), 4000);
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 5, 5), QString());
    QCOMPARE(window_->statusBar()->currentMessage(), QString());
}

// Issue 42: with many boards open the tab names were cut in the middle, so that two boards read
// "hexw…gb64" and the start tab "S…t". Names stay whole, the tabs scroll, the tip has the path.
void TestTabs::tabNamesStayWholeAndTheTabsScroll() {
    window_->resize(1280, 820);
    QStringList paths;
    for (int i = 0; i < 9; ++i) {
        paths << dir_.filePath(QStringLiteral("hexwrap-16x10-seam-study-%1.gb64").arg(i));
        tabsOf(window_)->setBoard(hexBoard(16, 10), paths.last());
    }
    QCoreApplication::processEvents();
    QTabBar* bar = tabsOf(window_)->tabBar();
    QCOMPARE(bar->count(), 10);
    QCOMPARE(bar->tabText(0), QStringLiteral("Start"));
    int total = 0; // the tabs side by side
    for (int tab = 0; tab < bar->count(); ++tab) {
        // The text fits its tab, with the tab's own margins and the close button beside it.
        const int text = bar->fontMetrics().horizontalAdvance(bar->tabText(tab));
        QVERIFY2(bar->tabRect(tab).width() > text,
                 qPrintable(QStringLiteral("%1: %2 px for %3 px of text")
                                .arg(bar->tabText(tab))
                                .arg(bar->tabRect(tab).width())
                                .arg(text)));
        total += bar->tabRect(tab).width();
        if (tab > 0)
            QCOMPARE(bar->tabToolTip(tab), QDir::toNativeSeparators(paths.at(tab - 1)));
    }
    // More than the window holds: the bar scrolls.
    QVERIFY2(total > bar->width(),
             qPrintable(QStringLiteral("tabs of %1 px in %2 px").arg(total).arg(bar->width())));
    // Each tab can be brought into sight, the first and the last.
    for (const int tab : {bar->count() - 1, 0}) {
        bar->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        const QRect shown = bar->tabRect(tab);
        QVERIFY2(bar->rect().contains(shown.center()),
                 qPrintable(QStringLiteral("tab %1 at %2–%3 of %4")
                                .arg(tab)
                                .arg(shown.left())
                                .arg(shown.right())
                                .arg(bar->width())));
    }
}

GBXX_TEST_MAIN(TestTabs);

} // namespace tst_tabs
#include "tst_tabs.moc"
