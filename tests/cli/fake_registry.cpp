#include "cli/fake_registry.h"

#include <QHostAddress>
#include <QTcpSocket>

namespace gbxx::test {

QByteArray httpAnswer(int status, const QByteArray& body, const QByteArray& headers) {
    return "HTTP/1.1 " + QByteArray::number(status) +
           " Answer\r\nContent-Length: " + QByteArray::number(body.size()) +
           "\r\nConnection: close\r\n" + headers + "\r\n" + body;
}

FakeRegistry::FakeRegistry(Answer answer)
    : answer_(std::move(answer)) {
    server_.listen(QHostAddress::LocalHost, 0);
    connect(&server_, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* socket = server_.nextPendingConnection()) {
            socket->setParent(this);
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QObject::destroyed, this, [this, socket] { pending_.remove(socket); });
        }
    });
}

QString FakeRegistry::base() const {
    return QStringLiteral("http://127.0.0.1:%1").arg(server_.serverPort());
}

void FakeRegistry::read(QTcpSocket* socket) {
    QByteArray& data = pending_[socket];
    data += socket->readAll();
    const qsizetype end = data.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    HttpRequest request;
    const QList<QByteArray> lines = data.left(end).split('\n');
    const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
    request.method = first.value(0);
    request.target = first.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0)
            request.headers.insert(lines[i].left(colon).trimmed().toLower(),
                                   lines[i].mid(colon + 1).trimmed());
    }
    const qsizetype length = request.headers.value("content-length", "0").toLongLong();
    if (data.size() < end + 4 + length)
        return;
    request.body = data.mid(end + 4, length);
    data.clear();
    requests_ << request;
    const QByteArray answer = answer_(request);
    if (answer.isEmpty())
        return; // held open, never answered
    socket->write(answer);
    socket->disconnectFromHost();
}

Flood::Flood(qint64 bodyBytes)
    : bodyBytes_(bodyBytes) {
    server_.listen(QHostAddress::LocalHost, 0);
    connect(&server_, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* socket = server_.nextPendingConnection()) {
            socket->setParent(this);
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                if (!socket->readAll().contains("\r\n\r\n") || socket->property("poured").toBool())
                    return;
                socket->setProperty("poured", true);
                // No Content-Length: the body ends when the connection does, so only what the
                // client reads can stop it.
                socket->write("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: "
                              "application/x-gameboardxx\r\nETag: \"0\"\r\nContent-Location: "
                              "/api/v1/boards/FL00D/revisions/1\r\n\r\n");
                pour(socket);
            });
            connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] { pour(socket); });
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        }
    });
}

QString Flood::base() const {
    return QStringLiteral("http://127.0.0.1:%1").arg(server_.serverPort());
}

void Flood::pour(QTcpSocket* socket) {
    static const QByteArray chunk(64 * 1024, 'x');
    qint64 poured = socket->property("sent").toLongLong();
    // A little ahead of what the system took, never all of it at once.
    while (socket->state() == QAbstractSocket::ConnectedState && poured < bodyBytes_ &&
           socket->bytesToWrite() < 4 * chunk.size()) {
        socket->write(chunk);
        poured += chunk.size();
        sent_ += chunk.size();
    }
    socket->setProperty("sent", poured);
    if (poured >= bodyBytes_)
        socket->disconnectFromHost();
}

FloodThread::FloodThread(qint64 bodyBytes)
    : bodyBytes_(bodyBytes) {
    start();
    listening_.acquire();
}

FloodThread::~FloodThread() {
    quit();
    wait();
}

void FloodThread::run() {
    Flood flood(bodyBytes_);
    base_ = flood.base();
    flood_ = &flood;
    listening_.release();
    exec();
}

} // namespace gbxx::test
