#pragma once
// The registry's boards: publishing a revision (its code assigned, claimed or kept; duplicates,
// limits and retries answered), and reading revisions, their facts and their thumbnails. Every
// publish is one transaction: a revision is there with its bytes, or not at all.

#include "server/store/account_store.h"
#include "server/store/sql_session.h"

#include <QByteArray>
#include <QList>
#include <QSqlQuery>
#include <QString>

#include <optional>
#include <variant>

namespace gbxx::registry {

struct PublishRequest {
    Account account;
    QByteArray bytes;
    QString note;
    bool unlisted = false;
    QString idempotencyKey; // empty: none
    QString pagesBase;      // "http://host/b/": the board's page is this and its code
};

// What a client is told of a stored revision; the same again for a retried Idempotency-Key.
struct Published {
    QString code;
    int revision = 0;
    QString sha256;
    qint64 size = 0;
    QString url; // the board's page, as the first answer named it
};

struct PublishRefusal {
    enum class Kind { InvalidBoard, BadCode, CodeTaken, Duplicate, RateLimited, Exhausted };
    Kind kind;
    QString message;
    QString code;       // Duplicate: the existing revision's code
    int revision = 0;   // Duplicate: its revision
    int retryAfter = 0; // RateLimited: seconds
};

using PublishOutcome = std::variant<Published, PublishRefusal>;

struct StoredRevision {
    QString code;
    int revision = 0;
    int variant = 0;
    QString sha256;
    QByteArray bytes; // empty when only the tag was asked for
};

struct RevisionInfo {
    int revision = 0;
    QString sha256;
    qint64 size = 0;
    int version = 0;
    qint64 published = 0; // ms since the epoch
    QString note;
};

// A board as its latest revision describes it (footer texts decoded from Latin-1).
struct BoardSummary {
    qint64 id = 0;
    QString code, owner, title, author, editorId;
    int variant = 0, width = 0, length = 0;
    bool hex = false, wrap = false;
    int version = 0, revision = 0;
    bool listed = true;
    qint64 downloads = 0;
    qint64 published = 0; // the latest revision's
};

// The columns a BoardSummary is read from (boards b JOIN accounts a), and the reading, for every
// query that lists boards.
extern const char* const kBoardSummaryColumns;
BoardSummary boardSummaryOf(const QSqlQuery& query);

struct BoardMeta {
    BoardSummary board;
    QList<RevisionInfo> revisions; // oldest first
};

class BoardStore {
public:
    BoardStore(SqlSession& session, int publishLimit)
        : session_(session)
        , limit_(publishLimit) {}

    PublishOutcome publish(const PublishRequest& request);

    // `revision` 0: the latest. `withBytes` false reads only the tag (If-None-Match).
    std::optional<StoredRevision> revision(const QString& code, int revision, bool withBytes);
    std::optional<BoardMeta> meta(const QString& code);
    // The latest revision's thumbnail (PNG, drawn once and kept).
    std::optional<QByteArray> thumbnail(const QString& code);

    enum class ListingChange { Done, NotFound, Forbidden };
    ListingChange setListed(const QString& code, const Account& account, bool listed);

    // Adds fetches counted since the last call (kept by the server between flushes).
    void addDownloads(const QHash<QString, qint64>& counts);

    // The canonical form of a code in a URL (case folded), or nothing if it cannot be one.
    static std::optional<QString> codeOfPath(const QString& text);

private:
    PublishOutcome publishOnce(const PublishRequest& request);

    SqlSession& session_;
    int limit_;
};

} // namespace gbxx::registry
