#pragma once
// Fetching boards from a registry, the protocol half (docs/registry-api.md): what a board is
// called (CODE or CODE@REV), the addresses of its bytes and patches, and how an answer is read —
// the checks a fetched board must pass and the typed errors of one that fails. The editor's Qt
// client (qt/registry_client), the games' fetch library (registry_fetch, libcurl) and the
// WebAssembly binding all read answers through these, so the protocol is written once; each
// brings only its own way of sending a request.
//
//     const auto ref = gbxx::parseCodeReference("B7K2Q@3");
//     std::string url = gbxx::registryUrl(base, gbxx::boardPath(*ref));
//     ... send it, then:
//     auto board = gbxx::readBoardAnswer(*ref, answer); // a FetchedRevision or a FetchError

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace gbxx {

// Where a registry is when nothing says otherwise, and the environment variable that says so.
inline constexpr const char* kDefaultRegistry = "http://127.0.0.1:8640";
inline constexpr const char* kRegistryVariable = "GBXX_REGISTRY";

// A board as a person names it: CODE or CODE@REV (the code in any case, the revision 1 or more).
struct CodeReference {
    std::string code; // the written form: upper case
    int revision = 0; // 0: the latest
    bool operator==(const CodeReference&) const = default;
};
// Nothing for anything else.
std::optional<CodeReference> parseCodeReference(std::string_view text);
// "B7K2Q" or "B7K2Q@3".
std::string referenceText(const CodeReference& reference);

// API paths (docs/registry-api.md): the latest revision's or revision N's bytes, and the patch
// from revision `from` to the latest (`to` 0) or to revision `to`.
std::string boardPath(const CodeReference& reference);
std::string patchPath(std::string_view code, int from, int to = 0);
// `path` under the registry's base address (its own path kept, trailing slashes dropped).
std::string registryUrl(std::string_view base, std::string_view path);

// What went wrong with a fetch, for a program to act on.
enum class FetchErrorKind : std::uint8_t {
    NotFound,    // 404: no such board or revision
    Unavailable, // no answer, a timeout, 502/503/504, or another 5xx: worth trying again later
    RateLimited, // 429: `retryAfterSeconds` says when to try again
    BadBoard,    // an answer that is not the board asked for (hash, code, revision, not a board)
    Refused,     // any other answer (4xx): the registry said no
    Cache,       // the cache folder could not be read or written
    BadReference, // not CODE or CODE@REV
};
struct FetchError {
    FetchErrorKind kind = FetchErrorKind::Unavailable;
    std::string id;         // fetchErrorId(kind): "fetch.notFound", … (docs/bindings.md)
    std::string message;    // one line in English, what the editor's client and games show
    int httpStatus = 0;     // 0: no answer
    int retryAfterSeconds = -1; // from Retry-After (-1: none given)
    std::string apiError;   // the registry's own error id ("not-found", "rate-limited"), if any
};
// The stable id of a kind ("fetch.notFound").
std::string_view fetchErrorId(FetchErrorKind kind);

// An answer as any HTTP client hands it on.
struct RegistryAnswer {
    int status = 0; // 0: no answer (then `failure` says why: "connection refused", "timed out")
    std::string failure;
    std::string etag;            // ETag as sent, quotes included
    std::string contentLocation; // Content-Location
    std::string retryAfter;      // Retry-After
    std::vector<std::uint8_t> body;
};

// A board the registry sent that passed every check: its bytes' SHA-256 is the ETag's, its footer
// holds the code asked for, Content-Location names the revision (the one asked for, if any), and
// it reads as a board.
struct FetchedRevision {
    std::string code;
    int revision = 0;
    std::string sha256; // lower-case hex
    std::vector<std::uint8_t> bytes;
};
std::variant<FetchedRevision, FetchError> readBoardAnswer(const CodeReference& asked,
                                                          const RegistryAnswer& answer);
// The revision a Content-Location names for `code` (…/api/v1/boards/CODE/revisions/N), or 0.
int revisionNamed(std::string_view contentLocation, std::string_view code);
// The error an answer that is not what was asked for stands for: by status, with the registry's
// JSON error id and message (`{"error": …, "message": …}`) when it sent one.
FetchError errorOfAnswer(const RegistryAnswer& answer);
// Text a server sent, for a one-line message, escaped as the programs escape names (qt/io's
// shownName): control characters (C0, DEL, C1) and bytes that are not UTF-8 as `\xNN`, `\n`,
// `\t`, `\r`, a backslash doubled, at most `most` characters of it — so it can neither forge a
// line nor move a terminal's cursor, and reads the same from every client.
std::string shownServerText(std::string_view text, std::size_t most = 200);
// Retry-After in seconds (delta-seconds only, as this registry sends it); nothing otherwise.
std::optional<int> parseRetryAfter(std::string_view value);
// The SHA-256 a quoted (or weak W/"…") ETag holds, lower case; empty when it holds none.
std::string shaOfEtag(std::string_view etag);

} // namespace gbxx
