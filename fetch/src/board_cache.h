#pragma once
// The fetch library's cache folder (board_fetcher.h says its layout): revisions by code, each
// kept with its SHA-256 and checked against it when read, and which one was the latest. Writes go
// to a temporary file that is synced and renamed into place, so a crash leaves a revision whole or
// absent.

#include "gbxx/registry_protocol.h"

#include <filesystem>
#include <optional>
#include <string>

namespace gbxx::fetching {

class BoardCache {
public:
    explicit BoardCache(std::filesystem::path folder) : folder_(std::move(folder)) {}
    bool enabled() const { return !folder_.empty(); }

    // Revision N of `code` as cached, its bytes matching their recorded SHA-256; nothing when it
    // is not there or does not match (then it is as good as absent).
    std::optional<FetchedRevision> revision(const std::string& code, int revision) const;
    // The latest revision fetched of `code`.
    std::optional<FetchedRevision> latest(const std::string& code) const;
    // Keeps a checked revision; `isLatest`: as the code's latest. Why it could not, or nothing.
    std::optional<std::string> store(const FetchedRevision& board, bool isLatest) const;

private:
    std::filesystem::path folder_;
};

} // namespace gbxx::fetching
