#include "server/api/api_routes.h"

#include "gbxx/codec.h"
#include "gbxx/variant.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace gbxx::registry {
namespace {

constexpr int kMaxNote = 1000; // characters
constexpr int kMaxIdempotencyKey = 200;

HttpReply notFound(const QString& what) {
    return HttpReply::error(404, QStringLiteral("not-found"), what);
}

HttpReply badRequest(const QString& why) {
    return HttpReply::error(400, QStringLiteral("bad-request"), why);
}

HttpReply methodNotAllowed(const QByteArray& allowed) {
    return HttpReply::error(405, QStringLiteral("method-not-allowed"),
                            QStringLiteral("use %1 here").arg(QString::fromLatin1(allowed)))
        .header("Allow", allowed);
}

bool isGet(const HttpRequest& r) {
    return r.method == "GET" || r.method == "HEAD";
}

// Whether `text` is a number as the API writes one: ASCII digits alone (no sign, no spaces).
bool digitsOnly(const QString& text) {
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) {
        return c >= QLatin1Char('0') && c <= QLatin1Char('9');
    });
}

// A whole non-negative number in a query value; `why` names the parameter otherwise.
std::optional<int> number(const HttpRequest& r, const QString& key, QString* why) {
    bool ok = false;
    const int value = r.param(key).toInt(&ok);
    if (!ok || value < 0 || !digitsOnly(r.param(key))) {
        *why = QStringLiteral("%1 must be a whole number, not \"%2\"").arg(key, r.param(key));
        return std::nullopt;
    }
    return value;
}

std::optional<bool> flag(const HttpRequest& r, const QString& key, QString* why) {
    const QString value = r.param(key);
    if (value == QLatin1String("1") || value == QLatin1String("true"))
        return true;
    if (value == QLatin1String("0") || value == QLatin1String("false"))
        return false;
    *why = QStringLiteral("%1 must be 0 or 1, not \"%2\"").arg(key, value);
    return std::nullopt;
}

} // namespace

