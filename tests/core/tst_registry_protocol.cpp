// Fetching boards, the protocol half every client shares (gbxx/registry_protocol.h): names of
// boards, addresses, and how an answer is read — the checks a board must pass and the typed
// errors of one that fails.

#include "gbxx/codec.h"
#include "gbxx/registry_protocol.h"
#include "gbxx/sha256.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_registry_protocol {

using namespace gbxx;

// A board as the registry stores B7K2Q's revision 2, answered as it answers a fetch.
RegistryAnswer answerFor(std::string_view code = "B7K2Q", int revision = 2) {
    Board board(Variant::GB16, 3, 2);
    board.footer().setText(footerField("boardCode"), code);
    RegistryAnswer a;
    a.status = 200;
    a.body = writeBoard(board);
    a.etag = '"' + hexOf(sha256(a.body)) + '"';
    a.contentLocation = "/api/v1/boards/" + std::string(code) + "/revisions/" + std::to_string(revision);
    return a;
}

RegistryAnswer withStatus(int status) {
    RegistryAnswer a;
    a.status = status;
    return a;
}

std::vector<std::uint8_t> bytes(std::string_view text) {
    return {text.begin(), text.end()};
}

class TestRegistryProtocol : public QObject {
    Q_OBJECT
private slots:
    void referencesAreCodeAndRevision() {
        QCOMPARE(parseCodeReference("b7k2q"), (CodeReference{"B7K2Q", 0}));
        QCOMPARE(parseCodeReference("B7K2Q@12"), (CodeReference{"B7K2Q", 12}));
        QCOMPARE(parseCodeReference("ISLE1@1"), (CodeReference{"ISLE1", 1})); // a claimed code
        for (const char* bad : {"", "B7K2", "B7K2Q2", "B7K2Q@", "B7K2Q@0", "B7K2Q@01", "B7K2Q@+1",
                                "B7K2Q@1234567890", "B7K2Q@-1", "B7-2Q", "B7K2Q@1@2", "B7K2\xc3\xa9"})
            QVERIFY2(!parseCodeReference(bad), bad);
        QCOMPARE(referenceText({"B7K2Q", 3}), std::string("B7K2Q@3"));
    }

    void addresses() {
        QCOMPARE(boardPath({"B7K2Q", 0}), std::string("/api/v1/boards/B7K2Q"));
        QCOMPARE(boardPath({"B7K2Q", 4}), std::string("/api/v1/boards/B7K2Q/revisions/4"));
        QCOMPARE(patchPath("B7K2Q", 2), std::string("/api/v1/boards/B7K2Q/patch?from=2"));
        QCOMPARE(patchPath("B7K2Q", 2, 5), std::string("/api/v1/boards/B7K2Q/patch?from=2&to=5"));
        QCOMPARE(registryUrl("http://127.0.0.1:8640/", "/api/v1/boards/B7K2Q"),
                 std::string("http://127.0.0.1:8640/api/v1/boards/B7K2Q"));
        QCOMPARE(registryUrl("https://boards.example/registry//", "/x"),
                 std::string("https://boards.example/registry/x"));
    }

