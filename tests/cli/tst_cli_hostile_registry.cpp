// The registry's commands against a registry that lies, redirects, fails or floods (issue 42,
// items 7, 12, 13, 19, 20, 21), as real gbxx processes against a fake registry in this test
// (cli/fake_registry.h) on 127.0.0.1: a publish whose answer names other bytes or a code that is
// not one leaves FILE as it was; the token and the board follow no redirect; 502/503/504 are sent
// again with the one Idempotency-Key, a bounded number of times; a silent registry's tries are
// shown on a terminal and the whole wait is said; a fetched board must hold the code and be the
// revision asked for, and reading stops past the largest board; the server's words are escaped.

#include "cli/fake_registry.h"
#include "cli/gbxx_run.h"
#include "gbxx/board.h"
#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "registry_client/registry_client.h"
#include "support/test_suite.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <optional>

namespace tst_cli_hostile_registry {

using namespace gbxx;
using namespace gbxx::test;

namespace {

QByteArray sha256(const QByteArray& bytes) {
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

QByteArray boardBytes(const char* code, std::uint64_t salt) {
    Board board(Variant::GB32, 8, 6);
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(t, ((t + 1) * 0x9E3779B97F4A7C15ull ^ salt) & 0xffffffffull);
    board.footer().setText(footerField("title"), "Hostile");
    board.footer().setText(footerField("boardCode"), code);
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

// `bytes` with `code` in footer bytes 3-7, as a registry stores a board.
QByteArray withCode(QByteArray bytes, const QByteArray& code) {
    bytes.replace(bytes.size() - static_cast<qsizetype>(kFooterBytes) + 3, 5, code);
    return bytes;
}

QByteArray published(const QByteArray& code, const QByteArray& sha) {
    return httpAnswer(201,
                      "{\"code\":\"" + code + "\",\"revision\":1,\"sha256\":\"" + sha +
                          "\",\"size\":100,\"url\":\"http://x/b/" + code + "\"}",
                      "Content-Type: application/json\r\n");
}

QByteArray boardAnswer(const QByteArray& bytes, const QByteArray& location) {
    return httpAnswer(200, bytes,
                      "ETag: \"" + sha256(bytes) + "\"\r\nContent-Location: " + location + "\r\n");
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestCliHostileRegistry : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }
    void publishKeepsTheFileUnlessTheAnswerIsItsOwnBoard();
    void theTokenAndTheBoardFollowNoRedirect();
    void publishRetries502To504WithTheSameKey();
    void aSilentRegistrysTriesAreShownAndTheWholeWaitSaid();
    void fetchTakesOnlyTheBoardItAskedFor();
    void fetchStopsReadingPastTheLargestBoard();
    void aBusyClientStillStopsReadingPastTheLargestBoard();
    void theServersWordsAreEscaped();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QProcessEnvironment environment(const QString& registry) const {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DBUS_SESSION_BUS_ADDRESS", "LANGUAGE", "LANG"})
            env.remove(QLatin1String(name));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("config")));
        env.insert(QStringLiteral("GBXX_TOKEN_FILE"), path(QStringLiteral("config/tokens.json")));
        env.insert(QStringLiteral("GBXX_REGISTRY"), registry);
        env.insert(QStringLiteral("GBXX_TOKEN"), QStringLiteral("gbxx_secret-token"));
        env.insert(QStringLiteral("GBXX_REGISTRY_TIMEOUT_MS"), QStringLiteral("5000"));
        env.insert(QStringLiteral("GBXX"), QStringLiteral(GBXX_CLI_PATH));
        return env;
    }
    // `gbxx ARGS` (or, with `shell`, bash running it) while this process's servers answer.
    Run gbxx(const QString& registry, const QStringList& args, const QByteArray& input = {},
             const QProcessEnvironment& extra = {}, const QString& shell = {}) {
        QProcessEnvironment env = environment(registry);
        for (const QString& key : extra.keys())
            env.insert(key, extra.value(key));
        if (shell.isEmpty())
            return runProgramWhileServing(QStringLiteral(GBXX_CLI_PATH), args, env, input);
        return runProgramWhileServing(QStringLiteral("bash"), {QStringLiteral("-c"), shell}, env,
                                      input);
    }

