#include "server/store/byte_cache.h"

namespace gbxx::registry {

std::optional<QByteArray> ByteCache::find(const QString& key) const {
    const auto it = kept_.constFind(key);
    if (it == kept_.constEnd())
        return std::nullopt;
    return *it;
}

void ByteCache::keep(const QString& key, const QByteArray& bytes) {
    if (kept_.contains(key) || bytes.size() > budget_)
        return;
    if (bytes_ + bytes.size() > budget_) {
        // Start again rather than track ages, as RevisionCache does: what is asked for again is
        // made once more.
        kept_.clear();
        bytes_ = 0;
    }
    kept_.insert(key, bytes);
    bytes_ += bytes.size();
}

} // namespace gbxx::registry
