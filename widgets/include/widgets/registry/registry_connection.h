#pragma once
// The board registry the window talks to: its address (GBXX_REGISTRY, else Preferences ▸ Registry,
// else this machine, as the command line finds it) and one client for every request, with the
// token kept for that address (TokenStore), read the first time a request needs it.

#include "registry_client/registry_client.h"

#include <QObject>
#include <QUrl>

#include <optional>

namespace gbxx {

class RegistryConnection : public QObject {
    Q_OBJECT

public:
    explicit RegistryConnection(QObject* parent = nullptr);

    // Null while the address is not one (problem() says why). It sends the token once token() has
    // read it: searches and fetches need none, so the key ring is not asked for them.
    RegistryClient* client();
    QUrl address() const { return address_; }
    QString problem() const { return problem_; }
    // The address as people read it: "registry.example.org", "127.0.0.1:8640".
    QString shownAddress() const;

    // The token for this address, read once; nothing when none is stored.
    std::optional<QString> token();

    // The address or the token changed (Preferences): both are read again.
    void reload();

signals:
    void changed();

private:
    void readAddress();

    RegistryClient client_;
    QUrl address_;
    QString problem_;
    std::optional<std::optional<QString>> token_; // outer: read yet
};

} // namespace gbxx