    QTemporaryDir dir_;
};

void TestCliHostileRegistry::publishKeepsTheFileUnlessTheAnswerIsItsOwnBoard() {
    const QByteArray mine = boardBytes("", 1);
    const QByteArray notABoard = "this is not a board at all";
    const QByteArray another = withCode(boardBytes("", 2), "B7K2Q");
    struct Case {
        const char* name;
        QByteArray file, code, sha, served; // served: what a fetch of CODE r1 gets
        QByteArray error;                   // after "error: "
    };
    const QByteArray leftAlone =
        "published as B7K2Q r1, but " + path("f.gb32").toUtf8() + " was left without its code: ";
    const Case cases[] = {
        {"not a board", mine, "B7K2Q", sha256(notABoard), notABoard,
         leftAlone + "the registry's SHA-256 of B7K2Q r1 is not that of its bytes"},
        {"another board", mine, "B7K2Q", sha256(another), another,
         leftAlone + "the registry's SHA-256 of B7K2Q r1 is not that of its bytes"},
        {"a path for a code",
         mine,
         "../x1",
         sha256(withCode(mine, "../x1")),
         {},
         "the registry's answer names the code '../x1', which is not a registry code"},
        {"a code in lower case",
         mine,
         "b7k2q",
         sha256(withCode(mine, "b7k2q")),
         {},
         "the registry's answer names the code 'b7k2q', which is not a registry code"},
        {"another code than the board's",
         boardBytes("CL41M", 3),
         "B7K2Q",
         sha256(withCode(boardBytes("CL41M", 3), "B7K2Q")),
         {},
         leftAlone + "the registry's answer names B7K2Q, not the board's own code CL41M"},
    };
    for (const Case& c : cases) {
        FakeRegistry registry([&c](const HttpRequest& r) {
            if (r.method == "POST")
                return published(c.code, c.sha);
            return boardAnswer(c.served, "/api/v1/boards/B7K2Q/revisions/1");
        });
        QVERIFY(writeBytes(path(QStringLiteral("f.gb32")), c.file));
        const Run run =
            gbxx(registry.base(), {QStringLiteral("publish"), path(QStringLiteral("f.gb32"))});
        QVERIFY2(run.exitCode == 1, c.name);
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(run.err, "error: " + c.error + '\n');
        QCOMPARE(fileBytes(path(QStringLiteral("f.gb32"))), c.file);
    }
    // The registry's own answer still gives FILE its code.
    FakeRegistry honest([&](const HttpRequest& r) {
        return published("B7K2Q", sha256(withCode(r.body, "B7K2Q")));
    });
    QVERIFY(writeBytes(path(QStringLiteral("f.gb32")), mine));
    const Run run =
        gbxx(honest.base(), {QStringLiteral("publish"), path(QStringLiteral("f.gb32"))});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.out, QByteArray("B7K2Q r1\n"));
    QCOMPARE(fileBytes(path(QStringLiteral("f.gb32"))), withCode(mine, "B7K2Q"));
}

void TestCliHostileRegistry::theTokenAndTheBoardFollowNoRedirect() {
    FakeRegistry elsewhere([](const HttpRequest& r) {
        if (r.method == "POST")
            return published("B7K2Q", sha256(withCode(r.body, "B7K2Q")));
        return httpAnswer(201, "{\"name\":\"mallory\",\"code\":\"B7K2Q\",\"revision\":1}");
    });
    const QByteArray mine = boardBytes("", 4);
    for (const int status : {301, 302, 303, 307, 308}) {
        FakeRegistry registry([&](const HttpRequest& r) {
            return httpAnswer(status, {},
                              "Location: " + elsewhere.base().toLatin1() + r.target + "\r\n");
        });
        QVERIFY(writeBytes(path(QStringLiteral("r.gb32")), mine));
        const Run publish =
            gbxx(registry.base(), {QStringLiteral("publish"), path(QStringLiteral("r.gb32"))});
        QCOMPARE(publish.exitCode, 1);
        QCOMPARE(publish.out, QByteArray());
        QCOMPARE(publish.err, "error: the registry sent the request on to " +
                                  elsewhere.base().toLatin1() +
                                  "/api/v1/boards, which is not followed with a token or a "
                                  "board\n");
        QCOMPARE(fileBytes(path(QStringLiteral("r.gb32"))), mine);
        const Run login =
            gbxx(registry.base(), {QStringLiteral("registry"), QStringLiteral("login")},
                 "gbxx_secret-token\n");
        QCOMPARE(login.exitCode, 1);
        QVERIFY2(login.err.startsWith("error: the registry sent the request on to "), login.err);
        // One request each, to the registry given: never a GET in the publish's place.
        QCOMPARE(registry.requests().size(), 2);
        QCOMPARE(registry.requests()[0].method, QByteArray("POST"));
        QCOMPARE(registry.requests()[1].method, QByteArray("GET"));
        QCOMPARE(registry.requests()[1].target, QByteArray("/api/v1/account"));
    }
    QCOMPARE(elsewhere.requests().size(), 0);
}

