#pragma once
// The board library's index: an SQLite database (Qt SQL's QSQLITE driver) that caches what the
// files say. It never holds the only copy of a board, so a database that is damaged, or not ours,
// is set aside (renamed, never changed) and built again from the files; the folders it covered
// are carried over when they can still be read. The schema is versioned (PRAGMA user_version) and
// migrated forward on open; PRAGMA application_id tells our databases from other programs'.

#include "library/board_record.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

#include <sys/types.h>

namespace gbxx {

struct LibraryFolder {
    QString path;
    QString layout; // the layout its boards are read in (an older one when the user says so)
};

// What opening a library checks and may do.
struct LibraryOpening {
    // Every page read once (PRAGMA quick_check: 0.2 s cached, 2 s from a cold disk for 90 MB,
    // 20,000 boards with thumbnails), before an index writes into it. Otherwise only the header and
    // schema are (a moment), and damage elsewhere shows when a query meets it: damaged().
    bool checkEveryPage = false;
    // A library that cannot be written (a read-only mount or file) is opened for reading only,
    // for searches. Otherwise opening it for writing fails there.
    bool readOnlyIfNeeded = false;
    // A damaged database, or another program's, is set aside and a new one made at once;
    // otherwise it is left for setAside(), and isOpen() is false with damaged() true.
    bool setAside = true;
};

class LibraryDatabase {
public:
    // Opens (creating it and its folder if need be) the database at `path`. A damaged file,
    // another program's database or one of a newer schema is renamed aside
    // (PATH.broken-TIMESTAMP, with its -wal and -shm) and a new one made; notice() then says so.
    // A full disk or another program's lock only fail: check isOpen(); error() says why not.
    explicit LibraryDatabase(const QString& path, LibraryOpening opening = {});
    ~LibraryDatabase();
    LibraryDatabase(const LibraryDatabase&) = delete;
    LibraryDatabase& operator=(const LibraryDatabase&) = delete;

    bool isOpen() const { return db_.isOpen(); }
    bool isReadOnly() const { return readOnly_; }
    // The file was found damaged or not ours, on opening or by a query since: what was read
    // from it cannot be trusted to be all there is.
    bool damaged() const { return damaged_; }
    // Renames the damaged file aside and opens a new one in its place, with the folders the old
    // one still tells; notice() says so. False, with error(), when it cannot be renamed (a
    // read-only mount) or the new one cannot be made.
    bool setAside();
    // Records a failed query: error() says why; damaged() when the file itself is the trouble.
    // Returns false.
    bool failed(const QSqlError& error);
    QString error() const { return error_; }
    QString notice() const { return notice_; }
    QSqlDatabase& connection() { return db_; }
    const QString& path() const { return path_; }

    // The schema this program writes; older databases are migrated up to it.
    static constexpr int kSchemaVersion = 1;
    // PRAGMA application_id of our databases ("GBXX"); those of schema 1 made before it was
    // written have 0 and exactly our tables.
    static constexpr int kApplicationId = 0x47425858;
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
    bool connect();
    bool isOurs();
    bool checkPages();
    bool useWal();
    bool migrate();
    void close();
    bool fail(const QString& what);

    QString path_;
    LibraryOpening opening_;
    QString connectionName_;
    QSqlDatabase db_;
    QString error_;
    QString notice_;
    int applicationId_ = 0;
    std::pair<dev_t, ino_t> identity_{0, 0}; // the file opened, which setAside() renames
    bool readOnly_ = false;
    bool damaged_ = false; // the file itself (damaged, a newer schema, not ours) is the trouble
    bool foreign_ = false; // another program's: nothing of it is carried over
};

} // namespace gbxx
