#include "server/api/api_routes.h"

#include "server/api/api_errors.h"
#include "server/api/search_fields.h"

#include "gbxx/codec.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace gbxx::registry {
namespace {

constexpr int kMaxNote = 1000; // characters
constexpr int kMaxIdempotencyKey = 200;

HttpReply methodNotAllowed(const QByteArray& allowed) {
    return HttpReply::error(405, QStringLiteral("method-not-allowed"),
                            QStringLiteral("use %1 here").arg(QString::fromLatin1(allowed)))
        .header("Allow", allowed);
}

bool isGet(const HttpRequest& r) {
    return r.method == "GET" || r.method == "HEAD";
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

ApiRoutes::ApiRoutes(Registry& registry, LiveHub* live)
    : registry_(registry)
    , delivery_(registry)
    , table_({[] { return notFound(QStringLiteral("no such address in the API")); },
              [](const QByteArray& allowed) { return methodNotAllowed(allowed); }}) {
    using Params = PathParams;
    table_
        .parameter(QStringLiteral("code"),
                   [](const QString& segment, Params& into) -> std::optional<HttpReply> {
                       const std::optional<QString> code = BoardStore::codeOfPath(segment);
                       if (!code)
                           return notFound(
                               QStringLiteral("%1 is not a board code").arg(segment.left(40)));
                       into.code = *code;
                       return std::nullopt;
                   })
        .parameter(
            QStringLiteral("revision"),
            [](const QString& segment, Params& into) -> std::optional<HttpReply> {
                // Digits alone, as Location and Content-Location write them: " 1" or
                // "01" is no revision.
                bool ok = false;
                const int revision = segment.toInt(&ok);
                if (!ok || revision < 1 || !digitsOnly(segment) ||
                    segment.startsWith(QLatin1Char('0')))
                    return notFound(
                        QStringLiteral("%1 has no revision %2").arg(into.code, segment.left(20)));
                into.revision = revision;
                return std::nullopt;
            });
    const auto bound = [this](HttpReply (ApiRoutes::*handler)(const HttpRequest&, const Params&)) {
        return [this, handler](const HttpRequest& r, const Params& p) {
            return (this->*handler)(r, p);
        };
    };
    const auto delivered =
        [this](HttpReply (BoardDelivery::*handler)(const HttpRequest&, const Params&)) {
            return [this, handler](const HttpRequest& r, const Params& p) {
                return (delivery_.*handler)(r, p);
            };
        };
    table_.on("GET", QStringLiteral("/api/v1/health"), bound(&ApiRoutes::health))
        .on("GET", QStringLiteral("/api/v1/account"), bound(&ApiRoutes::account))
        .on("GET", QStringLiteral("/api/v1/boards"), bound(&ApiRoutes::search))
        .on("POST", QStringLiteral("/api/v1/boards"), bound(&ApiRoutes::publish))
        .on("GET", QStringLiteral("/api/v1/boards/{code}"), delivered(&BoardDelivery::revision))
        .on("PATCH", QStringLiteral("/api/v1/boards/{code}"), bound(&ApiRoutes::patch))
        .on("GET", QStringLiteral("/api/v1/boards/{code}/meta"), bound(&ApiRoutes::meta))
        .on("GET", QStringLiteral("/api/v1/boards/{code}/thumbnail.png"),
            bound(&ApiRoutes::thumbnail))
        .on("GET", QStringLiteral("/api/v1/boards/{code}/revisions/{revision}"),
            delivered(&BoardDelivery::revision))
        .on("GET", QStringLiteral("/api/v1/boards/{code}/patch"), delivered(&BoardDelivery::patch));
    if (live) {
        live_.emplace(registry, *live);
        const auto lived =
            [this](HttpReply (LiveRoutes::*handler)(const HttpRequest&, const Params&)) {
                return [this, handler](const HttpRequest& r, const Params& p) {
                    return (*live_.*handler)(r, p);
                };
            };
        table_.on("POST", QStringLiteral("/api/v1/boards/{code}/live"), lived(&LiveRoutes::start))
            .on("GET", QStringLiteral("/api/v1/boards/{code}/live"), lived(&LiveRoutes::state))
            .on("POST", QStringLiteral("/api/v1/boards/{code}/live/publish"),
                lived(&LiveRoutes::publish));
    }
}

HttpReply ApiRoutes::handle(const HttpRequest& r) const {
    return table_.answer(r);
}

HttpReply ApiRoutes::health(const HttpRequest&, const PathParams&) {
    const QString engine = registry_.session().target().engineName();
    if (!registry_.session().alive())
        return HttpReply::error(503, QStringLiteral("unavailable"),
                                QStringLiteral("the database cannot be reached"),
                                {{QStringLiteral("status"), QStringLiteral("unavailable")},
                                 {QStringLiteral("database"), engine}});
    return HttpReply::json(200, {{QStringLiteral("status"), QStringLiteral("ok")},
                                 {QStringLiteral("database"), engine}});
}

HttpReply ApiRoutes::account(const HttpRequest& r, const PathParams&) {
    const std::optional<Account> account = caller(r);
    if (!account)
        return HttpReply::error(401, QStringLiteral("unauthorized"),
                                QStringLiteral("the token is not valid (or was revoked)"))
            .header("WWW-Authenticate", "Bearer");
    return HttpReply::json(200, {{QStringLiteral("name"), account->name}});
}

std::optional<Account> ApiRoutes::caller(const HttpRequest& r) {
    const QString token = bearerToken(r.header("authorization"));
    if (token.isEmpty())
        return std::nullopt;
    return registry_.accounts().authenticate(token);
}

HttpReply ApiRoutes::publish(const HttpRequest& r, const PathParams&) {
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
        const QString value = r.param(QStringLiteral("unlisted"));
        const std::optional<bool> unlisted = flagOf(value);
        if (!unlisted)
            return badRequest(QStringLiteral("unlisted must be 0 or 1, not \"%1\"").arg(value));
        request.unlisted = *unlisted;
    }
    return publishAnswer(registry_, registry_.boards().publish(request));
}

HttpReply publishAnswer(Registry& registry, const PublishOutcome& outcome) {
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
    registry.revisions().forgetLatest(p.code);
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

HttpReply ApiRoutes::meta(const HttpRequest&, const PathParams& p) {
    return metaOf(p.code);
}

HttpReply ApiRoutes::metaOf(const QString& code) {
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

HttpReply ApiRoutes::thumbnail(const HttpRequest&, const PathParams& p) {
    const std::optional<QByteArray> png = registry_.boards().thumbnail(p.code);
    if (!png)
        return notFound(QStringLiteral("no board has the code %1").arg(p.code));
    HttpReply reply;
    reply.body = *png;
    return reply.header("Content-Type", "image/png").header("Cache-Control", "no-cache");
}

bool ApiRoutes::isSearch(const HttpRequest& r) const {
    return isGet(r) && table_.routesTo(r, QStringLiteral("/api/v1/boards"));
}

HttpReply ApiRoutes::search(const HttpRequest& r, const PathParams&) {
    std::variant<SearchQuery, HttpReply> query = searchQuery(r);
    if (const auto* refusal = std::get_if<HttpReply>(&query))
        return *refusal;
    return searchAnswer(registry_.search(), std::get<SearchQuery>(query));
}

// What a program is told about a search field it sent wrong (the parameter by its name).
static QString apiWording(const SearchFieldProblem& p) {
    using Kind = SearchFieldProblem::Kind;
    switch (p.kind) {
    case Kind::TooManyWords:
        return QStringLiteral("a search has at most %1 words").arg(kMaxSearchWords);
    case Kind::NotPrintable:
        return QStringLiteral("the words must be printable text in UTF-8");
    case Kind::NotANumber:
        if (p.field == QLatin1String("limit"))
            return QStringLiteral("limit must be a whole number, not \"%1\"").arg(p.value.left(40));
        return QStringLiteral("%1 must be a whole number, not \"%2\"").arg(p.field, p.value);
    case Kind::NotAFlag:
        return QStringLiteral("%1 must be 0 or 1, not \"%2\"").arg(p.field, p.value);
    case Kind::NotAVariant:
        return QStringLiteral("variant must be 8, 16, 32 or 64");
    case Kind::NotAnOrder:
        return QStringLiteral("sort is relevance, new or downloads, not \"%1\"")
            .arg(p.value.left(40));
    case Kind::LimitTooSmall:
        return QStringLiteral("limit is at least 1");
    }
    return QStringLiteral("%1 cannot be \"%2\"").arg(p.field, p.value.left(40));
}

std::variant<SearchQuery, HttpReply> ApiRoutes::searchQuery(const HttpRequest& r) {
    std::variant<SearchQuery, SearchFieldProblem> read = readSearch(SearchFields::of(r));
    if (const auto* problem = std::get_if<SearchFieldProblem>(&read))
        return badRequest(apiWording(*problem));
    return std::get<SearchQuery>(std::move(read));
}

HttpReply ApiRoutes::searchAnswer(BoardSearch& search, const SearchQuery& q) {
    QString why;
    const std::optional<SearchPage> page = search.find(q, &why);
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

HttpReply ApiRoutes::patch(const HttpRequest& r, const PathParams& p) {
    const QString& code = p.code;
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
    return metaOf(code);
}

} // namespace gbxx::registry
