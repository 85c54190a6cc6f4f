#pragma once
// A registry's refusal in the user's language. The API's errors carry a fixed id
// (docs/registry-api.md: "not-found", "unauthorized" …) and an English message; the editor says
// each id it knows in its own translated words, with what it asked for ("no board has the code
// BBBBB"), and quotes the registry's own text only for an id it does not know. A failure without
// an answer (no connection, a time-out) is the client's own reason.

#include "registry_client/registry_types.h"

#include <QString>
#include <QStringList>

namespace gbxx {

// What the editor asked the registry, for the words of a refusal.
struct RegistryAsk {
    enum class What { Other, Account, Publish, Fetch, Search };
    RegistryAsk() = default;
    RegistryAsk(What asked, QString boardCode = {}, int boardRevision = 0)
        : what(asked)
        , code(std::move(boardCode))
        , revision(boardRevision) {}

    What what = What::Other;
    QString code;     // a fetch's board code
    int revision = 0; // a fetch's revision; 0 for the latest
};

// `error` as the editor says it, after "Not published: " and the like.
QString registryProblem(const RegistryError& error, const RegistryAsk& ask = {});

// The error ids the editor has words of its own for.
QStringList knownRegistryErrorIds();

} // namespace gbxx
