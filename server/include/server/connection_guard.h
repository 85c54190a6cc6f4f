#pragma once
// The listening socket, with a watch on every connection so that no client can hold the server:
// headers over 16 KB are answered 431, a body announced or sent beyond the largest board 413, a
// request not complete within the request timeout 408, and an idle connection is closed. The HTTP
// server parses what the guard lets through; the guard sees each chunk first.

#include <QElapsedTimer>
#include <QHash>
#include <QTcpServer>
#include <QTimer>

#include <functional>

class QTcpSocket;

namespace gbxx::registry {

class ConnectionGuard : public QTcpServer {
    Q_OBJECT
public:
    struct Limits {
        qint64 headerBytes = 16 * 1024;
        qint64 bodyBytes = 0;    // the largest body a request may have
        int requestSeconds = 10; // from a request's first byte to its last
        int idleSeconds = 60;    // a kept-alive connection with nothing to do
    };
    explicit ConnectionGuard(Limits limits, QObject* parent = nullptr);

    // A complete request arrived on `socket`: its clock and counts start again.
    void requestDone(QTcpSocket* socket);
    // Whether the guard has answered and is closing `socket` (the server must not answer too).
    bool refused(QTcpSocket* socket) const;
    // Whether the current request asks for the connection to close after its answer (HTTP/1.0
    // without keep-alive; Connection: close).
    bool closeAfterAnswer(QTcpSocket* socket) const;
    // No request half received and nothing left to send on any connection.
    bool quiet() const;
    qsizetype connectionCount() const { return connections_.size(); }

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    struct Watch {
        qint64 received = 0; // bytes of the current request so far
        bool headerSeen = false;
        QByteArray header;   // the current request's header, while it is incomplete
        QElapsedTimer since; // the request's first byte, or the connection's last activity
        bool refused = false;
        bool close = false; // the request's header asks for the connection to close
        qint64 drainTo = 0; // a refused body's announced end: read before the connection closes
    };
    void onData(QTcpSocket* socket);
    void drain(QTcpSocket* socket, Watch& watch);
    void refuse(QTcpSocket* socket, int status, const QString& id, const QString& message);
    void sweep();

    Limits limits_;
    QHash<QTcpSocket*, Watch> connections_;
    QTimer sweeper_;
};

} // namespace gbxx::registry
