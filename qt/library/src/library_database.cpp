#include "library/library_database.h"

#include "library/database_file.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include "io/file_names.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

namespace gbxx {
namespace {

class Library {
    Q_DECLARE_TR_FUNCTIONS(gbxx::Library)
};

// Each step takes the schema from the version before it to its own (index + 1).
const char* const kMigrations[] = {
    // 1: boards (kept small, so that a search reads little), their thumbnails apart, and folders
    "CREATE TABLE boards ("
    " path TEXT PRIMARY KEY, size INTEGER NOT NULL, modified INTEGER NOT NULL,"
    " unreadable TEXT NOT NULL DEFAULT '', sha256 TEXT NOT NULL DEFAULT '',"
    " variant INTEGER, layout TEXT, width INTEGER, length INTEGER, hex INTEGER, wrap INTEGER,"
    " header TEXT, title TEXT, author TEXT, editor_id TEXT, board_code TEXT, version INTEGER,"
    " field_use TEXT, spec_warnings INTEGER, design_warnings INTEGER, home_players TEXT,"
    // lower-case copies for case-insensitive words (SQLite's own folding is ASCII only)
    " s_title TEXT, s_author TEXT, s_editor TEXT, s_code TEXT, s_name TEXT) WITHOUT ROWID;"
    // duplicates and code conflicts: covering indexes of the readable boards
    "CREATE INDEX boards_sha256 ON boards(sha256, path) WHERE unreadable = '';"
    "CREATE INDEX boards_code ON boards(board_code, sha256, path) WHERE unreadable = '';"
    "CREATE TABLE thumbnails (path TEXT PRIMARY KEY, png BLOB NOT NULL);"
    "CREATE TABLE folders (path TEXT PRIMARY KEY, layout TEXT NOT NULL);",
};

QString lower(const QString& text) {
    return text.toLower();
}

// SQLite's own words ("file is not a database"), without Qt's "Unable to execute statement".
QString reason(const QSqlError& error) {
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

// Whether the file itself is the trouble (SQLITE_CORRUPT, SQLITE_NOTADB), rather than a full disk,
// a lock held by another program or a folder that cannot be written.
bool unusableFile(const QSqlError& error) {
    const int code = error.nativeErrorCode().toInt() & 0xff; // extended codes keep it low
    return code == 11 || code == 26;
}

// The folders a set-aside library still tells, if any: they are the user's choice, not a cache of
// the files. Read without changing a byte of it.
std::vector<LibraryFolder> foldersIn(const QString& path) {
    static std::atomic<int> next{0};
    const QString name = QStringLiteral("gbxx-library-aside-%1").arg(next++);
    std::vector<LibraryFolder> folders;
    {
        QSqlDatabase aside = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        aside.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        aside.setDatabaseName(sqliteUri(path, "?mode=ro&immutable=1"));
        if (aside.open()) {
            QSqlQuery query(aside);
            if (query.exec(QStringLiteral("SELECT path, layout FROM folders ORDER BY path")))
                while (query.next())
                    folders.push_back({query.value(0).toString(), query.value(1).toString()});
        }
        aside.close();
    }
    QSqlDatabase::removeDatabase(name);
    return folders;
}

} // namespace

LibraryDatabase::LibraryDatabase(const QString& path, LibraryOpening opening)
    : path_(path)
    , opening_(opening) {
    static std::atomic<int> next{0};
    connectionName_ = QStringLiteral("gbxx-library-%1").arg(next++);
    // A damaged file, or another program's, is kept aside (ours is only a cache) and a new one
    // made. Anything else (a full disk, a lock) is only said: the file may be a good library.
    if (!open() && damaged_ && opening_.setAside && fileExists(path_))
        setAside();
}

LibraryDatabase::~LibraryDatabase() {
    close();
}

void LibraryDatabase::close() {
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(connectionName_);
}

QString LibraryDatabase::defaultPath() {
    // GBXX_LIBRARY_DB keeps test runs (and experiments) out of the user's own library.
    if (const QString override = qEnvironmentVariable("GBXX_LIBRARY_DB"); !override.isEmpty())
        return override;
    // Shared by gbxx and gbxx-editor, whose own data locations differ by program name.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QStringLiteral("/GameBoardXX/library.sqlite");
}

bool LibraryDatabase::setAside() {
    const QString why = error_;
    const bool foreign = foreign_;
    close();
    if (identityOf(path_) != identity_) { // another program (a gbxx index) set it aside already
        error_.clear();
        return open();
    }
    const QString aside = asideName(path_);
    if (::rename(bytesOfName(path_).constData(), bytesOfName(aside).constData()) != 0) {
        const QString system = systemError(errno);
        error_ = Library::tr("%1; it cannot be set aside (%2)").arg(why, system);
        return false;
    }
    // Its journal goes with it: left here, it would be taken for the new database's.
    for (const QLatin1String suffix : {QLatin1String("-wal"), QLatin1String("-shm")})
        if (fileExists(path_ + suffix))
            ::rename(bytesOfName(path_ + suffix).constData(),
                     bytesOfName(aside + suffix).constData());
    const std::vector<LibraryFolder> folders =
        foreign ? std::vector<LibraryFolder>() : foldersIn(aside);
    error_.clear();
    if (!open())
        return false;
    for (const LibraryFolder& folder : folders)
        addFolder(folder);
    notice_ = Library::tr("the library %1 could not be read (%2); it was set aside as %3 and is "
                          "built again from the files")
                  .arg(path_, why, aside);
    return true;
}

bool LibraryDatabase::failed(const QSqlError& error) {
    damaged_ = damaged_ || unusableFile(error);
    return fail(reason(error));
}

bool LibraryDatabase::fail(const QString& what) {
    // Qt leaves the text empty for some failures (a full disk while opening).
    error_ = what.trimmed().isEmpty()
                 ? Library::tr("it cannot be written (is the disk full, or the folder read-only?)")
                 : what.simplified(); // SQLite's reports may take several lines
    return false;
}

bool LibraryDatabase::open() {
    damaged_ = foreign_ = false;
    readOnly_ = opening_.readOnlyIfNeeded && cannotBeWritten(path_);
    identity_ = identityOf(path_);
    if (!connect())
        return false;
    identity_ = identityOf(path_); // made, if it was not there
    // Nothing is written before the file is known to be ours and whole.
    if (!isOurs() || (opening_.checkEveryPage && !checkPages()) || !useWal() || !migrate()) {
        db_.close();
        return false;
    }
    return true;
}

bool LibraryDatabase::useWal() {
    QSqlQuery query(db_);
    return readOnly_ || query.exec(QStringLiteral("PRAGMA journal_mode=WAL")) ||
           failed(query.lastError());
}

bool LibraryDatabase::connect() {
    if (!readOnly_)
        QDir().mkpath(QFileInfo(path_).absolutePath());
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName_);
    if (!db_.isValid())
        return fail(Library::tr("Qt's SQLite driver (QSQLITE) is not installed"));
    if (readOnly_) {
        // Where nothing can be written no -shm can be made either: immutable reads without one.
        // A -wal means a writer is (or was) at work, whose pages only it holds.
        db_.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        db_.setDatabaseName(sqliteUri(path_, fileExists(path_ + QStringLiteral("-wal"))
                                                 ? "?mode=ro"
                                                 : "?mode=ro&immutable=1"));
    } else {
        db_.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI"));
        db_.setDatabaseName(sqliteUri(path_, ""));
    }
    if (!db_.open())
        return failed(db_.lastError());
    QSqlQuery query(db_);
    // Reading the schema is the first thing that fails on a file that is not a database.
    if (!query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) ||
        !query.exec(QStringLiteral("PRAGMA synchronous=NORMAL")) ||
        // Searches scan the boards table and indexes: mapped, they are read without a system
        // call per page (three times faster at 20,000 boards).
        !query.exec(QStringLiteral("PRAGMA mmap_size=268435456")) ||
        !query.exec(QStringLiteral("PRAGMA cache_size=-32768"))) {
        failed(query.lastError());
        db_.close();
        return false;
    }
    return true;
}

