#pragma once
// How the C ABI answers: every entry point runs its body through `guarded`, which turns a failure
// into the thread's last error and a status, so that no C++ exception crosses into C.

#include "gbxx.h"
#include "gbxx/board.h"
#include "gbxx/game_tile.h"
#include "gbxx/message.h"

#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <new>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

// A board and what reading its tiles needs, made when first asked for (a GameTileReader finds the
// link groups: a board scan) and dropped when the board changes.
struct gbxx_board {
    gbxx::Board board;

    explicit gbxx_board(gbxx::Board b) : board(std::move(b)) {}
    gbxx_board(const gbxx_board& other) : board(other.board) {}
    gbxx_board& operator=(const gbxx_board&) = delete;

    // Safe from many readers at once.
    std::shared_ptr<const gbxx::GameTileReader> tiles() const {
        const std::lock_guard lock(mutex_);
        if (!reader_)
            reader_ = std::make_shared<const gbxx::GameTileReader>(board);
        return reader_;
    }
    // After every change to the board.
    void changed() {
        const std::lock_guard lock(mutex_);
        reader_.reset();
    }

private:
    mutable std::mutex mutex_;
    mutable std::shared_ptr<const gbxx::GameTileReader> reader_;
};

namespace gbxx::abi {

// A failure on its way to the caller: thrown inside the library, caught by guarded().
struct Failure {
    gbxx_status status;
    std::string id;
    std::string message;
    int retryAfter = -1; // seconds a registry asked to wait (gbxx_last_error_retry_after)
};

[[noreturn]] void fail(gbxx_status status, std::string id, std::string message);
// A core message (ReadError::said, a refusal) under `status`.
[[noreturn]] void fail(gbxx_status status, const Message& said);
void remember(const Failure& failure);
[[noreturn]] void fail(const Failure& failure);

template <class Body>
gbxx_status guarded(Body&& body) noexcept {
    try {
        body();
        return GBXX_OK;
    } catch (const Failure& failure) {
        remember(failure);
        return failure.status;
    } catch (const std::bad_alloc&) {
        remember({GBXX_ERROR_MEMORY, "abi.memory", "out of memory"});
        return GBXX_ERROR_MEMORY;
    } catch (const std::exception& e) {
        remember({GBXX_ERROR_INTERNAL, "abi.internal", std::string("internal error: ") + e.what()});
        return GBXX_ERROR_INTERNAL;
    } catch (...) {
        remember({GBXX_ERROR_INTERNAL, "abi.internal", "internal error"});
        return GBXX_ERROR_INTERNAL;
    }
}

// Refuses a null argument by its name.
template <class T>
T& need(T* pointer, const char* name) {
    if (!pointer)
        fail(GBXX_ERROR_ARGUMENT, "abi.null", std::string(name) + " is null");
    return *pointer;
}
std::string_view needText(const char* text, const char* name);

// The index of tile (x, y), refusing one off the board.
TileIndex tileAt(const Board& board, std::int32_t x, std::int32_t y);
gbxx_point pointOf(const Board& board, TileIndex tile);
// Refuses an array whose length is not the board's tile count.
void checkTileCount(const Board& board, std::size_t count);

// Memory for the caller (gbxx_free is free()).
template <class T>
T* allocate(std::size_t count) {
    void* memory = std::malloc(count == 0 ? 1 : count * sizeof(T));
    if (!memory)
        throw std::bad_alloc();
    return static_cast<T*>(memory);
}
char* copyText(std::string_view text);
std::uint8_t* copyBytes(std::span<const std::uint8_t> bytes);

// Fills the caller's `struct_size`-prefixed struct with as much of `full` as it has room for.
template <class T>
void fillSized(T& out, const T& full) {
    std::size_t room = out.struct_size;
    if (room < sizeof(std::uint32_t))
        fail(GBXX_ERROR_ARGUMENT, "abi.structSize",
             "struct_size is " + std::to_string(room) + "; set it to the struct's sizeof");
    if (room > sizeof(T))
        room = sizeof(T);
    const std::uint32_t given = out.struct_size;
    std::memcpy(&out, &full, room);
    out.struct_size = given;
}
// The caller's struct read into a full one whose missing tail keeps `defaults`.
template <class T>
T readSized(const T& in, const T& defaults) {
    T full = defaults;
    std::size_t room = in.struct_size;
    if (room < sizeof(std::uint32_t))
        fail(GBXX_ERROR_ARGUMENT, "abi.structSize",
             "struct_size is " + std::to_string(room) + "; set it to the struct's sizeof");
    std::memcpy(&full, &in, room > sizeof(T) ? sizeof(T) : room);
    full.struct_size = sizeof(T);
    return full;
}

} // namespace gbxx::abi
