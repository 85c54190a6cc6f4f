// The registry's commands (issue 35, item 2) as real processes against a real gbxx-registry on a
// free localhost port: exact output lines and exit statuses, the files' bytes before and after
// (an assigned code written back so that the file's SHA-256 is the registry's, a refused publish
// leaving the file as it was), fetch's targets and refusals, search against the registry's own
// answers, the token file (mode 0600), failures in words, and a publish whose answer was lost on
// the way (a proxy in this test closes the connection once the server stored the board): the
// client sends it again with the same Idempotency-Key, and the registry keeps one revision.

#include "cli/gbxx_run.h"
#include "gbxx/board.h"
#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <sys/stat.h>

namespace tst_cli_registry {

using namespace gbxx;
using namespace gbxx::test;

namespace {

QString sha256(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QByteArray footerCode(const QByteArray& board) {
    return board.mid(
        board.size() - static_cast<qsizetype>(kFooterBytes) + footerField("boardCode").offset, 5);
}

struct Design {
    Variant variant = Variant::GB64;
    int width = 12, length = 9;
    bool hex = true, wrap = false;
    const char* title = "Board";
    const char* author = "Ann";
    const char* code = "";
    std::uint64_t salt = 1; // makes each board's tiles its own (the registry refuses duplicates)
};

QByteArray boardBytes(const Design& d) {
    Board board(d.variant, d.width, d.length);
    board.setHeader(*board.layout().headerField("hex"), d.hex ? 1 : 0);
    board.setHeader(*board.layout().headerField("wrap"), d.wrap ? 1 : 0);
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(
            t,
            ((t + 1) * 0x9E3779B97F4A7C15ull ^ d.salt * 0xC2B2AE3D27D4EB4Full) &
                (d.variant == Variant::GB64 ? ~0ull : (1ull << static_cast<int>(d.variant)) - 1));
    board.footer().setText(footerField("title"), d.title);
    board.footer().setText(footerField("author"), d.author);
    board.footer().setText(footerField("boardCode"), d.code);
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

bool writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A program run to its end while this process's event loop turns (the proxy below lives in it).
Run runAsync(const QString& program, const QStringList& args, const QProcessEnvironment& env,
             const QByteArray& input = {}, const QString& folder = {}) {
    return runProgramWhileServing(program, args, env, input, folder, 30000);
}

// Between gbxx and the registry: passes everything on, except, as told, the registry's answers to
// the first publishes (the connection to gbxx is closed a few bytes into each, after the server
// stored the board), the first byte of each answer's body, or the SHA-256 a publish is answered
// with (changed).
class Proxy : public QObject {
public:
    enum class Mode { Forward, LosePublishAnswers, ChangeBodies, ChangePublishedSha };
    // Qt's network code sends a request again by itself, twice, when the connection ends before
    // the answer: the third loss reaches the registry client, whose own retry is what is tested.
    static constexpr int kLost = 3;
    Proxy(quint16 upstream, Mode mode)
        : upstream_(upstream)
        , mode_(mode) {
        server_.listen(QHostAddress::LocalHost, 0);
        connect(&server_, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* client = server_.nextPendingConnection())
                accept(client);
        });
    }
    QString base() const { return QStringLiteral("http://127.0.0.1:%1").arg(server_.serverPort()); }
    const QByteArray& sent() const { return sent_; } // every byte gbxx sent
    int lost() const { return lost_; }

private:
    struct Connection {
        bool publish = false;
        bool changed = false;
        QByteArray answer;
    };
    void accept(QTcpSocket* client) {
        auto* server = new QTcpSocket(client);
        auto state = std::make_shared<Connection>();
        server->connectToHost(QHostAddress::LocalHost, upstream_);
        connect(client, &QTcpSocket::readyRead, this, [=, this] {
            const QByteArray data = client->readAll();
            sent_ += data;
            if (data.contains("POST /api/v1/boards"))
                state->publish = true;
            server->write(data);
        });
        connect(server, &QTcpSocket::readyRead, this, [=, this] {
            QByteArray data = server->readAll();
            if (mode_ == Mode::LosePublishAnswers && state->publish && lost_ < kLost) {
                ++lost_;
                client->write(data.left(12));
                client->disconnectFromHost();
                server->abort();
                return;
            }
            static const QRegularExpression sha(QStringLiteral("\"sha256\": *\"([0-9a-f]{64})"));
            if (mode_ == Mode::ChangePublishedSha && state->publish) {
                const QRegularExpressionMatch m = sha.match(QString::fromLatin1(data));
                if (m.hasMatch())
                    data.replace(m.capturedStart(1), 64, QByteArray(64, '0'));
            }
            if (mode_ == Mode::ChangeBodies && !state->changed) {
                state->answer += data;
                const qsizetype end = state->answer.indexOf("\r\n\r\n");
                const qsizetype at = end + 4 - (state->answer.size() - data.size());
                if (end >= 0 && at < data.size()) {
                    data[at] = static_cast<char>(data[at] ^ 0x01);
                    state->changed = true;
                }
            }
            client->write(data);
        });
        connect(server, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
        connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
    }

    QTcpServer server_;
    quint16 upstream_;
    Mode mode_;
    QByteArray sent_;
    int lost_ = 0;
};

quint16 portOf(const QString& base) {
    return static_cast<quint16>(QUrl(base).port());
}

} // namespace

class TestCliRegistry : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void loginChecksKeepsAndForgetsTheToken();
    void publishWritesTheAssignedCodeIntoTheFile();
    void publishClaimsACodeInItsWrittenForm();
    void aRefusedPublishLeavesTheFileAsItWas();
    void aLostAnswerIsAskedForAgainWithTheSameKey();
    void bytesNotMatchingTheAnswerAreNotWritten();
    void fetchWritesWhereItIsTold();
    void fetchWritesNothingUnlessEveryBoardArrived();
    void fetchRefusesBytesThatAreNotTheRegistrys();
    void searchPrintsTheRegistrysAnswer();
    void networkFailuresAreOneLineInWords();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void hostileInput();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QProcessEnvironment environment(const QString& token = {}) const;
    Run gbxx(const QStringList& args, const QString& token = {}, const QByteArray& input = {},
             const QString& folder = {}) {
        return runAsync(QStringLiteral(GBXX_CLI_PATH), args, environment(token), input, folder);
    }
    // `script` run by bash with $GBXX the program (for >&-, and bytes that are not UTF-8).
    Run shell(const QString& script, const QString& token = {}) {
        QProcessEnvironment env = environment(token);
        env.insert(QStringLiteral("GBXX"), QStringLiteral(GBXX_CLI_PATH));
        return runAsync(QStringLiteral("bash"), {QStringLiteral("-c"), script}, env);
    }
    // FILE holding `bytes`, published by `token`'s account: its code and revision ("CODE rN").
    QByteArray publish(const QString& name, const QByteArray& bytes, const QString& token,
                       const QStringList& options = {});
    QJsonObject meta(const QString& code) const {
        return QJsonDocument::fromJson(http("GET", registry_->base() +
                                                       QStringLiteral("/api/v1/boards/") + code +
                                                       QStringLiteral("/meta"))
                                           .body)
            .object();
    }
    QByteArray revisionBytes(const QString& code, int revision) const {
        return http("GET",
                    registry_->base() +
                        QStringLiteral("/api/v1/boards/%1/revisions/%2").arg(code).arg(revision))
            .body;
    }

