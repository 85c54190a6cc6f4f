// gbxx_fetch: boards by registry code through the fetch library (registry_fetch, libcurl).

#include "abi_fetch.h"
#include "abi_registry.h"
#include "abi_status.h"

#include "gbxx/codec.h"
#include "registry_fetch/board_fetcher.h"

using namespace gbxx;
using namespace gbxx::abi;

namespace gbxx::abi {

FetchOptions fetchOptionsOf(const gbxx_fetch_options& o) {
    FetchOptions chosen;
    chosen.registry = o.registry ? o.registry : "";
    chosen.cache = o.cache_dir ? o.cache_dir : "";
    chosen.timeoutMs = o.timeout_ms > 0 ? o.timeout_ms : chosen.timeoutMs;
    chosen.attempts = o.attempts > 0 ? o.attempts : 1;
    chosen.backoffMs = o.backoff_ms >= 0 ? o.backoff_ms : chosen.backoffMs;
    chosen.maxPauseMs = o.max_pause_ms >= 0 ? o.max_pause_ms : chosen.maxPauseMs;
    chosen.usePatches = o.use_patches != 0;
    return chosen;
}

} // namespace gbxx::abi

extern "C" {

gbxx_fetch_options gbxx_fetch_options_default(void) {
    const FetchOptions d;
    gbxx_fetch_options o{};
    o.struct_size = sizeof o;
    o.timeout_ms = d.timeoutMs;
    o.attempts = d.attempts;
    o.backoff_ms = d.backoffMs;
    o.max_pause_ms = d.maxPauseMs;
    o.use_patches = d.usePatches ? 1 : 0;
    return o;
}

gbxx_fetch_info gbxx_fetch_info_default(void) {
    gbxx_fetch_info info{};
    info.struct_size = sizeof info;
    return info;
}

gbxx_status gbxx_fetch(const char* reference, const gbxx_fetch_options* options,
                       gbxx_board** board, gbxx_fetch_info* info) {
    return guarded([&] {
        const std::string_view text = needText(reference, "reference");
        gbxx_board*& out = need(board, "board");
        const gbxx_fetch_options o = options ? readSized(*options, gbxx_fetch_options_default())
                                             : gbxx_fetch_options_default();
        auto fetched = BoardFetcher(fetchOptionsOf(o)).fetch(text);
        if (const auto* error = std::get_if<FetchError>(&fetched))
            fail(failureOf(*error));
        const FetchResult& result = std::get<FetchResult>(fetched);
        ReadResult read = readBoard(result.board.bytes);
        if (!read) // checked by the fetch; a cache file changed under it reads here
            fail(GBXX_ERROR_BAD_BOARD, read.error.said);
        if (info) {
            gbxx_fetch_info full = gbxx_fetch_info_default();
            full.revision = result.board.revision;
            full.from_cache = result.fromCache;
            full.through_patch = result.throughPatch;
            full.tries = result.tries;
            std::memcpy(full.sha256, result.board.sha256.c_str(),
                        std::min<std::size_t>(64, result.board.sha256.size()));
            fillSized(*info, full);
        }
        out = new gbxx_board(std::move(*read.board));
    });
}

} // extern "C"
