#pragma once
// The registry's web pages (issue 34, item 5): server-rendered HTML without JavaScript that works
// on a phone — `/` (search), `/b/{code}` (a board), `/u/{name}` (an account's boards). Every
// answer here is a page, errors too: a reader sees why, never the API's JSON. A board's page draws
// the board itself when scripts run (issue 45, item 7): its script and the core's WebAssembly
// module under /assets/, the board's bytes at /b/{code}/board/{revision}.

#include "server/http/http_reply.h"
#include "server/http/http_request.h"
#include "server/http/route_table.h"
#include "server/pages/board_view_assets.h"
#include "server/store/registry.h"

namespace gbxx::registry {

class WebPages {
public:
    explicit WebPages(Registry& registry);
    WebPages(const WebPages&) = delete; // its table's handlers hold `this`
    WebPages& operator=(const WebPages&) = delete;

    // Database failures are thrown, for the server's one map of them (http/refusal.h).
    HttpReply handle(const HttpRequest& request) const;

    // Whether `request` asks for the search page `/` (answered on a search thread,
    // http/search_pool.h, by searchPage()).
    bool isSearch(const HttpRequest& request) const;

private:
    Registry& registry_;
    BoardViewAssets assets_;
    RouteTable table_;
};

} // namespace gbxx::registry