void TestCliHostileRegistry::publishRetries502To504WithTheSameKey() {
    const QByteArray mine = boardBytes("", 5);
    int tries = 0;
    FakeRegistry recovering([&](const HttpRequest& r) {
        switch (++tries) {
        case 1:
            return httpAnswer(502, "<html>Bad Gateway</html>");
        case 2:
            return httpAnswer(503, "{\"error\":\"unavailable\",\"message\":\"no database\"}");
        default:
            return published("B7K2Q", sha256(withCode(r.body, "B7K2Q")));
        }
    });
    QVERIFY(writeBytes(path(QStringLiteral("k.gb32")), mine));
    const Run run =
        gbxx(recovering.base(), {QStringLiteral("publish"), path(QStringLiteral("k.gb32"))});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("B7K2Q r1\n"));
    QCOMPARE(fileBytes(path(QStringLiteral("k.gb32"))), withCode(mine, "B7K2Q"));
    QCOMPARE(recovering.requests().size(), 3);
    const QByteArray key = recovering.requests()[0].headers.value("idempotency-key");
    QVERIFY(!key.isEmpty());
    for (const HttpRequest& r : recovering.requests()) {
        QCOMPARE(r.method, QByteArray("POST"));
        QCOMPARE(r.headers.value("idempotency-key"), key);
        QCOMPARE(r.body, mine);
    }

    // Bounded: three tries, then the last answer in words.
    FakeRegistry down([](const HttpRequest&) { return httpAnswer(504, "gateway timeout"); });
    QVERIFY(writeBytes(path(QStringLiteral("k.gb32")), mine));
    const Run failed =
        gbxx(down.base(), {QStringLiteral("publish"), path(QStringLiteral("k.gb32"))});
    QCOMPARE(failed.exitCode, 1);
    QCOMPARE(failed.out, QByteArray());
    QVERIFY2(QRegularExpression(QStringLiteral("^error: the registry says: HTTP status 504 "
                                               "\\(3 tries in [0-9]+ s\\)\\n$"))
                 .match(QString::fromUtf8(failed.err))
                 .hasMatch(),
             failed.err);
    QCOMPARE(down.requests().size(), 3);
    QCOMPARE(fileBytes(path(QStringLiteral("k.gb32"))), mine);
}

