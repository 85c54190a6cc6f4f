// The editor and a real registry (issue 35): File ▸ Publish… through the real window (the code the
// registry gives enters the board as one undo step and the file is saved with it, so the board, its
// file and the registry hold the same bytes; a failure changes nothing), File ▸ Open by Code… (a
// new tab titled with the code, marked as from the registry until saved), and the notice with
// "Open Revision N" on a board that is an older revision.

#include "widgets/registry/board_sharing.h"
#include "support/test_suite.h"
#include "widgets/registry/open_code_dialog.h"
#include "widgets/registry/publish_dialog.h"
#include "widgets/registry/registry_connection.h"
#include "widgets/support/registry_fixture.h"
#include "widgets/window/message_bar.h"

#include <QCheckBox>
#include <QClipboard>
#include <QCryptographicHash>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabBar>
#include <QTcpServer>
#include <QTest>

namespace tst_registry_window {

using namespace gbxx;
using namespace gbxx::test;

class TestRegistryWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void publishGivesACodeAsOneUndoStepAndTheFileHoldsTheRegistrysBytes();
    void unsavedChangesAreSavedFirstAndAFailureChangesNothing();
    void aFooterCodeThatIsNoCodeIsNotSent();
    void openByCodeOpensANewTabMarkedAsFromTheRegistry();
    void anOlderRevisionSaysSoAndOpensTheNewest();
    void aSilentRegistrysTriesAreShownAndTheWholeWaitSaid();

private:
    QString writeBoardFile(const QString& name, const Board& board) {
        const QString path = fixture_->dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(boardBytes(board)) < 0)
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    BoardSharing* sharing() { return window_->sharing(); }
    BoardDocument* document() { return tabsOf(window_)->document(); }

    std::unique_ptr<RegistryFixture> fixture_;
    MainWindow* window_ = nullptr;
};

void TestRegistryWindow::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-registry"));
    QSettings().clear();
}

void TestRegistryWindow::init() {
    fixture_ = std::make_unique<RegistryFixture>();
    fixture_->start();
    QVERIFY(!QTest::currentTestFailed());
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestRegistryWindow::cleanup() {
    if (window_)
        discardEditorWindow(window_);
    fixture_.reset();
}

void TestRegistryWindow::publishGivesACodeAsOneUndoStepAndTheFileHoldsTheRegistrysBytes() {
    const QString path = writeBoardFile(QStringLiteral("arena.gb32"), titledBoard("Hex Arena"));
    QVERIFY(filesOf(window_)->openFile(path));
    QCOMPARE(document()->undoStack()->count(), 0);

    sharing()->publish();
    PublishDialog* dialog = sharing()->publishDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("publishCode"))
                ->text()
                .contains(QStringLiteral("a new code will be assigned")));
    QTRY_COMPARE(dialog->accountLabel()->text(), QStringLiteral("Publishing as ada"));
    dialog->noteEdit()->setText(QStringLiteral("first cut"));
    dialog->unlistedBox()->setChecked(true);
    QVERIFY(dialog->publishButton()->isEnabled());
    dialog->publishButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->resultLabel()->text().isEmpty(), 20000);
    const QString code = dialog->resultLabel()->text();
    QVERIFY2(
        QRegularExpression(QStringLiteral("^[0-9BCDFGHJKLMNPQRSTVWXY]{5}$")).match(code).hasMatch(),
        qPrintable(code));
    QVERIFY2(!dialog->errorLabel()->isVisible(), qPrintable(dialog->errorLabel()->text()));
    QVERIFY(dialog->linkLabel()->text().contains(QStringLiteral("/b/") + code));
    QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("publishCheck"))
                ->text()
                .contains(QStringLiteral("the same bytes")));
    dialog->copyButton()->click();
    QCOMPARE(QApplication::clipboard()->text(), code);

    // The code is one undo step, and the file was saved with it.
    const FooterField& field = footerField("boardCode");
    QCOMPARE(QString::fromStdString(document()->board().footer().latin1(field)), code);
    QCOMPARE(document()->undoStack()->count(), 1);
    QVERIFY(!document()->isModified());
    const QByteArray saved = fileBytes(path);
    QCOMPARE(saved, boardBytes(document()->board()));
    const HttpAnswer stored = fixture_->fetch(code);
    QCOMPARE(stored.status, 200);
    QCOMPARE(stored.body, saved);
    QCOMPARE(
        QString::fromLatin1(stored.header("etag")).remove(QLatin1Char('"')),
        QString::fromLatin1(QCryptographicHash::hash(saved, QCryptographicHash::Sha256).toHex()));
    // Unlisted, with its note.
    const HttpAnswer meta = fixture_->fetch(code + QStringLiteral("/meta"));
    QVERIFY(meta.body.contains("\"listed\":false"));
    QVERIFY(meta.body.contains("first cut"));

    dialog->reject();
    QTRY_VERIFY(!sharing()->publishDialog());
    document()->undo();
    QCOMPARE(document()->board().footer().latin1(field), std::string());
    QVERIFY(document()->isModified());
}