bool LibraryDatabase::isOurs() {
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("PRAGMA application_id")) || !query.next())
        return failed(query.lastError());
    applicationId_ = query.value(0).toInt();
    if (applicationId_ == kApplicationId)
        return true;
    // Before application_id was written: schema 1 with exactly our tables, or a new, empty file.
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return failed(query.lastError());
    const int version = query.value(0).toInt();
    if (!query.exec(QStringLiteral("SELECT group_concat(name, ' ') FROM (SELECT name FROM "
                                   "sqlite_master WHERE type = 'table' ORDER BY name)")) ||
        !query.next())
        return failed(query.lastError());
    const QString tables = query.value(0).toString();
    if (applicationId_ == 0 &&
        ((version == 0 && tables.isEmpty()) ||
         (version == 1 && tables == QLatin1String("boards folders thumbnails"))))
        return true;
    damaged_ = foreign_ = true;
    return fail(Library::tr("it is not a board library: another program's database"));
}

bool LibraryDatabase::checkPages() {
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("PRAGMA quick_check(1)")) || !query.next())
        return failed(query.lastError());
    if (const QString verdict = query.value(0).toString(); verdict != QLatin1String("ok")) {
        damaged_ = true; // SQLite's words for the first fault, after its own heading
        return fail(Library::tr("database disk image is malformed: %1")
                        .arg(QString(verdict).remove(QStringLiteral("*** in database main ***"))));
    }
    return true;
}

