#include "gbxx/registry_protocol.h"

#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "gbxx/registry_code.h"
#include "gbxx/sha256.h"
#include "gbxx/text.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace gbxx {

namespace {


FetchError error(FetchErrorKind kind, std::string message, int status = 0) {
    FetchError e;
    e.kind = kind;
    e.id = std::string(fetchErrorId(kind));
    e.message = std::move(message);
    e.httpStatus = status;
    return e;
}

bool positiveNumber(std::string_view digits, int& value) {
    if (digits.empty() || digits.size() > 9 || digits[0] == '0' ||
        !std::all_of(digits.begin(), digits.end(),
                     [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    return ec == std::errc() && end == digits.data() + digits.size();
}

} // namespace

std::optional<CodeReference> parseCodeReference(std::string_view text) {
    const std::size_t at = text.find('@');
    const std::string_view code = text.substr(0, at);
    if (code.size() != kRegistryCodeLength ||
        !std::all_of(code.begin(), code.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }))
        return std::nullopt;
    const std::optional<std::string> canonical = canonicalCode(code);
    if (!canonical)
        return std::nullopt;
    CodeReference reference{*canonical, 0};
    if (at != std::string_view::npos && !positiveNumber(text.substr(at + 1), reference.revision))
        return std::nullopt;
    return reference;
}

std::string referenceText(const CodeReference& reference) {
    return reference.revision > 0 ? reference.code + '@' + std::to_string(reference.revision)
                                  : reference.code;
}

std::string boardPath(const CodeReference& reference) {
    std::string path = "/api/v1/boards/" + reference.code;
    if (reference.revision > 0)
        path += "/revisions/" + std::to_string(reference.revision);
    return path;
}

std::string patchPath(std::string_view code, int from, int to) {
    std::string path = "/api/v1/boards/" + std::string(code) + "/patch?from=" + std::to_string(from);
    if (to > 0)
        path += "&to=" + std::to_string(to);
    return path;
}

std::string registryUrl(std::string_view base, std::string_view path) {
    while (!base.empty() && base.back() == '/')
        base.remove_suffix(1);
    return std::string(base) + std::string(path);
}

std::string_view fetchErrorId(FetchErrorKind kind) {
    switch (kind) {
    case FetchErrorKind::NotFound:
        return "fetch.notFound";
    case FetchErrorKind::Unavailable:
        return "fetch.unavailable";
    case FetchErrorKind::RateLimited:
        return "fetch.rateLimited";
    case FetchErrorKind::BadBoard:
        return "fetch.badBoard";
    case FetchErrorKind::Refused:
        return "fetch.refused";
    case FetchErrorKind::Cache:
        return "fetch.cache";
    case FetchErrorKind::BadReference:
        return "fetch.badReference";
    }
    return "fetch.refused";
}

std::optional<int> parseRetryAfter(std::string_view value) {
    while (!value.empty() && value.front() == ' ')
        value.remove_prefix(1);
    while (!value.empty() && value.back() == ' ')
        value.remove_suffix(1);
    int seconds = 0;
    if (value == "0")
        return 0;
    if (!positiveNumber(value, seconds))
        return std::nullopt;
    return seconds;
}

std::string shaOfEtag(std::string_view etag) {
    if (etag.starts_with("W/"))
        etag.remove_prefix(2);
    if (etag.size() != 66 || etag.front() != '"' || etag.back() != '"')
        return {};
    std::string sha(etag.substr(1, 64));
    for (char& c : sha) {
        if (!std::isxdigit(static_cast<unsigned char>(c)))
            return {};
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return sha;
}

int revisionNamed(std::string_view location, std::string_view code) {
    const std::string_view marker = "api/v1/boards/";
    const std::size_t at = location.rfind(marker);
    if (at == std::string_view::npos || (at > 0 && location[at - 1] != '/'))
        return 0;
    std::string_view rest = location.substr(at + marker.size());
    const std::size_t slash = rest.find('/');
    if (slash == std::string_view::npos)
        return 0;
    const std::string_view named = rest.substr(0, slash);
    if (named.size() != code.size() ||
        !std::equal(named.begin(), named.end(), code.begin(), [](char a, char b) {
            return std::toupper(static_cast<unsigned char>(a)) ==
                   std::toupper(static_cast<unsigned char>(b));
        }))
        return 0;
    rest.remove_prefix(slash + 1);
    if (!rest.starts_with("revisions/"))
        return 0;
    int revision = 0;
    return positiveNumber(rest.substr(10), revision) ? revision : 0;
}

FetchError errorOfAnswer(const RegistryAnswer& answer) {
    if (answer.status == 0)
        return error(FetchErrorKind::Unavailable,
                     answer.failure.empty() ? "no answer from the registry" : answer.failure);
    std::string id;
    std::string message;
    const auto parsed = nlohmann::json::parse(answer.body.begin(), answer.body.end(), nullptr, false);
    if (parsed.is_object()) {
        if (const auto e = parsed.find("error"); e != parsed.end() && e->is_string())
            id = e->get<std::string>();
        if (const auto m = parsed.find("message"); m != parsed.end() && m->is_string())
            message = m->get<std::string>();
    }
    const int status = answer.status;
    const FetchErrorKind kind = status == 404   ? FetchErrorKind::NotFound
                                : status == 429 ? FetchErrorKind::RateLimited
                                : status >= 500 ? FetchErrorKind::Unavailable
                                                : FetchErrorKind::Refused;
    FetchError e = error(kind,
                         "the registry says: " + (message.empty() ? "HTTP status " + std::to_string(status)
                                                                  : shownServerText(message, 1000)),
                         status);
    e.apiError = shownServerText(id, 64);
    e.retryAfterSeconds = parseRetryAfter(answer.retryAfter).value_or(-1);
    return e;
}

std::string shownServerText(std::string_view text, std::size_t most) {
    static const char* digits = "0123456789abcdef";
    const auto hex = [](std::string& out, unsigned c) {
        out += {'\\', 'x', digits[(c >> 4) & 15], digits[c & 15]};
    };
    std::string out;
    std::size_t count = 0;
    if (const std::optional<std::u32string> decoded = decodeUtf8(text)) {
        for (const char32_t c : *decoded) {
            if (count++ == most)
                break;
            if (c == '\n')
                out += "\\n";
            else if (c == '\t')
                out += "\\t";
            else if (c == '\r')
                out += "\\r";
            else if (c == '\\')
                out += "\\\\";
            else if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0))
                hex(out, static_cast<unsigned>(c));
            else
                appendUtf8(out, c);
        }
        return out;
    }
    for (const char ch : text) { // not UTF-8: every byte as itself or escaped
        if (count++ == most)
            break;
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c < 0x7f && c != '\\')
            out += ch;
        else if (c == '\\')
            out += "\\\\";
        else
            hex(out, c);
    }
    return out;
}

