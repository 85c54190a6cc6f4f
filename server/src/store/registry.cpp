#include "server/store/registry.h"

namespace gbxx::registry {

Registry::Registry(std::unique_ptr<SqlSession> session, RegistryOptions options)
    : session_(std::move(session))
    , options_(options)
    , accounts_(*session_)
    , boards_(*session_, options.publishLimit)
    , search_(*session_) {}

void Registry::flushDownloads() {
    if (downloads_.isEmpty())
        return;
    try {
        boards_.addDownloads(downloads_);
        downloads_.clear();
    } catch (const SqlFailure&) {
        // kept: counted again when the database is back
    }
}

} // namespace gbxx::registry
