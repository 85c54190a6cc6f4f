#include "server/store/board_store.h"

#include "gbxx/board_outline.h"
#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "gbxx/registry_code.h"
#include "gbxx/shape_filter.h"
#include "render/board_thumbnail.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

#include <span>

namespace gbxx::registry {
namespace {

constexpr int kThumbnailSide = 256;
constexpr int kAttempts = 8; // a unique key taken by another process in the meantime: look again

QString sha256Hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

std::span<const std::uint8_t> spanOf(const QByteArray& bytes) {
    return {reinterpret_cast<const std::uint8_t*>(bytes.constData()),
            static_cast<std::size_t>(bytes.size())};
}

qsizetype codeOffset(const QByteArray& bytes) {
    return bytes.size() - static_cast<qsizetype>(kFooterBytes) + footerField("boardCode").offset;
}

// The bytes as stored: the code in footer bytes 3-7 (F1).
QByteArray withCode(QByteArray bytes, const QString& code) {
    bytes.replace(codeOffset(bytes), static_cast<qsizetype>(kRegistryCodeLength), code.toLatin1());
    return bytes;
}

// What makes two revisions the same board whatever their codes.
QString contentKey(QByteArray bytes) {
    bytes.replace(codeOffset(bytes), static_cast<qsizetype>(kRegistryCodeLength),
                  QByteArray(static_cast<qsizetype>(kRegistryCodeLength), '\0'));
    return sha256Hex(bytes);
}

struct Facts {
    QString title, author, editorId;
    int variant = 0, width = 0, length = 0, hex = 0, wrap = 0, version = 0;
};

Facts factsOf(const Board& board) {
    const Footer& footer = board.footer();
    const BoardOutline outline = outlineOf(board);
    Facts facts;
    facts.title = QString::fromStdString(footer.text(footerField("title")));
    facts.author = QString::fromStdString(footer.text(footerField("author")));
    facts.editorId = QString::fromStdString(footer.text(footerField("editorId")));
    facts.version = footer.number(footerField("version"));
    facts.variant = static_cast<int>(bitsOf(board.variant()));
    facts.width = board.width();
    facts.length = board.length();
    facts.hex = outline.hex ? 1 : 0;
    // The one rule of "wraps" (gbxx/shape_filter.h's headerWraps): any wrap the header sets.
    facts.wrap = outline.wraps ? 1 : 0;
    return facts;
}

PublishRefusal refusal(PublishRefusal::Kind kind, QString message) {
    PublishRefusal r{kind, std::move(message), {}, 0, 0};
    return r;
}

qint64 now() {
    return QDateTime::currentMSecsSinceEpoch();
}

QString publishedJson(const Published& p) {
    const QJsonObject object{{QStringLiteral("code"), p.code},
                             {QStringLiteral("revision"), p.revision},
                             {QStringLiteral("sha256"), p.sha256},
                             {QStringLiteral("size"), p.size},
                             {QStringLiteral("url"), p.url}};
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// A kept answer; one kept before it held its `url` gets the one this request would name.
Published publishedOf(const QString& json, const QString& pagesBase) {
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    Published p{o.value(QStringLiteral("code")).toString(),
                o.value(QStringLiteral("revision")).toInt(),
                o.value(QStringLiteral("sha256")).toString(),
                static_cast<qint64>(o.value(QStringLiteral("size")).toDouble()),
                o.value(QStringLiteral("url")).toString()};
    if (p.url.isEmpty())
        p.url = pagesBase + p.code;
    return p;
}

} // namespace

std::optional<QString> BoardStore::codeOfPath(const QString& text) {
    const std::optional<std::string> code = canonicalCode(text.toLatin1().toStdString());
    if (!code || text.size() != static_cast<qsizetype>(kRegistryCodeLength))
        return std::nullopt;
    return QString::fromStdString(*code);
}

PublishOutcome BoardStore::publish(const PublishRequest& request) {
    for (int attempt = 1;; ++attempt) {
        try {
            return publishOnce(request);
        } catch (const SqlFailure& failure) {
            // Another process took a code, a revision number or an idempotency key between our
            // look and our write: the next look sees it and answers accordingly.
            if (failure.kind != SqlFailure::Kind::Taken || attempt == kAttempts)
                throw;
        }
    }
}

PublishOutcome BoardStore::publishOnce(const PublishRequest& request) {
    using Kind = PublishRefusal::Kind;
    const ReadResult read = readBoard(spanOf(request.bytes));
    if (!read)
        return refusal(Kind::InvalidBoard, QString::fromStdString(read.error.message));
    const Facts facts = factsOf(*read.board);
    const std::string footerCode = read.board->footer().latin1(footerField("boardCode"));
    const CodeKind codeKind = classifyCode(footerCode);
    if (codeKind == CodeKind::Invalid)
        return refusal(Kind::BadCode,
                       QStringLiteral("the board code %1 is not a registry code (5 of A-Z "
                                      "and 0-9, or none to be given one)")
                           .arg(QLatin1Char('"') + QString::fromLatin1(footerCode.c_str()) +
                                QLatin1Char('"')));

    const qint64 accountId = request.account.id;
    Transaction transaction(session_);
    const auto earlierAnswer = [&]() -> std::optional<Published> {
        if (request.idempotencyKey.isEmpty())
            return std::nullopt;
        QSqlQuery earlier = session_.run(
            QStringLiteral("SELECT body FROM idempotency WHERE account_id = ? AND key = ?"),
            {accountId, request.idempotencyKey});
        if (!earlier.next())
            return std::nullopt;
        return publishedOf(earlier.value(0).toString(), request.pagesBase);
    };
    if (const std::optional<Published> earlier = earlierAnswer())
        return *earlier;
    const qint64 time = now();
    QSqlQuery recent = session_.run(QStringLiteral("SELECT COUNT(*), MIN(published) FROM revisions"
                                                   " WHERE account_id = ? AND published > ?"),
                                    {accountId, time - 60000});
    recent.next();
    if (recent.value(0).toInt() >= limit_) {
        const qint64 wait = recent.value(1).toLongLong() + 60000 - time;
        return PublishRefusal{Kind::RateLimited,
                              QStringLiteral("more than %1 publishes in a minute").arg(limit_),
                              {},
                              0,
                              static_cast<int>(std::max<qint64>(1, (wait + 999) / 1000))};
    }

    // Before the code: a board published already is a duplicate whatever code its footer names
    // (another account's too, as in a file fetched from the registry). Bytes 3-7 do not count.
    const QString key = contentKey(request.bytes);
    QSqlQuery same = session_.run(
        QStringLiteral("SELECT b.code, r.revision FROM revisions r JOIN boards b ON b.id ="
                       " r.board_id WHERE r.content_key = ?"),
        {key});
    if (same.next()) {
        const QString existing = same.value(0).toString();
        const int existingRevision = same.value(1).toInt();
        // The same retry, committed by another server since our first look (PostgreSQL reads
        // what is committed at each statement): its answer, not a duplicate.
        if (const std::optional<Published> earlier = earlierAnswer())
            return *earlier;
        return PublishRefusal{Kind::Duplicate,
                              QStringLiteral("the same board is published already as %1 "
                                             "revision %2")
                                  .arg(existing)
                                  .arg(existingRevision),
                              existing, existingRevision};
    }

    const QString forUpdate = session_.postgres() ? QStringLiteral(" FOR UPDATE") : QString();
    QString code;
    qint64 boardId = 0; // 0: a new board
    int revision = 1;
    if (codeKind == CodeKind::None) {
        for (;;) {
            qint64 n = 0;
            if (session_.postgres()) {
                QSqlQuery next = session_.run(QStringLiteral("SELECT nextval('board_codes')"));
                next.next();
                n = next.value(0).toLongLong();
            } else {
                QSqlQuery next = session_.run(QStringLiteral("SELECT next FROM code_sequence"));
                next.next();
                n = next.value(0).toLongLong();
                session_.run(QStringLiteral("UPDATE code_sequence SET next = ?"), {n + 1});
            }
            const std::optional<std::string> assigned = codeForSequence(static_cast<quint64>(n));
            if (!assigned)
                return refusal(Kind::Exhausted,
                               QStringLiteral("the registry has given out every code"));
            code = QString::fromStdString(*assigned);
            // Claimed by a publisher before the sequence came to it: skip it.
            if (!session_.run(QStringLiteral("SELECT 1 FROM boards WHERE code = ?"), {code}).next())
                break;
        }
    } else {
        code = QString::fromStdString(*canonicalCode(footerCode));
        QSqlQuery held = session_.run(
            QStringLiteral("SELECT id, owner_id, latest FROM boards WHERE code = ?") + forUpdate,
            {code});
        if (held.next()) {
            if (held.value(1).toLongLong() != accountId)
                return refusal(Kind::CodeTaken,
                               QStringLiteral("code %1 belongs to another account").arg(code));
            boardId = held.value(0).toLongLong();
            revision = held.value(2).toInt() + 1;
        }
    }

    const QByteArray stored = withCode(request.bytes, code);

    const QString searchText =
        (facts.title + QLatin1Char('\n') + facts.author + QLatin1Char('\n') + code).toLower();
    if (boardId == 0) {
        session_.run(
            QStringLiteral(
                "INSERT INTO boards (code, owner_id, listed, latest, created, title, author,"
                " editor_id, variant, width, length, hex, wrap, version, published, search_text,"
                " title_key, author_key) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                " ?)"),
            {code, accountId, request.unlisted ? 0 : 1, time, facts.title, facts.author,
             facts.editorId, facts.variant, facts.width, facts.length, facts.hex, facts.wrap,
             facts.version, time, searchText, facts.title.toLower(), facts.author.toLower()});
        QSqlQuery id = session_.run(QStringLiteral("SELECT id FROM boards WHERE code = ?"), {code});
        id.next();
        boardId = id.value(0).toLongLong();
    } else {
        session_.run(
            QStringLiteral(
                "UPDATE boards SET latest = ?, title = ?, author = ?, editor_id = ?, variant = ?,"
                " width = ?, length = ?, hex = ?, wrap = ?, version = ?, published = ?,"
                " search_text = ?, title_key = ?, author_key = ?,"
                " listed = CASE WHEN ? = 1 THEN 0 ELSE listed END WHERE id = ?"),
            {revision, facts.title, facts.author, facts.editorId, facts.variant, facts.width,
             facts.length, facts.hex, facts.wrap, facts.version, time, searchText,
             facts.title.toLower(), facts.author.toLower(), request.unlisted ? 1 : 0, boardId});
    }
    const Published published{code, revision, sha256Hex(stored), stored.size(),
                              request.pagesBase + code};
    session_.run(QStringLiteral("INSERT INTO revisions (board_id, revision, bytes, sha256, variant,"
                                " content_key, size, version, published, note, account_id)"
                                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                 {boardId, revision, stored, published.sha256, facts.variant, key, published.size,
                  facts.version, time, request.note.isNull() ? QStringLiteral("") : request.note,
                  accountId});
    if (!request.idempotencyKey.isEmpty())
        session_.run(QStringLiteral("INSERT INTO idempotency (account_id, key, status, location,"
                                    " body, created) VALUES (?, ?, 201, '', ?, ?)"),
                     {accountId, request.idempotencyKey, publishedJson(published), time});
    transaction.commit();
    return published;
}

std::optional<StoredRevision> BoardStore::revision(const QString& code, int revision,
                                                   bool withBytes) {
    const QString columns = withBytes ? QStringLiteral("r.revision, r.variant, r.sha256, r.bytes")
                                      : QStringLiteral("r.revision, r.variant, r.sha256");
    const QString which = revision > 0 ? QStringLiteral("?") : QStringLiteral("b.latest");
    const QString sql = QStringLiteral("SELECT %1 FROM boards b JOIN revisions r ON r.board_id ="
                                       " b.id AND r.revision = %2 WHERE b.code = ?")
                            .arg(columns, which);
    QSqlQuery query =
        revision > 0 ? session_.run(sql, {revision, code}) : session_.run(sql, {code});
    if (!query.next())
        return std::nullopt;
    StoredRevision stored{
        code, query.value(0).toInt(), query.value(1).toInt(), query.value(2).toString(), {}};
    if (withBytes)
        stored.bytes = query.value(3).toByteArray();
    return stored;
}

const char* const kBoardSummaryColumns =
    "b.id, b.code, a.name, b.title, b.author, b.editor_id, b.variant, b.width, b.length, b.hex,"
    " b.wrap, b.version, b.latest, b.listed, b.downloads, b.published";

BoardSummary boardSummaryOf(const QSqlQuery& query) {
    BoardSummary b;
    int c = 0;
    b.id = query.value(c++).toLongLong();
    b.code = query.value(c++).toString();
    b.owner = query.value(c++).toString();
    b.title = query.value(c++).toString();
    b.author = query.value(c++).toString();
    b.editorId = query.value(c++).toString();
    b.variant = query.value(c++).toInt();
    b.width = query.value(c++).toInt();
    b.length = query.value(c++).toInt();
    b.hex = query.value(c++).toInt() != 0;
    b.wrap = query.value(c++).toInt() != 0;
    b.version = query.value(c++).toInt();
    b.revision = query.value(c++).toInt();
    b.listed = query.value(c++).toInt() != 0;
    b.downloads = query.value(c++).toLongLong();
    b.published = query.value(c++).toLongLong();
    return b;
}

std::optional<BoardMeta> BoardStore::meta(const QString& code) {
    QSqlQuery query =
        session_.run(QStringLiteral("SELECT %1 FROM boards b JOIN accounts a ON a.id = b.owner_id"
                                    " WHERE b.code = ?")
                         .arg(QLatin1String(kBoardSummaryColumns)),
                     {code});
    if (!query.next())
        return std::nullopt;
    BoardMeta meta;
    meta.board = boardSummaryOf(query);
    const BoardSummary& b = meta.board;
    QSqlQuery revisions = session_.run(
        QStringLiteral("SELECT revision, sha256, size, version, published, note FROM revisions"
                       " WHERE board_id = ? ORDER BY revision"),
        {b.id});
    while (revisions.next())
        meta.revisions.append({revisions.value(0).toInt(), revisions.value(1).toString(),
                               revisions.value(2).toLongLong(), revisions.value(3).toInt(),
                               revisions.value(4).toLongLong(), revisions.value(5).toString()});
    return meta;
}

std::optional<QByteArray> BoardStore::thumbnail(const QString& code) {
    QSqlQuery latest = session_.run(
        QStringLiteral("SELECT b.id, b.latest, t.png FROM boards b LEFT JOIN thumbnails t ON"
                       " t.board_id = b.id AND t.revision = b.latest WHERE b.code = ?"),
        {code});
    if (!latest.next())
        return std::nullopt;
    if (!latest.value(2).isNull())
        return latest.value(2).toByteArray();
    const qint64 boardId = latest.value(0).toLongLong();
    const int revisionNumber = latest.value(1).toInt();
    const std::optional<StoredRevision> stored = revision(code, revisionNumber, true);
    if (!stored)
        return std::nullopt;
    const ReadResult read = readBoard(spanOf(stored->bytes));
    if (!read)
        return std::nullopt;
    const QByteArray png = boardThumbnailPng(*read.board, kThumbnailSide);
    try {
        Transaction transaction(session_); // on SQLite: waits for another process's lock
        session_.run(QStringLiteral("INSERT INTO thumbnails (board_id, revision, png) VALUES (?, ?,"
                                    " ?) ON CONFLICT DO NOTHING"),
                     {boardId, revisionNumber, png});
        transaction.commit();
    } catch (const SqlFailure& failure) {
        // Keeping it is only a saving: a full disk or a lock held too long must not stop a stored
        // board being shown.
        if (failure.kind != SqlFailure::Kind::Full && failure.kind != SqlFailure::Kind::Unavailable)
            throw;
    }
    return png;
}

BoardStore::ListingChange BoardStore::setListed(const QString& code, const Account& account,
                                                bool listed) {
    // A transaction of its own, so that on SQLite the write waits for another process's lock.
    Transaction transaction(session_);
    QSqlQuery owner =
        session_.run(QStringLiteral("SELECT owner_id FROM boards WHERE code = ?"), {code});
    if (!owner.next())
        return ListingChange::NotFound;
    if (owner.value(0).toLongLong() != account.id)
        return ListingChange::Forbidden;
    session_.run(QStringLiteral("UPDATE boards SET listed = ? WHERE code = ?"),
                 {listed ? 1 : 0, code});
    transaction.commit();
    return ListingChange::Done;
}

void BoardStore::addDownloads(const QHash<QString, qint64>& counts) {
    if (counts.isEmpty())
        return;
    Transaction transaction(session_);
    for (auto it = counts.begin(); it != counts.end(); ++it)
        session_.run(QStringLiteral("UPDATE boards SET downloads = downloads + ? WHERE code = ?"),
                     {it.value(), it.key()});
    transaction.commit();
}

} // namespace gbxx::registry
