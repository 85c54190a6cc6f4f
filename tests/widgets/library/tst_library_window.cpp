// The board library in the real window (issue 17): the Library dock and the start page's section
// search as the user types and filters, mark duplicates and code conflicts, show thumbnails, open a
// board on activation; indexing runs in the background with progress and Cancel; a file written
// into a library folder appears by itself; Generate never picks a code the library holds.

#include "widgets/board/metadata_dialog.h"
#include "widgets/library/library_panel.h"
#include "widgets/library/library_service.h"
#include "widgets/start/start_page.h"
#include "gbxx/codec.h"
#include "widgets/support/gui_test_support.h"
#include "support/library_tree.h"
#include "support/test_suite.h"

#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

namespace tst_library_window {

using namespace gbxx;
using namespace gbxx::test;

class TestLibraryWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theDockSearchesAsTheUserTypesAndFilters();
    void duplicatesConflictsAndThumbnailsShow();
    void activatingABoardOpensItInATab();
    void theStartPageSearchesTheLibraryToo();
    void indexingCanBeCancelledAndResumes();
    void aBoardWrittenIntoALibraryFolderAppears();
    void generateNeverPicksACodeTheLibraryHolds();
    void aDatabaseInsideALibraryFolderStartsNoEndlessIndex();
    void aWindowOnABoardOpensTheLibraryWhenItIsAskedFor();
    void aDamagedLibraryIsSetAsideAndBuiltAgain();

private:
    QStringList shownPaths(LibraryPanel* panel) {
        QStringList paths;
        for (int row = 0; row < panel->model()->rowCount(); ++row)
            paths << panel->model()->index(row).data(LibraryModel::PathRole).toString();
        return paths;
    }
    std::unique_ptr<QTemporaryDir> dir_;
    LibraryTree tree_;
    std::unique_ptr<MainWindow> window_;
};

void TestLibraryWindow::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-library"));
}

void TestLibraryWindow::init() {
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QDir(dir_->path()).mkdir(QStringLiteral("tree"));
    tree_ = makeLibraryTree(dir_->filePath(QStringLiteral("tree")));
    LibraryActions::setDatabasePath(dir_->filePath(QStringLiteral("library.sqlite")));
    window_ = std::make_unique<MainWindow>();
    statusOf(window_)->setInteractive(false);
    window_->resize(1200, 800);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY(partOf<LibraryActions>(window_)->library()->addFolder(tree_.root,
                                                                  QStringLiteral("2023-09")));
    partOf<LibraryActions>(window_)->library()->waitUntilIdle();
    window_->findChild<QDockWidget*>(QStringLiteral("libraryDock"))->show();
}

void TestLibraryWindow::cleanup() {
    partOf<LibraryActions>(window_)->library()->waitUntilIdle();
    window_.reset();
    LibraryActions::setDatabasePath({});
}

void TestLibraryWindow::theDockSearchesAsTheUserTypesAndFilters() {
    LibraryPanel* panel = partOf<LibraryActions>(window_)->panel();
    QCOMPARE(panel->model()->rowCount(), LibraryTree::boardNames().size());
    // By name is the first order: file names, any case.
    QCOMPARE(QFileInfo(shownPaths(panel).front()).fileName(), QStringLiteral("empty.gb08"));
    QCOMPARE(QFileInfo(shownPaths(panel).back()).fileName(), QStringLiteral("tiny.Gb08"));
    QTest::keyClicks(panel->searchBox(), QStringLiteral("ISLES"));
    QTRY_COMPARE(panel->model()->rowCount(), 2); // applied a moment after the last key
    const QStringList found = shownPaths(panel);
    QCOMPARE(QSet<QString>(found.begin(), found.end()),
             QSet<QString>(
                 {tree_.path(QStringLiteral("ring")), tree_.path(QStringLiteral("ringCopy"))}));
    panel->searchBox()->clear();
    auto* variant = panel->findChildren<QComboBox*>().at(0);
    variant->setCurrentIndex(variant->findData(32));
    panel->applyQuery();
    QCOMPARE(panel->model()->rowCount(), 2);
    auto* order = panel->findChild<QComboBox*>(QStringLiteral("libraryOrder"));
    order->setCurrentIndex(2); // largest first
    panel->applyQuery();
    QCOMPARE(shownPaths(panel),
             (QStringList{tree_.path(QStringLiteral("forestV2")),
                          tree_.path(QStringLiteral("forest"))})); // 20×21 before 20×20
    const QString status = panel->statusLabel()->text();
    QVERIFY2(status.contains(QStringLiteral("2 of 8")), qPrintable(status));
}

void TestLibraryWindow::duplicatesConflictsAndThumbnailsShow() {
    LibraryModel* model = partOf<LibraryActions>(window_)->panel()->model();
    int duplicates = 0, conflicts = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row);
        duplicates += index.data(LibraryModel::DuplicateRole).toBool();
        conflicts += index.data(LibraryModel::ConflictRole).toBool();
        QVERIFY(!index.data(Qt::DecorationRole).value<QIcon>().pixmap(48).isNull());
        if (index.data(LibraryModel::ConflictRole).toBool())
            QVERIFY(index.data(LibraryModel::DetailRole).toString().contains("code conflict"));
    }
    QCOMPARE(duplicates, 2);
    QCOMPARE(conflicts, 2);
}