void TestRegistryWindow::unsavedChangesAreSavedFirstAndAFailureChangesNothing() {
    const QString path = writeBoardFile(QStringLiteral("forest.gb32"), titledBoard("Forest"));
    QVERIFY(filesOf(window_)->openFile(path));
    Footer footer = document()->board().footer();
    footer.setText(footerField("title"), "Forest, Second Try");
    document()->setFooter(footer, QStringLiteral("Title"));
    QVERIFY(document()->isModified());
    QString asked;
    answerNextMessageBox(QMessageBox::Save, &asked);
    sharing()->publish();
    QVERIFY2(asked.contains(QStringLiteral("Save them before publishing")), qPrintable(asked));
    QVERIFY(!document()->isModified());
    const QByteArray before = fileBytes(path);
    QCOMPARE(before, boardBytes(document()->board()));

    // The registry refuses the token: the reason in words, the board and its file as they were.
    PublishDialog* dialog = sharing()->publishDialog();
    QVERIFY(dialog);
    qputenv("GBXX_TOKEN", "1.not-a-token");
    partOf<RegistryConnection>(window_)->reload();
    dialog->checkAccount();
    QTRY_VERIFY(dialog->accountLabel()->text().contains(QStringLiteral("not valid")));
    dialog->publishButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->errorLabel()->isVisible(), 20000);
    qunsetenv("GBXX_TOKEN");
    QVERIFY2(dialog->errorLabel()->text().startsWith(QStringLiteral(
                 "Not published: the registry says: publishing needs a valid token")),
             qPrintable(dialog->errorLabel()->text()));
    QVERIFY(dialog->resultLabel()->text().isEmpty());
    QCOMPARE(document()->undoStack()->count(), 1); // the title only
    QCOMPARE(fileBytes(path), before);

    // With the token back, publishing again from the same dialog works.
    partOf<RegistryConnection>(window_)->reload();
    dialog->checkAccount();
    QTRY_COMPARE(dialog->accountLabel()->text(), QStringLiteral("Publishing as ada"));
    dialog->publishButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->resultLabel()->text().isEmpty(), 20000);
    QCOMPARE(fixture_->fetch(dialog->resultLabel()->text()).body, fileBytes(path));

    // With the registry stopped, the failure is said and nothing changes.
    dialog->reject();
    Footer third = document()->board().footer();
    third.setText(footerField("title"), "Forest, Third Try");
    document()->setFooter(third, QStringLiteral("Title"));
    QVERIFY(filesOf(window_)->save());
    const QByteArray saved = fileBytes(path);
    const int steps = document()->undoStack()->count();
    fixture_->server->terminate();
    sharing()->publish();
    dialog = sharing()->publishDialog();
    QTRY_VERIFY(dialog->publishButton()->isEnabled());
    dialog->publishButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->errorLabel()->isVisible(), 30000);
    QVERIFY2(dialog->errorLabel()->text().contains(QStringLiteral("connection refused")),
             qPrintable(dialog->errorLabel()->text()));
    QCOMPARE(document()->undoStack()->count(), steps);
    QCOMPARE(fileBytes(path), saved);
    QVERIFY(!document()->isModified());
    dialog->reject();
}

