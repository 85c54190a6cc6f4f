#include "registry_fetch/board_fetcher.h"

#include "board_cache.h"
#include "http_get.h"

#include "gbxx/board_patch.h"
#include "gbxx/codec.h"
#include "gbxx/sha256.h"

#include <chrono>
#include <cstdlib>
#include <thread>

namespace gbxx {

using fetching::BoardCache;
using fetching::HttpRequest;

namespace {

FetchError failure(FetchErrorKind kind, std::string message) {
    FetchError e;
    e.kind = kind;
    e.id = std::string(fetchErrorId(kind));
    e.message = std::move(message);
    return e;
}

bool worthRetrying(const RegistryAnswer& a) {
    return a.status == 0 || a.status == 429 || a.status == 502 || a.status == 503 ||
           a.status == 504;
}

// One request, sent again while the registry is unavailable or asks to wait, as the options
// allow: the pause doubles from backoffMs, or is what Retry-After says; an answer that asks for a
// longer wait than maxPauseMs is handed back at once.
RegistryAnswer sendWithRetries(const HttpRequest& request, const FetchOptions& options, int& tries) {
    RegistryAnswer answer;
    long long pause = options.backoffMs;
    for (int attempt = 1;; ++attempt) {
        ++tries;
        answer = fetching::send(request);
        if (!worthRetrying(answer) || attempt >= std::max(1, options.attempts))
            return answer;
        long long wait = pause;
        if (const auto after = parseRetryAfter(answer.retryAfter))
            wait = std::max(wait, 1000LL * *after);
        if (wait > options.maxPauseMs)
            return answer;
        std::this_thread::sleep_for(std::chrono::milliseconds(wait));
        pause *= 2;
    }
}

std::string registryOf(const FetchOptions& options) {
    if (!options.registry.empty())
        return options.registry;
    const char* given = std::getenv(kRegistryVariable);
    return given && *given ? given : kDefaultRegistry;
}

} // namespace

BoardFetcher::BoardFetcher(FetchOptions options) : options_(std::move(options)) {}

std::variant<FetchResult, FetchError> BoardFetcher::fetch(std::string_view text) const {
    const std::optional<CodeReference> asked = parseCodeReference(text);
    if (!asked)
        return failure(FetchErrorKind::BadReference,
                       "'" + std::string(text.substr(0, 40)) +
                           "' is not a board code: five letters and digits, then @REV if pinned");
    const BoardCache cache(options_.cache);
    const std::string base = registryOf(options_);
    FetchResult result;
    result.tries = 0;

    // A pinned revision never changes: the cache's copy is the answer.
    if (asked->revision > 0) {
        if (auto cached = cache.revision(asked->code, asked->revision)) {
            result.board = std::move(*cached);
            result.fromCache = true;
            return result;
        }
    }
    const std::optional<FetchedRevision> latest =
        asked->revision == 0 ? cache.latest(asked->code) : std::nullopt;

    HttpRequest request;
    request.url = registryUrl(base, boardPath(*asked));
    request.timeoutMs = options_.timeoutMs;
    request.maxBody = kMaxFileSize;
    if (latest)
        request.ifNoneMatch = '"' + latest->sha256 + '"';

    // With a cached latest and patches allowed: ask first (HEAD) whether it is still the latest,
    // and make the newer one from it through the patch, which holds only the tiles that changed.
    if (latest && options_.usePatches) {
        HttpRequest head = request;
        head.head = true;
        const RegistryAnswer headers = sendWithRetries(head, options_, result.tries);
        if (headers.status == 304) {
            result.board = *latest;
            result.fromCache = true;
            return result;
        }
        const int newest = headers.status == 200 ? revisionNamed(headers.contentLocation, asked->code) : 0;
        const std::string newestSha = shaOfEtag(headers.etag);
        if (newest > latest->revision && !newestSha.empty()) {
            HttpRequest patchRequest;
            patchRequest.url = registryUrl(base, patchPath(asked->code, latest->revision, newest));
            patchRequest.timeoutMs = options_.timeoutMs;
            patchRequest.maxBody = 2 * kMaxFileSize;
            const RegistryAnswer patch = sendWithRetries(patchRequest, options_, result.tries);
            if (patch.status == 200) {
                if (const ReadResult cached = readBoard(latest->bytes); cached) {
                    auto applied = applyPatch(*cached.board, patch.body);
                    if (const Board* made = std::get_if<Board>(&applied)) {
                        // The patch's result is checked as a fetched board is: its bytes must be
                        // what the registry named as the latest (the HEAD's ETag and revision).
                        RegistryAnswer asIfFetched;
                        asIfFetched.status = 200;
                        asIfFetched.body = writeBoard(*made);
                        asIfFetched.etag = '"' + newestSha + '"';
                        asIfFetched.contentLocation = headers.contentLocation;
                        auto read = readBoardAnswer(*asked, asIfFetched);
                        if (auto* board = std::get_if<FetchedRevision>(&read)) {
                            if (auto why = cache.store(*board, true))
                                return failure(FetchErrorKind::Cache, *why);
                            result.board = std::move(*board);
                            result.throughPatch = true;
                            return result;
                        }
                    }
                }
            }
            // No patch to be had (an older registry, boards of two sizes, a damaged one): whole.
        }
    }

    const RegistryAnswer answer = sendWithRetries(request, options_, result.tries);
    if (answer.status == 304 && latest) {
        result.board = *latest;
        result.fromCache = true;
        return result;
    }
    auto read = readBoardAnswer(*asked, answer);
    if (auto* error = std::get_if<FetchError>(&read))
        return std::move(*error);
    FetchedRevision& board = std::get<FetchedRevision>(read);
    if (auto why = cache.store(board, asked->revision == 0))
        return failure(FetchErrorKind::Cache, *why);
    result.board = std::move(board);
    return result;
}

} // namespace gbxx
