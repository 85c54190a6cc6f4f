// A watcher's WebSocket on Boost.Beast (header-only, Debian's libboost-dev): asynchronous
// operations run on the watch's own io_context for at most the time the game gives, so that a
// game loop is never held longer than it asked. One read is outstanding at a time; a read that
// did not finish within a call of next() is picked up by the next one.

#include "registry_fetch/live_watch.h"

#include "gbxx/board_patch.h"
#include "gbxx/codec.h"
#include "gbxx/live/live_replica.h"
#include "gbxx/live/live_wire.h"
#include "gbxx/registry_code.h"
#include "gbxx/sha256.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>
#include <zlib.h>

#include <chrono>
#include <deque>
#include <random>
#include <thread>

namespace gbxx {
// Named rather than anonymous: LiveWatch::Connection, which has external linkage, holds its types.
namespace live_watching {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;

constexpr std::uint8_t kSnapshotFrame = 0x12;
constexpr std::uint8_t kPatchFrame = 0x13;

FetchError watchFailure(FetchErrorKind kind, std::string message) {
    FetchError e;
    e.kind = kind;
    e.id = std::string(fetchErrorId(kind));
    e.message = std::move(message);
    return e;
}

struct Address {
    std::string host, port, target;
};

// http://HOST[:PORT][/PATH] → the session's WebSocket address; nothing for anything else.
std::optional<Address> addressOf(const std::string& base, std::string_view code) {
    const std::string url = registryUrl(base, "/api/v1/boards/" + std::string(code) + "/live");
    const std::string scheme = "http://";
    if (url.compare(0, scheme.size(), scheme) != 0)
        return std::nullopt;
    const std::size_t slash = url.find('/', scheme.size());
    const std::string authority = url.substr(scheme.size(), slash - scheme.size());
    Address a;
    a.target = slash == std::string::npos ? "/" : url.substr(slash);
    const std::size_t colon = authority.rfind(':');
    if (colon != std::string::npos && authority.find(']') == std::string::npos) {
        a.host = authority.substr(0, colon);
        a.port = authority.substr(colon + 1);
    } else {
        a.host = authority;
        a.port = "80";
    }
    if (a.host.empty() || a.port.empty())
        return std::nullopt;
    return a;
}

std::optional<std::vector<std::uint8_t>> inflated(std::span<const std::uint8_t> frame) {
    // After the type and version: the board's length, 4 bytes big-endian, then zlib.
    if (frame.size() < 6)
        return std::nullopt;
    const uLongf length = (uLongf(frame[2]) << 24) | (uLongf(frame[3]) << 16) |
                          (uLongf(frame[4]) << 8) | uLongf(frame[5]);
    if (length == 0 || length > kMaxFileSize)
        return std::nullopt;
    std::vector<std::uint8_t> out(length);
    uLongf got = length;
    if (uncompress(out.data(), &got, frame.data() + 6, uLong(frame.size() - 6)) != Z_OK ||
        got != length)
        return std::nullopt;
    return out;
}

} // namespace live_watching

using namespace live_watching;

struct LiveWatch::Connection {
    FetchOptions options;
    std::string code, token;
    Address address;
    net::io_context io;
    std::unique_ptr<websocket::stream<beast::tcp_stream>> ws;
    beast::flat_buffer buffer;
    bool reading = false;  // an async_read is outstanding
    bool readDone = false; // … and it finished: `readError` says how
    beast::error_code readError;
    std::optional<live::Replica> replica;
    std::uint64_t welcomeSeq = 0, welcomeLastSeen = 0;
    std::uint32_t welcomeEpoch = 0;
    std::deque<LiveChange> ready; // changes read during a catch-up, not yet handed out
    std::optional<Board> held;    // a revision the game holds, to be patched from
    int heldRevision = 0;
    bool patched = false;
    live::ClientId client = std::random_device{}() | (std::uint64_t(std::random_device{}()) << 32);

