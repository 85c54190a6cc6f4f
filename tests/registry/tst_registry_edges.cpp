// The API's edges that issue 42 (item 23) found loose, each as the contract (docs/registry-api.md)
// says it: a limit past the integers is capped, forged cursors and control characters in the words
// are refused, a revision number is digits alone, an idempotent replay repeats the first answer's
// `url`, and `gbxx-registry user token NAME` gives a revoked account a new token. A real
// gbxx-registry on a scratch SQLite folder.

#include "registry/support/raw_http.h"
#include "registry/support/registry_boards.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace tst_registry_edges {

using namespace gbxx::test;

class TestRegistryEdges : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void aLimitPastTheIntegersIsCapped();
    void forgedCursorsAreRefused();
    void controlCharactersInTheWordsAreRefused();
    void aRevisionNumberIsDigitsAlone();
    void anIdempotentReplayRepeatsTheFirstUrl();
    void userTokenGivesARevokedAccountANewToken();

private:
    RawAnswer get(const QByteArray& target) { return client_->request("GET", target); }
    RawAnswer publish(const QByteArray& bytes, const Headers& more = {}) {
        return client_->request("POST", "/api/v1/boards", bytes,
                                Headers{{"Authorization", "Bearer " + token_},
                                        {"Content-Type", "application/x-gameboardxx"}} +
                                    more);
    }

    QTemporaryDir dir_;
    std::unique_ptr<RegistryProcess> server_;
    std::unique_ptr<RawHttp> client_;
    QByteArray token_;
    QByteArray code_; // a board with two revisions
};

void TestRegistryEdges::initTestCase() {
    QVERIFY(dir_.isValid());
    server_ = std::make_unique<RegistryProcess>(
        QStringList{QStringLiteral("--data"), dir_.path()},
        QStringList{QStringLiteral("--publish-limit"), QStringLiteral("1000")});
    token_ = server_->addUser(QStringLiteral("ada")).toLatin1();
    QVERIFY(!token_.isEmpty());
    QString why;
    QVERIFY2(server_->start(&why), qPrintable(why));
    client_ = std::make_unique<RawHttp>(server_->base());
    for (int i = 0; i < 5; ++i) {
        const RawAnswer published = publish(publishableBoard(10 + static_cast<unsigned>(i)));
        QVERIFY2(published.status == 201, qPrintable(published.describe()));
        code_ = published.json().value(QStringLiteral("code")).toString().toLatin1();
    }
    const RawAnswer revised = publish(publishableBoard(20, QString::fromLatin1(code_)));
    QVERIFY2(revised.status == 201, qPrintable(revised.describe()));
}

void TestRegistryEdges::cleanupTestCase() {
    client_.reset();
    if (server_)
        QCOMPARE(server_->terminate(), 0);
}

void TestRegistryEdges::aLimitPastTheIntegersIsCapped() {
    for (const QByteArray limit :
         {"2147483647", "2147483648", "4294967296", "99999999999999999999"}) {
        const RawAnswer answer = get("/api/v1/boards?limit=" + limit);
        QVERIFY2(answer.status == 200, qPrintable(limit + ": " + answer.describe()));
        QCOMPARE(answer.json().value(QStringLiteral("boards")).toArray().size(), 5);
    }
    for (const QByteArray limit : {"-2147483649", "1e3", "+5", "%205", "0"})
        QCOMPARE(get("/api/v1/boards?limit=" + limit).status, 400);
}

void TestRegistryEdges::forgedCursorsAreRefused() {
    // What a walk hands out is accepted …
    const RawAnswer first = get("/api/v1/boards?limit=2");
    const QByteArray given = first.json().value(QStringLiteral("next")).toString().toLatin1();
    QVERIFY(!given.isEmpty());
    QCOMPARE(get("/api/v1/boards?limit=2&cursor=" + given).status, 200);
    // … and nothing a walk could not have handed out: ranks that no order has, signs, spaces,
    // fractions, board ids that cannot be.
    for (const QByteArray cursor :
         {"r-1.5", "r99.5", "r3.5", "r%2B0.5", "r0.-5", "r0.0", "r%200.5", "r0.5%20", "r0.5.1",
          "n1.5", "n-1.5", "d-1.5.9", "d0.5", "d0.-5.9", "r00.5"}) {
        const RawAnswer answer = get("/api/v1/boards?limit=2&cursor=" + cursor);
        QVERIFY2(answer.status == 400, qPrintable(cursor + ": " + answer.describe()));
        QCOMPARE(answer.json().value(QStringLiteral("error")).toString(),
                 QStringLiteral("bad-request"));
    }
    // A relevance cursor of a walk with words may name any of its three ranks; without words
    // there is only one.
    QCOMPARE(get("/api/v1/boards?q=board&cursor=r2.5").status, 200);
    QCOMPARE(get("/api/v1/boards?cursor=r2.5").status, 400);
}

