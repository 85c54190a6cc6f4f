// gbxx-registry processes on PostgreSQL (issue 42, items 14, 19 and 23): what one server publishes
// is the latest on every other the moment the client hears 201 — fetched, asked for with the old
// ETag, or asked with HEAD —, processes starting together on an empty database all make or find
// the one schema, and a publish whose commit was cut off is answered 503 saying it may have been
// stored, and its retry with the same Idempotency-Key is safe. Real processes on the suite's own
// cluster; every wait is bounded and no assertion times anything.

#include "registry/support/raw_http.h"
#include "registry/support/registry_boards.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <memory>
#include <thread>
#include <vector>

namespace tst_registry_cluster {

using namespace gbxx::test;

class TestRegistryCluster : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void aPublishOnOneServerIsTheLatestOnEveryOther();
    void processesStartingTogetherOnAnEmptyDatabase();
    void aCommitCutOffIsAnsweredAsPerhapsStored();

private:
    // A new, empty database in the cluster: its URL, or empty with `why`.
    QString newDatabase(QString* why);

    QTemporaryDir clusterDir_;
    std::unique_ptr<ScratchPostgres> postgres_;
    QString admin_ = QStringLiteral("tst_registry_cluster_admin");
    int databases_ = 0;
};

void TestRegistryCluster::initTestCase() {
    QVERIFY(clusterDir_.isValid());
    postgres_ = std::make_unique<ScratchPostgres>(clusterDir_.path());
    QString why;
    QVERIFY2(postgres_->start(&why), qPrintable("no PostgreSQL cluster: " + why));
    const QUrl url(postgres_->url());
    QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), admin_);
    admin.setHostName(url.host());
    admin.setPort(url.port());
    admin.setUserName(QStringLiteral("postgres"));
    admin.setDatabaseName(QStringLiteral("postgres"));
    QVERIFY2(admin.open(), qPrintable(admin.lastError().text()));
}

void TestRegistryCluster::cleanupTestCase() {
    QSqlDatabase::database(admin_, false).close();
    QSqlDatabase::removeDatabase(admin_);
    postgres_.reset();
}

QString TestRegistryCluster::newDatabase(QString* why) {
    const QString name = QStringLiteral("cluster_%1").arg(++databases_);
    QSqlQuery create(QSqlDatabase::database(admin_));
    if (!create.exec(QStringLiteral("CREATE DATABASE %1 OWNER gbxx").arg(name))) {
        *why = create.lastError().text();
        return {};
    }
    QUrl url(postgres_->url());
    url.setPath(QLatin1Char('/') + name);
    return url.toString();
}

void TestRegistryCluster::aPublishOnOneServerIsTheLatestOnEveryOther() {
    QString why;
    const QString url = newDatabase(&why);
    QVERIFY2(!url.isEmpty(), qPrintable(why));
    const QStringList where{QStringLiteral("--database"), url};
    const QStringList options{QStringLiteral("--publish-limit"), QStringLiteral("100000")};
    RegistryProcess a(where, options), b(where, options);
    const QByteArray token = a.addUser(QStringLiteral("ada")).toLatin1();
    QVERIFY(!token.isEmpty());
    QVERIFY2(a.start(&why), qPrintable(why));
    QVERIFY2(b.start(&why), qPrintable(why));
    const Headers auth{{"Authorization", "Bearer " + token},
                       {"Content-Type", "application/x-gameboardxx"}};
    RawHttp publisher(a.base());
    RawHttp reader(b.base());
    const QString code = QStringLiteral("CLUS7");
    const QByteArray path = "/api/v1/boards/" + code.toLatin1();

    QStringList failures;
    QByteArray previousTag;
    constexpr int kRounds = 1000;
    for (int n = 1; n <= kRounds && failures.size() < 20; ++n) {
        const RawAnswer published = publisher.request(
            "POST", "/api/v1/boards", publishableBoard(static_cast<unsigned>(n), code, 6), auth);
        if (published.status != 201) {
            failures << QStringLiteral("publish %1: %2").arg(n).arg(published.describe());
            continue;
        }
        QCOMPARE(published.json().value(QStringLiteral("revision")).toInt(), n);
        const QByteArray tag =
            '"' + published.json().value(QStringLiteral("sha256")).toString().toLatin1() + '"';
        const QByteArray location = path + "/revisions/" + QByteArray::number(n);
        // B has served the board before (its revision n - 1 is in its cache): at once after A's
        // 201, B's latest is revision n, whichever way it is asked.
        const RawAnswer fetched = reader.request("GET", path);
        if (fetched.status != 200 || fetched.header("etag") != tag ||
            fetched.header("content-location") != location ||
            sha256Hex(fetched.body) != tag.mid(1, tag.size() - 2))
            failures << QStringLiteral("round %1: B served %2 %3 (%4), not revision %1")
                            .arg(n)
                            .arg(fetched.status)
                            .arg(QString::fromLatin1(fetched.header("content-location")),
                                 QString::fromLatin1(fetched.header("etag")));
        if (n % 10 == 0 && !previousTag.isEmpty()) {
            const RawAnswer conditional =
                reader.request("GET", path, {}, {{"If-None-Match", previousTag}});
            if (conditional.status != 200 || conditional.header("etag") != tag)
                failures << QStringLiteral("round %1: B answered the old ETag with %2 %3")
                                .arg(n)
                                .arg(conditional.status)
                                .arg(QString::fromLatin1(conditional.header("etag")));
        }
        previousTag = tag;
        // The next round's publish finds B's cache holding this revision: B asked with HEAD
        // only (its cache alone) must still see the next one.
        const HttpAnswer head = http("HEAD", b.base() + QString::fromLatin1(path));
        if (head.status != 200 || head.header("etag") != tag)
            failures << QStringLiteral("round %1: HEAD on B gave %2 %3")
                            .arg(n)
                            .arg(head.status)
                            .arg(QString::fromLatin1(head.header("etag")));
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    QCOMPARE(a.terminate(), 0);
    QCOMPARE(b.terminate(), 0);
}

void TestRegistryCluster::processesStartingTogetherOnAnEmptyDatabase() {
    // Each process migrates at start (`user add` as `serve` does): started together on an empty
    // database, one makes the schema and the others wait for it and find it made.
    constexpr int kRounds = 6;
    constexpr int kProcesses = 6;
    QStringList failures;
    for (int round = 0; round < kRounds; ++round) {
        QString why;
        const QString url = newDatabase(&why);
        QVERIFY2(!url.isEmpty(), qPrintable(why));
        std::vector<std::unique_ptr<QProcess>> processes;
        for (int p = 0; p < kProcesses; ++p) {
            auto process = std::make_unique<QProcess>();
            process->start(registryProgram(),
                           {QStringLiteral("user"), QStringLiteral("add"),
                            QStringLiteral("u%1").arg(p), QStringLiteral("--database"), url});
            processes.push_back(std::move(process));
        }
        for (int p = 0; p < kProcesses; ++p) {
            QProcess& process = *processes[static_cast<std::size_t>(p)];
            if (!process.waitForFinished(30000)) {
                process.kill();
                process.waitForFinished(5000);
                failures << QStringLiteral("round %1, process %2 did not end").arg(round).arg(p);
            } else if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
                failures << QStringLiteral("round %1, process %2: exit %3: %4")
                                .arg(round)
                                .arg(p)
                                .arg(process.exitCode())
                                .arg(QString::fromUtf8(process.readAllStandardError()).trimmed());
            }
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 10).join(QLatin1Char('\n'))));
}