    // Runs the io_context until `done` or the deadline; false on the deadline.
    bool runUntil(const std::function<bool()>& done, Clock::time_point deadline) {
        while (!done()) {
            if (Clock::now() >= deadline)
                return false;
            if (io.stopped())
                io.restart();
            io.run_one_until(deadline);
        }
        return true;
    }

    std::optional<FetchError> connect(Clock::time_point deadline) {
        reading = readDone = false;
        buffer.clear();
        ws = std::make_unique<websocket::stream<beast::tcp_stream>>(io);
        tcp::resolver resolver(io);
        bool done = false;
        beast::error_code error;
        tcp::resolver::results_type endpoints;
        resolver.async_resolve(address.host, address.port,
                               [&](beast::error_code e, tcp::resolver::results_type r) {
                                   error = e;
                                   endpoints = std::move(r);
                                   done = true;
                               });
        const auto unreachable = [&](const std::string& what) {
            return watchFailure(FetchErrorKind::Unavailable, what);
        };
        if (!runUntil([&] { return done; }, deadline))
            return unreachable("timed out looking up " + address.host);
        if (error)
            return unreachable("host not found: " + address.host);
        done = false;
        beast::get_lowest_layer(*ws).async_connect(endpoints, [&](beast::error_code e, auto) {
            error = e;
            done = true;
        });
        if (!runUntil([&] { return done; }, deadline) || error)
            return unreachable(error ? error.message() : "timed out connecting");
        done = false;
        ws->async_handshake(address.host + ":" + address.port, address.target,
                            [&](beast::error_code e) {
                                error = e;
                                done = true;
                            });
        if (!runUntil([&] { return done; }, deadline) || error)
            return unreachable(error ? "the live session's handshake failed: " + error.message()
                                     : "timed out in the live session's handshake");
        nlohmann::json hello = {
            {"type", "hello"},
            {"version", 1},
            {"watch", true},
            {"seq", replica && replica->inSync() ? std::int64_t(replica->seq()) : -1}};
        char hex[17];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(client));
        hello["client"] = hex;
        if (!token.empty())
            hello["token"] = token;
        if (held && !replica) {
            hello["revision"] = heldRevision;
            hello["sha256"] = hexOf(sha256(writeBoard(*held)));
        }
        const std::string text = hello.dump();
        ws->text(true);
        done = false;
        ws->async_write(net::buffer(text), [&](beast::error_code e, std::size_t) {
            error = e;
            done = true;
        });
        if (!runUntil([&] { return done; }, deadline) || error)
            return unreachable("the hello could not be sent");
        // Until the catch-up is complete.
        for (;;) {
            std::optional<FetchError> problem;
            bool caughtUp = false;
            const int left =
                int(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now())
                        .count());
            if (left <= 0 || !readOne(left, &problem, &caughtUp))
                return problem ? *problem
                               : unreachable("timed out waiting for the session's board");
            if (problem)
                return problem;
            if (caughtUp)
                return std::nullopt;
        }
    }

    // Reads and handles one message within `ms`: false on the deadline (the read stays
    // outstanding) or a lost connection (`problem` set).
    bool readOne(int ms, std::optional<FetchError>* problem, bool* caughtUp) {
        if (!reading) {
            reading = true;
            readDone = false;
            ws->async_read(buffer, [this](beast::error_code e, std::size_t) {
                readError = e;
                readDone = true;
            });
        }
        if (!runUntil([this] { return readDone; }, Clock::now() + std::chrono::milliseconds(ms)))
            return false;
        reading = false;
        if (readError) {
            *problem =
                watchFailure(FetchErrorKind::Unavailable,
                             "the live session's connection was lost: " + readError.message());
            return false;
        }
        const auto data = buffer.cdata();
        const std::span<const std::uint8_t> bytes(static_cast<const std::uint8_t*>(data.data()),
                                                  data.size());
        if (ws->got_text())
            text(std::string(bytes.begin(), bytes.end()), problem, caughtUp);
        else
            binary(bytes, problem);
        buffer.consume(buffer.size());
        return true;
    }

    void text(const std::string& message, std::optional<FetchError>* problem, bool* caughtUp) {
        const auto m = nlohmann::json::parse(message, nullptr, false);
        if (!m.is_object())
            return;
        const std::string type = m.value("type", "");
        if (type == "welcome") {
            welcomeSeq = m.value("seq", std::uint64_t(0));
            welcomeEpoch = m.value("epoch", std::uint32_t(0));
            welcomeLastSeen = m.value("lastSeen", std::uint64_t(0));
        } else if (type == "caught-up") {
            *caughtUp = replica.has_value();
            if (!replica)
                *problem = watchFailure(FetchErrorKind::BadBoard, "the session sent no board");
        } else if (type == "error") {
            const std::string error = m.value("error", "");
            const FetchErrorKind kind =
                error == "no-live-session" ? FetchErrorKind::NotFound
                : error == "elsewhere" || error == "moved" || error == "unavailable"
                    ? FetchErrorKind::Unavailable
                    : FetchErrorKind::Refused;
            FetchError e = failure(kind, "the registry says: " +
                                             shownServerText(m.value("message", ""), 1000));
            e.apiError = shownServerText(error, 64);
            *problem = e;
        }
    }

    void binary(std::span<const std::uint8_t> frame, std::optional<FetchError>* problem) {
        if (!frame.empty() && frame[0] == kPatchFrame) {
            if (!held || frame.size() < 2) {
                *problem = watchFailure(FetchErrorKind::BadBoard, "a patch for a board not held");
                return;
            }
            auto result = applyPatch(*held, frame.subspan(2));
            if (auto* why = std::get_if<Message>(&result)) {
                *problem = watchFailure(FetchErrorKind::BadBoard, why->english());
                return;
            }
            replica.emplace(std::move(std::get<Board>(result)), welcomeSeq, welcomeEpoch, client);
            patched = true;
            held.reset();
            return;
        }
        if (!frame.empty() && frame[0] == kSnapshotFrame) {
            const auto bytes = inflated(frame);
            ReadResult read = bytes ? readBoard(*bytes) : ReadResult{};
            if (!read.board) {
                *problem =
                    watchFailure(FetchErrorKind::BadBoard, "the session's board does not read");
                return;
            }
            if (replica)
                replica->reset(std::move(*read.board), welcomeSeq, welcomeEpoch, welcomeLastSeen);
            else
                replica.emplace(std::move(*read.board), welcomeSeq, welcomeEpoch, client);
            LiveChange change;
            change.seq = welcomeSeq;
            change.reshaped = true;
            ready.push_back(change);
            return;
        }
        if (!replica)
            return;
        auto decoded = live::decodeApplied(frame, tileBytes(replica->confirmed().variant()));
        if (auto* why = std::get_if<std::string>(&decoded)) {
            *problem = watchFailure(FetchErrorKind::BadBoard, *why);
            return;
        }
        const live::Applied& a = std::get<live::Applied>(decoded);
        LiveChange change;
        change.seq = a.seq;
        change.tiles = replica->receive(a);
        change.footer = !a.footer.empty();
        change.reshaped = a.board.has_value();
        if (!replica->inSync()) {
            *problem = watchFailure(FetchErrorKind::BadBoard, replica->whyOutOfSync());
            return;
        }
        ready.push_back(std::move(change));
    }
};

