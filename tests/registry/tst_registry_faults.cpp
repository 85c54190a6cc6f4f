// gbxx-registry when things go wrong (issue 34, item 7): a server killed with SIGKILL while clients
// publish, PostgreSQL stopped and started again under load, the SQLite data folder on a full disk,
// and SIGTERM with requests in flight. After each, every client told "201" finds its revision with
// its bytes, nothing is stored half, and the database is whole. Real processes on localhost; every
// wait is bounded, and no assertion times anything.

#include "registry/support/raw_http.h"
#include "registry/support/registry_boards.h"
#include "registry/support/registry_database.h"
#include "registry/support/registry_process.h"
#include "support/small_filesystem.h"
#include "support/test_suite.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <csignal>
#include <functional>
#include <memory>
#include <random>
#include <thread>

namespace tst_registry_faults {

using namespace gbxx::test;

const QStringList kNoPublishLimit{QStringLiteral("--publish-limit"), QStringLiteral("100000")};

// A client thread that publishes new boards and fetches its own, to the servers in turn, until it
// is told to stop. It keeps every 201; `judge` says what is wrong with any other answer.
class Publisher {
public:
    using Judge = std::function<QString(const RawAnswer&)>;
    Publisher(QString account, QByteArray token, QStringList bases, std::uint64_t seed, Judge judge)
        : account_(std::move(account))
        , token_(std::move(token))
        , bases_(std::move(bases))
        , seed_(seed)
        , judge_(std::move(judge)) {}

    void start(const std::atomic<bool>& stop) {
        thread_ = std::thread([this, &stop] { run(stop); });
    }
    void join() {
        if (thread_.joinable())
            thread_.join();
    }
    int publishedSoFar() const { return publishedCount_.load(); }
    int answeredSoFar(int status) const { return status == 503 ? unavailable_.load() : 0; }

    // After join():
    const QList<PublishedBoard>& published() const { return published_; }
    const QStringList& failures() const { return failures_; }
    int unanswered() const { return unanswered_; }

private:
    void run(const std::atomic<bool>& stop) {
        std::vector<std::unique_ptr<RawHttp>> servers;
        for (const QString& base : bases_)
            servers.push_back(std::make_unique<RawHttp>(base));
        const Headers headers{{"Authorization", "Bearer " + token_},
                              {"Content-Type", "application/x-gameboardxx"}};
        for (int n = 0; !stop.load(); ++n) {
            RawHttp& server = *servers[static_cast<std::size_t>(n) % servers.size()];
            if (n % 3 == 2 && !published_.isEmpty()) {
                const PublishedBoard& p = published_[(n / 3) % published_.size()];
                const RawAnswer answer =
                    server.request("GET", QStringLiteral("/api/v1/boards/%1/revisions/%2")
                                              .arg(p.code)
                                              .arg(p.revision)
                                              .toLatin1());
                if (answer.status == 200) {
                    const QString wrong =
                        mismatch(p, answer.status, answer.body, answer.header("etag"));
                    if (!wrong.isEmpty())
                        failures_ << wrong;
                } else {
                    note(answer);
                }
                continue;
            }
            const QByteArray board = publishableBoard(++seed_);
            const RawAnswer answer = server.request("POST", "/api/v1/boards", board, headers);
            if (answer.status == 201) {
                const QJsonObject o = answer.json();
                published_ << PublishedBoard{account_, o.value(QStringLiteral("code")).toString(),
                                             o.value(QStringLiteral("revision")).toInt(),
                                             o.value(QStringLiteral("sha256")).toString(), board};
                ++publishedCount_;
            } else {
                note(answer);
            }
            if (answer.status == 0 || answer.status == 503)
                QThread::msleep(20); // a server away: ask again soon, not in a busy loop
        }
    }
    void note(const RawAnswer& answer) {
        if (answer.status == 0)
            ++unanswered_;
        if (answer.status == 503)
            ++unavailable_;
        const QString wrong = judge_(answer);
        if (!wrong.isEmpty() && failures_.size() < 20)
            failures_ << QStringLiteral("%1: %2").arg(account_, wrong);
    }

