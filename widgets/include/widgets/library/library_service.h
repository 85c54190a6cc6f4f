#pragma once
// The editor's board library: the index database, the folders it covers, and keeping it fresh.
// Indexing runs on a thread of its own (with its own database connection) and reports progress;
// the window never waits for it. Folders are indexed again on start and, a moment after a change
// in them is seen, by their file system watcher.

#include "library/library_database.h"

#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <atomic>
#include <memory>

class QThread;

namespace gbxx {

class LibraryService : public QObject {
    Q_OBJECT

public:
    explicit LibraryService(const QString& databasePath, QObject* parent = nullptr);
    ~LibraryService() override;

    LibraryDatabase& database() { return *database_; }
    // Set when the database could not be read and was set aside, or cannot be opened at all.
    QString notice() const { return notice_; }

    std::vector<LibraryFolder> folders() { return database_->folders(); }
    // Adds a folder (read in `layout`) and indexes it.
    bool addFolder(const QString& path, const QString& layout);
    bool removeFolder(const QString& path);

    // Indexes every folder again (only changed files are read).
    void refresh();
    void cancel();
    bool busy() const { return thread_ != nullptr; }
    // Waits for the running index to end (tests, and the window as it closes).
    void waitUntilIdle();

    // The path of another board in the library with `code` (not the file `path`), or nothing.
    QString holderOfCode(const QString& code, const QString& path = {});

    // A search found the database damaged: in a moment it is set aside and built again.
    void damageFound();

signals:
    void indexStarted();
    void indexProgress(qint64 done, qint64 total);
    // The index changed (also after a cancelled run: what was read is kept).
    void changed();
    void indexFinished(bool cancelled, const QString& error);
    // The database was damaged and set aside; `notice` says where.
    void setAside(const QString& notice);

private:
    void index(const std::vector<LibraryFolder>& folders);
    void startNext();
    void watch();
    void recover();

    std::unique_ptr<LibraryDatabase> database_;
    QString notice_;
    QThread* thread_ = nullptr;
    std::atomic<bool> cancel_{false};
    bool recovering_ = false; // recover() is on its way
    std::vector<LibraryFolder> pending_;
    bool pendingAll_ = false;
    QFileSystemWatcher watcher_;
    QTimer settle_; // changes come in bursts: index once they stop
    QElapsedTimer sinceChange_;
};

} // namespace gbxx
