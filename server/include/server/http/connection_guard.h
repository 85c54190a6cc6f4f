#pragma once
// The listening socket and the one reader of every connection, so that no client can hold the
// server or smuggle a request: each connection's bytes go through its HttpFraming, which finds
// where each request ends (broken framing is answered 400 and closed, headers over 16 KB 431, a
// body beyond the largest board 413), a request not complete within the request timeout is
// answered 408, and an idle connection is closed. Complete requests are handed to the server's
// answerer one at a time. The answerer may answer later (a search on another thread): the
// connection is then not read on until that answer is written, so that answers leave in the order
// their requests came (HTTP/1.1 pipelining), while other connections go on being answered. A
// connection whose client does not read its answers is not read on until the answers queued for it
// fall below `queuedBytes`, and no more connections are taken than `connections` (the rest are
// answered 503 at once), so that memory and descriptors stay bounded whatever clients do.

#include "server/http/http_framing.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTimer>

#include <functional>
#include <optional>

class QTcpSocket;

namespace gbxx::registry {

class ConnectionGuard : public QTcpServer {
    Q_OBJECT
public:
    struct Limits {
        qint64 headerBytes = 16 * 1024;
        qint64 bodyBytes = 0;    // the largest body a request may have
        int requestSeconds = 10; // from a request's first byte to its last
        int idleSeconds = 60;    // a kept-alive connection with nothing to do, or an answer unread
        qint64 queuedBytes = 1024 * 1024; // answers written and not yet taken by the client
        qsizetype connections = 1000;     // open at once
    };
    // Gives an answer that comes later; called from the event loop (never within the answerer),
    // at most once, and harmless once the connection is gone.
    using Later = std::function<void(const QByteArray& answer)>;
    // The serialized answer to `request` from `socket` (with Connection: close when `close`), or
    // nothing when it will come through `later`.
    using Answerer = std::function<std::optional<QByteArray>(
        const FramedRequest& request, QTcpSocket* socket, bool close, Later later)>;
    ConnectionGuard(Limits limits, Answerer answerer, QObject* parent = nullptr);
    // Takes a connection whose first request is a WebSocket upgrade of a path `wants` accepts,
    // its bytes still unread in the socket (Qt WebSockets reads the handshake itself); the guard
    // then lets go of the socket. Without one, upgrades are answered as any request.
    using Upgrader = std::function<void(QTcpSocket* socket)>;
    void setUpgrader(std::function<bool(const QByteArray& target)> wants, Upgrader upgrader);

    // No request half received, none waiting for its answer and nothing left to send on any
    // connection.
    bool quiet() const;
    // HTTP connections, and the WebSockets taken over from them (they hold descriptors too).
    qsizetype connectionCount() const;

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    struct Watch {
        HttpFraming framing{HttpFraming::Limits{}};
        QElapsedTimer since;     // the request's first byte, or the connection's last activity
        QElapsedTimer written;   // the client last took some of its answers
        bool refused = false;    // refused, or closing as asked: what comes is dropped
        bool reading = false;    // in read(): a nested signal must not read too
        qint64 drainLeft = -1;   // a refused body's bytes still to come; -1: not known
        quint64 serial = 0;      // which connection a later answer is for (a socket's address is
                                 // reused once it is deleted)
        bool waiting = false;    // its answer comes later; nothing more is read until it came
        bool closeAfter = false; // the request waiting asked to close the connection
        bool first = true;       // nothing read yet: an upgrade may still be handed over
    };
    void answered(QTcpSocket* socket, quint64 serial, const QByteArray& answer);
    // Writes an answer; false when the connection closes after it (nothing more is read).
    bool send(QTcpSocket* socket, Watch& watch, const QByteArray& answer, bool close);
    void read(QTcpSocket* socket);
    // Whether the connection's first request is an upgrade to take; waits for its head.
    enum class Upgrade { No, Wait, Taken };
    Upgrade upgrade(QTcpSocket* socket, Watch& watch);
    void drain(QTcpSocket* socket, Watch& watch);
    void refuse(QTcpSocket* socket, int status, const QString& id, const QString& message,
                qint64 unreadBody = -1);
    void refuseAtOnce(qintptr descriptor);
    void sweep();

    Limits limits_;
    Answerer answerer_;
    std::function<bool(const QByteArray&)> upgradeWanted_;
    Upgrader upgrader_;
    QHash<QTcpSocket*, Watch> connections_;
    QList<QPointer<QTcpSocket>> refusing_; // refused at once, oldest first (refuseAtOnce)
    quint64 serials_ = 0;
    QList<QPointer<QTcpSocket>> upgraded_; // handed to the upgrader, until destroyed
    QTimer sweeper_;
};

} // namespace gbxx::registry
