#pragma once
// A request as the handlers see it: the method, the path's segments, the query, the headers by
// lower-case name and the body. Made from Qt's parsed request, or by hand in a test.

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QUrlQuery>

namespace gbxx::registry {

struct HttpRequest {
    QByteArray method;    // "GET", "POST" …
    QStringList segments; // "/api/v1/boards/X" → {"api", "v1", "boards", "X"}, percent-decoded
    QUrlQuery query;
    QHash<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
    QString peer; // the client's address

    QByteArray header(const QByteArray& lowerName) const { return headers.value(lowerName); }
    // A query value, decoded as a form's ('+' is a space); empty when absent.
    QString param(const QString& key) const;
    bool hasParam(const QString& key) const { return query.hasQueryItem(key); }
    // "http://host" as the client addressed this server (Host, X-Forwarded-Proto).
    QString base() const;
};

// The token of an Authorization header's value "Bearer TOKEN" (the scheme's name in any case,
// RFC 9110, 11.1); empty for anything else.
QString bearerToken(const QByteArray& authorization);

} // namespace gbxx::registry
