#pragma once
// The HTTP API under /api/v1 (docs/registry-api.md): publishing, fetching and patches between
// revisions (board_delivery.h), facts, thumbnails, search, listing and health, as a table of
// routes with typed {code} and {revision}. Every answer a client can cause is a status of the
// API's own with {"error", "message"}; database trouble is 503 (away; saying whether a change
// may have been stored) or 507 (full).

#include "server/api/board_delivery.h"
#include "server/http/http_reply.h"
#include "server/http/http_request.h"
#include "server/http/route_table.h"
#include "server/live/live_routes.h"
#include "server/store/registry.h"

#include <variant>

namespace gbxx::registry {

class ApiRoutes {
public:
    // With `live`, the live sessions' routes too (live/live_routes.h).
    explicit ApiRoutes(Registry& registry, LiveHub* live = nullptr);
    ApiRoutes(const ApiRoutes&) = delete; // its table's handlers hold `this`
    ApiRoutes& operator=(const ApiRoutes&) = delete;

    // `request.segments` start with "api", "v1". Database failures are thrown, for the server's
    // one map of them (http/refusal.h).
    HttpReply handle(const HttpRequest& request) const;

    // A search (GET /api/v1/boards), in two steps so that the second may run on a search thread
    // (http/search_pool.h): the query the request asks for, or the answer refusing it; then the
    // answer to that query.
    bool isSearch(const HttpRequest& request) const;
    static std::variant<SearchQuery, HttpReply> searchQuery(const HttpRequest& request);
    static HttpReply searchAnswer(BoardSearch& search, const SearchQuery& query);

private:
    // The routes' handlers, as the table calls them.
    HttpReply health(const HttpRequest& request, const PathParams&);
    HttpReply account(const HttpRequest& request, const PathParams&); // a client's sign-in
    HttpReply publish(const HttpRequest& request, const PathParams&);
    HttpReply meta(const HttpRequest& request, const PathParams& path);
    HttpReply thumbnail(const HttpRequest& request, const PathParams& path);
    HttpReply search(const HttpRequest& request, const PathParams&);
    HttpReply patch(const HttpRequest& request, const PathParams& path);

    HttpReply metaOf(const QString& code);
    std::optional<Account> caller(const HttpRequest& request);

    Registry& registry_;
    BoardDelivery delivery_; // fetches and patches
    std::optional<LiveRoutes> live_;
    RouteTable table_;
};

// The answer to a publish: 201 with the revision's facts, or its refusal's status and error.
HttpReply publishAnswer(Registry& registry, const PublishOutcome& outcome);

// The JSON of a board in search results and of its meta (the keys the API documents).
QJsonObject summaryJson(const BoardSummary& board);
QString rfc3339(qint64 msSinceEpoch);

} // namespace gbxx::registry
