#include "live_client/live_connection.h"

#include "gbxx/codec.h"
#include "gbxx/live/live_wire.h"
#include "gbxx/registry_protocol.h"

#include "io/safe_write.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QtEndian>

#include <algorithm>

namespace gbxx::live_client {
namespace {

constexpr char kSnapshotFrame = 0x12;

std::span<const std::uint8_t> spanOf(const QByteArray& b) {
    return {reinterpret_cast<const std::uint8_t*>(b.constData()),
            static_cast<std::size_t>(b.size())};
}

QByteArray bytesOf(const std::vector<std::uint8_t>& v) {
    return QByteArray(reinterpret_cast<const char*>(v.data()), static_cast<qsizetype>(v.size()));
}

} // namespace

LiveConnection::LiveConnection(QUrl url, QString token, bool watch,
                               std::optional<gbxx::live::Replica> replica, QObject* parent)
    : QObject(parent)
    , url_(std::move(url))
    , token_(std::move(token))
    , watch_(watch)
    , replica_(std::move(replica))
    , client_(replica_ ? replica_->client() : QRandomGenerator::global()->generate64()) {
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &LiveConnection::open);
    journalTimer_.setSingleShot(true);
    connect(&journalTimer_, &QTimer::timeout, this, &LiveConnection::writeJournal);
    connect(&socket_, &QWebSocket::connected, this, &LiveConnection::connected);
    connect(&socket_, &QWebSocket::disconnected, this, &LiveConnection::disconnected);
    connect(&socket_, &QWebSocket::textMessageReceived, this, &LiveConnection::text);
    connect(&socket_, &QWebSocket::binaryMessageReceived, this, &LiveConnection::binary);
}

LiveConnection::~LiveConnection() {
    closing_ = true;
    socket_.abort();
}

void LiveConnection::keepJournal(const QString& path) {
    journalPath_ = path;
    pendingChanged();
}

std::optional<live::Replica> LiveConnection::readJournal(const QString& path, QString* why) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *why = file.errorString();
        return std::nullopt;
    }
    // A journal holds one board and its pending work: never more than a few boards' bytes.
    const QByteArray bytes = file.read(64 * 1024 * 1024);
    auto replica = live::Replica::fromJournal(spanOf(bytes));
    if (auto* problem = std::get_if<std::string>(&replica)) {
        *why = QString::fromStdString(*problem);
        return std::nullopt;
    }
    return std::move(std::get<live::Replica>(replica));
}

void LiveConnection::pendingChanged() {
    if (!journalPath_.isEmpty() && replica_ && !journalTimer_.isActive())
        journalTimer_.start(250);
}

void LiveConnection::writeJournal() {
    if (journalPath_.isEmpty() || !replica_)
        return;
    if (const std::optional<QString> why =
            writeFileSafely(journalPath_, bytesOf(replica_->journal())))
        emit journalFailed(*why);
}

void LiveConnection::setState(State state) {
    if (state_ == state)
        return;
    state_ = state;
    emit stateChanged(state);
}

void LiveConnection::open() {
    closing_ = false;
    caughtUp_ = false;
    setState(tries_ == 0 ? State::Connecting : State::Reconnecting);
    socket_.open(QNetworkRequest(url_));
}

void LiveConnection::close() {
    closing_ = true;
    retry_.stop();
    socket_.close();
    setState(State::Closed);
}

void LiveConnection::connected() {
    QJsonObject hello{{QStringLiteral("type"), QStringLiteral("hello")},
                      {QStringLiteral("version"), 1},
                      {QStringLiteral("watch"), watch_}};
    if (!token_.isEmpty())
        hello.insert(QStringLiteral("token"), token_);
    hello.insert(QStringLiteral("client"),
                 QStringLiteral("%1").arg(client_, 16, 16, QLatin1Char('0')));
    // Without a board, or out of sync: a snapshot, please.
    hello.insert(QStringLiteral("seq"), replica_ && replica_->inSync()
                                            ? static_cast<qint64>(replica_->seq())
                                            : qint64(-1));
    socket_.sendTextMessage(QString::fromUtf8(QJsonDocument(hello).toJson(QJsonDocument::Compact)));
}

void LiveConnection::disconnected() {
    caughtUp_ = false;
    if (replica_)
        replica_->connectionLost();
    if (closing_ || state_ == State::Closed)
        return;
    if (state_ == State::OutOfSync && askedSnapshot_)
        return; // shown as it is; the user decides
    ++tries_;
    setState(State::Reconnecting);
    // 0.25 s, doubling to 8 s, with a little jitter so that a restarted server is not met by
    // everyone at once.
    const int pause = std::min(8000, 250 << std::min(tries_ - 1, 5));
    retry_.start(pause + QRandomGenerator::global()->bounded(pause / 4 + 1));
}

