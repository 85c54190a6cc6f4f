#pragma once
// The HTTP side of live sessions (docs/registry-api.md "Live sessions"): the owner starts one
// from a revision, inviting editors and choosing whether others may watch; anyone reads its
// state; the owner publishes its board as a new revision. The WebSocket itself is live_hub.h.

#include "server/http/http_reply.h"
#include "server/http/http_request.h"
#include "server/http/route_table.h"
#include "server/live/live_hub.h"

namespace gbxx::registry {

class LiveRoutes {
public:
    LiveRoutes(Registry& registry, LiveHub& hub)
        : registry_(registry)
        , hub_(hub) {}

    HttpReply start(const HttpRequest& request, const PathParams& path);
    HttpReply state(const HttpRequest& request, const PathParams& path);
    HttpReply publish(const HttpRequest& request, const PathParams& path);

private:
    std::optional<HttpReply> ownerOnly(const HttpRequest& request, const QString& code,
                                       Account* owner);
    Registry& registry_;
    LiveHub& hub_;
};

} // namespace gbxx::registry
