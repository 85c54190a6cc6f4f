#pragma once
// The API's answers that carry a board's bytes (docs/registry-api.md): a revision (the latest or
// one by number) and the patch from one revision to another. Both are immutable bytes named by
// their SHA-256, so both share one way out: 304 for a tag the client holds, otherwise the bytes,
// gzip-compressed when the client accepts it (made once per bytes and kept), and always
// `Vary: Accept-Encoding`, so that a cache keeps the two forms apart.

#include "server/http/http_reply.h"
#include "server/http/http_request.h"
#include "server/http/route_table.h"
#include "server/store/byte_cache.h"
#include "server/store/registry.h"

#include <optional>
#include <variant>

namespace gbxx::registry {

class BoardDelivery {
public:
    explicit BoardDelivery(Registry& registry);

    // GET /api/v1/boards/{code} (path.revision 0) and …/revisions/{n}.
    HttpReply revision(const HttpRequest& request, const PathParams& path);
    // GET /api/v1/boards/{code}/patch?from=M[&to=N].
    HttpReply patch(const HttpRequest& request, const PathParams& path);

private:
    // What is sent: the bytes (uncompressed), their SHA-256 in hex, and the headers besides ETag,
    // Cache-Control, Content-Encoding and Vary.
    struct Delivery {
        QByteArray bytes;
        QString sha256;
        QByteArray cacheControl;
        QList<QPair<QByteArray, QByteArray>> headers;
    };
    HttpReply deliver(const HttpRequest& request, const Delivery& delivery);

    // Revision `revision` of `code` with its bytes (0: the latest), from memory or the database.
    std::optional<StoredRevision> stored(const QString& code, int revision);
    // The patch between two stored revisions of one board, or the 409 refusing it.
    std::variant<QByteArray, HttpReply> patchBetween(const StoredRevision& from,
                                                     const StoredRevision& to);

    Registry& registry_;
    ByteCache gzipped_; // by the uncompressed bytes' SHA-256
    ByteCache patches_; // by "CODE@M-N"
};

} // namespace gbxx::registry