void TestRegistryCluster::aCommitCutOffIsAnsweredAsPerhapsStored() {
    QString why;
    const QString url = newDatabase(&why);
    QVERIFY2(!url.isEmpty(), qPrintable(why));
    RegistryProcess server({QStringLiteral("--database"), url});
    const QByteArray token = server.addUser(QStringLiteral("ada")).toLatin1();
    QVERIFY(!token.isEmpty());
    QVERIFY2(server.start(&why), qPrintable(why));

    // The database's own superuser makes every commit of a revision wait (a deferred trigger runs
    // at COMMIT), so that the test can cut the server's connection in the middle of one.
    const QString connection = QStringLiteral("tst_registry_cluster_db");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        const QUrl parsed(url);
        db.setHostName(parsed.host());
        db.setPort(parsed.port());
        db.setUserName(QStringLiteral("postgres"));
        db.setDatabaseName(parsed.path().mid(1));
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
        QSqlQuery sql(db);
        QVERIFY2(sql.exec(QStringLiteral(
                     "CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS"
                     " $$ BEGIN PERFORM pg_sleep(30); RETURN NULL; END $$")),
                 qPrintable(sql.lastError().text()));
        QVERIFY2(sql.exec(QStringLiteral(
                     "CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON revisions DEFERRABLE"
                     " INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slow_commit()")),
                 qPrintable(sql.lastError().text()));

        const Headers headers{{"Authorization", "Bearer " + token},
                              {"Content-Type", "application/x-gameboardxx"},
                              {"Idempotency-Key", "cut-off-1"}};
        const QByteArray board = publishableBoard(77);
        RawAnswer cut;
        std::thread publisher([&] {
            RawHttp client(server.base());
            cut = client.request("POST", "/api/v1/boards", board, headers, 60000);
        });
        // The server's backend, committing (not idle after an earlier COMMIT: the view keeps the
        // last statement): its connection is ended as a crash would end it.
        bool ended = false;
        const QDeadlineTimer deadline(20000);
        while (!ended && !deadline.hasExpired()) {
            QSqlQuery find(db);
            if (find.exec(
                    QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                                   " WHERE datname = current_database() AND pid <>"
                                   " pg_backend_pid() AND query = 'COMMIT' AND state = 'active'"
                                   " AND wait_event = 'PgSleep'")) &&
                find.next())
                ended = find.value(0).toBool();
            else
                QThread::msleep(20);
        }
        publisher.join();
        QVERIFY(ended);
        QVERIFY2(cut.status == 503, qPrintable(cut.describe()));
        QCOMPARE(cut.json().value(QStringLiteral("error")).toString(),
                 QStringLiteral("unavailable"));
        QCOMPARE(cut.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("unknown"));
        QVERIFY(!cut.json()
                     .value(QStringLiteral("message"))
                     .toString()
                     .contains(QStringLiteral("nothing was changed")));
        QCOMPARE(cut.header("retry-after"), QByteArray("5"));

        // Back to commits as usual: the retry with the same key is stored once, and a second
        // retry gets the same answer word for word.
        QVERIFY2(sql.exec(QStringLiteral("DROP TRIGGER slow_commit ON revisions")),
                 qPrintable(sql.lastError().text()));
        RawHttp client(server.base());
        const RawAnswer retried = client.request("POST", "/api/v1/boards", board, headers);
        QVERIFY2(retried.status == 201, qPrintable(retried.describe()));
        const RawAnswer again = client.request("POST", "/api/v1/boards", board, headers);
        QVERIFY2(again.status == 201, qPrintable(again.describe()));
        QCOMPARE(again.body, retried.body);
        QVERIFY(sql.exec(QStringLiteral("SELECT COUNT(*) FROM revisions")) && sql.next());
        QCOMPARE(sql.value(0).toInt(), 1);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    QCOMPARE(server.terminate(), 0);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryCluster);

} // namespace tst_registry_cluster
#include "tst_registry_cluster.moc"
