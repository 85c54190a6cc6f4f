// Live sessions through a real gbxx-registry (issue 46; docs/live-protocol.md), on SQLite and on
// PostgreSQL: the owner starts a session inviting an editor and letting others watch; two
// editors paint a hex board of odd width across its wrap seam, a watcher follows, presence
// arrives, an undo writes back only what nobody else changed and counts the rest, and every
// replica ends byte-identical to the board the owner then publishes as a revision. The server is
// killed with -9 while operations are in flight and restarted: the replica reconnects on its own
// and every operation is applied exactly once. Hostile participants are refused with an error
// frame and the session goes on.

#include "registry/support/api_boards.h"
#include "registry/support/engine_registry.h"
#include "registry/support/registry_process.h"
#include "support/test_suite.h"

#include "gbxx/board.h"
#include "gbxx/codec.h"
#include "gbxx/live/live_wire.h"
#include "live_client/live_connection.h"
#include "registry_fetch/live_watch.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <array>
#include <functional>
#include <random>

namespace tst_registry_live {

using namespace gbxx;
using namespace gbxx::test;
using gbxx::live_client::LiveConnection;

namespace {

bool waitFor(const std::function<bool()>& done, int ms = 20000) {
    QDeadlineTimer deadline(ms);
    while (!done() && !deadline.hasExpired())
        QTest::qWait(5);
    return done();
}

Board hexSeamBoard() {
    Board board(Variant::GB64, 9, 7);
    board.setHeader(*board.layout().headerField("hex"), 1);
    board.setHeader(*board.layout().headerField("wrap"), 1);
    board.footer().setText(footerField("title"), "seam");
    return board;
}

std::uint8_t fieldNumber(const Board& board, std::string_view key) {
    return static_cast<std::uint8_t>(board.field(key) - board.fields().data());
}

bool settled(std::initializer_list<LiveConnection*> peers, std::uint64_t seq) {
    for (LiveConnection* p : peers)
        if (p->state() != LiveConnection::State::Connected || !p->hasReplica() ||
            !p->replica().pending().empty() || p->replica().seq() != seq)
            return false;
    return true;
}

// Where a participant stands, for a failure's message.
QByteArray described(LiveConnection& p) {
    return QStringLiteral("state %1, %2 pending, seq %3, problem: %4")
        .arg(int(p.state()))
        .arg(p.hasReplica() ? qsizetype(p.replica().pending().size()) : -1)
        .arg(p.hasReplica() ? qint64(p.replica().seq()) : -1)
        .arg(p.problem())
        .toUtf8();
}

QByteArray bodyOf(const QByteArray& file) {
    return file.mid(8, file.size() - 8 - 128);
}

QByteArray bodyOf(const Board& board) {
    const auto body = board.body();
    return QByteArray(reinterpret_cast<const char*>(body.data()), qsizetype(body.size()));
}

} // namespace

class TestRegistryLive : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data() { engineRows(); }
    void initTestCase() {
        const QString failed = registry_.startCluster();
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void editorsPaintTogetherAndAWatcherFollows();
    void killNineKeepsEveryAcknowledgedOperation();
    void hostileParticipantsAreRefused();
    void aCrashedEditorGoesOnFromItsJournal();
    void theBoardsLiveRulesRunOnTheServer();
    void randomRunsOverRealSocketsConverge();
    void aGameWatchesThroughTheFetchLibrary();
    void closedLiveConnectionsLeaveNothingBehind();
    void theCommandLineWatchesAndPlays();

private:
    // Publishes the seam board as ada and starts its session: the WebSocket address.
    // `title` tells boards apart (the registry refuses a board published already).
    QString startSession(const QByteArray& body, QString* code, const std::string& title = "seam");

    EngineRegistry registry_{QStringLiteral("live")};
};

QString TestRegistryLive::startSession(const QByteArray& body, QString* code,
                                       const std::string& title) {
    Board board = hexSeamBoard();
    board.footer().setText(footerField("title"), title);
    *code = registry_.publish(boardFileBytes(board));
    if (code->isEmpty())
        return {};
    // Through Qt's client, whose Host names the port: the answer's address is built from it.
    const HttpAnswer answer = http(
        "POST", registry_.server().base() + QStringLiteral("/api/v1/boards/%1/live").arg(*code),
        body,
        {{"Authorization", "Bearer " + registry_.token()}, {"Content-Type", "application/json"}});
    if (answer.status != 201) {
        qWarning("start: %d %s", answer.status, answer.body.constData());
        return {};
    }
    const QJsonObject o = QJsonDocument::fromJson(answer.body).object();
    if (o.value(QStringLiteral("code")).toString() != *code ||
        o.value(QStringLiteral("revision")).toInt() != 1 ||
        o.value(QStringLiteral("seq")).toInt() != 0) {
        qWarning("start: %s", answer.body.constData());
        return {};
    }
    return o.value(QStringLiteral("url")).toString();
}

void TestRegistryLive::editorsPaintTogetherAndAWatcherFollows() {
    GBXX_START_ENGINE(registry_);
    const QString boToken = registry_.server().addUser(QStringLiteral("bo"));
    QVERIFY(!boToken.isEmpty());
    QString code;
    const QString url = startSession(R"({"editors": ["bo"], "watch": true})", &code);
    QVERIFY(!url.isEmpty());
    const RawAnswer started =
        registry_.client().request("GET", "/api/v1/boards/" + code.toLatin1() + "/live");
    GBXX_EXPECT_STATUS(started, 200);
    QCOMPARE(started.json().value(QStringLiteral("seq")).toInt(), 0);
    QCOMPARE(started.json().value(QStringLiteral("watch")).toBool(), true);
    QCOMPARE(url,
             registry_.server().base().replace(QStringLiteral("http:"), QStringLiteral("ws:")) +
                 QStringLiteral("/api/v1/boards/%1/live").arg(code));

    LiveConnection ada(QUrl(url), QString::fromLatin1(registry_.token()), false);
    LiveConnection bo(QUrl(url), boToken, false);
    LiveConnection watcher(QUrl(url), QString(), true);
    for (LiveConnection* p : {&ada, &bo, &watcher})
        p->open();
    QVERIFY(waitFor([&] { return settled({&ada, &bo, &watcher}, 0); }));
    const Board& shown = ada.replica().board();
    QVERIFY(shown == hexSeamBoard() || bodyOf(shown) == bodyOf(hexSeamBoard()));
    const std::uint8_t height = fieldNumber(shown, "height"), link = fieldNumber(shown, "link");
    const auto at = [&](int x, int y) { return shown.indexOf(x, y); };

    // ada paints a height across the wrap seam: (7, 3) (8, 3) | (0, 3) (1, 3).
    ada.edit({{height, at(7, 3), {5, 5}}, {height, at(0, 3), {5, 5}}});
    // Shown at once, before the server answered.
    QCOMPARE(ada.replica().board().fieldValue(at(0, 3), "height"), std::optional<std::uint64_t>(5));
    QVERIFY(waitFor([&] { return settled({&ada, &bo, &watcher}, 1); }));
    // bo paints links on two of the tiles (another field: both stay) and a height over one.
    bo.edit({{link, at(8, 3), {3}}, {link, at(0, 3), {3}}, {height, at(0, 3), {9}}});
    QVERIFY(waitFor([&] { return settled({&ada, &bo, &watcher}, 2); }));
    for (LiveConnection* p : {&ada, &bo, &watcher}) {
        const Board& b = p->replica().board();
        QCOMPARE(b.fieldValue(at(8, 3), "height"), std::optional<std::uint64_t>(5));
        QCOMPARE(b.fieldValue(at(8, 3), "link"), std::optional<std::uint64_t>(3));
        QCOMPARE(b.fieldValue(at(0, 3), "height"), std::optional<std::uint64_t>(9));
    }

    // Presence: bo sees where ada is, under her name.
    QSignalSpy presence(&bo, &LiveConnection::presence);
    ada.sendPresence({{QStringLiteral("tile"), int(at(4, 4))},
                      {QStringLiteral("field"), QStringLiteral("height")},
                      {QStringLiteral("tool"), QStringLiteral("brush")}});
    QVERIFY(waitFor(
        [&] {
            for (const QList<QVariant>& batch : presence)
                for (const QJsonValue& v : batch.at(0).toJsonArray())
                    if (v.toObject().value(QStringLiteral("name")).toString() ==
                            QLatin1String("ada") &&
                        v.toObject().value(QStringLiteral("tool")).toString() ==
                            QLatin1String("brush"))
                        return true;
            return false;
        },
        5000));

    // ada undoes her stroke: three tiles go back, the one bo painted over stays, and she is told.
    QSignalSpy undone(&ada, &LiveConnection::undone);
    ada.undo(1);
    QVERIFY(waitFor([&] { return settled({&ada, &bo, &watcher}, 3) && undone.size() == 1; }));
    const QJsonObject note = undone.at(0).at(0).toJsonObject();
    QCOMPARE(note.value(QStringLiteral("restored")).toInt(), 3);
    QCOMPARE(note.value(QStringLiteral("left")).toInt(), 1);
    QCOMPARE(note.value(QStringLiteral("by")).toArray(), QJsonArray{QStringLiteral("bo")});
    for (LiveConnection* p : {&ada, &bo, &watcher}) {
        const Board& b = p->replica().board();
        QCOMPARE(b.fieldValue(at(7, 3), "height"), std::optional<std::uint64_t>(0));
        QCOMPARE(b.fieldValue(at(1, 3), "height"), std::optional<std::uint64_t>(0));
        QCOMPARE(b.fieldValue(at(0, 3), "height"), std::optional<std::uint64_t>(9));
        QVERIFY(writeBoard(b) == writeBoard(ada.replica().board()));
    }

    // The owner publishes the session: revision 2 is the board every replica shows.
    const RawAnswer published =
        registry_.client().request("POST", "/api/v1/boards/" + code.toLatin1() + "/live/publish",
                                   {}, {{"Authorization", "Bearer " + registry_.token()}});
    GBXX_EXPECT_STATUS(published, 201);
    QCOMPARE(published.json().value(QStringLiteral("revision")).toInt(), 2);
    const RawAnswer fetched =
        registry_.client().request("GET", "/api/v1/boards/" + code.toLatin1());
    GBXX_EXPECT_STATUS(fetched, 200);
    QCOMPARE(bodyOf(fetched.body), bodyOf(watcher.replica().board()));
    // Only the owner may.
    const RawAnswer notOwner =
        registry_.client().request("POST", "/api/v1/boards/" + code.toLatin1() + "/live/publish",
                                   {}, {{"Authorization", "Bearer " + boToken.toLatin1()}});
    GBXX_EXPECT_STATUS(notOwner, 403);
    const RawAnswer state =
        registry_.client().request("GET", "/api/v1/boards/" + code.toLatin1() + "/live");
    QCOMPARE(state.json().value(QStringLiteral("seq")).toInt(), 3);
    QCOMPARE(state.json().value(QStringLiteral("participants")).toInt(), 3);
}

void TestRegistryLive::killNineKeepsEveryAcknowledgedOperation() {
    GBXX_START_ENGINE(registry_);
    QString code;
    const QString url = startSession("{}", &code);
    QVERIFY(!url.isEmpty());
    LiveConnection ada(QUrl(url), QString::fromLatin1(registry_.token()), false);
    ada.open();
    QVERIFY2(waitFor([&] { return settled({&ada}, 0); }), described(ada));
    const std::uint8_t height = fieldNumber(ada.replica().board(), "height");
    for (TileIndex i = 0; i < 10; ++i)
        ada.edit({{height, i, {i + 1}}});
    QVERIFY2(waitFor([&] { return settled({&ada}, 10); }), described(ada));
    // Ten more sent, and the server killed while they are on their way.
    for (TileIndex i = 10; i < 20; ++i)
        ada.edit({{height, i, {i + 1}}});
    registry_.server().kill();
    QVERIFY(!ada.replica().pending().empty() || ada.replica().seq() <= 20);
    QVERIFY(waitFor([&] { return ada.state() == LiveConnection::State::Reconnecting; }, 5000));
    // Offline work goes on meanwhile.
    ada.edit({{height, 20, {21}}});
    QString why;
    QVERIFY2(registry_.server().restart(&why), qPrintable(why));
    QVERIFY(waitFor([&] { return settled({&ada}, 21); }));
    LiveConnection late(QUrl(url), QString::fromLatin1(registry_.token()), true);
    late.open();
    QVERIFY(waitFor([&] { return settled({&late}, 21); }));
    QVERIFY(writeBoard(late.replica().board()) == writeBoard(ada.replica().board()));
    for (TileIndex i = 0; i <= 20; ++i)
        QCOMPARE(late.replica().board().fieldValue(i, "height"),
                 std::optional<std::uint64_t>(i + 1));
}

void TestRegistryLive::hostileParticipantsAreRefused() {
    GBXX_START_ENGINE(registry_);
    const QString boToken = registry_.server().addUser(QStringLiteral("bo"));
    QString code;
    const QString url = startSession(R"({"editors": ["bo"]})", &code);
    QVERIFY(!url.isEmpty());
    // One raw socket a case: the first message it gets back.
    const auto firstAnswer = [&](const std::function<void(QWebSocket&)>& send) {
        QWebSocket socket;
        QStringList got;
        QObject::connect(&socket, &QWebSocket::textMessageReceived,
                         [&](const QString& m) { got.append(m); });
        socket.open(QUrl(url));
        if (!waitFor([&] { return socket.state() == QAbstractSocket::ConnectedState; }, 5000))
            return QJsonObject();
        send(socket);
        waitFor([&] { return !got.isEmpty(); }, 5000);
        return got.isEmpty() ? QJsonObject()
                             : QJsonDocument::fromJson(got.first().toUtf8()).object();
    };
    const auto errorOf = [](const QJsonObject& o) {
        return o.value(QStringLiteral("error")).toString();
    };
    QCOMPARE(errorOf(firstAnswer([](QWebSocket& s) { s.sendBinaryMessage("\x01\x01"); })),
             QStringLiteral("bad-hello"));
    QCOMPARE(errorOf(firstAnswer([](QWebSocket& s) {
                 s.sendTextMessage(R"({"type":"hello","version":1,"token":"1.nonsense"})");
             })),
             QStringLiteral("unauthorized"));
    QCOMPARE(errorOf(firstAnswer(
                 [](QWebSocket& s) { s.sendTextMessage(R"({"type":"hello","version":1})"); })),
             QStringLiteral("forbidden"));
    QCOMPARE(errorOf(firstAnswer([](QWebSocket& s) {
                 s.sendTextMessage(R"({"type":"hello","version":1,"watch":true})");
             })),
             QStringLiteral("forbidden")); // the owner did not allow watching
    QCOMPARE(errorOf(firstAnswer(
                 [](QWebSocket& s) { s.sendTextMessage(R"({"type":"hello","version":7})"); })),
             QStringLiteral("bad-version"));

    LiveConnection bo(QUrl(url), boToken, false);
    QSignalSpy refused(&bo, &LiveConnection::refused);
    QSignalSpy errors(&bo, &LiveConnection::serverError);
    bo.open();
    QVERIFY(waitFor([&] { return settled({&bo}, 0); }));
    const Board& board = bo.replica().board();
    // Past the board, a run longer than the board, a field it does not have.
    bo.edit({{0, TileIndex(board.tileCount() - 1), {1, 1}}});
    bo.edit({{0, 0, std::vector<std::uint64_t>(70000, 1)}});
    bo.edit({{200, 0, {1}}});
    QVERIFY2(waitFor([&] { return refused.size() == 3; }),
             described(bo) + " refused " + QByteArray::number(refused.size()) + " errors " +
                 QByteArray::number(errors.size()) +
                 (errors.isEmpty() ? QByteArray() : errors.first().at(1).toString().toUtf8()));
    QCOMPARE(refused.at(0).at(1).toString(), QStringLiteral("past-board"));
    QCOMPARE(refused.at(1).at(1).toString(), QStringLiteral("past-board"));
    QCOMPARE(refused.at(2).at(1).toString(), QStringLiteral("bad-field"));
    QVERIFY(bo.replica().pending().empty());
    QVERIFY(bodyOf(bo.replica().board()) == bodyOf(hexSeamBoard()));
    // A flood: beyond the burst, operations are refused, not queued without end.
    for (int k = 0; k < 400; ++k)
        bo.edit({{0, TileIndex(k % board.tileCount()), {std::uint64_t(k % 7)}}});
    QVERIFY(waitFor([&] { return bo.replica().pending().empty(); }));
    int tooMany = 0;
    for (const QList<QVariant>& r : refused)
        tooMany += r.at(1).toString() == QLatin1String("too-many");
    QVERIFY2(tooMany > 0 && tooMany < 400, qPrintable(QString::number(tooMany)));
    // The session is unharmed: the next operation is applied, and a fresh watcher… is not
    // allowed, but the owner sees bo's board.
    const std::uint64_t before = bo.replica().seq();
    QTest::qWait(1000);
    bo.edit({{0, 5, {6}}});
    QVERIFY(waitFor([&] { return settled({&bo}, before + 1); }));
    LiveConnection ada(QUrl(url), QString::fromLatin1(registry_.token()), false);
    ada.open();
    QVERIFY(waitFor([&] { return settled({&ada}, before + 1); }));
    QVERIFY(writeBoard(ada.replica().board()) == writeBoard(bo.replica().board()));
    // A malformed frame is an error frame, nothing more.
    QWebSocket raw;
    QStringList got;
    QObject::connect(&raw, &QWebSocket::textMessageReceived,
                     [&](const QString& m) { got.append(m); });
    raw.open(QUrl(url));
    QVERIFY(waitFor([&] { return raw.state() == QAbstractSocket::ConnectedState; }, 5000));
    raw.sendTextMessage(
        QStringLiteral(R"({"type":"hello","version":1,"token":"%1"})").arg(boToken));
    QVERIFY(waitFor([&] { return got.size() >= 2; }, 5000));
    raw.sendBinaryMessage(QByteArray("\x01\x01\xFF", 3));
    QVERIFY(waitFor(
        [&] {
            return std::any_of(got.begin(), got.end(), [](const QString& m) {
                return m.contains(QLatin1String("\"bad-frame\""));
            });
        },
        5000));
    QCOMPARE(raw.state(), QAbstractSocket::ConnectedState);
    // Wrong sequence numbers: an operation sent twice under one number is applied once, and a
    // hello from a sequence the session never reached gets the board whole.
    live::ClientOp twice;
    twice.n = 1;
    twice.runs = {{0, 3, {1}}};
    const auto frame = live::encodeClientOp(twice);
    const QByteArray bytes(reinterpret_cast<const char*>(frame.data()), qsizetype(frame.size()));
    const std::uint64_t seqBefore = ada.replica().seq();
    raw.sendBinaryMessage(bytes);
    raw.sendBinaryMessage(bytes);
    QVERIFY(waitFor([&] { return ada.replica().seq() == seqBefore + 1; }));
    QTest::qWait(300);
    QCOMPARE(ada.replica().seq(), seqBefore + 1);
    QWebSocket ahead;
    QStringList aheadGot;
    QObject::connect(&ahead, &QWebSocket::textMessageReceived,
                     [&](const QString& m) { aheadGot.append(m); });
    ahead.open(QUrl(url));
    QVERIFY(waitFor([&] { return ahead.state() == QAbstractSocket::ConnectedState; }, 5000));
    ahead.sendTextMessage(
        QStringLiteral(R"({"type":"hello","version":1,"seq":999999,"token":"%1"})").arg(boToken));
    QVERIFY(waitFor([&] { return !aheadGot.isEmpty(); }, 5000));
    QCOMPARE(QJsonDocument::fromJson(aheadGot.first().toUtf8())
                 .object()
                 .value(QStringLiteral("snapshot"))
                 .toBool(),
             true);
    // bo's token revoked mid-session: told so and closed within the sweep's seconds.
    QCOMPARE(registry_.server()
                 .run({QStringLiteral("user"), QStringLiteral("revoke"), QStringLiteral("bo")})
                 .exitCode,
             0);
    QVERIFY(waitFor([&] { return bo.state() == LiveConnection::State::Closed; }, 12000));
    bool revoked = false;
    for (const QList<QVariant>& e : errors)
        revoked = revoked || e.at(0).toString() == QLatin1String("revoked");
    QVERIFY(revoked);
    QCOMPARE(ada.state(), LiveConnection::State::Connected);
}

// An editor paints while the server is down, then dies without a word (its object destroyed,
// nothing flushed): a new one made from the journal it kept sends that work, applied once.
void TestRegistryLive::aCrashedEditorGoesOnFromItsJournal() {
    GBXX_START_ENGINE(registry_);
    QString code;
    const QString url = startSession("{}", &code);
    QVERIFY(!url.isEmpty());
    QTemporaryDir dir;
    const QString journal = dir.filePath(QStringLiteral("ada.live"));
    auto ada =
        std::make_unique<LiveConnection>(QUrl(url), QString::fromLatin1(registry_.token()), false);
    ada->keepJournal(journal);
    ada->open();
    QVERIFY2(waitFor([&] { return settled({ada.get()}, 0); }), described(*ada));
    const std::uint8_t height = fieldNumber(ada->replica().board(), "height");
    ada->edit({{height, 0, {7}}});
    QVERIFY(waitFor([&] { return settled({ada.get()}, 1); }));
    registry_.server().kill();
    QVERIFY(waitFor([&] { return ada->state() == LiveConnection::State::Reconnecting; }, 5000));
    ada->edit({{height, 1, {8}}});
    ada->edit({{height, 2, {9}}}, {{"title", "offline"}});
    QTest::qWait(600); // the journal is written within a quarter second
    ada.reset();
    QString why;
    std::optional<live::Replica> resumed = LiveConnection::readJournal(journal, &why);
    QVERIFY2(resumed, qPrintable(why));
    QCOMPARE(resumed->pending().size(), std::size_t(2));
    QCOMPARE(resumed->seq(), 1u);
    QVERIFY2(registry_.server().restart(&why), qPrintable(why));
    LiveConnection again(QUrl(url), QString::fromLatin1(registry_.token()), false,
                         std::move(resumed));
    again.keepJournal(journal);
    again.open();
    QVERIFY2(waitFor([&] { return settled({&again}, 3); }), described(again));
    LiveConnection watcher(QUrl(url), QString::fromLatin1(registry_.token()), true);
    watcher.open();
    QVERIFY(waitFor([&] { return settled({&watcher}, 3); }));
    QVERIFY(writeBoard(watcher.replica().board()) == writeBoard(again.replica().board()));
    QCOMPARE(watcher.replica().board().fieldValue(2, "height"), std::optional<std::uint64_t>(9));
    QCOMPARE(watcher.replica().board().footer().title(), std::string("offline"));
    // The journal follows: nothing pending in it any more.
    QTest::qWait(600);
    QCOMPARE(LiveConnection::readJournal(journal, &why)->pending().size(), std::size_t(0));
}

// The session's live rules run on the server after each operation: every replica gets the
// derived fields from the server's answer, and rules that do not fit the board are refused.
void TestRegistryLive::theBoardsLiveRulesRunOnTheServer() {
    GBXX_START_ENGINE(registry_);
    QString code;
    const QString url = startSession(
        R"({"watch": true, "rules": {"rules": [{"name": "high ground", "where": "height > 2",)"
        R"( "then": ["set link=1"], "live": true}]}})",
        &code);
    QVERIFY(!url.isEmpty());
    LiveConnection ada(QUrl(url), QString::fromLatin1(registry_.token()), false);
    LiveConnection watcher(QUrl(url), QString(), true);
    ada.open();
    watcher.open();
    QVERIFY(waitFor([&] { return settled({&ada, &watcher}, 0); }));
    const std::uint8_t height = fieldNumber(ada.replica().board(), "height");
    ada.edit({{height, 12, {5, 2}}});
    QVERIFY(waitFor([&] { return settled({&ada, &watcher}, 1); }));
    for (LiveConnection* p : {&ada, &watcher}) {
        QCOMPARE(p->replica().board().fieldValue(12, "link"), std::optional<std::uint64_t>(1));
        QCOMPARE(p->replica().board().fieldValue(13, "link"), std::optional<std::uint64_t>(0));
    }
    // Restarted from the journal with its rules, the server answers the same.
    registry_.server().kill();
    QString why;
    QVERIFY2(registry_.server().restart(&why), qPrintable(why));
    ada.edit({{height, 13, {9}}});
    QVERIFY(waitFor([&] { return settled({&ada, &watcher}, 2); }));
    QCOMPARE(watcher.replica().board().fieldValue(13, "link"), std::optional<std::uint64_t>(1));
    QVERIFY(writeBoard(watcher.replica().board()) == writeBoard(ada.replica().board()));
    const HttpAnswer refused = http(
        "POST", registry_.server().base() + QStringLiteral("/api/v1/boards/%1/live").arg(code),
        R"({"rules": {"rules": [{"name": "x", "where": "heigth > 2", "then": ["set link=1"]}]}})",
        {{"Authorization", "Bearer " + registry_.token()}});
    QCOMPARE(refused.status, 422);
    QCOMPARE(
        QJsonDocument::fromJson(refused.body).object().value(QStringLiteral("error")).toString(),
        QStringLiteral("bad-rules"));
}

// Seeded runs over real sockets (issue 46 item 9): two editors and a watcher, random strokes
// (each editor also keeps a row of tiles of its own, each write a new value), connections
// dropped and opened again, the server killed with -9 and restarted, and on PostgreSQL the
// database itself restarted mid-run. At the end every replica is the board a new watcher gets,
// nothing is pending, and every editor's last write to each of its own tiles is on the board: no
// acknowledged operation was lost, none applied twice over a later one.
void TestRegistryLive::randomRunsOverRealSocketsConverge() {
    GBXX_START_ENGINE(registry_);
    // The suite's global row (what QFETCH_GLOBAL reads, under a name of this test's own).
    const bool postgres =
        *static_cast<QString*>(QTest::qGlobalData("engine", qMetaTypeId<QString>())) ==
        QLatin1String("postgresql");
    int serverKills = 0, databaseRestarts = 0;
    const QString boToken = registry_.server().addUser(QStringLiteral("bo"));
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        QString code;
        const QString url = startSession(R"({"editors": ["bo"], "watch": true})", &code,
                                         "seam " + std::to_string(seed));
        QVERIFY(!url.isEmpty());
        std::mt19937_64 random(seed);
        LiveConnection ada(QUrl(url), QString::fromLatin1(registry_.token()), false);
        LiveConnection bo(QUrl(url), boToken, false);
        LiveConnection watcher(QUrl(url), QString(), true);
        std::array<LiveConnection*, 2> editors{&ada, &bo};
        for (LiveConnection* p : {&ada, &bo, &watcher})
            p->open();
        QVERIFY(waitFor([&] { return settled({&ada, &bo, &watcher}, 0); }));
        const Board& board = ada.replica().board();
        const std::uint8_t height = fieldNumber(board, "height"), link = fieldNumber(board, "link");
        const std::uint64_t most = board.field("link")->maxValue();
        // Row 0 is ada's own, row 1 bo's: the last value each wrote there must survive.
        std::array<std::vector<std::uint64_t>, 2> last{std::vector<std::uint64_t>(9, 0),
                                                       std::vector<std::uint64_t>(9, 0)};
        std::uint64_t value = 0;
        for (int step = 0; step < 120; ++step) {
            const std::size_t who = random() % 2;
            LiveConnection& p = *editors[who];
            const std::uint64_t roll = random() % 100;
            if (roll < 60) {
                const int x = int(random() % 9);
                value = value % most + 1;
                last[who][std::size_t(x)] = value;
                p.edit({{link, board.indexOf(x, int(who)), {value}},
                        {height,
                         TileIndex(18 + random() % (board.tileCount() - 20)),
                         {random() % 8}}});
            } else if (roll < 70) {
                p.close(); // dropped: what was in flight may be lost, the work stays pending
                p.edit({{height, TileIndex(18 + random() % 20), {1}}});
                p.open();
            } else if ((roll < 72 && step > 20) || step == 40) {
                ++serverKills;
                registry_.server().kill();
                QString why;
                QVERIFY2(registry_.server().restart(&why), qPrintable(why));
            } else if (postgres && (roll < 73 || step == 80)) {
                ++databaseRestarts;
                QString why;
                QVERIFY2(registry_.postgres()->stop(&why), qPrintable(why));
                QTest::qWait(200);
                QVERIFY2(registry_.postgres()->start(&why), qPrintable(why));
            }
            QTest::qWait(int(random() % 15));
        }
        const auto done = [&] {
            for (LiveConnection* p : {&ada, &bo})
                if (p->state() != LiveConnection::State::Connected ||
                    !p->replica().pending().empty())
                    return false;
            return watcher.state() == LiveConnection::State::Connected &&
                   watcher.replica().seq() == ada.replica().seq() &&
                   bo.replica().seq() == ada.replica().seq();
        };
        QVERIFY2(waitFor(done, 60000),
                 described(ada) + " / " + described(bo) + " / " + described(watcher));
        LiveConnection late(QUrl(url), QString(), true);
        late.open();
        QVERIFY(waitFor([&] { return settled({&late}, ada.replica().seq()); }));
        for (LiveConnection* p : {&ada, &bo, &watcher})
            QVERIFY2(writeBoard(p->replica().board()) == writeBoard(late.replica().board()),
                     qPrintable(QStringLiteral("seed %1").arg(seed)));
        for (std::size_t who = 0; who < 2; ++who)
            for (int x = 0; x < 9; ++x)
                QCOMPARE(late.replica().board().fieldValue(board.indexOf(x, int(who)), "link"),
                         std::optional<std::uint64_t>(last[who][std::size_t(x)]));
    }
    // The faults this test is for happened.
    QVERIFY(serverKills >= 3);
    QVERIFY(!postgres || databaseRestarts >= 3);
}

