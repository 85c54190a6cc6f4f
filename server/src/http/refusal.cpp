#include "server/http/refusal.h"

namespace gbxx::registry {

HttpReply Refusal::json() const {
    HttpReply reply = HttpReply::error(status, id, message, more);
    for (const auto& [name, value] : headers)
        reply.header(name, value);
    return reply;
}

Refusal refusalFor(const SqlFailure& failure, bool mayHaveChanged) {
    switch (failure.kind) {
    case SqlFailure::Kind::Unavailable: {
        Refusal away{503,
                     QStringLiteral("unavailable"),
                     QStringLiteral("the registry's database cannot be reached; nothing was "
                                    "changed; try again shortly"),
                     QStringLiteral("The registry is unavailable"),
                     QStringLiteral("The registry's database cannot be reached; try again in a "
                                    "few seconds. No board is lost."),
                     {},
                     {{"Retry-After", "5"}}};
        // Lost during its commit, or after it (a listing changed, then its meta not read): a
        // client retries a publish with the same Idempotency-Key, which gives the first answer
        // if it was stored (issue 42, item 19).
        if (mayHaveChanged) {
            away.message = QStringLiteral(
                "the registry lost its database while storing this, and cannot tell whether it "
                "was stored; send it again (a publish with the same Idempotency-Key) once the "
                "registry is back");
            away.more = {{QStringLiteral("outcome"), QStringLiteral("unknown")}};
        }
        return away;
    }
    case SqlFailure::Kind::Full:
        return {507,
                QStringLiteral("insufficient-storage"),
                QStringLiteral("the registry's disk is full; nothing was stored"),
                QStringLiteral("The registry is out of space"),
                QStringLiteral("The registry's disk is full; this page could not be made. Boards "
                               "already published are kept."),
                {},
                {}};
    case SqlFailure::Kind::Taken:
    case SqlFailure::Kind::Other:
        break;
    }
    qWarning("gbxx-registry: %s", qPrintable(failure.message));
    return {500,
            QStringLiteral("internal"),
            QStringLiteral("the registry failed to answer; nothing was changed"),
            QStringLiteral("The registry failed"),
            QStringLiteral("The registry failed to make this page; the failure is in its log."),
            {},
            {}};
}

Refusal tooManyRequests(int retryAfter, int limit, const QString& peer) {
    return {429,
            QStringLiteral("rate-limited"),
            QStringLiteral("more than %1 requests a minute from %2").arg(limit).arg(peer),
            QStringLiteral("Too many requests"),
            QStringLiteral("This address has asked for more pages than the registry answers in a "
                           "minute; try again in %1 seconds.")
                .arg(retryAfter),
            {},
            {{"Retry-After", QByteArray::number(retryAfter)}}};
}

} // namespace gbxx::registry
