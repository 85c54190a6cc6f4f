#pragma once
// The HTTP side of one server process: connections come through the guard, which reads each
// request (http/http_framing.h); requests are limited per address and answered by the API or
// the web pages. Database trouble becomes 503 or 507 through the one map of refusals
// (http/refusal.h), as JSON under /api and as a page elsewhere; nothing a client sends becomes a
// 500. Searches (the API's and the page `/`) are answered by a pool of threads with connections of
// their own (http/search_pool.h); everything else on the event loop, with the registry's own.

#include "server/api/api_routes.h"
#include "server/http/connection_guard.h"
#include "server/http/request_limiter.h"
#include "server/http/search_pool.h"
#include "server/live/live_hub.h"
#include "server/pages/web_pages.h"

#include <QObject>
#include <QTimer>

namespace gbxx::registry {

class RegistryHttpServer : public QObject {
    Q_OBJECT
public:
    explicit RegistryHttpServer(Registry& registry, QObject* parent = nullptr);

    // Listens on `address`:`port` (0: a free one); the port, or 0 with `why` set.
    quint16 listenOn(const QHostAddress& address, quint16 port, QString* why);
    // Stops accepting connections, lets the requests in flight finish (at most `seconds`), writes
    // the fetch counts and emits finished().
    void drain(int seconds);

    // In process (tests): the answer to `request` as the socket would get it (searches too,
    // on this thread).
    HttpReply answer(const HttpRequest& request);

signals:
    void finished();

private:
    std::optional<QByteArray> answerSocket(const FramedRequest& request, QTcpSocket* socket,
                                           bool close, const ConnectionGuard::Later& later);
    std::optional<HttpReply> limited(const HttpRequest& request);
    HttpReply routed(const HttpRequest& request);

    Registry& registry_;
    LiveHub* live_; // before the API, whose live routes use it
    ConnectionGuard* guard_;
    ApiRoutes api_;
    WebPages pages_;
    RequestLimiter limiter_;
    SearchPool* searches_ = nullptr; // none with searchThreads 0
    QTimer flusher_;
};

} // namespace gbxx::registry
