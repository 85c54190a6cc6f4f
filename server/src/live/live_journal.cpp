#include "server/live/live_journal.h"

#include <QDateTime>
#include <QSqlQuery>

namespace gbxx::registry {

void LiveJournal::start(const LiveStart& s) {
    Transaction transaction(session_);
    for (const char* table : {"live_operations", "live_editors", "live_sessions"})
        session_.run(QStringLiteral("DELETE FROM %1 WHERE code = ?").arg(QLatin1String(table)),
                     {s.code});
    session_.run(QStringLiteral("INSERT INTO live_sessions (code, owner_id, revision, start,"
                                " watchable, rules, created) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                 // A null QString would be bound as NULL: no rules is the empty text.
                 {s.code, s.ownerId, s.revision, s.start, s.watchable ? 1 : 0,
                  s.rules.isNull() ? QStringLiteral("") : s.rules,
                  QDateTime::currentMSecsSinceEpoch()});
    for (qint64 editor : s.editors)
        session_.run(QStringLiteral("INSERT INTO live_editors (code, account_id) VALUES (?, ?)"),
                     {s.code, editor});
    transaction.commit();
}

std::optional<LiveStart> LiveJournal::session(const QString& code) {
    QSqlQuery q = session_.run(QStringLiteral("SELECT owner_id, revision, start, watchable, rules"
                                              " FROM live_sessions WHERE code = ?"),
                               {code});
    if (!q.next())
        return std::nullopt;
    LiveStart s;
    s.code = code;
    s.ownerId = q.value(0).toLongLong();
    s.revision = q.value(1).toInt();
    s.start = q.value(2).toByteArray();
    s.watchable = q.value(3).toInt() != 0;
    s.rules = q.value(4).toString();
    q.finish();
    QSqlQuery e = session_.run(
        QStringLiteral("SELECT account_id FROM live_editors WHERE code = ? ORDER BY account_id"),
        {code});
    while (e.next())
        s.editors.append(e.value(0).toLongLong());
    return s;
}

void LiveJournal::append(const QString& code, const QList<LiveEntry>& entries) {
    Transaction transaction(session_);
    for (const LiveEntry& e : entries)
        session_.run(QStringLiteral("INSERT INTO live_operations (code, seq, author, name, client,"
                                    " frame) VALUES (?, ?, ?, ?, ?, ?)"),
                     {code, e.seq, e.author, e.name, static_cast<qint64>(e.client), e.frame});
    transaction.commit();
}

QList<LiveEntry> LiveJournal::entries(const QString& code) {
    QList<LiveEntry> out;
    QSqlQuery q = session_.run(QStringLiteral("SELECT seq, author, name, client, frame FROM"
                                              " live_operations WHERE code = ? ORDER BY seq"),
                               {code});
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toInt(), q.value(2).toString(),
                    static_cast<quint64>(q.value(3).toLongLong()), q.value(4).toByteArray()});
    return out;
}

bool LiveJournal::claim(const QString& code, const QString& server, qint64 now, qint64 until,
                        QString* holder) {
    Transaction transaction(session_);
    const QSqlQuery taken = session_.run(
        QStringLiteral("UPDATE live_sessions SET server = ?, lease = ? WHERE code = ? AND"
                       " (server = ? OR server = '' OR lease < ?)"),
        {server, until, code, server, now});
    const bool mine = taken.numRowsAffected() == 1;
    if (!mine) {
        QSqlQuery who =
            session_.run(QStringLiteral("SELECT server FROM live_sessions WHERE code = ?"), {code});
        *holder = who.next() ? who.value(0).toString() : QString();
    }
    transaction.commit();
    return mine;
}

bool LiveJournal::renew(const QString& code, const QString& server, qint64 until) {
    const QSqlQuery renewed = session_.run(
        QStringLiteral("UPDATE live_sessions SET lease = ? WHERE code = ? AND server = ?"),
        {until, code, server});
    return renewed.numRowsAffected() == 1;
}

void LiveJournal::release(const QString& code, const QString& server) {
    session_.run(QStringLiteral("UPDATE live_sessions SET server = '', lease = 0 WHERE code = ? AND"
                                " server = ?"),
                 {code, server});
}

qint64 LiveJournal::lastSeq(const QString& code) {
    QSqlQuery q =
        session_.run(QStringLiteral("SELECT MAX(seq) FROM live_operations WHERE code = ?"), {code});
    return q.next() ? q.value(0).toLongLong() : 0;
}

void LiveJournal::end(const QString& code) {
    Transaction transaction(session_);
    for (const char* table : {"live_operations", "live_editors", "live_sessions"})
        session_.run(QStringLiteral("DELETE FROM %1 WHERE code = ?").arg(QLatin1String(table)),
                     {code});
    transaction.commit();
}

} // namespace gbxx::registry
