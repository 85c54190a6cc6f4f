#include "server/http/connection_guard.h"

#include "server/http/http_reply.h"

#include <QTcpSocket>

#include <algorithm>

#include <sys/socket.h>
#include <unistd.h>

namespace gbxx::registry {
namespace {

// How long a refused client may go on sending or take to read its answer: ample for a 1.5 MB
// body on a machine busy with other work (5 s once cut one off), and still bounded.
constexpr qint64 kRefusedGraceMs = 15000;
// Refused connections still open (their answer going out, or the client yet to close): beyond
// this many the oldest is closed. With fewer than the descriptors the cap keeps in reserve, a
// crowd beyond the cap never runs the process out of descriptors, which would leave the crowd
// waiting in the system's queue instead of hearing 503.
constexpr qsizetype kRefusingAtOnce = 32;
// What a connection's socket takes from the system before the guard has read it: with more
// waiting, the system's buffers fill and the client's sending stops (TCP's flow control).
constexpr qint64 kReadBufferBytes = 64 * 1024;

// Once the answer is out, our side is shut; what still comes is dropped, and the client closes
// when it has read the answer: a lingering close, as nginx does (closing with unread bytes
// would reset the connection, and a client still sending would lose the answer).
void shutWhenSent(QTcpSocket* socket) {
    const auto shut = [socket] {
        if (socket->bytesToWrite() == 0)
            ::shutdown(static_cast<int>(socket->socketDescriptor()), SHUT_WR);
    };
    QObject::connect(socket, &QTcpSocket::bytesWritten, socket, shut);
    shut();
}

} // namespace

ConnectionGuard::ConnectionGuard(Limits limits, Answerer answerer, QObject* parent)
    : QTcpServer(parent)
    , limits_(limits)
    , answerer_(std::move(answerer)) {
    connect(&sweeper_, &QTimer::timeout, this, &ConnectionGuard::sweep);
    sweeper_.start(1000);
    // Out of descriptors after all (another part of the process took them): accepting again at
    // once would fail again in a busy loop; a moment later some may be free.
    connect(this, &QTcpServer::acceptError, this, [this] {
        pauseAccepting();
        QTimer::singleShot(100, this, [this] {
            if (isListening())
                resumeAccepting();
        });
    });
}

void ConnectionGuard::incomingConnection(qintptr descriptor) {
    upgraded_.removeIf([](const QPointer<QTcpSocket>& s) { return s.isNull(); });
    if (connections_.size() + upgraded_.size() >= limits_.connections) {
        refuseAtOnce(descriptor);
        return;
    }
    auto* socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    socket->setReadBufferSize(kReadBufferBytes);
    Watch& watch = connections_[socket];
    watch.framing = HttpFraming({limits_.headerBytes, limits_.bodyBytes});
    watch.since.start();
    watch.written.start();
    watch.serial = ++serials_;
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
    // The client took some answers: what it pipelined may be read on.
    connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] {
        const auto it = connections_.find(socket);
        if (it == connections_.end())
            return;
        it->written.start();
        if (!it->refused && !it->waiting && socket->bytesToWrite() < limits_.queuedBytes)
            read(socket);
    });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        connections_.remove(socket);
        socket->deleteLater();
    });
}

// More connections than descriptors allow: the client hears so now, rather than waiting in the
// system's queue while the server cannot take it.
void ConnectionGuard::refuseAtOnce(qintptr descriptor) {
    auto* socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        ::close(static_cast<int>(descriptor));
        return;
    }
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    refusing_.removeIf([](const QPointer<QTcpSocket>& s) { return s.isNull(); });
    while (refusing_.size() >= kRefusingAtOnce) {
        if (QTcpSocket* oldest = refusing_.takeFirst())
            oldest->abort();
    }
    refusing_.append(socket);
    connect(socket, &QTcpSocket::readyRead, socket,
            [socket] { socket->skip(socket->bytesAvailable()); });
    socket->write(HttpReply::error(503, QStringLiteral("unavailable"),
                                   QStringLiteral("the server has %1 connections open, as many as "
                                                  "it takes; try again shortly")
                                       .arg(limits_.connections))
                      .header("Retry-After", "1")
                      .serialize(false, true));
    // Into the system's buffer now, not at the next turn of the event loop: a crowd refused in
    // one turn closes its oldest (below) only after their answers are on their way.
    socket->flush();
    shutWhenSent(socket);
    QTimer::singleShot(1000, socket, [socket] { socket->abort(); });
}

