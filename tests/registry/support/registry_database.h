#pragma once
// A look into a registry's database from the test itself (Qt SQL, its own connection), to ask
// what no HTTP answer shows: is every revision there with its bytes, are the revision numbers
// whole, does SQLite find its file sound.

#include "registry/support/registry_boards.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gbxx::test {

struct StoredRevisionRow {
    QString code, account, sha256;
    int revision = 0;
};

class RegistryDatabase {
public:
    // `where`: {"--data", DIR} or {"--database", URL}, as the server was given it.
    explicit RegistryDatabase(const QStringList& where);
    ~RegistryDatabase();
    RegistryDatabase(const RegistryDatabase&) = delete;
    RegistryDatabase& operator=(const RegistryDatabase&) = delete;

    bool open(QString* why);
    // Every way the database is not whole: SQLite's integrity check, a revision whose bytes are
    // missing or do not hash to its SHA-256 or size, revision numbers with a gap, a board whose
    // latest revision is not there. Empty when it is whole.
    QStringList inconsistencies();
    // Every revision with its code and publisher, oldest board first.
    QList<StoredRevisionRow> revisions(QString* why);
    qint64 count(const QString& table, QString* why);

private:
    QStringList where_;
    QString connection_;
};

} // namespace gbxx::test