void LiveConnection::text(const QString& message) {
    const QJsonObject m = QJsonDocument::fromJson(message.toUtf8()).object();
    const QString type = m.value(QStringLiteral("type")).toString();
    // The server's words as every registry text is shown: no control character reaches a terminal.
    const auto words = [&m] {
        return QStringLiteral("the registry says: ") +
               QString::fromStdString(shownServerText(
                   m.value(QStringLiteral("message")).toString().toStdString(), 1000));
    };
    if (type == QLatin1String("welcome")) {
        participant_ = m.value(QStringLiteral("participant")).toInt();
        welcomeSeq_ = static_cast<std::uint64_t>(m.value(QStringLiteral("seq")).toInteger());
        welcomeEpoch_ = static_cast<std::uint32_t>(m.value(QStringLiteral("epoch")).toInteger());
        welcomeLastSeen_ =
            static_cast<std::uint64_t>(m.value(QStringLiteral("lastSeen")).toInteger());
    } else if (type == QLatin1String("caught-up")) {
        if (!replica_)
            return;
        replica_->resumed(
            static_cast<std::uint64_t>(m.value(QStringLiteral("lastSeen")).toInteger()));
        caughtUp_ = true;
        pendingChanged();
        tries_ = 0;
        askedSnapshot_ = false;
        if (replica_->inSync())
            setState(State::Connected);
        flush();
    } else if (type == QLatin1String("refused")) {
        const auto n = static_cast<std::uint64_t>(m.value(QStringLiteral("n")).toInteger());
        if (replica_) {
            emit tilesChanged(replica_->refused(n), participant_);
            pendingChanged();
        }
        emit refused(n, m.value(QStringLiteral("error")).toString(), words());
    } else if (type == QLatin1String("undone")) {
        emit undone(m);
    } else if (type == QLatin1String("presence")) {
        emit presence(m.value(QStringLiteral("participants")).toArray());
    } else if (type == QLatin1String("left")) {
        emit left(m.value(QStringLiteral("participant")).toInt());
    } else if (type == QLatin1String("error")) {
        problem_ = words();
        emit serverError(m.value(QStringLiteral("error")).toString(), problem_);
        const QString error = m.value(QStringLiteral("error")).toString();
        // Refusals of who we are end the session for us; the rest are about one frame.
        if (error == QLatin1String("unauthorized") || error == QLatin1String("forbidden") ||
            error == QLatin1String("revoked") || error == QLatin1String("no-live-session") ||
            error == QLatin1String("bad-version"))
            close();
    }
}

void LiveConnection::binary(const QByteArray& frame) {
    if (!frame.isEmpty() && frame[0] == kSnapshotFrame) {
        // Its board zlib-compressed after a 4-byte big-endian length (as qCompress makes it);
        // a board is never larger than the largest file.
        const QByteArray compressed = frame.mid(2);
        const quint32 length =
            compressed.size() < 4 ? 0 : qFromBigEndian<quint32>(compressed.constData());
        const QByteArray bytes =
            length > 0 && length <= kMaxFileSize ? qUncompress(compressed) : QByteArray();
        ReadResult read = readBoard(spanOf(bytes));
        if (!read.board) {
            problem_ = tr("the server's board does not read");
            setState(State::OutOfSync);
            return;
        }
        if (!replica_)
            replica_.emplace(std::move(*read.board), welcomeSeq_, welcomeEpoch_, client_);
        else
            replica_->reset(std::move(*read.board), welcomeSeq_, welcomeEpoch_, welcomeLastSeen_);
        pendingChanged();
        emit boardReset();
        return;
    }
    if (!replica_)
        return;
    auto decoded = live::decodeApplied(spanOf(frame), tileBytes(replica_->confirmed().variant()));
    if (auto* why = std::get_if<std::string>(&decoded)) {
        problem_ = QString::fromStdString(*why);
        setState(State::OutOfSync);
        return;
    }
    const live::Applied& a = std::get<live::Applied>(decoded);
    const std::vector<TileIndex> changed = replica_->receive(a);
    if (!replica_->inSync()) {
        problem_ = QString::fromStdString(replica_->whyOutOfSync());
        setState(State::OutOfSync);
        // Once: a snapshot from a new connection.
        if (!askedSnapshot_) {
            askedSnapshot_ = true;
            socket_.close();
            retry_.start(0);
        }
        return;
    }
    if (a.client == replica_->client())
        pendingChanged();
    emit applied(a);
    if (a.board)
        emit boardReset();
    else
        emit tilesChanged(changed, static_cast<int>(a.author));
    flush(); // a restructure re-based pending work
}

void LiveConnection::flush() {
    if (!caughtUp_ || !replica_ || watch_)
        return;
    for (const live::ClientOp& op : replica_->outgoing())
        socket_.sendBinaryMessage(bytesOf(live::encodeClientOp(op)));
}

void LiveConnection::edit(std::vector<live::FieldRun> runs, std::vector<live::FooterWrite> footer) {
    if (!replica_)
        return;
    replica_->edit(std::move(runs), std::move(footer));
    pendingChanged();
    flush();
}

void LiveConnection::undo(std::uint64_t n) {
    if (!replica_)
        return;
    replica_->undo(n);
    pendingChanged();
    flush();
}

void LiveConnection::restructure(const live::Restructure& shape) {
    if (!replica_)
        return;
    replica_->restructure(shape);
    pendingChanged();
    flush();
}

void LiveConnection::sendPresence(const QJsonObject& presence) {
    if (!caughtUp_)
        return;
    QJsonObject m = presence;
    m.insert(QStringLiteral("type"), QStringLiteral("presence"));
    socket_.sendTextMessage(QString::fromUtf8(QJsonDocument(m).toJson(QJsonDocument::Compact)));
}

} // namespace gbxx::live_client
