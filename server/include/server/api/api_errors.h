#pragma once
// The API's two commonest refusals, one wording of their ids for every handler.

#include "server/http/http_reply.h"

namespace gbxx::registry {

inline HttpReply notFound(const QString& what) {
    return HttpReply::error(404, QStringLiteral("not-found"), what);
}

inline HttpReply badRequest(const QString& why) {
    return HttpReply::error(400, QStringLiteral("bad-request"), why);
}

} // namespace gbxx::registry
