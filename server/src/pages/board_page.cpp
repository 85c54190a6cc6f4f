#include "server/pages/board_page.h"

#include "server/api/api_routes.h"
#include "server/pages/board_list_html.h"
#include "server/pages/html.h"
#include "server/pages/page_layout.h"

#include <algorithm>

namespace gbxx::registry {
namespace {

constexpr int kPicture = 256;  // px, the thumbnail's own size
constexpr int kShortHash = 12; // hex digits of a SHA-256 shown; the rest in its title

QString fact(const QString& term, const QString& valueHtml) {
    return QStringLiteral("<dt>") + term + QStringLiteral("</dt><dd>") + valueHtml +
           QStringLiteral("</dd>\n");
}

QString timeHtml(qint64 ms) {
    return QStringLiteral("<time datetime=\"") + escaped(rfc3339(ms)) + QStringLiteral("\">") +
           escaped(utcText(ms)) + QStringLiteral("</time>");
}

QString bytesText(qint64 size) {
    return countText(size) + (size == 1 ? QStringLiteral(" byte") : QStringLiteral(" bytes"));
}

QString revisionsHtml(const QString& code, const QList<RevisionInfo>& revisions) {
    QString out = QStringLiteral(
        "<div class=\"table\"><table>\n<thead><tr><th>Revision</th><th>Published</th><th>Note</th>"
        "<th>Size</th><th>SHA-256</th><th>Download</th></tr></thead>\n<tbody>\n");
    QList<RevisionInfo> newestFirst = revisions;
    std::reverse(newestFirst.begin(), newestFirst.end());
    for (const RevisionInfo& r : newestFirst) {
        const QString number = QString::number(r.revision);
        out +=
            QStringLiteral("<tr><td data-label=\"Revision\">") + number +
            QStringLiteral("</td><td data-label=\"Published\" class=\"nowrap\">") +
            timeHtml(r.published) + QStringLiteral("</td><td data-label=\"Note\" class=\"note\">") +
            (r.note.isEmpty() ? QStringLiteral("<span class=\"muted\">—</span>")
                              : escaped(r.note)) +
            QStringLiteral("</td><td data-label=\"Size\" class=\"nowrap\">") +
            escaped(bytesText(r.size)) +
            QStringLiteral("</td><td data-label=\"SHA-256\"><code title=\"") + escaped(r.sha256) +
            QStringLiteral("\">") + escaped(r.sha256.left(kShortHash)) +
            QStringLiteral("…</code></td><td data-label=\"Download\" class=\"nowrap\"><a href=\"") +
            escaped(downloadHref(code, r.revision)) + QStringLiteral("\">Revision ") + number +
            QStringLiteral("</a></td></tr>\n");
    }
    return out + QStringLiteral("</tbody>\n</table></div>\n");
}

} // namespace

HttpReply boardPage(Registry& registry, const QString& codeInPath) {
    const std::optional<QString> code = BoardStore::codeOfPath(codeInPath);
    const std::optional<BoardMeta> meta =
        code ? registry.boards().meta(*code) : std::optional<BoardMeta>();
    if (!meta)
        return messagePage(404, QStringLiteral("No such board"),
                           QStringLiteral("No board has the code “") + codeInPath.left(40) +
                               QStringLiteral("”. A board's code is 5 letters and digits, such "
                                              "as the one gbxx fetch takes."));
    const BoardSummary& b = meta->board;
    const QString title = escaped(titleText(b));
    const QString side = QString::number(kPicture);
    QString main = QStringLiteral("<div class=\"board\">\n<img class=\"thumb\" src=\"") +
                   escaped(thumbnailHref(b.code)) + QStringLiteral("\" width=\"") + side +
                   QStringLiteral("\" height=\"") + side + QStringLiteral("\" alt=\"Picture of ") +
                   title + QStringLiteral("\">\n<div>\n<h1>") + title + QStringLiteral("</h1>\n");
    if (!b.listed)
        main += QStringLiteral("<p class=\"problem\">This board is unlisted: searches do not "
                               "show it, but anyone who has its code can fetch it.</p>\n");
    main += QStringLiteral("<dl class=\"facts\">\n");
    main += fact(QStringLiteral("Code"),
                 QStringLiteral("<code>") + escaped(b.code) + QStringLiteral("</code>"));
    main += fact(QStringLiteral("Author"),
                 b.author.trimmed().isEmpty()
                     ? QStringLiteral("<span class=\"muted\">No author given</span>")
                     : escaped(b.author));
    main += fact(QStringLiteral("Published by"), QStringLiteral("<a href=\"/u/") +
                                                     escaped(b.owner) + QStringLiteral("\">") +
                                                     escaped(b.owner) + QStringLiteral("</a>"));
    main += fact(QStringLiteral("Size"), escaped(sizeText(b)) + QStringLiteral(" tiles"));
    main += fact(QStringLiteral("Variant"), escaped(variantText(b)));
    main += fact(QStringLiteral("Shape"), escaped(shapeText(b)));
    main += fact(QStringLiteral("Wraps"), b.wrap ? QStringLiteral("yes") : QStringLiteral("no"));
    main += fact(QStringLiteral("Version"), QString::number(b.version));
    main += fact(QStringLiteral("Revision"),
                 QString::number(b.revision) + QStringLiteral(", ") + timeHtml(b.published));
    main += fact(QStringLiteral("Downloads"), escaped(countText(b.downloads)));
    main += QStringLiteral("</dl>\n");
    const qint64 latestSize = meta->revisions.isEmpty() ? 0 : meta->revisions.back().size;
    main += QStringLiteral("<div class=\"fetch\">\n<p><a href=\"") + escaped(downloadHref(b.code)) +
            QStringLiteral("\">Download ") + escaped(fileNameText(b)) +
            QStringLiteral("</a> <span class=\"muted\">(the latest "
                           "revision, ") +
            escaped(bytesText(latestSize)) +
            QStringLiteral(")</span></p>\n<p>or in a terminal: <code>gbxx fetch ") +
            escaped(b.code) + QStringLiteral("</code></p>\n</div>\n</div>\n</div>\n");
    main += QStringLiteral("<h2>Revisions</h2>\n") + revisionsHtml(b.code, meta->revisions);
    return pageReply(200, titleText(b) + QStringLiteral(" (") + b.code + QLatin1Char(')'), main);
}

} // namespace gbxx::registry