    void headers() {
        const std::string sha(64, 'a');
        QCOMPARE(shaOfEtag('"' + sha + '"'), sha);
        QCOMPARE(shaOfEtag("W/\"" + std::string(64, 'A') + '"'), sha);
        QCOMPARE(shaOfEtag(sha), std::string());
        QCOMPARE(shaOfEtag("\"" + std::string(63, 'a') + "g\""), std::string());
        QCOMPARE(revisionNamed("/api/v1/boards/B7K2Q/revisions/3", "B7K2Q"), 3);
        QCOMPARE(revisionNamed("https://x/api/v1/boards/b7k2q/revisions/3", "B7K2Q"), 3);
        QCOMPARE(revisionNamed("/api/v1/boards/B7K2Q/revisions/03", "B7K2Q"), 0);
        QCOMPARE(revisionNamed("/api/v1/boards/CRPS4/revisions/3", "B7K2Q"), 0);
        QCOMPARE(revisionNamed("/xapi/v1/boards/B7K2Q/revisions/3", "B7K2Q"), 0);
        QCOMPARE(parseRetryAfter("30"), std::optional<int>(30));
        QCOMPARE(parseRetryAfter(" 0 "), std::optional<int>(0));
        QVERIFY(!parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT"));
        QVERIFY(!parseRetryAfter("-1"));
    }

    void aBoardThatPassesEveryCheck() {
        const RegistryAnswer a = answerFor();
        const auto read = readBoardAnswer({"B7K2Q", 0}, a);
        QVERIFY(std::holds_alternative<FetchedRevision>(read));
        const FetchedRevision& board = std::get<FetchedRevision>(read);
        QCOMPARE(board.revision, 2);
        QCOMPARE(board.code, std::string("B7K2Q"));
        QCOMPARE(board.sha256, hexOf(sha256(a.body)));
        QVERIFY(board.bytes == a.body);
        QVERIFY(std::holds_alternative<FetchedRevision>(readBoardAnswer({"B7K2Q", 2}, a)));
    }

    void aBoardThatIsNotTheOneAskedFor() {
        const auto refused = [](const RegistryAnswer& a, const CodeReference& asked, const char* said) {
            const auto read = readBoardAnswer(asked, a);
            QVERIFY(std::holds_alternative<FetchError>(read));
            const FetchError& e = std::get<FetchError>(read);
            QCOMPARE(int(e.kind), int(FetchErrorKind::BadBoard));
            QCOMPARE(e.id, std::string("fetch.badBoard"));
            QVERIFY2(e.message.starts_with(said), e.message.c_str());
        };
        RegistryAnswer a = answerFor();
        a.body[10] ^= 1;
        refused(a, {"B7K2Q", 0}, "the board's bytes do not match the registry's SHA-256 (");
        refused(answerFor("CRPS4"), {"B7K2Q", 0},
                "the registry sent a board whose footer code is 'CRPS4' for B7K2Q");
        refused(answerFor(), {"B7K2Q", 3},
                "the registry's answer for B7K2Q@3 names another revision (/api/v1/boards/B7K2Q/revisions/2)");
        a = answerFor();
        a.contentLocation.clear();
        refused(a, {"B7K2Q", 0}, "the registry's answer for B7K2Q names another revision (no Content-Location)");
        // Right hash and code, but not a board: one byte short.
        a = answerFor();
        a.body.erase(a.body.begin());
        a.etag = '"' + hexOf(sha256(a.body)) + '"';
        refused(a, {"B7K2Q", 0}, "the registry sent B7K2Q, which is not a board: ");
        // A server's words cannot forge a line.
        a = answerFor();
        a.contentLocation = "x\n\x1b[2J";
        refused(a, {"B7K2Q", 0}, "the registry's answer for B7K2Q names another revision (x\\n\\x1b[2J)");
    }

    void errorsAreTyped() {
        RegistryAnswer a;
        a.status = 404;
        a.body = bytes(R"({"error": "not-found", "message": "no board has the code B7K2Q"})");
        FetchError e = errorOfAnswer(a);
        QCOMPARE(int(e.kind), int(FetchErrorKind::NotFound));
        QCOMPARE(e.id, std::string("fetch.notFound"));
        QCOMPARE(e.apiError, std::string("not-found"));
        QCOMPARE(e.message, std::string("the registry says: no board has the code B7K2Q"));
        QCOMPARE(e.httpStatus, 404);

        a.status = 429;
        a.retryAfter = "7";
        a.body = bytes("{}");
        e = errorOfAnswer(a);
        QCOMPARE(int(e.kind), int(FetchErrorKind::RateLimited));
        QCOMPARE(e.retryAfterSeconds, 7);
        QCOMPARE(e.message, std::string("the registry says: HTTP status 429"));

        for (int status : {500, 502, 503, 504})
            QCOMPARE(int(errorOfAnswer(withStatus(status)).kind), int(FetchErrorKind::Unavailable));
        QCOMPARE(int(errorOfAnswer(withStatus(400)).kind), int(FetchErrorKind::Refused));
        QCOMPARE(int(errorOfAnswer(withStatus(403)).kind), int(FetchErrorKind::Refused));
        RegistryAnswer none;
        none.failure = "connection refused";
        e = errorOfAnswer(none);
        QCOMPARE(int(e.kind), int(FetchErrorKind::Unavailable));
        QCOMPARE(e.message, std::string("connection refused"));
        QCOMPARE(e.retryAfterSeconds, -1);
        // The server's words escaped as every client escapes names: C0, DEL and C1 controls, a
        // backslash, bytes that are not UTF-8; other characters as they are.
        a.status = 409;
        a.body = bytes("{\"message\": \"a\\\\b\\r\\u001b[2J\\u0085 caf\\u00e9\"}");
        QCOMPARE(errorOfAnswer(a).message,
                 std::string("the registry says: a\\\\b\\r\\x1b[2J\\x85 caf\xc3\xa9"));
        a.body = bytes(R"({"message": ")" + std::string(1500, 'x') + R"("})");
        QCOMPARE(errorOfAnswer(a).message.size(), std::string("the registry says: ").size() + 1000);
        // Not JSON, or not what the API says: the status alone.
        a.status = 503;
        a.body = bytes("<html>Bad gateway</html>");
        QCOMPARE(errorOfAnswer(a).message, std::string("the registry says: HTTP status 503"));
        QCOMPARE(readBoardAnswer({"B7K2Q", 0}, a).index(), std::size_t(1));
    }
};

GBXX_TEST_GUILESS_MAIN(TestRegistryProtocol);

} // namespace tst_registry_protocol

#include "tst_registry_protocol.moc"