std::variant<LiveWatch, FetchError> LiveWatch::open(const FetchOptions& options,
                                                    std::string_view code, const Board& held,
                                                    int revision, std::string token) {
    return openHolding(options, code, std::move(token), &held, revision);
}

std::variant<LiveWatch, FetchError> LiveWatch::open(const FetchOptions& options,
                                                    std::string_view code, std::string token) {
    return openHolding(options, code, std::move(token), nullptr, 0);
}

bool LiveWatch::cameAsPatch() const {
    return c_->patched;
}

std::variant<LiveWatch, FetchError> LiveWatch::openHolding(const FetchOptions& options,
                                                           std::string_view code, std::string token,
                                                           const Board* held, int revision) {
    const std::optional<std::string> canonical = canonicalCode(code);
    if (!canonical)
        return watchFailure(FetchErrorKind::BadReference,
                            "'" + shownServerText(code, 40) + "' is not a board code");
    const char* given = std::getenv("GBXX_REGISTRY");
    const std::string base =
        !options.registry.empty() ? options.registry : (given && *given ? given : kDefaultRegistry);
    auto c = std::make_unique<Connection>();
    c->options = options;
    c->code = *canonical;
    c->token = std::move(token);
    const std::optional<Address> address = addressOf(base, c->code);
    if (!address)
        return watchFailure(FetchErrorKind::BadReference,
                            "a live session is watched over ws:// from an http:// registry, not " +
                                shownServerText(base, 200));
    c->address = *address;
    if (held && revision > 0) {
        c->held = *held;
        c->heldRevision = revision;
    }
    if (std::optional<FetchError> problem =
            c->connect(Clock::now() + std::chrono::milliseconds(options.timeoutMs)))
        return *problem;
    c->ready.clear(); // the board itself is what open() hands over
    return LiveWatch(std::move(c));
}

