// The registry protocol through the C ABI (gbxx/registry_protocol.h): what a binding that sends
// its own requests (the WebAssembly one, with the browser's fetch) needs to read answers exactly
// as gbxx_fetch does.

#include "abi_registry.h"
#include "abi_status.h"

#include "gbxx/codec.h"

using namespace gbxx;
using namespace gbxx::abi;

namespace gbxx::abi {

Failure failureOf(const FetchError& error) {
    gbxx_status status = GBXX_ERROR_REFUSED;
    switch (error.kind) {
    case FetchErrorKind::NotFound:
        status = GBXX_ERROR_NOT_FOUND;
        break;
    case FetchErrorKind::Unavailable:
        status = GBXX_ERROR_UNAVAILABLE;
        break;
    case FetchErrorKind::RateLimited:
        status = GBXX_ERROR_RATE_LIMITED;
        break;
    case FetchErrorKind::BadBoard:
        status = GBXX_ERROR_BAD_BOARD;
        break;
    case FetchErrorKind::Refused:
        status = GBXX_ERROR_REFUSED;
        break;
    case FetchErrorKind::Cache:
        status = GBXX_ERROR_IO;
        break;
    case FetchErrorKind::BadReference:
        status = GBXX_ERROR_ARGUMENT;
        break;
    }
    return {status, error.id, error.message, error.retryAfterSeconds};
}

CodeReference referenceOf(const char* text) {
    const std::string_view given = needText(text, "reference");
    if (const std::optional<CodeReference> reference = parseCodeReference(given))
        return *reference;
    fail(GBXX_ERROR_ARGUMENT, "fetch.badReference",
         "'" + std::string(given.substr(0, 40)) +
             "' is not a board code: five letters and digits, then @REV if pinned");
}

} // namespace gbxx::abi

extern "C" {

gbxx_status gbxx_registry_board_path(const char* reference, char** path) {
    return guarded([&] {
        char*& out = need(path, "path");
        out = copyText(boardPath(referenceOf(reference)));
    });
}

gbxx_status gbxx_registry_read_board(const char* reference, int32_t http_status, const char* etag,
                                     const char* content_location, const char* retry_after,
                                     const uint8_t* body, size_t size, gbxx_board** board,
                                     int32_t* revision) {
    return guarded([&] {
        const CodeReference asked = referenceOf(reference);
        gbxx_board*& out = need(board, "board");
        if (size > 0)
            need(body, "body");
        RegistryAnswer answer;
        answer.status = http_status;
        answer.etag = etag ? etag : "";
        answer.contentLocation = content_location ? content_location : "";
        answer.retryAfter = retry_after ? retry_after : "";
        if (size > 0)
            answer.body.assign(body, body + size);
        auto read = readBoardAnswer(asked, answer);
        if (const auto* error = std::get_if<FetchError>(&read))
            fail(failureOf(*error));
        const FetchedRevision& fetched = std::get<FetchedRevision>(read);
        ReadResult parsed = readBoard(fetched.bytes);
        out = new gbxx_board(std::move(*parsed.board)); // readBoardAnswer read it already
        if (revision)
            *revision = fetched.revision;
    });
}

} // extern "C"
