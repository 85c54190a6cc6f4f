#pragma once
// `/u/{name}`: an account's listed boards, newest first, paged like the search.

#include "server/http_reply.h"
#include "server/http_request.h"
#include "server/registry.h"

namespace gbxx::registry {

HttpReply accountPage(Registry& registry, const HttpRequest& request, const QString& name);

} // namespace gbxx::registry