void TestCliHostileRegistry::aSilentRegistrysTriesAreShownAndTheWholeWaitSaid() {
    FakeRegistry silent([](const HttpRequest&) { return QByteArray(); });
    QVERIFY(writeBytes(path(QStringLiteral("s.gb32")), boardBytes("", 6)));
    QProcessEnvironment quick;
    quick.insert(QStringLiteral("GBXX_REGISTRY_TIMEOUT_MS"), QStringLiteral("300"));
    const QRegularExpression whole(QStringLiteral(
        "error: no answer in [0-9]+ s: 3 tries, each timed out after 0\\.3 s\\r?\\n$"));
    const Run logged =
        gbxx(silent.base(), {QStringLiteral("publish"), path(QStringLiteral("s.gb32"))}, {}, quick);
    QCOMPARE(logged.exitCode, 1);
    QVERIFY2(whole.match(QString::fromUtf8(logged.err)).hasMatch(), logged.err);
    QCOMPARE(logged.err.count('\n'), 1); // no try lines where no terminal reads them
    QCOMPARE(silent.requests().size(), 3);

    // On a terminal (script(1) gives it one) each further try is shown as it starts. A machine
    // without pseudo-terminals (a chroot with no /dev/pts) cannot give one.
    if (QProcess::execute(QStringLiteral("script"), {QStringLiteral("-qec"), QStringLiteral("true"),
                                                     QStringLiteral("/dev/null")}) != 0)
        QSKIP("script(1) gets no pseudo-terminal here");
    const Run terminal = gbxx(silent.base(), {}, {}, quick,
                              QStringLiteral("script -qec '\"$GBXX\" publish %1' /dev/null")
                                  .arg(path(QStringLiteral("s.gb32"))));
    QCOMPARE(terminal.exitCode, 1);
    const QString shown = QString::fromUtf8(terminal.out);
    QVERIFY2(shown.contains(QStringLiteral("sending the board again: try 2 of 3")) &&
                 shown.contains(QStringLiteral("sending the board again: try 3 of 3")) &&
                 whole.match(shown).hasMatch(),
             terminal.out);
}

void TestCliHostileRegistry::fetchTakesOnlyTheBoardItAskedFor() {
    const QByteArray xyz = withCode(boardBytes("", 7), "XYZ12");
    const QByteArray abcde = withCode(boardBytes("", 8), "ABCDE");
    FakeRegistry registry([&](const HttpRequest& r) {
        if (r.target == "/api/v1/boards/ABCDE")
            return boardAnswer(xyz, "/api/v1/boards/ABCDE/revisions/1");
        return boardAnswer(abcde, "/api/v1/boards/ABCDE/revisions/1");
    });
    const QString folder = path(QStringLiteral("fetched"));
    const Run other = gbxx(registry.base(), {QStringLiteral("fetch"), QStringLiteral("abcde"),
                                             QStringLiteral("--out-dir"), folder});
    QCOMPARE(other.exitCode, 1);
    QCOMPARE(other.out, QByteArray());
    QCOMPARE(
        other.err,
        QByteArray("error: the registry sent a board whose footer code is 'XYZ12' for ABCDE\n"));
    QVERIFY(!QFile::exists(folder));

    const Run older = gbxx(registry.base(), {QStringLiteral("fetch"), QStringLiteral("ABCDE@3"),
                                             QStringLiteral("--out-dir"), folder});
    QCOMPARE(older.exitCode, 1);
    QCOMPARE(older.out, QByteArray());
    QCOMPARE(older.err, QByteArray("error: the registry's answer for ABCDE@3 names another "
                                   "revision (/api/v1/boards/ABCDE/revisions/1)\n"));
    QVERIFY(!QFile::exists(folder));

    const Run right = gbxx(registry.base(), {QStringLiteral("fetch"), QStringLiteral("ABCDE@1"),
                                             QStringLiteral("--out-dir"), folder});
    QCOMPARE(right.err, QByteArray());
    QCOMPARE(right.out, "ABCDE r1 -> " + folder.toUtf8() + "/ABCDE.gb32\n");
    QCOMPARE(fileBytes(folder + QStringLiteral("/ABCDE.gb32")), abcde);
}

void TestCliHostileRegistry::fetchStopsReadingPastTheLargestBoard() {
    constexpr qint64 kFlood = qint64(300) << 20;
    Flood flood(kFlood);
    const QString out = path(QStringLiteral("flood.gb64"));
    const Run run = gbxx(flood.base(), {QStringLiteral("fetch"), QStringLiteral("FL00D"),
                                        QStringLiteral("-o"), out});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, QByteArray("error: the registry's answer is larger than 520336 bytes; "
                                 "reading stopped there\n"));
    QVERIFY(!QFile::exists(out));
    // Not the 300 MB: what gbxx read before it stopped, and what the system's socket buffers took
    // meanwhile (on Linux a connection's receive buffer alone may grow to tcp_rmem's 32 MB).
    QVERIFY2(flood.sent() < qint64(100) << 20, QByteArray::number(flood.sent()));

    // The largest board there is (255 × 255 GB64, 520,336 bytes) still arrives whole.
    Board largest(Variant::GB64, 255, 255);
    largest.footer().setText(footerField("boardCode"), "L4RG3");
    const std::vector<std::uint8_t> written = writeBoard(largest);
    const QByteArray bytes(reinterpret_cast<const char*>(written.data()),
                           static_cast<qsizetype>(written.size()));
    QCOMPARE(bytes.size(), 520336);
    FakeRegistry registry(
        [&](const HttpRequest&) { return boardAnswer(bytes, "/api/v1/boards/L4RG3/revisions/1"); });
    const Run whole = gbxx(registry.base(), {QStringLiteral("fetch"), QStringLiteral("L4RG3"),
                                             QStringLiteral("-o"), out});
    QCOMPARE(whole.err, QByteArray());
    QCOMPARE(whole.exitCode, 0);
    QCOMPARE(fileBytes(out), bytes);
}

