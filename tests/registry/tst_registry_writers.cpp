// Writers meeting on SQLite (issue 42, item 15): `gbxx-registry user add` (or any other process)
// may hold the database's write lock while the server answers publishes and listing changes. The
// server waits for the lock (its busy timeout) instead of answering 500 "database is locked". Real
// processes on a scratch data folder; the lock is taken by the test's own SQLite connection or by
// real `user add` runs, and no assertion times anything. A lock held past the wait is 503.

#include "registry/support/raw_http.h"
#include "registry/support/registry_boards.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

namespace tst_registry_writers {

using namespace gbxx::test;

const QStringList kNoPublishLimit{QStringLiteral("--publish-limit"), QStringLiteral("100000")};

class TestRegistryWriters : public QObject {
    Q_OBJECT

private slots:
    void aWriteLockHeldElsewhereIsWaitedFor();
    void userAddDuringTrafficGivesNo500();
    void aLockHeldPastTheWaitIs503();
};

QByteArray listing(bool listed) {
    return listed ? QByteArray("{\"listed\":true}") : QByteArray("{\"listed\":false}");
}

void TestRegistryWriters::aWriteLockHeldElsewhereIsWaitedFor() {
    QTemporaryDir dir;
    RegistryProcess server({QStringLiteral("--data"), dir.path()}, kNoPublishLimit);
    const QByteArray token = server.addUser(QStringLiteral("ada")).toLatin1();
    QVERIFY(!token.isEmpty());
    QString why;
    QVERIFY2(server.start(&why), qPrintable(why));
    const Headers auth{{"Authorization", "Bearer " + token},
                       {"Content-Type", "application/x-gameboardxx"}};
    RawHttp client(server.base());
    const RawAnswer first = client.request("POST", "/api/v1/boards", publishableBoard(1), auth);
    QCOMPARE(first.status, 201);
    const QByteArray code = first.json().value(QStringLiteral("code")).toString().toLatin1();

    // Another process's write transaction, as `user add` holds one.
    const QString connection = QStringLiteral("tst_registry_writers_lock");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(QDir(dir.path()).filePath(QStringLiteral("registry.sqlite")));
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
        QSqlQuery lock(db);
        QVERIFY2(lock.exec(QStringLiteral("BEGIN IMMEDIATE")), qPrintable(lock.lastError().text()));

        // A publish and a listing change sent while the lock is held: both are answered once it
        // is given back, as if there had been no lock.
        RawAnswer published, patched;
        std::atomic<int> sent{0};
        std::thread writers([&] {
            RawHttp publisher(server.base());
            RawHttp patcher(server.base());
            ++sent;
            published = publisher.request("POST", "/api/v1/boards", publishableBoard(2), auth);
            patched = patcher.request(
                "PATCH", "/api/v1/boards/" + code, listing(false),
                {{"Authorization", "Bearer " + token}, {"Content-Type", "application/json"}});
        });
        while (sent.load() == 0)
            QThread::msleep(5);
        QThread::msleep(400); // the requests reach the server while the lock is held
        QVERIFY2(lock.exec(QStringLiteral("COMMIT")), qPrintable(lock.lastError().text()));
        writers.join();
        QVERIFY2(published.status == 201, qPrintable(published.describe()));
        QVERIFY2(patched.status == 200, qPrintable(patched.describe()));
        QCOMPARE(patched.json().value(QStringLiteral("listed")).toBool(true), false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    QVERIFY2(!server.errors().contains("database is locked"), server.errors().constData());
    QCOMPARE(server.terminate(), 0);
}

void TestRegistryWriters::userAddDuringTrafficGivesNo500() {
    QTemporaryDir dir;
    RegistryProcess server({QStringLiteral("--data"), dir.path()}, kNoPublishLimit);
    const QByteArray token = server.addUser(QStringLiteral("ada")).toLatin1();
    QVERIFY(!token.isEmpty());
    QString why;
    QVERIFY2(server.start(&why), qPrintable(why));
    const Headers publishHeaders{{"Authorization", "Bearer " + token},
                                 {"Content-Type", "application/x-gameboardxx"}};
    const Headers patchHeaders{{"Authorization", "Bearer " + token},
                               {"Content-Type", "application/json"}};
    RawHttp setup(server.base());
    const RawAnswer first =
        setup.request("POST", "/api/v1/boards", publishableBoard(100), publishHeaders);
    QCOMPARE(first.status, 201);
    const QByteArray code = first.json().value(QStringLiteral("code")).toString().toLatin1();

    // Two clients write as fast as they are answered while accounts are added next to them.
    std::atomic<bool> stop{false};
    QStringList wrong[2];
    int answered[2] = {0, 0};
    std::thread clients[2];
    for (int c = 0; c < 2; ++c) {
        clients[c] = std::thread([&, c] {
            RawHttp client(server.base());
            for (int n = 0; !stop.load(); ++n) {
                const RawAnswer answer =
                    c == 0 ? client.request("POST", "/api/v1/boards",
                                            publishableBoard(1000 + static_cast<unsigned>(n)),
                                            publishHeaders)
                           : client.request("PATCH", "/api/v1/boards/" + code, listing(n % 2),
                                            patchHeaders);
                ++answered[c];
                const int expected = c == 0 ? 201 : 200;
                if (answer.status != expected && wrong[c].size() < 10)
                    wrong[c] << answer.describe();
            }
        });
    }
    for (int i = 0; i < 25; ++i) {
        const RegistryProcess::Run added = server.run(
            {QStringLiteral("user"), QStringLiteral("add"), QStringLiteral("u%1").arg(i)});
        QVERIFY2(added.exitCode == 0, added.err.constData());
    }
    stop = true;
    for (std::thread& client : clients)
        client.join();
    QVERIFY(answered[0] > 0 && answered[1] > 0);
    QVERIFY2(wrong[0].isEmpty(), qPrintable(QStringLiteral("publishes: ") + wrong[0].join("; ")));
    QVERIFY2(wrong[1].isEmpty(), qPrintable(QStringLiteral("PATCHes: ") + wrong[1].join("; ")));
    QCOMPARE(server.terminate(), 0);
}

void TestRegistryWriters::aLockHeldPastTheWaitIs503() {
    QTemporaryDir dir;
    RegistryProcess server({QStringLiteral("--data"), dir.path()}, kNoPublishLimit);
    const QByteArray token = server.addUser(QStringLiteral("ada")).toLatin1();
    QVERIFY(!token.isEmpty());
    QString why;
    QVERIFY2(server.start(&why), qPrintable(why));
    const QString connection = QStringLiteral("tst_registry_writers_long_lock");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(QDir(dir.path()).filePath(QStringLiteral("registry.sqlite")));
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
        QSqlQuery lock(db);
        QVERIFY2(lock.exec(QStringLiteral("BEGIN IMMEDIATE")), qPrintable(lock.lastError().text()));
        // Held until the publish is answered: past the server's 10 s wait.
        RawHttp client(server.base());
        const RawAnswer answer = client.request(
            "POST", "/api/v1/boards", publishableBoard(3),
            {{"Authorization", "Bearer " + token}, {"Content-Type", "application/x-gameboardxx"}},
            30000);
        QVERIFY2(lock.exec(QStringLiteral("ROLLBACK")), qPrintable(lock.lastError().text()));
        QVERIFY2(answer.status == 503, qPrintable(answer.describe()));
        QCOMPARE(answer.json().value(QStringLiteral("error")).toString(),
                 QStringLiteral("unavailable"));
        QCOMPARE(answer.header("retry-after"), QByteArray("5"));
        QVERIFY(!answer.json().contains(QStringLiteral("outcome"))); // nothing was stored
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    QCOMPARE(server.terminate(), 0);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryWriters);

} // namespace tst_registry_writers
#include "tst_registry_writers.moc"
