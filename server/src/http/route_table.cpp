#include "server/http/route_table.h"

namespace gbxx::registry {
namespace {

bool isParameter(const QString& part) {
    return part.size() > 2 && part.startsWith(QLatin1Char('{')) && part.endsWith(QLatin1Char('}'));
}

QString nameOf(const QString& part) {
    return part.mid(1, part.size() - 2);
}

} // namespace

QByteArray RouteTable::Route::allowed() const {
    QList<QByteArray> names;
    for (const auto& [method, handler] : methods) {
        names.append(method);
        if (method == "GET")
            names.append("HEAD");
    }
    return names.join(", ");
}

const RouteTable::Handler* RouteTable::Route::handlerFor(const QByteArray& method) const {
    const QByteArray wanted = method == "HEAD" ? QByteArray("GET") : method;
    for (const auto& [name, handler] : methods) {
        if (name == wanted)
            return &handler;
    }
    return nullptr;
}

RouteTable& RouteTable::parameter(const QString& name, Reader reader) {
    readers_.insert(name, std::move(reader));
    return *this;
}

RouteTable& RouteTable::on(const QByteArray& method, const QString& pattern, Handler handler) {
    for (Route& route : routes_) {
        if (route.pattern == pattern) {
            route.methods.append({method, std::move(handler)});
            return *this;
        }
    }
    Route route{pattern, pattern.split(QLatin1Char('/'), Qt::SkipEmptyParts), {}};
    for (const QString& part : route.parts) {
        // A pattern naming a type without a reader is the programmer's mistake, found at start.
        if (isParameter(part) && !readers_.contains(nameOf(part)))
            qFatal("RouteTable: %s uses {%s}, which has no reader", qPrintable(pattern),
                   qPrintable(nameOf(part)));
    }
    route.methods.append({method, std::move(handler)});
    routes_.append(std::move(route));
    return *this;
}

const RouteTable::Route* RouteTable::routeOf(const QStringList& segments) const {
    for (const Route& route : routes_) {
        if (route.parts.size() != segments.size())
            continue;
        bool matches = true;
        for (qsizetype i = 0; i < segments.size() && matches; ++i)
            matches = isParameter(route.parts[i]) || route.parts[i] == segments[i];
        if (matches)
            return &route;
    }
    return nullptr;
}

HttpReply RouteTable::answer(const HttpRequest& request) const {
    const Route* route = routeOf(request.segments);
    if (!route)
        return misses_.notFound();
    // The parameters first: a path naming no board is 404 whatever the method.
    PathParams params;
    for (qsizetype i = 0; i < route->parts.size(); ++i) {
        if (!isParameter(route->parts[i]))
            continue;
        if (std::optional<HttpReply> refusal =
                readers_.value(nameOf(route->parts[i]))(request.segments[i], params))
            return *refusal;
    }
    const Handler* handler = route->handlerFor(request.method);
    if (!handler)
        return misses_.methodNotAllowed(route->allowed());
    return (*handler)(request, params);
}

bool RouteTable::routesTo(const HttpRequest& request, const QString& pattern) const {
    const Route* route = routeOf(request.segments);
    return route && route->pattern == pattern && route->handlerFor(request.method);
}

} // namespace gbxx::registry
