#pragma once
// Live sessions in the registry's database (schema step 2): a session's start (the board's bytes
// when it began, its owner, who may edit, whether anyone may watch) and the journal of every
// operation it accepted, in sequence. An operation is acknowledged only once its row is
// committed, so a process killed at any moment leaves a journal from which the next one rebuilds
// the session with every acknowledged operation (live/live_session.h).

#include "server/store/sql_session.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace gbxx::registry {

struct LiveStart {
    QString code;
    qint64 ownerId = 0;
    int revision = 0;
    QByteArray start; // the board's file
    bool watchable = false;
    QString rules;         // the board's live rules, a rules file's JSON (empty: none)
    QList<qint64> editors; // besides the owner
};

struct LiveEntry {
    qint64 seq = 0;
    int author = 0; // the participant's number in the session
    QString name;   // the account
    quint64 client = 0;
    QByteArray frame; // the operation as its client sent it (gbxx/live/live_wire.h)
};

class LiveJournal {
public:
    explicit LiveJournal(SqlSession& session)
        : session_(session) {}

    // Starts the board's session afresh: an earlier one and its journal are gone.
    void start(const LiveStart& start);
    std::optional<LiveStart> session(const QString& code);
    // Adds operations, in one transaction.
    void append(const QString& code, const QList<LiveEntry>& entries);
    QList<LiveEntry> entries(const QString& code);
    // The last operation's sequence number (0: none yet).
    qint64 lastSeq(const QString& code);
    void end(const QString& code);

    // Which server applies a session's operations: the one holding its lease. claim() takes the
    // lease for `server` until `until` (ms since the epoch) when it is free, expired or already
    // `server`'s, and otherwise says who holds it (`holder`); renew() extends a lease `server`
    // still holds (false: it was taken over, or the session started again); release() gives it
    // up. The journal's key (code, seq) fences the rest: should two servers ever apply the same
    // operation, only one of them can commit it.
    bool claim(const QString& code, const QString& server, qint64 now, qint64 until,
               QString* holder);
    bool renew(const QString& code, const QString& server, qint64 until);
    void release(const QString& code, const QString& server);

private:
    SqlSession& session_;
};

} // namespace gbxx::registry
