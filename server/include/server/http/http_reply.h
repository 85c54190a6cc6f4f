#pragma once
// One HTTP answer as the registry writes it: status, headers, body. Written straight to the
// socket (HTTP/1.1, keep-alive), so every header is ours and none is added behind our back.

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

namespace gbxx::registry {

struct HttpReply {
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers; // besides Content-Length
    QByteArray body;

    HttpReply& header(const QByteArray& name, const QByteArray& value) {
        headers.append({name, value});
        return *this;
    }

    // A JSON object, UTF-8.
    static HttpReply json(int status, const QJsonObject& object);
    // The API's error shape: {"error": ID, "message": TEXT} and any more keys.
    static HttpReply error(int status, const QString& id, const QString& message,
                           const QJsonObject& more = {});
    static HttpReply html(int status, const QString& page);

    // The bytes on the wire; `head` leaves the body out (HEAD), keeping its length.
    QByteArray serialize(bool head, bool close) const;
};

QByteArray reasonPhrase(int status);

} // namespace gbxx::registry
