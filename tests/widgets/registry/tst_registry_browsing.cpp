// The registry in the Library and in Preferences, against a real registry (issue 35): the Registry
// scope of the Library dock and the start page lists a search's boards with thumbnails, more as the
// list scrolls, opens one on activation; with the registry stopped it says why, with Retry, never
// an empty list. A library board that is an older revision is marked. Preferences ▸ Registry signs
// in only with a token the registry knows, keeps it in a file only its owner reads, signs out and
// tests the connection.

#include "support/test_suite.h"
#include "widgets/settings/preferences_dialog.h"
#include "widgets/library/library_panel.h"
#include "widgets/registry/registry_connection.h"
#include "widgets/registry/registry_model.h"
#include "widgets/registry/registry_results.h"
#include "widgets/registry/registry_settings_page.h"
#include "widgets/shortcuts/key_scheme.h"
#include "widgets/support/registry_fixture.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include <sys/stat.h>

namespace tst_registry_browsing {

using namespace gbxx;
using namespace gbxx::test;

class TestRegistryBrowsing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theRegistryScopeListsPagesThumbnailsAndOpens();
    void anUnreachableRegistryIsSaidWithRetryNeverAnEmptyList();
    void aSilentRegistryCanBeCancelledAndTimesOut();
    void theStartPageSearchesTheRegistryToo();
    void aLibraryBoardThatIsAnOlderRevisionIsMarked();
    void signingInTakesOnlyATokenTheRegistryKnows();

private:
    LibraryPanel* registryPanel() {
        window_->findChild<QDockWidget*>(QStringLiteral("libraryDock"))->show();
        LibraryPanel* panel = partOf<LibraryActions>(window_)->panel();
        panel->setScope(LibraryPanel::Scope::Registry);
        return panel;
    }
    void publishBoards(int count) {
        for (int i = 1; i <= count; ++i)
            QVERIFY(!fixture_->publish(boardBytes(titledBoard(QStringLiteral("Board %1").arg(i))))
                         .first.isEmpty());
    }

    std::unique_ptr<RegistryFixture> fixture_;
    MainWindow* window_ = nullptr;
};

void TestRegistryBrowsing::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-registry"));
    QSettings().clear();
}

