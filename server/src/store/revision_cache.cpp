#include "server/store/revision_cache.h"

namespace gbxx::registry {

std::optional<StoredRevision> RevisionCache::find(const QString& code, int revision) const {
    if (revision == 0) {
        const auto latest = latest_.constFind(code);
        if (latest == latest_.constEnd())
            return std::nullopt;
        revision = *latest;
    }
    const auto it = revisions_.constFind(key(code, revision));
    if (it == revisions_.constEnd())
        return std::nullopt;
    return *it;
}

void RevisionCache::keep(const StoredRevision& stored, bool latest) {
    if (stored.bytes.isEmpty())
        return;
    const QString k = key(stored.code, stored.revision);
    if (!revisions_.contains(k)) {
        if (bytes_ + stored.bytes.size() > budget_) {
            // Start again rather than track ages: a fetch after this reads the database once.
            revisions_.clear();
            latest_.clear();
            bytes_ = 0;
        }
        revisions_.insert(k, stored);
        bytes_ += stored.bytes.size();
    }
    if (latest)
        latest_.insert(stored.code, stored.revision);
}

} // namespace gbxx::registry
