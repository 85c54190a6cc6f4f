#pragma once
// A game watching a board's live session (docs/live-protocol.md), without Qt: the board once,
// then every operation the session applies, as the tiles it changed.
//
//     auto opened = gbxx::LiveWatch::open({}, "B7K2Q");
//     auto& watch = std::get<gbxx::LiveWatch>(opened);
//     for (;;) {
//         auto next = watch.next(100);                      // waits at most 100 ms
//         if (auto* change = std::get_if<std::optional<gbxx::LiveChange>>(&next); change &&
//         *change)
//             redraw(watch.board(), (*change)->tiles);
//     }
//
// or, blocking: gbxx::subscribe(options, "B7K2Q", [](const Board& b, const LiveChange& c) { … }).
// The board is the core's Replica of the session: every operation's digest is checked, so a
// board that differs from the server's is an error at once, never a silent divergence. A lost
// connection is reconnected with the last sequence applied (the operations missed come first).
// Plain ws:// (an http:// registry); a registry behind https is not reached yet.

#include "gbxx/board.h"
#include "gbxx/registry_protocol.h"
#include "registry_fetch/board_fetcher.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace gbxx {

struct LiveChange {
    std::uint64_t seq = 0;
    std::vector<TileIndex> tiles; // whose value changed, by increasing index
    bool footer = false;          // a footer text changed
    bool reshaped = false;        // the board was restructured: size, tile size or header
};

class LiveWatch {
public:
    // Joins `code`'s session read-only (with `token`, a session the owner does not let others
    // watch) and waits (options.timeoutMs) for its board.
    static std::variant<LiveWatch, FetchError> open(const FetchOptions& options,
                                                    std::string_view code, std::string token = {});
    // The same for a game that holds revision `revision` of the board already (fetched, and
    // cached): the session sends only the patch from it when that is smaller than the board.
    static std::variant<LiveWatch, FetchError> open(const FetchOptions& options,
                                                    std::string_view code, const Board& held,
                                                    int revision, std::string token = {});
    // Whether the board came as a patch from the revision held (else whole).
    bool cameAsPatch() const;
    LiveWatch(LiveWatch&&) noexcept;
    LiveWatch& operator=(LiveWatch&&) noexcept;
    ~LiveWatch();

    const Board& board() const;
    std::uint64_t seq() const;
    // The next applied operation, waiting at most `timeoutMs`: nothing when none came in time;
    // an error when the session ended or refused us, the registry cannot be reached again, or
    // the board went out of sync.
    std::variant<std::optional<LiveChange>, FetchError> next(int timeoutMs);

private:
    struct Connection;
    explicit LiveWatch(std::unique_ptr<Connection> connection);
    static std::variant<LiveWatch, FetchError> openHolding(const FetchOptions& options,
                                                           std::string_view code, std::string token,
                                                           const Board* held, int revision);
    std::unique_ptr<Connection> c_;
};

// Calls `onChange` with the board after each change until it returns false (then nothing is
// returned) or the session ends (its error).
std::optional<FetchError>
subscribe(const FetchOptions& options, std::string_view code,
          const std::function<bool(const Board&, const LiveChange&)>& onChange,
          std::string token = {});

} // namespace gbxx
