#pragma once
// One connection to the registry's database and the few ways a statement can fail that a client
// must hear about differently: the database is away (503), the disk is full (507), a unique key
// was taken by someone else first (the caller decides). Statements throw SqlFailure so that a
// publish reads as the steps it takes, and a failed step rolls back the whole transaction.

#include "server/store/database_target.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <QHash>

#include <exception>
#include <initializer_list>

namespace gbxx::registry {

struct SqlFailure : std::exception {
    enum class Kind { Unavailable, Full, Taken, Other };
    Kind kind;
    QString message;
    // The connection was lost during COMMIT: the database may have stored the transaction or not,
    // and nothing here can tell which.
    bool inDoubt = false;
    SqlFailure(Kind k, QString m)
        : kind(k)
        , message(std::move(m)) {}
    const char* what() const noexcept override { return "database failure"; }
};

class SqlSession {
public:
    // What a session is for: every request of a server (opened now), or a search thread's
    // searches (http/search_pool.h), opened at its first statement and on PostgreSQL planning
    // every execution of a kept statement for its values (plan_cache_mode force_custom_plan: a
    // generic plan cannot tell a rare word from a common one), a statement given at most 30 s
    // (then Unavailable: 503). `connectionName` must be unique in
    // the process. Opening creates the database, for SQLite.
    enum class Purpose { Requests, Searches };
    SqlSession(DatabaseTarget target, QString connectionName,
               Purpose purpose = Purpose::Requests);
    ~SqlSession();
    SqlSession(const SqlSession&) = delete;
    SqlSession& operator=(const SqlSession&) = delete;

    const DatabaseTarget& target() const { return target_; }
    bool postgres() const { return target_.engine == DatabaseTarget::Engine::PostgreSQL; }
    Purpose purpose() const { return purpose_; }

    // Opens the connection when it is closed (PostgreSQL restarted); throws Unavailable if it
    // cannot.
    void ensureOpen();
    // Whether the database answers now (health).
    bool alive();

    // Prepares (once: kept for the next run) and runs `sql` with positional values; throws on
    // failure.
    QSqlQuery run(const QString& sql, std::initializer_list<QVariant> values = {});
    QSqlQuery run(const QString& sql, const QVariantList& values);
    // Prepares and runs `sql` once, keeping nothing.
    QSqlQuery runList(const QString& sql, const QVariantList& values);
    // Ends the statements still holding results (SQLite: their read snapshots), after a request.
    void finishStatements();
    // Runs statements separated by ';' (DDL; no values).
    void runScript(const QString& sql);

    // BEGIN IMMEDIATE on SQLite (the write lock at once, so two writers never deadlock), BEGIN on
    // PostgreSQL, there followed by `settings` ("SET LOCAL …; SET LOCAL …") in the same round
    // trip.
    void begin(const char* settings = nullptr);
    void commit();
    // Transactions committed so far: a request that fails after one of its own commits cannot say
    // "nothing was changed".
    quint64 commits() const { return commits_; }
    void rollback(); // never throws

private:
    [[noreturn]] void fail(const QSqlQuery& query, const QString& sql);
    void open();
    QSqlQuery& prepared(const QString& sql);

    DatabaseTarget target_;
    QString connectionName_;
    Purpose purpose_;
    QSqlDatabase db_;
    // Prepared once, run many times: preparing was a third of a fetch's time.
    QHash<QString, QSqlQuery> statements_;
    quint64 commits_ = 0;
};

// Rolls back unless committed: a thrown step leaves nothing behind.
class Transaction {
public:
    explicit Transaction(SqlSession& session, const char* settings = nullptr)
        : session_(session) {
        session_.begin(settings);
    }
    ~Transaction() {
        if (!done_)
            session_.rollback();
    }
    void commit() {
        session_.commit();
        done_ = true;
    }

private:
    SqlSession& session_;
    bool done_ = false;
};

} // namespace gbxx::registry
