#include "library/library_database.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <atomic>

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

} // namespace

LibraryDatabase::LibraryDatabase(const QString& path)
    : path_(path) {
    static std::atomic<int> next{0};
    connectionName_ = QStringLiteral("gbxx-library-%1").arg(next++);
    if (open())
        return;
    // Not a database this program can use: keep it aside (it is only a cache) and start anew.
    // Anything else (a full disk, a lock) is only said: the file may be a good library.
    if (!unusable_ || !QFileInfo::exists(path_))
        return;
    const QString aside =
        QStringLiteral("%1.broken-%2")
            .arg(path_,
                 QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    const QString why = error_;
    db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(connectionName_);
    if (!QFile::rename(path_, aside)) {
        error_ = Library::tr("the library %1 cannot be read (%2) nor set aside").arg(path_, why);
        return;
    }
    error_.clear();
    if (open())
        notice_ = Library::tr("the library %1 could not be read (%2); it was set aside as %3 and "
                              "is built again from the files")
                      .arg(path_, why, aside);
}

LibraryDatabase::~LibraryDatabase() {
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

bool LibraryDatabase::fail(const QString& what) {
    // Qt leaves the text empty for some failures (a full disk while opening).
    error_ = what.trimmed().isEmpty()
                 ? Library::tr("it cannot be written (is the disk full, or the folder read-only?)")
                 : what;
    return false;
}

bool LibraryDatabase::open() {
    QDir().mkpath(QFileInfo(path_).absolutePath());
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName_);
    if (!db_.isValid())
        return fail(Library::tr("Qt's SQLite driver (QSQLITE) is not installed"));
    db_.setDatabaseName(path_);
    if (!db_.open()) {
        unusable_ = unusableFile(db_.lastError());
        return fail(reason(db_.lastError()));
    }
    QSqlQuery query(db_);
    // Reading the schema is the first thing that fails on a file that is not a database.
    if (!query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) ||
        !query.exec(QStringLiteral("PRAGMA journal_mode=WAL")) ||
        !query.exec(QStringLiteral("PRAGMA synchronous=NORMAL")) ||
        // Searches scan the boards table and indexes: mapped, they are read without a system
        // call per page (three times faster at 20,000 boards).
        !query.exec(QStringLiteral("PRAGMA mmap_size=268435456")) ||
        !query.exec(QStringLiteral("PRAGMA cache_size=-32768"))) {
        unusable_ = unusableFile(query.lastError());
        fail(reason(query.lastError()));
        db_.close();
        return false;
    }
    if (!migrate()) {
        db_.close();
        return false;
    }
    return true;
}

bool LibraryDatabase::migrate() {
    QSqlQuery query(db_);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        unusable_ = unusableFile(query.lastError());
        return fail(reason(query.lastError()));
    }
    const int version = query.value(0).toInt();
    if (version > kSchemaVersion) {
        unusable_ = true;
        return fail(
            Library::tr("written by a newer version of the editor (schema %1)").arg(version));
    }
    for (int step = version; step < kSchemaVersion; ++step) {
        if (!db_.transaction())
            return fail(reason(db_.lastError()));
        for (const QString& statement :
             QString::fromLatin1(kMigrations[step]).split(QLatin1Char(';'), Qt::SkipEmptyParts))
            if (!query.exec(statement)) {
                const QString why = reason(query.lastError());
                db_.rollback();
                return fail(why);
            }
        if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(step + 1)) || !db_.commit())
            return fail(reason(query.lastError()));
    }
    return true;
}

std::vector<LibraryFolder> LibraryDatabase::folders() {
    std::vector<LibraryFolder> list;
    QSqlQuery query(db_);
    query.exec(QStringLiteral("SELECT path, layout FROM folders ORDER BY path"));
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
    return query.exec() || fail(reason(query.lastError()));
}

bool LibraryDatabase::removeFolder(const QString& path) {
    if (!begin())
        return false;
    QSqlQuery query(db_);
    query.prepare(QStringLiteral("DELETE FROM folders WHERE path = ?"));
    query.addBindValue(path);
    if (!query.exec()) {
        fail(reason(query.lastError()));
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
                fail(reason(range.lastError()));
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
    query.exec();
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
        return fail(reason(query.lastError()));
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
    return picture.exec() || fail(reason(picture.lastError()));
}

bool LibraryDatabase::remove(const QString& path) {
    for (const char* table : {"boards", "thumbnails"}) {
        QSqlQuery query(db_);
        query.prepare(QStringLiteral("DELETE FROM %1 WHERE path = ?").arg(QLatin1String(table)));
        query.addBindValue(path);
        if (!query.exec())
            return fail(reason(query.lastError()));
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
    if (!query.exec() || !query.next())
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
    return db_.transaction() || fail(reason(db_.lastError()));
}

bool LibraryDatabase::commit() {
    return db_.commit() || fail(reason(db_.lastError()));
}

std::pair<qint64, qint64> LibraryDatabase::counts() {
    QSqlQuery query(db_);
    query.exec(QStringLiteral("SELECT sum(unreadable = ''), sum(unreadable <> '') FROM boards"));
    if (!query.next())
        return {0, 0};
    return {query.value(0).toLongLong(), query.value(1).toLongLong()};
}

} // namespace gbxx
