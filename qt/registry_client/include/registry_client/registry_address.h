#pragma once
// Which registry the command line and the editor talk to: --registry URL, else GBXX_REGISTRY, else
// the editor's setting (Preferences ▸ Registry), else a registry on this machine.

#include <QString>
#include <QUrl>

#include <optional>

namespace gbxx {

inline constexpr const char* kDefaultRegistry = "http://127.0.0.1:8640";

// The editor's setting, read and written here so the command line reads the same key.
QString registrySetting();
void setRegistrySetting(const QString& url);

// `option`: the command line's --registry (empty when not given). Nothing, with `why`, for a URL
// that is not http(s)://HOST[:PORT][/PATH].
std::optional<QUrl> registryAddress(const QString& option, QString* why);
std::optional<QUrl> parseRegistryUrl(const QString& text, QString* why);

} // namespace gbxx
