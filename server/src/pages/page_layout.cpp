#include "server/pages/page_layout.h"

#include "server/pages/html.h"
#include "server/pages/page_style.h"

namespace gbxx::registry {

HttpReply pageReply(int status, const QString& title, const QString& mainHtml) {
    QString page;
    page.reserve(mainHtml.size() + pageStylesheet().size() + 1200);
    page +=
        QStringLiteral("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                       "<meta name=\"color-scheme\" content=\"light dark\">\n<title>");
    page += escaped(title) + QStringLiteral(" — GameBoardXX registry</title>\n<style>");
    page += pageStylesheet();
    page += QStringLiteral("</style>\n</head>\n<body>\n<header class=\"site\"><a class=\"brand\" "
                           "href=\"/\">GameBoardXX "
                           "<span>board registry</span></a></header>\n"
                           "<main>\n");
    page += mainHtml;
    page += QStringLiteral(
        "</main>\n<footer class=\"site\">Every board here opens in the GameBoardXX editor; "
        "<code>gbxx fetch CODE</code> downloads one. Programs use the JSON API under "
        "<code>/api/v1</code>.</footer>\n</body>\n</html>\n");
    HttpReply reply = HttpReply::html(status, page);
    reply
        .header("Content-Security-Policy",
                "default-src 'none'; img-src 'self'; style-src " + pageStyleHashSource() +
                    "; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
        .header("X-Content-Type-Options", "nosniff")
        .header("Referrer-Policy", "same-origin")
        .header("Cache-Control", "no-cache");
    return reply;
}

HttpReply messagePage(int status, const QString& heading, const QString& message) {
    return pageReply(status, heading,
                     QStringLiteral("<h1>%1</h1>\n<p>%2</p>\n<p><a href=\"/\">Search the "
                                    "registry's boards</a></p>\n")
                         .arg(escaped(heading), escaped(message)));
}

} // namespace gbxx::registry
