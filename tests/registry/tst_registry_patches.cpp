// Patches between revisions (issue 45, item 6; docs/registry-api.md, "GET
// /api/v1/boards/{code}/patch"): the core's makePatch from revision M to N (default the latest),
// which applyPatch turns into revision N byte for byte; immutable when N is named; 404 for what is
// not there, 400 for numbers spelled otherwise or out of order, 409 between revisions of different
// sizes. On SQLite and on PostgreSQL, real gbxx-registry processes.

#include "registry/support/api_boards.h"
#include "registry/support/engine_registry.h"
#include "registry/support/registry_boards.h"
#include "registry/support/gzip_bytes.h"
#include "support/test_suite.h"

#include "gbxx/board.h"
#include "gbxx/board_patch.h"
#include "gbxx/codec.h"

#include <QTest>

#include <optional>

namespace tst_registry_patches {

using namespace gbxx;
using namespace gbxx::test;

std::span<const std::uint8_t> spanOf(const QByteArray& bytes) {
    return {reinterpret_cast<const std::uint8_t*>(bytes.constData()),
            static_cast<std::size_t>(bytes.size())};
}

QByteArray bytesOf(const std::vector<std::uint8_t>& bytes) {
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

class TestRegistryPatches : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { engineRows(); }
    void initTestCase() {
        const QString failed = registry_.startCluster();
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void aPatchTurnsOneRevisionIntoTheNext();
    void aPatchGoesToTheLatestByDefault();
    void aPatchIsGzippedWhenAsked();
    void patchRefusals();
    void revisionsOfAnotherSizeAreNotPatchable();

private:
    RawAnswer get(const QByteArray& target, const Headers& headers = {}) {
        return registry_.client().request("GET", target, {}, headers);
    }

    EngineRegistry registry_{QStringLiteral("patches")};
};

void TestRegistryPatches::aPatchTurnsOneRevisionIntoTheNext() {
    GBXX_START_ENGINE(registry_);
    QList<QByteArray> stored;
    const QString code = registry_.publishMazeRevisions(&stored);
    QVERIFY(!code.isEmpty());
    const QByteArray path = "/api/v1/boards/" + code.toLatin1();
    for (const auto& [from, to] : {std::pair{1, 2}, std::pair{2, 3}, std::pair{1, 3}}) {
        const QByteArray pair =
            "from=" + QByteArray::number(from) + "&to=" + QByteArray::number(to);
        const RawAnswer answer = get(path + "/patch?" + pair);
        GBXX_EXPECT_STATUS(answer, 200);
        QCOMPARE(answer.header("content-type"), QByteArray("application/x-gameboardxx-patch"));
        QCOMPARE(answer.header("etag"), quotedTag(sha256Hex(answer.body).toLatin1()));
        QCOMPARE(answer.header("cache-control"), QByteArray("public, max-age=31536000, immutable"));
        QCOMPARE(answer.header("vary"), QByteArray("Accept-Encoding"));
        QCOMPARE(answer.header("content-location"), path + "/patch?" + pair);
        QVERIFY(!answer.headers.contains("content-encoding"));
        // The core's own patch between the stored bytes, and it makes the later revision.
        const ReadResult base = readBoard(spanOf(stored[from - 1]));
        const ReadResult target = readBoard(spanOf(stored[to - 1]));
        QVERIFY(base && target);
        const auto expected = makePatch(*base.board, *target.board);
        QVERIFY(std::holds_alternative<std::vector<std::uint8_t>>(expected));
        QVERIFY(answer.body == bytesOf(std::get<std::vector<std::uint8_t>>(expected)));
        const std::variant<Board, Message> applied = applyPatch(*base.board, spanOf(answer.body));
        QVERIFY2(std::holds_alternative<Board>(applied),
                 std::get_if<Message>(&applied) ? std::get<Message>(applied).english().c_str()
                                                : "");
        QVERIFY(boardFileBytes(std::get<Board>(applied)) == stored[to - 1]);
        // A few hundred bytes instead of a 520 KB board.
        QVERIFY2(answer.body.size() < 4000, qPrintable(QString::number(answer.body.size())));
        // The tag a client holds is answered 304.
        const RawAnswer again =
            get(path + "/patch?" + pair, {{"If-None-Match", answer.header("etag")}});
        GBXX_EXPECT_STATUS(again, 304);
        QCOMPARE(again.header("etag"), answer.header("etag"));
    }
}

void TestRegistryPatches::aPatchGoesToTheLatestByDefault() {
    GBXX_START_ENGINE(registry_);
    QList<QByteArray> stored;
    const QString code = registry_.publishMazeRevisions(&stored);
    QVERIFY(!code.isEmpty());
    const QByteArray path = "/api/v1/boards/" + code.toLatin1();
    for (int from : {1, 2}) {
        const RawAnswer latest = get(path + "/patch?from=" + QByteArray::number(from));
        const RawAnswer named = get(path + "/patch?from=" + QByteArray::number(from) + "&to=3");
        GBXX_EXPECT_STATUS(latest, 200);
        GBXX_EXPECT_STATUS(named, 200);
        QVERIFY(latest.body == named.body);
        QCOMPARE(latest.header("etag"), named.header("etag"));
        // The latest revision changes, so a cache must ask again; which one it went to is said.
        QCOMPARE(latest.header("cache-control"), QByteArray("no-cache"));
        QCOMPARE(latest.header("content-location"),
                 path + "/patch?from=" + QByteArray::number(from) + "&to=3");
        const ReadResult base = readBoard(spanOf(stored[from - 1]));
        const std::variant<Board, Message> applied = applyPatch(*base.board, spanOf(latest.body));
        QVERIFY(std::holds_alternative<Board>(applied));
        QVERIFY(boardFileBytes(std::get<Board>(applied)) == stored[2]);
    }
    // A new revision moves the default, also at once on PostgreSQL.
    Board board = *readBoard(spanOf(stored[2])).board;
    board.setTileRaw(5, 77);
    QCOMPARE(registry_.publish(boardFileBytes(board)), code);
    const RawAnswer fourth = get(path + "/patch?from=3");
    GBXX_EXPECT_STATUS(fourth, 200);
    QCOMPARE(fourth.header("content-location"), path + "/patch?from=3&to=4");
    const std::variant<Board, Message> applied =
        applyPatch(*readBoard(spanOf(stored[2])).board, spanOf(fourth.body));
    QVERIFY(std::holds_alternative<Board>(applied));
    QVERIFY(boardFileBytes(std::get<Board>(applied)) == boardFileBytes(board));
}

void TestRegistryPatches::aPatchIsGzippedWhenAsked() {
    GBXX_START_ENGINE(registry_);
    QList<QByteArray> stored;
    const QString code = registry_.publishMazeRevisions(&stored);
    QVERIFY(!code.isEmpty());
    const QByteArray target = "/api/v1/boards/" + code.toLatin1() + "/patch?from=1&to=3";
    const RawAnswer plain = get(target, {{"Accept-Encoding", "gzip;q=0"}});
    const RawAnswer gz = get(target, {{"Accept-Encoding", "gzip"}});
    GBXX_EXPECT_STATUS(plain, 200);
    GBXX_EXPECT_STATUS(gz, 200);
    QVERIFY(!plain.headers.contains("content-encoding"));
    QCOMPARE(gz.header("content-encoding"), QByteArray("gzip"));
    QCOMPARE(gz.header("etag"), plain.header("etag"));
    QCOMPARE(gz.header("vary"), QByteArray("Accept-Encoding"));
    QCOMPARE(gunzip(gz.body), std::optional<QByteArray>(plain.body));
}

void TestRegistryPatches::patchRefusals() {
    GBXX_START_ENGINE(registry_);
    QList<QByteArray> stored;
    const QString code = registry_.publishMazeRevisions(&stored);
    QVERIFY(!code.isEmpty());
    const QByteArray path = "/api/v1/boards/" + code.toLatin1() + "/patch";
    const auto expectError = [&](const QByteArray& target, int status, const QString& id) {
        const RawAnswer answer = get(target);
        if (answer.status != status ||
            answer.header("content-type") != "application/json; charset=utf-8" ||
            answer.json().value(QStringLiteral("error")).toString() != id ||
            answer.json().value(QStringLiteral("message")).toString().isEmpty())
            return QStringLiteral("%1: expected %2 %3, got %4")
                .arg(QString::fromLatin1(target))
                .arg(status)
                .arg(id, answer.describe());
        return QString();
    };
    const QString notFound = QStringLiteral("not-found");
    const QString badRequest = QStringLiteral("bad-request");
    const QList<QPair<QByteArray, QPair<int, QString>>> cases{
        // Boards and revisions that are not there.
        {"/api/v1/boards/ZZZZZ/patch?from=1", {404, notFound}},
        {"/api/v1/boards/not-a-code/patch?from=1", {404, notFound}},
        {path + "?from=4", {404, notFound}},
        {path + "?from=1&to=4", {404, notFound}},
        {path + "?from=0&to=2", {404, notFound}},
        {path + "?from=1&to=0", {404, notFound}},
        {path + "?from=99999999999999999999", {404, notFound}},
        // No from, or one that is not a number as the API writes one.
        {path, {400, badRequest}},
        {path + "?to=2", {400, badRequest}},
        {path + "?from=", {400, badRequest}},
        {path + "?from=01&to=2", {400, badRequest}},
        {path + "?from=%2B1", {400, badRequest}},
        {path + "?from=-1", {400, badRequest}},
        {path + "?from=1.0", {400, badRequest}},
        {path + "?from=%201", {400, badRequest}},
        {path + "?from=one", {400, badRequest}},
        {path + "?from=1&to=02", {400, badRequest}},
        {path + "?from=1&to=", {400, badRequest}},
        // Not from an older revision to a newer one.
        {path + "?from=2&to=1", {400, badRequest}},
        {path + "?from=2&to=2", {400, badRequest}},
        {path + "?from=3", {400, badRequest}},
    };
    for (const auto& [target, expected] : cases) {
        const QString mismatch = expectError(target, expected.first, expected.second);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    }
    const RawAnswer post = registry_.client().request("POST", path + "?from=1");
    QCOMPARE(post.status, 405);
    QCOMPARE(post.header("allow"), QByteArray("GET, HEAD"));
}

void TestRegistryPatches::revisionsOfAnotherSizeAreNotPatchable() {
    GBXX_START_ENGINE(registry_);
    const QByteArray first = apiBoardBytes({Variant::GB16, 8, 6, 21});
    const QString code = registry_.publish(first);
    QVERIFY(!code.isEmpty());
    // Nothing stops a new revision of another size or tile size; a patch between them cannot be.
    const QByteArray wider = apiBoardBytes({Variant::GB16, 9, 6, 22, {}, {}, code});
    const QByteArray deeper = apiBoardBytes({Variant::GB32, 9, 6, 23, {}, {}, code});
    const QByteArray same = apiBoardBytes({Variant::GB32, 9, 6, 24, {}, {}, code});
    for (const QByteArray& bytes : {wider, deeper, same})
        QCOMPARE(registry_.publish(bytes), code);
    const QList<QByteArray> revisions{withFooterCode(first, code.toLatin1()), wider, deeper, same};
    const QByteArray path = "/api/v1/boards/" + code.toLatin1() + "/patch";
    for (const auto& [from, to] : {std::pair{1, 2}, std::pair{2, 3}, std::pair{1, 4}}) {
        const RawAnswer answer =
            get(path + "?from=" + QByteArray::number(from) + "&to=" + QByteArray::number(to));
        GBXX_EXPECT_STATUS(answer, 409);
        QCOMPARE(answer.header("content-type"), QByteArray("application/json; charset=utf-8"));
        QCOMPARE(answer.json().value(QStringLiteral("error")).toString(),
                 QStringLiteral("not-patchable"));
        // The core's own words for why.
        const auto refused = makePatch(*readBoard(spanOf(revisions[from - 1])).board,
                                       *readBoard(spanOf(revisions[to - 1])).board);
        QVERIFY(std::holds_alternative<Message>(refused));
        QCOMPARE(answer.json().value(QStringLiteral("message")).toString(),
                 QString::fromStdString(std::get<Message>(refused).english()));
    }
    // Revisions 3 and 4 share size and tile size: those patch.
    const RawAnswer alike = get(path + "?from=3");
    GBXX_EXPECT_STATUS(alike, 200);
    const std::variant<Board, Message> applied =
        applyPatch(*readBoard(spanOf(deeper)).board, spanOf(alike.body));
    QVERIFY(std::holds_alternative<Board>(applied));
    QVERIFY(boardFileBytes(std::get<Board>(applied)) == same);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryPatches);

} // namespace tst_registry_patches
#include "tst_registry_patches.moc"
