#include "server/live/live_session.h"

#include "gbxx/board_patch.h"
#include "gbxx/codec.h"
#include "gbxx/live/live_wire.h"
#include "server/store/board_store.h"
#include "server/store/registry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QWebSocket>

#include <algorithm>

namespace gbxx::registry {
namespace {

constexpr int kProtocolVersion = 1;
constexpr qint64 kSilentMs = 30000;
constexpr int kPresenceMs = 1000 / 30;
// Operations a participant may send (RegistryOptions::liveOpsPerSecond): by default a burst of
// 240, 120 a second sustained — a brush at 60 samples a second with room to spare.
constexpr qsizetype kMostPresenceBytes = 4096;
// The snapshot frame's type (docs/live-protocol.md): the board's file follows.
constexpr char kSnapshotFrame = 0x12;
constexpr char kPatchFrame = 0x13; // a patch (docs/patch-format.md) from the revision it holds

QByteArray bytesOf(const std::vector<std::uint8_t>& v) {
    return QByteArray(reinterpret_cast<const char*>(v.data()), static_cast<qsizetype>(v.size()));
}

std::span<const std::uint8_t> spanOf(const QByteArray& b) {
    return {reinterpret_cast<const std::uint8_t*>(b.constData()),
            static_cast<std::size_t>(b.size())};
}

} // namespace

std::unique_ptr<LiveSession> LiveSession::load(Registry& registry, const QString& code,
                                               QString* why) {
    LiveJournal journal(registry.session());
    std::optional<LiveStart> start = journal.session(code);
    if (!start) {
        *why = QStringLiteral("%1 has no live session").arg(code);
        return nullptr;
    }
    ReadResult read = readBoard(spanOf(start->start));
    if (!read.board) {
        *why = QStringLiteral("the live session of %1 starts from a board that does not read")
                   .arg(code);
        return nullptr;
    }
    std::unique_ptr<LiveSession> session(
        new LiveSession(registry, std::move(*start), std::move(*read.board)));
    if (const std::optional<std::string> problem =
            session->authority_.setRules(session->start_.rules.toStdString())) {
        *why = QStringLiteral("the live rules of %1 do not fit its board: %2")
                   .arg(code, QString::fromStdString(*problem));
        return nullptr;
    }
    for (const LiveEntry& e : journal.entries(code)) {
        auto op = live::decodeClientOp(spanOf(e.frame));
        const live::Outcome o =
            std::holds_alternative<live::ClientOp>(op)
                ? session->authority_.submit(static_cast<std::uint32_t>(e.author),
                                             e.name.toStdString(), e.client,
                                             std::get<live::ClientOp>(op))
                : live::Outcome{};
        if (o.kind != live::Outcome::Kind::Applied || o.seq != static_cast<quint64>(e.seq)) {
            *why = QStringLiteral("the journal of %1 does not replay at operation %2")
                       .arg(code)
                       .arg(e.seq);
            return nullptr;
        }
        session->numbers_.insert(e.name, e.author);
    }
    return session;
}

LiveSession::LiveSession(Registry& registry, LiveStart start, gbxx::Board board)
    : registry_(registry)
    , start_(std::move(start))
    , authority_(std::move(board))
    , journal_(registry.session()) {
    connect(&presenceTimer_, &QTimer::timeout, this, &LiveSession::sendPresence);
    presenceTimer_.start(kPresenceMs);
    connect(&sweeper_, &QTimer::timeout, this, &LiveSession::sweep);
    sweeper_.start(5000);
}

LiveSession::~LiveSession() {
    for (Participant& p : participants_)
        if (p.socket)
            p.socket->deleteLater();
}

// The board as a snapshot frame: zlib-compressed (a board is mostly runs of equal tiles: a
// 255×255 GB64 board of 520 KB is a few KB), made once for each sequence number however many
// participants join at it.
const QByteArray& LiveSession::snapshotFrame() {
    if (snapshot_.isEmpty() || snapshotSeq_ != authority_.seq()) {
        const std::vector<std::uint8_t> board = writeBoard(authority_.board());
        snapshot_ = QByteArray(1, kSnapshotFrame);
        snapshot_.append(char(live::kWireVersion));
        snapshot_.append(qCompress(bytesOf(board), 6)); // 4-byte big-endian length, then zlib
        snapshotSeq_ = authority_.seq();
    }
    return snapshot_;
}

// The patch frame from revision `revision` of the board (whose SHA-256 the participant says it
// holds) to the session's board; empty when the revision is not there, is not what it holds, is
// of another size or tile size, or the patch would not be smaller than `smallerThan`.
QByteArray LiveSession::patchFrame(int revision, const QString& sha256, qsizetype smallerThan) {
    std::optional<StoredRevision> stored;
    try {
        stored = registry_.boards().revision(start_.code, revision, true);
    } catch (const SqlFailure&) {
        return {};
    }
    if (!stored || stored->sha256 != sha256.toLower())
        return {};
    ReadResult base = readBoard(spanOf(stored->bytes));
    if (!base.board)
        return {};
    auto made = makePatch(*base.board, authority_.board());
    const auto* bytes = std::get_if<std::vector<std::uint8_t>>(&made);
    if (!bytes || qsizetype(bytes->size()) + 2 >= smallerThan)
        return {};
    QByteArray frame(1, kPatchFrame);
    frame.append(char(live::kWireVersion));
    frame.append(bytesOf(*bytes));
    return frame;
}

qsizetype LiveSession::participantCount() const {
    return std::count_if(participants_.begin(), participants_.end(),
                         [](const Participant& p) { return !p.gone; });
}

bool LiveSession::mayEdit(const Account& account) const {
    return account.id == start_.ownerId || start_.editors.contains(account.id);
}

int LiveSession::numberOf(const QString& name) {
    if (const auto it = numbers_.constFind(name); it != numbers_.constEnd())
        return *it;
    int next = 1;
    for (int n : std::as_const(numbers_))
        next = std::max(next, n + 1);
    numbers_.insert(name, next);
    return next;
}

void LiveSession::send(Participant& p, const QJsonObject& message) {
    if (p.socket)
        p.socket->sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void LiveSession::sendError(Participant& p, const QString& error, const QString& message) {
    send(p, {{QStringLiteral("type"), QStringLiteral("error")},
             {QStringLiteral("error"), error},
             {QStringLiteral("message"), message}});
}

void LiveSession::join(QWebSocket* socket, std::optional<Account> account, const QString& token,
                       const QJsonObject& hello) {
    // A participant's catch-up holds only what is committed.
    if (!commitPending()) {
        socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("unavailable"));
        socket->deleteLater();
        return;
    }
    participants_.emplace_back();
    Participant& p = participants_.back();
    p.socket = socket;
    p.editor = account && mayEdit(*account) && !hello.value(QStringLiteral("watch")).toBool();
    p.name = account ? account->name : QStringLiteral("watcher");
    // Watchers are numbered apart (from 1,000,000): they never author an operation.
    p.number = p.editor ? numberOf(p.name) : 1000000 + ++watcherNumbers_;
    p.token = token;
    bool hexOk = false;
    p.client = hello.value(QStringLiteral("client")).toString().toULongLong(&hexOk, 16);
    p.heard.start();
    p.bucketClock.start();
    p.bucket = 2.0 * registry_.options().liveOpsPerSecond;
    auto* self = &p;
    connect(socket, &QWebSocket::binaryMessageReceived, this,
            [this, self](const QByteArray& frame) { binary(*self, frame); });
    connect(socket, &QWebSocket::textMessageReceived, this,
            [this, self](const QString& message) { text(*self, message); });
    connect(socket, &QWebSocket::pong, this, [self] { self->heard.start(); });
    connect(socket, &QWebSocket::disconnected, this, [this, self] { leave(*self); });

    const qint64 from = hello.value(QStringLiteral("seq")).toInteger(-1);
    const auto since =
        from >= 0 ? authority_.since(static_cast<std::uint64_t>(from)) : std::nullopt;
    // The operations since, or the board when that is smaller (or they are no longer kept).
    std::size_t sinceBytes = 0;
    if (since)
        for (const auto* frame : *since)
            sinceBytes += frame->size();
    const QByteArray& board = snapshotFrame();
    const bool snapshot = !since || sinceBytes > std::size_t(board.size());
    // A participant that holds a published revision of the board instead (a game that fetched
    // it) may get the patch from it to the session's board, in the core's patch format, when that
    // is smaller than the snapshot.
    QByteArray patch;
    if (snapshot && !since && hello.value(QStringLiteral("revision")).toInt() > 0)
        patch = patchFrame(hello.value(QStringLiteral("revision")).toInt(),
                           hello.value(QStringLiteral("sha256")).toString(), board.size());
    const std::uint64_t lastSeen = authority_.lastSeen(p.client);
    send(p,
         {{QStringLiteral("type"), QStringLiteral("welcome")},
          {QStringLiteral("version"), kProtocolVersion},
          {QStringLiteral("code"), start_.code},
          {QStringLiteral("revision"), start_.revision},
          {QStringLiteral("participant"), p.number},
          {QStringLiteral("name"), p.name},
          {QStringLiteral("role"), p.editor ? QStringLiteral("editor") : QStringLiteral("watcher")},
          {QStringLiteral("seq"), static_cast<qint64>(authority_.seq())},
          {QStringLiteral("epoch"), static_cast<qint64>(authority_.epoch())},
          {QStringLiteral("lastSeen"), static_cast<qint64>(lastSeen)},
          {QStringLiteral("snapshot"), snapshot && patch.isEmpty()},
          {QStringLiteral("patch"), !patch.isEmpty()}});
    if (!patch.isEmpty()) {
        socket->sendBinaryMessage(patch);
    } else if (snapshot) {
        socket->sendBinaryMessage(board);
    } else {
        for (const auto* frame : *since)
            socket->sendBinaryMessage(bytesOf(*frame));
    }
    send(p, {{QStringLiteral("type"), QStringLiteral("caught-up")},
             {QStringLiteral("seq"), static_cast<qint64>(authority_.seq())},
             {QStringLiteral("lastSeen"), static_cast<qint64>(lastSeen)}});
    p.subscribed = true;
    // Everyone learns who is here now.
    p.presence = {
        {QStringLiteral("participant"), p.number},
        {QStringLiteral("name"), p.name},
        {QStringLiteral("role"), p.editor ? QStringLiteral("editor") : QStringLiteral("watcher")}};
    p.presenceChanged = true;
}

void LiveSession::refuse(Participant& p, std::uint64_t n, const std::string& id,
                         const std::string& why) {
    send(p, {{QStringLiteral("type"), QStringLiteral("refused")},
             {QStringLiteral("n"), static_cast<qint64>(n)},
             {QStringLiteral("error"), QString::fromStdString(id)},
             {QStringLiteral("message"), QString::fromStdString(why)}});
}

void LiveSession::binary(Participant& p, const QByteArray& frame) {
    p.heard.start();
    auto decoded = live::decodeClientOp(spanOf(frame));
    if (auto* why = std::get_if<std::string>(&decoded)) {
        sendError(p, QStringLiteral("bad-frame"), QString::fromStdString(*why));
        return;
    }
    const live::ClientOp& op = std::get<live::ClientOp>(decoded);
    if (!p.editor) {
        refuse(p, op.n, "read-only", "you watch this session: your operations are not applied");
        return;
    }
    const double rate = registry_.options().liveOpsPerSecond;
    p.bucket = std::min(2 * rate, p.bucket + rate * double(p.bucketClock.restart()) / 1000.0);
    if (p.bucket < 1) {
        refuse(p, op.n, "too-many",
               "more than " + std::to_string(int(rate)) +
                   " operations a second: this one was not applied; send it again");
        return;
    }
    p.bucket -= 1;
    const live::Outcome o =
        authority_.submit(static_cast<std::uint32_t>(p.number), p.name.toStdString(), p.client, op);
    if (o.kind == live::Outcome::Kind::Duplicate)
        return;
    if (o.kind == live::Outcome::Kind::Refused) {
        refuse(p, op.n, o.refusal.id, o.refusal.message);
        return;
    }
    Uncommitted u{
        {static_cast<qint64>(o.seq), p.number, p.name, p.client, frame}, bytesOf(*o.frame), {}};
    if (op.kind == live::ClientOp::Kind::Undo) {
        QJsonArray by;
        for (const std::string& name : o.undo.by)
            by.append(QString::fromStdString(name));
        u.note = QJsonObject{{QStringLiteral("type"), QStringLiteral("undone")},
                             {QStringLiteral("n"), static_cast<qint64>(op.n)},
                             {QStringLiteral("target"), static_cast<qint64>(op.target)},
                             {QStringLiteral("restored"), static_cast<qint64>(o.undo.restored)},
                             {QStringLiteral("left"), static_cast<qint64>(o.undo.left)},
                             {QStringLiteral("by"), by}};
    }
    uncommitted_.push_back(std::move(u));
    // Every operation that arrives in this turn of the event loop goes into one transaction
    // (a group commit): one sync for many, and each still acknowledged only once committed.
    if (!commitQueued_) {
        commitQueued_ = true;
        QMetaObject::invokeMethod(this, &LiveSession::commitPending, Qt::QueuedConnection);
    }
}

bool LiveSession::commitPending() {
    commitQueued_ = false;
    if (uncommitted_.empty())
        return true;
    QList<LiveEntry> entries;
    entries.reserve(qsizetype(uncommitted_.size()));
    for (const Uncommitted& u : uncommitted_)
        entries.append(u.entry);
    try {
        journal_.append(start_.code, entries);
    } catch (const SqlFailure& failure) {
        uncommitted_.clear();
        // Applied here and not in the journal: this state must not be seen. Everyone reconnects
        // to a session loaded again from the journal, and resends what was not acknowledged. A
        // sequence number taken means another server applies this session's operations now.
        if (failure.kind == SqlFailure::Kind::Taken)
            closeAll(QStringLiteral("moved"),
                     QStringLiteral("another server serves the session now; reconnect"));
        else
            closeAll(QStringLiteral("unavailable"),
                     QStringLiteral("the session's journal could not be written (%1); reconnect")
                         .arg(failure.message.left(200)));
        emit broken();
        return false;
    }
    for (const Uncommitted& u : uncommitted_) {
        for (Participant& q : participants_)
            if (q.subscribed && q.socket)
                q.socket->sendBinaryMessage(u.applied);
        if (u.note)
            for (Participant& q : participants_)
                if (!q.gone && q.client == u.entry.client && q.number == u.entry.author)
                    send(q, *u.note);
    }
    uncommitted_.clear();
    return true;
}

void LiveSession::text(Participant& p, const QString& message) {
    p.heard.start();
    const QJsonDocument document = QJsonDocument::fromJson(message.toUtf8());
    const QJsonObject object = document.object();
    const QString type = object.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("presence") && message.size() <= kMostPresenceBytes) {
        QJsonObject presence{{QStringLiteral("participant"), p.number},
                             {QStringLiteral("name"), p.name},
                             {QStringLiteral("role"),
                              p.editor ? QStringLiteral("editor") : QStringLiteral("watcher")}};
        for (const char* key : {"tile", "selection", "field", "tool"}) {
            const QString k = QLatin1String(key);
            if (object.contains(k))
                presence.insert(k, object.value(k));
        }
        p.presence = presence;
        p.presenceChanged = true;
        return;
    }
    if (type == QLatin1String("ping"))
        return;
    sendError(p, QStringLiteral("bad-message"),
              message.size() > kMostPresenceBytes
                  ? QStringLiteral("a text message holds at most %1 bytes").arg(kMostPresenceBytes)
                  : QStringLiteral("'%1' is not a message of this protocol").arg(type.left(40)));
}

