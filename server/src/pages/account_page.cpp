#include "server/pages/account_page.h"

#include "server/pages/board_list_html.h"
#include "server/pages/html.h"
#include "server/pages/page_layout.h"

namespace gbxx::registry {

HttpReply accountPage(Registry& registry, const HttpRequest& request, const QString& name) {
    if (!AccountStore::validName(name) || !registry.accounts().byName(name))
        return messagePage(404, QStringLiteral("No such account"),
                           QStringLiteral("No account is named “") + name.left(40) +
                               QStringLiteral("”."));
    const QString title = QStringLiteral("Boards by ") + name;
    QString main =
        QStringLiteral("<h1>Boards published by ") + escaped(name) + QStringLiteral("</h1>\n");
    SearchQuery query;
    query.owner = name;
    query.sort = SearchQuery::Sort::New;
    query.cursor = request.param(QStringLiteral("cursor")).trimmed();
    QString why;
    const std::optional<SearchPage> page = registry.search().find(query, &why);
    if (!page) {
        main += QStringLiteral("<p class=\"problem\">") + escaped(why) + QStringLiteral("</p>\n");
        return pageReply(400, title, main);
    }
    if (page->boards.isEmpty())
        main += QStringLiteral("<p class=\"problem\">") +
                escaped(query.cursor.isEmpty() ? name + QStringLiteral(" has no listed boards.")
                                               : QStringLiteral("There are no more boards by ") +
                                                     name + QLatin1Char('.')) +
                QStringLiteral("</p>\n");
    main += boardListHtml(page->boards);
    const QString here = QStringLiteral("/u/") + name;
    main += pagingHtml(query.cursor.isEmpty() ? QString() : here,
                       page->next.isEmpty()
                           ? QString()
                           : here + queryString({{QStringLiteral("cursor"), page->next}}));
    return pageReply(200, title, main);
}

} // namespace gbxx::registry