void ConnectionGuard::setUpgrader(std::function<bool(const QByteArray&)> wants, Upgrader upgrader) {
    upgradeWanted_ = std::move(wants);
    upgrader_ = std::move(upgrader);
}

ConnectionGuard::Upgrade ConnectionGuard::upgrade(QTcpSocket* socket, Watch& watch) {
    if (!watch.first || !upgrader_)
        return Upgrade::No;
    const QByteArray head = socket->peek(limits_.headerBytes);
    const qsizetype lineEnd = head.indexOf('\n');
    if (lineEnd < 0)
        return head.size() < limits_.headerBytes &&
                       head.startsWith(QByteArray("GET ").left(head.size()))
                   ? Upgrade::Wait
                   : Upgrade::No;
    const QList<QByteArray> line = head.left(lineEnd).trimmed().split(' ');
    if (line.size() != 3 || line[0] != "GET" || !upgradeWanted_(line[1]))
        return Upgrade::No;
    if (!head.contains("\r\n\r\n") && !head.contains("\n\n"))
        return head.size() < limits_.headerBytes ? Upgrade::Wait : Upgrade::No;
    if (!head.toLower().contains("upgrade: websocket"))
        return Upgrade::No; // a plain GET of the path: answered as any request
    connections_.remove(socket);
    QObject::disconnect(socket, nullptr, this, nullptr);
    // Still a descriptor of this process: it counts against the cap until the socket is gone
    // (watched by a QPointer: Qt WebSockets drops the socket's connections).
    upgraded_.append(socket);
    upgrader_(socket);
    return Upgrade::Taken;
}

void ConnectionGuard::read(QTcpSocket* socket) {
    const auto it = connections_.find(socket);
    if (it == connections_.end())
        return;
    Watch& watch = *it;
    if (watch.refused) {
        drain(socket, watch);
        return;
    }
    if (watch.reading || watch.waiting)
        return;
    switch (upgrade(socket, watch)) {
    case Upgrade::Taken:
    case Upgrade::Wait:
        return;
    case Upgrade::No:
        watch.first = false;
        break;
    }
    watch.reading = true;
    // Requests one at a time, while the client takes its answers.
    while (socket->bytesToWrite() < limits_.queuedBytes) {
        const HttpFraming::Step step = watch.framing.next();
        if (step == HttpFraming::Step::NeedMore) {
            const qint64 available = socket->bytesAvailable();
            if (available <= 0)
                break;
            if (!watch.framing.started())
                watch.since.start(); // the request's first byte comes now
            watch.framing.append(socket->read(available));
            continue;
        }
        if (step == HttpFraming::Step::Continue) {
            socket->write("HTTP/1.1 100 Continue\r\n\r\n");
            continue;
        }
        if (step == HttpFraming::Step::Refused) {
            const HttpFraming::Refusal& refusal = watch.framing.refusal();
            watch.reading = false;
            refuse(socket, refusal.status, refusal.id, refusal.message, refusal.unreadBody);
            return;
        }
        const FramedRequest request = watch.framing.takeRequest();
        watch.since.start();
        const quint64 serial = watch.serial;
        const std::optional<QByteArray> answer =
            answerer_(request, socket, request.close,
                      [this, socket, serial](const QByteArray& a) { answered(socket, serial, a); });
        if (!answer) {
            // What the client pipelined behind it waits, in the socket, for this answer.
            watch.waiting = true;
            watch.closeAfter = request.close;
            watch.reading = false;
            return;
        }
        if (!send(socket, watch, *answer, request.close)) {
            watch.reading = false;
            return;
        }
    }
    watch.reading = false;
}

