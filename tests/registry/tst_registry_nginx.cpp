// The registry behind the nginx its deployment script ships (issue 42, item 22): what nginx
// refuses itself must read as the servers' own answers, in the API's JSON, not nginx's HTML: a
// body over the largest board is 413 too-large, a header line or request line beyond nginx's
// buffers 431 headers-too-large, what a server would take (a 10 KB header line, a 10 KB query)
// reaches it, and with every server gone a request to /api/ is 503 unavailable with Retry-After.
// A real cluster (scripts/registry-cluster.sh: PostgreSQL, a server, nginx) on localhost.

#include "registry/support/raw_http.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "gbxx/codec.h"
#include "live_client/live_connection.h"

#include <functional>

#include <csignal>
#include <memory>

namespace tst_registry_nginx {

using namespace gbxx::test;

// The cluster script's deployment in a folder of its own, stopped with the object.
struct Cluster {
    QTemporaryDir dir;
    QString base;
    QByteArray token;

    bool script(const QStringList& args, QString* why) {
        QProcess p;
        p.start(QStringLiteral("bash"), QStringList{QStringLiteral(GBXX_REGISTRY_CLUSTER)} + args +
                                            QStringList{QStringLiteral("--dir"), dir.path()});
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            *why = QStringLiteral("registry-cluster.sh %1 did not finish").arg(args.join(' '));
            return false;
        }
        if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            *why = QString::fromUtf8(p.readAllStandardError()).trimmed();
            return false;
        }
        return true;
    }
    int servers = 1;
    bool start(QString* why) {
        // As root, PostgreSQL runs as the user postgres and nginx's workers as www-data: they
        // must enter the folder.
        QFile::setPermissions(dir.path(), QFile::permissions(dir.path()) | QFile::ReadGroup |
                                              QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
        QTcpServer probe; // a free port for nginx
        if (!probe.listen(QHostAddress::LocalHost, 0)) {
            *why = QStringLiteral("no free port");
            return false;
        }
        const quint16 port = probe.serverPort();
        probe.close();
        if (!script({QStringLiteral("start"), QStringLiteral("--servers"), QString::number(servers),
                     QStringLiteral("--port"), QString::number(port), QStringLiteral("--registry"),
                     registryProgram()},
                    why))
            return false;
        base = QStringLiteral("http://127.0.0.1:%1").arg(port);
        QFile tokenFile(dir.filePath(QStringLiteral("admin.token")));
        if (!tokenFile.open(QIODevice::ReadOnly)) {
            *why = QStringLiteral("no admin.token");
            return false;
        }
        token = tokenFile.readAll().trimmed();
        return true;
    }
    // The address of server `n` (from 1), not through nginx.
    QString server(int n) const {
        QFile portFile(dir.filePath(QStringLiteral("server-%1.port").arg(n)));
        if (!portFile.open(QIODevice::ReadOnly))
            return {};
        return QStringLiteral("http://127.0.0.1:%1")
            .arg(QString::fromLatin1(portFile.readAll().trimmed()));
    }
    // Kills server `n` (SIGKILL), as a crash would.
    bool killServer(int n = 1) {
        QFile pidFile(dir.filePath(QStringLiteral("server-%1.pid").arg(n)));
        if (!pidFile.open(QIODevice::ReadOnly))
            return false;
        const pid_t pid = pidFile.readAll().trimmed().toInt();
        return pid > 0 && ::kill(pid, SIGKILL) == 0;
    }
    ~Cluster() {
        QString why;
        if (!base.isEmpty())
            script({QStringLiteral("stop")}, &why);
    }
};

QString apiError(const RawAnswer& answer, int status, const QString& id) {
    const QJsonObject o = answer.json();
    if (answer.status != status || o.value(QStringLiteral("error")).toString() != id ||
        o.value(QStringLiteral("message")).toString().isEmpty() ||
        !answer.header("content-type").startsWith("application/json"))
        return QStringLiteral("%1 (%2) instead of %3 %4")
            .arg(answer.describe(), QString::fromLatin1(answer.body.left(120)))
            .arg(status)
            .arg(id);
    return {};
}

QByteArray get(const QByteArray& target, const Headers& headers = {}) {
    return requestBytes("GET", target, {}, headers);
}