QString rfc3339(qint64 ms) {
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

// The keys a board's search result and its meta share.
static QJsonObject boardFactsJson(const BoardSummary& b) {
    return {{QStringLiteral("code"), b.code},       {QStringLiteral("title"), b.title},
            {QStringLiteral("author"), b.author},   {QStringLiteral("variant"), b.variant},
            {QStringLiteral("width"), b.width},     {QStringLiteral("length"), b.length},
            {QStringLiteral("hex"), b.hex},         {QStringLiteral("wrap"), b.wrap},
            {QStringLiteral("version"), b.version}, {QStringLiteral("revision"), b.revision}};
}

QJsonObject summaryJson(const BoardSummary& b) {
    QJsonObject object = boardFactsJson(b);
    object.insert(QStringLiteral("published"), rfc3339(b.published));
    return object;
}

HttpReply ApiRoutes::handle(const HttpRequest& r) {
    const quint64 commits = registry_.session().commits();
    try {
        return route(r);
    } catch (const SqlFailure& failure) {
        if (failure.kind != SqlFailure::Kind::Unavailable)
            throw; // 507, or a fault of ours: the server's own answer
        // Whether this request may have changed something: the database was lost during its
        // commit, or after it (a listing changed, then its meta not read). Then the answer must
        // not say "nothing was changed" (issue 42, item 19): a client retries a publish with the
        // same Idempotency-Key, which gives the first answer if it was stored.
        const bool writes = r.method == "POST" || r.method == "PATCH";
        if (writes && (failure.inDoubt || registry_.session().commits() != commits))
            return HttpReply::error(503, QStringLiteral("unavailable"),
                                    QStringLiteral("the registry lost its database while storing "
                                                   "this, and cannot tell whether it was stored; "
                                                   "send it again (a publish with the same "
                                                   "Idempotency-Key) once the registry is back"),
                                    {{QStringLiteral("outcome"), QStringLiteral("unknown")}})
                .header("Retry-After", "5");
        return HttpReply::error(503, QStringLiteral("unavailable"),
                                QStringLiteral("the registry's database cannot be reached; "
                                               "nothing was changed; try again shortly"))
            .header("Retry-After", "5");
    }
}

HttpReply ApiRoutes::route(const HttpRequest& r) {
    const QStringList& s = r.segments;
    const qsizetype n = s.size();
    if (n == 3 && s[2] == QLatin1String("health"))
        return isGet(r) ? health() : methodNotAllowed("GET, HEAD");
    if (n == 3 && s[2] == QLatin1String("account"))
        return isGet(r) ? account(r) : methodNotAllowed("GET, HEAD");
    if (n < 3 || s[2] != QLatin1String("boards"))
        return notFound(QStringLiteral("no such address in the API"));
    if (n == 3) {
        if (r.method == "POST")
            return publish(r);
        return isGet(r) ? search(r) : methodNotAllowed("GET, HEAD, POST");
    }
    const std::optional<QString> code = BoardStore::codeOfPath(s[3]);
    if (!code)
        return notFound(QStringLiteral("%1 is not a board code").arg(s[3].left(40)));
    if (n == 4) {
        if (r.method == "PATCH")
            return patch(r, *code);
        return isGet(r) ? fetch(r, *code, 0) : methodNotAllowed("GET, HEAD, PATCH");
    }
    if (n == 5 && s[4] == QLatin1String("meta"))
        return isGet(r) ? meta(*code) : methodNotAllowed("GET, HEAD");
    if (n == 5 && s[4] == QLatin1String("thumbnail.png"))
        return isGet(r) ? thumbnail(*code) : methodNotAllowed("GET, HEAD");
    if (n == 6 && s[4] == QLatin1String("revisions")) {
        // Digits alone, as Location and Content-Location write them: " 1" or "01" is no revision.
        bool ok = false;
        const int revision = s[5].toInt(&ok);
        if (!ok || revision < 1 || !digitsOnly(s[5]) || s[5].startsWith(QLatin1Char('0')))
            return notFound(QStringLiteral("%1 has no revision %2").arg(*code, s[5].left(20)));
        return isGet(r) ? fetch(r, *code, revision) : methodNotAllowed("GET, HEAD");
    }
    return notFound(QStringLiteral("no such address in the API"));
}

HttpReply ApiRoutes::health() {
    const QString engine = registry_.session().target().engineName();
    if (!registry_.session().alive())
        return HttpReply::error(503, QStringLiteral("unavailable"),
                                QStringLiteral("the database cannot be reached"),
                                {{QStringLiteral("status"), QStringLiteral("unavailable")},
                                 {QStringLiteral("database"), engine}});
    return HttpReply::json(200, {{QStringLiteral("status"), QStringLiteral("ok")},
                                 {QStringLiteral("database"), engine}});
}

HttpReply ApiRoutes::account(const HttpRequest& r) {
    const std::optional<Account> account = caller(r);
    if (!account)
        return HttpReply::error(401, QStringLiteral("unauthorized"),
                                QStringLiteral("the token is not valid (or was revoked)"))
            .header("WWW-Authenticate", "Bearer");
    return HttpReply::json(200, {{QStringLiteral("name"), account->name}});
}

std::optional<Account> ApiRoutes::caller(const HttpRequest& r) {
    // "Bearer TOKEN", the scheme's name in any case (RFC 9110, 11.1).
    const QByteArray authorization = r.header("authorization").trimmed();
    if (authorization.size() < 8 || authorization.left(6).toLower() != "bearer" ||
        (authorization[6] != ' ' && authorization[6] != '\t'))
        return std::nullopt;
    return registry_.accounts().authenticate(QString::fromLatin1(authorization.mid(7).trimmed()));
}

HttpReply ApiRoutes::publish(const HttpRequest& r) {
    const std::optional<Account> account = caller(r);
    if (!account)
        return HttpReply::error(401, QStringLiteral("unauthorized"),
                                QStringLiteral("publishing needs a valid token "
                                               "(Authorization: Bearer TOKEN)"))
            .header("WWW-Authenticate", "Bearer");
    if (r.body.size() > static_cast<qsizetype>(kMaxFileSize))
        return HttpReply::error(413, QStringLiteral("too-large"),
                                QStringLiteral("a board is at most %1 bytes").arg(kMaxFileSize));
    const QByteArray type = r.header("content-type").split(';').first().trimmed().toLower();
    if (!type.isEmpty() && type != "application/x-gameboardxx" &&
        type != "application/octet-stream")
        return HttpReply::error(415, QStringLiteral("unsupported-media-type"),
                                QStringLiteral("send the board's bytes as "
                                               "application/x-gameboardxx"));
    PublishRequest request{*account,
                           r.body,
                           r.param(QStringLiteral("note")),
                           false,
                           QString::fromLatin1(r.header("idempotency-key")),
                           r.base() + QStringLiteral("/b/")};
    if (request.note.size() > kMaxNote || !printableText(request.note))
        return badRequest(
            QStringLiteral("a note is at most %1 printable characters, in UTF-8").arg(kMaxNote));
    const auto visibleAscii = [](const QString& key) {
        return std::all_of(key.begin(), key.end(),
                           [](QChar c) { return c.unicode() > 0x20 && c.unicode() < 0x7f; });
    };
    if (request.idempotencyKey.size() > kMaxIdempotencyKey || !visibleAscii(request.idempotencyKey))
        return badRequest(QStringLiteral("an Idempotency-Key is 1-%1 visible ASCII characters")
                              .arg(kMaxIdempotencyKey));
    if (r.hasParam(QStringLiteral("unlisted"))) {
        QString why;
        const std::optional<bool> unlisted = flag(r, QStringLiteral("unlisted"), &why);
        if (!unlisted)
            return badRequest(why);
        request.unlisted = *unlisted;
    }
    const PublishOutcome outcome = registry_.boards().publish(request);
    if (const auto* refusal = std::get_if<PublishRefusal>(&outcome)) {
        using Kind = PublishRefusal::Kind;
        switch (refusal->kind) {
        case Kind::InvalidBoard:
            return HttpReply::error(422, QStringLiteral("invalid-board"), refusal->message);
        case Kind::BadCode:
            return HttpReply::error(422, QStringLiteral("bad-code"), refusal->message);
        case Kind::CodeTaken:
            return HttpReply::error(409, QStringLiteral("code-taken"), refusal->message);
        case Kind::Duplicate:
            return HttpReply::error(409, QStringLiteral("duplicate"), refusal->message,
                                    {{QStringLiteral("code"), refusal->code},
                                     {QStringLiteral("revision"), refusal->revision}});
        case Kind::RateLimited:
            return HttpReply::error(429, QStringLiteral("rate-limited"), refusal->message)
                .header("Retry-After", QByteArray::number(refusal->retryAfter));
        case Kind::Exhausted:
            return HttpReply::error(507, QStringLiteral("insufficient-storage"), refusal->message);
        }
    }
    const Published& p = std::get<Published>(outcome);
    registry_.revisions().forgetLatest(p.code);
    return HttpReply::json(201, {{QStringLiteral("code"), p.code},
                                 {QStringLiteral("revision"), p.revision},
                                 {QStringLiteral("sha256"), p.sha256},
                                 {QStringLiteral("size"), p.size},
                                 {QStringLiteral("url"), p.url}})
        .header("Location", QStringLiteral("/api/v1/boards/%1/revisions/%2")
                                .arg(p.code)
                                .arg(p.revision)
                                .toLatin1());
}

HttpReply ApiRoutes::fetch(const HttpRequest& r, const QString& code, int revision) {
    const auto missing = [&] {
        return revision > 0
                   ? notFound(QStringLiteral("%1 has no revision %2").arg(code).arg(revision))
                   : notFound(QStringLiteral("no board has the code %1").arg(code));
    };
    // Which revision is the latest: on SQLite this process is the only publisher (the data
    // folder's lock), so the cache knows. On PostgreSQL another server may have published a moment
    // ago, and a client that heard its 201 must get that revision here too: only the database can
    // say so, whatever notifications are still on their way (one look-up of the tag, no bytes).
    int wanted = revision;
    if (revision == 0 && registry_.session().postgres()) {
        const std::optional<StoredRevision> latest = registry_.boards().revision(code, 0, false);
        if (!latest)
            return missing();
        wanted = latest->revision;
    }
    std::optional<StoredRevision> stored = registry_.revisions().find(code, wanted);
    if (!stored) {
        stored = registry_.boards().revision(code, wanted, true);
        if (!stored)
            return missing();
        registry_.revisions().keep(*stored, wanted == 0);
    }
    const QByteArray tag = '"' + stored->sha256.toLatin1() + '"';
    const QByteArray cache =
        revision > 0 ? QByteArray("public, max-age=31536000, immutable") : QByteArray("no-cache");
    for (const QByteArray& candidate : r.header("if-none-match").split(',')) {
        const QByteArray t = candidate.trimmed();
        if (t == tag || t == "*" || t == "W/" + tag) {
            HttpReply reply;
            reply.status = 304;
            return reply.header("ETag", tag).header("Cache-Control", cache);
        }
    }
    if (r.method == "GET")
        registry_.countDownload(code);
    HttpReply reply;
    reply.body = stored->bytes;
    const std::optional<Variant> variant = variantFromBits(stored->variant);
    const QByteArray extension =
        variant ? QByteArray(extensionOf(*variant).data(),
                             static_cast<qsizetype>(extensionOf(*variant).size()))
                : QByteArray(".gb");
    return reply.header("Content-Type", "application/x-gameboardxx")
        .header("ETag", tag)
        .header("Content-Location", QStringLiteral("/api/v1/boards/%1/revisions/%2")
                                        .arg(code)
                                        .arg(stored->revision)
                                        .toLatin1())
        .header("Cache-Control", cache)
        .header("Content-Disposition",
                "attachment; filename=\"" + code.toLatin1() + extension + '"');
}

HttpReply ApiRoutes::meta(const QString& code) {
    const std::optional<BoardMeta> meta = registry_.boards().meta(code);
    if (!meta)
        return notFound(QStringLiteral("no board has the code %1").arg(code));
    const BoardSummary& b = meta->board;
    QJsonArray revisions;
    for (const RevisionInfo& info : meta->revisions)
        revisions.append(QJsonObject{{QStringLiteral("revision"), info.revision},
                                     {QStringLiteral("sha256"), info.sha256},
                                     {QStringLiteral("size"), info.size},
                                     {QStringLiteral("version"), info.version},
                                     {QStringLiteral("published"), rfc3339(info.published)},
                                     {QStringLiteral("note"), info.note}});
    QJsonObject object = boardFactsJson(b);
    object.insert(QStringLiteral("owner"), b.owner);
    object.insert(QStringLiteral("editorId"), b.editorId);
    object.insert(QStringLiteral("listed"), b.listed);
    object.insert(QStringLiteral("downloads"), b.downloads);
    object.insert(QStringLiteral("revisions"), revisions);
    return HttpReply::json(200, object);
}

HttpReply ApiRoutes::thumbnail(const QString& code) {
    const std::optional<QByteArray> png = registry_.boards().thumbnail(code);
    if (!png)
        return notFound(QStringLiteral("no board has the code %1").arg(code));
    HttpReply reply;
    reply.body = *png;
    return reply.header("Content-Type", "image/png").header("Cache-Control", "no-cache");
}

bool ApiRoutes::isSearch(const HttpRequest& r) {
    return r.segments.size() == 3 && r.segments[0] == QLatin1String("api") &&
           r.segments[1] == QLatin1String("v1") && r.segments[2] == QLatin1String("boards") &&
           isGet(r);
}

HttpReply ApiRoutes::search(const HttpRequest& r) {
    std::variant<SearchQuery, HttpReply> query = searchQuery(r);
    if (const auto* refusal = std::get_if<HttpReply>(&query))
        return *refusal;
    return searchAnswer(registry_.search(), std::get<SearchQuery>(query));
}

std::variant<SearchQuery, HttpReply> ApiRoutes::searchQuery(const HttpRequest& r) {
    SearchQuery q;
    QString why;
    // Checked as sent: simplified() would turn a line feed into the space between two words.
    const QString words = r.param(QStringLiteral("q"));
    q.words = words.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    q.author = r.param(QStringLiteral("author")).trimmed();
    if (q.words.size() > kMaxSearchWords)
        return badRequest(QStringLiteral("a search has at most %1 words").arg(kMaxSearchWords));
    if (!printableText(words) || !printableText(r.param(QStringLiteral("author"))))
        return badRequest(QStringLiteral("the words must be printable text in UTF-8"));
    const auto optionalNumber = [&](const char* key, std::optional<int>& into) {
        if (!r.hasParam(QLatin1String(key)) || r.param(QLatin1String(key)).isEmpty())
            return true;
        into = number(r, QLatin1String(key), &why);
        return into.has_value();
    };
    const auto optionalFlag = [&](const char* key, std::optional<bool>& into) {
        if (!r.hasParam(QLatin1String(key)) || r.param(QLatin1String(key)).isEmpty())
            return true;
        into = flag(r, QLatin1String(key), &why);
        return into.has_value();
    };
    if (!optionalNumber("variant", q.variant) || !optionalNumber("min-width", q.minWidth) ||
        !optionalNumber("max-width", q.maxWidth) || !optionalNumber("min-length", q.minLength) ||
        !optionalNumber("max-length", q.maxLength) || !optionalFlag("hex", q.hex) ||
        !optionalFlag("wrap", q.wrap))
        return badRequest(why);
    if (q.variant && !variantFromBits(*q.variant))
        return badRequest(QStringLiteral("variant must be 8, 16, 32 or 64"));
    const QString sort = r.param(QStringLiteral("sort"));
    if (sort == QLatin1String("new"))
        q.sort = SearchQuery::Sort::New;
    else if (sort == QLatin1String("downloads"))
        q.sort = SearchQuery::Sort::Downloads;
    else if (!sort.isEmpty() && sort != QLatin1String("relevance"))
        return badRequest(
            QStringLiteral("sort is relevance, new or downloads, not \"%1\"").arg(sort.left(40)));
    if (r.hasParam(QStringLiteral("limit"))) {
        // Any number of digits: more than 100 gives 100, however many more.
        const QString limit = r.param(QStringLiteral("limit"));
        if (!digitsOnly(limit))
            return badRequest(
                QStringLiteral("limit must be a whole number, not \"%1\"").arg(limit.left(40)));
        qsizetype zeros = 0;
        while (zeros < limit.size() - 1 && limit[zeros] == QLatin1Char('0'))
            ++zeros;
        const int value = limit.size() - zeros > 3 ? 101 : limit.mid(zeros).toInt();
        if (value < 1)
            return badRequest(QStringLiteral("limit is at least 1"));
        q.limit = std::min(value, 100);
    }
    q.cursor = r.param(QStringLiteral("cursor"));
    return q;
}

HttpReply ApiRoutes::searchAnswer(BoardSearch& search, const SearchQuery& q) {
    QString why;
    std::optional<SearchPage> page;
    try {
        page = search.find(q, &why);
    } catch (const SqlFailure& failure) {
        return readFailure(failure);
    }
    if (!page)
        return badRequest(why);
    QJsonArray boards;
    for (const BoardSummary& b : page->boards)
        boards.append(summaryJson(b));
    return HttpReply::json(
        200, {{QStringLiteral("boards"), boards},
              {QStringLiteral("next"),
               page->next.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(page->next)}});
}

HttpReply ApiRoutes::readFailure(const SqlFailure& failure) {
    switch (failure.kind) {
    case SqlFailure::Kind::Unavailable:
        return HttpReply::error(503, QStringLiteral("unavailable"),
                                QStringLiteral("the registry's database cannot be reached; "
                                               "nothing was changed; try again shortly"))
            .header("Retry-After", "5");
    case SqlFailure::Kind::Full:
        return HttpReply::error(507, QStringLiteral("insufficient-storage"),
                                QStringLiteral("the registry's disk is full; nothing was "
                                               "stored"));
    case SqlFailure::Kind::Taken:
    case SqlFailure::Kind::Other:
        break;
    }
    qWarning("gbxx-registry: %s", qPrintable(failure.message));
    return HttpReply::error(500, QStringLiteral("internal"),
                            QStringLiteral("the registry failed to answer; nothing was changed"));
}

HttpReply ApiRoutes::patch(const HttpRequest& r, const QString& code) {
    const std::optional<Account> account = caller(r);
    if (!account)
        return HttpReply::error(401, QStringLiteral("unauthorized"),
                                QStringLiteral("changing a board needs its owner's token"))
            .header("WWW-Authenticate", "Bearer");
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(r.body, &parseError);
    const QJsonValue listed = document.object().value(QStringLiteral("listed"));
    if (parseError.error != QJsonParseError::NoError || !document.isObject() || !listed.isBool())
        return badRequest(QStringLiteral("send {\"listed\": true} or {\"listed\": false}"));
    switch (registry_.boards().setListed(code, *account, listed.toBool())) {
    case BoardStore::ListingChange::NotFound:
        return notFound(QStringLiteral("no board has the code %1").arg(code));
    case BoardStore::ListingChange::Forbidden:
        return HttpReply::error(403, QStringLiteral("forbidden"),
                                QStringLiteral("%1 belongs to another account").arg(code));
    case BoardStore::ListingChange::Done:
        break;
    }
    return meta(code);
}

} // namespace gbxx::registry
