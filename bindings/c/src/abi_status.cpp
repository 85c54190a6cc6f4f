#include "abi_status.h"

#include "gbxx/version.h"

namespace gbxx::abi {

namespace {

struct LastError {
    gbxx_status status = GBXX_OK;
    std::string id;
    std::string message;
    int retryAfter = -1;
};

LastError& lastError() {
    thread_local LastError error;
    return error;
}

} // namespace

void fail(gbxx_status status, std::string id, std::string message) {
    throw Failure{status, std::move(id), std::move(message)};
}

void fail(gbxx_status status, const Message& said) {
    throw Failure{status, std::string(said.id), said.english()};
}

void fail(const Failure& failure) {
    throw failure;
}

void remember(const Failure& failure) {
    LastError& error = lastError();
    error.status = failure.status;
    error.id = failure.id;
    error.message = failure.message;
    error.retryAfter = failure.retryAfter;
}

std::string_view needText(const char* text, const char* name) {
    if (!text)
        fail(GBXX_ERROR_ARGUMENT, "abi.null", std::string(name) + " is null");
    return std::string_view(text);
}

TileIndex tileAt(const Board& board, std::int32_t x, std::int32_t y) {
    if (!board.contains(x, y))
        fail(GBXX_ERROR_ARGUMENT, "abi.offBoard",
             "tile (" + std::to_string(x) + ", " + std::to_string(y) + ") is off the " +
                 std::to_string(board.width()) + "x" + std::to_string(board.length()) + " board");
    return board.indexOf(x, y);
}

void checkTileCount(const Board& board, std::size_t count) {
    if (count != board.tileCount())
        fail(GBXX_ERROR_ARGUMENT, "abi.layerSize",
             "the board has " + std::to_string(board.tileCount()) + " tiles, not " +
                 std::to_string(count));
}

gbxx_point pointOf(const Board& board, TileIndex tile) {
    return {board.xOf(tile), board.yOf(tile)};
}

char* copyText(std::string_view text) {
    char* out = allocate<char>(text.size() + 1);
    std::memcpy(out, text.data(), text.size());
    out[text.size()] = '\0';
    return out;
}

std::uint8_t* copyBytes(std::span<const std::uint8_t> bytes) {
    std::uint8_t* out = allocate<std::uint8_t>(bytes.size());
    if (!bytes.empty())
        std::memcpy(out, bytes.data(), bytes.size());
    return out;
}

} // namespace gbxx::abi

extern "C" {

uint32_t gbxx_abi_version(void) {
    return GBXX_ABI_VERSION;
}

const char* gbxx_version(void) {
    return gbxx::kLibraryVersion.data(); // a literal: ends in a 0
}

const char* gbxx_last_error_id(void) {
    return gbxx::abi::lastError().id.c_str();
}

const char* gbxx_last_error_message(void) {
    return gbxx::abi::lastError().message.c_str();
}

int32_t gbxx_last_error_retry_after(void) {
    return gbxx::abi::lastError().retryAfter;
}

gbxx_status gbxx_last_error_status(void) {
    return gbxx::abi::lastError().status;
}

void gbxx_free(void* memory) {
    std::free(memory);
}

} // extern "C"