    QTemporaryDir dir_;
    std::unique_ptr<RegistryProcess> registry_;
    QString ada_, bob_; // the accounts' tokens
};

QProcessEnvironment TestCliRegistry::environment(const QString& token) const {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // No key ring: the token goes to the file, whose mode is checked.
    for (const char* name : {"DBUS_SESSION_BUS_ADDRESS", "GBXX_TOKEN", "GBXX_REGISTRY",
                             "GBXX_TOKEN_FILE", "LANGUAGE", "LANG"})
        env.remove(QLatin1String(name));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("config")));
    env.insert(QStringLiteral("GBXX_TOKEN_FILE"), path(QStringLiteral("config/tokens.json")));
    env.insert(QStringLiteral("GBXX_REGISTRY"), registry_->base());
    env.insert(QStringLiteral("GBXX_REGISTRY_TIMEOUT_MS"), QStringLiteral("5000"));
    if (!token.isEmpty())
        env.insert(QStringLiteral("GBXX_TOKEN"), token);
    return env;
}

QByteArray TestCliRegistry::publish(const QString& name, const QByteArray& bytes,
                                    const QString& token, const QStringList& options) {
    if (!writeBytes(path(name), bytes))
        return {};
    const Run run = gbxx(QStringList{QStringLiteral("publish"), path(name)} + options, token);
    if (run.exitCode != 0 || !run.err.isEmpty())
        qWarning("publish %s: %s", qPrintable(name), run.err.constData());
    return run.out;
}

void TestCliRegistry::initTestCase() {
    QVERIFY(dir_.isValid());
    registry_ = std::make_unique<RegistryProcess>(
        QStringList{QStringLiteral("--data"), path(QStringLiteral("data"))},
        QStringList{QStringLiteral("--publish-limit"), QStringLiteral("1000")});
    QVERIFY(QDir().mkpath(path(QStringLiteral("data"))));
    ada_ = registry_->addUser(QStringLiteral("ada"));
    bob_ = registry_->addUser(QStringLiteral("bob"));
    QVERIFY(!ada_.isEmpty() && !bob_.isEmpty());
    QString why;
    QVERIFY2(registry_->start(&why), qPrintable(why));
}

void TestCliRegistry::cleanupTestCase() {
    if (registry_)
        QCOMPARE(registry_->terminate(), 0);
}

