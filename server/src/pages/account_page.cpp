#include "server/pages/account_page.h"

#include "server/pages/board_list_view.h"
#include "server/pages/html.h"
#include "server/pages/page_layout.h"
#include "server/pages/templates.h"

namespace gbxx::registry {
namespace {

// Why an account's page lists no boards: it has none listed, or the reader paged past its last.
QString noListedBoardsText(const QString& name, const QString& cursor) {
    return cursor.isEmpty()
               ? name + QStringLiteral(" has no listed boards.")
               : QStringLiteral("There are no more boards by ") + name + QLatin1Char('.');
}

} // namespace

HttpReply accountPage(Registry& registry, const HttpRequest& request, const QString& name) {
    if (!AccountStore::validName(name) || !registry.accounts().byName(name))
        return messagePage(404, QStringLiteral("No such account"),
                           QStringLiteral("No account is named “") + name.left(40) +
                               QStringLiteral("”."));
    const QString title = QStringLiteral("Boards by ") + name;
    SearchQuery query;
    query.owner = name;
    query.sort = SearchQuery::Sort::New;
    query.cursor = request.param(QStringLiteral("cursor")).trimmed();
    QString why;
    const std::optional<SearchPage> page = registry.search().find(query, &why);
    if (!page)
        return pageReply(400, title,
                         renderTemplate("account", {{"name", text(name)}, {"problem", text(why)}}));
    const QString here = QStringLiteral("/u/") + name;
    mstch::map view = boardListView(
        page->boards, query.cursor.isEmpty() ? QString() : here,
        page->next.isEmpty() ? QString()
                             : here + queryString({{QStringLiteral("cursor"), page->next}}));
    view.insert({"name", text(name)});
    if (page->boards.isEmpty())
        view.insert({"problem", text(noListedBoardsText(name, query.cursor))});
    return pageReply(200, title, renderTemplate("account", view));
}

} // namespace gbxx::registry