void TestRegistryEdges::controlCharactersInTheWordsAreRefused() {
    for (const QByteArray query :
         {"q=a%0Ab", "q=a%0Db", "q=a%09b", "q=%0A", "author=a%0Ab", "q=a%0Bb"}) {
        const RawAnswer answer = get("/api/v1/boards?" + query);
        QVERIFY2(answer.status == 400, qPrintable(query + ": " + answer.describe()));
    }
    // The web page's form refuses them as well.
    QCOMPARE(get("/?q=a%0Ab").status, 400);
    QCOMPARE(get("/api/v1/boards?q=a+b").status, 200);
}

void TestRegistryEdges::aRevisionNumberIsDigitsAlone() {
    const QByteArray revisions = "/api/v1/boards/" + code_ + "/revisions/";
    QCOMPARE(get(revisions + "1").status, 200);
    QCOMPARE(get(revisions + "2").status, 200);
    for (const QByteArray n : {"%201", "1%20", "%091", "01", "%2B1", "1.0", "2%0A"}) {
        const RawAnswer answer = get(revisions + n);
        QVERIFY2(answer.status == 404, qPrintable(n + ": " + answer.describe()));
    }
}

void TestRegistryEdges::anIdempotentReplayRepeatsTheFirstUrl() {
    const QByteArray board = publishableBoard(30);
    const RawAnswer first =
        publish(board, {{"Idempotency-Key", "edges-1"}, {"X-Forwarded-Proto", "https"}});
    QVERIFY2(first.status == 201, qPrintable(first.describe()));
    // The retry comes another way (around the proxy): the same answer, word for word.
    const RawAnswer again = publish(board, {{"Idempotency-Key", "edges-1"}});
    QVERIFY2(again.status == 201, qPrintable(again.describe()));
    QCOMPARE(again.body, first.body);
    QCOMPARE(again.header("location"), first.header("location"));
    QCOMPARE(first.json().value(QStringLiteral("url")).toString(),
             QStringLiteral("https://127.0.0.1/b/") +
                 first.json().value(QStringLiteral("code")).toString());
}

void TestRegistryEdges::userTokenGivesARevokedAccountANewToken() {
    const QByteArray old = server_->addUser(QStringLiteral("bob")).toLatin1();
    QVERIFY(!old.isEmpty());
    const auto account = [&](const QByteArray& token) {
        return client_->request("GET", "/api/v1/account", {},
                                {{"Authorization", "Bearer " + token}});
    };
    QCOMPARE(account(old).status, 200);
    QCOMPARE(server_->run({QStringLiteral("user"), QStringLiteral("revoke"), QStringLiteral("bob")})
                 .exitCode,
             0);
    QCOMPARE(account(old).status, 401);
    // Adding the name again is refused: the account and its boards are still there.
    QCOMPARE(server_->run({QStringLiteral("user"), QStringLiteral("add"), QStringLiteral("bob")})
                 .exitCode,
             1);

    const RegistryProcess::Run issued =
        server_->run({QStringLiteral("user"), QStringLiteral("token"), QStringLiteral("bob")});
    QCOMPARE(issued.exitCode, 0);
    QVERIFY(issued.err.isEmpty());
    QVERIFY2(QRegularExpression(QStringLiteral("^[0-9]+\\.[A-Za-z0-9_-]{43}\\n$"))
                 .match(QString::fromLatin1(issued.out))
                 .hasMatch(),
             issued.out.constData());
    const QByteArray fresh = issued.out.trimmed();
    const RawAnswer named = account(fresh);
    QCOMPARE(named.status, 200);
    QCOMPARE(named.json().value(QStringLiteral("name")).toString(), QStringLiteral("bob"));
    QCOMPARE(account(old).status, 401); // the revoked token stays revoked

    const RegistryProcess::Run unknown =
        server_->run({QStringLiteral("user"), QStringLiteral("token"), QStringLiteral("nobody")});
    QCOMPARE(unknown.exitCode, 1);
    QCOMPARE(unknown.err, QByteArray("gbxx-registry: there is no account named nobody\n"));
    QVERIFY(unknown.out.isEmpty());
    QCOMPARE(server_->run({QStringLiteral("user"), QStringLiteral("token")}).exitCode, 2);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryEdges);

} // namespace tst_registry_edges
#include "tst_registry_edges.moc"