void TestCliRegistry::loginChecksKeepsAndForgetsTheToken() {
    const QString tokens = path(QStringLiteral("config/tokens.json"));
    const QString base = registry_->base();

    const Run wrong =
        gbxx({QStringLiteral("registry"), QStringLiteral("login")}, {}, ada_.toLatin1() + "x\n");
    QCOMPARE(wrong.exitCode, 1);
    QCOMPARE(wrong.out, QByteArray());
    QCOMPARE(wrong.err, QByteArray("error: the registry says: the token is not valid (or was "
                                   "revoked)\n"));
    QVERIFY(!QFile::exists(tokens));
    const Run none = gbxx({QStringLiteral("registry"), QStringLiteral("login")});
    QCOMPARE(none.exitCode, 1);
    QVERIFY(none.err.startsWith("error: no token on standard input"));

    const Run login = gbxx(
        {QStringLiteral("registry"), QStringLiteral("login"), QStringLiteral("--registry"), base},
        {}, ada_.toLatin1() + '\n');
    QCOMPARE(login.exitCode, 0);
    QCOMPARE(login.out, "signed in to " + base.toLatin1() + " as ada\n");
    QCOMPARE(login.err, QByteArray());
    struct stat file {};
    QCOMPARE(::stat(QFile::encodeName(tokens).constData(), &file), 0);
    QCOMPARE(file.st_mode & 07777, 0600u);
    QVERIFY(fileBytes(tokens).contains(ada_.toLatin1()));

    // The kept token publishes.
    const QByteArray published =
        publish(QStringLiteral("login.gb64"), boardBytes({.salt = 100}), {});
    QVERIFY2(QRegularExpression(QStringLiteral("^[0-9B-DF-HJ-NP-TV-Y]{5} r1\\n$"))
                 .match(QString::fromLatin1(published))
                 .hasMatch(),
             published);

    const Run logout = gbxx({QStringLiteral("registry"), QStringLiteral("logout")});
    QCOMPARE(logout.exitCode, 0);
    QCOMPARE(logout.out, "signed out of " + base.toLatin1() + '\n');
    QVERIFY(!fileBytes(tokens).contains(ada_.toLatin1()));
    QVERIFY(::stat(QFile::encodeName(tokens).constData(), &file) == 0 &&
            (file.st_mode & 07777) == 0600u);
    const QByteArray bytes = boardBytes({.salt = 101});
    QVERIFY(writeBytes(path(QStringLiteral("signed-out.gb64")), bytes));
    const Run refused = gbxx({QStringLiteral("publish"), path(QStringLiteral("signed-out.gb64"))});
    QCOMPARE(refused.exitCode, 1);
    QCOMPARE(refused.err, "error: not signed in to " + base.toLatin1() +
                              ": run 'gbxx registry login' (or set GBXX_TOKEN)\n");
    QCOMPARE(fileBytes(path(QStringLiteral("signed-out.gb64"))), bytes);
}

void TestCliRegistry::publishWritesTheAssignedCodeIntoTheFile() {
    const QByteArray before = boardBytes({.title = "Assigned", .salt = 2});
    QCOMPARE(footerCode(before), QByteArray(5, '\0'));
    const QByteArray out = publish(
        QStringLiteral("assigned.gb64"), before, ada_,
        {QStringLiteral("--note"), QStringLiteral("first cut"), QStringLiteral("--unlisted")});
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("^([0-9B-DF-HJ-NP-TV-Y]{5}) r1\\n$"))
            .match(QString::fromLatin1(out));
    QVERIFY2(m.hasMatch(), out);
    const QString code = m.captured(1);
    const QByteArray after = fileBytes(path(QStringLiteral("assigned.gb64")));
    // The file is the registry's revision: the code in footer bytes 3-7, nothing else changed.
    QCOMPARE(footerCode(after), code.toLatin1());
    QCOMPARE(after.size(), before.size());
    QByteArray expected = before;
    expected.replace(expected.size() - 128 + 3, 5, code.toLatin1());
    QCOMPARE(after, expected);
    const QJsonObject facts = meta(code);
    QCOMPARE(facts.value(QStringLiteral("listed")).toBool(true), false);
    const QJsonArray revisions = facts.value(QStringLiteral("revisions")).toArray();
    QCOMPARE(revisions.size(), 1);
    QCOMPARE(revisions[0].toObject().value(QStringLiteral("sha256")).toString(), sha256(after));
    QCOMPARE(revisions[0].toObject().value(QStringLiteral("note")).toString(),
             QStringLiteral("first cut"));
    QCOMPARE(revisionBytes(code, 1), after);

    // The next revision carries its code already: the file is left as it is.
    QByteArray changed = after;
    changed[10] = static_cast<char>(changed[10] ^ 0x10);
    QCOMPARE(publish(QStringLiteral("assigned.gb64"), changed, ada_), code.toLatin1() + " r2\n");
    QCOMPARE(fileBytes(path(QStringLiteral("assigned.gb64"))), changed);
    QCOMPARE(revisionBytes(code, 2), changed);
}

void TestCliRegistry::publishClaimsACodeInItsWrittenForm() {
    const QByteArray before = boardBytes({.code = "cl41m", .salt = 3});
    QCOMPARE(publish(QStringLiteral("claim.gb64"), before, ada_), QByteArray("CL41M r1\n"));
    const QByteArray after = fileBytes(path(QStringLiteral("claim.gb64")));
    QCOMPARE(footerCode(after), QByteArray("CL41M"));
    QCOMPARE(sha256(after), meta(QStringLiteral("CL41M"))
                                .value(QStringLiteral("revisions"))
                                .toArray()[0]
                                .toObject()
                                .value(QStringLiteral("sha256"))
                                .toString());
}

