// What a walk through search results guarantees (issue 42, item 18; docs/registry-api.md, "GET
// /api/v1/boards"): a cursor holds the place of the last board shown, so a walk visits exactly once
// every board that matched when it began and kept its place meanwhile; boards published since
// never join it, in any order; with sort=new no board can move. Boards are downloaded, retitled
// and published between the pages. On SQLite and on PostgreSQL, real gbxx-registry processes.

#include "registry/support/api_boards.h"
#include "registry/support/raw_http.h"
#include "registry/support/registry_boards.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <memory>

namespace tst_registry_cursors {

using namespace gbxx::test;

class TestRegistryCursors : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data();
    void initTestCase();
    void cleanupTestCase();
    void aDownloadsWalkKeepsEveryBoardThatKeptItsPlace();
    void aRelevanceWalkKeepsEveryBoardThatKeptItsRank();

private:
    QString start(const QString& name); // a server on a fresh database; empty, or why not
    RawAnswer publish(const QByteArray& bytes) {
        return client_->request(
            "POST", "/api/v1/boards", bytes,
            {{"Authorization", "Bearer " + token_}, {"Content-Type", "application/x-gameboardxx"}});
    }
    // Fetches each board once and waits (bounded) until their meta counts the downloads.
    bool download(const QStringList& codes);
    // The codes of one page and the next cursor.
    QStringList page(const QByteArray& query, QString* next);

    QTemporaryDir scratch_; // the cluster's folder
    std::unique_ptr<ScratchPostgres> postgres_;
    std::unique_ptr<QTemporaryDir> data_;
    std::unique_ptr<RegistryProcess> server_;
    std::unique_ptr<RawHttp> client_;
    QByteArray token_;
    std::uint64_t seed_ = 5000;
    QString admin_ = QStringLiteral("tst_registry_cursors_admin");
    int databases_ = 0;
};