// CI under ASan: gbxx's own thread came late to the flood, and Qt's network thread had read 187 MB
// meanwhile, as the read buffer's limit was set before the request began and never reached it.
// Here the client's thread sleeps half a second once the answer has begun to arrive.
void TestCliHostileRegistry::aBusyClientStillStopsReadingPastTheLargestBoard() {
    FloodThread flood(qint64(300) << 20);
    RegistryClient client{QUrl(flood.base())};
    std::optional<RegistryResult<FetchedBoard>> result;
    client.fetch(QStringLiteral("FL00D"), 0,
                 [&result](RegistryResult<FetchedBoard> answer) { result = std::move(answer); });
    QElapsedTimer waited;
    waited.start();
    while (flood.sent() == 0 && waited.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    QVERIFY(flood.sent() > 0);
    QThread::msleep(500);
    QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000);
    const auto* error = std::get_if<RegistryError>(&*result);
    QVERIFY(error);
    QCOMPARE(error->reason, QStringLiteral("the registry's answer is larger than 520336 bytes; "
                                           "reading stopped there"));
    QVERIFY2(flood.sent() < qint64(100) << 20, QByteArray::number(flood.sent()));
}

void TestCliHostileRegistry::theServersWordsAreEscaped() {
    FakeRegistry registry([](const HttpRequest& r) {
        if (r.method == "POST")
            return httpAnswer(409, "{\"error\":\"code-taken\",\"message\":\"code \\u001b[2J\\n "
                                   "belongs to another account\\nerror: forged\"}");
        if (r.target.startsWith("/api/v1/account"))
            return httpAnswer(200, "{\"name\":\"ada\\u001b[2J\"}");
        return httpAnswer(200, "{\"boards\":[{\"code\":\"\\u001b[2J\\n\",\"title\":\"T\\u001b]0;"
                               "x\\u0007\",\"author\":\"A\\u009b1m\",\"variant\":32,\"width\":8,"
                               "\"length\":6,\"hex\":false}],\"next\":\"\"}");
    });
    const QByteArray mine = boardBytes("", 9);
    QVERIFY(writeBytes(path(QStringLiteral("e.gb32")), mine));
    const Run publish =
        gbxx(registry.base(), {QStringLiteral("publish"), path(QStringLiteral("e.gb32"))});
    QCOMPARE(publish.exitCode, 1);
    QCOMPARE(publish.err, QByteArray("error: the registry says: code \\x1b[2J\\n belongs to "
                                     "another account\\nerror: forged\n"));
    QCOMPARE(fileBytes(path(QStringLiteral("e.gb32"))), mine);

    const Run search = gbxx(registry.base(), {QStringLiteral("search"), QStringLiteral("t")});
    QCOMPARE(search.exitCode, 0);
    QCOMPARE(search.out,
             QByteArray("\\x1b[2J\\n  T\\x1b]0;x\\x07 — A\\x9b1m (8×6, GB32, square)\n"));

    const Run login = gbxx(registry.base(), {QStringLiteral("registry"), QStringLiteral("login")},
                           "gbxx_secret-token\n");
    QCOMPARE(login.exitCode, 0);
    QCOMPARE(login.out, "signed in to " + registry.base().toUtf8() + " as ada\\x1b[2J\n");
}

GBXX_TEST_MAIN(TestCliHostileRegistry);

} // namespace tst_cli_hostile_registry
#include "tst_cli_hostile_registry.moc"