void TestCliRegistry::aRefusedPublishLeavesTheFileAsItWas() {
    QCOMPARE(publish(QStringLiteral("owned.gb64"), boardBytes({.code = "B7K2Q", .salt = 4}), ada_),
             QByteArray("B7K2Q r1\n"));
    // Another account's board claiming the same code, in lower case.
    const QByteArray theirs = boardBytes({.code = "b7k2q", .salt = 5});
    QVERIFY(writeBytes(path(QStringLiteral("theirs.gb64")), theirs));
    const Run taken = gbxx({QStringLiteral("publish"), path(QStringLiteral("theirs.gb64"))}, bob_);
    QCOMPARE(taken.exitCode, 1);
    QCOMPARE(taken.out, QByteArray());
    QCOMPARE(taken.err,
             QByteArray("error: the registry says: code B7K2Q belongs to another account\n"));
    QCOMPARE(fileBytes(path(QStringLiteral("theirs.gb64"))), theirs);

    // The same board again (its code aside): a duplicate, named.
    const QByteArray again = boardBytes({.salt = 4});
    QVERIFY(writeBytes(path(QStringLiteral("again.gb64")), again));
    const Run duplicate =
        gbxx({QStringLiteral("publish"), path(QStringLiteral("again.gb64"))}, ada_);
    QCOMPARE(duplicate.exitCode, 1);
    QCOMPARE(duplicate.err, QByteArray("error: the registry says: the same board is published "
                                       "already as B7K2Q revision 1\n"));
    QCOMPARE(fileBytes(path(QStringLiteral("again.gb64"))), again);
    QCOMPARE(meta(QStringLiteral("B7K2Q")).value(QStringLiteral("revisions")).toArray().size(), 1);

    // Not a board: said before anything is sent.
    QVERIFY(writeBytes(path(QStringLiteral("notes.gb64")), "shopping list\n"));
    const Run notBoard =
        gbxx({QStringLiteral("publish"), path(QStringLiteral("notes.gb64"))}, ada_);
    QCOMPARE(notBoard.exitCode, 1);
    QVERIFY2(notBoard.err.startsWith("error: ") && notBoard.err.count('\n') == 1, notBoard.err);
    QCOMPARE(fileBytes(path(QStringLiteral("notes.gb64"))), QByteArray("shopping list\n"));
}

void TestCliRegistry::aLostAnswerIsAskedForAgainWithTheSameKey() {
    Proxy proxy(portOf(registry_->base()), Proxy::Mode::LosePublishAnswers);
    const QByteArray before = boardBytes({.title = "Retried", .salt = 6});
    QVERIFY(writeBytes(path(QStringLiteral("retried.gb64")), before));
    const Run run = gbxx({QStringLiteral("publish"), path(QStringLiteral("retried.gb64")),
                          QStringLiteral("--registry"), proxy.base()},
                         ada_);
    QCOMPARE(proxy.lost(), Proxy::kLost);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("^([0-9B-DF-HJ-NP-TV-Y]{5}) r1\\n$"))
            .match(QString::fromLatin1(run.out));
    QVERIFY2(m.hasMatch(), run.out);
    // Sent after every loss, always with the one key.
    QStringList keys;
    QRegularExpressionMatchIterator it =
        QRegularExpression(QStringLiteral("(?i)\\r\\nIdempotency-Key: *([^\\r]+)\\r\\n"))
            .globalMatch(QString::fromLatin1(proxy.sent()));
    while (it.hasNext())
        keys << it.next().captured(1);
    QVERIFY2(keys.size() > Proxy::kLost, qPrintable(keys.join(QLatin1Char(' '))));
    keys.removeDuplicates();
    QCOMPARE(keys.size(), 1);
    const QJsonArray revisions = meta(m.captured(1)).value(QStringLiteral("revisions")).toArray();
    QCOMPARE(revisions.size(), 1);
    QCOMPARE(sha256(fileBytes(path(QStringLiteral("retried.gb64")))),
             revisions[0].toObject().value(QStringLiteral("sha256")).toString());
}

void TestCliRegistry::bytesNotMatchingTheAnswerAreNotWritten() {
    // The registry's answer names a SHA-256 that neither the file with its code nor the stored
    // revision has: the file keeps its bytes.
    Proxy proxy(portOf(registry_->base()), Proxy::Mode::ChangePublishedSha);
    const QByteArray before = boardBytes({.salt = 17});
    QVERIFY(writeBytes(path(QStringLiteral("unsure.gb64")), before));
    const Run run = gbxx({QStringLiteral("publish"), path(QStringLiteral("unsure.gb64")),
                          QStringLiteral("--registry"), proxy.base()},
                         ada_);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("^error: published as ([0-9B-DF-HJ-NP-TV-Y]{5}) r1, but "
                                          "(.*) was left without its code: the registry's SHA-256 "
                                          "of \\1 r1 is not that of its bytes\n$"))
            .match(QString::fromUtf8(run.err));
    QVERIFY2(m.hasMatch(), run.err);
    QCOMPARE(m.captured(2), path(QStringLiteral("unsure.gb64")));
    QCOMPARE(fileBytes(path(QStringLiteral("unsure.gb64"))), before);
}

