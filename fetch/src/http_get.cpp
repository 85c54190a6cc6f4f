#include "http_get.h"

#include "gbxx/version.h"

#include <curl/curl.h>

#include <algorithm>
#include <cctype>
#include <memory>
#include <mutex>

namespace gbxx::fetching {

namespace {

struct Received {
    RegistryAnswer* answer;
    std::size_t maxBody;
    bool tooLarge = false;
};

std::size_t onBody(char* data, std::size_t size, std::size_t count, void* user) {
    auto* r = static_cast<Received*>(user);
    const std::size_t n = size * count;
    if (r->maxBody && r->answer->body.size() + n > r->maxBody) {
        r->tooLarge = true;
        return 0; // stops the transfer
    }
    r->answer->body.insert(r->answer->body.end(), data, data + n);
    return n;
}

std::size_t onHeader(char* data, std::size_t size, std::size_t count, void* user) {
    auto* r = static_cast<Received*>(user);
    const std::size_t n = size * count;
    std::string_view line(data, n);
    while (!line.empty() && (line.back() == '\r' || line.back() == '\n'))
        line.remove_suffix(1);
    if (line.starts_with("HTTP/")) { // a new answer (after a 100 Continue): its own headers
        r->answer->etag.clear();
        r->answer->contentLocation.clear();
        r->answer->retryAfter.clear();
        return n;
    }
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos)
        return n;
    std::string name(line.substr(0, colon));
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    std::string_view value = line.substr(colon + 1);
    while (!value.empty() && value.front() == ' ')
        value.remove_prefix(1);
    if (name == "etag")
        r->answer->etag = value;
    else if (name == "content-location")
        r->answer->contentLocation = value;
    else if (name == "retry-after")
        r->answer->retryAfter = value;
    return n;
}

void initialiseOnce() {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

std::string seconds(int ms) {
    return ms % 1000 == 0 ? std::to_string(ms / 1000) + " s"
                          : std::to_string(ms / 1000) + "." + std::to_string(ms % 1000 / 100) + " s";
}

} // namespace

RegistryAnswer send(const HttpRequest& request) {
    initialiseOnce();
    RegistryAnswer answer;
    const std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(),
                                                                     curl_easy_cleanup);
    if (!curl) {
        answer.failure = "cannot start an HTTP request";
        return answer;
    }
    Received received{&answer, request.maxBody};
    curl_slist* headers = nullptr;
    if (!request.ifNoneMatch.empty())
        headers = curl_slist_append(headers, ("If-None-Match: " + request.ifNoneMatch).c_str());
    const std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headerList(
        headers, curl_slist_free_all);
    CURL* c = curl.get();
    const std::string agent = "gameboardxx-fetch/" + std::string(kLibraryVersion);
    curl_easy_setopt(c, CURLOPT_URL, request.url.c_str());
    curl_easy_setopt(c, CURLOPT_USERAGENT, agent.c_str());
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L); // timeouts without signals: safe in any thread
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, static_cast<long>(request.timeoutMs));
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(request.timeoutMs));
    curl_easy_setopt(c, CURLOPT_FOLLOWLOCATION, 0L); // the registry answers where it is asked
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(c, CURLOPT_ACCEPT_ENCODING, "gzip"); // decoded by libcurl; the ETag is the board's
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, onBody);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, &received);
    curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, onHeader);
    curl_easy_setopt(c, CURLOPT_HEADERDATA, &received);
    if (request.head)
        curl_easy_setopt(c, CURLOPT_NOBODY, 1L);
    const CURLcode result = curl_easy_perform(c);
    long status = 0;
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    if (received.tooLarge) {
        answer = {};
        answer.failure = "the registry's answer is larger than " + std::to_string(request.maxBody) +
                         " bytes; reading stopped there";
        return answer;
    }
    if (result != CURLE_OK) {
        answer = {};
        switch (result) {
        case CURLE_COULDNT_CONNECT:
            answer.failure = "connection refused";
            break;
        case CURLE_OPERATION_TIMEDOUT:
            answer.failure = "timed out after " + seconds(request.timeoutMs);
            break;
        case CURLE_COULDNT_RESOLVE_HOST:
            answer.failure = "host not found";
            break;
        case CURLE_GOT_NOTHING:
        case CURLE_RECV_ERROR:
        case CURLE_PARTIAL_FILE:
            answer.failure = "the registry closed the connection";
            break;
        default:
            answer.failure = curl_easy_strerror(result);
        }
        return answer;
    }
    answer.status = static_cast<int>(status);
    return answer;
}

} // namespace gbxx::fetching
