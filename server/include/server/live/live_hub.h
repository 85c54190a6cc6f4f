#pragma once
// Where live connections arrive (docs/live-protocol.md): the connection guard hands over a
// connection whose first request upgrades `/api/v1/boards/{code}/live`, Qt WebSockets answers the
// handshake, and the first message (hello) says who connects and from which sequence. The hub
// keeps each board's session in memory while it has participants, loading it from its journal
// when the first one comes (after a restart too).

#include "server/live/live_session.h"

#include <QHash>
#include <QObject>
#include <QTimer>
#include <QWebSocketServer>

#include <memory>

class QTcpSocket;

namespace gbxx::registry {

class Registry;

class LiveHub : public QObject {
    Q_OBJECT
public:
    explicit LiveHub(Registry& registry, QObject* parent = nullptr);
    ~LiveHub() override;

    // Whether a request target is a live session's address.
    static bool isLiveTarget(const QByteArray& target);
    // A connection to upgrade, its handshake unread (http/connection_guard.h).
    void take(QTcpSocket* socket);
    // The session of `code` loaded now, if it is.
    LiveSession* loaded(const QString& code) const;
    // The session of `code`, loaded from its journal when it is not yet; nothing (with `why`)
    // when it has none.
    LiveSession* session(const QString& code, QString* why);
    // The session of `code` was started again: the one in memory is closed and forgotten.
    void restarted(const QString& code);
    // This process's name in the sessions' leases: its machine and port once it listens (no two
    // processes listen on one port, and a server restarted on its port takes its sessions back at
    // once rather than when its old leases run out), a random one until then.
    const QString& serverName() const { return name_; }
    void setServerName(const QString& name) { name_ = name; }
    // Gives up every session's lease (the server is stopping).
    void releaseAll();

private:
    void hello(QWebSocket* socket, const QString& code, const QString& message);
    void renewLeases();
    void drop(const QString& code, const QString& error, const QString& message);

    Registry& registry_;
    QWebSocketServer server_;
    QHash<QString, LiveSession*> sessions_; // owned
    QString name_;
    QTimer leases_;
    QHash<QString, qint64> idleSince_; // sessions without participants, since when (ms)
};

} // namespace gbxx::registry
