#include "widgets/registry/registry_revisions.h"

#include "gbxx/registry_code.h"
#include "widgets/registry/registry_connection.h"

namespace gbxx {

RegistryRevisions::RegistryRevisions(RegistryConnection& connection, QObject* parent)
    : QObject(parent)
    , connection_(connection) {
    connect(&connection_, &RegistryConnection::changed, this, [this] {
        known_.clear();
        unknown_.clear();
    });
}

std::optional<RegistryRevisions::Newer> RegistryRevisions::newer(const QString& code,
                                                                 const QString& sha256) {
    const std::optional<std::string> canonical = canonicalCode(code.toStdString());
    if (!canonical || sha256.isEmpty())
        return std::nullopt;
    const QString key = QString::fromStdString(*canonical);
    const auto found = known_.constFind(key);
    if (found == known_.cend()) {
        if (!unknown_.contains(key))
            ask(key);
        return std::nullopt;
    }
    const RegistryBoard& board = *found;
    for (const RegistryRevision& revision : board.revisions)
        if (revision.sha256.compare(sha256, Qt::CaseInsensitive) == 0)
            return revision.revision < board.revision
                       ? std::optional<Newer>(Newer{board.revision, revision.revision})
                       : std::nullopt;
    return std::nullopt;
}

void RegistryRevisions::forget(const QString& code) {
    known_.remove(code);
    unknown_.remove(code);
}

void RegistryRevisions::ask(const QString& code) {
    RegistryClient* client = connection_.client();
    if (!client || asking_.contains(code))
        return;
    asking_.insert(code);
    client->meta(code, [this, code](RegistryResult<RegistryBoard> result) {
        asking_.remove(code);
        if (auto* board = std::get_if<RegistryBoard>(&result))
            known_.insert(code, std::move(*board));
        else
            unknown_.insert(code); // asked again after the address changes
        emit learned(code);
    });
}

} // namespace gbxx
