// gbxx-registry reached without nginx (issue 42, items 16 and 17): a request whose framing is
// broken (RFC 9112 §6.3: a Content-Length that is no number or two that differ, an unknown
// Transfer-Encoding, whitespace before a colon, a chunk size that is no number) is answered 400
// and its connection closed, so that no body is ever read as a second request; a request line
// that is not HTTP gets 400, not silence; bare line feeds end lines as CRLF does; the Connection
// header is a list. One connection that pipelines requests and reads nothing holds a bounded
// amount of the server's memory, and connections beyond what the descriptors allow are refused
// at once while the others go on being answered. Real processes on localhost, bounded waits.

#include "registry/support/raw_http.h"
#include "registry/support/registry_boards.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>

namespace tst_registry_framing {

using namespace gbxx::test;

// What a server with an account and one published board is started with.
struct Served {
    QTemporaryDir dir;
    std::unique_ptr<RegistryProcess> server;
    QByteArray token;

    bool start(QString* why, const QStringList& wrapper = {}, const QStringList& more = {}) {
        server = std::make_unique<RegistryProcess>(
            QStringList{QStringLiteral("--data"), dir.path()},
            QStringList{QStringLiteral("--publish-limit"), QStringLiteral("100000")} + more);
        server->setWrapper(wrapper);
        token = server->addUser(QStringLiteral("framer")).toLatin1();
        if (token.isEmpty()) {
            *why = QStringLiteral("cannot make the account");
            return false;
        }
        return server->start(why);
    }
    QString base() const { return server->base(); }
    Headers auth() const {
        return {{"Authorization", "Bearer " + token},
                {"Content-Type", "application/x-gameboardxx"}};
    }
    // The server's resident memory in KiB (0 when it cannot be read).
    qint64 residentKiB() const {
        QFile status(QStringLiteral("/proc/%1/status").arg(server->process().processId()));
        if (!status.open(QIODevice::ReadOnly))
            return 0;
        for (const QByteArray& line : status.readAll().split('\n')) {
            if (line.startsWith("VmRSS:"))
                return line.mid(6).trimmed().split(' ').value(0).toLongLong();
        }
        return 0;
    }
};

QString apiError(const RawAnswer& answer, int status, const QString& id) {
    const QJsonObject o = answer.json();
    if (answer.status != status || o.value(QStringLiteral("error")).toString() != id ||
        o.value(QStringLiteral("message")).toString().isEmpty())
        return QStringLiteral("%1 instead of %2 %3").arg(answer.describe()).arg(status).arg(id);
    return {};
}

class TestRegistryFraming : public QObject {
    Q_OBJECT

private slots:
    void brokenFramingIsRefusedAndCloses_data();
    void brokenFramingIsRefusedAndCloses();
    void bareLineFeedsEndLines();
    void connectionHeaderIsAList();
    void fieldsWithoutSpaceAfterTheColonAreRead();
    void theConnectionClocksAreTheOperators();
    void pipelinedAnswersAreBounded();
    void connectionsBeyondTheDescriptorsAreRefused();

private:
    Served served_; // for the framing rows, one server
};

void TestRegistryFraming::brokenFramingIsRefusedAndCloses_data() {
    QTest::addColumn<QByteArray>("head");
    // Each request's body is a request of its own: read as one, it would be answered 200.
    const QByteArray post = "POST /api/v1/boards HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    QTest::newRow("Content-Length abc") << post + "Content-Length: abc\r\n\r\n";
    QTest::newRow("Content-Length -1") << post + "Content-Length: -1\r\n\r\n";
    QTest::newRow("Content-Length 10^23") << post + "Content-Length: 100000000000000000000000\r\n\r\n";
    QTest::newRow("Content-Length 5 x") << post + "Content-Length: 5 x\r\n\r\n";
    QTest::newRow("two differing Content-Lengths")
        << post + "Content-Length: 0\r\nContent-Length: 45\r\n\r\n";
    QTest::newRow("a Content-Length list that differs") << post + "Content-Length: 0, 45\r\n\r\n";
    QTest::newRow("Transfer-Encoding gzip") << post + "Transfer-Encoding: gzip\r\n\r\n";
    QTest::newRow("Transfer-Encoding chunked, gzip")
        << post + "Transfer-Encoding: chunked, gzip\r\n\r\n";
    QTest::newRow("Transfer-Encoding and Content-Length")
        << post + "Transfer-Encoding: chunked\r\nContent-Length: 0\r\n\r\n0\r\n\r\n";
    QTest::newRow("Content-Length : 5") << post + "Content-Length : 5\r\n\r\n";
    QTest::newRow("a chunk size zz") << post + "Transfer-Encoding: chunked\r\n\r\nzz\r\n";
    QTest::newRow("a chunk without its CRLF")
        << post + "Transfer-Encoding: chunked\r\n\r\n2\r\nabXY";
    QTest::newRow("a folded header") << post + "X-A: a\r\n b\r\nContent-Length: 0\r\n\r\n";
    QTest::newRow("a garbage request line") << QByteArray("GARBAGE\r\n\r\n");
    QTest::newRow("a request line with no version")
        << QByteArray("GET /api/v1/health\r\nHost: x\r\n\r\n");
    QTest::newRow("a bare CR in a header") << post + "X-A: a\rb\r\nContent-Length: 0\r\n\r\n";
}

void TestRegistryFraming::brokenFramingIsRefusedAndCloses() {
    QFETCH(QByteArray, head);
    QString why;
    if (!served_.server)
        QVERIFY2(served_.start(&why), qPrintable(why));
    const QByteArray smuggled = "GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    RawHttp client(served_.base());
    QVERIFY(client.send(head + smuggled));
    const RawAnswer answer = client.read(10000);
    const QString wrong = apiError(answer, 400, QStringLiteral("bad-request"));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QCOMPARE(answer.header("connection").toLower(), QByteArray("close"));
    // Nothing more: the smuggled request is never answered, and the connection closes.
    QVERIFY(client.closedWithin(10000));
    const RawAnswer after = client.read(100);
    QVERIFY2(after.status == 0, qPrintable(after.describe()));
    // The server is well and answers the next client.
    const RawAnswer health = RawHttp(served_.base()).request("GET", "/api/v1/health");
    QCOMPARE(health.status, 200);
}

void TestRegistryFraming::bareLineFeedsEndLines() {
    QString why;
    if (!served_.server)
        QVERIFY2(served_.start(&why), qPrintable(why));
    // Over 16 KB, so that a guard looking for CR LF CR LF would call it headers too large.
    QByteArray board;
    for (std::uint64_t seed = 42'016'001; board.size() < 20'000; ++seed)
        board = publishableBoard(seed, {}, 120);
    QByteArray head = requestBytes("POST", "/api/v1/boards", {}, served_.auth(), board.size());
    head.replace("\r\n", "\n");
    RawHttp client(served_.base());
    QVERIFY(client.send(head + board));
    const RawAnswer published = client.read(10000);
    QVERIFY2(published.status == 201, qPrintable(published.describe()));
    // Connection: close after bare line feeds is heard: the answer says so and the server closes.
    QVERIFY(client.send("GET /api/v1/health HTTP/1.1\nHost: x\nConnection: close\n\n"));
    const RawAnswer health = client.read(10000);
    QCOMPARE(health.status, 200);
    QCOMPARE(health.header("connection").toLower(), QByteArray("close"));
    QVERIFY(client.closedWithin(10000));
}

void TestRegistryFraming::connectionHeaderIsAList() {
    QString why;
    if (!served_.server)
        QVERIFY2(served_.start(&why), qPrintable(why));
    for (const QByteArray& value :
         {QByteArray("keep-alive, close"), QByteArray("Keep-Alive,Close"), QByteArray("te, CLOSE")}) {
        RawHttp client(served_.base());
        QVERIFY(client.send("GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: " + value +
                            "\r\n\r\n"));
        const RawAnswer health = client.read(10000);
        QVERIFY2(health.status == 200, qPrintable(value + ": " + health.describe().toLatin1()));
        QCOMPARE(health.header("connection").toLower(), QByteArray("close"));
        QVERIFY2(client.closedWithin(10000), value.constData());
    }
    // "closed" is not "close": the connection stays for the next request.
    RawHttp client(served_.base());
    QVERIFY(client.send("GET /api/v1/health HTTP/1.1\r\nHost: x\r\nConnection: closed\r\n\r\n"));
    QCOMPARE(client.read(10000).status, 200);
    QVERIFY(client.send("GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n"));
    QCOMPARE(client.read(10000).status, 200);
}

void TestRegistryFraming::fieldsWithoutSpaceAfterTheColonAreRead() {
    QString why;
    if (!served_.server)
        QVERIFY2(served_.start(&why), qPrintable(why));
    // RFC 9112 §5.1: the space after the colon is optional; every field is read the same.
    const QByteArray board = publishableBoard(4'200'001, {}, 9);
    RawHttp client(served_.base());
    QVERIFY(client.send("POST /api/v1/boards HTTP/1.1\r\nHost:x\r\nAuthorization:Bearer " +
                        served_.token +
                        "\r\nContent-Type:application/x-gameboardxx\r\nContent-Length:" +
                        QByteArray::number(board.size()) + "\r\nConnection:close\r\n\r\n" +
                        board));
    const RawAnswer published = client.read(10000);
    QVERIFY2(published.status == 201, qPrintable(published.describe()));
    QCOMPARE(published.header("connection").toLower(), QByteArray("close"));
    QVERIFY(client.closedWithin(10000));
    // A bearer token without the space after the colon is still the caller's.
    RawHttp account(served_.base());
    QVERIFY(account.send("GET /api/v1/account HTTP/1.1\r\nHost:x\r\nAuthorization:Bearer " +
                         served_.token + "\r\n\r\n"));
    const RawAnswer who = account.read(10000);
    QVERIFY2(who.status == 200, qPrintable(who.describe()));
    QCOMPARE(who.json().value(QStringLiteral("name")).toString(), QStringLiteral("framer"));
}

void TestRegistryFraming::theConnectionClocksAreTheOperators() {
    // Bad values are refused before anything listens.
    for (const QString& bad : {QStringLiteral("0"), QStringLiteral("3601"), QStringLiteral("x")}) {
        QTemporaryDir dir;
        RegistryProcess refused({QStringLiteral("--data"), dir.path()},
                                {QStringLiteral("--request-timeout"), bad});
        QString failed;
        QVERIFY2(!refused.start(&failed), qPrintable(bad));
        QCOMPARE(refused.process().exitCode(), 2);
        QVERIFY2(failed.contains(QLatin1String("--request-timeout and --idle-timeout take whole "
                                               "seconds from 1 to 3600")),
                 qPrintable(failed));
    }
    Served s;
    QString why;
    QVERIFY2(s.start(&why, {},
                     {QStringLiteral("--request-timeout"), QStringLiteral("1"),
                      QStringLiteral("--idle-timeout"), QStringLiteral("2")}),
             qPrintable(why));
    // Half a request: 408 after the operator's second, not the default ten.
    RawHttp slow(s.base());
    QVERIFY(slow.send("GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: "));
    const RawAnswer cutOff = slow.read(6000);
    const QString wrong = apiError(cutOff, 408, QStringLiteral("timeout"));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY(cutOff.json().value(QStringLiteral("message")).toString().contains(QLatin1String("1 s")));
    // A kept-alive connection with nothing to do is closed after the operator's two seconds.
    RawHttp idle(s.base());
    QVERIFY(idle.send("GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n"));
    QCOMPARE(idle.read(10000).status, 200);
    QVERIFY(idle.closedWithin(8000));
    QCOMPARE(s.server->terminate(), 0);
}

void TestRegistryFraming::pipelinedAnswersAreBounded() {
    Served s;
    QString why;
    QVERIFY2(s.start(&why), qPrintable(why));
    // A large board (at least 250 KB: a GB64 board of random size).
    QByteArray board;
    for (std::uint64_t seed = 42'017'003; board.size() < 250'000; seed += 4)
        board = publishableBoard(seed, {}, 255);
    RawHttp publisher(s.base());
    const RawAnswer published = publisher.request("POST", "/api/v1/boards", board, s.auth());
    QVERIFY2(published.status == 201, qPrintable(published.describe()));
    const QByteArray target =
        "/api/v1/boards/" + published.json().value(QStringLiteral("code")).toString().toLatin1();
    QVERIFY(publisher.request("GET", target).status == 200); // in the server's cache now

    // 400 fetches in one go, nothing read: unbounded, the server would queue 100 MB and more.
    constexpr int kFetches = 400;
    QByteArray fetches;
    for (int i = 0; i < kFetches; ++i)
        fetches += requestBytes("GET", target);
    const qint64 before = s.residentKiB();
    QVERIFY(before > 0);
    RawHttp greedy(s.base());
    QVERIFY(greedy.send(fetches));
    // Two seconds to queue what it would (a fetch from the cache takes well under a millisecond),
    // watched all along.
    qint64 most = before;
    for (int i = 0; i < 20; ++i) {
        QThread::msleep(100);
        most = std::max(most, s.residentKiB());
    }
    QVERIFY2(most - before < 40 * 1024,
             qPrintable(QStringLiteral("the server grew from %1 KiB to %2 KiB").arg(before).arg(most)));
    // Others are answered meanwhile.
    QCOMPARE(RawHttp(s.base()).request("GET", "/api/v1/health").status, 200);
    // And the greedy client, reading now, gets every answer whole.
    const QByteArray stored =
        withRegistryCode(board, published.json().value(QStringLiteral("code")).toString());
    for (int i = 0; i < kFetches; ++i) {
        const RawAnswer answer = greedy.read(15000);
        QVERIFY2(answer.status == 200,
                 qPrintable(QStringLiteral("fetch %1: %2").arg(i).arg(answer.describe())));
        QVERIFY2(answer.body == stored, qPrintable(QStringLiteral("fetch %1's bytes").arg(i)));
    }
    QCOMPARE(s.server->terminate(), 0);
}

void TestRegistryFraming::connectionsBeyondTheDescriptorsAreRefused() {
    Served s;
    QString why;
    // 256 descriptors: room for far fewer connections than the 300 this client opens.
    QVERIFY2(s.start(&why, {QStringLiteral("prlimit"), QStringLiteral("--nofile=256:256"),
                            QStringLiteral("--")}),
             qPrintable(why));
    std::vector<std::unique_ptr<RawHttp>> idle;
    for (int i = 0; i < 300; ++i) {
        idle.push_back(std::make_unique<RawHttp>(s.base()));
        QVERIFY(idle.back()->connectNow());
    }
    // The ones beyond the cap are told at once, and closed.
    int refused = 0;
    for (auto& connection : idle) {
        const RawAnswer answer = connection->read(50);
        if (answer.timedOut)
            continue;
        const QString wrong = apiError(answer, 503, QStringLiteral("unavailable"));
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QVERIFY(!answer.header("retry-after").isEmpty());
        ++refused;
    }
    QVERIFY2(refused >= 300 - 256 + 1, qPrintable(QString::number(refused)));
    // One accepted connection is still answered while all the others are held.
    RawHttp* kept = nullptr;
    for (auto& connection : idle) {
        if (connection->send("GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n", 2000)) {
            const RawAnswer answer = connection->read(10000);
            if (answer.status == 200) {
                kept = connection.get();
                break;
            }
        }
    }
    QVERIFY2(kept, "no accepted connection was answered");
    // A new client is refused while the server is full, then answered once clients went.
    const RawAnswer full = RawHttp(s.base()).request("GET", "/api/v1/health", {}, {}, 10000);
    QVERIFY2(full.status == 503, qPrintable(full.describe()));
    idle.clear();
    RawAnswer later;
    for (int i = 0; i < 50 && later.status != 200; ++i) {
        later = RawHttp(s.base()).request("GET", "/api/v1/health", {}, {}, 10000);
        if (later.status != 200)
            QThread::msleep(100); // the server hears the closes as its event loop comes to them
    }
    QVERIFY2(later.status == 200, qPrintable(later.describe()));
    QCOMPARE(s.server->terminate(), 0);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryFraming);

} // namespace tst_registry_framing
#include "tst_registry_framing.moc"
