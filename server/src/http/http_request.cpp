#include "server/http/http_request.h"

namespace gbxx::registry {

QString HttpRequest::param(const QString& key) const {
    // As browsers and most HTTP libraries send a query (application/x-www-form-urlencoded): a
    // space is '+', a '+' is %2B.
    QString raw = query.queryItemValue(key, QUrl::FullyEncoded);
    raw.replace(QLatin1Char('+'), QLatin1Char(' '));
    return QUrl::fromPercentEncoding(raw.toUtf8());
}

QString bearerToken(const QByteArray& value) {
    const QByteArray authorization = value.trimmed();
    if (authorization.size() < 8 || authorization.left(6).toLower() != "bearer" ||
        (authorization[6] != ' ' && authorization[6] != '\t'))
        return {};
    return QString::fromLatin1(authorization.mid(7).trimmed());
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
