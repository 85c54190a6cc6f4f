#include "server/api/board_delivery.h"

#include "server/api/api_errors.h"
#include "server/api/search_fields.h"
#include "server/http/content_coding.h"

#include "gbxx/board_patch.h"
#include "gbxx/codec.h"
#include "gbxx/variant.h"

#include <QCryptographicHash>

namespace gbxx::registry {
namespace {

// Compressed boards and patches are small beside the revisions the RevisionCache keeps (64 MB):
// a 255 × 255 GB64 board of mazes or patterns gzips to 5-17 KB (only random tiles stay 520 KB),
// and a patch holds only what changed, so these hold thousands of each.
constexpr qint64 kGzipBudget = 32 * 1024 * 1024;
constexpr qint64 kPatchBudget = 16 * 1024 * 1024;

const QByteArray kImmutable = "public, max-age=31536000, immutable";

std::span<const std::uint8_t> boardBytes(const QByteArray& bytes) {
    return {reinterpret_cast<const std::uint8_t*>(bytes.constData()),
            static_cast<std::size_t>(bytes.size())};
}

// A revision number in a query, spelled as revisions/{n} takes one in a path: digits alone, no
// leading zero. 0 for one no board can have (0 itself, or past the integers); nothing for
// anything else.
std::optional<int> revisionParam(const QString& text) {
    if (!digitsOnly(text) || (text.size() > 1 && text.startsWith(QLatin1Char('0'))))
        return std::nullopt;
    bool ok = false;
    const int n = text.toInt(&ok);
    return ok ? n : 0;
}

} // namespace

BoardDelivery::BoardDelivery(Registry& registry)
    : registry_(registry)
    , gzipped_(kGzipBudget)
    , patches_(kPatchBudget) {}

std::optional<StoredRevision> BoardDelivery::stored(const QString& code, int revision) {
    // Which revision is the latest: on SQLite this process is the only publisher (the data
    // folder's lock), so the cache knows. On PostgreSQL another server may have published a moment
    // ago, and a client that heard its 201 must get that revision here too: only the database can
    // say so, whatever notifications are still on their way (one look-up of the tag, no bytes).
    int wanted = revision;
    if (revision == 0 && registry_.session().postgres()) {
        const std::optional<StoredRevision> latest = registry_.boards().revision(code, 0, false);
        if (!latest)
            return std::nullopt;
        wanted = latest->revision;
    }
    std::optional<StoredRevision> found = registry_.revisions().find(code, wanted);
    if (!found) {
        found = registry_.boards().revision(code, wanted, true);
        if (!found)
            return std::nullopt;
        registry_.revisions().keep(*found, wanted == 0);
    }
    return found;
}

HttpReply BoardDelivery::deliver(const HttpRequest& r, const Delivery& d) {
    const QByteArray tag = '"' + d.sha256.toLatin1() + '"';
    // The tag is the uncompressed bytes' whichever coding goes out: both forms are the same
    // bytes to a client, which checks them against the tag once it has decoded them.
    for (const QByteArray& candidate : r.header("if-none-match").split(',')) {
        const QByteArray t = candidate.trimmed();
        if (t == tag || t == "*" || t == "W/" + tag) {
            HttpReply reply;
            reply.status = 304;
            return reply.header("ETag", tag)
                .header("Cache-Control", d.cacheControl)
                .header("Vary", "Accept-Encoding"); // RFC 9110 15.4.5: as the 200 would
        }
    }
    HttpReply reply;
    reply.headers = d.headers;
    reply.body = d.bytes;
    if (acceptsGzip(r.header("accept-encoding"))) {
        std::optional<QByteArray> compressed = gzipped_.find(d.sha256);
        if (!compressed) {
            compressed = gzipped(d.bytes);
            if (compressed)
                gzipped_.keep(d.sha256, *compressed);
        }
        // zlib out of memory: the plain bytes are as right an answer.
        if (compressed) {
            reply.body = *compressed;
            reply.header("Content-Encoding", "gzip");
        }
    }
    return reply.header("ETag", tag)
        .header("Cache-Control", d.cacheControl)
        .header("Vary", "Accept-Encoding");
}

HttpReply BoardDelivery::revision(const HttpRequest& r, const PathParams& p) {
    const QString& code = p.code;
    const std::optional<StoredRevision> found = stored(code, p.revision);
    if (!found)
        return p.revision > 0
                   ? notFound(QStringLiteral("%1 has no revision %2").arg(code).arg(p.revision))
                   : notFound(QStringLiteral("no board has the code %1").arg(code));
    const std::optional<Variant> variant = variantFromBits(found->variant);
    const QByteArray extension =
        variant ? QByteArray(extensionOf(*variant).data(),
                             static_cast<qsizetype>(extensionOf(*variant).size()))
                : QByteArray(".gb");
    const Delivery delivery{
        found->bytes,
        found->sha256,
        p.revision > 0 ? kImmutable : QByteArray("no-cache"),
        {{"Content-Type", "application/x-gameboardxx"},
         {"Content-Location", QStringLiteral("/api/v1/boards/%1/revisions/%2")
                                  .arg(code)
                                  .arg(found->revision)
                                  .toLatin1()},
         {"Content-Disposition", "attachment; filename=\"" + code.toLatin1() + extension + '"'}}};
    HttpReply reply = deliver(r, delivery);
    if (reply.status == 200 && r.method == "GET")
        registry_.countDownload(code);
    return reply;
}

HttpReply BoardDelivery::patch(const HttpRequest& r, const PathParams& p) {
    const QString& code = p.code;
    const std::optional<StoredRevision> latest = stored(code, 0);
    if (!latest)
        return notFound(QStringLiteral("no board has the code %1").arg(code));
    // `from` or `to` as a number (0: one no revision has), or the 400 refusing its spelling.
    const auto number = [&r](const QString& name) -> std::variant<int, HttpReply> {
        const QString text = r.param(name);
        const std::optional<int> n = revisionParam(text);
        if (!n)
            return badRequest(QStringLiteral("%1 must be a revision number in digits, not \"%2\"")
                                  .arg(name, text.left(20)));
        return *n;
    };
    if (!r.hasParam(QStringLiteral("from")))
        return badRequest(QStringLiteral("a patch needs from=M, the revision it starts from"));
    const std::variant<int, HttpReply> from = number(QStringLiteral("from"));
    if (const auto* refusal = std::get_if<HttpReply>(&from))
        return *refusal;
    const bool toGiven = r.hasParam(QStringLiteral("to"));
    std::variant<int, HttpReply> to = latest->revision;
    if (toGiven)
        to = number(QStringLiteral("to"));
    if (const auto* refusal = std::get_if<HttpReply>(&to))
        return *refusal;
    const int m = std::get<int>(from);
    const int n = std::get<int>(to);
    // 0 stands for a number no revision has; stored() would take it for the latest.
    const auto revisionNumbered = [&](int wanted) -> std::optional<StoredRevision> {
        if (wanted == 0)
            return std::nullopt;
        return wanted == latest->revision ? latest : stored(code, wanted);
    };
    const std::optional<StoredRevision> target = revisionNumbered(n);
    if (!target)
        return notFound(QStringLiteral("%1 has no revision %2").arg(code, r.param("to").left(20)));
    const std::optional<StoredRevision> base = revisionNumbered(m);
    if (!base)
        return notFound(
            QStringLiteral("%1 has no revision %2").arg(code, r.param("from").left(20)));
    if (m >= n)
        return badRequest(QStringLiteral("a patch goes from an older revision to a newer one: "
                                         "from %1 is not before to %2")
                              .arg(m)
                              .arg(n));
    std::variant<QByteArray, HttpReply> made = patchBetween(*base, *target);
    if (auto* refusal = std::get_if<HttpReply>(&made))
        return std::move(*refusal);
    const QByteArray& bytes = std::get<QByteArray>(made);
    const QByteArray pair = QByteArray::number(m) + '-' + QByteArray::number(n);
    return deliver(r, {bytes,
                       QString::fromLatin1(
                           QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()),
                       // A pair of revisions never changes; the latest revision does.
                       toGiven ? kImmutable : QByteArray("no-cache"),
                       {{"Content-Type", "application/x-gameboardxx-patch"},
                        {"Content-Location", QStringLiteral("/api/v1/boards/%1/patch?from=%2&to=%3")
                                                 .arg(code)
                                                 .arg(m)
                                                 .arg(n)
                                                 .toLatin1()},
                        {"Content-Disposition",
                         "attachment; filename=\"" + code.toLatin1() + '-' + pair + ".gbxp\""}}});
}

std::variant<QByteArray, HttpReply> BoardDelivery::patchBetween(const StoredRevision& from,
                                                                const StoredRevision& to) {
    const QString key =
        QStringLiteral("%1@%2-%3").arg(from.code).arg(from.revision).arg(to.revision);
    if (std::optional<QByteArray> kept = patches_.find(key))
        return *kept;
    const ReadResult base = readBoard(boardBytes(from.bytes));
    const ReadResult target = readBoard(boardBytes(to.bytes));
    // Every stored revision was read when it was published; a layout the reader no longer takes
    // is still no patch, and not the client's fault to be told as 500.
    if (!base || !target)
        return HttpReply::error(
            409, QStringLiteral("not-patchable"),
            QString::fromStdString(base ? target.error.message : base.error.message));
    std::variant<std::vector<std::uint8_t>, Message> made = makePatch(*base.board, *target.board);
    if (const auto* refusal = std::get_if<Message>(&made))
        return HttpReply::error(409, QStringLiteral("not-patchable"),
                                QString::fromStdString(refusal->english()));
    const auto& patch = std::get<std::vector<std::uint8_t>>(made);
    const QByteArray bytes(reinterpret_cast<const char*>(patch.data()),
                           static_cast<qsizetype>(patch.size()));
    patches_.keep(key, bytes);
    return bytes;
}

} // namespace gbxx::registry
