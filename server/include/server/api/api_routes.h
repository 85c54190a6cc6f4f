#pragma once
// The HTTP API under /api/v1 (docs/registry-api.md): publishing, fetching, facts, thumbnails,
// search, listing and health. Every answer a client can cause is a status of the API's own with
// {"error", "message"}; database trouble is 503 (away; saying whether a change may have been
// stored) or 507 (full).

#include "server/http/http_reply.h"
#include "server/http/http_request.h"
#include "server/store/registry.h"

#include <variant>

namespace gbxx::registry {

class ApiRoutes {
public:
    explicit ApiRoutes(Registry& registry)
        : registry_(registry) {}

    // `request.segments` start with "api", "v1".
    HttpReply handle(const HttpRequest& request);

    // A search (GET /api/v1/boards), in two steps so that the second may run on a search thread
    // (server/search_pool.h): the query the request asks for, or the answer refusing it; then the
    // answer to that query, database trouble included.
    static bool isSearch(const HttpRequest& request);
    static std::variant<SearchQuery, HttpReply> searchQuery(const HttpRequest& request);
    static HttpReply searchAnswer(BoardSearch& search, const SearchQuery& query);
    // The answer to a request that changes nothing when the database failed under it.
    static HttpReply readFailure(const SqlFailure& failure);

private:
    HttpReply route(const HttpRequest& request);
    HttpReply health();
    HttpReply account(const HttpRequest& request); // whose token this is (a client's sign-in)
    HttpReply publish(const HttpRequest& request);
    HttpReply fetch(const HttpRequest& request, const QString& code, int revision);
    HttpReply meta(const QString& code);
    HttpReply thumbnail(const QString& code);
    HttpReply search(const HttpRequest& request);
    HttpReply patch(const HttpRequest& request, const QString& code);
    std::optional<Account> caller(const HttpRequest& request);

    Registry& registry_;
};

// The JSON of a board in search results and of its meta (the keys the API documents).
QJsonObject summaryJson(const BoardSummary& board);
QString rfc3339(qint64 msSinceEpoch);

} // namespace gbxx::registry