bool LibraryDatabase::migrate() {
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return failed(query.lastError());
    const int version = query.value(0).toInt();
    if (version > kSchemaVersion) {
        damaged_ = true;
        return fail(
            Library::tr("written by a newer version of the editor (schema %1)").arg(version));
    }
    if (readOnly_ && version < kSchemaVersion)
        return fail(Library::tr("it is read-only and of an older schema (%1)").arg(version));
    for (int step = version; step < kSchemaVersion; ++step) {
        if (!db_.transaction())
            return failed(db_.lastError());
        for (const QString& statement :
             QString::fromLatin1(kMigrations[step]).split(QLatin1Char(';'), Qt::SkipEmptyParts))
            if (!query.exec(statement)) {
                const QSqlError why = query.lastError();
                db_.rollback();
                return failed(why);
            }
        if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(step + 1)) || !db_.commit())
            return failed(query.lastError());
    }
    if (!readOnly_ && applicationId_ != kApplicationId &&
        !query.exec(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId)))
        return failed(query.lastError());
    return true;
}

std::vector<LibraryFolder> LibraryDatabase::folders() {
    std::vector<LibraryFolder> list;
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("SELECT path, layout FROM folders ORDER BY path")))
        failed(query.lastError());
    while (query.next())
        list.push_back({query.value(0).toString(), query.value(1).toString()});
    return list;
}

bool LibraryDatabase::addFolder(const LibraryFolder& folder) {
    QSqlQuery query(db_);
    query.prepare(QStringLiteral("INSERT INTO folders(path, layout) VALUES(?, ?) "
                                 "ON CONFLICT(path) DO UPDATE SET layout = excluded.layout"));
    query.addBindValue(folder.path);
    query.addBindValue(folder.layout);
    return query.exec() || failed(query.lastError());
}

bool LibraryDatabase::removeFolder(const QString& path) {
    if (!begin())
        return false;
    QSqlQuery query(db_);
    query.prepare(QStringLiteral("DELETE FROM folders WHERE path = ?"));
    query.addBindValue(path);
    if (!query.exec()) {
        failed(query.lastError());
        db_.rollback();
        return false;
    }
    // Its files leave the index too, unless another folder (one inside it, or around it) still
    // holds them; in one transaction, so that 20,000 files go in a moment.
    const std::vector<LibraryFolder> others = folders();
    const QString prefix = path + QLatin1Char('/');
    const bool alone = std::none_of(others.begin(), others.end(), [&](const LibraryFolder& f) {
        return f.path.startsWith(prefix) || prefix.startsWith(f.path + QLatin1Char('/'));
    });
    if (alone) { // no folder inside it or around it: everything under it goes
        for (const char* table : {"boards", "thumbnails"}) {
            QSqlQuery range(db_);
            range.prepare(QStringLiteral("DELETE FROM %1 WHERE path > ? AND path < ?")
                              .arg(QLatin1String(table)));
            range.addBindValue(prefix);
            range.addBindValue(path + QChar(QLatin1Char('/').unicode() + 1));
            if (!range.exec()) {
                failed(range.lastError());
                db_.rollback();
                return false;
            }
        }
        return commit();
    }
    for (const auto& [file, stamp] : stampsUnder(path)) {
        const bool kept = std::any_of(others.begin(), others.end(), [&](const LibraryFolder& f) {
            return file.startsWith(f.path + QLatin1Char('/'));
        });
        if (!kept && !remove(file)) {
            db_.rollback();
            return false;
        }
    }
    return commit();
}

std::vector<std::pair<QString, FileStamp>> LibraryDatabase::stampsUnder(const QString& folder) {
    std::vector<std::pair<QString, FileStamp>> list;
    QSqlQuery query(db_);
    query.setForwardOnly(true);
    // A range on the primary key rather than LIKE: '%' and '_' may be in a folder's name.
    query.prepare(QStringLiteral(
        "SELECT path, size, modified FROM boards WHERE path = ? OR (path > ? AND path < ?)"));
    const QString prefix = folder.endsWith(QLatin1Char('/')) ? folder : folder + QLatin1Char('/');
    query.addBindValue(folder);
    query.addBindValue(prefix);
    query.addBindValue(prefix.left(prefix.size() - 1) + QChar(QLatin1Char('/').unicode() + 1));
    if (!query.exec())
        failed(query.lastError());
    while (query.next())
        list.emplace_back(query.value(0).toString(),
                          FileStamp{query.value(1).toLongLong(), query.value(2).toLongLong()});
    return list;
}

