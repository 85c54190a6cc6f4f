#include "server/pages/board_list_html.h"

#include "server/pages/html.h"

#include "gbxx/variant.h"

namespace gbxx::registry {
namespace {

constexpr int kListThumbnail = 96; // px; the PNG is 256, drawn sharp on dense screens

} // namespace

QString titleText(const BoardSummary& b) {
    return b.title.trimmed().isEmpty() ? QStringLiteral("Untitled board") : b.title;
}

QString sizeText(const BoardSummary& b) {
    return QString::number(b.width) + QStringLiteral(" × ") + QString::number(b.length);
}

QString variantText(const BoardSummary& b) {
    const std::optional<Variant> variant = variantFromBits(b.variant);
    return variant ? QString::fromLatin1(labelOf(*variant).data(),
                                         static_cast<qsizetype>(labelOf(*variant).size()))
                   : QStringLiteral("GB?");
}

QString shapeText(const BoardSummary& b) {
    return b.hex ? QStringLiteral("hex") : QStringLiteral("square");
}

QString fileNameText(const BoardSummary& b) {
    const std::optional<Variant> variant = variantFromBits(b.variant);
    return b.code + (variant
                         ? QString::fromLatin1(extensionOf(*variant).data(),
                                               static_cast<qsizetype>(extensionOf(*variant).size()))
                         : QStringLiteral(".gb"));
}

QString boardHref(const QString& code) {
    return QStringLiteral("/b/") + code;
}

QString thumbnailHref(const QString& code) {
    return QStringLiteral("/api/v1/boards/") + code + QStringLiteral("/thumbnail.png");
}

QString downloadHref(const QString& code, int revision) {
    return revision > 0 ? QStringLiteral("/api/v1/boards/") + code + QStringLiteral("/revisions/") +
                              QString::number(revision)
                        : QStringLiteral("/api/v1/boards/") + code;
}

QString boardListHtml(const QList<BoardSummary>& boards) {
    if (boards.isEmpty())
        return {};
    const QString side = QString::number(kListThumbnail);
    QString out = QStringLiteral("<ul class=\"results\">\n");
    for (const BoardSummary& b : boards) {
        const QString href = escaped(boardHref(b.code));
        const QString title = escaped(titleText(b));
        out += QStringLiteral("<li><a href=\"") + href +
               QStringLiteral("\"><img class=\"thumb\" src=\"") + escaped(thumbnailHref(b.code)) +
               QStringLiteral("\" width=\"") + side + QStringLiteral("\" height=\"") + side +
               QStringLiteral("\" alt=\"Picture of ") + title +
               QStringLiteral("\"></a><div><a class=\"title\" href=\"") + href +
               QStringLiteral("\">") + title + QStringLiteral("</a> <code class=\"muted\">") +
               escaped(b.code) + QStringLiteral("</code>\n<p>");
        out += b.author.trimmed().isEmpty()
                   ? QStringLiteral("<span class=\"muted\">No author given</span>")
                   : QStringLiteral("by ") + escaped(b.author);
        out += QStringLiteral("</p>\n<p class=\"muted\">") + escaped(sizeText(b)) +
               QStringLiteral(" · ") + escaped(variantText(b)) + QStringLiteral(" · ") +
               escaped(shapeText(b)) + (b.wrap ? QStringLiteral(" · wraps") : QString()) +
               QStringLiteral("</p>\n<p class=\"muted\">Revision ") + QString::number(b.revision) +
               QStringLiteral(" · ") + escaped(utcDayText(b.published)) +
               QStringLiteral("</p></div></li>\n");
    }
    out += QStringLiteral("</ul>\n");
    return out;
}

QString pagingHtml(const QString& firstHref, const QString& nextHref) {
    if (firstHref.isEmpty() && nextHref.isEmpty())
        return {};
    QString out = QStringLiteral("<nav class=\"paging\">");
    out += firstHref.isEmpty() ? QStringLiteral("<span></span>")
                               : QStringLiteral("<a href=\"") + escaped(firstHref) +
                                     QStringLiteral("\">First page</a>");
    if (!nextHref.isEmpty())
        out += QStringLiteral("<a rel=\"next\" href=\"") + escaped(nextHref) +
               QStringLiteral("\">Next</a>");
    return out + QStringLiteral("</nav>\n");
}

} // namespace gbxx::registry
