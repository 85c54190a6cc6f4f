#include "server/http/http_reply.h"

#include <QJsonDocument>

namespace gbxx::registry {

QByteArray reasonPhrase(int status) {
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 204:
        return "No Content";
    case 304:
        return "Not Modified";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 413:
        return "Content Too Large";
    case 415:
        return "Unsupported Media Type";
    case 422:
        return "Unprocessable Content";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 507:
        return "Insufficient Storage";
    default:
        return "Status";
    }
}

HttpReply HttpReply::json(int status, const QJsonObject& object) {
    HttpReply reply;
    reply.status = status;
    reply.header("Content-Type", "application/json; charset=utf-8");
    reply.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    reply.body.append('\n');
    return reply;
}

HttpReply HttpReply::error(int status, const QString& id, const QString& message,
                           const QJsonObject& more) {
    QJsonObject object = more;
    object.insert(QStringLiteral("error"), id);
    object.insert(QStringLiteral("message"), message);
    return json(status, object);
}

HttpReply HttpReply::html(int status, const QString& page) {
    HttpReply reply;
    reply.status = status;
    reply.header("Content-Type", "text/html; charset=utf-8");
    reply.body = page.toUtf8();
    return reply;
}

QByteArray HttpReply::serialize(bool head, bool close) const {
    QByteArray out;
    out.reserve(160 + (head ? 0 : body.size()));
    out += "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    for (const auto& [name, value] : headers)
        out += name + ": " + value + "\r\n";
    if (status != 304 && status != 204)
        out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    if (close)
        out += "Connection: close\r\n";
    out += "\r\n";
    if (!head && status != 304 && status != 204)
        out += body;
    return out;
}

} // namespace gbxx::registry
