#pragma once
// Which registry a program talks to. The library reads no settings and no environment: each
// program gathers its own choices in its own order (the command line: --registry, GBXX_REGISTRY,
// the editor's saved address; the editor: GBXX_REGISTRY, Preferences ▸ Registry) and this checks
// the first one given, falling back to a registry on this machine.

#include "gbxx/registry_protocol.h"

#include <QString>
#include <QUrl>

#include <initializer_list>
#include <optional>

namespace gbxx {

// kDefaultRegistry and kRegistryVariable (which both programs put before their saved choice, each
// reading it itself) are the core's (gbxx/registry_protocol.h), shared with the games' fetch.

// The first of `choices` that is not empty, else kDefaultRegistry. Nothing, with `why`, for a URL
// that is not http(s)://HOST[:PORT][/PATH]. A choice of blanks is not empty: it is refused, not
// skipped, so that a mistyped --registry " " is reported.
std::optional<QUrl> registryAddress(std::initializer_list<QString> choices, QString* why);
std::optional<QUrl> parseRegistryUrl(const QString& text, QString* why);

} // namespace gbxx
