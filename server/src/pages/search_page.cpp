#include "server/pages/search_page.h"

#include "server/pages/board_list_view.h"
#include "server/pages/html.h"
#include "server/pages/page_layout.h"
#include "server/pages/search_form.h"
#include "server/pages/templates.h"

namespace gbxx::registry {
namespace {

// Why a search lists no boards: paged past its last, nothing listed at all, or nothing matching.
QString noResultsText(const SearchForm& form) {
    const QString asked = form.description();
    if (!form.cursor().isEmpty())
        return QStringLiteral("There are no more boards for this search.");
    if (asked.isEmpty())
        return QStringLiteral("No boards are listed yet.");
    return QStringLiteral("No boards match ") + asked + QLatin1Char('.');
}

// The list of `page` with the links to the search's first and next pages.
mstch::map resultsView(const SearchForm& form, const SearchPage& page) {
    QList<QPair<QString, QString>> pairs = form.pairs();
    const QString first = QStringLiteral("/") + queryString(pairs);
    pairs.append({QStringLiteral("cursor"), page.next});
    return boardListView(page.boards, form.cursor().isEmpty() ? QString() : first,
                         page.next.isEmpty() ? QString()
                                             : QStringLiteral("/") + queryString(pairs));
}

} // namespace

HttpReply searchPage(BoardSearch& search, const HttpRequest& request) {
    const SearchForm form = SearchForm::from(request);
    const QString title = form.words().isEmpty() ? QStringLiteral("Boards")
                                                 : QStringLiteral("Boards matching “") +
                                                       form.words() + QStringLiteral("”");
    QString why;
    const std::optional<SearchQuery> query = form.query(&why);
    const std::optional<SearchPage> page = query ? search.find(*query, &why) : std::nullopt;
    if (!page)
        return pageReply(400, title,
                         renderTemplate("search", {{"form", form.view()}, {"problem", text(why)}}));
    mstch::map view = resultsView(form, *page);
    view.insert({"form", form.view()});
    if (page->boards.isEmpty())
        view.insert({"problem", text(noResultsText(form))});
    return pageReply(200, title, renderTemplate("search", view));
}

} // namespace gbxx::registry
