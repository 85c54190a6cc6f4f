#include "server/http_request.h"

namespace gbxx::registry {

QString HttpRequest::param(const QString& key) const {
    return query.queryItemValue(key, QUrl::FullyDecoded);
}

QString HttpRequest::base() const {
    const QByteArray proto = header("x-forwarded-proto");
    QString host = QString::fromLatin1(header("host"));
    // Only what a host name and port may hold: a Host header ends up in links of our pages.
    for (const QChar c : host) {
        if (!(c.isLetterOrNumber() || c == QLatin1Char('.') || c == QLatin1Char(':') ||
              c == QLatin1Char('-') || c == QLatin1Char('[') || c == QLatin1Char(']')) ||
            c.unicode() > 127) {
            host.clear();
            break;
        }
    }
    if (host.isEmpty())
        host = QStringLiteral("localhost");
    return (proto == "https" ? QStringLiteral("https://") : QStringLiteral("http://")) + host;
}

} // namespace gbxx::registry