// A game's watcher without Qt (the fetch library's LiveWatch, as the C ABI and Python use it):
// the board whole, or as a patch from the revision the game holds; then each operation as the
// tiles it changed, with the reconnection after the server was killed.
void TestRegistryLive::aGameWatchesThroughTheFetchLibrary() {
    GBXX_START_ENGINE(registry_);
    // A board that does not compress to nothing, so that a patch of a few tiles is smaller.
    Board noisy(Variant::GB64, 40, 30);
    std::mt19937_64 random(7);
    for (TileIndex i = 0; i < noisy.tileCount(); ++i)
        noisy.setTileRaw(i, random() & 0x00FF00FF00FF00FFull);
    const QString code = registry_.publish(boardFileBytes(noisy));
    QVERIFY(!code.isEmpty());
    const HttpAnswer started =
        http("POST", registry_.server().base() + QStringLiteral("/api/v1/boards/%1/live").arg(code),
             R"({"watch": true})", {{"Authorization", "Bearer " + registry_.token()}});
    QCOMPARE(started.status, 201);
    const QString url =
        QJsonDocument::fromJson(started.body).object().value(QStringLiteral("url")).toString();
    // What a game fetched and cached: revision 1 as the registry serves it.
    const RawAnswer fetched =
        registry_.client().request("GET", "/api/v1/boards/" + code.toLatin1() + "/revisions/1");
    GBXX_EXPECT_STATUS(fetched, 200);
    ReadResult held =
        readBoard(std::span(reinterpret_cast<const std::uint8_t*>(fetched.body.constData()),
                            std::size_t(fetched.body.size())));
    QVERIFY(held.board);
    LiveConnection ada(QUrl(url), QString::fromLatin1(registry_.token()), false);
    ada.open();
    QVERIFY(waitFor([&] { return settled({&ada}, 0); }));
    const std::uint8_t height = fieldNumber(ada.replica().board(), "height");
    ada.edit({{height, 4, {3}}, {height, 40, {2, 2}}});
    QVERIFY(waitFor([&] { return settled({&ada}, 1); }));

    FetchOptions options;
    options.registry = registry_.server().base().toStdString();
    options.timeoutMs = 10000;
    options.backoffMs = 200;
    auto whole = LiveWatch::open(options, code.toStdString());
    QVERIFY(std::holds_alternative<LiveWatch>(whole));
    LiveWatch& game = std::get<LiveWatch>(whole);
    QVERIFY(!game.cameAsPatch());
    QVERIFY(writeBoard(game.board()) == writeBoard(ada.replica().board()));
    QCOMPARE(game.seq(), 1u);
    // Holding revision 1 (the published board), a game gets the patch from it.
    auto patched = LiveWatch::open(options, code.toStdString(), *held.board, 1);
    QVERIFY(std::holds_alternative<LiveWatch>(patched));
    QVERIFY(std::get<LiveWatch>(patched).cameAsPatch());
    QVERIFY(writeBoard(std::get<LiveWatch>(patched).board()) == writeBoard(ada.replica().board()));
    // Holding something else under that number: the board whole.
    Board other = *held.board;
    other.setTileRaw(0, 1);
    auto wrong = LiveWatch::open(options, code.toStdString(), other, 1);
    QVERIFY(std::holds_alternative<LiveWatch>(wrong) && !std::get<LiveWatch>(wrong).cameAsPatch());

    // Each operation as the tiles it changed.
    QVERIFY(std::holds_alternative<std::optional<LiveChange>>(game.next(0)));
    ada.edit({{height, 7, {5, 5}}});
    std::optional<LiveChange> change;
    QVERIFY(waitFor([&] {
        auto next = game.next(50);
        if (auto* c = std::get_if<std::optional<LiveChange>>(&next); c && *c)
            change = *c;
        return change.has_value();
    }));
    QCOMPARE(change->seq, 2u);
    QCOMPARE(change->tiles, (std::vector<TileIndex>{7, 8}));
    // The server killed and restarted: the watch reconnects from where it was.
    registry_.server().kill();
    QString why;
    QVERIFY2(registry_.server().restart(&why), qPrintable(why));
    QVERIFY(waitFor([&] { return settled({&ada}, 2); }));
    ada.edit({{height, 9, {1}}});
    change.reset();
    QVERIFY(waitFor([&] {
        auto next = game.next(50);
        if (auto* error = std::get_if<FetchError>(&next))
            qFatal("watch: %s", error->message.c_str());
        if (auto* c = std::get_if<std::optional<LiveChange>>(&next); c && *c)
            change = *c;
        return change.has_value();
    }));
    QCOMPARE(change->seq, 3u);
    QVERIFY(writeBoard(game.board()) == writeBoard(ada.replica().board()));
    // A session that is not there.
    auto none = LiveWatch::open(options, "ZZZZZ");
    QCOMPARE(std::get<FetchError>(none).kind, FetchErrorKind::NotFound);
}