void TestRegistryWindow::aFooterCodeThatIsNoCodeIsNotSent() {
    const QString path =
        writeBoardFile(QStringLiteral("odd.gb32"), titledBoard("Odd", QStringLiteral("AB-12")));
    QVERIFY(filesOf(window_)->openFile(path));
    sharing()->publish();
    PublishDialog* dialog = sharing()->publishDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->errorLabel()->isVisible());
    QVERIFY(dialog->errorLabel()->text().contains(QStringLiteral("is not a registry code")));
    QTRY_COMPARE(dialog->accountLabel()->text(), QStringLiteral("Publishing as ada"));
    QVERIFY(!dialog->publishButton()->isEnabled());
    dialog->reject();
}

void TestRegistryWindow::openByCodeOpensANewTabMarkedAsFromTheRegistry() {
    const QByteArray bytes = boardBytes(titledBoard("Shared Isles"));
    const auto [code, revision] = fixture_->publish(bytes);
    QVERIFY(!code.isEmpty());
    const QByteArray stored = fixture_->fetch(code).body;

    sharing()->openByCode();
    OpenCodeDialog* dialog = sharing()->openDialog();
    QVERIFY(dialog && dialog->isVisible());
    QVERIFY(!dialog->openButton()->isEnabled());
    QTest::keyClicks(dialog->codeEdit(), QStringLiteral("nope"));
    QVERIFY(!dialog->openButton()->isEnabled());
    dialog->codeEdit()->setText(code.toLower() + QStringLiteral("@1"));
    QVERIFY(dialog->openButton()->isEnabled());
    dialog->openButton()->click();
    QTRY_COMPARE(tabsOf(window_)->boardCount(), 1);
    QTRY_VERIFY(!sharing()->openDialog());

    // Titled with the code, and the revision that was asked for.
    QCOMPARE(document()->displayName(), code + QStringLiteral("@1"));
    QVERIFY(document()->filePath().isEmpty());
    QVERIFY(!document()->isModified());
    QCOMPARE(document()->registryOrigin()->revision, 1);
    QCOMPARE(boardBytes(document()->board()), stored);
    QTabBar* bar = tabsOf(window_)->tabBar();
    QCOMPARE(bar->tabText(1), code + QStringLiteral("@1"));
    QVERIFY(!bar->tabIcon(1).isNull());
    QVERIFY(bar->tabToolTip(1).contains(QStringLiteral("from the registry")));
    QVERIFY(window_->windowTitle().startsWith(code));

    // Saved somewhere, it is that file's.
    QVERIFY(filesOf(window_)->saveAsTo(fixture_->dir.filePath(code)));
    QCOMPARE(bar->tabText(1), code + QStringLiteral(".gb32"));
    QVERIFY(bar->tabIcon(1).isNull());
    QCOMPARE(fileBytes(fixture_->dir.filePath(code + QStringLiteral(".gb32"))), stored);

    // A code nobody holds: the reason, and the dialog stays for another try.
    sharing()->openByCode();
    dialog = sharing()->openDialog();
    dialog->codeEdit()->setText(QStringLiteral("ZZZZZ"));
    dialog->openButton()->click();
    QTRY_VERIFY(dialog->errorLabel()->isVisible());
    QVERIFY2(dialog->errorLabel()->text().contains(QStringLiteral("no board has the code ZZZZZ")),
             qPrintable(dialog->errorLabel()->text()));
    QVERIFY(dialog->isVisible());
    QCOMPARE(tabsOf(window_)->boardCount(), 1);
    dialog->reject();
}