void TestRegistryBrowsing::init() {
    fixture_ = std::make_unique<RegistryFixture>();
    fixture_->start();
    QVERIFY(!QTest::currentTestFailed());
    LibraryActions::setDatabasePath(fixture_->dir.filePath(QStringLiteral("library.sqlite")));
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestRegistryBrowsing::cleanup() {
    if (window_) {
        partOf<LibraryActions>(window_)->stop();
        discardEditorWindow(window_);
    }
    LibraryActions::setDatabasePath({});
    fixture_.reset();
}

void TestRegistryBrowsing::theRegistryScopeListsPagesThumbnailsAndOpens() {
    publishBoards(35);
    LibraryPanel* panel = registryPanel();
    RegistryResults* results = panel->registryResults();
    RegistryModel* model = results->model();
    QTRY_VERIFY(model->rowCount() >= 30); // the first page, perhaps the next as the list fills
    // More as the list scrolls to its end.
    results->list()->scrollToBottom();
    QTRY_COMPARE(model->rowCount(), 35);
    QTRY_COMPARE(model->state(), RegistryModel::State::Idle);
    QVERIFY(!model->morePages());
    QCOMPARE(panel->statusLabel()->text(), QStringLiteral("Boards from the registry: 35"));
    QVERIFY(!results->message()->isVisible());
    QTRY_VERIFY(!model->index(0).data(Qt::DecorationRole).value<QIcon>().isNull());

    // The same search box: words go to the registry.
    QTest::keyClicks(panel->searchBox(), QStringLiteral("Board 17"));
    QTRY_COMPARE(model->rowCount(), 1);
    QCOMPARE(model->board(0).title, QStringLiteral("Board 17"));
    const QString code = model->board(0).code;
    emit results->list()->activated(model->index(0));
    QTRY_COMPARE(tabsOf(window_)->boardCount(), 1);
    QCOMPARE(tabsOf(window_)->document()->displayName(), code);
    QCOMPARE(boardBytes(tabsOf(window_)->document()->board()), fixture_->fetch(code).body);
}

void TestRegistryBrowsing::anUnreachableRegistryIsSaidWithRetryNeverAnEmptyList() {
    publishBoards(3);
    LibraryPanel* panel = registryPanel();
    RegistryResults* results = panel->registryResults();
    RegistryModel* model = results->model();
    QTRY_COMPARE(model->rowCount(), 3);
    QVERIFY(results->list()->isVisible());

    QCOMPARE(fixture_->server->process().state(), QProcess::Running);
    QCOMPARE(fixture_->server->terminate(), 0);
    panel->applyQuery();
    QTRY_COMPARE(model->state(), RegistryModel::State::Failed);
    QCOMPARE(model->rowCount(), 0);
    QVERIFY(results->message()->isVisible());
    QVERIFY2(results->message()->text().endsWith(QStringLiteral("could not be searched: "
                                                                "connection refused")),
             qPrintable(results->message()->text()));
    QVERIFY(results->retryButton()->isVisible());
    QVERIFY(!results->list()->isVisible()); // no empty list under the reason

    // Retry asks again (and says why again while the registry is still away).
    QSignalSpy asked(model, &RegistryModel::stateChanged);
    results->retryButton()->click();
    QTRY_VERIFY(asked.size() >= 2);
    QTRY_COMPARE(model->state(), RegistryModel::State::Failed);
    QVERIFY(results->message()->isVisible());

    // Back (on another port, as Preferences would be told): the boards come back by themselves.
    fixture_->restart();
    QVERIFY(!QTest::currentTestFailed());
    partOf<RegistryConnection>(window_)->reload();
    QTRY_COMPARE(model->rowCount(), 3);
    QVERIFY(!results->message()->isVisible());
    QVERIFY(results->list()->isVisible());
}

void TestRegistryBrowsing::aSilentRegistryCanBeCancelledAndTimesOut() {
    // A registry that takes the connection and never answers.
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    qputenv("GBXX_REGISTRY",
            QStringLiteral("http://127.0.0.1:%1").arg(silent.serverPort()).toLatin1());
    qputenv("GBXX_REGISTRY_TIMEOUT_MS", "700");
    RegistryConnection connection;
    qunsetenv("GBXX_REGISTRY_TIMEOUT_MS");
    RegistryResults results(connection);
    results.show();
    results.search({});
    QCOMPARE(results.model()->state(), RegistryModel::State::Searching);
    QCOMPARE(results.message()->text(),
             QStringLiteral("Searching the registry at 127.0.0.1:%1…").arg(silent.serverPort()));
    QVERIFY(results.cancelButton()->isVisible());
    QVERIFY(!results.list()->isVisible());

    results.cancelButton()->click();
    QCOMPARE(results.model()->state(), RegistryModel::State::Failed);
    QVERIFY2(results.message()->text().endsWith(QStringLiteral("could not be searched: cancelled")),
             qPrintable(results.message()->text()));
    QVERIFY(results.retryButton()->isVisible());
    QVERIFY(!results.cancelButton()->isVisible());

    results.retryButton()->click();
    QCOMPARE(results.model()->state(), RegistryModel::State::Searching);
    QTRY_COMPARE_WITH_TIMEOUT(results.model()->state(), RegistryModel::State::Failed, 10000);
    QVERIFY2(results.message()->text().endsWith(QStringLiteral("timed out after 0.7 s")),
             qPrintable(results.message()->text()));
}

void TestRegistryBrowsing::theStartPageSearchesTheRegistryToo() {
    publishBoards(2);
    auto* section = window_->findChild<LibraryPanel*>(QStringLiteral("startLibrary"));
    QTRY_VERIFY(section); // built when the start page is first shown
    QVERIFY(section->registryResults());
    section->setScope(LibraryPanel::Scope::Registry);
    QTRY_COMPARE(section->registryResults()->model()->rowCount(), 2);
}

void TestRegistryBrowsing::aLibraryBoardThatIsAnOlderRevisionIsMarked() {
    const auto [code, first] = fixture_->publish(boardBytes(titledBoard("Dunes")));
    QVERIFY(!code.isEmpty());
    const QByteArray firstBytes = fixture_->fetch(code, 1).body;
    QCOMPARE(fixture_->publish(boardBytes(titledBoard("Dunes, Windier", code))).second, 2);
    const QString folder = fixture_->dir.filePath(QStringLiteral("boards"));
    QVERIFY(QDir().mkpath(folder));
    QFile file(folder + QStringLiteral("/dunes.gb32"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(firstBytes);
    file.close();
    LibraryService* library = partOf<LibraryActions>(window_)->library();
    QVERIFY(library->addFolder(folder, QStringLiteral("2023-09")));
    library->waitUntilIdle();
    window_->findChild<QDockWidget*>(QStringLiteral("libraryDock"))->show();
    LibraryModel* model = partOf<LibraryActions>(window_)->panel()->model();
    QTRY_COMPARE(model->rowCount(), 1);
    QTRY_COMPARE(model->index(0).data(LibraryModel::NewerRevisionRole).toInt(), 2);
    QVERIFY(model->index(0)
                .data(LibraryModel::DetailRole)
                .toString()
                .contains(QStringLiteral("revision 2 in the registry")));
}

void TestRegistryBrowsing::signingInTakesOnlyATokenTheRegistryKnows() {
    const QUrl url(fixture_->server->base());
    QVERIFY(!TokenStore(url).forget());
    KeyScheme keys;
    PreferencesDialog::Choices choices;
    choices.themes = {QStringLiteral("System")};
    choices.recoverySeconds = {30};
    PreferencesDialog dialog(choices, keys, {});
    dialog.showPage(PreferencesDialog::kRegistryPage);
    dialog.show();
    RegistrySettingsPage* page = dialog.registry();
    QVERIFY(page->isVisible());
    QTRY_VERIFY(page->statusLabel()->text().startsWith(QStringLiteral("Not signed in")));
    QVERIFY(!page->signOutButton()->isEnabled());

    // Enter in the token field signs in, and leaves the dialog open.
    page->tokenEdit()->setText(fixture_->token + QStringLiteral("x"));
    QTest::keyClick(page->tokenEdit(), Qt::Key_Return);
    QVERIFY(dialog.isVisible());
    QTRY_VERIFY(page->statusLabel()->text().startsWith(QStringLiteral("Not signed in: ")));
    QVERIFY2(page->statusLabel()->text().contains(QStringLiteral("not valid")),
             qPrintable(page->statusLabel()->text()));
    QVERIFY(!TokenStore(url).read());

    page->tokenEdit()->setText(fixture_->token);
    page->signInButton()->click();
    QTRY_VERIFY(page->statusLabel()->text().startsWith(QStringLiteral("Signed in to")));
    QCOMPARE(page->statusLabel()->text(),
             QStringLiteral("Signed in to %1 as ada; the token is kept in %2.")
                 .arg(url.toString(), TokenStore::filePath()));
    QCOMPARE(TokenStore(url).read(), std::optional<QString>(fixture_->token));
    QVERIFY(page->tokenEdit()->text().isEmpty());
    struct stat info {};
    QCOMPARE(::stat(QFile::encodeName(TokenStore::filePath()).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, 0600u);

    page->testButton()->click();
    QTRY_COMPARE(page->statusLabel()->text(),
                 QStringLiteral("%1 answers; signed in as ada.").arg(url.toString()));
    page->signOutButton()->click();
    QVERIFY(!TokenStore(url).read());
    page->testButton()->click();
    QTRY_COMPARE(page->statusLabel()->text(),
                 QStringLiteral("%1 answers; not signed in.").arg(url.toString()));

    // A stopped registry is said so.
    fixture_->server->terminate();
    page->testButton()->click();
    QTRY_COMPARE(page->statusLabel()->text(),
                 QStringLiteral("%1 cannot be reached: connection refused").arg(url.toString()));

    // An address that is none is refused, and OK keeps the dialog open on it.
    qunsetenv("GBXX_REGISTRY");
    page->addressEdit()->setText(QStringLiteral("ftp://example.org"));
    page->testButton()->click();
    QVERIFY(page->statusLabel()->text().startsWith(QStringLiteral("not a registry address")));
    dialog.accept();
    QVERIFY(dialog.isVisible());
    page->addressEdit()->clear();
    dialog.reject();
}

GBXX_TEST_MAIN(TestRegistryBrowsing);

} // namespace tst_registry_browsing

#include "tst_registry_browsing.moc"