void ConnectionGuard::answered(QTcpSocket* socket, quint64 serial, const QByteArray& answer) {
    const auto it = connections_.find(socket);
    if (it == connections_.end() || it->serial != serial || !it->waiting)
        return; // the client went away meanwhile
    it->waiting = false;
    it->since.start();
    if (send(socket, *it, answer, it->closeAfter))
        read(socket); // what was pipelined behind it
}

bool ConnectionGuard::send(QTcpSocket* socket, Watch& watch, const QByteArray& answer, bool close) {
    socket->write(answer);
    if (!close)
        return true;
    // What the client still sends is dropped, as after a refusal, and the connection closes when
    // the client has read its answer.
    watch.refused = true;
    watch.since.start();
    shutWhenSent(socket);
    return false;
}

void ConnectionGuard::refuse(QTcpSocket* socket, int status, const QString& id,
                             const QString& message, qint64 unreadBody) {
    Watch& watch = connections_[socket];
    watch.refused = true;
    watch.drainLeft = unreadBody;
    socket->write(HttpReply::error(status, id, message).serialize(false, true));
    watch.since.start(); // the sweep gives the rest kRefusedGraceMs
    // An announced body is read and dropped, then the connection closes. With nothing more
    // announced a client may still be sending (headers too large, a body without a length, a
    // slow one): our side is shut once the answer is out.
    if (unreadBody <= 0)
        shutWhenSent(socket);
    drain(socket, watch); // may end the watch: the last use of it
}

// Closing with a refused body's rest unread would reset the connection, and a client still
// sending it would lose the answer: the rest is read and dropped, then the connection closes.
void ConnectionGuard::drain(QTcpSocket* socket, Watch& watch) {
    const qint64 chunk = socket->bytesAvailable();
    socket->skip(chunk);
    if (watch.drainLeft > 0) {
        watch.drainLeft -= chunk;
        if (watch.drainLeft <= 0)
            socket->disconnectFromHost();
    }
}

qsizetype ConnectionGuard::connectionCount() const {
    return connections_.size() +
           std::count_if(upgraded_.begin(), upgraded_.end(),
                         [](const QPointer<QTcpSocket>& s) { return !s.isNull(); });
}

bool ConnectionGuard::quiet() const {
    for (auto it = connections_.begin(); it != connections_.end(); ++it) {
        if ((it->framing.started() && !it->refused) || it->waiting || it.key()->bytesToWrite() > 0)
            return false;
    }
    return true;
}

void ConnectionGuard::sweep() {
    const QList<QTcpSocket*> sockets = connections_.keys();
    for (QTcpSocket* socket : sockets) {
        const auto it = connections_.find(socket);
        if (it == connections_.end())
            continue;
        const Watch& watch = *it;
        if (watch.waiting)
            continue; // the server's time, not the client's
        if (watch.refused) {
            if (watch.since.hasExpired(kRefusedGraceMs))
                socket->abort(); // a client that never reads its answer, or never stops
            continue;
        }
        if (socket->bytesToWrite() > 0) {
            // Answers waiting: the client's clock is how long it has taken none of them.
            if (watch.written.hasExpired(limits_.idleSeconds * 1000LL))
                socket->abort();
        } else if (watch.framing.started() &&
                   watch.since.hasExpired(limits_.requestSeconds * 1000LL)) {
            refuse(socket, 408, QStringLiteral("timeout"),
                   QStringLiteral("the request did not arrive within %1 s")
                       .arg(limits_.requestSeconds));
        } else if (!watch.framing.started() &&
                   watch.since.hasExpired(limits_.idleSeconds * 1000LL)) {
            socket->disconnectFromHost();
        }
    }
}

} // namespace gbxx::registry
