#pragma once
// Which handler answers a request: a table of path patterns ("/api/v1/boards/{code}") and the
// methods each takes. A pattern's {parameters} are typed: each type's reader turns the segment
// into its value in PathParams, or refuses it (404, in the table's own words) before any handler
// runs, so a handler never sees a code that is not one. A path no pattern has is 404; a method the
// pattern does not take is 405 with Allow. GET also answers HEAD.

#include "server/http/http_reply.h"
#include "server/http/http_request.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace gbxx::registry {

// The values of a path's parameters, by type.
struct PathParams {
    QString code;     // {code}: a board code, as the registry writes it
    int revision = 0; // {revision}: 1, 2 …
    QString text;     // {text}: the segment as it is
};

class RouteTable {
public:
    using Handler = std::function<HttpReply(const HttpRequest&, const PathParams&)>;
    // A parameter type's reader: fills its field of PathParams from `segment` (the parameters
    // to its left are read already) and gives nothing, or gives the answer refusing it.
    using Reader = std::function<std::optional<HttpReply>(const QString& segment, PathParams&)>;
    // The answers to a path no pattern has, and to a method a pattern does not take.
    struct Misses {
        std::function<HttpReply()> notFound;
        std::function<HttpReply(const QByteArray& allowed)> methodNotAllowed;
    };

    explicit RouteTable(Misses misses)
        : misses_(std::move(misses)) {}

    // Patterns may use {name} once `name` has its reader.
    RouteTable& parameter(const QString& name, Reader reader);
    RouteTable& on(const QByteArray& method, const QString& pattern, Handler handler);

    HttpReply answer(const HttpRequest& request) const;
    // Whether `request` is for `pattern` with a method it takes (parameters not read).
    bool routesTo(const HttpRequest& request, const QString& pattern) const;

private:
    struct Route {
        QString pattern;
        QStringList parts; // literal segments, or "{name}"
        QList<QPair<QByteArray, Handler>> methods;
        QByteArray allowed() const;
        const Handler* handlerFor(const QByteArray& method) const;
    };

    const Route* routeOf(const QStringList& segments) const;

    Misses misses_;
    QHash<QString, Reader> readers_;
    QList<Route> routes_;
};

} // namespace gbxx::registry
