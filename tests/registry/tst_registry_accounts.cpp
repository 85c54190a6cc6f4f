// gbxx-registry's own command line: accounts made and revoked with `user add|revoke`, tokens kept
// only as salted hashes, `serve` saying where it listens and ending cleanly on SIGTERM, and usage
// errors. Real processes on a scratch data folder.

#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace tst_registry_accounts {

using namespace gbxx::test;

class TestRegistryAccounts : public QObject {
    Q_OBJECT

private slots:
    void addPrintsATokenThatPublishingAccepts();
    void anExistingOrBadNameIsRefused();
    void aTokenNobodyReceivedMakesNoAccount();
    void revokeEndsTheTokens();
    void serveSaysWhereAndEndsOnTerm();
    void usageErrors();

private:
    QStringList data(const QTemporaryDir& dir) {
        return {QStringLiteral("--data"), dir.path()};
    }
};

void TestRegistryAccounts::addPrintsATokenThatPublishingAccepts() {
    QTemporaryDir dir;
    RegistryProcess server(data(dir));
    const RegistryProcess::Run added = server.run({"user", "add", "ada_lovelace-1"});
    QCOMPARE(added.exitCode, 0);
    QVERIFY(QRegularExpression(QStringLiteral("^[0-9]+\\.[A-Za-z0-9_-]{43}\\n$"))
                .match(QString::fromLatin1(added.out))
                .hasMatch());
    QVERIFY(added.err.isEmpty());
    const QByteArray token = added.out.trimmed();
    // Only a hash is kept: the secret is nowhere in the database's files.
    QByteArray stored;
    for (const QString& name : QDir(dir.path()).entryList(QDir::Files)) {
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        stored += file.readAll();
    }
    QVERIFY(!stored.isEmpty());
    QVERIFY(!stored.contains(token.mid(token.indexOf('.') + 1)));

    QString why;
    QVERIFY2(server.start(&why), qPrintable(why));
    QFile board(QStringLiteral(GBXX_SAMPLE_BOARD));
    QVERIFY(board.open(QIODevice::ReadOnly));
    const QByteArray bytes = board.readAll();
    const QList<QPair<QByteArray, QByteArray>> type{{"Content-Type", "application/x-gameboardxx"}};
    QCOMPARE(http("POST", server.base() + "/api/v1/boards", bytes, type).status, 401);
    QCOMPARE(http("POST", server.base() + "/api/v1/boards", bytes,
                  type + QList<QPair<QByteArray, QByteArray>>{{"Authorization", "Bearer " + token +
                                                                                    "x"}})
                 .status,
             401);
    const HttpAnswer published =
        http("POST", server.base() + "/api/v1/boards", bytes,
             type + QList<QPair<QByteArray, QByteArray>>{{"Authorization", "Bearer " + token}});
    QCOMPARE(published.status, 201);
    QCOMPARE(server.terminate(), 0);
}

void TestRegistryAccounts::anExistingOrBadNameIsRefused() {
    QTemporaryDir dir;
    RegistryProcess server(data(dir));
    QCOMPARE(server.run({"user", "add", "bob"}).exitCode, 0);
    const RegistryProcess::Run again = server.run({"user", "add", "bob"});
    QCOMPARE(again.exitCode, 1);
    QVERIFY(again.out.isEmpty());
    QCOMPARE(again.err, QByteArray("gbxx-registry: an account named bob exists already\n"));
    for (const char* bad : {"Bob", "", "a b", "bob!", "é", "abcdefghijklmnopqrstuvwxyz0123456"}) {
        const RegistryProcess::Run refused = server.run({"user", "add", QString::fromUtf8(bad)});
        QVERIFY2(refused.exitCode == 2, bad);
        QVERIFY(refused.out.isEmpty());
        QCOMPARE(refused.err.count('\n'), 1);
    }
    QCOMPARE(server.run({"user", "add", "abcdefghijklmnopqrstuvwxyz012345"}).exitCode, 0);
}

