#pragma once
// `/u/{name}`: an account's listed boards, newest first, paged like the search.

#include "server/http/http_reply.h"
#include "server/http/http_request.h"
#include "server/store/registry.h"

namespace gbxx::registry {

HttpReply accountPage(Registry& registry, const HttpRequest& request, const QString& name);

} // namespace gbxx::registry
