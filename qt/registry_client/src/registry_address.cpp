#include "registry_client/registry_address.h"

#include <QSettings>

namespace gbxx {
namespace {

// The editor's own settings (organisation and application as gbxx-editor sets them).
QSettings editorSettings() {
    return QSettings(QStringLiteral("GameBoardXX"), QStringLiteral("gbxx-editor"));
}

const QString kKey = QStringLiteral("registry/address");

} // namespace

QString registrySetting() {
    return editorSettings().value(kKey).toString();
}

void setRegistrySetting(const QString& url) {
    QSettings settings = editorSettings();
    if (url.isEmpty())
        settings.remove(kKey);
    else
        settings.setValue(kKey, url);
}

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

std::optional<QUrl> registryAddress(const QString& option, QString* why) {
    QString text = option;
    if (text.isEmpty())
        text = qEnvironmentVariable("GBXX_REGISTRY");
    if (text.isEmpty())
        text = registrySetting();
    if (text.isEmpty())
        text = QString::fromLatin1(kDefaultRegistry);
    return parseRegistryUrl(text, why);
}

} // namespace gbxx
