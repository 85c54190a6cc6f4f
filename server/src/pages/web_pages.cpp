#include "server/pages/web_pages.h"

#include "server/pages/account_page.h"
#include "server/pages/board_page.h"
#include "server/pages/page_layout.h"
#include "server/pages/search_page.h"

namespace gbxx::registry {

HttpReply WebPages::handle(const HttpRequest& request) {
    if (request.method != "GET" && request.method != "HEAD")
        return messagePage(405, QStringLiteral("Not a request for a page"),
                           QStringLiteral("The registry's pages are read with GET or HEAD; "
                                          "programs publish through the API under /api/v1."))
            .header("Allow", "GET, HEAD");
    try {
        return route(request);
    } catch (const SqlFailure& failure) {
        return failurePage(failure);
    }
}

bool WebPages::isSearch(const HttpRequest& request) {
    return request.segments.isEmpty() && (request.method == "GET" || request.method == "HEAD");
}

HttpReply WebPages::failurePage(const SqlFailure& failure) {
    switch (failure.kind) {
    case SqlFailure::Kind::Unavailable:
        return messagePage(503, QStringLiteral("The registry is unavailable"),
                           QStringLiteral("The registry's database cannot be reached; try "
                                          "again in a few seconds. No board is lost."))
            .header("Retry-After", "5");
    case SqlFailure::Kind::Full:
        return messagePage(507, QStringLiteral("The registry is out of space"),
                           QStringLiteral("The registry's disk is full; this page could not "
                                          "be made. Boards already published are kept."));
    case SqlFailure::Kind::Taken:
    case SqlFailure::Kind::Other:
        break;
    }
    qWarning("gbxx-registry: %s", qPrintable(failure.message));
    return messagePage(500, QStringLiteral("The registry failed"),
                       QStringLiteral("The registry failed to make this page; the failure "
                                      "is in its log."));
}

HttpReply WebPages::route(const HttpRequest& request) {
    const QStringList& s = request.segments;
    if (s.isEmpty())
        return searchPage(registry_.search(), request);
    if (s.size() == 2 && s[0] == QLatin1String("b"))
        return boardPage(registry_, s[1]);
    if (s.size() == 2 && s[0] == QLatin1String("u"))
        return accountPage(registry_, request, s[1]);
    return messagePage(404, QStringLiteral("Page not found"),
                       QStringLiteral("There is no page at this address."));
}

HttpReply WebPages::tooManyRequests(int retryAfterSeconds) {
    return messagePage(429, QStringLiteral("Too many requests"),
                       QStringLiteral("This address has asked for more pages than the registry "
                                      "answers in a minute; try again in %1 seconds.")
                           .arg(retryAfterSeconds))
        .header("Retry-After", QByteArray::number(retryAfterSeconds));
}

} // namespace gbxx::registry