class TestRegistryNginx : public QObject {
    Q_OBJECT

private slots:
    void nginxAnswersInTheApisShape();
    void aLiveSessionLivesInOneServerAndMovesWhenItDies();
};

void TestRegistryNginx::nginxAnswersInTheApisShape() {
    Cluster cluster;
    QString why;
    QVERIFY2(cluster.start(&why), qPrintable(why));
    const auto ask = [&cluster](const QByteArray& bytes) {
        RawHttp client(cluster.base);
        client.send(bytes); // nginx refusing early may break the send; the answer is read anyway
        return client.read(20000);
    };
    const Headers auth{{"Authorization", "Bearer " + cluster.token},
                       {"Content-Type", "application/x-gameboardxx"}};
    QStringList wrong;
    const auto expect = [&wrong](const char* what, const QString& problem) {
        if (!problem.isEmpty())
            wrong << QStringLiteral("%1: %2").arg(QLatin1String(what), problem);
    };

    expect("a body over the largest board",
           apiError(ask(requestBytes("POST", "/api/v1/boards", QByteArray(600'000, 'x'), auth)),
                    413, QStringLiteral("too-large")));
    expect("a 20 KB header line",
           apiError(ask(get("/api/v1/health", {{"X-Big", QByteArray(20'000, 'a')}})), 431,
                    QStringLiteral("headers-too-large")));
    expect("seven 10 KB header lines",
           apiError(ask(get("/api/v1/health", {{"X-1", QByteArray(10'000, 'a')},
                                               {"X-2", QByteArray(10'000, 'a')},
                                               {"X-3", QByteArray(10'000, 'a')},
                                               {"X-4", QByteArray(10'000, 'a')},
                                               {"X-5", QByteArray(10'000, 'a')},
                                               {"X-6", QByteArray(10'000, 'a')},
                                               {"X-7", QByteArray(10'000, 'a')}})),
                    431, QStringLiteral("headers-too-large")));
    expect("three 7 KB header lines (the server's own answer)",
           apiError(ask(get("/api/v1/health", {{"X-1", QByteArray(7'000, 'a')},
                                               {"X-2", QByteArray(7'000, 'a')},
                                               {"X-3", QByteArray(7'000, 'a')}})),
                    431, QStringLiteral("headers-too-large")));
    expect("a 20 KB query", apiError(ask(get("/api/v1/boards?q=" + QByteArray(20'000, 'q'))), 431,
                                     QStringLiteral("headers-too-large")));
    expect("a request line that is not HTTP",
           apiError(ask("GARBAGE\r\n\r\n"), 400, QStringLiteral("bad-request")));
    // What a server takes reaches it through nginx.
    const RawAnswer longLine = ask(get("/api/v1/health", {{"X-Big", QByteArray(10'000, 'a')}}));
    if (longLine.status != 200)
        wrong << QStringLiteral("a 10 KB header line: %1").arg(longLine.describe());
    const RawAnswer longQuery = ask(get("/api/v1/boards?q=" + QByteArray(10'000, 'q')));
    if (longQuery.status != 200)
        wrong << QStringLiteral("a 10 KB query: %1").arg(longQuery.describe());

    // Every server gone: the API says so, and when to come back.
    QVERIFY(cluster.killServer());
    QThread::msleep(200); // the kill reaches the server
    for (const QByteArray& request :
         {get("/api/v1/health"), get("/api/v1/boards?q=x"),
          requestBytes("POST", "/api/v1/boards", QByteArray(100, 'x'), auth)}) {
        const RawAnswer answer = ask(request);
        expect("a request with no server", apiError(answer, 503, QStringLiteral("unavailable")));
        if (answer.header("retry-after").isEmpty())
            wrong << QStringLiteral("a 503 without Retry-After");
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

// Three servers behind nginx (issue 46, item 8): every connection to the session reaches the one
// server that holds it; that server is killed with -9 mid-session, the participants reconnect
// through nginx on their own, the next server takes the session over from the journal when the
// dead one's lease runs out, and every operation is applied once.
void TestRegistryNginx::aLiveSessionLivesInOneServerAndMovesWhenItDies() {
    Cluster cluster;
    cluster.servers = 3;
    QString why;
    QVERIFY2(cluster.start(&why), qPrintable(why));
    gbxx::Board board(gbxx::Variant::GB32, 11, 8);
    const auto bytes = gbxx::writeBoard(board);
    const HttpAnswer published =
        http("POST", cluster.base + QStringLiteral("/api/v1/boards"),
             QByteArray(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size())),
             {{"Authorization", "Bearer " + cluster.token},
              {"Content-Type", "application/x-gameboardxx"}});
    QCOMPARE(published.status, 201);
    const QString code =
        QJsonDocument::fromJson(published.body).object().value(QStringLiteral("code")).toString();
    const HttpAnswer started =
        http("POST", cluster.base + QStringLiteral("/api/v1/boards/%1/live").arg(code),
             R"({"watch": true})", {{"Authorization", "Bearer " + cluster.token}});
    QCOMPARE(started.status, 201);
    const QUrl url(
        QJsonDocument::fromJson(started.body).object().value(QStringLiteral("url")).toString());
    QCOMPARE(url.port(), QUrl(cluster.base).port()); // nginx's address, as the client used it

    using gbxx::live_client::LiveConnection;
    LiveConnection first(url, QString::fromLatin1(cluster.token), false);
    LiveConnection second(url, QString::fromLatin1(cluster.token), false);
    LiveConnection watcher(url, QString(), true);
    const auto settled = [&](std::uint64_t seq) {
        for (LiveConnection* p : {&first, &second, &watcher})
            if (p->state() != LiveConnection::State::Connected || !p->hasReplica() ||
                !p->replica().pending().empty() || p->replica().seq() != seq)
                return false;
        return true;
    };
    const auto waitFor = [](const std::function<bool()>& done, int ms) {
        QDeadlineTimer deadline(ms);
        while (!done() && !deadline.hasExpired())
            QTest::qWait(10);
        return done();
    };
    for (LiveConnection* p : {&first, &second, &watcher})
        p->open();
    QVERIFY(waitFor([&] { return settled(0); }, 20000));
    for (gbxx::TileIndex i = 0; i < 10; ++i) {
        first.edit({{0, i, {i % 4}}});
        second.edit({{1, 80 - i, {1}}});
    }
    QVERIFY(waitFor([&] { return settled(20); }, 20000));
    // Exactly one server holds it.
    const auto holders = [&] {
        QList<int> served;
        for (int n = 1; n <= cluster.servers; ++n) {
            const HttpAnswer state =
                http("GET", cluster.server(n) + QStringLiteral("/api/v1/boards/%1/live").arg(code),
                     {}, {}, 3000);
            if (state.status == 200 && QJsonDocument::fromJson(state.body)
                                           .object()
                                           .value(QStringLiteral("served"))
                                           .toBool())
                served << n;
        }
        return served;
    };
    const QList<int> before = holders();
    QCOMPARE(before.size(), 1);
    QVERIFY(cluster.killServer(before.first()));
    for (gbxx::TileIndex i = 10; i < 15; ++i)
        first.edit({{0, i, {3}}});
    // The lease runs out in 5 s; the participants' retries reach the next server by then.
    QVERIFY2(waitFor([&] { return settled(25); }, 40000),
             qPrintable(QStringLiteral("first %1 seq %2 pending %3 (%4); watcher %5 seq %6")
                            .arg(int(first.state()))
                            .arg(first.hasReplica() ? qint64(first.replica().seq()) : -1)
                            .arg(first.hasReplica() ? qint64(first.replica().pending().size()) : -1)
                            .arg(first.problem())
                            .arg(int(watcher.state()))
                            .arg(watcher.hasReplica() ? qint64(watcher.replica().seq()) : -1)));
    const QList<int> after = holders();
    QCOMPARE(after.size(), 1);
    QVERIFY(after.first() != before.first());
    QVERIFY(gbxx::writeBoard(first.replica().board()) ==
            gbxx::writeBoard(watcher.replica().board()));
    QVERIFY(gbxx::writeBoard(second.replica().board()) ==
            gbxx::writeBoard(watcher.replica().board()));
    for (gbxx::TileIndex i = 10; i < 15; ++i)
        QCOMPARE(watcher.replica().board().get(i, watcher.replica().board().fields()[0]),
                 std::uint64_t(3));
}

GBXX_TEST_GUILESS_MAIN(TestRegistryNginx);

} // namespace tst_registry_nginx
#include "tst_registry_nginx.moc"
