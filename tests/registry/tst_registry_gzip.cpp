// The registry sends less (issue 45, item 6; docs/registry-api.md, "Compression"): a board fetch
// goes gzip-compressed to a client whose Accept-Encoding takes gzip (weights respected), with the
// uncompressed bytes' tag and `Vary: Accept-Encoding` either way; 304 and HEAD as before. On SQLite
// and on PostgreSQL, real gbxx-registry processes, every answer read byte for byte from the socket
// (no client library decoding behind the test's back).

#include "registry/support/api_boards.h"
#include "registry/support/engine_registry.h"
#include "registry/support/registry_boards.h"
#include "registry/support/gzip_bytes.h"
#include "support/test_suite.h"

#include "gbxx/codec.h"
#include "server/http/content_coding.h"

#include <QElapsedTimer>
#include <QTest>

#include <optional>
#include <random>

namespace tst_registry_gzip {

using namespace gbxx;
using namespace gbxx::test;

class TestRegistryGzip : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { engineRows(); }
    void initTestCase() {
        const QString failed = registry_.startCluster();
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void compressingABoardIsMeasured();
    void gzipDecodesToTheStoredBytesUnderTheirTag();
    void withoutGzipThePlainBytes();
    void weightsAreRespected();
    void notModifiedIsUnchanged();
    void headHasTheSameHeaders();

private:
    RawAnswer get(const QByteArray& target, const Headers& headers = {}) {
        return registry_.client().request("GET", target, {}, headers);
    }

    EngineRegistry registry_{QStringLiteral("gzip")};
};

void TestRegistryGzip::compressingABoardIsMeasured() {
    // What "compress once per revision and keep it" saves, measured on this machine (the server's
    // own gzipped()): printed, so that a slow machine shows in the log rather than in a flaky
    // bound. The maze must shrink to a small part of itself. (No database is involved: both
    // engines' rows measure the same.)
    const QByteArray maze = boardFileBytes(mazeBoard(1));
    QCOMPARE(maze.size(), static_cast<qsizetype>(kMaxFileSize));
    QByteArray random(maze.size(), Qt::Uninitialized);
    std::mt19937_64 bits(7);
    for (char& c : random)
        c = static_cast<char>(bits());
    for (const auto& [name, bytes] : {std::pair{"maze", maze}, std::pair{"random", random}}) {
        QElapsedTimer clock;
        clock.start();
        const std::optional<QByteArray> gz = registry::gzipped(bytes);
        const double ms = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        QVERIFY(gz);
        QCOMPARE(gunzip(*gz), std::optional<QByteArray>(bytes));
        qInfo("%s 255x255 GB64: %lld bytes gzip to %lld in %.1f ms", name,
              static_cast<long long>(bytes.size()), static_cast<long long>(gz->size()), ms);
    }
    QVERIFY2(registry::gzipped(maze)->size() < maze.size() / 20,
             qPrintable(QString::number(registry::gzipped(maze)->size())));
}

void TestRegistryGzip::gzipDecodesToTheStoredBytesUnderTheirTag() {
    GBXX_START_ENGINE(registry_);
    QList<QByteArray> stored;
    const QString code = registry_.publishMazeRevisions(&stored);
    QVERIFY(!code.isEmpty());
    const QByteArray path = "/api/v1/boards/" + code.toLatin1();
    const QList<QPair<QByteArray, QByteArray>> fetches{{path, stored[2]},
                                                       {path + "/revisions/1", stored[0]},
                                                       {path + "/revisions/3", stored[2]},
                                                       {path.toLower(), stored[2]}};
    for (const auto& [target, bytes] : fetches) {
        const RawAnswer answer = get(target, {{"Accept-Encoding", "gzip"}});
        GBXX_EXPECT_STATUS(answer, 200);
        QCOMPARE(answer.header("content-encoding"), QByteArray("gzip"));
        QCOMPARE(answer.header("vary"), QByteArray("Accept-Encoding"));
        QCOMPARE(answer.header("content-type"), QByteArray("application/x-gameboardxx"));
        QCOMPARE(answer.header("content-length"), QByteArray::number(answer.body.size()));
        // The tag is the stored bytes' SHA-256, not the compressed bytes'.
        QCOMPARE(answer.header("etag"), quotedTag(sha256Hex(bytes).toLatin1()));
        const std::optional<QByteArray> decoded = gunzip(answer.body);
        QVERIFY2(decoded, qPrintable(target + ": not one gzip member"));
        QVERIFY2(*decoded == bytes, qPrintable(target + ": decodes to other bytes"));
        QVERIFY2(answer.body.size() < bytes.size() / 20,
                 qPrintable(QStringLiteral("%1 bytes").arg(answer.body.size())));
        // The same answer again (kept, not made anew, but the same bytes either way).
        QCOMPARE(get(target, {{"Accept-Encoding", "gzip"}}).body, answer.body);
    }
}

void TestRegistryGzip::withoutGzipThePlainBytes() {
    GBXX_START_ENGINE(registry_);
    QList<QByteArray> stored;
    const QString code = registry_.publishMazeRevisions(&stored);
    QVERIFY(!code.isEmpty());
    const QByteArray path = "/api/v1/boards/" + code.toLatin1();
    for (const QByteArray& target : {path, path + "/revisions/3"}) {
        const RawAnswer answer = get(target);
        GBXX_EXPECT_STATUS(answer, 200);
        QVERIFY2(!answer.headers.contains("content-encoding"), target.constData());
        QCOMPARE(answer.header("vary"), QByteArray("Accept-Encoding"));
        QCOMPARE(answer.header("etag"), quotedTag(sha256Hex(stored[2]).toLatin1()));
        QCOMPARE(answer.header("content-length"), QByteArray::number(stored[2].size()));
        QVERIFY(answer.body == stored[2]);
    }
}

void TestRegistryGzip::weightsAreRespected() {
    GBXX_START_ENGINE(registry_);
    const QByteArray bytes = apiBoardBytes({Variant::GB16, 40, 30, 11});
    const QString code = registry_.publish(bytes);
    QVERIFY(!code.isEmpty());
    const QByteArray stored = withFooterCode(bytes, code.toLatin1());
    const QByteArray target = "/api/v1/boards/" + code.toLatin1();
    const QList<QPair<QByteArray, bool>> cases{
        {"gzip", true},
        {"GZip", true},
        {"x-gzip", true},
        {"gzip;q=0.5", true},
        {"gzip; q=0.001", true},
        {"deflate, gzip;q=1.0, br", true},
        {"*", true},
        {"*;q=0.3", true},
        {"identity;q=0.5, gzip", true},
        {"gzip, identity", true}, // equal weights: the smaller answer
        {"gzip;q=0", false},
        {"gzip;q=0.000", false},
        {"gzip;q=0, *", false}, // a coding named is not one of "*"
        {"*;q=0", false},
        {"identity", false},
        {"identity, *;q=0", false},
        {"gzip;q=0.5, identity", false}, // identity preferred
        {"deflate, br", false},
        {"", false},
        {"gzip;q=2", false}, // no weight: the element says nothing
        {"gzip;q=abc", false},
    };
    for (const auto& [acceptEncoding, gzip] : cases) {
        const RawAnswer answer = get(target, {{"Accept-Encoding", acceptEncoding}});
        QVERIFY2(answer.status == 200, qPrintable(acceptEncoding + ": " + answer.describe()));
        QCOMPARE(answer.header("vary"), QByteArray("Accept-Encoding"));
        QCOMPARE(answer.header("etag"), quotedTag(sha256Hex(stored).toLatin1()));
        QVERIFY2(answer.headers.contains("content-encoding") == gzip,
                 qPrintable(acceptEncoding + ": " + answer.header("content-encoding")));
        const QByteArray body = gzip ? gunzip(answer.body).value_or(QByteArray()) : answer.body;
        QVERIFY2(body == stored, acceptEncoding.constData());
    }
}

void TestRegistryGzip::notModifiedIsUnchanged() {
    GBXX_START_ENGINE(registry_);
    QList<QByteArray> stored;
    const QString code = registry_.publishMazeRevisions(&stored);
    QVERIFY(!code.isEmpty());
    const QByteArray tag = quotedTag(sha256Hex(stored[2]).toLatin1());
    for (const QByteArray& encoding : {QByteArray("gzip"), QByteArray("identity")}) {
        const RawAnswer answer = get("/api/v1/boards/" + code.toLatin1(),
                                     {{"Accept-Encoding", encoding}, {"If-None-Match", tag}});
        GBXX_EXPECT_STATUS(answer, 304);
        QCOMPARE(answer.header("etag"), tag);
        QCOMPARE(answer.header("cache-control"), QByteArray("no-cache"));
        QVERIFY(!answer.headers.contains("content-encoding"));
        QVERIFY(answer.body.isEmpty());
    }
    // An older revision's tag is not the board's now.
    const RawAnswer older =
        get("/api/v1/boards/" + code.toLatin1(),
            {{"Accept-Encoding", "gzip"}, {"If-None-Match", quotedTag(sha256Hex(stored[0]).toLatin1())}});
    GBXX_EXPECT_STATUS(older, 200);
    QCOMPARE(gunzip(older.body), std::optional<QByteArray>(stored[2]));
}

void TestRegistryGzip::headHasTheSameHeaders() {
    GBXX_START_ENGINE(registry_);
    QList<QByteArray> stored;
    const QString code = registry_.publishMazeRevisions(&stored);
    QVERIFY(!code.isEmpty());
    const QByteArray path = "/api/v1/boards/" + code.toLatin1();
    for (const QByteArray& target : {path, path + "/revisions/2", path + "/patch?from=1"}) {
        for (const QByteArray& encoding : {QByteArray("gzip"), QByteArray("identity")}) {
            const Headers headers{{"Accept-Encoding", encoding}};
            const RawAnswer got = get(target, headers);
            const RawAnswer head = registry_.client().request("HEAD", target, {}, headers);
            GBXX_EXPECT_STATUS(got, 200);
            GBXX_EXPECT_STATUS(head, 200);
            QCOMPARE(head.headers, got.headers);
            QVERIFY(head.body.isEmpty());
        }
    }
}

GBXX_TEST_GUILESS_MAIN(TestRegistryGzip);

} // namespace tst_registry_gzip
#include "tst_registry_gzip.moc"
