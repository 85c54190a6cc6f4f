#include "server/http/registry_http_server.h"

#include "gbxx/codec.h"
#include "server/http/refusal.h"
#include "server/pages/refusal_page.h"
#include "server/pages/search_page.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTcpSocket>
#include <QSysInfo>
#include <QUrl>

#include <algorithm>

#include <sys/resource.h>

namespace gbxx::registry {
namespace {

// Connections beyond this many descriptors below the process's limit are refused: the database,
// its files, the listening socket, standard streams and Qt's own need some.
constexpr qsizetype kReservedDescriptors = 64;

// As many connections as the process's limit of open files allows (its soft limit, as the one
// who started it set it: each connection may hold up to 1.5 MiB of answers queued, so more
// connections are the operator's choice, made with `ulimit -n`).
qsizetype connectionCap() {
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return 1024 - kReservedDescriptors;
    const auto descriptors = static_cast<qsizetype>(std::min<rlim_t>(limit.rlim_cur, 1 << 20));
    return std::max<qsizetype>(1, descriptors - kReservedDescriptors);
}

QByteArray methodOf(const QByteArray& method) {
    for (const char* known : {"GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"}) {
        if (method == known)
            return method;
    }
    return "OTHER";
}

HttpRequest requestOf(const FramedRequest& request, QTcpSocket* socket) {
    HttpRequest r;
    r.method = methodOf(request.method);
    const QUrl url = QUrl::fromEncoded(request.target);
    const QByteArray path = url.path(QUrl::FullyEncoded).toLatin1();
    for (const QByteArray& part : path.split('/')) {
        if (!part.isEmpty())
            r.segments.append(QUrl::fromPercentEncoding(part));
    }
    r.query = QUrlQuery(url.query());
    for (const auto& [name, value] : request.headers)
        r.headers.insert(name, value);
    r.body = request.body;
    const QHostAddress peer = socket->peerAddress();
    r.peer = peer.toString();
    // Behind a proxy on this machine (nginx), the client is the one it names.
    if (peer.isLoopback() && !r.header("x-real-ip").isEmpty())
        r.peer = QString::fromLatin1(r.header("x-real-ip").left(64));
    return r;
}

} // namespace

RegistryHttpServer::RegistryHttpServer(Registry& registry, QObject* parent)
    : QObject(parent)
    , registry_(registry)
    , live_(new LiveHub(registry, this))
    , guard_(new ConnectionGuard(
          {16 * 1024, static_cast<qint64>(kMaxFileSize), registry.options().requestSeconds,
           registry.options().idleSeconds, 1024 * 1024, connectionCap()},
          [this](const FramedRequest& request, QTcpSocket* socket, bool close,
                 const ConnectionGuard::Later& later) {
              return answerSocket(request, socket, close, later);
          },
          this))
    , api_(registry, live_)
    , pages_(registry)
    , limiter_(registry.options().requestLimit) {
    if (registry.options().searchThreads > 0)
        searches_ =
            new SearchPool(registry.session().target(), registry.options().searchThreads, this);
    guard_->setUpgrader(&LiveHub::isLiveTarget, [this](QTcpSocket* socket) { live_->take(socket); });
    connect(&flusher_, &QTimer::timeout, this, [this] { registry_.flushDownloads(); });
    flusher_.start(1000);
}

quint16 RegistryHttpServer::listenOn(const QHostAddress& address, quint16 port, QString* why) {
    // A crowd connecting at once (a thousand watchers of a live session after a restart) waits
    // in the system's queue rather than having its connections dropped and retried seconds later.
    guard_->setListenBacklogSize(1024);
    if (!guard_->listen(address, port)) {
        *why = guard_->errorString();
        return 0;
    }
    live_->setServerName(
        QStringLiteral("%1:%2").arg(QSysInfo::machineHostName()).arg(guard_->serverPort()));
    return guard_->serverPort();
}

void RegistryHttpServer::drain(int seconds) {
    live_->releaseAll();
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

// Whether `request` is a program's (the API's JSON answers) rather than a reader's (pages).
static bool forProgram(const HttpRequest& request) {
    return !request.segments.isEmpty() && request.segments[0] == QLatin1String("api");
}

static HttpReply refused(const HttpRequest& request, const Refusal& refusal) {
    return forProgram(request) ? refusal.json() : refusalPage(refusal);
}

std::optional<HttpReply> RegistryHttpServer::limited(const HttpRequest& r) {
    const int wait = limiter_.wait(r.peer);
    if (wait <= 0)
        return std::nullopt;
    return refused(r, tooManyRequests(wait, registry_.options().requestLimit, r.peer));
}

HttpReply RegistryHttpServer::answer(const HttpRequest& r) {
    if (std::optional<HttpReply> refusal = limited(r))
        return *refusal;
    return routed(r);
}

HttpReply RegistryHttpServer::routed(const HttpRequest& r) {
    const quint64 commits = registry_.session().commits();
    try {
        if (r.segments.size() >= 2 && r.segments[0] == QLatin1String("api") &&
            r.segments[1] == QLatin1String("v1"))
            return api_.handle(r);
        if (forProgram(r))
            return HttpReply::error(404, QStringLiteral("not-found"),
                                    QStringLiteral("this registry speaks /api/v1"));
        return pages_.handle(r);
    } catch (const SqlFailure& failure) {
        // Whether this request may have changed something: the database was lost during its
        // commit, or after one of its commits.
        const bool writes = r.method == "POST" || r.method == "PATCH";
        return refused(
            r, refusalFor(failure,
                          writes && (failure.inDoubt || registry_.session().commits() != commits)));
    }
}

std::optional<QByteArray> RegistryHttpServer::answerSocket(const FramedRequest& request,
                                                           QTcpSocket* socket, bool close,
                                                           const ConnectionGuard::Later& later) {
    const HttpRequest r = requestOf(request, socket);
    const bool head = r.method == "HEAD";
    std::optional<HttpReply> reply = limited(r);
    if (!reply && searches_) {
        std::function<HttpReply(BoardSearch&)> search;
        if (api_.isSearch(r)) {
            std::variant<SearchQuery, HttpReply> query = ApiRoutes::searchQuery(r);
            if (auto* refusal = std::get_if<HttpReply>(&query))
                reply = std::move(*refusal);
            else
                search = [q = std::get<SearchQuery>(std::move(query))](BoardSearch& on) {
                    return ApiRoutes::searchAnswer(on, q);
                };
        } else if (pages_.isSearch(r)) {
            search = [r](BoardSearch& on) { return searchPage(on, r); };
        }
        if (search) {
            // On its thread a search reads and never writes: a failure is the same map's.
            SearchPool::Job job = [r, search = std::move(search)](BoardSearch& on) {
                try {
                    return search(on);
                } catch (const SqlFailure& failure) {
                    return refused(r, refusalFor(failure, false));
                }
            };
            searches_->run(std::move(job), [later, head, close](const HttpReply& answer) {
                later(answer.serialize(head, close));
            });
            return std::nullopt;
        }
    }
    if (!reply)
        reply = routed(r);
    registry_.session().finishStatements();
    return reply->serialize(head, close);
}

} // namespace gbxx::registry