void TestCliRegistry::fetchWritesWhereItIsTold() {
    const QByteArray first = boardBytes({.variant = Variant::GB16, .code = "FTCH1", .salt = 7});
    QCOMPARE(publish(QStringLiteral("fetch1.gb16"), first, ada_), QByteArray("FTCH1 r1\n"));
    QByteArray second = first;
    second[9] = static_cast<char>(second[9] ^ 0x01);
    QCOMPARE(publish(QStringLiteral("fetch1.gb16"), second, ada_), QByteArray("FTCH1 r2\n"));
    const QByteArray other = boardBytes({.code = "FTCH2", .salt = 8});
    QCOMPARE(publish(QStringLiteral("fetch2.gb64"), other, ada_), QByteArray("FTCH2 r1\n"));

    // The current folder by default, the latest revision, CODE.gbNN, any case.
    const QString here = path(QStringLiteral("here"));
    QVERIFY(QDir().mkpath(here));
    const Run plain = gbxx(
        {QStringLiteral("fetch"), QStringLiteral("ftch1"), QStringLiteral("FTCH2")}, {}, {}, here);
    QCOMPARE(plain.err, QByteArray());
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(plain.out, QByteArray("FTCH1 r2 -> FTCH1.gb16\nFTCH2 r1 -> FTCH2.gb64\n"));
    QCOMPARE(fileBytes(here + QStringLiteral("/FTCH1.gb16")), second);
    QCOMPARE(fileBytes(here + QStringLiteral("/FTCH2.gb64")), other);

    // An existing file is not replaced without --force.
    const QByteArray mine = "my own\n";
    QVERIFY(writeBytes(here + QStringLiteral("/FTCH1.gb16"), mine));
    const Run refused = gbxx({QStringLiteral("fetch"), QStringLiteral("FTCH1@1")}, {}, {}, here);
    QCOMPARE(refused.exitCode, 1);
    QCOMPARE(refused.out, QByteArray());
    QCOMPARE(refused.err, QByteArray("error: FTCH1.gb16 exists; --force replaces it\n"));
    QCOMPARE(fileBytes(here + QStringLiteral("/FTCH1.gb16")), mine);
    const Run forced =
        gbxx({QStringLiteral("fetch"), QStringLiteral("FTCH1@1"), QStringLiteral("--force")}, {},
             {}, here);
    QCOMPARE(forced.exitCode, 0);
    QCOMPARE(forced.out, QByteArray("FTCH1 r1 -> FTCH1.gb16\n"));
    QCOMPARE(fileBytes(here + QStringLiteral("/FTCH1.gb16")), first);

    // --out-dir (made when missing) and -o.
    const QString folder = path(QStringLiteral("new/boards"));
    const Run intoFolder = gbxx({QStringLiteral("fetch"), QStringLiteral("FTCH2"),
                                 QStringLiteral("FTCH1@2"), QStringLiteral("--out-dir"), folder});
    QCOMPARE(intoFolder.exitCode, 0);
    QCOMPARE(intoFolder.out, "FTCH2 r1 -> " + folder.toUtf8() + "/FTCH2.gb64\nFTCH1 r2 -> " +
                                 folder.toUtf8() + "/FTCH1.gb16\n");
    QCOMPARE(fileBytes(folder + QStringLiteral("/FTCH1.gb16")), second);
    const QString out = path(QStringLiteral("named.board"));
    const Run named =
        gbxx({QStringLiteral("fetch"), QStringLiteral("FTCH1@1"), QStringLiteral("-o"), out});
    QCOMPARE(named.exitCode, 0);
    QCOMPARE(named.out, "FTCH1 r1 -> " + out.toUtf8() + '\n');
    QCOMPARE(fileBytes(out), first);
    QCOMPARE(
        gbxx({QStringLiteral("fetch"), QStringLiteral("FTCH2"), QStringLiteral("-o"), out}).err,
        "error: " + out.toUtf8() + " exists; --force replaces it\n");
    QCOMPARE(fileBytes(out), first);

    // A full disk: one line, nothing else.
    const Run full = gbxx({QStringLiteral("fetch"), QStringLiteral("FTCH2"), QStringLiteral("-o"),
                           QStringLiteral("/dev/full")});
    QCOMPARE(full.exitCode, 1);
    QCOMPARE(full.out, QByteArray());
    QCOMPARE(full.err, QByteArray("error: cannot write /dev/full: No space left on device\n"));
}

