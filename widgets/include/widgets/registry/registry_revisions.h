#pragma once
// Which revisions the registry holds of the boards whose codes the editor meets (a library row, a
// board opened), asked once per code (meta) and kept while the address stays the same, so that a
// board can say "revision 4 is in the registry" without a request per look.

#include "registry_client/registry_types.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <optional>

namespace gbxx {

class RegistryConnection;

class RegistryRevisions : public QObject {
    Q_OBJECT

public:
    explicit RegistryRevisions(RegistryConnection& connection, QObject* parent = nullptr);

    struct Newer {
        int latest = 0; // the registry's latest revision
        int yours = 0;  // the revision whose bytes the board holds
    };
    // For a board with `code` whose bytes have the SHA-256 `sha256`: the latest revision when it is
    // newer than the one the board is. Nothing while it is not known yet (it is asked now, and
    // learned() follows), when the registry does not know the code or cannot be reached, and for a
    // board that is no revision of it (changed since, or someone else's code).
    std::optional<Newer> newer(const QString& code, const QString& sha256);
    // Forgets what is known of `code` (it was just published).
    void forget(const QString& code);

signals:
    void learned(const QString& code);

private:
    void ask(const QString& code);

    RegistryConnection& connection_;
    QHash<QString, RegistryBoard> known_;
    QSet<QString> unknown_; // asked: no such board, or no answer
    QSet<QString> asking_;
};

} // namespace gbxx