void TestRegistryCursors::initTestCase_data() {
    QTest::addColumn<QString>("engine");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

void TestRegistryCursors::initTestCase() {
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

void TestRegistryCursors::cleanupTestCase() {
    client_.reset();
    server_.reset();
    QSqlDatabase::database(admin_, false).close();
    QSqlDatabase::removeDatabase(admin_);
    postgres_.reset();
}

QString TestRegistryCursors::start(const QString& name) {
    QFETCH_GLOBAL(QString, engine);
    client_.reset();
    server_.reset();
    QStringList where;
    if (engine == QLatin1String("sqlite")) {
        data_ = std::make_unique<QTemporaryDir>();
        where = {QStringLiteral("--data"), data_->path()};
    } else {
        // A database of its own per test.
        const QString database = QStringLiteral("cursors_%1").arg(++databases_);
        QSqlQuery create(QSqlDatabase::database(admin_));
        if (!create.exec(QStringLiteral("CREATE DATABASE %1 OWNER gbxx").arg(database)))
            return create.lastError().text();
        QUrl url(postgres_->url());
        url.setPath(QLatin1Char('/') + database);
        where = {QStringLiteral("--database"), url.toString()};
    }
    server_ = std::make_unique<RegistryProcess>(
        where, QStringList{QStringLiteral("--publish-limit"), QStringLiteral("100000")});
    token_ = server_->addUser(name).toLatin1();
    if (token_.isEmpty())
        return QStringLiteral("user add %1 failed").arg(name);
    QString why;
    if (!server_->start(&why))
        return why;
    client_ = std::make_unique<RawHttp>(server_->base());
    return {};
}

bool TestRegistryCursors::download(const QStringList& codes) {
    const auto downloads = [&](const QString& code) {
        return client_->request("GET", "/api/v1/boards/" + code.toLatin1() + "/meta")
            .json()
            .value(QStringLiteral("downloads"))
            .toInteger();
    };
    QHash<QString, qint64> before;
    for (const QString& code : codes) {
        before.insert(code, downloads(code));
        if (client_->request("GET", "/api/v1/boards/" + code.toLatin1()).status != 200)
            return false;
    }
    // Counts are written about once a second.
    const QDeadlineTimer deadline(10000);
    for (const QString& code : codes) {
        while (downloads(code) <= before.value(code)) {
            if (deadline.hasExpired())
                return false;
            QThread::msleep(50);
        }
    }
    return true;
}

QStringList TestRegistryCursors::page(const QByteArray& query, QString* next) {
    const RawAnswer answer = client_->request("GET", "/api/v1/boards?" + query);
    QStringList codes;
    if (answer.status != 200) {
        next->clear();
        return {QStringLiteral("(status %1)").arg(answer.status)};
    }
    for (const QJsonValue& board : answer.json().value(QStringLiteral("boards")).toArray())
        codes << board.toObject().value(QStringLiteral("code")).toString();
    *next = answer.json().value(QStringLiteral("next")).toString();
    return codes;
}

void TestRegistryCursors::aDownloadsWalkKeepsEveryBoardThatKeptItsPlace() {
    QFETCH_GLOBAL(QString, engine);
    const QString failed = start(QStringLiteral("dl_") + engine.left(2));
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    // 24 boards of the word "cursorwalk", each downloaded once: a walk by downloads passes
    // through boards with one download, ahead of any board with none.
    QStringList codes;
    for (int i = 0; i < 24; ++i) {
        const RawAnswer published = publish(publishableBoard(++seed_));
        QVERIFY2(published.status == 201, qPrintable(published.describe()));
        codes << published.json().value(QStringLiteral("code")).toString();
    }
    QVERIFY(download(codes));

    // Walk in pages of 4; after each page a board not yet seen and one seen are downloaded again
    // (they move ahead), and a new board is published (no downloads: behind every cursor).
    QStringList walked, moved, published;
    QString cursor;
    int pages = 0;
    do {
        QByteArray query = "sort=downloads&limit=4";
        if (!cursor.isEmpty())
            query += "&cursor=" + cursor.toLatin1();
        walked += page(query, &cursor);
        const QStringList again{codes[pages], codes[23 - pages]};
        QVERIFY(download(again));
        moved << again;
        const RawAnswer fresh = publish(publishableBoard(++seed_));
        QVERIFY2(fresh.status == 201, qPrintable(fresh.describe()));
        published << fresh.json().value(QStringLiteral("code")).toString();
        ++pages;
    } while (!cursor.isEmpty() && pages < 30);
    QVERIFY(cursor.isEmpty());

    for (const QString& code : codes) {
        if (!moved.contains(code))
            QVERIFY2(walked.count(code) == 1,
                     qPrintable(QStringLiteral("%1, which kept its place, was visited %2 times")
                                    .arg(code)
                                    .arg(walked.count(code))));
    }
    for (const QString& code : published)
        QVERIFY2(!walked.contains(code),
                 qPrintable(QStringLiteral("%1, published during the walk, joined it").arg(code)));
    QCOMPARE(server_->terminate(), 0);
}

void TestRegistryCursors::aRelevanceWalkKeepsEveryBoardThatKeptItsRank() {
    QFETCH_GLOBAL(QString, engine);
    const QString failed = start(QStringLiteral("rel_") + engine.left(2));
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    // Titles "board N" match the word "board"; none equals it, so all share the last rank. Each
    // page, one board not yet seen is retitled to exactly "board" (it moves to the rank of titles
    // equal to the words) and a new board is published.
    QStringList codes;
    for (int i = 0; i < 20; ++i) {
        const RawAnswer p = publish(publishableBoard(++seed_));
        QVERIFY2(p.status == 201, qPrintable(p.describe()));
        codes << p.json().value(QStringLiteral("code")).toString();
    }
    QStringList walked, moved, published;
    QString cursor;
    int pages = 0;
    do {
        QByteArray query = "q=board&limit=3";
        if (!cursor.isEmpty())
            query += "&cursor=" + cursor.toLatin1();
        walked += page(query, &cursor);
        // A revision of a board not seen yet (the oldest), titled exactly as the words.
        const QString retitled = codes[pages];
        const RawAnswer revision = publish(
            apiBoardBytes({.seed = ++seed_, .title = QStringLiteral("Board"), .code = retitled}));
        QVERIFY2(revision.status == 201, qPrintable(revision.describe()));
        moved << retitled;
        const RawAnswer fresh = publish(publishableBoard(++seed_));
        QVERIFY2(fresh.status == 201, qPrintable(fresh.describe()));
        published << fresh.json().value(QStringLiteral("code")).toString();
        ++pages;
    } while (!cursor.isEmpty() && pages < 30);
    QVERIFY(cursor.isEmpty());
    for (const QString& code : codes) {
        if (!moved.contains(code))
            QVERIFY2(
                walked.count(code) == 1,
                qPrintable(
                    QStringLiteral("%1 was visited %2 times").arg(code).arg(walked.count(code))));
    }
    for (const QString& code : published)
        QVERIFY2(!walked.contains(code), qPrintable(code + QStringLiteral(" joined the walk")));
    QCOMPARE(server_->terminate(), 0);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryCursors);

} // namespace tst_registry_cursors
#include "tst_registry_cursors.moc"
