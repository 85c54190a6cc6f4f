#pragma once
// The registry's web pages (issue 34, item 5): server-rendered HTML without JavaScript that works
// on a phone — `/` (search), `/b/{code}` (a board), `/u/{name}` (an account's boards). Every
// answer here is a page, errors too: a reader sees why, never the API's JSON.

#include "server/http/http_reply.h"
#include "server/http/http_request.h"
#include "server/store/registry.h"

namespace gbxx::registry {

class WebPages {
public:
    explicit WebPages(Registry& registry)
        : registry_(registry) {}
    HttpReply handle(const HttpRequest& request);

    // The page for a reader over the per-address request limit.
    static HttpReply tooManyRequests(int retryAfterSeconds);
    // Whether `request` asks for the search page `/` (answered on a search thread,
    // server/search_pool.h, by searchPage()), and the page when the database failed under one.
    static bool isSearch(const HttpRequest& request);
    static HttpReply failurePage(const SqlFailure& failure);

private:
    HttpReply route(const HttpRequest& request);

    Registry& registry_;
};

} // namespace gbxx::registry
