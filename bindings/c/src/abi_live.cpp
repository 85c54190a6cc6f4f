// gbxx_live_*: a game watching a live session through the fetch library's LiveWatch.

#include "abi_fetch.h"
#include "abi_registry.h"
#include "abi_status.h"

#include "registry_fetch/live_watch.h"

#include <cstring>

using namespace gbxx;
using namespace gbxx::abi;

// The watch and a board of the caller's that follows it: gbxx_live_board hands out this one,
// brought up to date tile by tile after each change.
struct gbxx_live {
    LiveWatch watch;
    gbxx_board board;
    explicit gbxx_live(LiveWatch w)
        : watch(std::move(w))
        , board(watch.board()) {}
};

extern "C" {

gbxx_status gbxx_live_watch(const char* code, const gbxx_fetch_options* options, const char* token,
                            gbxx_live** live) {
    return gbxx_live_watch_holding(code, options, token, nullptr, 0, live);
}

gbxx_status gbxx_live_watch_holding(const char* code, const gbxx_fetch_options* options,
                                    const char* token, const gbxx_board* held, int32_t revision,
                                    gbxx_live** live) {
    return guarded([&] {
        const std::string_view text = needText(code, "code");
        gbxx_live*& out = need(live, "live");
        const gbxx_fetch_options o = options ? readSized(*options, gbxx_fetch_options_default())
                                             : gbxx_fetch_options_default();
        auto opened = held && revision > 0
                          ? LiveWatch::open(fetchOptionsOf(o), text, held->board, revision,
                                            token ? token : "")
                          : LiveWatch::open(fetchOptionsOf(o), text, token ? token : "");
        if (const auto* error = std::get_if<FetchError>(&opened))
            fail(failureOf(*error));
        out = new gbxx_live(std::move(std::get<LiveWatch>(opened)));
    });
}

gbxx_status gbxx_live_next(gbxx_live* live, int32_t timeout_ms, uint64_t* seq, uint32_t** tiles,
                           size_t* count, int32_t* reshaped) {
    return guarded([&] {
        gbxx_live& l = need(live, "live");
        std::uint64_t& outSeq = need(seq, "seq");
        std::uint32_t*& outTiles = need(tiles, "tiles");
        std::size_t& outCount = need(count, "count");
        outSeq = 0;
        outTiles = nullptr;
        outCount = 0;
        if (reshaped)
            *reshaped = 0;
        auto next = l.watch.next(timeout_ms);
        if (const auto* error = std::get_if<FetchError>(&next))
            fail(failureOf(*error));
        const auto& change = std::get<std::optional<LiveChange>>(next);
        if (!change)
            return;
        const Board& now = l.watch.board();
        if (change->reshaped || now.tileCount() != l.board.board.tileCount() ||
            now.variant() != l.board.board.variant()) {
            l.board.board = now;
        } else {
            for (TileIndex i : change->tiles)
                l.board.board.setTileRaw(i, now.tile(i));
            if (change->footer)
                l.board.board.footer() = now.footer();
        }
        l.board.changed();
        outSeq = change->seq;
        if (reshaped)
            *reshaped = change->reshaped ? 1 : 0;
        if (!change->tiles.empty()) {
            outTiles = allocate<std::uint32_t>(change->tiles.size());
            std::memcpy(outTiles, change->tiles.data(),
                        change->tiles.size() * sizeof(std::uint32_t));
            outCount = change->tiles.size();
        }
    });
}

const gbxx_board* gbxx_live_board(const gbxx_live* live) {
    return live ? &live->board : nullptr;
}

void gbxx_live_free(gbxx_live* live) {
    delete live;
}

} // extern "C"
