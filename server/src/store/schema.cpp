#include "server/store/schema.h"

namespace gbxx::registry {
namespace {

// The advisory lock every migrating process takes ("gbxx" in ASCII), per database.
constexpr qint64 kMigrationLock = 0x67627878;

struct Step {
    const char* sqlite;
    const char* postgresql;
};

// Each step takes the schema from the version before it to its own (index + 1). Times are
// milliseconds since the epoch, UTC. A board's row repeats its latest revision's facts, so that a
// search reads one table; the revisions hold the bytes.
const Step kSteps[] = {
    {
        // 1 (SQLite)
        "CREATE TABLE accounts (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
        " created BIGINT NOT NULL);"
        "CREATE TABLE tokens (id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL"
        " REFERENCES accounts(id), salt BLOB NOT NULL, hash BLOB NOT NULL,"
        " revoked INTEGER NOT NULL DEFAULT 0, created BIGINT NOT NULL);"
        "CREATE TABLE code_sequence (id INTEGER PRIMARY KEY CHECK (id = 1), next BIGINT NOT NULL);"
        "INSERT INTO code_sequence VALUES (1, 0);"
        "CREATE TABLE boards (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE,"
        " owner_id INTEGER NOT NULL REFERENCES accounts(id), listed INTEGER NOT NULL DEFAULT 1,"
        " downloads BIGINT NOT NULL DEFAULT 0, latest INTEGER NOT NULL, created BIGINT NOT NULL,"
        " title TEXT NOT NULL, author TEXT NOT NULL, editor_id TEXT NOT NULL,"
        " variant INTEGER NOT NULL, width INTEGER NOT NULL, length INTEGER NOT NULL,"
        " hex INTEGER NOT NULL, wrap INTEGER NOT NULL, version INTEGER NOT NULL,"
        " published BIGINT NOT NULL, search_text TEXT NOT NULL, title_key TEXT NOT NULL,"
        " author_key TEXT NOT NULL);"
        "CREATE INDEX boards_owner ON boards(owner_id, id);"
        "CREATE INDEX boards_downloads ON boards(downloads, id);"
        "CREATE INDEX boards_title_key ON boards(title_key, id);"
        "CREATE TABLE revisions (board_id INTEGER NOT NULL REFERENCES boards(id),"
        " revision INTEGER NOT NULL, bytes BLOB NOT NULL, sha256 TEXT NOT NULL, variant INTEGER "
        "NOT NULL,"
        " content_key TEXT NOT NULL UNIQUE, size INTEGER NOT NULL, version INTEGER NOT NULL,"
        " published BIGINT NOT NULL, note TEXT NOT NULL, account_id INTEGER NOT NULL,"
        " PRIMARY KEY (board_id, revision));"
        "CREATE INDEX revisions_account ON revisions(account_id, published);"
        "CREATE TABLE idempotency (account_id INTEGER NOT NULL, key TEXT NOT NULL,"
        " status INTEGER NOT NULL, location TEXT NOT NULL, body TEXT NOT NULL,"
        " created BIGINT NOT NULL, PRIMARY KEY (account_id, key));"
        "CREATE TABLE thumbnails (board_id INTEGER NOT NULL, revision INTEGER NOT NULL,"
        " png BLOB NOT NULL, PRIMARY KEY (board_id, revision))",
        // 1 (PostgreSQL): the same, with a real sequence (nextval never hands out a number
        // twice, whatever the processes) and a trigram index for the words of a search.
        "CREATE TABLE accounts (id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
        " created BIGINT NOT NULL);"
        "CREATE TABLE tokens (id BIGSERIAL PRIMARY KEY, account_id BIGINT NOT NULL"
        " REFERENCES accounts(id), salt BYTEA NOT NULL, hash BYTEA NOT NULL,"
        " revoked INTEGER NOT NULL DEFAULT 0, created BIGINT NOT NULL);"
        "CREATE SEQUENCE board_codes MINVALUE 0 START 0;"
        "CREATE TABLE boards (id BIGSERIAL PRIMARY KEY, code TEXT NOT NULL UNIQUE,"
        " owner_id BIGINT NOT NULL REFERENCES accounts(id), listed INTEGER NOT NULL DEFAULT 1,"
        " downloads BIGINT NOT NULL DEFAULT 0, latest INTEGER NOT NULL, created BIGINT NOT NULL,"
        " title TEXT NOT NULL, author TEXT NOT NULL, editor_id TEXT NOT NULL,"
        " variant INTEGER NOT NULL, width INTEGER NOT NULL, length INTEGER NOT NULL,"
        " hex INTEGER NOT NULL, wrap INTEGER NOT NULL, version INTEGER NOT NULL,"
        " published BIGINT NOT NULL, search_text TEXT NOT NULL, title_key TEXT NOT NULL,"
        " author_key TEXT NOT NULL);"
        "CREATE INDEX boards_owner ON boards(owner_id, id);"
        "CREATE INDEX boards_downloads ON boards(downloads, id);"
        "CREATE EXTENSION IF NOT EXISTS pg_trgm;"
        "CREATE INDEX boards_search ON boards USING gin (search_text gin_trgm_ops);"
        "CREATE INDEX boards_author ON boards USING gin (author_key gin_trgm_ops);"
        "CREATE INDEX boards_title_key ON boards(title_key, id);"
        "CREATE TABLE revisions (board_id BIGINT NOT NULL REFERENCES boards(id),"
        " revision INTEGER NOT NULL, bytes BYTEA NOT NULL, sha256 TEXT NOT NULL, variant INTEGER "
        "NOT NULL,"
        " content_key TEXT NOT NULL UNIQUE, size INTEGER NOT NULL, version INTEGER NOT NULL,"
        " published BIGINT NOT NULL, note TEXT NOT NULL, account_id BIGINT NOT NULL,"
        " PRIMARY KEY (board_id, revision));"
        "CREATE INDEX revisions_account ON revisions(account_id, published);"
        "CREATE TABLE idempotency (account_id BIGINT NOT NULL, key TEXT NOT NULL,"
        " status INTEGER NOT NULL, location TEXT NOT NULL, body TEXT NOT NULL,"
        " created BIGINT NOT NULL, PRIMARY KEY (account_id, key));"
        "CREATE TABLE thumbnails (board_id BIGINT NOT NULL, revision INTEGER NOT NULL,"
        " png BYTEA NOT NULL, PRIMARY KEY (board_id, revision))",
    },
    {
        // 2: live sessions (issue 46, docs/live-protocol.md). A session is its board's starting
        // bytes and the journal of the operations it accepted, in sequence: replaying the journal
        // over the start is the session, whichever process does it. `server` and `lease` say
        // which process applies its operations now, and until when without renewing.
        "CREATE TABLE live_sessions (code TEXT PRIMARY KEY, owner_id INTEGER NOT NULL,"
        " revision INTEGER NOT NULL, start BLOB NOT NULL, watchable INTEGER NOT NULL,"
        " rules TEXT NOT NULL DEFAULT '',"
        " created BIGINT NOT NULL, server TEXT NOT NULL DEFAULT '', lease BIGINT NOT NULL"
        " DEFAULT 0);"
        "CREATE TABLE live_editors (code TEXT NOT NULL, account_id INTEGER NOT NULL,"
        " PRIMARY KEY (code, account_id));"
        "CREATE TABLE live_operations (code TEXT NOT NULL, seq BIGINT NOT NULL,"
        " author INTEGER NOT NULL, name TEXT NOT NULL, client BIGINT NOT NULL,"
        " frame BLOB NOT NULL, PRIMARY KEY (code, seq))",
        "CREATE TABLE live_sessions (code TEXT PRIMARY KEY, owner_id BIGINT NOT NULL,"
        " revision INTEGER NOT NULL, start BYTEA NOT NULL, watchable INTEGER NOT NULL,"
        " rules TEXT NOT NULL DEFAULT '',"
        " created BIGINT NOT NULL, server TEXT NOT NULL DEFAULT '', lease BIGINT NOT NULL"
        " DEFAULT 0);"
        "CREATE TABLE live_editors (code TEXT NOT NULL, account_id BIGINT NOT NULL,"
        " PRIMARY KEY (code, account_id));"
        "CREATE TABLE live_operations (code TEXT NOT NULL, seq BIGINT NOT NULL,"
        " author INTEGER NOT NULL, name TEXT NOT NULL, client BIGINT NOT NULL,"
        " frame BYTEA NOT NULL, PRIMARY KEY (code, seq))",
    },
};

} // namespace

int currentSchemaVersion() {
    return static_cast<int>(std::size(kSteps));
}

void migrate(SqlSession& session) {
    Transaction transaction(session);
    // Before anything else, even the version's table: processes starting together on an empty
    // database would otherwise both create it, and one would fail on PostgreSQL's catalogue. A
    // second process waits here, then finds the schema made. (SQLite: BEGIN IMMEDIATE is the lock.)
    if (session.postgres())
        session.run(QStringLiteral("SELECT pg_advisory_xact_lock(?)"), {kMigrationLock});
    session.runScript(QStringLiteral("CREATE TABLE IF NOT EXISTS schema_version"
                                     " (version INTEGER NOT NULL)"));
    QSqlQuery query = session.run(QStringLiteral("SELECT MAX(version) FROM schema_version"));
    const int version = query.next() ? query.value(0).toInt() : 0;
    if (version > currentSchemaVersion())
        throw SqlFailure(SqlFailure::Kind::Other,
                         QStringLiteral("the database has schema version %1; this program knows "
                                        "up to %2")
                             .arg(version)
                             .arg(currentSchemaVersion()));
    for (int v = version; v < currentSchemaVersion(); ++v) {
        const Step& step = kSteps[v];
        session.runScript(QString::fromLatin1(session.postgres() ? step.postgresql : step.sqlite));
        session.run(QStringLiteral("INSERT INTO schema_version (version) VALUES (?)"), {v + 1});
    }
    transaction.commit();
    // The version's statement, left unfinished, would keep SQLite's snapshot of this moment: the
    // server's first request would not see an account made after the start.
    session.finishStatements();
}

} // namespace gbxx::registry
