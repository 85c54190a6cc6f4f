// gbxx-registry against clients that send what they should not (issue 34, item 7): mutated and
// truncated boards, huge and malformed headers and request lines, bad UTF-8 and %-escapes, lying
// lengths, chunked bodies and clients sending a byte a second. Whatever comes, the server stays
// up and answers others, never says 500, never stores part of a revision, and its connection
// guard answers 431, 413 and 408 where they belong. Real processes on localhost; every wait is
// bounded, and no assertion times anything.

#include "registry/support/raw_http.h"
#include "registry/support/registry_boards.h"
#include "registry/support/registry_database.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QDeadlineTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>
#include <random>

namespace tst_registry_hostile {

using namespace gbxx::test;

constexpr int kMaxBoard = 520'336; // the largest board (GB64, 255 × 255)

// A server on a data folder or a database, with an account, and a look into its database.
struct Served {
    QTemporaryDir dir;
    QStringList where;
    std::unique_ptr<RegistryProcess> server;
    std::unique_ptr<RegistryDatabase> database;
    QByteArray token;
    QByteArray stderrSoFar;

    bool start(const QStringList& whereTo, const QString& account, QString* why,
               const QStringList& more = {}) {
        where = whereTo.isEmpty() ? QStringList{QStringLiteral("--data"), dir.path()} : whereTo;
        server = std::make_unique<RegistryProcess>(
            where, QStringList{QStringLiteral("--publish-limit"), QStringLiteral("100000")} + more);
        token = server->addUser(account).toLatin1();
        if (token.isEmpty()) {
            *why = QStringLiteral("cannot make the account %1").arg(account);
            return false;
        }
        database = std::make_unique<RegistryDatabase>(where);
        return server->start(why) && database->open(why);
    }
    QString base() const { return server->base(); }
    Headers auth() const {
        return {{"Authorization", "Bearer " + token},
                {"Content-Type", "application/x-gameboardxx"}};
    }
    qint64 revisions() {
        QString why;
        return database->count(QStringLiteral("revisions"), &why);
    }
    // Why the server is not well after what it was sent: down, not answering a plain request
    // within 10 s, or having written a warning (what it writes for a 500).
    QString unwell() {
        if (server->process().state() != QProcess::Running)
            return QStringLiteral("the server is down: %1")
                .arg(QString::fromUtf8(server->errors()));
        const RawAnswer health = RawHttp(base()).request("GET", "/api/v1/health", {}, {}, 10000);
        if (health.status != 200)
            return QStringLiteral("health: %1").arg(health.describe());
        stderrSoFar += server->errors();
        for (const QByteArray& line : stderrSoFar.split('\n')) {
            if (line.startsWith("gbxx-registry:"))
                return QStringLiteral("the server warned: %1").arg(QString::fromUtf8(line));
        }
        return {};
    }
};

// One request on a connection of its own and what is allowed to come of it.
struct Probe {
    QString name;
    QByteArray bytes;
    std::function<QString(const RawAnswer&)> judge; // empty: fine
};

// Sends every probe at once, each on its own connection, then waits (at most `ms` in all) for
// each to be answered or closed; the reasons any outcome is wrong.
QStringList runProbes(const QString& base, const QList<Probe>& probes, QList<RawAnswer>* answers,
                      int ms = 25000) {
    std::vector<std::unique_ptr<RawHttp>> connections;
    for (const Probe& probe : probes) {
        connections.push_back(std::make_unique<RawHttp>(base));
        connections.back()->send(probe.bytes); // a server refusing early may break the send
    }
    const QDeadlineTimer deadline(ms);
    QStringList wrong;
    for (qsizetype i = 0; i < probes.size(); ++i) {
        const RawAnswer answer =
            connections[i]->read(static_cast<int>(std::max<qint64>(1, deadline.remainingTime())));
        if (answers)
            answers->append(answer);
        const QString why =
            answer.timedOut ? QStringLiteral("held without an answer") : probes[i].judge(answer);
        if (!why.isEmpty())
            wrong << QStringLiteral("%1: %2").arg(probes[i].name, why);
    }
    return wrong;
}

// Judges.
QString apiError(const RawAnswer& answer, int status, const QString& id) {
    const QJsonObject o = answer.json();
    if (answer.status != status || o.value(QStringLiteral("error")).toString() != id ||
        o.value(QStringLiteral("message")).toString().isEmpty())
        return QStringLiteral("%1 instead of %2 %3").arg(answer.describe()).arg(status).arg(id);
    return {};
}
auto expect(int status, const QString& id) {
    return [status, id](const RawAnswer& answer) { return apiError(answer, status, id); };
}
// A client error, or the connection closed without an answer (what Qt's parser does with what
// is not HTTP).
QString refusedOrClosed(const RawAnswer& answer) {
    if (answer.status == 0 || (answer.status >= 400 && answer.status < 500))
        return {};
    return answer.describe();
}
// Any answer but a server error, or a close: Qt's parser (http_parser) lets through some of what
// is not quite HTTP, and the request is then answered as it understood it.
QString noServerError(const RawAnswer& answer) {
    return answer.status >= 500 ? answer.describe() : QString();
}

QByteArray publishRequest(const QByteArray& board, const Headers& auth) {
    return requestBytes("POST", "/api/v1/boards", board, auth);
}

class TestRegistryHostile : public QObject {
    Q_OBJECT

private slots:
    void cleanupTestCase();
    void mutatedAndTruncatedBodies();
    void oversizedAndMalformedRequests();
    void badEscapesAndBytes_data();
    void badEscapesAndBytes();
    void lyingLengthsAndChunkedBodies();
    void slowClientsAreCutOff();

private:
    std::unique_ptr<QTemporaryDir> clusterDir_;
    std::unique_ptr<ScratchPostgres> postgres_;
};

void TestRegistryHostile::cleanupTestCase() {
    postgres_.reset();
    clusterDir_.reset();
}

void TestRegistryHostile::mutatedAndTruncatedBodies() {
    Served s;
    QString why;
    QVERIFY2(s.start({}, QStringLiteral("mutator"), &why), qPrintable(why));
    RawHttp client(s.base());
    const qint64 before = s.revisions();
    QStringList wrong;

    // Every length class of a cut board (the header, the tiles, the footer) and a board too long.
    for (std::uint64_t seed : {1ull, 2ull}) {
        const QByteArray board = publishableBoard(7'000'000 + seed, {}, 20);
        const qsizetype n = board.size();
        QList<qsizetype> lengths;
        for (qsizetype l = 0; l <= 40; ++l)
            lengths << l;
        for (qsizetype l = n - 140; l < n; ++l)
            lengths << l;
        lengths << n / 4 << n / 2 << 3 * n / 4;
        QList<QByteArray> bodies;
        for (const qsizetype l : lengths)
            bodies << board.left(l);
        bodies << board + '\0' << board + QByteArray(1000, 'x');
        for (const QByteArray& body : bodies) {
            const RawAnswer answer = client.request("POST", "/api/v1/boards", body, s.auth());
            const QString refusal = apiError(answer, 422, QStringLiteral("invalid-board"));
            if (!refusal.isEmpty())
                wrong << QStringLiteral("%1 of %2 bytes: %3").arg(body.size()).arg(n).arg(refusal);
        }
    }

    // Random bytes of valid boards changed: stored whole when still valid, else refused.
    std::mt19937 random(20240601);
    QList<PublishedBoard> published;
    for (int i = 0; i < 300; ++i) {
        QByteArray board = publishableBoard(7'100'000 + i % 20, {}, 16);
        const int changes = 1 + static_cast<int>(random() % 8);
        for (int c = 0; c < changes; ++c) {
            // A third in the header, a third in the footer, a third anywhere.
            const qsizetype size = board.size();
            const qsizetype at = c % 3 == 0   ? random() % std::min<qsizetype>(16, size)
                                 : c % 3 == 1 ? size - 1 - random() % 128
                                              : random() % size;
            board[at] = c % 2 ? static_cast<char>(random())
                              : static_cast<char>(board[at] ^ (1 << (random() % 8)));
        }
        const RawAnswer answer = client.request("POST", "/api/v1/boards", board, s.auth());
        const QString id = answer.json().value(QStringLiteral("error")).toString();
        if (answer.status == 201) {
            const QJsonObject o = answer.json();
            published << PublishedBoard{QStringLiteral("mutator"),
                                        o.value(QStringLiteral("code")).toString(),
                                        o.value(QStringLiteral("revision")).toInt(),
                                        o.value(QStringLiteral("sha256")).toString(), board};
        } else if (!(answer.status == 422 &&
                     (id == QLatin1String("invalid-board") || id == QLatin1String("bad-code"))) &&
                   !(answer.status == 409 &&
                     (id == QLatin1String("duplicate") || id == QLatin1String("code-taken")))) {
            wrong << QStringLiteral("mutation %1: %2").arg(i).arg(answer.describe());
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 20).join(QLatin1Char('\n'))));
    qInfo("%lld of 300 mutated boards were still valid and stored", qint64(published.size()));

