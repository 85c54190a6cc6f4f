// Searches under load (issue 42, item 11): a server answers searches on a pool of threads, each
// with its own database connection (server/search_pool.h), so that searches run at once and a
// slow one holds neither a health check nor a fetch behind it; answers to requests pipelined on
// one connection still leave in the order the requests came.
//
// A search is made slow without any clock: the test's own connection takes PostgreSQL's
// ACCESS EXCLUSIVE lock on `accounts`, which every search reads (the owner's name) and no fetch or
// health check does. Searches then wait inside PostgreSQL, where pg_stat_activity counts them,
// until the test commits.

#include "registry/support/raw_http.h"
#include "registry/support/registry_boards.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <memory>

namespace tst_registry_searches {

using namespace gbxx::test;

constexpr int kSearchThreads = 8; // the server's default

class TestRegistrySearches : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void searchesWaitTogetherAndHoldNothingElse();
    void pipelinedAnswersKeepTheirOrder_data();
    void pipelinedAnswersKeepTheirOrder();

private:
    // A server on a database of its own ("sqlite" or "postgresql") with two published boards;
    // empty, or why not.
    QString start(const QString& engine);
    // The PostgreSQL backends of the server's database waiting for a lock.
    int waitingForLocks();

    QTemporaryDir scratch_;
    std::unique_ptr<ScratchPostgres> postgres_;
    std::unique_ptr<QTemporaryDir> data_;
    std::unique_ptr<RegistryProcess> server_;
    QString database_; // PostgreSQL: the server's database
    QString admin_ = QStringLiteral("tst_registry_searches_admin");
    QString locker_ = QStringLiteral("tst_registry_searches_locker");
    QStringList codes_; // the published boards, both titled "board N"
    QByteArray stored_; // the first one's bytes as the registry stores them
    int databases_ = 0;
};

void TestRegistrySearches::initTestCase() {
    QVERIFY(scratch_.isValid());
    postgres_ = std::make_unique<ScratchPostgres>(scratch_.path());
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

void TestRegistrySearches::cleanupTestCase() {
    server_.reset();
    for (const QString& name : {admin_, locker_}) {
        if (QSqlDatabase::contains(name)) {
            QSqlDatabase::database(name, false).close();
            QSqlDatabase::removeDatabase(name);
        }
    }
    postgres_.reset();
}

QString TestRegistrySearches::start(const QString& engine) {
    server_.reset();
    codes_.clear();
    QStringList where;
    if (engine == QLatin1String("sqlite")) {
        data_ = std::make_unique<QTemporaryDir>();
        where = {QStringLiteral("--data"), data_->path()};
    } else {
        database_ = QStringLiteral("searches_%1").arg(++databases_);
        QSqlQuery create(QSqlDatabase::database(admin_));
        if (!create.exec(QStringLiteral("CREATE DATABASE %1 OWNER gbxx").arg(database_)))
            return create.lastError().text();
        QUrl url(postgres_->url());
        url.setPath(QLatin1Char('/') + database_);
        where = {QStringLiteral("--database"), url.toString()};
    }
    server_ = std::make_unique<RegistryProcess>(where);
    const QByteArray token = server_->addUser(QStringLiteral("searcher")).toLatin1();
    if (token.isEmpty())
        return QStringLiteral("user add failed");
    QString why;
    if (!server_->start(&why))
        return why;
    RawHttp client(server_->base());
    for (std::uint64_t seed : {7101, 7102}) {
        const QByteArray bytes = publishableBoard(seed);
        const RawAnswer published = client.request(
            "POST", "/api/v1/boards", bytes,
            {{"Authorization", "Bearer " + token}, {"Content-Type", "application/x-gameboardxx"}});
        if (published.status != 201)
            return published.describe();
        codes_ << published.json().value(QStringLiteral("code")).toString();
    }
    stored_ = withRegistryCode(publishableBoard(7101), codes_[0]);
    return {};
}

int TestRegistrySearches::waitingForLocks() {
    QSqlQuery query(QSqlDatabase::database(admin_));
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM pg_stat_activity WHERE datname = ?"
                                 " AND wait_event_type = 'Lock'"));
    query.addBindValue(database_);
    if (!query.exec() || !query.next())
        return -1;
    return query.value(0).toInt();
}

// The codes of a search's answer, or a line saying what came instead.
QStringList codesOf(const RawAnswer& answer) {
    if (answer.status != 200 || !answer.json().contains(QStringLiteral("boards")))
        return {QStringLiteral("not a search's answer: ") + answer.describe()};
    QStringList codes;
    for (const QJsonValue& board : answer.json().value(QStringLiteral("boards")).toArray())
        codes << board.toObject().value(QStringLiteral("code")).toString();
    return codes;
}