void TestCliRegistry::fetchWritesNothingUnlessEveryBoardArrived() {
    QCOMPARE(publish(QStringLiteral("whole.gb64"), boardBytes({.code = "WH0LE", .salt = 9}), ada_),
             QByteArray("WH0LE r1\n"));
    const QString folder = path(QStringLiteral("partial"));
    const Run missing = gbxx({QStringLiteral("fetch"), QStringLiteral("WH0LE"),
                              QStringLiteral("WH0LE@7"), QStringLiteral("--out-dir"), folder});
    QCOMPARE(missing.exitCode, 2); // the same code twice would be one file
    const Run unknown = gbxx({QStringLiteral("fetch"), QStringLiteral("WH0LE"),
                              QStringLiteral("AAAAA"), QStringLiteral("--out-dir"), folder});
    QCOMPARE(unknown.exitCode, 1);
    QCOMPARE(unknown.out, QByteArray());
    QCOMPARE(unknown.err, QByteArray("error: the registry says: no board has the code AAAAA\n"));
    QVERIFY(!QFile::exists(folder));
    const Run noRevision = gbxx(
        {QStringLiteral("fetch"), QStringLiteral("WH0LE@7"), QStringLiteral("--out-dir"), folder});
    QCOMPARE(noRevision.exitCode, 1);
    QCOMPARE(noRevision.err, QByteArray("error: the registry says: WH0LE has no revision 7\n"));
    QVERIFY(!QFile::exists(folder));

    // Standard output full: what was written is taken back; closed: nothing is fetched.
    QVERIFY(QDir().mkpath(folder));
    const Run full =
        shell(QStringLiteral("\"$GBXX\" fetch WH0LE --out-dir '%1' > /dev/full").arg(folder));
    QCOMPARE(full.exitCode, 1);
    QCOMPARE(full.err, QByteArray("error: write error: No space left on device\n"));
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList());
    const Run closed =
        shell(QStringLiteral("\"$GBXX\" fetch WH0LE --out-dir '%1' >&-").arg(folder));
    QCOMPARE(closed.exitCode, 1);
    QCOMPARE(closed.err, QByteArray("error: write error: Bad file descriptor\n"));
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList());
    // Folders made for the boards go too.
    const Run deeper =
        shell(QStringLiteral("\"$GBXX\" fetch WH0LE --out-dir '%1/a/b' > /dev/full").arg(folder));
    QCOMPARE(deeper.exitCode, 1);
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
             QStringList());
}

void TestCliRegistry::fetchRefusesBytesThatAreNotTheRegistrys() {
    QCOMPARE(publish(QStringLiteral("true.gb64"), boardBytes({.code = "TRV3B", .salt = 10}), ada_),
             QByteArray("TRV3B r1\n"));
    Proxy proxy(portOf(registry_->base()), Proxy::Mode::ChangeBodies);
    const QString out = path(QStringLiteral("changed.gb64"));
    const Run run = gbxx({QStringLiteral("fetch"), QStringLiteral("TRV3B"), QStringLiteral("-o"),
                          out, QStringLiteral("--registry"), proxy.base()});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.startsWith("error: the board's bytes do not match the registry's SHA-256") &&
                 run.err.count('\n') == 1,
             run.err);
    QVERIFY(!QFile::exists(out));
}

