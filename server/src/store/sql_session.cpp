#include "server/store/sql_session.h"

#include <QSqlDriver>
#include <QSqlError>

namespace gbxx::registry {
namespace {

// How long a writer waits for another process's write lock (`gbxx-registry user add`) before the
// request is answered 503.
constexpr int kSqliteBusySeconds = 10;

// The longest a search may take on PostgreSQL (a table locked by an administrator, a database far
// too busy) before it is answered 503: so that no search thread waits without end, and a stopping
// server does not wait for one longer than this.
constexpr int kSearchTimeoutSeconds = 30;

// SQLite result codes (https://sqlite.org/rescode.html) and PostgreSQL SQLSTATEs.
bool isSqliteFull(const QString& code) {
    return code == QLatin1String("13") || code == QLatin1String("10") ||
           code.startsWith(QLatin1String("13"));
}
// SQLITE_BUSY and SQLITE_LOCKED with their extended codes (261, 517, 773 …, 262): another
// connection held the lock past the busy timeout.
bool isSqliteBusy(const QString& code) {
    bool ok = false;
    const int primary = code.toInt(&ok) & 0xff;
    return ok && (primary == 5 || primary == 6);
}
bool isTaken(const QSqlError& error) {
    const QString code = error.nativeErrorCode();
    return code == QLatin1String("23505") || code == QLatin1String("19") ||
           code == QLatin1String("1555") || code == QLatin1String("2067") ||
           error.databaseText().contains(QLatin1String("UNIQUE constraint failed"));
}

} // namespace

SqlSession::SqlSession(DatabaseTarget target, QString connectionName, Purpose purpose)
    : target_(std::move(target))
    , connectionName_(std::move(connectionName))
    , purpose_(purpose) {
    if (postgres()) {
        db_ = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName_);
        db_.setHostName(target_.host);
        db_.setPort(target_.port);
        db_.setUserName(target_.user);
        db_.setPassword(target_.password);
        db_.setDatabaseName(target_.name);
        db_.setConnectOptions(QStringLiteral("connect_timeout=5"));
    } else {
        db_ = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName_);
        db_.setDatabaseName(target_.sqliteFile);
        // `gbxx-registry user add` may write while a server runs: wait for its lock.
        db_.setConnectOptions(
            QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kSqliteBusySeconds * 1000));
    }
    if (purpose_ == Purpose::Requests)
        open();
}

SqlSession::~SqlSession() {
    statements_.clear();
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(connectionName_);
}

