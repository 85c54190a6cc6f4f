#include "registry_client/registry_address.h"

namespace gbxx {

std::optional<QUrl> parseRegistryUrl(const QString& text, QString* why) {
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")) ||
        url.host().isEmpty() || url.hasQuery() || url.hasFragment()) {
        *why = QStringLiteral("not a registry address (http://HOST[:PORT]): %1").arg(text);
        return std::nullopt;
    }
    return url;
}

std::optional<QUrl> registryAddress(std::initializer_list<QString> choices, QString* why) {
    for (const QString& choice : choices)
        if (!choice.isEmpty())
            return parseRegistryUrl(choice, why);
    return parseRegistryUrl(QString::fromLatin1(kDefaultRegistry), why);
}

} // namespace gbxx
