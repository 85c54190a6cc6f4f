// Several gbxx-registry processes on one PostgreSQL database (issue 42, items 14 and 23): what one
// server publishes is the latest on every other the moment the client hears 201 — fetched,
// asked for with the old ETag, or asked with HEAD — and processes starting together on an empty
// database all make or find the one schema. Real processes on the suite's own cluster; every wait
// is bounded and no assertion times anything.

#include "registry/support/raw_http.h"
#include "registry/support/registry_boards.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <memory>
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
            fetched.header("content-location") != location || sha256Hex(fetched.body) !=
                                                                   tag.mid(1, tag.size() - 2))
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

GBXX_TEST_GUILESS_MAIN(TestRegistryCluster);

} // namespace tst_registry_cluster
#include "tst_registry_cluster.moc"