// A server allowed 128 descriptors takes 64 connections; 80 WebSocket connections opened and
// dropped one after another (closed or reset before their hello) must leave none of them counted
// (the guard watches the sockets it handed over; Qt WebSockets drops their signal connections).
void TestRegistryLive::closedLiveConnectionsLeaveNothingBehind() {
    QFETCH_GLOBAL(QString, engine);
    if (engine != QLatin1String("sqlite"))
        return; // the connections' bookkeeping is the same on either database
    QTemporaryDir data;
    RegistryProcess server({QStringLiteral("--data"), data.path()});
    server.setWrapper(
        {QStringLiteral("prlimit"), QStringLiteral("--nofile=128:128"), QStringLiteral("--")});
    const QString token = server.addUser(QStringLiteral("ada"));
    QString why;
    QVERIFY2(server.start(&why), qPrintable(why));
    const QUrl base(server.base());
    for (int k = 0; k < 80; ++k) {
        // The handshake by hand, then the connection closed as a client that goes away does
        // (FIN, no close frame), or reset.
        QTcpSocket socket;
        socket.connectToHost(base.host(), quint16(base.port()));
        QVERIFY(socket.waitForConnected(5000));
        socket.write("GET /api/v1/boards/ABCDE/live HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                     "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                     "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n");
        QByteArray answer;
        QVERIFY(waitFor(
            [&] {
                answer += socket.readAll();
                return answer.contains("\r\n\r\n");
            },
            5000));
        QVERIFY(answer.startsWith("HTTP/1.1 101"));
        QTest::qWait(50); // the server has taken the WebSocket by now
        if (k % 2)
            socket.disconnectFromHost();
        else
            socket.abort();
    }
    QVERIFY(waitFor(
        [&] { return http("GET", server.base() + QStringLiteral("/api/v1/health")).status == 200; },
        5000));
}