std::variant<FetchedRevision, FetchError> readBoardAnswer(const CodeReference& asked,
                                                          const RegistryAnswer& answer) {
    if (answer.status != 200)
        return errorOfAnswer(answer);
    FetchedRevision board;
    board.code = asked.code;
    board.sha256 = shaOfEtag(answer.etag);
    const std::string actual = hexOf(sha256(answer.body));
    if (board.sha256 != actual)
        return error(FetchErrorKind::BadBoard,
                     "the board's bytes do not match the registry's SHA-256 (" +
                         shownServerText(shaOfEtag(answer.etag).empty() ? answer.etag : board.sha256, 12) +
                         ", received " + actual.substr(0, 12) + ")",
                     200);
    // The board must be the one asked for: its footer holds its code (the registry writes it
    // in), and Content-Location names the revision sent.
    const FooterField& codeField = footerField("boardCode");
    std::string footerCode;
    if (answer.body.size() >= kFooterBytes) {
        const std::size_t at = answer.body.size() - kFooterBytes + codeField.offset;
        footerCode.assign(answer.body.begin() + static_cast<std::ptrdiff_t>(at),
                          answer.body.begin() + static_cast<std::ptrdiff_t>(at + kRegistryCodeLength));
    }
    if (footerCode != asked.code)
        return error(FetchErrorKind::BadBoard,
                     "the registry sent a board whose footer code is '" +
                         shownServerText(footerCode.substr(0, footerCode.find('\0'))) + "' for " + asked.code,
                     200);
    board.revision = revisionNamed(answer.contentLocation, asked.code);
    if (board.revision == 0 || (asked.revision > 0 && board.revision != asked.revision))
        return error(FetchErrorKind::BadBoard,
                     "the registry's answer for " + referenceText(asked) + " names another revision (" +
                         (answer.contentLocation.empty() ? std::string("no Content-Location")
                                                         : shownServerText(answer.contentLocation)) +
                         ")",
                     200);
    if (const ReadResult read = readBoard(answer.body); !read)
        return error(FetchErrorKind::BadBoard,
                     "the registry sent " + asked.code + ", which is not a board: " + read.error.message,
                     200);
    board.bytes = answer.body;
    return board;
}

} // namespace gbxx