void TestLibraryWindow::activatingABoardOpensItInATab() {
    LibraryPanel* panel = partOf<LibraryActions>(window_)->panel();
    const int before = tabsOf(window_)->boardCount();
    const QStringList paths = shownPaths(panel);
    const int row = static_cast<int>(paths.indexOf(tree_.path(QStringLiteral("chateau"))));
    QVERIFY(row >= 0);
    QListView* list = panel->list();
    list->setFocus();
    list->setCurrentIndex(panel->model()->index(row));
    QTest::keyClick(list, Qt::Key_Return); // activation, as a double click is
    QCOMPARE(tabsOf(window_)->boardCount(), before + 1);
    QCOMPARE(tabsOf(window_)->document()->board().width(), 32);
    QCOMPARE(QFileInfo(tabsOf(window_)->document()->filePath()).fileName(),
             QStringLiteral("plain.gb16"));
}

void TestLibraryWindow::theStartPageSearchesTheLibraryToo() {
    auto* section = window_->findChild<LibraryPanel*>(QStringLiteral("startLibrary"));
    QVERIFY(section);
    QCOMPARE(section->model()->rowCount(), LibraryTree::boardNames().size());
    section->searchBox()->setText(QStringLiteral("zoë")); // QTest types ASCII only
    section->applyQuery();
    QCOMPARE(section->model()->rowCount(), 1);
    // Each list searches on its own.
    QCOMPARE(partOf<LibraryActions>(window_)->panel()->model()->rowCount(),
             LibraryTree::boardNames().size());
}

void TestLibraryWindow::indexingCanBeCancelledAndResumes() {
    // A second folder of 600 boards: read in batches, so a cancel has something to stop.
    const QString more = dir_->filePath(QStringLiteral("more"));
    QDir().mkpath(more);
    Board board(Variant::GB08, 16, 16);
    const auto bytes = writeBoard(board);
    for (int k = 0; k < 600; ++k) {
        QFile file(QStringLiteral("%1/b%2.gb08").arg(more).arg(k));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
    }
    LibraryService* library = partOf<LibraryActions>(window_)->library();
    // An index the folder watcher started earlier would take the click, or finish first and
    // leave this one queued behind it: the cancel must meet this folder's own run.
    library->waitUntilIdle();
    QSignalSpy finished(library, &LibraryService::indexFinished);
    QSignalSpy progress(library, &LibraryService::indexProgress);
    QVERIFY(library->addFolder(more, QStringLiteral("2023-09")));
    QVERIFY(library->busy());
    // Cancelled from the window's own button while its thread lists the files. Waiting for the
    // first progress to come in first raced the thread: on a fast machine all 600 were read
    // before the window saw it (CI, tst_library_window).
    QPushButton* cancel = nullptr;
    for (QPushButton* b : partOf<LibraryActions>(window_)->panel()->findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Cancel") && b->isVisible())
            cancel = b;
    QVERIFY(cancel);
    cancel->click();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished[0][0].toBool(), true); // cancelled
    QVERIFY(progress.size() >= 1);
    const qint64 kept = library->database().counts().first;
    QVERIFY2(kept < 8 + 600, qPrintable(QString::number(kept)));
    library->refresh(); // the rest is read now
    library->waitUntilIdle();
    QCOMPARE(library->database().counts().first, 8 + 600);
}

void TestLibraryWindow::aBoardWrittenIntoALibraryFolderAppears() {
    LibraryPanel* panel = partOf<LibraryActions>(window_)->panel();
    Board board(Variant::GB16, 5, 5);
    board.footer().setText(footerField("title"), "Fresh Island");
    const auto bytes = writeBoard(board);
    QFile file(tree_.root + QStringLiteral("/beta/fresh.gb16"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<qint64>(bytes.size()));
    file.close();
    // The watcher sees the folder change, waits for the writes to settle, indexes again (a second
    // or two; the limit is for a machine loaded with sanitizer builds, where it took over 10 s).
    QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), LibraryTree::boardNames().size() + 1,
                              40000);
    QVERIFY(QFile::remove(tree_.root + QStringLiteral("/beta/fresh.gb16")));
    QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), LibraryTree::boardNames().size(), 40000);
}

