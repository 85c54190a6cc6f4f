#pragma once
// The registry's one map of what goes wrong to what it answers, for both of its audiences: a
// program (the API under /api) gets {"error": id, "message": message} and `more`; a reader gets
// a page headed `title` saying `text` (pages/refusal_page.h). Both get the status and headers.

#include "server/http/http_reply.h"
#include "server/store/sql_session.h"

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

namespace gbxx::registry {

struct Refusal {
    int status = 500;
    QString id;      // the API's fixed identifier (docs/registry-api.md)
    QString message; // one sentence for a program's user
    QString title;   // the page's heading
    QString text;    // the page's sentence
    QJsonObject more;
    QList<QPair<QByteArray, QByteArray>> headers;

    HttpReply json() const;
};

// The database failed under a request: 503 (away: `mayHaveChanged` says the request may have
// changed something, so "nothing was changed" would be a lie), 507 (full) or 500 (a fault of
// ours, logged).
Refusal refusalFor(const SqlFailure& failure, bool mayHaveChanged);
// More requests from `peer` than `limit` a minute; `retryAfter` seconds to wait.
Refusal tooManyRequests(int retryAfter, int limit, const QString& peer);

} // namespace gbxx::registry
