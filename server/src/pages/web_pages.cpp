#include "server/pages/web_pages.h"

#include "server/pages/account_page.h"
#include "server/pages/board_page.h"
#include "server/pages/page_layout.h"
#include "server/pages/search_page.h"

namespace gbxx::registry {
namespace {

HttpReply notARequestForAPage(const QByteArray& allowed) {
    return messagePage(405, QStringLiteral("Not a request for a page"),
                       QStringLiteral("The registry's pages are read with GET or HEAD; programs "
                                      "publish through the API under /api/v1."))
        .header("Allow", allowed);
}

} // namespace

WebPages::WebPages(Registry& registry)
    : registry_(registry)
    , assets_(registry.options().webModuleFolder)
    , table_({[] {
                  return messagePage(404, QStringLiteral("Page not found"),
                                     QStringLiteral("There is no page at this address."));
              },
              notARequestForAPage}) {
    // A board's or an account's page says itself that it names none, in its own words.
    table_.parameter(QStringLiteral("text"),
                     [](const QString& segment, PathParams& into) -> std::optional<HttpReply> {
                         into.text = segment;
                         return std::nullopt;
                     });
    table_.parameter(QStringLiteral("revision"),
                     [](const QString& segment, PathParams& into) -> std::optional<HttpReply> {
                         bool ok = false;
                         into.revision = segment.toInt(&ok);
                         if (ok && into.revision > 0 && segment == QString::number(into.revision))
                             return std::nullopt;
                         return messagePage(404, QStringLiteral("Page not found"),
                                            QStringLiteral("There is no page at this address."));
                     });
    table_
        .on("GET", QStringLiteral("/"),
            [this](const HttpRequest& r, const PathParams&) {
                return searchPage(registry_.search(), r);
            })
        .on("GET", QStringLiteral("/b/{text}"),
            [this](const HttpRequest&, const PathParams& p) {
                return boardPage(registry_, p.text, assets_.scriptHref());
            })
        .on("GET", QStringLiteral("/b/{text}/board/{revision}"),
            [this](const HttpRequest& r, const PathParams& p) {
                return boardPageBytes(registry_, r, p.text, p.revision);
            })
        .on("GET", QStringLiteral("/u/{text}"), [this](const HttpRequest& r, const PathParams& p) {
            return accountPage(registry_, r, p.text);
        });
}

HttpReply WebPages::handle(const HttpRequest& request) const {
    // Any other method is no request for a page, wherever it goes.
    if (request.method != "GET" && request.method != "HEAD")
        return notARequestForAPage("GET, HEAD");
    if (!request.segments.isEmpty() && request.segments[0] == QLatin1String("assets")) {
        if (std::optional<HttpReply> file = assets_.answer(request))
            return *file;
        return messagePage(404, QStringLiteral("Page not found"),
                           QStringLiteral("There is no page at this address."));
    }
    return table_.answer(request);
}

bool WebPages::isSearch(const HttpRequest& request) const {
    return table_.routesTo(request, QStringLiteral("/"));
}

} // namespace gbxx::registry