void TestLibraryWindow::generateNeverPicksACodeTheLibraryHolds() {
    Footer footer = Footer::forNewBoard();
    MetadataDialog dialog(footer);
    // Every code is taken but the fourth one tried: Generate keeps drawing until it is free.
    int asked = 0;
    QString free;
    dialog.setCodeHolder([&](const QString& code) {
        if (++asked == 4) {
            free = code;
            return QString();
        }
        return QStringLiteral("/boards/other.gb64");
    });
    asked = 0;
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
        if (b->text().contains(QLatin1String("Generate")))
            b->click();
    QCOMPARE(dialog.editor(QStringLiteral("boardCode"))->text(), free);
    // A typed code the library holds: pointed out, and still allowed.
    dialog.setCodeHolder([](const QString& code) {
        return code == QLatin1String("FOR01") ? QStringLiteral("/x/forest.gb32") : QString();
    });
    dialog.editor(QStringLiteral("boardCode"))->setText(QStringLiteral("FOR01"));
    QVERIFY(dialog.problem(QStringLiteral("boardCode"))->isVisibleTo(&dialog));
    QVERIFY(dialog.problem(QStringLiteral("boardCode"))->text().contains("/x/forest.gb32"));
    QVERIFY(dialog.isAcceptable());
    // Through the window, against the real library.
    QCOMPARE(
        partOf<LibraryActions>(window_)->library()->holderOfCode(QStringLiteral("FOR01")).isEmpty(),
        false);
    QCOMPARE(partOf<LibraryActions>(window_)->library()->holderOfCode(
                 QStringLiteral("INS01"), tree_.path(QStringLiteral("inside"))),
             QString());
}

// Each index writes the database; were its folder watched, the write would start the next index.
void TestLibraryWindow::aDatabaseInsideALibraryFolderStartsNoEndlessIndex() {
    window_.reset();
    LibraryActions::setDatabasePath(tree_.root + QStringLiteral("/beta/library.sqlite"));
    window_ = std::make_unique<MainWindow>();
    statusOf(window_)->setInteractive(false);
    LibraryService* library = partOf<LibraryActions>(window_)->library();
    QSignalSpy started(library, &LibraryService::indexStarted);
    QVERIFY(library->addFolder(tree_.root, QStringLiteral("2023-09")));
    library->waitUntilIdle();
    QCOMPARE(library->database().counts().first, LibraryTree::boardNames().size());
    QTest::qWait(2500); // longer than the watcher's settling time
    QVERIFY(!library->busy());
    QVERIFY2(started.size() <= 2, qPrintable(QString::number(started.size())));
}

GBXX_TEST_MAIN(TestLibraryWindow);

void TestLibraryWindow::aWindowOnABoardOpensTheLibraryWhenItIsAskedFor() {
    // Issue 19: a window opened on a board, the Library dock closed, shows its first frame
    // without opening the database or building a library panel.
    const QString database = dir_->filePath(QStringLiteral("later.sqlite"));
    LibraryActions::setDatabasePath(database);
    MainWindow window;
    statusOf(window)->setInteractive(false);
    QVERIFY(filesOf(window)->openFile(tree_.path(QStringLiteral("ring"))));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.findChildren<LibraryPanel*>().isEmpty());
    QVERIFY(!QFile::exists(database));
    // Show Library: the dock's panel is there at once, over the database just opened.
    actionOf(window, QStringLiteral("actionLibrary"))->trigger();
    QTRY_VERIFY(window.findChild<QDockWidget*>(QStringLiteral("libraryDock"))->isVisible());
    QCOMPARE(window.findChildren<LibraryPanel*>().size(), 1);
    QVERIFY(QFile::exists(database));
    QVERIFY(partOf<LibraryActions>(window)->panel()->isVisible());
    // The start page's search is built when the page comes forward (the last board closed).
    QVERIFY(filesOf(window)->closeBoard());
    QTRY_VERIFY(window.findChild<LibraryPanel*>(QStringLiteral("startLibrary")));
    QVERIFY(window.findChild<LibraryPanel*>(QStringLiteral("startLibrary"))->isVisible());
}

// Issue 31: a library damaged while the editor was away (the second page's first 200 bytes zeroed:
// it opens, but its boards cannot be read) showed an empty list. It is set aside, the status bar
// says so, and it is built again from the folders it still tells.
void TestLibraryWindow::aDamagedLibraryIsSetAsideAndBuiltAgain() {
    window_.reset();
    const QString path = dir_->filePath(QStringLiteral("library.sqlite"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(4096));
        QCOMPARE(file.write(QByteArray(200, '\0')), 200);
    }
    window_ = std::make_unique<MainWindow>();
    statusOf(window_)->setInteractive(false);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    window_->findChild<QDockWidget*>(QStringLiteral("libraryDock"))->show();
    LibraryPanel* panel = partOf<LibraryActions>(window_)->panel();
    QVERIFY(panel);
    QTRY_VERIFY2(window_->statusBar()->currentMessage().contains(QStringLiteral("set aside")),
                 qPrintable(window_->statusBar()->currentMessage()));
    QCOMPARE(QDir(dir_->path())
                 .entryList({QStringLiteral("library.sqlite.broken-*")}, QDir::Files)
                 .filter(QRegularExpression(QStringLiteral("-[0-9]+$")))
                 .size(),
             1);
    QTRY_COMPARE_WITH_TIMEOUT(shownPaths(panel).size(), LibraryTree::boardNames().size(), 20000);
    partOf<LibraryActions>(window_)->library()->waitUntilIdle();
    QCOMPARE(partOf<LibraryActions>(window_)->library()->folders().size(), std::size_t{1});
}

} // namespace tst_library_window
#include "tst_library_window.moc"