void LiveSession::sendPresence() {
    QJsonArray changed;
    for (Participant& p : participants_) {
        if (p.presenceChanged) {
            changed.append(p.presence);
            p.presenceChanged = false;
        }
    }
    if (changed.isEmpty())
        return;
    const QString message = QString::fromUtf8(
        QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("presence")},
                                  {QStringLiteral("participants"), changed}})
            .toJson(QJsonDocument::Compact));
    for (Participant& p : participants_)
        if (p.subscribed && p.socket)
            p.socket->sendTextMessage(message);
}

void LiveSession::purge() {
    participants_.remove_if([](const Participant& q) { return q.gone; });
}

void LiveSession::leave(Participant& p) {
    if (p.gone)
        return;
    const int number = p.number;
    p.gone = true;
    p.subscribed = false;
    if (p.socket) {
        p.socket->disconnect(this);
        p.socket->deleteLater();
    }
    p.socket = nullptr;
    QTimer::singleShot(0, this, &LiveSession::purge);
    const QString message = QString::fromUtf8(
        QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("left")},
                                  {QStringLiteral("participant"), number}})
            .toJson(QJsonDocument::Compact));
    for (Participant& q : participants_)
        if (q.subscribed && q.socket)
            q.socket->sendTextMessage(message);
}

void LiveSession::closeAll(const QString& error, const QString& message) {
    for (Participant& p : participants_) {
        sendError(p, error, message);
        p.subscribed = false;
        if (p.socket)
            p.socket->close(QWebSocketProtocol::CloseCodeGoingAway, error);
    }
}

// Pings, silence and revoked tokens.
void LiveSession::sweep() {
    for (Participant& p : participants_) {
        if (!p.socket)
            continue;
        if (p.heard.hasExpired(kSilentMs)) {
            p.socket->abort(); // its disconnected() makes it leave
            continue;
        }
        p.socket->ping();
        if (!p.token.isEmpty()) {
            std::optional<Account> still;
            try {
                still = registry_.accounts().authenticate(p.token);
            } catch (const SqlFailure&) {
                continue; // the database is away: judged at the next sweep
            }
            if (!still || (p.editor && !mayEdit(*still))) {
                sendError(p, QStringLiteral("revoked"),
                          QStringLiteral("your token was revoked: the session closes"));
                p.subscribed = false;
                p.socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                                QStringLiteral("revoked"));
            }
        }
    }
}

} // namespace gbxx::registry
