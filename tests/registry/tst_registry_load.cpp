// 2,000 publishes from eight client threads against two gbxx-registry processes on one scratch
// PostgreSQL (issue 34, item 7): new boards, new revisions, two accounts racing for one free code,
// the same Idempotency-Key sent to both servers at once and one after the other. Afterwards every
// 201 must be true: its code and revision handed out once, fetchable from either server with the
// SHA-256 it gave, and the database holding exactly the revisions the clients were told of.

#include "registry/support/raw_http.h"
#include "registry/support/registry_boards.h"
#include "registry/support/registry_database.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <barrier>
#include <memory>
#include <mutex>
#include <random>
#include <thread>

namespace tst_registry_load {

using namespace gbxx::test;

constexpr int kThreads = 8; // in pairs: a pair races for the same codes
constexpr int kCycles = 10;
constexpr int kCycleOps = 24; // one of them sends two requests: 25 requests a cycle
constexpr int kRequestsPerThread = kCycles * (kCycleOps + 1); // 250; 2,000 in all
constexpr int kRaceOp = 3;
constexpr int kIdempotentOp = 11;
constexpr int kDeadlineMs = 120000; // a server that stops answering fails the test, never hangs it

enum class Op { New, Revision, Race, Idempotent };

Op opAt(int op) {
    const int at = op % kCycleOps;
    if (at == kRaceOp)
        return Op::Race;
    if (at == kIdempotentOp)
        return Op::Idempotent;
    if (at == 6 || at == 18)
        return Op::Revision;
    return Op::New;
}

// A code no allocator hands out (it has a vowel), the same for both threads of a pair.
QString raceCode(int pair, int cycle) {
    return QStringLiteral("A%1Q%2").arg(pair).arg(cycle, 2, 10, QLatin1Char('0'));
}

struct RaceResult {
    int pair = 0, cycle = 0, status = 0;
    QString error;
};

// What one client thread did and heard.
struct Client {
    int index = 0;
    QString account;
    QByteArray token;
    int requests = 0;
    QList<PublishedBoard> published; // every 201, idempotent twins once
    QList<RaceResult> races;
    QStringList failures;
};

class TestRegistryLoad : public QObject {
    Q_OBJECT

private slots:
    void twoServersOnePostgresUnderLoad();
};

void runClient(Client& client, const QStringList& bases, std::barrier<>& pairBarrier,
               const QDeadlineTimer& deadline) {
    RawHttp servers[2] = {RawHttp(bases[0]), RawHttp(bases[1])};
    const Headers headers{{"Authorization", "Bearer " + client.token},
                          {"Content-Type", "application/x-gameboardxx"}};
    QMap<QString, int> latest; // this client's codes and their revisions as told
    std::mt19937 random(static_cast<unsigned>(client.index) * 101 + 7);
    std::uint64_t seed = static_cast<std::uint64_t>(client.index) * 1000000;
    const auto fail = [&](const QString& what, const RawAnswer& answer) {
        client.failures << QStringLiteral("%1: %2").arg(what, answer.describe());
    };
    const auto told = [&](const RawAnswer& answer, const QByteArray& sent) {
        const QJsonObject o = answer.json();
        return PublishedBoard{client.account, o.value(QStringLiteral("code")).toString(),
                              o.value(QStringLiteral("revision")).toInt(),
                              o.value(QStringLiteral("sha256")).toString(), sent};
    };
    bool dropped = false;
    for (int op = 0; op < kCycles * kCycleOps; ++op) {
        if (deadline.hasExpired()) {
            client.failures << QStringLiteral("not done within %1 s").arg(kDeadlineMs / 1000);
            pairBarrier.arrive_and_drop();
            dropped = true;
            break;
        }
        RawHttp& server = servers[client.requests % 2];
        const int cycle = op / kCycleOps;
        switch (opAt(op)) {
        case Op::New: {
            const QByteArray board = publishableBoard(++seed);
            const RawAnswer answer = server.request("POST", "/api/v1/boards", board, headers);
            ++client.requests;
            if (answer.status != 201 ||
                answer.json().value(QStringLiteral("revision")).toInt() != 1) {
                fail(QStringLiteral("a new board"), answer);
                break;
            }
            const PublishedBoard p = told(answer, board);
            client.published << p;
            latest[p.code] = 1;
            break;
        }
        case Op::Revision: {
            const QString code = latest.keys().value(static_cast<int>(
                random() % static_cast<unsigned>(std::max<qsizetype>(1, latest.size()))));
            if (code.isEmpty())
                break;
            const QByteArray board = publishableBoard(++seed, code);
            const RawAnswer answer = server.request("POST", "/api/v1/boards", board, headers);
            ++client.requests;
            const PublishedBoard p = told(answer, board);
            if (answer.status != 201 || p.code != code || p.revision != latest[code] + 1) {
                fail(QStringLiteral("revision %1 of %2").arg(latest[code] + 1).arg(code), answer);
                break;
            }
            client.published << p;
            latest[code] = p.revision;
            break;
        }
        case Op::Race: {
            const int pair = client.index / 2;
            const QByteArray board = publishableBoard(++seed, raceCode(pair, cycle));
            // Both threads of the pair send at once, each to its own server.
            pairBarrier.arrive_and_wait();
            RawHttp& own = servers[client.index % 2];
            const RawAnswer answer = own.request("POST", "/api/v1/boards", board, headers);
            ++client.requests;
            client.races << RaceResult{pair, cycle, answer.status,
                                       answer.json().value(QStringLiteral("error")).toString()};
            if (answer.status == 201) {
                const PublishedBoard p = told(answer, board);
                client.published << p;
                latest[p.code] = p.revision;
            }
            break;
        }
        case Op::Idempotent: {
            const QByteArray board = publishableBoard(++seed);
            const Headers keyed =
                headers +
                Headers{{"Idempotency-Key",
                         QStringLiteral("k-%1-%2").arg(client.index).arg(cycle).toLatin1()}};
            RawAnswer first, second;
            if (cycle % 2 == 0) {
                // At once, to both servers: one of them must wait for the other's answer.
                const QByteArray request = requestBytes("POST", "/api/v1/boards", board, keyed);
                if (servers[0].send(request) && servers[1].send(request)) {
                    first = servers[0].read();
                    second = servers[1].read();
                }
            } else {
                // A retry after the first answer, to the other server.
                first = servers[0].request("POST", "/api/v1/boards", board, keyed);
                second = servers[1].request("POST", "/api/v1/boards", board, keyed);
            }
            client.requests += 2;
            if (first.status != 201 || second.status != 201) {
                fail(QStringLiteral("an idempotent publish (first)"), first);
                fail(QStringLiteral("an idempotent publish (second)"), second);
                break;
            }
            const PublishedBoard a = told(first, board);
            const PublishedBoard b = told(second, board);
            if (a.code != b.code || a.revision != b.revision || a.sha256 != b.sha256) {
                client.failures << QStringLiteral("one Idempotency-Key, two answers: %1/%2 and "
                                                  "%3/%4")
                                       .arg(a.code)
                                       .arg(a.revision)
                                       .arg(b.code)
                                       .arg(b.revision);
                break;
            }
            client.published << a;
            latest[a.code] = a.revision;
            break;
        }
        }
    }
    if (!dropped)
        pairBarrier.arrive_and_drop();
}

void TestRegistryLoad::twoServersOnePostgresUnderLoad() {
    QTemporaryDir clusterDir;
    ScratchPostgres postgres(clusterDir.path());
    QString why;
    QVERIFY2(postgres.start(&why), qPrintable(why));
    const QStringList where{QStringLiteral("--database"), postgres.url()};
    const QStringList options{QStringLiteral("--publish-limit"), QStringLiteral("100000")};
    RegistryProcess one(where, options), two(where, options);
    QVERIFY2(one.start(&why), qPrintable(why));
    QVERIFY2(two.start(&why), qPrintable(why));

    std::vector<Client> clients(kThreads);
    for (int i = 0; i < kThreads; ++i) {
        clients[i].index = i;
        clients[i].account = QStringLiteral("loader%1").arg(i);
        clients[i].token = one.addUser(clients[i].account).toLatin1();
        QVERIFY(!clients[i].token.isEmpty());
    }
    std::vector<std::unique_ptr<std::barrier<>>> barriers;
    for (int pair = 0; pair < kThreads / 2; ++pair)
        barriers.push_back(std::make_unique<std::barrier<>>(2));

    QElapsedTimer clock;
    clock.start();
    const QDeadlineTimer deadline(kDeadlineMs);
    const QStringList bases{one.base(), two.base()};
    std::vector<std::thread> threads;
    for (Client& client : clients)
        threads.emplace_back([&client, &bases, &barriers, &deadline] {
            runClient(client, bases, *barriers[client.index / 2], deadline);
        });
    for (std::thread& thread : threads)
        thread.join();
    qInfo("%d publishes in %lld ms", kThreads * kRequestsPerThread, clock.elapsed());

    QStringList failures;
    int requests = 0;
    QMap<QPair<QString, int>, PublishedBoard> told; // (code, revision)
    QMap<QPair<int, int>, QList<RaceResult>> races; // (pair, cycle)
    for (const Client& client : clients) {
        failures += client.failures;
        requests += client.requests;
        for (const PublishedBoard& p : client.published) {
            const QPair<QString, int> key{p.code, p.revision};
            if (told.contains(key))
                failures << QStringLiteral("%1 revision %2 handed out twice (%3, %4)")
                                .arg(p.code)
                                .arg(p.revision)
                                .arg(told[key].account, p.account);
            told.insert(key, p);
        }
        for (const RaceResult& race : client.races)
            races[{race.pair, race.cycle}] << race;
    }
    QCOMPARE(requests, kThreads * kRequestsPerThread);
    for (auto it = races.begin(); it != races.end(); ++it) {
        const QList<RaceResult>& r = it.value();
        const bool oneWon = r.size() == 2 && ((r[0].status == 201 && r[1].status == 409 &&
                                               r[1].error == QLatin1String("code-taken")) ||
                                              (r[1].status == 201 && r[0].status == 409 &&
                                               r[0].error == QLatin1String("code-taken")));
        if (!oneWon)
            failures << QStringLiteral("the race for %1: statuses %2 and %3 (%4 %5)")
                            .arg(raceCode(it.key().first, it.key().second))
                            .arg(r.value(0).status)
                            .arg(r.value(1).status)
                            .arg(r.value(0).error, r.value(1).error);
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 20).join(QLatin1Char('\n'))));

    // Every 201 is what either server serves, byte for byte.
    RawHttp fetchers[2] = {RawHttp(one.base()), RawHttp(two.base())};
    int n = 0;
    for (const PublishedBoard& p : std::as_const(told)) {
        const RawAnswer answer =
            fetchers[n++ % 2].request("GET", QStringLiteral("/api/v1/boards/%1/revisions/%2")
                                                 .arg(p.code)
                                                 .arg(p.revision)
                                                 .toLatin1());
        const QString wrong = mismatch(p, answer.status, answer.body, answer.header("etag"));
        if (!wrong.isEmpty())
            failures << wrong;
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 20).join(QLatin1Char('\n'))));

    // The database holds exactly the revisions the clients were told of, by their publishers.
    RegistryDatabase database(where);
    QVERIFY2(database.open(&why), qPrintable(why));
    const QStringList broken = database.inconsistencies();
    QVERIFY2(broken.isEmpty(), qPrintable(broken.mid(0, 20).join(QLatin1Char('\n'))));
    const QList<StoredRevisionRow> stored = database.revisions(&why);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QCOMPARE(stored.size(), told.size());
    for (const StoredRevisionRow& row : stored) {
        const auto it = told.constFind({row.code, row.revision});
        if (it == told.constEnd())
            failures << QStringLiteral("%1 revision %2 is stored, but nobody heard 201")
                            .arg(row.code)
                            .arg(row.revision);
        else if (it->account != row.account || it->sha256 != row.sha256)
            failures << QStringLiteral("%1 revision %2: stored for %3, told to %4")
                            .arg(row.code)
                            .arg(row.revision)
                            .arg(row.account, it->account);
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 20).join(QLatin1Char('\n'))));

    QCOMPARE(one.terminate(), 0);
    QCOMPARE(two.terminate(), 0);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryLoad);

} // namespace tst_registry_load
#include "tst_registry_load.moc"