bool LibraryDatabase::put(const BoardRecord& r) {
    QSqlQuery query(db_);
    query.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO boards(path, size, modified, unreadable, sha256, variant, layout,"
        " width, length, hex, wrap, header, title, author, editor_id, board_code, version,"
        " field_use, spec_warnings, design_warnings, home_players, s_title, s_author, s_editor,"
        " s_code, s_name) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
        " ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant& value : {QVariant(r.path),
                                  QVariant(r.size),
                                  QVariant(r.modified),
                                  QVariant(r.unreadable),
                                  QVariant(r.sha256),
                                  QVariant(r.variant),
                                  QVariant(r.layout),
                                  QVariant(r.width),
                                  QVariant(r.length),
                                  QVariant(r.hex),
                                  QVariant(r.wrap),
                                  QVariant(r.header),
                                  QVariant(r.title),
                                  QVariant(r.author),
                                  QVariant(r.editorId),
                                  QVariant(r.boardCode),
                                  QVariant(r.version),
                                  QVariant(r.fieldUse),
                                  QVariant(r.specWarnings),
                                  QVariant(r.designWarnings),
                                  QVariant(r.homePlayers),
                                  QVariant(lower(r.title)),
                                  QVariant(lower(r.author)),
                                  QVariant(lower(r.editorId)),
                                  QVariant(lower(r.boardCode)),
                                  QVariant(lower(r.fileName()))})
        query.addBindValue(value);
    if (!query.exec())
        return failed(query.lastError());
    QSqlQuery picture(db_);
    if (r.thumbnail.isEmpty()) {
        picture.prepare(QStringLiteral("DELETE FROM thumbnails WHERE path = ?"));
        picture.addBindValue(r.path);
    } else {
        picture.prepare(
            QStringLiteral("INSERT OR REPLACE INTO thumbnails(path, png) VALUES(?, ?)"));
        picture.addBindValue(r.path);
        picture.addBindValue(r.thumbnail);
    }
    return picture.exec() || failed(picture.lastError());
}

bool LibraryDatabase::remove(const QString& path) {
    for (const char* table : {"boards", "thumbnails"}) {
        QSqlQuery query(db_);
        query.prepare(QStringLiteral("DELETE FROM %1 WHERE path = ?").arg(QLatin1String(table)));
        query.addBindValue(path);
        if (!query.exec())
            return failed(query.lastError());
    }
    return true;
}

std::optional<BoardRecord> LibraryDatabase::record(const QString& path, bool withThumbnail) {
    QSqlQuery query(db_);
    query.prepare(
        QStringLiteral("SELECT path, size, modified, unreadable, sha256, variant, layout, width, "
                       "length, hex, wrap, header, title, author, editor_id, board_code, version, "
                       "field_use, spec_warnings, design_warnings, home_players%1 FROM boards%2 "
                       "WHERE path = ?")
            .arg(withThumbnail ? QStringLiteral(", png") : QString(),
                 withThumbnail ? QStringLiteral(" LEFT JOIN thumbnails USING(path)") : QString()));
    query.addBindValue(path);
    if (!query.exec()) {
        failed(query.lastError());
        return std::nullopt;
    }
    if (!query.next())
        return std::nullopt;
    BoardRecord r;
    int c = 0;
    r.path = query.value(c++).toString();
    r.size = query.value(c++).toLongLong();
    r.modified = query.value(c++).toLongLong();
    r.unreadable = query.value(c++).toString();
    r.sha256 = query.value(c++).toString();
    r.variant = query.value(c++).toInt();
    r.layout = query.value(c++).toString();
    r.width = query.value(c++).toInt();
    r.length = query.value(c++).toInt();
    r.hex = query.value(c++).toInt();
    r.wrap = query.value(c++).toInt();
    r.header = query.value(c++).toString();
    r.title = query.value(c++).toString();
    r.author = query.value(c++).toString();
    r.editorId = query.value(c++).toString();
    r.boardCode = query.value(c++).toString();
    r.version = query.value(c++).toInt();
    r.fieldUse = query.value(c++).toString();
    r.specWarnings = query.value(c++).toInt();
    r.designWarnings = query.value(c++).toInt();
    r.homePlayers = query.value(c++).toString();
    if (withThumbnail)
        r.thumbnail = query.value(c++).toByteArray();
    return r;
}

bool LibraryDatabase::begin() {
    return db_.transaction() || failed(db_.lastError());
}

bool LibraryDatabase::commit() {
    return db_.commit() || failed(db_.lastError());
}

std::pair<qint64, qint64> LibraryDatabase::counts() {
    QSqlQuery query(db_);
    if (!query.exec(
            QStringLiteral("SELECT sum(unreadable = ''), sum(unreadable <> '') FROM boards")) ||
        !query.next()) {
        failed(query.lastError());
        return {0, 0};
    }
    return {query.value(0).toLongLong(), query.value(1).toLongLong()};
}

} // namespace gbxx