    QString account_;
    QByteArray token_;
    QStringList bases_;
    std::uint64_t seed_;
    Judge judge_;
    std::thread thread_;
    std::atomic<int> publishedCount_{0};
    std::atomic<int> unavailable_{0};
    QList<PublishedBoard> published_;
    QStringList failures_;
    int unanswered_ = 0;
};

// Publishers over `bases`, stopped and joined however the test ends.
class PublisherGroup {
public:
    ~PublisherGroup() { stop(); }
    void add(QString account, QByteArray token, QStringList bases, std::uint64_t seed,
             Publisher::Judge judge) {
        publishers_.push_back(std::make_unique<Publisher>(
            std::move(account), std::move(token), std::move(bases), seed, std::move(judge)));
    }
    void start() {
        for (auto& p : publishers_)
            p->start(stop_);
    }
    void stop() {
        stop_ = true;
        for (auto& p : publishers_)
            p->join();
    }
    int published() const {
        int n = 0;
        for (const auto& p : publishers_)
            n += p->publishedSoFar();
        return n;
    }
    int unavailable() const {
        int n = 0;
        for (const auto& p : publishers_)
            n += p->answeredSoFar(503);
        return n;
    }
    // Waits (at most `ms`) until `enough` is true; false if it never was.
    static bool waitFor(const std::function<bool()>& enough, int ms) {
        const QDeadlineTimer deadline(ms);
        while (!enough()) {
            if (deadline.hasExpired())
                return false;
            QThread::msleep(20);
        }
        return true;
    }
    QList<PublishedBoard> allPublished() const {
        QList<PublishedBoard> all;
        for (const auto& p : publishers_)
            all += p->published();
        return all;
    }
    QStringList failures() const {
        QStringList all;
        for (const auto& p : publishers_)
            all += p->failures();
        return all;
    }
    int unanswered() const {
        int n = 0;
        for (const auto& p : publishers_)
            n += p->unanswered();
        return n;
    }

private:
    std::atomic<bool> stop_{false};
    std::vector<std::unique_ptr<Publisher>> publishers_;
};

// Every published board fetched from `base`: the reasons any is not what its 201 promised.
QStringList fetchAll(const QString& base, const QList<PublishedBoard>& published) {
    RawHttp client(base);
    QStringList wrong;
    for (const PublishedBoard& p : published) {
        const RawAnswer answer =
            client.request("GET", QStringLiteral("/api/v1/boards/%1/revisions/%2")
                                      .arg(p.code)
                                      .arg(p.revision)
                                      .toLatin1());
        const QString why = mismatch(p, answer.status, answer.body, answer.header("etag"));
        if (!why.isEmpty())
            wrong << (answer.status == 0 ? why + QLatin1String(" (") + answer.error + u')' : why);
    }
    return wrong;
}

QString joined(const QStringList& lines) {
    return lines.mid(0, 20).join(QLatin1Char('\n'));
}

bool isApiError(const RawAnswer& answer, const QString& id) {
    const QJsonObject o = answer.json();
    return o.value(QStringLiteral("error")).toString() == id &&
           !o.value(QStringLiteral("message")).toString().isEmpty();
}

class TestRegistryFaults : public QObject {
    Q_OBJECT

private slots:
    void cleanupTestCase();
    void killedDuringUploads_data();
    void killedDuringUploads();
    void postgresAwayAndBackUnderLoad();
    void fullDiskRefusesWith507();
    void termAnswersRequestsInFlight();

private:
    // One scratch cluster for the suite's PostgreSQL tests (made on first use): each test makes
    // accounts and boards of its own and checks only what it made.
    ScratchPostgres* postgres(QString* why);