void SqlSession::open() {
    statements_.clear();
    if (!db_.open()) {
        const QString why = db_.lastError().text().simplified();
        throw SqlFailure(
            SqlFailure::Kind::Unavailable,
            QStringLiteral("cannot open the database %1: %2").arg(target_.display(), why));
    }
    if (postgres()) {
        // PostgreSQL's notices ("already exists, skipping") are not the server's to print.
        QSqlQuery query(db_);
        const QString settings =
            purpose_ == Purpose::Searches
                ? QStringLiteral("SET client_min_messages TO WARNING;"
                                 "SET plan_cache_mode TO force_custom_plan;"
                                 "SET statement_timeout TO %1")
                      .arg(kSearchTimeoutSeconds * 1000)
                : QStringLiteral("SET client_min_messages TO WARNING");
        if (!query.exec(settings))
            fail(query, settings);
    } else {
        // WAL: readers never wait for the writer; FULL: a commit is on the disk before the
        // client hears 201, even across a power loss.
        QSqlQuery query(db_);
        for (const char* pragma :
             {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL", "PRAGMA foreign_keys=ON"}) {
            if (!query.exec(QString::fromLatin1(pragma)))
                fail(query, QString::fromLatin1(pragma));
        }
    }
}

void SqlSession::finishStatements() {
    for (QSqlQuery& query : statements_) {
        if (query.isActive())
            query.finish();
    }
}

void SqlSession::ensureOpen() {
    if (!db_.isOpen())
        open();
}

bool SqlSession::alive() {
    try {
        ensureOpen();
        run(QStringLiteral("SELECT 1"));
        return true;
    } catch (const SqlFailure&) {
        return false;
    }
}

QSqlQuery& SqlSession::prepared(const QString& sql) {
    ensureOpen();
    auto it = statements_.find(sql);
    if (it == statements_.end()) {
        QSqlQuery query(db_);
        query.setForwardOnly(true);
        if (!query.prepare(sql))
            fail(query, sql);
        // Searches make a statement for each combination of filters they meet.
        if (statements_.size() >= 128)
            statements_.clear();
        it = statements_.insert(sql, query);
    }
    return *it;
}

QSqlQuery SqlSession::run(const QString& sql, std::initializer_list<QVariant> values) {
    return run(sql, QVariantList(values));
}

QSqlQuery SqlSession::run(const QString& sql, const QVariantList& values) {
    QSqlQuery& query = prepared(sql);
    int i = 0;
    for (const QVariant& value : values)
        query.bindValue(i++, value);
    if (!query.exec())
        fail(query, sql);
    // The copy shares the executed result with the kept statement (Qt 6.4 deprecates copying for
    // this sharing): callers read it before the same statement runs again, and no caller runs a
    // statement while reading that statement's own result.
    QT_WARNING_PUSH
    QT_WARNING_DISABLE_DEPRECATED
    return query;
    QT_WARNING_POP
}

QSqlQuery SqlSession::runList(const QString& sql, const QVariantList& values) {
    ensureOpen();
    QSqlQuery query(db_);
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        fail(query, sql);
    int i = 0;
    for (const QVariant& value : values)
        query.bindValue(i++, value);
    if (!query.exec())
        fail(query, sql);
    return query;
}

void SqlSession::runScript(const QString& sql) {
    for (const QString& statement : sql.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (statement.trimmed().isEmpty())
            continue;
        ensureOpen();
        QSqlQuery query(db_);
        if (!query.exec(statement))
            fail(query, statement);
    }
}

void SqlSession::begin(const char* settings) {
    ensureOpen();
    // SQLite calls the busy handler only for a connection that holds no read transaction: a
    // statement still holding a result (the token's look-up) would make BEGIN IMMEDIATE fail at
    // once with "database is locked" while another process writes, instead of waiting.
    if (!postgres())
        finishStatements();
    QSqlQuery query(db_);
    QString sql = postgres() ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE");
    if (postgres() && settings)
        sql += QLatin1Char(';') + QLatin1String(settings);
    if (!query.exec(sql))
        fail(query, sql);
}

void SqlSession::commit() {
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("COMMIT"))) {
        try {
            fail(query, QStringLiteral("COMMIT"));
        } catch (SqlFailure& failure) {
            // PostgreSQL lost while committing (stopped, crashed, the connection cut): the commit
            // may have been made before the answer was lost.
            failure.inDoubt = failure.kind == SqlFailure::Kind::Unavailable;
            throw;
        }
    }
    ++commits_;
}

void SqlSession::rollback() {
    if (!db_.isOpen())
        return;
    QSqlQuery query(db_);
    query.exec(QStringLiteral("ROLLBACK"));
}

void SqlSession::fail(const QSqlQuery& query, const QString& sql) {
    const QSqlError error = query.lastError();
    const QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    if (isTaken(error))
        throw SqlFailure(SqlFailure::Kind::Taken, text);
    if (!postgres() && isSqliteFull(error.nativeErrorCode()))
        throw SqlFailure(SqlFailure::Kind::Full, QStringLiteral("the registry's disk is full"));
    if (!postgres() && isSqliteBusy(error.nativeErrorCode()))
        throw SqlFailure(SqlFailure::Kind::Unavailable,
                         QStringLiteral("another process held the database's lock for %1 s")
                             .arg(kSqliteBusySeconds));
    if (postgres()) {
        // A lost server has no SQLSTATE (libpq: "server closed the connection unexpectedly") or
        // one of class 08 (connection) or 57P (shut down, starting up): close the connection, so
        // the next request opens a new one. A probe would not do: inside a failed transaction
        // every statement fails.
        const QString state = error.nativeErrorCode();
        if (state == QLatin1String("57014")) // query_canceled: a search's statement_timeout
            throw SqlFailure(SqlFailure::Kind::Unavailable,
                             QStringLiteral("the database did not answer within %1 s")
                                 .arg(kSearchTimeoutSeconds));
        if (error.type() == QSqlError::ConnectionError || state.isEmpty() ||
            state.startsWith(QLatin1String("08")) || state.startsWith(QLatin1String("57P"))) {
            statements_.clear();
            db_.close();
            throw SqlFailure(SqlFailure::Kind::Unavailable,
                             QStringLiteral("the database cannot be reached"));
        }
    }
    throw SqlFailure(SqlFailure::Kind::Other,
                     QStringLiteral("%1 (in: %2)").arg(text.simplified(), sql.left(80)));
}

} // namespace gbxx::registry
