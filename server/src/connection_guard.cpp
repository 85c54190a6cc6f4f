#include "server/connection_guard.h"

#include "server/http_reply.h"

#include <QTcpSocket>

#include <sys/socket.h>

namespace gbxx::registry {
namespace {

// How long a refused client may go on sending or take to read its answer: ample for a 1.5 MB
// body on a machine busy with other work (5 s once cut one off), and still bounded.
constexpr qint64 kRefusedGraceMs = 15000;

} // namespace

ConnectionGuard::ConnectionGuard(Limits limits, QObject* parent)
    : QTcpServer(parent)
    , limits_(limits) {
    connect(&sweeper_, &QTimer::timeout, this, &ConnectionGuard::sweep);
    sweeper_.start(1000);
}

void ConnectionGuard::incomingConnection(qintptr descriptor) {
    auto* socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    Watch watch;
    watch.since.start();
    connections_.insert(socket, watch);
    // Connected before the HTTP server's own slot: the guard sees each chunk before it is parsed.
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onData(socket); });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        connections_.remove(socket);
        socket->deleteLater();
    });
    addPendingConnection(socket);
}

void ConnectionGuard::onData(QTcpSocket* socket) {
    auto it = connections_.find(socket);
    if (it == connections_.end())
        return;
    if (it->refused) {
        drain(socket, *it);
        return;
    }
    Watch& watch = *it;
    if (watch.received == 0)
        watch.since.start();
    // The HTTP server reads everything available on each signal: what is here now is new.
    const qint64 chunk = socket->bytesAvailable();
    watch.received += chunk;
    if (!watch.headerSeen) {
        watch.header += socket->peek(std::min<qint64>(chunk, limits_.headerBytes + 4));
        const qsizetype end = watch.header.indexOf("\r\n\r\n");
        if (end < 0) {
            if (watch.header.size() > limits_.headerBytes)
                refuse(socket, 431, QStringLiteral("headers-too-large"),
                       QStringLiteral("the request's headers are over %1 bytes")
                           .arg(limits_.headerBytes));
            return;
        }
        watch.headerSeen = true;
        const QByteArray header = watch.header.left(end).toLower();
        watch.header.clear();
        const qsizetype firstLineEnd = header.indexOf("\r\n");
        const QByteArray requestLine = firstLineEnd < 0 ? header : header.left(firstLineEnd);
        watch.close =
            header.contains("\r\nconnection: close") ||
            (requestLine.endsWith("http/1.0") && !header.contains("\r\nconnection: keep-alive"));
        const qsizetype at = header.indexOf("\r\ncontent-length:");
        if (at >= 0) {
            const qsizetype lineEnd = header.indexOf("\r\n", at + 2);
            bool ok = false;
            const qint64 length =
                header.mid(at + 17, lineEnd < 0 ? -1 : lineEnd - at - 17).trimmed().toLongLong(&ok);
            if (ok && length > limits_.bodyBytes) {
                watch.drainTo = end + 4 + length;
                refuse(socket, 413, QStringLiteral("too-large"),
                       QStringLiteral("a board is at most %1 bytes").arg(limits_.bodyBytes));
                return;
            }
        }
        // The client waits for this before it sends its body (Qt's HTTP server does not say it).
        if (header.contains("\r\nexpect: 100-continue"))
            socket->write("HTTP/1.1 100 Continue\r\n\r\n");
    }
    if (watch.received > limits_.headerBytes + limits_.bodyBytes)
        refuse(socket, 413, QStringLiteral("too-large"),
               QStringLiteral("a board is at most %1 bytes").arg(limits_.bodyBytes));
}

void ConnectionGuard::refuse(QTcpSocket* socket, int status, const QString& id,
                             const QString& message) {
    Watch& watch = connections_[socket];
    watch.refused = true;
    // From now on the guard alone reads this connection: the HTTP server's parser, fed the rest
    // of a refused request, would fail and close it with unread bytes (a reset).
    disconnect(socket, &QTcpSocket::readyRead, nullptr, nullptr);
    if (socket->isTransactionStarted())
        socket->commitTransaction(); // the HTTP server's: else nothing read is let go
    // What is buffered now was counted in `received` when it arrived (onData): drop it here, so
    // that drain() counts only what comes after and never closes before the body's end.
    socket->skip(socket->bytesAvailable());
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onData(socket); });
    socket->write(HttpReply::error(status, id, message).serialize(false, true));
    watch.since.start(); // the sweep gives the rest kRefusedGraceMs
    if (watch.received < watch.drainTo)
        return;
    // Nothing more announced, but a client may still be sending (headers too large, a body
    // without a length, a slow one): a lingering close, as nginx does. Our side is shut once the
    // answer is out, what still comes is dropped, and the client closes when it has read it.
    connect(socket, &QTcpSocket::bytesWritten, socket, [socket] {
        if (socket->bytesToWrite() == 0)
            ::shutdown(static_cast<int>(socket->socketDescriptor()), SHUT_WR);
    });
}

// Closing with a refused body's rest unread would reset the connection, and a client still
// sending it would lose the answer: the rest is read and dropped, then the connection closes.
void ConnectionGuard::drain(QTcpSocket* socket, Watch& watch) {
    const qint64 chunk = socket->bytesAvailable();
    watch.received += chunk;
    socket->skip(chunk);
    if (watch.drainTo > 0 && watch.received >= watch.drainTo)
        socket->disconnectFromHost();
}

void ConnectionGuard::requestDone(QTcpSocket* socket) {
    auto it = connections_.find(socket);
    if (it == connections_.end())
        return;
    it->received = 0;
    it->headerSeen = false;
    it->close = false;
    it->header.clear();
    it->since.start();
}

bool ConnectionGuard::closeAfterAnswer(QTcpSocket* socket) const {
    const auto it = connections_.constFind(socket);
    return it != connections_.constEnd() && it->close;
}

bool ConnectionGuard::refused(QTcpSocket* socket) const {
    const auto it = connections_.constFind(socket);
    return it == connections_.constEnd() || it->refused;
}

bool ConnectionGuard::quiet() const {
    for (auto it = connections_.begin(); it != connections_.end(); ++it) {
        if ((it->received > 0 && !it->refused) || it.key()->bytesToWrite() > 0)
            return false;
    }
    return true;
}

void ConnectionGuard::sweep() {
    const QList<QTcpSocket*> sockets = connections_.keys();
    for (QTcpSocket* socket : sockets) {
        const Watch& watch = connections_[socket];
        if (watch.refused) {
            if (watch.since.hasExpired(kRefusedGraceMs))
                socket->abort(); // a client that never reads its answer, or never stops
            continue;
        }
        if (watch.received > 0 && watch.since.hasExpired(limits_.requestSeconds * 1000LL)) {
            refuse(socket, 408, QStringLiteral("timeout"),
                   QStringLiteral("the request did not arrive within %1 s")
                       .arg(limits_.requestSeconds));
            connections_[socket].since.start();
        } else if (watch.received == 0 && socket->bytesToWrite() == 0 &&
                   watch.since.hasExpired(limits_.idleSeconds * 1000LL)) {
            socket->disconnectFromHost();
        }
    }
}

} // namespace gbxx::registry