void TestCliRegistry::searchPrintsTheRegistrysAnswer() {
    const Design designs[] = {
        {.title = "Zephyr Arena", .author = "Ann", .salt = 11},
        {.variant = Variant::GB16,
         .width = 20,
         .length = 10,
         .hex = false,
         .wrap = true,
         .title = "Zephyr Coast",
         .author = "Ben",
         .salt = 12},
        {.variant = Variant::GB08,
         .width = 5,
         .length = 5,
         .hex = false,
         .title = "Zephyr Tiny",
         .author = "Ann",
         .salt = 13},
    };
    int k = 0;
    for (const Design& d : designs)
        QVERIFY(
            publish(QStringLiteral("zephyr%1.gb").arg(k++), boardBytes(d), ada_).endsWith(" r1\n"));
    QVERIFY(publish(QStringLiteral("hidden.gb64"),
                    boardBytes({.title = "Zephyr Hidden", .salt = 14}), ada_,
                    {QStringLiteral("--unlisted")})
                .endsWith(" r1\n"));

    struct Case {
        QStringList args;
        QString query; // the API's query for the same search
        int count;
    };
    const Case cases[] = {
        {{QStringLiteral("zephyr")}, QStringLiteral("q=zephyr&limit=20"), 3},
        {{QStringLiteral("zephyr"), QStringLiteral("--square")},
         QStringLiteral("q=zephyr&hex=0&limit=20"),
         2},
        {{QStringLiteral("zephyr"), QStringLiteral("--hex")},
         QStringLiteral("q=zephyr&hex=1&limit=20"),
         1},
        {{QStringLiteral("zephyr"), QStringLiteral("--wrap"), QStringLiteral("--variant"),
          QStringLiteral("16")},
         QStringLiteral("q=zephyr&variant=16&wrap=1&limit=20"),
         1},
        {{QStringLiteral("zephyr"), QStringLiteral("--author"), QStringLiteral("Ann"),
          QStringLiteral("--min-width"), QStringLiteral("6")},
         QStringLiteral("q=zephyr&author=Ann&min-width=6&limit=20"),
         1},
        {{QStringLiteral("zephyr"), QStringLiteral("--sort"), QStringLiteral("new"),
          QStringLiteral("--limit"), QStringLiteral("2")},
         QStringLiteral("q=zephyr&sort=new&limit=2"),
         2},
        {{QStringLiteral("zephyr"), QStringLiteral("--max-length"), QStringLiteral("9"),
          QStringLiteral("--min-length"), QStringLiteral("6"), QStringLiteral("--max-width"),
          QStringLiteral("12")},
         QStringLiteral("q=zephyr&min-length=6&max-length=9&max-width=12&limit=20"),
         1},
        {{QStringLiteral("nothing-like-this")}, QStringLiteral("q=nothing-like-this&limit=20"), 0},
    };
    for (const Case& c : cases) {
        const HttpAnswer answer =
            http("GET", registry_->base() + QStringLiteral("/api/v1/boards?") + c.query);
        QCOMPARE(answer.status, 200);
        const QJsonArray boards =
            QJsonDocument::fromJson(answer.body).object().value(QStringLiteral("boards")).toArray();
        QCOMPARE(boards.size(), c.count);
        QByteArray lines;
        for (const QJsonValue& value : boards) {
            const QJsonObject b = value.toObject();
            lines += (b.value(QStringLiteral("code")).toString() + QStringLiteral("  ") +
                      b.value(QStringLiteral("title")).toString() + QStringLiteral(" — ") +
                      b.value(QStringLiteral("author")).toString() +
                      QStringLiteral(" (%1×%2, GB%3, %4)\n")
                          .arg(b.value(QStringLiteral("width")).toInt())
                          .arg(b.value(QStringLiteral("length")).toInt())
                          .arg(b.value(QStringLiteral("variant")).toInt(), 2, 10, QLatin1Char('0'))
                          .arg(b.value(QStringLiteral("hex")).toBool() ? QStringLiteral("hex")
                                                                       : QStringLiteral("square")))
                         .toUtf8();
        }
        const Run text = gbxx(QStringList{QStringLiteral("search")} + c.args);
        QCOMPARE(text.err, QByteArray());
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out, lines);
        const Run json =
            gbxx(QStringList{QStringLiteral("search"), QStringLiteral("--json")} + c.args);
        QCOMPARE(json.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument printed = QJsonDocument::fromJson(json.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(printed.isArray());
        QCOMPARE(printed.array(), boards);
    }
    // A title as the lines print it.
    const Run one = gbxx({QStringLiteral("search"), QStringLiteral("zephyr"),
                          QStringLiteral("--variant"), QStringLiteral("08")});
    QVERIFY2(QRegularExpression(QStringLiteral("^[0-9B-DF-HJ-NP-TV-Y]{5}  Zephyr Tiny — Ann "
                                               "\\(5×5, GB08, square\\)\\n$"))
                 .match(QString::fromUtf8(one.out))
                 .hasMatch(),
             one.out);
}

void TestCliRegistry::networkFailuresAreOneLineInWords() {
    // A port nothing listens on.
    QTcpServer closedServer;
    QVERIFY(closedServer.listen(QHostAddress::LocalHost, 0));
    const QString refused = QStringLiteral("http://127.0.0.1:%1").arg(closedServer.serverPort());
    closedServer.close();
    const QByteArray bytes = boardBytes({.salt = 15});
    QVERIFY(writeBytes(path(QStringLiteral("unsent.gb64")), bytes));
    for (const QStringList& args :
         {QStringList{QStringLiteral("search"), QStringLiteral("x")},
          QStringList{QStringLiteral("fetch"), QStringLiteral("B7K2Q"), QStringLiteral("-o"),
                      path(QStringLiteral("unfetched.gb64"))},
          QStringList{QStringLiteral("publish"), path(QStringLiteral("unsent.gb64"))}}) {
        const Run run = gbxx(args + QStringList{QStringLiteral("--registry"), refused}, ada_);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(run.err, QByteArray("error: connection refused\n"));
    }
    QCOMPARE(fileBytes(path(QStringLiteral("unsent.gb64"))), bytes);
    QVERIFY(!QFile::exists(path(QStringLiteral("unfetched.gb64"))));

    // A server that never answers.
    QTcpServer silent;
    QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
    QList<QTcpSocket*> held;
    connect(&silent, &QTcpServer::newConnection, this, [&] {
        while (QTcpSocket* socket = silent.nextPendingConnection())
            held << socket;
    });
    QProcessEnvironment env = environment();
    env.insert(QStringLiteral("GBXX_REGISTRY_TIMEOUT_MS"), QStringLiteral("500"));
    const Run slow =
        runAsync(QStringLiteral(GBXX_CLI_PATH),
                 {QStringLiteral("fetch"), QStringLiteral("B7K2Q"), QStringLiteral("-o"),
                  path(QStringLiteral("late.gb64")), QStringLiteral("--registry"),
                  QStringLiteral("http://127.0.0.1:%1").arg(silent.serverPort())},
                 env);
    QCOMPARE(slow.exitCode, 1);
    QCOMPARE(slow.err, QByteArray("error: timed out after 0.5 s\n"));
    QVERIFY(!QFile::exists(path(QStringLiteral("late.gb64"))));
    QVERIFY(!held.isEmpty());
}

void TestCliRegistry::usageErrorsExitTwo_data() {
    QTest::addColumn<QStringList>("args");
    const auto row = [](const char* name, QStringList args) { QTest::newRow(name) << args; };
    row("registry alone", {QStringLiteral("registry")});
    row("registry frob", {QStringLiteral("registry"), QStringLiteral("frob")});
    row("login --bogus",
        {QStringLiteral("registry"), QStringLiteral("login"), QStringLiteral("--bogus")});
    row("login ftp", {QStringLiteral("registry"), QStringLiteral("login"),
                      QStringLiteral("--registry"), QStringLiteral("ftp://x")});
    row("publish nothing", {QStringLiteral("publish")});
    row("publish two",
        {QStringLiteral("publish"), QStringLiteral("a.gb64"), QStringLiteral("b.gb64")});
    row("publish --note without text",
        {QStringLiteral("publish"), QStringLiteral("a.gb64"), QStringLiteral("--note")});
    row("fetch nothing", {QStringLiteral("fetch")});
    row("fetch a bad code", {QStringLiteral("fetch"), QStringLiteral("B7K2")});
    row("fetch revision 0", {QStringLiteral("fetch"), QStringLiteral("B7K2Q@0")});
    row("fetch a bad revision", {QStringLiteral("fetch"), QStringLiteral("B7K2Q@x")});
    row("fetch -o with two",
        {QStringLiteral("fetch"), QStringLiteral("B7K2Q"), QStringLiteral("CL41M"),
         QStringLiteral("-o"), QStringLiteral("x.gb64")});
    row("fetch --out-dir ''",
        {QStringLiteral("fetch"), QStringLiteral("B7K2Q"), QStringLiteral("--out-dir=")});
    row("fetch -o and --out-dir",
        {QStringLiteral("fetch"), QStringLiteral("B7K2Q"), QStringLiteral("-o"),
         QStringLiteral("x"), QStringLiteral("--out-dir"), QStringLiteral("d")});
    row("search --variant 7",
        {QStringLiteral("search"), QStringLiteral("--variant"), QStringLiteral("7")});
    row("search --hex --square",
        {QStringLiteral("search"), QStringLiteral("--hex"), QStringLiteral("--square")});
    row("search --sort best",
        {QStringLiteral("search"), QStringLiteral("--sort"), QStringLiteral("best")});
    row("search --limit 0",
        {QStringLiteral("search"), QStringLiteral("--limit"), QStringLiteral("0")});
    row("search --min-width -1", {QStringLiteral("search"), QStringLiteral("--min-width=-1")});
}

void TestCliRegistry::usageErrorsExitTwo() {
    QFETCH(QStringList, args);
    const Run run = gbxx(args, ada_);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    const QList<QByteArray> lines = run.err.split('\n');
    QVERIFY2(lines.size() == 3 && lines[0].startsWith("error: ") &&
                 lines[1].startsWith("Run 'gbxx ") && lines[2].isEmpty(),
             run.err);
}

void TestCliRegistry::hostileInput() {
    // Huge and control-character arguments: usage errors, nothing sent.
    const QString huge(100000, QLatin1Char('a'));
    const QByteArray bytes = boardBytes({.salt = 16});
    QVERIFY(writeBytes(path(QStringLiteral("hostile.gb64")), bytes));
    for (const QStringList& args :
         {QStringList{QStringLiteral("search"), huge},
          QStringList{QStringLiteral("search"), QStringLiteral("--author"), huge},
          QStringList{QStringLiteral("publish"), path(QStringLiteral("hostile.gb64")),
                      QStringLiteral("--note"), huge},
          QStringList{QStringLiteral("publish"), path(QStringLiteral("hostile.gb64")),
                      QStringLiteral("--note"), QStringLiteral("one\ntwo")},
          QStringList{QStringLiteral("fetch"), huge}}) {
        const Run run = gbxx(args, ada_);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith("error: ") && run.err.count('\n') == 2 && run.err.size() < 300,
                 run.err.left(300));
    }
    // Bytes that are not UTF-8.
    const Run notUtf8 = shell(QStringLiteral("\"$GBXX\" search $'\\xff\\xfe'"));
    QCOMPARE(notUtf8.exitCode, 2);
    QVERIFY2(notUtf8.err.startsWith("error: WORDS is not UTF-8 text\n"), notUtf8.err);
    const Run badName = shell(QStringLiteral("\"$GBXX\" fetch $'B7K2\\xff'"));
    QCOMPARE(badName.exitCode, 2);
    QVERIFY2(badName.err.startsWith("error: 'B7K2\\xff' is not a board code"), badName.err);
    // A missing file.
    const Run missing = gbxx({QStringLiteral("publish"), path(QStringLiteral("none.gb64"))}, ada_);
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.startsWith("error: ") && missing.err.count('\n') == 1, missing.err);
    // A closed standard output: nothing is published, the file is left alone.
    const Run closed = shell(
        QStringLiteral("\"$GBXX\" publish '%1' >&-").arg(path(QStringLiteral("hostile.gb64"))),
        ada_);
    QCOMPARE(closed.exitCode, 1);
    QCOMPARE(closed.err, QByteArray("error: write error: Bad file descriptor\n"));
    QCOMPARE(fileBytes(path(QStringLiteral("hostile.gb64"))), bytes);
    const Run unpublished =
        gbxx({QStringLiteral("publish"), path(QStringLiteral("hostile.gb64"))}, ada_);
    QCOMPARE(unpublished.exitCode, 0); // not a duplicate: the run above sent nothing
    QVERIFY(unpublished.out.endsWith(" r1\n"));
    // A login with a closed standard output keeps nothing.
    const Run login = shell(QStringLiteral("echo '%1' | \"$GBXX\" registry login >&-").arg(ada_));
    QCOMPARE(login.exitCode, 1);
    QVERIFY(!fileBytes(path(QStringLiteral("config/tokens.json"))).contains(ada_.toLatin1()));
}

GBXX_TEST_MAIN(TestCliRegistry);

} // namespace tst_cli_registry
#include "tst_cli_registry.moc"
