#include "server/pages/search_page.h"

#include "server/pages/board_list_html.h"
#include "server/pages/html.h"
#include "server/pages/page_layout.h"
#include "server/pages/search_form.h"

namespace gbxx::registry {

HttpReply searchPage(BoardSearch& search, const HttpRequest& request) {
    const SearchForm form = SearchForm::from(request);
    const QString title = form.words().isEmpty() ? QStringLiteral("Boards")
                                                 : QStringLiteral("Boards matching “") +
                                                       form.words() + QStringLiteral("”");
    QString main = QStringLiteral("<h1>Find a board</h1>\n") + form.html();
    QString why;
    const std::optional<SearchQuery> query = form.query(&why);
    const std::optional<SearchPage> page =
        query ? search.find(*query, &why) : std::nullopt;
    if (!page) {
        main += QStringLiteral("<p class=\"problem\">") + escaped(why) + QStringLiteral("</p>\n");
        return pageReply(400, title, main);
    }
    if (page->boards.isEmpty()) {
        const QString asked = form.description();
        QString message;
        if (!form.cursor().isEmpty())
            message = QStringLiteral("There are no more boards for this search.");
        else if (asked.isEmpty())
            message = QStringLiteral("No boards are listed yet.");
        else
            message = QStringLiteral("No boards match ") + asked + QLatin1Char('.');
        main +=
            QStringLiteral("<p class=\"problem\">") + escaped(message) + QStringLiteral("</p>\n");
    } else {
        main += boardListHtml(page->boards);
    }
    QList<QPair<QString, QString>> pairs = form.pairs();
    const QString first = QStringLiteral("/") + queryString(pairs);
    pairs.append({QStringLiteral("cursor"), page->next});
    main += pagingHtml(form.cursor().isEmpty() ? QString() : first,
                       page->next.isEmpty() ? QString() : QStringLiteral("/") + queryString(pairs));
    return pageReply(200, title, main);
}

} // namespace gbxx::registry