    std::unique_ptr<QTemporaryDir> clusterDir_;
    std::unique_ptr<ScratchPostgres> postgres_;
};

ScratchPostgres* TestRegistryFaults::postgres(QString* why) {
    if (!postgres_) {
        clusterDir_ = std::make_unique<QTemporaryDir>();
        auto cluster = std::make_unique<ScratchPostgres>(clusterDir_->path());
        if (!cluster->start(why))
            return nullptr;
        postgres_ = std::move(cluster);
    }
    return postgres_.get();
}

void TestRegistryFaults::cleanupTestCase() {
    postgres_.reset();
    clusterDir_.reset();
}

void TestRegistryFaults::killedDuringUploads_data() {
    QTest::addColumn<bool>("onPostgres");
    QTest::newRow("sqlite") << false;
    QTest::newRow("postgresql") << true;
}

void TestRegistryFaults::killedDuringUploads() {
    QFETCH(bool, onPostgres);
    QTemporaryDir data;
    QString why;
    QStringList where{QStringLiteral("--data"), data.path()};
    if (onPostgres) {
        ScratchPostgres* cluster = postgres(&why);
        QVERIFY2(cluster, qPrintable(why));
        where = {QStringLiteral("--database"), cluster->url()};
    }
    auto server = std::make_unique<RegistryProcess>(where, kNoPublishLimit);
    QVERIFY2(server->start(&why), qPrintable(why));
    RegistryDatabase database(where);
    QVERIFY2(database.open(&why), qPrintable(why));
    const qint64 before = database.count(QStringLiteral("revisions"), &why);
    QVERIFY2(before >= 0, qPrintable(why));

    std::atomic<bool> killed{false};
    const auto judge = [&killed](const RawAnswer& answer) {
        // Until the kill every publish and fetch succeeds; after it, no answer is all there is.
        if (answer.status == 0 && killed.load())
            return QString();
        return answer.describe();
    };
    PublisherGroup clients;
    const QString prefix = onPostgres ? QStringLiteral("killpg") : QStringLiteral("killsql");
    for (int i = 0; i < 4; ++i) {
        const QString account = prefix + QString::number(i);
        const QByteArray token = server->addUser(account).toLatin1();
        QVERIFY(!token.isEmpty());
        clients.add(account, token, {server->base()},
                    (onPostgres ? 2'000'000 : 1'000'000) + i * 10'000ull, judge);
    }
    clients.start();
    // Uploads under way (a few dozen done), then the kill at a moment no request chose.
    QVERIFY(PublisherGroup::waitFor([&] { return clients.published() >= 40; }, 30000));
    QThread::msleep(std::random_device()() % 40);
    killed = true;
    server->kill();
    clients.stop();
    QVERIFY2(clients.failures().isEmpty(), qPrintable(joined(clients.failures())));

    // The same data again: everything told 201 is there, byte for byte.
    server = std::make_unique<RegistryProcess>(where, kNoPublishLimit);
    QVERIFY2(server->start(&why), qPrintable(why));
    const QList<PublishedBoard> published = clients.allPublished();
    const QStringList lost = fetchAll(server->base(), published);
    QVERIFY2(lost.isEmpty(), qPrintable(joined(lost)));

    const QStringList broken = database.inconsistencies();
    QVERIFY2(broken.isEmpty(), qPrintable(joined(broken)));
    // What was in flight at the kill may be there without its client having heard; no more.
    const qint64 after = database.count(QStringLiteral("revisions"), &why);
    QVERIFY2(after >= before + published.size(), qPrintable(why));
    qInfo("%lld told 201 before the kill, %d unanswered, %lld stored", qint64(published.size()),
          clients.unanswered(), after - before);
    QVERIFY2(after <= before + published.size() + clients.unanswered(),
             qPrintable(QStringLiteral("%1 revisions stored, %2 told, %3 unanswered")
                            .arg(after - before)
                            .arg(published.size())
                            .arg(clients.unanswered())));
    QCOMPARE(server->terminate(), 0);
}

void TestRegistryFaults::postgresAwayAndBackUnderLoad() {
    QString why;
    ScratchPostgres* cluster = postgres(&why);
    QVERIFY2(cluster, qPrintable(why));
    const QStringList where{QStringLiteral("--database"), cluster->url()};
    RegistryProcess one(where, kNoPublishLimit), two(where, kNoPublishLimit);
    QVERIFY2(one.start(&why), qPrintable(why));
    QVERIFY2(two.start(&why), qPrintable(why));
    const qint64 pidOne = one.process().processId(), pidTwo = two.process().processId();

    // Answers may be 201 and 200 or, while the database is away, 503 as the API says; a client
    // waits at most its own timeout (15 s) for any of them.
    const auto judge = [](const RawAnswer& answer) {
        if (answer.status == 503 && isApiError(answer, QStringLiteral("unavailable")))
            return QString();
        return answer.describe();
    };
    PublisherGroup clients;
    for (int i = 0; i < 4; ++i) {
        const QString account = QStringLiteral("away%1").arg(i);
        const QByteArray token = one.addUser(account).toLatin1();
        QVERIFY(!token.isEmpty());
        clients.add(account, token, {one.base(), two.base()}, 3'000'000 + i * 10'000ull, judge);
    }
    clients.start();
    QVERIFY(PublisherGroup::waitFor([&] { return clients.published() >= 30; }, 30000));

    QVERIFY2(cluster->stop(&why), qPrintable(why));
    for (const QString& base : {one.base(), two.base()}) {
        const RawAnswer health = RawHttp(base).request("GET", "/api/v1/health");
        QVERIFY2(health.status == 503 && isApiError(health, QStringLiteral("unavailable")),
                 qPrintable(health.describe()));
    }
    QVERIFY2(PublisherGroup::waitFor([&] { return clients.unavailable() >= 20; }, 20000),
             "the clients were not answered 503 while the database was away");
    const int publishedWhileAway = clients.published();

    QVERIFY2(cluster->start(&why), qPrintable(why));
    // The same processes serve again, without a restart.
    for (const QString& base : {one.base(), two.base()}) {
        RawHttp client(base);
        RawAnswer health;
        QVERIFY2(PublisherGroup::waitFor(
                     [&] {
                         health = client.request("GET", "/api/v1/health");
                         return health.status != 503;
                     },
                     30000),
                 qPrintable(base + QLatin1String(" did not serve again")));
        QVERIFY2(health.status == 200, qPrintable(health.describe()));
    }
    QVERIFY(PublisherGroup::waitFor([&] { return clients.published() >= publishedWhileAway + 20; },
                                    30000));
    clients.stop();
    qInfo("%d told 201 (%d before the database came back), %d told 503", clients.published(),
          publishedWhileAway, clients.unavailable());
    QVERIFY2(clients.failures().isEmpty(), qPrintable(joined(clients.failures())));
    QCOMPARE(clients.unanswered(), 0);
    QCOMPARE(one.process().state(), QProcess::Running);
    QCOMPARE(two.process().state(), QProcess::Running);
    QCOMPARE(one.process().processId(), pidOne);
    QCOMPARE(two.process().processId(), pidTwo);

    // Nothing published before, during or after is lost.
    const QStringList lost = fetchAll(two.base(), clients.allPublished());
    QVERIFY2(lost.isEmpty(), qPrintable(joined(lost)));
    RegistryDatabase database(where);
    QVERIFY2(database.open(&why), qPrintable(why));
    const QStringList broken = database.inconsistencies();
    QVERIFY2(broken.isEmpty(), qPrintable(joined(broken)));
    QCOMPARE(one.terminate(), 0);
    QCOMPARE(two.terminate(), 0);
}

void TestRegistryFaults::fullDiskRefusesWith507() {
    SmallFilesystem disk(3072);
    // CI runs the tests as root; without a tmpfs of its own there is no full disk to test.
    QVERIFY2(disk.isMounted(), "cannot mount a tmpfs (needs root): the full-disk test cannot run");
    const QStringList where{QStringLiteral("--data"), disk.path()};
    RegistryProcess server(where, kNoPublishLimit);
    const QByteArray token = server.addUser(QStringLiteral("filler")).toLatin1();
    QVERIFY(!token.isEmpty());
    QString why;
    QVERIFY2(server.start(&why), qPrintable(why));
    const Headers headers{{"Authorization", "Bearer " + token},
                          {"Content-Type", "application/x-gameboardxx"}};
    RawHttp client(server.base());

    QList<PublishedBoard> published;
    const auto publish = [&](std::uint64_t seed, int maxSide) {
        const QByteArray board = publishableBoard(seed, {}, maxSide);
        const RawAnswer answer = client.request("POST", "/api/v1/boards", board, headers);
        if (answer.status == 201) {
            const QJsonObject o = answer.json();
            published << PublishedBoard{QStringLiteral("filler"),
                                        o.value(QStringLiteral("code")).toString(),
                                        o.value(QStringLiteral("revision")).toInt(),
                                        o.value(QStringLiteral("sha256")).toString(), board};
        }
        return answer;
    };
    for (std::uint64_t seed = 1; seed <= 5; ++seed)
        QCOMPARE(publish(4'000'000 + seed, 12).status, 201);
    QCOMPARE(
        client.request("GET", "/api/v1/boards/" + published[0].code.toLatin1() + "/thumbnail.png")
            .status,
        200);

    // Room for a few more boards: the disk fills up while publishes come.
    QVERIFY(disk.leaveFree(160 * 1024));
    int full = 0, consecutive = 0;
    for (std::uint64_t seed = 100; seed < 200 && consecutive < 3; ++seed) {
        const RawAnswer answer = publish(4'000'000 + seed, 60);
        if (answer.status == 507) {
            QVERIFY2(isApiError(answer, QStringLiteral("insufficient-storage")),
                     qPrintable(answer.describe()));
            ++full;
            ++consecutive;
        } else {
            QVERIFY2(answer.status == 201, qPrintable(answer.describe()));
            consecutive = 0;
        }
    }
    qInfo("%lld boards stored, %d publishes refused with 507", qint64(published.size()), full);
    QVERIFY2(full > 0, "a full disk never answered 507");

    // Everything stored before is served: bytes, facts, a thumbnail not drawn yet, search.
    QCOMPARE(client.request("GET", "/api/v1/health").status, 200);
    const QStringList lost = fetchAll(server.base(), published);
    QVERIFY2(lost.isEmpty(), qPrintable(joined(lost)));
    const RawAnswer meta =
        client.request("GET", "/api/v1/boards/" + published[1].code.toLatin1() + "/meta");
    QVERIFY2(meta.status == 200, qPrintable(meta.describe()));
    const RawAnswer thumbnail =
        client.request("GET", "/api/v1/boards/" + published[1].code.toLatin1() + "/thumbnail.png");
    QVERIFY2(thumbnail.status == 200 && thumbnail.body.startsWith("\x89PNG"),
             qPrintable(thumbnail.describe()));
    const RawAnswer search = client.request("GET", "/api/v1/boards?q=board");
    QVERIFY2(search.status == 200, qPrintable(search.describe()));

    // Room again: the same server publishes again.
    QVERIFY(QFile::remove(disk.filePath(QStringLiteral("filler"))));
    const RawAnswer again = publish(4'000'999, 12);
    QVERIFY2(again.status == 201, qPrintable(again.describe()));
    QVERIFY(fetchAll(server.base(), published).isEmpty());
    RegistryDatabase database(where);
    QVERIFY2(database.open(&why), qPrintable(why));
    const QStringList broken = database.inconsistencies();
    QVERIFY2(broken.isEmpty(), qPrintable(joined(broken)));
    QCOMPARE(database.count(QStringLiteral("revisions"), &why), qint64(published.size()));
    QCOMPARE(server.terminate(), 0);
}

void TestRegistryFaults::termAnswersRequestsInFlight() {
    QTemporaryDir data;
    const QStringList where{QStringLiteral("--data"), data.path()};
    auto server = std::make_unique<RegistryProcess>(where, kNoPublishLimit);
    const QByteArray token = server->addUser(QStringLiteral("leaver")).toLatin1();
    QVERIFY(!token.isEmpty());
    QString why;
    QVERIFY2(server->start(&why), qPrintable(why));
    const Headers headers{{"Authorization", "Bearer " + token},
                          {"Content-Type", "application/x-gameboardxx"}};
    // A kept-alive connection with nothing to do must not hold the exit.
    RawHttp idle(server->base());
    QCOMPARE(idle.request("GET", "/api/v1/health").status, 200);

    // Four publishes half sent when the signal comes, finished after it.
    std::vector<std::unique_ptr<RawHttp>> clients;
    QList<QByteArray> boards;
    for (int i = 0; i < 4; ++i) {
        boards << publishableBoard(5'000'000 + i, {}, 30);
        const QByteArray request = requestBytes("POST", "/api/v1/boards", boards[i], headers);
        clients.push_back(std::make_unique<RawHttp>(server->base()));
        QVERIFY(clients[i]->send(request.left(request.size() - boards[i].size() / 2)));
    }
    QThread::msleep(500); // the server has read the halves (a busy machine is slow)
    ::kill(static_cast<pid_t>(server->process().processId()), SIGTERM);
    QThread::msleep(300);
    QCOMPARE(server->process().state(), QProcess::Running);
    // It takes no new connection meanwhile.
    QVERIFY(!RawHttp(server->base()).connectNow(2000));
    QList<PublishedBoard> published;
    for (int i = 0; i < 4; ++i) {
        const QByteArray request = requestBytes("POST", "/api/v1/boards", boards[i], headers);
        QVERIFY(clients[i]->send(request.right(boards[i].size() / 2)));
        const RawAnswer answer = clients[i]->read();
        QVERIFY2(answer.status == 201, qPrintable(answer.describe()));
        const QJsonObject o = answer.json();
        published << PublishedBoard{QStringLiteral("leaver"),
                                    o.value(QStringLiteral("code")).toString(),
                                    o.value(QStringLiteral("revision")).toInt(),
                                    o.value(QStringLiteral("sha256")).toString(), boards[i]};
    }
    QVERIFY(server->process().waitForFinished(15000));
    QCOMPARE(server->process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(server->process().exitCode(), 0);

    server = std::make_unique<RegistryProcess>(where, kNoPublishLimit);
    QVERIFY2(server->start(&why), qPrintable(why));
    const QStringList lost = fetchAll(server->base(), published);
    QVERIFY2(lost.isEmpty(), qPrintable(joined(lost)));
    QCOMPARE(server->terminate(), 0);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryFaults);

} // namespace tst_registry_faults
#include "tst_registry_faults.moc"
