#pragma once
// `/b/{code}` (the code in any case): a board's picture and facts, every revision with its date,
// note, size, SHA-256 and download link, and the command that fetches it; with scripts, the board
// drawn by the core in a canvas instead of the picture (server/assets/board-view.mjs). An unlisted board's page
// works too (it is fetchable by its code) and says that it is unlisted.

#include "server/http/http_reply.h"
#include "server/http/http_request.h"
#include "server/store/registry.h"

namespace gbxx::registry {

// `viewScript`: the board view's script (BoardViewAssets::scriptHref), empty for none.
HttpReply boardPage(Registry& registry, const QString& codeInPath, const QString& viewScript);
// `/b/{code}/board/{revision}`: the revision's bytes for the page's own view. Not a download (the
// API's addresses count those): a reader looking at a page has not fetched the board.
HttpReply boardPageBytes(Registry& registry, const HttpRequest& request, const QString& codeInPath,
                         int revision);

} // namespace gbxx::registry