// A token that could not be printed is known to nobody: the account is not made, and the name
// stays free for the next try.
void TestRegistryAccounts::aTokenNobodyReceivedMakesNoAccount() {
    QTemporaryDir dir;
    QProcess full;
    full.setStandardOutputFile(QStringLiteral("/dev/full"));
    full.start(registryProgram(), {"user", "add", "dora", "--data", dir.path()});
    QVERIFY(full.waitForFinished(30000));
    QCOMPARE(full.exitCode(), 1);
    QCOMPARE(full.readAllStandardError(),
             QByteArray("gbxx-registry: cannot write the token to standard output\n"));
    RegistryProcess server(data(dir));
    const RegistryProcess::Run again = server.run({"user", "add", "dora"});
    QCOMPARE(again.exitCode, 0);
    QVERIFY(!again.out.isEmpty());
}

void TestRegistryAccounts::revokeEndsTheTokens() {
    QTemporaryDir dir;
    RegistryProcess server(data(dir));
    const QByteArray token = server.addUser("carol").toLatin1();
    QVERIFY(!token.isEmpty());
    QString why;
    QVERIFY2(server.start(&why), qPrintable(why));
    const QList<QPair<QByteArray, QByteArray>> auth{{"Authorization", "Bearer " + token},
                                                    {"Content-Type", "application/json"}};
    // The token works (a board that is not there: 404, not 401) …
    QCOMPARE(http("PATCH", server.base() + "/api/v1/boards/BCD12", "{\"listed\":false}", auth)
                 .status,
             404);
    const RegistryProcess::Run revoked = server.run({"user", "revoke", "carol"});
    QCOMPARE(revoked.exitCode, 0);
    QVERIFY(revoked.out.isEmpty());
    // … and after the revocation it does not, on the server already running.
    QCOMPARE(http("PATCH", server.base() + "/api/v1/boards/BCD12", "{\"listed\":false}", auth)
                 .status,
             401);
    QCOMPARE(server.run({"user", "revoke", "nobody"}).exitCode, 1);
    QCOMPARE(server.terminate(), 0);
}

void TestRegistryAccounts::serveSaysWhereAndEndsOnTerm() {
    QTemporaryDir dir;
    RegistryProcess server(data(dir));
    QString why;
    QVERIFY2(server.start(&why), qPrintable(why));
    QVERIFY(QRegularExpression(QStringLiteral("^http://127\\.0\\.0\\.1:[1-9][0-9]*$"))
                .match(server.base())
                .hasMatch());
    const HttpAnswer health = http("GET", server.base() + "/api/v1/health");
    QCOMPARE(health.status, 200);
    QCOMPARE(health.body, QByteArray("{\"database\":\"sqlite\",\"status\":\"ok\"}\n"));
    QCOMPARE(server.terminate(), 0);
    // Exactly one line on standard output, ever.
    QCOMPARE(server.process().readAllStandardOutput(), QByteArray());
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("registry.sqlite"))));
}

void TestRegistryAccounts::usageErrors() {
    QTemporaryDir dir;
    RegistryProcess none(data(dir));
    QCOMPARE(none.run({"serve", "--listen", "nonsense"}).exitCode, 2);
    QCOMPARE(none.run({"serve", "--listen", "127.0.0.1:70000"}).exitCode, 2);
    QCOMPARE(none.run({"serve", "--publish-limit", "-3"}).exitCode, 2);
    QCOMPARE(none.run({"bogus"}).exitCode, 2);
    QCOMPARE(none.run({"user", "add"}).exitCode, 2);
    const RegistryProcess::Run both = none.run({"user", "add", "x", "--database", "postgresql://a@b/c"});
    QCOMPARE(both.exitCode, 2);
    RegistryProcess badUrl({QStringLiteral("--database"), QStringLiteral("mysql://a@b/c")});
    const RegistryProcess::Run refused = badUrl.run({"user", "add", "x"});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(refused.err.startsWith("gbxx-registry: not a database URL"));
}

GBXX_TEST_GUILESS_MAIN(TestRegistryAccounts);

} // namespace tst_registry_accounts
#include "tst_registry_accounts.moc"