void TestRegistrySearches::searchesWaitTogetherAndHoldNothingElse() {
    const QString failed = start(QStringLiteral("postgresql"));
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    const QStringList both{codes_[1], codes_[0]}; // newest first

    QUrl url(postgres_->url());
    QSqlDatabase locker = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), locker_);
    locker.setHostName(url.host());
    locker.setPort(url.port());
    locker.setUserName(QStringLiteral("postgres"));
    locker.setDatabaseName(database_);
    QVERIFY2(locker.open(), qPrintable(locker.lastError().text()));
    QSqlQuery lock(locker);
    QVERIFY2(lock.exec(QStringLiteral("BEGIN")), qPrintable(lock.lastError().text()));
    QVERIFY2(lock.exec(QStringLiteral("LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE")),
             qPrintable(lock.lastError().text()));

    // As many searches as the server has search threads, each on its connection: all of them
    // reach PostgreSQL and wait there at once. On the event loop alone, one would.
    std::vector<std::unique_ptr<RawHttp>> searches;
    for (int i = 0; i < kSearchThreads; ++i) {
        searches.push_back(std::make_unique<RawHttp>(server_->base()));
        QVERIFY(searches.back()->send(requestBytes("GET", "/api/v1/boards?q=board")));
    }
    const QDeadlineTimer deadline(20000);
    int waiting = waitingForLocks();
    while (waiting < kSearchThreads && !deadline.hasExpired()) {
        QThread::msleep(20);
        waiting = waitingForLocks();
    }
    QCOMPARE(waiting, kSearchThreads);

    // Meanwhile the event loop answers everything else.
    RawHttp other(server_->base());
    const RawAnswer health = other.request("GET", "/api/v1/health");
    QVERIFY2(health.status == 200, qPrintable(health.describe()));
    QCOMPARE(health.json().value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    const RawAnswer fetched = other.request("GET", "/api/v1/boards/" + codes_[0].toLatin1());
    QVERIFY2(fetched.status == 200, qPrintable(fetched.describe()));
    QCOMPARE(fetched.body, stored_);
    const RawAnswer refused = other.request("GET", "/api/v1/boards?sort=sideways");
    QCOMPARE(refused.status, 400); // refused before any search thread sees it

    // Pipelined behind a waiting search, a health check and a fetch wait for it: answers leave in
    // the order their requests came.
    RawHttp pipelined(server_->base());
    QVERIFY(pipelined.send(requestBytes("GET", "/api/v1/boards?q=board&limit=1") +
                           requestBytes("GET", "/api/v1/health") +
                           requestBytes("GET", "/api/v1/boards/" + codes_[1].toLatin1()) +
                           requestBytes("GET", "/api/v1/boards?q=board")));

    QVERIFY2(lock.exec(QStringLiteral("COMMIT")), qPrintable(lock.lastError().text()));
    for (const auto& search : searches)
        QCOMPARE(codesOf(search->read()), both);
    QCOMPARE(codesOf(pipelined.read()), QStringList{codes_[1]});
    const RawAnswer second = pipelined.read();
    QVERIFY2(second.status == 200 &&
                 second.json().value(QStringLiteral("status")).toString() == QLatin1String("ok"),
             qPrintable(second.describe()));
    const RawAnswer third = pipelined.read();
    QVERIFY2(third.status == 200, qPrintable(third.describe()));
    QCOMPARE(third.body, withRegistryCode(publishableBoard(7102), codes_[1]));
    QCOMPARE(codesOf(pipelined.read()), both);
    QCOMPARE(server_->terminate(), 0);
}

void TestRegistrySearches::pipelinedAnswersKeepTheirOrder_data() {
    QTest::addColumn<QString>("engine");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

// Searches of the API and the page `/` between requests the event loop answers, in one write:
// each answer is its own request's, in order, and a search asking to close closes after its answer.
void TestRegistrySearches::pipelinedAnswersKeepTheirOrder() {
    QFETCH(QString, engine);
    const QString failed = start(engine);
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    const QStringList both{codes_[1], codes_[0]};
    RawHttp client(server_->base());
    QByteArray requests;
    for (int round = 0; round < 3; ++round) {
        requests += requestBytes("GET", "/api/v1/boards?q=board");
        requests += requestBytes("GET", "/?q=board");
        requests += requestBytes("GET", "/api/v1/boards/" + codes_[0].toLatin1() + "/meta");
        requests += requestBytes("GET", "/api/v1/boards?q=board&cursor=z9");
        requests += requestBytes("GET", "/api/v1/boards?q=board&limit=1");
        requests += requestBytes("GET", "/api/v1/health");
    }
    requests += requestBytes("GET", "/api/v1/boards?q=board", {}, {{"Connection", "close"}});
    QVERIFY(client.send(requests));
    for (int round = 0; round < 3; ++round) {
        QCOMPARE(codesOf(client.read()), both);
        const RawAnswer page = client.read();
        QVERIFY2(page.status == 200 && page.header("content-type").startsWith("text/html"),
                 qPrintable(page.describe()));
        for (const QString& code : both)
            QVERIFY2(page.body.contains(code.toLatin1()), qPrintable(code));
        const RawAnswer meta = client.read();
        QVERIFY2(meta.status == 200, qPrintable(meta.describe()));
        QCOMPARE(meta.json().value(QStringLiteral("code")).toString(), codes_[0]);
        const RawAnswer cursor = client.read();
        QVERIFY2(cursor.status == 400, qPrintable(cursor.describe()));
        QCOMPARE(codesOf(client.read()), QStringList{codes_[1]});
        const RawAnswer health = client.read();
        QVERIFY2(health.status == 200 && health.json().contains(QStringLiteral("database")),
                 qPrintable(health.describe()));
    }
    const RawAnswer last = client.read();
    QCOMPARE(codesOf(last), both);
    QCOMPARE(last.header("connection"), QByteArray("close"));
    QVERIFY(client.closedWithin(15000));
    QCOMPARE(server_->terminate(), 0);
}

GBXX_TEST_GUILESS_MAIN(TestRegistrySearches);

} // namespace tst_registry_searches
#include "tst_registry_searches.moc"