void TestRegistryWindow::anOlderRevisionSaysSoAndOpensTheNewest() {
    const auto [code, first] = fixture_->publish(boardBytes(titledBoard("Dunes")));
    QVERIFY(!code.isEmpty());
    const QByteArray firstBytes = fixture_->fetch(code, 1).body;
    QCOMPARE(fixture_->publish(boardBytes(titledBoard("Dunes, Windier", code))).second, 2);

    const QString path = fixture_->dir.filePath(QStringLiteral("dunes.gb32"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(firstBytes);
    file.close();
    QVERIFY(filesOf(window_)->openFile(path));
    auto* bar = window_->findChild<MessageBar*>();
    QTRY_VERIFY(bar->isVisible());
    QCOMPARE(bar->textLabel()->text(),
             QStringLiteral("The registry has a newer revision of %1: revision 2 (this board is "
                            "revision 1).")
                 .arg(code));
    QCOMPARE(bar->buttons().size(), 1);
    QCOMPARE(bar->buttons().front()->text(), QStringLiteral("Open Revision 2"));
    // Only while that board is in front.
    tabsOf(window_)->activateBoard(-1);
    QVERIFY(bar->isHidden());
    tabsOf(window_)->activateBoard(0);
    QVERIFY(bar->isVisible());

    bar->buttons().front()->click();
    QTRY_COMPARE(tabsOf(window_)->boardCount(), 2);
    QCOMPARE(document()->registryOrigin()->revision, 2);
    QCOMPARE(boardBytes(document()->board()), fixture_->fetch(code).body);
    QVERIFY(bar->isHidden()); // the newest has nothing newer
}

void TestRegistryWindow::aSilentRegistrysTriesAreShownAndTheWholeWaitSaid() {
    // A registry that takes the connection and never answers (issue 42, item 7).
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost));
    const QString address = QStringLiteral("127.0.0.1:%1").arg(silent.serverPort());
    qputenv("GBXX_REGISTRY", "http://" + address.toLatin1());
    qputenv("GBXX_REGISTRY_TIMEOUT_MS", "300");
    qputenv("GBXX_TOKEN", "gbxx_silent-token");
    RegistryConnection connection;
    qunsetenv("GBXX_REGISTRY_TIMEOUT_MS");
    PublishFacts facts;
    facts.title = QStringLiteral("Quiet");
    facts.bytes = boardBytes(titledBoard("Quiet"));
    PublishDialog dialog(facts, connection);
    dialog.show();
    QVERIFY(dialog.publishButton()->isEnabled());
    dialog.publishButton()->click();
    qunsetenv("GBXX_TOKEN");
    QCOMPARE(dialog.sendingLabel()->text(),
             QStringLiteral("Sending the board to %1…").arg(address));
    QTRY_COMPARE_WITH_TIMEOUT(dialog.sendingLabel()->text(),
                              QStringLiteral("No answer yet from %1; sending the board again: try "
                                             "2 of 3…")
                                  .arg(address),
                              10000);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.sendingLabel()->text(),
                              QStringLiteral("No answer yet from %1; sending the board again: try "
                                             "3 of 3…")
                                  .arg(address),
                              10000);
    QTRY_VERIFY_WITH_TIMEOUT(dialog.errorLabel()->isVisible(), 10000);
    QVERIFY2(QRegularExpression(QStringLiteral("^Not published: no answer in [0-9]+ s: 3 tries, "
                                               "each timed out after 0\\.3 s$"))
                 .match(dialog.errorLabel()->text())
                 .hasMatch(),
             qPrintable(dialog.errorLabel()->text()));
    // Publishing again starts with the first try's words.
    dialog.publishButton()->click();
    QCOMPARE(dialog.sendingLabel()->text(),
             QStringLiteral("Sending the board to %1…").arg(address));
    dialog.reject();
}

GBXX_TEST_MAIN(TestRegistryWindow);

} // namespace tst_registry_window

#include "tst_registry_window.moc"