// One sample of the real programs: `gbxx live watch` prints what `gbxx live play` sends.
void TestRegistryLive::theCommandLineWatchesAndPlays() {
    GBXX_START_ENGINE(registry_);
    QString code;
    QVERIFY(!startSession(R"({"watch": true})", &code).isEmpty());
    QTemporaryDir dir;
    QFile script(dir.filePath(QStringLiteral("strokes.txt")));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("# two strokes across the seam, a title, and an undo\n"
                 "paint 8 3 height=4\n"
                 "fill 0 3 2 1 height=2 link=1\n"
                 "title Seam, live\n"
                 "undo\n");
    script.close();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("GBXX_REGISTRY"), registry_.server().base());
    environment.insert(QStringLiteral("GBXX_TOKEN"), QString::fromLatin1(registry_.token()));
    QProcess watch;
    watch.setProcessEnvironment(environment);
    watch.start(QStringLiteral(GBXX_CLI_PATH),
                {QStringLiteral("live"), QStringLiteral("watch"), code, QStringLiteral("--count"),
                 QStringLiteral("4")});
    QVERIFY(watch.waitForStarted());
    // The watcher is in before the play starts: its first operation is the play's first.
    QVERIFY(waitFor([&] {
        const RawAnswer state =
            registry_.client().request("GET", "/api/v1/boards/" + code.toLatin1() + "/live");
        return state.json().value(QStringLiteral("participants")).toInt() == 1;
    }));
    QProcess play;
    play.setProcessEnvironment(environment);
    play.start(QStringLiteral(GBXX_CLI_PATH),
               {QStringLiteral("live"), QStringLiteral("play"), code, script.fileName()});
    QVERIFY(play.waitForFinished(60000));
    QCOMPARE(play.readAllStandardError(), QByteArray());
    QCOMPARE(play.exitCode(), 0);
    QCOMPARE(play.readAllStandardOutput(),
             QByteArray("applied 4 of 4 operations; the session is at 4\n"));
    QVERIFY(watch.waitForFinished(30000));
    QCOMPARE(watch.exitCode(), 0);
    QCOMPARE(watch.readAllStandardOutput(), QByteArray("1 8 3 height=4\n"
                                                       "2 0 3 height=2 link=1\n"
                                                       "2 1 3 height=2 link=1\n"
                                                       "3 footer title=Seam, live\n"
                                                       "4 footer title=seam\n"));
    // A script naming a field the board lacks sends nothing and says which line.
    QVERIFY(script.open(QIODevice::WriteOnly | QIODevice::Truncate));
    script.write("paint 0 0 height=1\npaint 0 0 colour=3\n");
    script.close();
    play.start(QStringLiteral(GBXX_CLI_PATH),
               {QStringLiteral("live"), QStringLiteral("play"), code, script.fileName()});
    QVERIFY(play.waitForFinished(60000));
    QCOMPARE(play.exitCode(), 1);
    QCOMPARE(play.readAllStandardError(),
             "error: " + script.fileName().toUtf8() +
                 " line 2: 'colour=3' is not KEY=V with a field of this board\n");
    const RawAnswer state =
        registry_.client().request("GET", "/api/v1/boards/" + code.toLatin1() + "/live");
    QCOMPARE(state.json().value(QStringLiteral("seq")).toInt(), 4);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryLive);

} // namespace tst_registry_live

#include "tst_registry_live.moc"
