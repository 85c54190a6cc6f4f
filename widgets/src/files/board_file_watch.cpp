#include "widgets/files/board_file_watch.h"

#include "widgets/document/board_document.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"
#include "widgets/window/board_tabs.h"
#include "io/board_file.h"
#include "io/file_names.h"

#include <QApplication>
#include <QHashFunctions>
#include <QMessageBox>
#include <QTimer>

namespace gbxx {
namespace {

// A fingerprint of the file's bytes: its size and a fast 64-bit hash (no adversary here, only
// another program saving the file, so a cryptographic hash would only cost start-up time).
std::optional<QByteArray> diskHash(const QString& path) {
    const std::optional<QByteArray> read =
        readFileBytes(path, static_cast<qint64>(kMaxFileSize) + 1);
    if (!read)
        return std::nullopt;
    const QByteArray& bytes = *read;
    const size_t hash =
        qHashBits(bytes.constData(), static_cast<size_t>(bytes.size()), 0x9E3779B9u);
    return QByteArray::number(bytes.size()) + ':' + QByteArray::number(quint64{hash}, 16);
}

} // namespace

BoardFileWatch::BoardFileWatch(BoardTabs& tabs, WindowStatus& status, QWidget* window)
    : QObject(window)
    , tabs_(tabs)
    , status_(status)
    , window_(window) {
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &BoardFileWatch::onFileChanged);
}

void BoardFileWatch::watch(OpenBoard& open) {
    const QString path = open.document->filePath();
    open.knownDiskHash = path.isEmpty() ? std::nullopt : diskHash(path);
    refresh();
}

void BoardFileWatch::refresh() {
    QStringList wanted;
    for (const auto& open : tabs_.boards())
        if (const QString path = open->document->filePath(); !path.isEmpty())
            wanted << path;
    for (const QString& path : watcher_.files())
        if (!wanted.contains(path))
            watcher_.removePath(path);
    for (const QString& path : std::as_const(wanted))
        if (!watcher_.files().contains(path) && fileExists(path))
            watcher_.addPath(path);
}

bool BoardFileWatch::changedOnDisk() const {
    const BoardDocument* document = tabs_.document();
    const QString path = document ? document->filePath() : QString();
    return tabs_.active() && !path.isEmpty() && fileExists(path) &&
           diskHash(path) != tabs_.active()->knownDiskHash;
}

void BoardFileWatch::onFileChanged(const QString& path) {
    // Saving by rename (ours or another tool's) drops the watch: take it up again.
    if (fileExists(path) && !watcher_.files().contains(path))
        watcher_.addPath(path);
    OpenBoard* open = tabs_.findOpen(path);
    if (!open || asking_)
        return;
    // A dialog may be holding the board (Export Image, Resize …): ask once it has closed.
    if (QApplication::activeModalWidget()) {
        QTimer::singleShot(500, this, [this, path] { onFileChanged(path); });
        return;
    }
    if (!fileExists(path)) {
        status_.show(WindowTexts::tr("%1 was removed from disk; Save writes it again.")
                         .arg(open->document->displayName()));
        return;
    }
    if (diskHash(path) == open->knownDiskHash)
        return; // our own save, or a touch that changed nothing
    // The question is about the board in front of the user.
    tabs_.activateBoard(tabs_.indexOf(open));
    asking_ = true;
    BoardDocument* document = tabs_.document();
    const QString question =
        document->isModified()
            ? WindowTexts::tr(
                  "%1 was changed on disk by another program. Reload it and lose your unsaved "
                  "changes, or keep editing your version?")
            : WindowTexts::tr("%1 was changed on disk by another program. Reload it?");
    const auto answer = QMessageBox::question(window_, WindowTexts::tr("File Changed on Disk"),
                                              question.arg(document->displayName()),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    asking_ = false;
    if (answer == QMessageBox::Yes)
        emit reloadRequested(path, &tabs_.document()->fileLayout());
    else
        status_.show(
            WindowTexts::tr("Keeping your version; saving will ask before replacing the changed "
                            "file."));
}

bool BoardFileWatch::confirmOverwrite(const QString& path) {
    const BoardDocument* document = tabs_.document();
    if (!document || path != document->filePath() || !changedOnDisk())
        return true;
    return QMessageBox::warning(
               window_, WindowTexts::tr("File Changed on Disk"),
               WindowTexts::tr("%1 was changed on disk since you opened or saved it. Replace "
                               "it with your version?")
                   .arg(document->displayName()),
               QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Save;
}

} // namespace gbxx
