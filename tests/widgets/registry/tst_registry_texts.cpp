// What the editor says of the registry in the user's language (issue 42, items 6 and 9): every
// error id of docs/registry-api.md in the editor's own translated words, the registry's text
// quoted only for an id it does not know; the German Publish dialog with every line whole; the
// dialog saying what the board is ("16 × 10, hex, wraps"), not its file size.

#include "widgets/registry/board_sharing.h"
#include "support/test_suite.h"
#include "text/translations.h"
#include "widgets/registry/open_code_dialog.h"
#include "widgets/registry/publish_dialog.h"
#include "widgets/registry/registry_connection.h"
#include "widgets/registry/registry_problem.h"
#include "widgets/support/registry_fixture.h"

#include <QFile>
#include <QFormLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

namespace tst_registry_texts {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// The programs' translations for `language` alone, as the editor started in it has them.
void useLanguage(const QString& language) {
    for (auto* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installTranslations(*QCoreApplication::instance(), language);
}

// The error ids the API documents: the `error` column of docs/registry-api.md's table.
QStringList documentedIds() {
    QFile file(QStringLiteral(GBXX_TEST_DATA_DIR "/../../docs/registry-api.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList ids;
    static const QRegularExpression row(QStringLiteral("^\\| (\\d{3}) \\| `([a-z-]+)` \\|"));
    for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n')))
        if (const auto m = row.match(line); m.hasMatch())
            ids << m.captured(2);
    return ids;
}

RegistryError answered(int status, const QString& id, const QString& message) {
    RegistryError error;
    error.status = status;
    error.id = id;
    error.body = {{QStringLiteral("error"), id}, {QStringLiteral("message"), message}};
    error.reason = QStringLiteral("the registry says: ") + message;
    return error;
}

} // namespace

class TestRegistryTexts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void everyDocumentedErrorIdIsSaidInTheEditorsWords();
    void anUnknownIdIsQuotedAsTheRegistrySaidIt();
    void inGermanTheRegistrysRefusalsAreGerman();
    void theGermanPublishDialogCutsNoLine();
    void publishSaysWhatTheBoardIs();

private:
    void startWindow(bool signedIn = true);
    BoardSharing* sharing() { return window_->sharing(); }
    QString writeBoardFile(const QString& name, const Board& board) {
        const QString path = fixture_->dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(boardBytes(board)) < 0)
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    std::unique_ptr<RegistryFixture> fixture_;
    MainWindow* window_ = nullptr;
};

void TestRegistryTexts::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-registry-texts"));
    QSettings().clear();
}

void TestRegistryTexts::startWindow(bool signedIn) {
    fixture_ = std::make_unique<RegistryFixture>();
    fixture_->start(signedIn);
    QVERIFY(!QTest::currentTestFailed());
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestRegistryTexts::cleanup() {
    if (window_)
        discardEditorWindow(window_);
    window_ = nullptr;
    fixture_.reset();
    useLanguage(QStringLiteral("en"));
    QSettings().clear();
}

void TestRegistryTexts::everyDocumentedErrorIdIsSaidInTheEditorsWords() {
    const QStringList ids = documentedIds();
    QVERIFY(ids.size() >= 16);
    const QString server = QStringLiteral("SERVER WORDS");
    for (const QString& id : ids) {
        QVERIFY2(knownRegistryErrorIds().contains(id), qPrintable(id));
        for (const auto what : {RegistryAsk::What::Other, RegistryAsk::What::Fetch,
                                RegistryAsk::What::Publish, RegistryAsk::What::Account}) {
            const RegistryAsk ask{what, QStringLiteral("BBBBB"), 0};
            useLanguage(QStringLiteral("en"));
            const QString english = registryProblem(answered(400, id, server), ask);
            useLanguage(QStringLiteral("de"));
            const QString german = registryProblem(answered(400, id, server), ask);
            QVERIFY2(!english.isEmpty(), qPrintable(id));
            // The detail of a bad request or an invalid board is the registry's alone.
            if (id != QLatin1String("bad-request") && id != QLatin1String("invalid-board"))
                QVERIFY2(!english.contains(server), qPrintable(id + QStringLiteral(": ") + english));
            QVERIFY2(german != english, qPrintable(id + QStringLiteral(": ") + german));
            QVERIFY2(!german.contains(QStringLiteral("the registry")), qPrintable(german));
        }
    }
    useLanguage(QStringLiteral("en"));
    // What was asked is part of the words.
    QCOMPARE(registryProblem(answered(404, QStringLiteral("not-found"), server),
                             {RegistryAsk::What::Fetch, QStringLiteral("BBBBB"), 0}),
             QStringLiteral("the registry says: no board has the code BBBBB"));
    QCOMPARE(registryProblem(answered(404, QStringLiteral("not-found"), server),
                             {RegistryAsk::What::Fetch, QStringLiteral("BBBBB"), 3}),
             QStringLiteral("the registry says: BBBBB has no revision 3"));
    QCOMPARE(registryProblem(answered(401, QStringLiteral("unauthorized"), server),
                             {RegistryAsk::What::Account}),
             QStringLiteral("the registry says: the token is not valid (or was revoked)"));
    // No answer at all: the client's own reason.
    RegistryError refused;
    refused.reason = QStringLiteral("connection refused");
    QCOMPARE(registryProblem(refused), QStringLiteral("connection refused"));
}

void TestRegistryTexts::anUnknownIdIsQuotedAsTheRegistrySaidIt() {
    useLanguage(QStringLiteral("de"));
    const QString quoted =
        registryProblem(answered(418, QStringLiteral("teapot"), QStringLiteral("I am a teapot")));
    QVERIFY2(quoted.contains(QStringLiteral("I am a teapot")), qPrintable(quoted));
    QVERIFY2(!quoted.contains(QStringLiteral("the registry")), qPrintable(quoted));
    // Control characters are shown as spaces, never obeyed.
    const QString tricky = registryProblem(
        answered(418, QStringLiteral("teapot"), QStringLiteral("a\x1b[2J\nerror: b")));
    QVERIFY2(!tricky.contains(QChar(0x1b)) && !tricky.contains(QLatin1Char('\n')),
             qPrintable(tricky));
    // Without a message, the status.
    RegistryError bare;
    bare.status = 502;
    QVERIFY(registryProblem(bare).contains(QStringLiteral("502")));
}

// The German run: "Nicht geöffnet: the registry says: no board has the code BBBBB", and the
// token check "the registry says: the token is not valid (or was revoked)".
void TestRegistryTexts::inGermanTheRegistrysRefusalsAreGerman() {
    useLanguage(QStringLiteral("de"));
    startWindow();
    sharing()->openByCode();
    OpenCodeDialog* dialog = sharing()->openDialog();
    QVERIFY(dialog);
    dialog->codeEdit()->setText(QStringLiteral("BBBBB"));
    dialog->openButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->errorLabel()->isVisible(), 20000);
    const QString notOpened = dialog->errorLabel()->text();
    QVERIFY2(notOpened.startsWith(QStringLiteral("Nicht geöffnet: ")), qPrintable(notOpened));
    QVERIFY2(notOpened.contains(QStringLiteral("BBBBB")), qPrintable(notOpened));
    QVERIFY2(!notOpened.contains(QStringLiteral("the registry")) &&
                 !notOpened.contains(QStringLiteral("no board")),
             qPrintable(notOpened));
    dialog->reject();

    const QString path = writeBoardFile(QStringLiteral("arena.gb32"), titledBoard("Arena"));
    QVERIFY(filesOf(window_)->openFile(path));
    qputenv("GBXX_TOKEN", "1.not-a-token");
    partOf<RegistryConnection>(window_)->reload();
    sharing()->publish();
    PublishDialog* publish = sharing()->publishDialog();
    QVERIFY(publish);
    QTRY_VERIFY_WITH_TIMEOUT(!publish->accountLabel()->text().contains(QStringLiteral("…")),
                             20000);
    const QString account = publish->accountLabel()->text();
    QVERIFY2(!account.contains(QStringLiteral("the registry")) &&
                 !account.contains(QStringLiteral("token is not valid")),
             qPrintable(account));
    publish->publishButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(publish->errorLabel()->isVisible(), 20000);
    qunsetenv("GBXX_TOKEN");
    const QString refused = publish->errorLabel()->text();
    QVERIFY2(!refused.contains(QStringLiteral("the registry")) &&
                 !refused.contains(QStringLiteral("publishing needs")),
             qPrintable(refused));
    publish->reject();
}

// Each label of the German Publish dialog is as tall as its wrapped words, and no row overlaps the
// next ("Code:" was cut by the account's row, "Nicht angemeldet: … Verzeichnis-Token." on two lines).
void TestRegistryTexts::theGermanPublishDialogCutsNoLine() {
    useLanguage(QStringLiteral("de"));
    startWindow(false);
    const QString path = writeBoardFile(QStringLiteral("arena.gb32"),
                                        titledBoard("Arena", QStringLiteral("BCDFG")));
    QVERIFY(filesOf(window_)->openFile(path));
    sharing()->publish();
    PublishDialog* dialog = sharing()->publishDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->accountLabel()->text().contains(QStringLiteral("…")),
                             20000);
    QCoreApplication::processEvents();
    auto* code = dialog->findChild<QLabel*>(QStringLiteral("publishCode"));
    QVERIFY(code);
    QVERIFY(code->text().contains(QStringLiteral("BCDFG")));
    for (QLabel* label : dialog->findChildren<QLabel*>()) {
        if (!label->isVisible() || !label->wordWrap() || label->text().isEmpty())
            continue;
        QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                 qPrintable(QStringLiteral("%1: %2 px for %3")
                                .arg(label->text())
                                .arg(label->height())
                                .arg(label->heightForWidth(label->width()))));
    }
    // The rows follow each other: the code's ends above the account's.
    const QRect codeRect(code->mapTo(dialog, QPoint(0, 0)), code->size());
    const QWidget* account = dialog->accountLabel();
    const QRect accountRect(account->mapTo(dialog, QPoint(0, 0)), account->size());
    QVERIFY2(codeRect.bottom() < accountRect.top(),
             qPrintable(QStringLiteral("code ends at %1, the account starts at %2")
                            .arg(codeRect.bottom())
                            .arg(accountRect.top())));
    dialog->reject();
}

