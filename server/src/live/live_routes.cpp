#include "server/live/live_routes.h"

#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "gbxx/live/live_authority.h"
#include "server/api/api_errors.h"
#include "server/api/api_routes.h"
#include "server/store/registry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gbxx::registry {
namespace {

std::optional<Account> bearer(Registry& registry, const HttpRequest& r) {
    const QString token = bearerToken(r.header("authorization"));
    if (token.isEmpty())
        return std::nullopt;
    return registry.accounts().authenticate(token);
}

QString socketUrl(const HttpRequest& r, const QString& code) {
    QString base = r.base();
    base.replace(0, base.indexOf(QLatin1Char(':')),
                 base.startsWith(QLatin1String("https")) ? QStringLiteral("wss")
                                                         : QStringLiteral("ws"));
    return base + QStringLiteral("/api/v1/boards/%1/live").arg(code);
}

} // namespace

std::optional<HttpReply> LiveRoutes::ownerOnly(const HttpRequest& r, const QString& code,
                                               Account* owner) {
    const std::optional<Account> account = bearer(registry_, r);
    if (!account)
        return HttpReply::error(401, QStringLiteral("unauthorized"),
                                QStringLiteral("a live session is the board owner's: send its "
                                               "token (Authorization: Bearer TOKEN)"))
            .header("WWW-Authenticate", "Bearer");
    const std::optional<BoardMeta> meta = registry_.boards().meta(code);
    if (!meta)
        return notFound(QStringLiteral("no board has the code %1").arg(code));
    if (meta->board.owner != account->name)
        return HttpReply::error(403, QStringLiteral("forbidden"),
                                QStringLiteral("%1 belongs to another account").arg(code));
    *owner = *account;
    return std::nullopt;
}

HttpReply LiveRoutes::start(const HttpRequest& r, const PathParams& p) {
    Account owner;
    if (std::optional<HttpReply> refusal = ownerOnly(r, p.code, &owner))
        return *refusal;
    QJsonParseError error;
    const QJsonDocument document = r.body.trimmed().isEmpty()
                                       ? QJsonDocument(QJsonObject())
                                       : QJsonDocument::fromJson(r.body, &error);
    if (!r.body.trimmed().isEmpty() &&
        (error.error != QJsonParseError::NoError || !document.isObject()))
        return badRequest(QStringLiteral("send {\"revision\": N, \"editors\": [names], "
                                         "\"watch\": true|false}, each optional"));
    const QJsonObject o = document.object();
    const QJsonValue revision = o.value(QStringLiteral("revision"));
    if (!revision.isUndefined() && (!revision.isDouble() || revision.toInteger(-1) < 1))
        return badRequest(QStringLiteral("revision is a number from 1"));
    const std::optional<StoredRevision> stored =
        registry_.boards().revision(p.code, revision.toInt(0), true);
    if (!stored)
        return notFound(QStringLiteral("%1 has no revision %2").arg(p.code).arg(revision.toInt()));
    LiveStart s;
    s.code = p.code;
    s.ownerId = owner.id;
    s.revision = stored->revision;
    s.start = stored->bytes;
    s.watchable = o.value(QStringLiteral("watch")).toBool(false);
    // The board's live rules: a rules file's JSON, as an object or as its text.
    const QJsonValue rules = o.value(QStringLiteral("rules"));
    if (rules.isObject())
        s.rules = QString::fromUtf8(QJsonDocument(rules.toObject()).toJson(QJsonDocument::Compact));
    else if (rules.isString())
        s.rules = rules.toString();
    else if (!rules.isUndefined() && !rules.isNull())
        return badRequest(QStringLiteral("rules is a rules file: an object {\"rules\": […]}"));
    if (!s.rules.isEmpty()) {
        const ReadResult board =
            readBoard(std::span(reinterpret_cast<const std::uint8_t*>(s.start.constData()),
                                std::size_t(s.start.size())));
        live::Authority check(*board.board);
        if (const std::optional<std::string> problem = check.setRules(s.rules.toStdString()))
            return HttpReply::error(422, QStringLiteral("bad-rules"),
                                    QString::fromStdString(*problem));
    }
    QJsonArray names;
    for (const QJsonValue& name : o.value(QStringLiteral("editors")).toArray()) {
        const std::optional<Account> editor = registry_.accounts().byName(name.toString());
        if (!editor)
            return badRequest(
                QStringLiteral("there is no account named \"%1\"").arg(name.toString().left(40)));
        if (editor->id != owner.id && !s.editors.contains(editor->id)) {
            s.editors.append(editor->id);
            names.append(editor->name);
        }
    }
    hub_.restarted(p.code);
    LiveJournal(registry_.session()).start(s);
    return HttpReply::json(201, {{QStringLiteral("code"), p.code},
                                 {QStringLiteral("rules"), !s.rules.isEmpty()},
                                 {QStringLiteral("revision"), s.revision},
                                 {QStringLiteral("seq"), 0},
                                 {QStringLiteral("editors"), names},
                                 {QStringLiteral("watch"), s.watchable},
                                 {QStringLiteral("url"), socketUrl(r, p.code)}})
        .header("Location", QStringLiteral("/api/v1/boards/%1/live").arg(p.code).toLatin1());
}

