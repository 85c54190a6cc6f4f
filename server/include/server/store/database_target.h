#pragma once
// Which database a registry keeps its boards in: an SQLite file in a data folder (the default: one
// program, nothing else to run) or a PostgreSQL database that several servers share.

#include <QString>

#include <optional>

namespace gbxx::registry {

struct DatabaseTarget {
    enum class Engine { SQLite, PostgreSQL };
    Engine engine = Engine::SQLite;
    QString sqliteFile; // SQLite: DIR/registry.sqlite
    QString host, user, password, name;
    int port = 5432;

    // "sqlite" or "postgresql", as /api/v1/health says.
    QString engineName() const;
    // What a message may show: the file, or postgresql://USER@HOST:PORT/NAME without a password.
    QString display() const;

    // `url` given: postgresql://USER[:PASSWORD]@HOST[:PORT]/NAME (or postgres://); else the SQLite
    // file in `dataDir`, or in the user's data location when that is empty too. Nothing, with
    // `why` set, for anything else.
    static std::optional<DatabaseTarget> from(const QString& url, const QString& dataDir,
                                              QString* why);
    // The data folder used when none is given.
    static QString defaultDataDir();
};

} // namespace gbxx::registry