void TestRegistryTexts::publishSaysWhatTheBoardIs() {
    startWindow();
    Board board = hexBoard(16, 10);
    board.setHeader(*board.layout().headerField("wrap"), 1);
    board.footer().setText(footerField("title"), "Wrapped Isles");
    const QString path = writeBoardFile(QStringLiteral("isles.gb64"), board);
    QVERIFY(filesOf(window_)->openFile(path));
    sharing()->publish();
    PublishDialog* dialog = sharing()->publishDialog();
    QVERIFY(dialog);
    auto* shape = dialog->findChild<QLabel*>(QStringLiteral("publishShape"));
    QVERIFY(shape);
    QCOMPARE(shape->text(), QStringLiteral("16 × 10, hex, wraps"));
    dialog->reject();
    QTRY_VERIFY(!sharing()->publishDialog());

    QVERIFY(filesOf(window_)->openFile(
        writeBoardFile(QStringLiteral("plain.gb32"), titledBoard("Plain"))));
    sharing()->publish();
    dialog = sharing()->publishDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->findChild<QLabel*>(QStringLiteral("publishShape"))->text(),
             QStringLiteral("6 × 4, square"));
    dialog->reject();
}

GBXX_TEST_MAIN(TestRegistryTexts);

} // namespace tst_registry_texts
#include "tst_registry_texts.moc"
