#include "server/pages/html.h"

#include <QDateTime>
#include <QLocale>
#include <QUrl>

namespace gbxx::registry {

QString escaped(const QString& text) {
    QString out;
    out.reserve(text.size() + text.size() / 8);
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        switch (u) {
        case u'&':
            out += QLatin1String("&amp;");
            break;
        case u'<':
            out += QLatin1String("&lt;");
            break;
        case u'>':
            out += QLatin1String("&gt;");
            break;
        case u'"':
            out += QLatin1String("&quot;");
            break;
        case u'\'':
            out += QLatin1String("&#39;");
            break;
        default:
            if ((u < 0x20 && u != u'\t' && u != u'\n') || (u >= 0x7f && u <= 0x9f))
                out += QChar(0xfffd);
            else
                out += c;
        }
    }
    return out;
}

QString queryString(const QList<QPair<QString, QString>>& pairs) {
    QString out;
    for (const auto& [key, value] : pairs) {
        if (value.isEmpty())
            continue;
        out += out.isEmpty() ? QLatin1Char('?') : QLatin1Char('&');
        out += QString::fromLatin1(QUrl::toPercentEncoding(key)) + QLatin1Char('=') +
               QString::fromLatin1(QUrl::toPercentEncoding(value));
    }
    return out;
}

QString utcText(qint64 ms) {
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC)
               .toString(QStringLiteral("yyyy-MM-dd HH:mm")) +
           QStringLiteral(" UTC");
}

QString utcDayText(qint64 ms) {
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd"));
}

QString countText(qint64 count) {
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(count);
}

} // namespace gbxx::registry
