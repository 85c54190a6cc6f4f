#include "server/pages/board_page.h"

#include "server/http/content_coding.h"

#include "server/api/api_routes.h"
#include "server/pages/board_list_view.h"
#include "server/pages/html.h"
#include "server/pages/page_layout.h"
#include "server/pages/templates.h"

namespace gbxx::registry {
namespace {

constexpr int kShortHash = 12; // hex digits of a SHA-256 shown; the rest in its title

QString bytesText(qint64 size) {
    return countText(size) + (size == 1 ? QStringLiteral(" byte") : QStringLiteral(" bytes"));
}

mstch::array revisionsView(const QString& code, const QList<RevisionInfo>& revisions) {
    mstch::array rows;
    for (auto r = revisions.crbegin(); r != revisions.crend(); ++r) // newest first
        rows.push_back(mstch::map{{"number", r->revision},
                                  {"published", text(rfc3339(r->published))},
                                  {"publishedText", text(utcText(r->published))},
                                  {"note", text(r->note)},
                                  {"size", text(bytesText(r->size))},
                                  {"sha256", text(r->sha256)},
                                  {"shortSha256", text(r->sha256.left(kShortHash))},
                                  {"download", text(downloadHref(code, r->revision))}});
    return rows;
}

mstch::map boardPageView(const BoardMeta& meta, const QString& viewScript) {
    const BoardSummary& b = meta.board;
    const qint64 latestSize = meta.revisions.isEmpty() ? 0 : meta.revisions.back().size;
    return {{"title", text(titleText(b))},
            {"viewScript", text(viewScript)},
            {"boardBytes", text(QStringLiteral("/b/%1/board/%2").arg(b.code).arg(b.revision))},
            {"code", text(b.code)},
            {"thumbnail", text(thumbnailHref(b.code))},
            {"unlisted", !b.listed},
            {"author", text(authorText(b))},
            {"owner", text(b.owner)},
            {"ownerHref", text(QStringLiteral("/u/") + b.owner)},
            {"size", text(sizeText(b))},
            {"variant", text(variantText(b))},
            {"shape", text(shapeText(b))},
            {"wraps", b.wrap},
            {"version", b.version},
            {"revision", b.revision},
            {"published", text(rfc3339(b.published))},
            {"publishedText", text(utcText(b.published))},
            {"downloads", text(countText(b.downloads))},
            {"download", text(downloadHref(b.code))},
            {"fileName", text(fileNameText(b))},
            {"latestSize", text(bytesText(latestSize))},
            {"revisions", revisionsView(b.code, meta.revisions)}};
}

} // namespace

HttpReply boardPage(Registry& registry, const QString& codeInPath, const QString& viewScript) {
    const std::optional<QString> code = BoardStore::codeOfPath(codeInPath);
    const std::optional<BoardMeta> meta =
        code ? registry.boards().meta(*code) : std::optional<BoardMeta>();
    if (!meta)
        return messagePage(404, QStringLiteral("No such board"),
                           QStringLiteral("No board has the code “") + codeInPath.left(40) +
                               QStringLiteral("”. A board's code is 5 letters and digits, such "
                                              "as the one gbxx fetch takes."));
    const BoardSummary& b = meta->board;
    return pageReply(200, titleText(b) + QStringLiteral(" (") + b.code + QLatin1Char(')'),
                     renderTemplate("board", boardPageView(*meta, viewScript)));
}

HttpReply boardPageBytes(Registry& registry, const HttpRequest& request, const QString& codeInPath,
                         int revision) {
    const std::optional<QString> code = BoardStore::codeOfPath(codeInPath);
    std::optional<StoredRevision> stored;
    if (code) {
        stored = registry.revisions().find(*code, revision);
        if (!stored) {
            stored = registry.boards().revision(*code, revision, true);
            if (stored)
                registry.revisions().keep(*stored, false);
        }
    }
    if (!stored)
        return messagePage(404, QStringLiteral("No such board"),
                           QStringLiteral("No board has this code and revision."));
    // A revision never changes: the browser keeps it for as long as it likes. It goes compressed
    // to a browser that takes gzip (a 255x255 board of 520 KB is often a few KB), as the API's
    // fetch does; compressed each time, as a browser asks for a revision's bytes once.
    HttpReply reply;
    reply.body = stored->bytes;
    if (acceptsGzip(request.header("accept-encoding")))
        if (std::optional<QByteArray> compressed = gzipped(stored->bytes)) {
            reply.body = std::move(*compressed);
            reply.header("Content-Encoding", "gzip");
        }
    return reply.header("Content-Type", "application/x-gameboardxx")
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("Vary", "Accept-Encoding")
        .header("X-Content-Type-Options", "nosniff");
}

} // namespace gbxx::registry
