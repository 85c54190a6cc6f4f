#include "server/pages/board_list_view.h"

#include "server/pages/html.h"
#include "server/pages/templates.h"

#include "gbxx/board_outline.h"
#include "gbxx/variant.h"
#include "text/qt_text.h"

namespace gbxx::registry {
namespace {

// The core's words for a board's facts (gbxx/board_outline.h), which `gbxx search` shares.
BoardOutline outlineOfSummary(const BoardSummary& b) {
    return outlineOf(b.variant, b.width, b.length, b.hex, b.wrap);
}

} // namespace

QString titleText(const BoardSummary& b) {
    return b.title.trimmed().isEmpty() ? QStringLiteral("Untitled board") : b.title;
}

QString authorText(const BoardSummary& b) {
    return b.author.trimmed().isEmpty() ? QString() : b.author;
}

QString sizeText(const BoardSummary& b) {
    return qs(sizeWords(outlineOfSummary(b)));
}

QString variantText(const BoardSummary& b) {
    return qs(variantWord(outlineOfSummary(b)));
}

QString shapeText(const BoardSummary& b) {
    return qs(shapeWord(b.hex));
}

QString factsText(const BoardSummary& b) {
    return qs(outlineLine(outlineOfSummary(b)));
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

namespace {

mstch::map listEntryView(const BoardSummary& b) {
    return {{"href", text(boardHref(b.code))}, {"thumbnail", text(thumbnailHref(b.code))},
            {"title", text(titleText(b))},     {"code", text(b.code)},
            {"author", text(authorText(b))},   {"facts", text(factsText(b))},
            {"revision", b.revision},          {"day", text(utcDayText(b.published))}};
}

} // namespace

mstch::map boardListView(const QList<BoardSummary>& boards, const QString& firstHref,
                         const QString& nextHref) {
    mstch::array list;
    for (const BoardSummary& b : boards)
        list.push_back(listEntryView(b));
    mstch::map view{{"anyBoards", !boards.isEmpty()}, {"boards", std::move(list)}};
    if (!firstHref.isEmpty() || !nextHref.isEmpty())
        view.insert({"paging", mstch::map{{"first", text(firstHref)}, {"next", text(nextHref)}}});
    return view;
}

} // namespace gbxx::registry
