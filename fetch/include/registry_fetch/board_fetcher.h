#pragma once
// Boards by their registry code for games, without Qt (libcurl; GameBoardXX::registry_fetch):
//
//     gbxx::FetchOptions options;
//     options.cache = "cache/boards";
//     auto fetched = gbxx::BoardFetcher(options).fetch("B7K2Q");
//     if (auto* ok = std::get_if<gbxx::FetchResult>(&fetched))
//         play(*gbxx::readBoard(ok->board.bytes).board);
//
// What an answer means is the core's (gbxx/registry_protocol.h), shared with the editor's client;
// this adds the sending: timeouts, retries with backoff, the cache, and patches.
//
// The cache folder holds, per code, every revision fetched (`CODE/N.board`, with its SHA-256 in
// `CODE/N.sha256`) and which one was the latest (`CODE/latest`: "N SHA"). A pinned revision never
// changes, so CODE@N is served from the cache without asking. For the latest, the registry is
// asked whether the cached one is still it (If-None-Match: a 304 costs no board); when it is not,
// the newer revision is made from the cached one through the registry's patch, and fetched whole
// only when no patch can be had. Nothing that fails its checks is ever cached.

#include "gbxx/registry_protocol.h"

#include <filesystem>
#include <string>
#include <variant>

namespace gbxx {

struct FetchOptions {
    std::string registry;          // base address; empty: $GBXX_REGISTRY, else kDefaultRegistry
    std::filesystem::path cache;   // empty: no cache
    int timeoutMs = 20000;         // a try's whole time
    int attempts = 3;              // tries of a request that found the registry unavailable
    int backoffMs = 1000;          // the pause before the second try; doubled before each next
    int maxPauseMs = 30000;        // the longest pause, also for Retry-After; longer: the error
    bool usePatches = true;        // update a cached revision through the registry's patch
};

struct FetchResult {
    FetchedRevision board;     // passed every check of readBoardAnswer
    bool fromCache = false;    // no board bytes crossed the network
    bool throughPatch = false; // made from the cached revision and the registry's patch
    int tries = 1;             // requests sent for it (0: served from the cache without asking)
};

class BoardFetcher {
public:
    explicit BoardFetcher(FetchOptions options = {});
    const FetchOptions& options() const { return options_; }
    // CODE (the latest) or CODE@REV.
    std::variant<FetchResult, FetchError> fetch(std::string_view reference) const;

private:
    FetchOptions options_;
};

} // namespace gbxx
