#include "registry/support/registry_database.h"

#include <QAtomicInt>
#include <QDir>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

namespace gbxx::test {

RegistryDatabase::RegistryDatabase(const QStringList& where)
    : where_(where) {
    static QAtomicInt made;
    connection_ = QStringLiteral("registry-test-%1").arg(made.fetchAndAddRelaxed(1));
}

RegistryDatabase::~RegistryDatabase() {
    if (QSqlDatabase::contains(connection_)) {
        QSqlDatabase::database(connection_, false).close();
        QSqlDatabase::removeDatabase(connection_);
    }
}

bool RegistryDatabase::open(QString* why) {
    QSqlDatabase db;
    if (where_.value(0) == QLatin1String("--database")) {
        const QUrl url(where_.value(1));
        db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection_);
        db.setHostName(url.host());
        db.setPort(url.port(5432));
        db.setUserName(url.userName());
        db.setDatabaseName(url.path().mid(1));
    } else {
        db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
        db.setDatabaseName(QDir(where_.value(1)).filePath(QStringLiteral("registry.sqlite")));
    }
    if (!db.open()) {
        *why = db.lastError().text();
        return false;
    }
    return true;
}

QStringList RegistryDatabase::inconsistencies() {
    QSqlDatabase db = QSqlDatabase::database(connection_);
    QStringList found;
    QSqlQuery q(db);
    const auto run = [&](const QString& sql) {
        if (q.exec(sql))
            return true;
        found << QStringLiteral("%1: %2").arg(sql, q.lastError().text());
        return false;
    };
    if (db.driverName() == QLatin1String("QSQLITE")) {
        if (run(QStringLiteral("PRAGMA integrity_check"))) {
            while (q.next()) {
                if (q.value(0).toString() != QLatin1String("ok"))
                    found << QStringLiteral("integrity_check: %1").arg(q.value(0).toString());
            }
        }
        if (run(QStringLiteral("PRAGMA foreign_key_check")) && q.next())
            found << QStringLiteral("foreign_key_check: a row of %1 points nowhere")
                         .arg(q.value(0).toString());
    }
    if (run(QStringLiteral("SELECT b.code, r.revision, r.bytes, r.sha256, r.size FROM revisions r"
                           " LEFT JOIN boards b ON b.id = r.board_id"))) {
        while (q.next()) {
            const QString what =
                QStringLiteral("%1 revision %2")
                    .arg(q.value(0).isNull() ? QStringLiteral("(no board)") : q.value(0).toString())
                    .arg(q.value(1).toInt());
            const QByteArray bytes = q.value(2).toByteArray();
            if (q.value(0).isNull())
                found << QStringLiteral("%1: its board is not there").arg(what);
            if (bytes.isEmpty())
                found << QStringLiteral("%1: no bytes").arg(what);
            else if (sha256Hex(bytes) != q.value(3).toString())
                found << QStringLiteral("%1: the bytes are not their SHA-256").arg(what);
            if (q.value(4).toLongLong() != bytes.size())
                found << QStringLiteral("%1: size %2, bytes %3")
                             .arg(what)
                             .arg(q.value(4).toLongLong())
                             .arg(bytes.size());
        }
    }
    if (run(QStringLiteral("SELECT b.code, b.latest, COUNT(r.revision), MIN(r.revision),"
                           " MAX(r.revision) FROM boards b LEFT JOIN revisions r ON r.board_id ="
                           " b.id GROUP BY b.id, b.code, b.latest"))) {
        while (q.next()) {
            const int latest = q.value(1).toInt();
            if (q.value(2).toInt() != latest || q.value(3).toInt() != 1 ||
                q.value(4).toInt() != latest)
                found << QStringLiteral("%1: latest %2, but %3 revisions numbered %4 to %5")
                             .arg(q.value(0).toString())
                             .arg(latest)
                             .arg(q.value(2).toInt())
                             .arg(q.value(3).toInt())
                             .arg(q.value(4).toInt());
        }
    }
    return found;
}

QList<StoredRevisionRow> RegistryDatabase::revisions(QString* why) {
    QSqlQuery q(QSqlDatabase::database(connection_));
    QList<StoredRevisionRow> rows;
    if (!q.exec(QStringLiteral("SELECT b.code, a.name, r.revision, r.sha256 FROM revisions r JOIN"
                               " boards b ON b.id = r.board_id JOIN accounts a ON a.id ="
                               " r.account_id ORDER BY b.id, r.revision"))) {
        *why = q.lastError().text();
        return rows;
    }
    while (q.next())
        rows.append({q.value(0).toString(), q.value(1).toString(), q.value(3).toString(),
                     q.value(2).toInt()});
    return rows;
}

qint64 RegistryDatabase::count(const QString& table, QString* why) {
    QSqlQuery q(QSqlDatabase::database(connection_));
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(table)) || !q.next()) {
        *why = q.lastError().text();
        return -1;
    }
    return q.value(0).toLongLong();
}

} // namespace gbxx::test
