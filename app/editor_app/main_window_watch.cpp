// MainWindow: noticing when the open file changes on disk (another tool, a sync client), offering
// to reload it, and never overwriting such a change without asking.

#include "editor_app/main_window.h"

#include "editor/document/board_document.h"
#include "io/board_file.h"
#include "io/file_names.h"

#include <algorithm>

#include <QApplication>
#include <QFileSystemWatcher>
#include <QHashFunctions>
#include <QMessageBox>
#include <QStatusBar>
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

void MainWindow::watchBoard(OpenBoard& open) {
    const QString path = open.document->filePath();
    open.knownDiskHash = path.isEmpty() ? std::nullopt : diskHash(path);
    refreshWatchList();
}

void MainWindow::refreshWatchList() {
    QStringList wanted;
    for (const auto& open : boards_)
        if (const QString path = open->document->filePath(); !path.isEmpty())
            wanted << path;
    for (const QString& path : watcher_.files())
        if (!wanted.contains(path))
            watcher_.removePath(path);
    for (const QString& path : std::as_const(wanted))
        if (!watcher_.files().contains(path) && fileExists(path))
            watcher_.addPath(path);
}

bool MainWindow::changedOnDisk() const {
    const QString path = document_ ? document_->filePath() : QString();
    return active_ && !path.isEmpty() && fileExists(path) &&
           diskHash(path) != active_->knownDiskHash;
}

void MainWindow::onFileChanged(const QString& path) {
    // Saving by rename (ours or another tool's) drops the watch: take it up again.
    if (fileExists(path) && !watcher_.files().contains(path))
        watcher_.addPath(path);
    OpenBoard* open = findOpen(path);
    if (!open || askingAboutDisk_)
        return;
    // A dialog may be holding the board (Export Image, Resize …): ask once it has closed.
    if (QApplication::activeModalWidget()) {
        QTimer::singleShot(500, this, [this, path] { onFileChanged(path); });
        return;
    }
    if (!fileExists(path)) {
        statusBar()->showMessage(tr("%1 was removed from disk; Save writes it again.")
                                     .arg(open->document->displayName()));
        return;
    }
    if (diskHash(path) == open->knownDiskHash)
        return; // our own save, or a touch that changed nothing
    // The question is about the board in front of the user.
    activateBoard(indexOf(open));
    askingAboutDisk_ = true;
    const QString question =
        document_->isModified()
            ? tr("%1 was changed on disk by another program. Reload it and lose your unsaved "
                 "changes, or keep editing your version?")
            : tr("%1 was changed on disk by another program. Reload it?");
    const auto answer = QMessageBox::question(this, tr("File Changed on Disk"),
                                              question.arg(document_->displayName()),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    askingAboutDisk_ = false;
    if (answer == QMessageBox::Yes)
        loadInPlace(path, document_->fileLayout());
    else
        statusBar()->showMessage(tr("Keeping your version; saving will ask before replacing the "
                                    "changed file."));
}

bool MainWindow::confirmOverwriteIfChanged(const QString& path) {
    if (!document_ || path != document_->filePath() || !changedOnDisk())
        return true;
    return QMessageBox::warning(this, tr("File Changed on Disk"),
                                tr("%1 was changed on disk since you opened or saved it. Replace "
                                   "it with your version?")
                                    .arg(document_->displayName()),
                                QMessageBox::Save | QMessageBox::Cancel,
                                QMessageBox::Cancel) == QMessageBox::Save;
}

} // namespace gbxx