    // Exactly the revisions answered 201, each whole.
    QCOMPARE(s.revisions(), before + published.size());
    for (const PublishedBoard& p : published) {
        const RawAnswer answer =
            client.request("GET", QStringLiteral("/api/v1/boards/%1/revisions/%2")
                                      .arg(p.code)
                                      .arg(p.revision)
                                      .toLatin1());
        const QString different = mismatch(p, answer.status, answer.body, answer.header("etag"));
        QVERIFY2(different.isEmpty(), qPrintable(different));
    }
    const QStringList broken = s.database->inconsistencies();
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
    const QString unwell = s.unwell();
    QVERIFY2(unwell.isEmpty(), qPrintable(unwell));
    QCOMPARE(s.server->terminate(), 0);
}

void TestRegistryHostile::oversizedAndMalformedRequests() {
    Served s;
    QString why;
    QVERIFY2(s.start({}, QStringLiteral("headers"), &why), qPrintable(why));
    const QByteArray health = "GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    QByteArray thousands;
    for (int i = 0; i < 5000; ++i)
        thousands += "X-Header-" + QByteArray::number(i) + ": value\r\n";
    QByteArray manySmall;
    for (int i = 0; i < 2000; ++i)
        manySmall += "a:b\r\n";
    const QByteArray board = publishableBoard(7'200'000, {}, 10);
    const auto tooLarge = expect(431, QStringLiteral("headers-too-large"));

    const QList<Probe> probes{
        {"a 100 KB header", health + "X-Big: " + QByteArray(100'000, 'a') + "\r\n\r\n", tooLarge},
        {"5,000 headers", health + thousands + "\r\n", tooLarge},
        {"a 20 KB URL", "GET /api/v1/boards?q=" + QByteArray(20'000, 'x') + " HTTP/1.1\r\n\r\n",
         tooLarge},
        {"a publish with a 100 KB header",
         requestBytes("POST", "/api/v1/boards", board,
                      s.auth() + Headers{{"X-Big", QByteArray(100'000, 'b')}}),
         tooLarge},
        {"2,000 small headers", health + manySmall + "\r\n", noServerError},
        {"a 15 KB word", "GET /api/v1/boards?q=" + QByteArray(15'000, 'x') + " HTTP/1.1\r\n\r\n",
         noServerError},
        {"not HTTP", "GARBAGE\r\n\r\n", refusedOrClosed},
        {"a method alone", "GET\r\n\r\n", refusedOrClosed},
        {"no version", "GET /api/v1/health\r\n\r\n", refusedOrClosed},
        {"HTTP/9.9", "GET /api/v1/health HTTP/9.9\r\n\r\n", noServerError},
        {"a word too many", "GET /api/v1/health HTTP/1.1 extra\r\n\r\n", noServerError},
        {"a leading space", " GET /api/v1/health HTTP/1.1\r\n\r\n", noServerError},
        {"control bytes", QByteArray("\x00\x01\x02\x03\r\n\r\n", 8), refusedOrClosed},
        {"a Latin-1 method", "G\xC9T /api/v1/health HTTP/1.1\r\n\r\n", refusedOrClosed},
        {"an unknown method", "BREW /api/v1/health HTTP/1.1\r\n\r\n", refusedOrClosed},
        {"a header without a colon", health + "no colon here\r\n\r\n", noServerError},
        {"a header with a NUL", health + QByteArray("X-A: a\0b\r\n\r\n", 12), noServerError},
        {"a header without a name", health + ": empty\r\n\r\n", noServerError},
        {"bare line feeds", "GET /api/v1/health HTTP/1.1\nHost: 127.0.0.1\n\n", noServerError},
        {"two Hosts", health + "Host: elsewhere\r\n\r\n", noServerError},
        {"CONNECT", "CONNECT 127.0.0.1:1 HTTP/1.1\r\nHost: 127.0.0.1:1\r\n\r\n", refusedOrClosed},
        {"a WebSocket upgrade",
         health + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                  "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
         noServerError},
        {"HTTP/2's preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", refusedOrClosed},
        {"OPTIONS *", "OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", noServerError},
        {"DELETE a board", "DELETE /api/v1/boards/BCD12 HTTP/1.1\r\nHost: x\r\n\r\n",
         expect(405, QStringLiteral("method-not-allowed"))},
    };
    const QStringList wrong = runProbes(s.base(), probes, nullptr);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    QCOMPARE(s.revisions(), 0);
    const QString unwell = s.unwell();
    QVERIFY2(unwell.isEmpty(), qPrintable(unwell));
    QCOMPARE(s.server->terminate(), 0);
}

void TestRegistryHostile::badEscapesAndBytes_data() {
    QTest::addColumn<bool>("onPostgres");
    QTest::newRow("sqlite") << false;
    QTest::newRow("postgresql") << true;
}

void TestRegistryHostile::badEscapesAndBytes() {
    QFETCH(bool, onPostgres);
    QString why;
    QStringList where;
    if (onPostgres) {
        if (!postgres_) {
            clusterDir_ = std::make_unique<QTemporaryDir>();
            postgres_ = std::make_unique<ScratchPostgres>(clusterDir_->path());
            QVERIFY2(postgres_->start(&why), qPrintable(why));
        }
        where = {QStringLiteral("--database"), postgres_->url()};
    }
    Served s;
    QVERIFY2(s.start(where, QStringLiteral("escaper"), &why), qPrintable(why));
    RawHttp client(s.base());
    const QByteArray board = publishableBoard(7'300'000, {}, 10);
    const RawAnswer first = client.request("POST", "/api/v1/boards", board, s.auth());
    QCOMPARE(first.status, 201);
    const QByteArray code = first.json().value(QStringLiteral("code")).toString().toLatin1();
    const qint64 before = s.revisions();

    const QList<QByteArray> targets{
        "/api/v1/boards?q=%FF%FE%FD",
        "/api/v1/boards?q=%C3%28",
        "/api/v1/boards?q=%ED%A0%80",    // a UTF-16 surrogate in UTF-8
        "/api/v1/boards?q=%F4%90%80%80", // beyond U+10FFFF
        "/api/v1/boards?q=%C0%AF",       // an overlong "/"
        "/api/v1/boards?q=%",
        "/api/v1/boards?q=%zz&author=%G1",
        "/api/v1/boards?q=a%00b",
        "/api/v1/boards?author=%00",
        "/api/v1/boards?q=%E9t%E9",
        "/api/v1/boards?q=\xFF\xFE",
        "/api/v1/boards?q=" + QByteArray(40, '%'),
        "/api/v1/boards?cursor=%FF%FF",
        "/api/v1/boards?cursor=r.1.2.3",
        "/api/v1/boards?cursor=%00",
        "/api/v1/boards?limit=%FF",
        "/api/v1/boards?limit=99999999999999999999",
        "/api/v1/boards?limit=-1",
        "/api/v1/boards?variant=%00&hex=%FF&wrap=2",
        "/api/v1/boards?min-width=1e9&max-length=0x10",
        "/api/v1/boards?sort=%FF",
        "/api/v1/boards?&&&=&==&q",
        "/api/v1/boards/%FF%FF%FF%FF%FF",
        "/api/v1/boards/%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9",
        "/api/v1/boards/%E9%E9%E9%E9%E9",
        "/api/v1/boards/" + code + "%00",
        "/api/v1/boards/%00%00%00%00%00",
        "/api/v1/boards/\xFF\xFE\xFD\xFC\xFB",
        "/api/v1/boards/%2e%2e/%2e%2e",
        "/api/v1/boards/../../etc/passwd",
        "/api/v1/boards/" + code + "/revisions/%FF",
        "/api/v1/boards/" + code + "/revisions/99999999999999999999",
        "/api/v1/boards/" + code + "/revisions/-1",
        "/api/v1/boards/" + code + "/revisions/0x1",
        "/api/v1/boards/" + code + "/meta%00",
        "/api/v1/boards/" + code + "/thumbnail.png?size=%FF",
        "/api/v1/%FF",
        "/api/%C3%28",
        "/b/%FF",
        "/b/" + code + "%FF",
        "/u/%00",
        "/u/%C3%28",
        "/?q=%FF%FE",
        "//api//v1//health",
        "/api/v1/health?%FF=%FF",
    };
    QList<Probe> probes;
    for (const QByteArray& target : targets) {
        probes << Probe{
            QString::fromLatin1(target), requestBytes("GET", target),
            [target](const RawAnswer& answer) {
                if (answer.status == 0 || answer.status >= 500)
                    return answer.describe();
                // The API's errors have its shape; pages are pages.
                if (target.startsWith("/api/") && answer.status >= 400 &&
                    answer.json().value(QStringLiteral("error")).toString().isEmpty())
                    return QStringLiteral("%1 without the API's error shape").arg(answer.status);
                return QString();
            }};
    }
    // Publishing with bad escapes and bytes in what is stored as text: refused, never stored.
    const QByteArray other = publishableBoard(7'300'001, {}, 10);
    const auto refused = [](const RawAnswer& answer) {
        return answer.status == 400 || answer.status == 401 ? QString() : answer.describe();
    };
    for (const QByteArray& note : {QByteArray("%00"), QByteArray("%FF%FE"), QByteArray("a%0Ab"),
                                   QByteArray("%ED%A0%80"), QByteArray("%")}) {
        probes << Probe{
            QStringLiteral("note=%1").arg(QString::fromLatin1(note)),
            requestBytes("POST", "/api/v1/boards?note=" + note, other, s.auth()),
            [](const RawAnswer& answer) {
                // A note that is still text may store the board, once.
                return answer.status == 400 || answer.status == 201 ||
                               apiError(answer, 409, QStringLiteral("duplicate")).isEmpty()
                           ? QString()
                           : answer.describe();
            }};
    }
    for (const QByteArray& key :
         {QByteArray("\xFF\xFE"), QByteArray("a b"), QByteArray("\x01"), QByteArray(300, 'k')})
        probes << Probe{QStringLiteral("Idempotency-Key %1").arg(QString::fromLatin1(key.toHex())),
                        requestBytes("POST", "/api/v1/boards", other,
                                     s.auth() + Headers{{"Idempotency-Key", key}}),
                        refused};
    for (const QByteArray& token :
         {QByteArray("Bearer \xFF\xFE"), QByteArray("Bearer 1.\xC3\x28"),
          QByteArray("Bearer 99999999999999999999999.x"), QByteArray("Bearer -1.x"),
          QByteArray("Bearer ."), QByteArray("Basic Zm9vOmJhcg==")})
        probes << Probe{
            QStringLiteral("Authorization %1").arg(QString::fromLatin1(token.toHex())),
            requestBytes("POST", "/api/v1/boards", other,
                         {{"Authorization", token}, {"Content-Type", "application/x-gameboardxx"}}),
            expect(401, QStringLiteral("unauthorized"))};
    probes << Probe{QStringLiteral("a PATCH of bad JSON"),
                    requestBytes("PATCH", "/api/v1/boards/" + code, "{\"listed\":\xFF}", s.auth()),
                    expect(400, QStringLiteral("bad-request"))};

    QList<RawAnswer> answers;
    const QStringList wrong = runProbes(s.base(), probes, &answers);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    // The only publish that may have gone through is one with a note that is still text.
    int stored = 0;
    for (const RawAnswer& answer : answers)
        stored += answer.status == 201 ? 1 : 0;
    QVERIFY(stored <= 1);
    QCOMPARE(s.revisions(), before + stored);
    const QStringList broken = s.database->inconsistencies();
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
    const QString unwell = s.unwell();
    QVERIFY2(unwell.isEmpty(), qPrintable(unwell));
    QCOMPARE(s.server->terminate(), 0);
}

void TestRegistryHostile::lyingLengthsAndChunkedBodies() {
    Served s;
    QString why;
    QVERIFY2(s.start({}, QStringLiteral("liar"), &why), qPrintable(why));
    const qint64 before = s.revisions();
    const QByteArray longer = publishableBoard(7'400'000, {}, 12);
    const QByteArray pipelined = publishableBoard(7'400'001, {}, 12);
    const QByteArray chunkedBoard = publishableBoard(7'400'002, {}, 40);
    QByteArray chunked;
    for (qsizetype at = 0; at < chunkedBoard.size(); at += 1000) {
        const QByteArray part = chunkedBoard.mid(at, 1000);
        chunked += QByteArray::number(part.size(), 16) + "\r\n" + part + "\r\n";
    }
    chunked += "0\r\n\r\n";
    QByteArray chunkedHuge;
    for (int i = 0; i < 600; ++i)
        chunkedHuge += "400\r\n" + QByteArray(1024, 'z') + "\r\n";
    chunkedHuge += "0\r\n\r\n";
    const Headers auth = s.auth();
    const auto chunkedRequest = [&](const QByteArray& chunks) {
        return "POST /api/v1/boards HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " +
               s.token + "\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks;
    };
    const auto withLength = [&](const QByteArray& length, const QByteArray& body = {}) {
        return "POST /api/v1/boards HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " +
               s.token + "\r\nContent-Length: " + length + "\r\n\r\n" + body;
    };
    const auto tooLarge = expect(413, QStringLiteral("too-large"));
    // A stored board must be the one sent, cut at its announced length.
    const auto storedAsSent = [](const QByteArray& sent) {
        return [sent](const RawAnswer& answer) {
            if (answer.status == 0)
                return QString(); // the parser refused what followed, and closed
            if (answer.status != 201)
                return refusedOrClosed(answer);
            const QJsonObject o = answer.json();
            return o.value(QStringLiteral("sha256")).toString() ==
                           sha256Hex(
                               withRegistryCode(sent, o.value(QStringLiteral("code")).toString()))
                       ? QString()
                       : QStringLiteral("stored something other than the announced bytes");
        };
    };

    const QList<Probe> probes{
        {"a body longer than its Content-Length",
         requestBytes("POST", "/api/v1/boards", longer + QByteArray(100, 'X'), auth, longer.size()),
         storedAsSent(longer)},
        {"a publish and a fetch in one write",
         publishRequest(pipelined, auth) + "GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n",
         storedAsSent(pipelined)},
        {"a Content-Length of a terabyte", withLength("1000000000000"), tooLarge},
        {"a Content-Length one over a board", withLength(QByteArray::number(kMaxBoard + 1)),
         tooLarge},
        {"a board's worth of body over the limit",
         requestBytes("POST", "/api/v1/boards", QByteArray(kMaxBoard + 100'000, 'q'), auth),
         tooLarge},
        {"an overflowing Content-Length", withLength("99999999999999999999999"), refusedOrClosed},
        {"a negative Content-Length", withLength("-1", "x"), refusedOrClosed},
        {"a Content-Length that is no number", withLength("abc", "x"), refusedOrClosed},
        {"two Content-Lengths",
         "POST /api/v1/boards HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n"
         "\r\n1234567",
         refusedOrClosed},
        {"a chunked board", chunkedRequest(chunked), storedAsSent(chunkedBoard)},
        {"chunks over the limit", chunkedRequest(chunkedHuge), tooLarge},
        {"a chunk size that is no number",
         "POST /api/v1/boards HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n"
         "0\r\n\r\n",
         refusedOrClosed},
    };
    QList<RawAnswer> answers;
    QStringList wrong = runProbes(s.base(), probes, &answers);
    int stored = 0;
    for (const RawAnswer& answer : answers)
        stored += answer.status == 201 ? 1 : 0;

    // Half a board, then the client goes: nothing is stored.
    {
        const QByteArray half = publishableBoard(7'400'003, {}, 30);
        RawHttp client(s.base());
        const QByteArray request = publishRequest(half, auth);
        QVERIFY(client.send(request.left(request.size() - half.size() / 2)));
        QThread::msleep(100);
        client.close();
    }
    // A real client still uploading when it is refused hears why, not a broken connection (a
    // close with its bytes unread would be a reset): too much, and headers too large.
    const QList<QPair<QByteArray, QByteArray>> realAuth{
        {"Authorization", "Bearer " + s.token}, {"Content-Type", "application/x-gameboardxx"}};
    for (int i = 0; i < 5; ++i) {
        const HttpAnswer large = http("POST", s.base() + "/api/v1/boards",
                                      QByteArray(kMaxBoard + 100'000, 'r'), realAuth);
        if (large.status != 413)
            wrong << QStringLiteral("Qt's client sending too much: %1 %2")
                         .arg(large.status)
                         .arg(large.status ? QString::fromUtf8(large.body) : large.error);
        const HttpAnswer headers = http(
            "POST", s.base() + "/api/v1/boards", QByteArray(2'000'000, 'h'),
            realAuth + QList<QPair<QByteArray, QByteArray>>{{"X-Big", QByteArray(100'000, 'b')}});
        if (headers.status != 431)
            wrong << QStringLiteral("Qt's client sending 100 KB of headers: %1 %2")
                         .arg(headers.status)
                         .arg(headers.status ? QString::fromUtf8(headers.body) : headers.error);
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    qInfo("%d of the lying and chunked publishes were stored", stored);
    QCOMPARE(s.revisions(), before + stored);
    const QStringList broken = s.database->inconsistencies();
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
    const QString unwell = s.unwell();
    QVERIFY2(unwell.isEmpty(), qPrintable(unwell));
    QCOMPARE(s.server->terminate(), 0);
}

void TestRegistryHostile::slowClientsAreCutOff() {
    Served s;
    QString why;
    // Two seconds for a request instead of ten: the test waits for the clock, not the default.
    QVERIFY2(s.start({}, QStringLiteral("snail"), &why,
                     {QStringLiteral("--request-timeout"), QStringLiteral("2")}),
             qPrintable(why));
    const qint64 before = s.revisions();
    // Eight clients sending their headers a byte a second, two stopping halfway through a board.
    std::vector<std::unique_ptr<RawHttp>> slow;
    for (int i = 0; i < 8; ++i) {
        slow.push_back(std::make_unique<RawHttp>(s.base()));
        QVERIFY(slow.back()->send("GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "));
    }
    for (int i = 0; i < 2; ++i) {
        const QByteArray board = publishableBoard(7'500'000 + i, {}, 30);
        const QByteArray request = publishRequest(board, s.auth());
        slow.push_back(std::make_unique<RawHttp>(s.base()));
        QVERIFY(slow.back()->send(request.left(request.size() - board.size() / 2)));
    }

    // Meanwhile others are answered (within a generous 10 s each, measured by nothing else).
    RawHttp other(s.base());
    int answeredOthers = 0;
    QList<PublishedBoard> published;
    const QDeadlineTimer deadline(40000);
    QList<RawAnswer> cutOff(static_cast<qsizetype>(slow.size()));
    QList<bool> done(static_cast<qsizetype>(slow.size()), false);
    for (int second = 0; done.count(false) > 0 && !deadline.hasExpired(); ++second) {
        for (std::size_t i = 0; i < slow.size(); ++i) {
            if (done[i])
                continue;
            if (i < 8)
                slow[i]->send("a", 1000);
            // A short look: has the guard answered this one?
            cutOff[i] = slow[i]->read(50);
            done[i] = !cutOff[i].timedOut;
        }
        const RawAnswer health = other.request("GET", "/api/v1/health", {}, {}, 10000);
        QVERIFY2(health.status == 200, qPrintable(health.describe()));
        const QByteArray board = publishableBoard(7'600'000 + second, {}, 12);
        const RawAnswer answer = other.request("POST", "/api/v1/boards", board, s.auth(), 10000);
        QVERIFY2(answer.status == 201, qPrintable(answer.describe()));
        ++answeredOthers;
        QThread::msleep(1000);
    }
    for (qsizetype i = 0; i < cutOff.size(); ++i) {
        const QString wrong = apiError(cutOff[i], 408, QStringLiteral("timeout"));
        QVERIFY2(wrong.isEmpty(),
                 qPrintable(QStringLiteral("slow client %1: %2").arg(i).arg(wrong)));
        QVERIFY(slow[static_cast<std::size_t>(i)]->closedWithin(5000));
    }
    qInfo("others were answered %d times while ten clients were slow", answeredOthers);
    QCOMPARE(s.revisions(), before + answeredOthers);
    const QString unwell = s.unwell();
    QVERIFY2(unwell.isEmpty(), qPrintable(unwell));
    QCOMPARE(s.server->terminate(), 0);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryHostile);

} // namespace tst_registry_hostile
#include "tst_registry_hostile.moc"
