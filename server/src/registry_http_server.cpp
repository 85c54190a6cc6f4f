#include "server/registry_http_server.h"

#include "gbxx/codec.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHttpServerRequest>
#include <QTcpSocket>

namespace gbxx::registry {
namespace {

HttpRequest requestOf(const QHttpServerRequest& request, QTcpSocket* socket) {
    HttpRequest r;
    switch (request.method()) {
    case QHttpServerRequest::Method::Get:
        r.method = "GET";
        break;
    case QHttpServerRequest::Method::Head:
        r.method = "HEAD";
        break;
    case QHttpServerRequest::Method::Post:
        r.method = "POST";
        break;
    case QHttpServerRequest::Method::Put:
        r.method = "PUT";
        break;
    case QHttpServerRequest::Method::Delete:
        r.method = "DELETE";
        break;
    case QHttpServerRequest::Method::Patch:
        r.method = "PATCH";
        break;
    case QHttpServerRequest::Method::Options:
        r.method = "OPTIONS";
        break;
    default:
        r.method = "OTHER";
        break;
    }
    const QByteArray path = request.url().path(QUrl::FullyEncoded).toLatin1();
    for (const QByteArray& part : path.split('/')) {
        if (!part.isEmpty())
            r.segments.append(QUrl::fromPercentEncoding(part));
    }
    r.query = request.query();
    for (const auto& [name, value] : request.headers())
        r.headers.insert(name.toLower(), value);
    r.body = request.body();
    const QHostAddress peer = socket ? socket->peerAddress() : request.remoteAddress();
    r.peer = peer.toString();
    // Behind a proxy on this machine (nginx), the client is the one it names.
    if (peer.isLoopback() && !r.header("x-real-ip").isEmpty())
        r.peer = QString::fromLatin1(r.header("x-real-ip").left(64));
    return r;
}

} // namespace

RegistryHttpServer::RegistryHttpServer(Registry& registry, QObject* parent)
    : QAbstractHttpServer(parent)
    , registry_(registry)
    , guard_(new ConnectionGuard({16 * 1024, static_cast<qint64>(kMaxFileSize), 10, 60}, this))
    , api_(registry)
    , pages_(registry)
    , limiter_(registry.options().requestLimit) {
    connect(&flusher_, &QTimer::timeout, this, [this] { registry_.flushDownloads(); });
    flusher_.start(1000);
}

quint16 RegistryHttpServer::listenOn(const QHostAddress& address, quint16 port, QString* why) {
    if (!guard_->listen(address, port)) {
        *why = guard_->errorString();
        return 0;
    }
    bind(guard_);
    return guard_->serverPort();
}

void RegistryHttpServer::drain(int seconds) {
    guard_->pauseAccepting();
    guard_->close();
    auto* clock = new QElapsedTimer;
    clock->start();
    auto* poll = new QTimer(this);
    connect(poll, &QTimer::timeout, this, [this, poll, clock, seconds] {
        if (!guard_->quiet() && !clock->hasExpired(seconds * 1000LL))
            return;
        poll->stop();
        delete clock;
        registry_.flushDownloads();
        emit finished();
    });
    poll->start(20);
}

HttpReply RegistryHttpServer::answer(const HttpRequest& r) {
    if (const int wait = limiter_.wait(r.peer); wait > 0) {
        // A reader of the pages gets a page, a program the API's error.
        if (r.segments.isEmpty() || r.segments[0] != QLatin1String("api"))
            return WebPages::tooManyRequests(wait);
        return HttpReply::error(429, QStringLiteral("rate-limited"),
                                QStringLiteral("more than %1 requests a minute from %2")
                                    .arg(registry_.options().requestLimit)
                                    .arg(r.peer))
            .header("Retry-After", QByteArray::number(wait));
    }
    try {
        if (r.segments.size() >= 2 && r.segments[0] == QLatin1String("api") &&
            r.segments[1] == QLatin1String("v1"))
            return api_.handle(r);
        if (!r.segments.isEmpty() && r.segments[0] == QLatin1String("api"))
            return HttpReply::error(404, QStringLiteral("not-found"),
                                    QStringLiteral("this registry speaks /api/v1"));
        return pages_.handle(r);
    } catch (const SqlFailure& failure) {
        switch (failure.kind) {
        case SqlFailure::Kind::Unavailable:
            return HttpReply::error(503, QStringLiteral("unavailable"),
                                    QStringLiteral("the registry's database cannot be reached; "
                                                   "try again shortly"))
                .header("Retry-After", "5");
        case SqlFailure::Kind::Full:
            return HttpReply::error(507, QStringLiteral("insufficient-storage"),
                                    QStringLiteral("the registry's disk is full; nothing was "
                                                   "stored"));
        case SqlFailure::Kind::Taken:
        case SqlFailure::Kind::Other:
            break;
        }
        qWarning("gbxx-registry: %s", qPrintable(failure.message));
        return HttpReply::error(500, QStringLiteral("internal"),
                                QStringLiteral("the registry failed to answer; nothing was "
                                               "changed"));
    }
}

bool RegistryHttpServer::handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) {
    if (guard_->refused(socket))
        return true;
    const bool close = guard_->closeAfterAnswer(socket);
    guard_->requestDone(socket);
    const HttpRequest r = requestOf(request, socket);
    const HttpReply reply = answer(r);
    registry_.session().finishStatements();
    socket->write(reply.serialize(r.method == "HEAD", close));
    if (close)
        socket->disconnectFromHost();
    return true;
}

void RegistryHttpServer::missingHandler(const QHttpServerRequest&, QTcpSocket* socket) {
    // handleRequest answers everything; this is for completeness of the interface.
    socket->write(HttpReply::error(404, QStringLiteral("not-found"), QStringLiteral("not found"))
                      .serialize(false, false));
}

} // namespace gbxx::registry
