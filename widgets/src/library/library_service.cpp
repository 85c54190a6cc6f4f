#include "widgets/library/library_service.h"

#include "library/library_indexer.h"
#include "library/library_search.h"
#include "render/board_thumbnail.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QThread>

namespace gbxx {
namespace {

constexpr int kThumbnailSide = 96;
// Watching costs a descriptor per folder: past this many, changes are found on the next start.
constexpr int kMostWatchedFolders = 400;

} // namespace

LibraryService::LibraryService(const QString& databasePath, QObject* parent)
    : QObject(parent)
    // Only a moment's check here, at the window's start: the index thread reads every page.
    , database_(std::make_unique<LibraryDatabase>(databasePath,
                                                  LibraryOpening{.readOnlyIfNeeded = true})) {
    notice_ = database_->isOpen()
                  ? database_->notice()
                  : tr("The board library cannot be opened: %1").arg(database_->error());
    settle_.setSingleShot(true);
    settle_.setInterval(1000);
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, [this] { settle_.start(); });
    connect(&settle_, &QTimer::timeout, this, &LibraryService::refresh);
}

LibraryService::~LibraryService() {
    disconnect(this, nullptr, nullptr, nullptr); // the panels may be going too
    cancel();
    waitUntilIdle();
}

bool LibraryService::addFolder(const QString& path, const QString& layout) {
    if (!database_->isOpen())
        return false;
    const QString clean = QDir::cleanPath(QDir(path).absolutePath());
    if (!database_->addFolder({clean, layout}))
        return false;
    index({{clean, layout}});
    return true;
}

bool LibraryService::removeFolder(const QString& path) {
    cancel();
    waitUntilIdle();
    const bool removed = database_->removeFolder(path);
    watch();
    emit changed();
    return removed;
}

void LibraryService::refresh() {
    if (database_->isOpen())
        index(database_->folders());
}

void LibraryService::cancel() {
    cancel_ = true;
    pending_.clear();
}

void LibraryService::waitUntilIdle() {
    while (thread_) {
        thread_->wait();
        QCoreApplication::sendPostedEvents(this); // its progress and end, in order
    }
}

QString LibraryService::holderOfCode(const QString& code, const QString& path) {
    return database_->isOpen() ? codeHolder(*database_, code, path) : QString();
}

void LibraryService::damageFound() {
    // Later, not inside the search that found it (a model in the middle of its reset).
    if (recovering_)
        return;
    recovering_ = true;
    QMetaObject::invokeMethod(this, &LibraryService::recover, Qt::QueuedConnection);
}

void LibraryService::recover() {
    // This connection alone renames the file: the index thread only reports what it found.
    cancel();
    waitUntilIdle();
    recovering_ = false;
    if (!database_->setAside()) {
        notice_ = tr("The board library cannot be opened: %1").arg(database_->error());
        emit changed();
        return;
    }
    notice_ = database_->notice();
    emit setAside(notice_);
    emit changed();
    refresh();
}

void LibraryService::index(const std::vector<LibraryFolder>& folders) {
    for (const LibraryFolder& folder : folders) {
        const bool queued =
            std::any_of(pending_.begin(), pending_.end(),
                        [&](const LibraryFolder& f) { return f.path == folder.path; });
        if (!queued)
            pending_.push_back(folder);
    }
    if (!thread_)
        startNext();
}

void LibraryService::startNext() {
    if (pending_.empty()) {
        watch();
        return;
    }
    const std::vector<LibraryFolder> folders = std::move(pending_);
    pending_.clear();
    cancel_ = false;
    const QString path = database_->path();
    sinceChange_.start();
    emit indexStarted();
    // Its own connection: an SQLite connection belongs to the thread that opened it.
    thread_ = QThread::create([this, folders, path] {
        // Every page read before any is written; damage is left to the window's connection.
        LibraryDatabase db(path, {.checkEveryPage = true, .setAside = false});
        QString error = db.isOpen() ? QString() : db.error();
        bool cancelled = false;
        if (error.isEmpty()) {
            LibraryIndexer indexer(
                db, [](const Board& board) { return boardThumbnailPng(board, kThumbnailSide); });
            for (const LibraryFolder& folder : folders) {
                IndexSummary summary;
                const bool ok = indexer.index(
                    folder,
                    [this](const IndexProgress& p) {
                        QMetaObject::invokeMethod(
                            this,
                            [this, p] {
                                emit indexProgress(p.done, p.total);
                                // What is indexed shows as it comes, every few seconds.
                                if (sinceChange_.elapsed() > 2000) {
                                    sinceChange_.restart();
                                    emit changed();
                                }
                            },
                            Qt::QueuedConnection);
                        return !cancel_.load();
                    },
                    summary);
                if (!ok)
                    error = db.error();
                cancelled = cancelled || summary.cancelled;
                if (!ok || summary.cancelled)
                    break;
            }
        }
        const bool damaged = db.damaged();
        QMetaObject::invokeMethod(
            this,
            [this, cancelled, error, damaged] {
                thread_->wait();
                thread_->deleteLater();
                thread_ = nullptr;
                if (damaged) { // set aside and indexed again: not an error to show
                    emit indexFinished(cancelled, QString());
                    damageFound();
                    return;
                }
                emit changed();
                emit indexFinished(cancelled, error);
                startNext();
            },
            Qt::QueuedConnection);
    });
    thread_->start(QThread::LowPriority);
}

void LibraryService::watch() {
    if (!watcher_.directories().isEmpty())
        watcher_.removePaths(watcher_.directories());
    QStringList folders;
    for (const LibraryFolder& folder : database_->folders()) {
        folders << folder.path;
        QDirIterator below(folder.path, QDir::Dirs | QDir::NoDotAndDotDot,
                           QDirIterator::Subdirectories);
        while (below.hasNext() && folders.size() < kMostWatchedFolders)
            folders << below.next();
    }
    // Not the database's own folder: each index writes there, and would start the next one.
    const QString own = QFileInfo(database_->path()).absolutePath();
    folders.removeIf([&](const QString& f) { return f == own || !QFileInfo(f).isDir(); });
    if (!folders.isEmpty())
        watcher_.addPaths(folders);
}

} // namespace gbxx