HttpReply LiveRoutes::state(const HttpRequest& r, const PathParams& p) {
    LiveSession* s = hub_.loaded(p.code);
    if (!s) {
        // Served by no process now, or by another: what the journal says, without taking the
        // session (reading its state must not move it).
        LiveJournal journal(registry_.session());
        const std::optional<LiveStart> start = journal.session(p.code);
        if (!start)
            return HttpReply::error(404, QStringLiteral("no-live-session"),
                                    QStringLiteral("%1 has no live session").arg(p.code));
        return HttpReply::json(200, {{QStringLiteral("code"), p.code},
                                     {QStringLiteral("revision"), start->revision},
                                     {QStringLiteral("seq"), journal.lastSeq(p.code)},
                                     {QStringLiteral("participants"), 0},
                                     {QStringLiteral("served"), false},
                                     {QStringLiteral("watch"), start->watchable},
                                     {QStringLiteral("url"), socketUrl(r, p.code)}});
    }
    return HttpReply::json(200,
                           {{QStringLiteral("code"), p.code},
                            {QStringLiteral("served"), true},
                            {QStringLiteral("revision"), s->revision()},
                            {QStringLiteral("seq"), static_cast<qint64>(s->authority().seq())},
                            {QStringLiteral("epoch"), static_cast<qint64>(s->authority().epoch())},
                            {QStringLiteral("participants"), s->participantCount()},
                            {QStringLiteral("watch"), s->watchable()},
                            {QStringLiteral("url"), socketUrl(r, p.code)}});
}

HttpReply LiveRoutes::publish(const HttpRequest& r, const PathParams& p) {
    Account owner;
    if (std::optional<HttpReply> refusal = ownerOnly(r, p.code, &owner))
        return *refusal;
    QString why;
    LiveSession* s = hub_.session(p.code, &why);
    if (!s)
        return why.contains(QLatin1String("another server"))
                   ? HttpReply::error(409, QStringLiteral("elsewhere"), why)
                   : HttpReply::error(404, QStringLiteral("no-live-session"), why);
    if (!s->commitPending())
        return HttpReply::error(503, QStringLiteral("unavailable"),
                                QStringLiteral("the session's journal could not be written"));
    Board board = s->authority().board();
    board.footer().setText(footerField("boardCode"), p.code.toStdString());
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    PublishRequest request{owner,
                           QByteArray(reinterpret_cast<const char*>(bytes.data()),
                                      static_cast<qsizetype>(bytes.size())),
                           QStringLiteral("live session at operation %1").arg(s->authority().seq()),
                           false,
                           {},
                           r.base() + QStringLiteral("/b/")};
    return publishAnswer(registry_, registry_.boards().publish(request));
}

} // namespace gbxx::registry