LiveWatch::LiveWatch(std::unique_ptr<Connection> connection)
    : c_(std::move(connection)) {}
LiveWatch::LiveWatch(LiveWatch&&) noexcept = default;
LiveWatch& LiveWatch::operator=(LiveWatch&&) noexcept = default;
LiveWatch::~LiveWatch() = default;

const Board& LiveWatch::board() const {
    return c_->replica->board();
}

std::uint64_t LiveWatch::seq() const {
    return c_->replica->seq();
}

std::variant<std::optional<LiveChange>, FetchError> LiveWatch::next(int timeoutMs) {
    if (!c_->ready.empty()) {
        LiveChange change = std::move(c_->ready.front());
        c_->ready.pop_front();
        return std::optional<LiveChange>(std::move(change));
    }
    std::optional<FetchError> problem;
    bool caughtUp = false;
    if (c_->readOne(std::max(0, timeoutMs), &problem, &caughtUp) && !problem) {
        if (c_->ready.empty())
            return std::optional<LiveChange>();
        LiveChange change = std::move(c_->ready.front());
        c_->ready.pop_front();
        return std::optional<LiveChange>(std::move(change));
    }
    if (!problem)
        return std::optional<LiveChange>(); // nothing within the time
    if (problem->kind != FetchErrorKind::Unavailable)
        return *problem;
    // The connection was lost (or the session moved): again from the last sequence applied,
    // with the fetch's pauses between tries.
    int pause = c_->options.backoffMs;
    for (int attempt = 1; attempt <= std::max(1, c_->options.attempts); ++attempt) {
        problem = c_->connect(Clock::now() + std::chrono::milliseconds(c_->options.timeoutMs));
        if (!problem)
            return std::optional<LiveChange>();
        if (problem->kind != FetchErrorKind::Unavailable || attempt == c_->options.attempts)
            break;
        std::this_thread::sleep_for(std::chrono::milliseconds(pause));
        pause = std::min(pause * 2, c_->options.maxPauseMs);
    }
    return *problem;
}

std::optional<FetchError>
subscribe(const FetchOptions& options, std::string_view code,
          const std::function<bool(const Board&, const LiveChange&)>& onChange, std::string token) {
    auto opened = LiveWatch::open(options, code, std::move(token));
    if (auto* error = std::get_if<FetchError>(&opened))
        return *error;
    LiveWatch& watch = std::get<LiveWatch>(opened);
    for (;;) {
        auto next = watch.next(1000);
        if (auto* error = std::get_if<FetchError>(&next))
            return *error;
        const auto& change = std::get<std::optional<LiveChange>>(next);
        if (change && !onChange(watch.board(), *change))
            return std::nullopt;
    }
}

} // namespace gbxx
