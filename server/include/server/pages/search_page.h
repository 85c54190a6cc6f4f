#pragma once
// The registry's home page `/`: the search form and a page of listed boards matching it, newest
// or best first, with a link to the next page (the search's cursor).

#include "server/http/http_reply.h"
#include "server/http/http_request.h"
#include "server/store/registry.h"

namespace gbxx::registry {

HttpReply searchPage(BoardSearch& search, const HttpRequest& request);

} // namespace gbxx::registry
