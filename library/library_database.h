#pragma once
// The board library's index: an SQLite database (Qt SQL's QSQLITE driver) that caches what the
// files say. It never holds the only copy of anything, so a database that cannot be opened or
// read is set aside and built again from the files. The schema is versioned (PRAGMA user_version)
// and migrated forward on open.

#include "library/board_record.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gbxx {

struct LibraryFolder {
    QString path;
    QString layout; // the layout its boards are read in (an older one when the user says so)
};

class LibraryDatabase {
public:
    // Opens (creating it and its folder if need be) the database at `path`. A file that is not a
    // database (or is corrupt, or of a newer schema) is renamed aside (PATH.broken-TIMESTAMP) and
    // a new one made; notice() then says so. A full disk or another program's lock only fail:
    // check isOpen(); error() says why not.
    explicit LibraryDatabase(const QString& path);
    ~LibraryDatabase();
    LibraryDatabase(const LibraryDatabase&) = delete;
    LibraryDatabase& operator=(const LibraryDatabase&) = delete;

    bool isOpen() const { return db_.isOpen(); }
    QString error() const { return error_; }
    QString notice() const { return notice_; }
    QSqlDatabase& connection() { return db_; }
    const QString& path() const { return path_; }

    // The schema this program writes; older databases are migrated up to it.
    static constexpr int kSchemaVersion = 1;
    // Where the library lives unless --db says otherwise: the programs' shared data location, or
    // the environment's GBXX_LIBRARY_DB.
    static QString defaultPath();

    std::vector<LibraryFolder> folders();
    bool addFolder(const LibraryFolder& folder);
    bool removeFolder(const QString& path);

    // What the index knows of every file under `folder` (the folder itself included): path →
    // size and modification time.
    std::vector<std::pair<QString, FileStamp>> stampsUnder(const QString& folder);
    bool put(const BoardRecord& record);
    bool remove(const QString& path);
    std::optional<BoardRecord> record(const QString& path, bool withThumbnail = true);

    bool begin();
    bool commit();

    // Readable boards and unreadable files in the whole library.
    std::pair<qint64, qint64> counts();

private:
    bool open();
    bool migrate();
    bool fail(const QString& what);

    QString path_;
    QString connectionName_;
    QSqlDatabase db_;
    QString error_;
    QString notice_;
    bool unusable_ = false; // the last failure was the file itself (or a newer schema)
};

} // namespace gbxx
