#pragma once
// `/b/{code}` (the code in any case): a board's picture and facts, every revision with its date,
// note, size, SHA-256 and download link, and the command that fetches it. An unlisted board's page
// works too (it is fetchable by its code) and says that it is unlisted.

#include "server/http/http_reply.h"
#include "server/store/registry.h"

namespace gbxx::registry {

HttpReply boardPage(Registry& registry, const QString& codeInPath);

} // namespace gbxx::registry
