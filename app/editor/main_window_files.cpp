// MainWindow: creating, opening, saving and reverting boards, recent files and drag-and-drop.

#include "editor/main_window.h"

#include "board_document.h"
#include "common/board_file.h"
#include "new_board_dialog.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>

namespace gbxx {
namespace {

QString boardFilter() {
    return QObject::tr(
        "GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64 *.GB08 *.GB16 *.GB32 *.GB64);;"
        "All files (*)");
}

} // namespace

void MainWindow::newBoard() {
    if (!maybeSave())
        return;
    NewBoardDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        setBoard(dialog.board(), QString());
}

void MainWindow::openDialog() {
    if (!maybeSave())
        return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Board"), QString(), boardFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString& path) {
    LoadedBoard loaded = loadBoard(path);
    if (!loaded.board) {
        showError(tr("Cannot Open Board"), loaded.error);
        return false;
    }
    setBoard(std::move(*loaded.board), QFileInfo(path).absoluteFilePath());
    recent_.add(path);
    updateRecentMenu();
    return true;
}

void MainWindow::openSample() {
    QFile file(QStringLiteral(":/samples/ring-of-isles.gb64"));
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = file.readAll();
    ReadResult read = readBoard({reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                                 static_cast<std::size_t>(bytes.size())});
    if (read)
        setBoard(std::move(*read.board), QString());
}

bool MainWindow::writeTo(const QString& path) {
    if (!confirmOverwriteIfChanged(QFileInfo(path).absoluteFilePath()))
        return false;
    if (const auto failure = saveBoard(path, document_->board())) {
        showError(tr("Cannot Save Board"), *failure);
        return false; // the document stays modified
    }
    document_->setFilePath(QFileInfo(path).absoluteFilePath());
    watchFile(document_->filePath());
    document_->markSaved();
    recent_.add(path);
    updateRecentMenu();
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

bool MainWindow::save() {
    const QString path = document_->filePath();
    // After "Convert this board to…" the file's extension names another variant (S2): ask where.
    const QString extension =
        QString::fromLatin1(extensionOf(document_->board().variant()).data(), 5);
    if (path.isEmpty() || !path.endsWith(extension, Qt::CaseInsensitive))
        return saveAs();
    return writeTo(path);
}

bool MainWindow::saveAs() {
    const Variant variant = document_->board().variant();
    const QString extension = QString::fromLatin1(extensionOf(variant).data(), 5);
    QString suggested = document_->filePath();
    if (!suggested.isEmpty())
        suggested = QFileInfo(suggested).path() + QLatin1Char('/') +
                    QFileInfo(suggested).completeBaseName() + extension;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Board As"), suggested,
        tr("GB%1 boards (*%2)").arg(QString::fromLatin1(digitsOf(variant).data(), 2), extension));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(extension, Qt::CaseInsensitive)) // S2: the native variant's extension
        path += extension;
    return writeTo(path);
}

void MainWindow::revert() {
    const QString path = document_->filePath();
    if (path.isEmpty() || !document_->isModified())
        return;
    if (interactive_ &&
        QMessageBox::question(
            this, tr("Revert"),
            tr("Discard every change since %1 was saved?").arg(document_->displayName()),
            QMessageBox::Discard | QMessageBox::Cancel) != QMessageBox::Discard)
        return;
    openFile(path);
}

bool MainWindow::maybeSave() {
    if (!document_ || !document_->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("%1 has unsaved changes. Save them?").arg(document_->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::updateRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recent_.files();
    for (const QString& path : files) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (!maybeSave())
                return;
            if (!openFile(path) && !QFileInfo::exists(path)) {
                recent_.remove(path);
                updateRecentMenu();
            }
        });
    }
    if (!files.isEmpty()) {
        recentMenu_->addSeparator();
        recentMenu_->addAction(tr("Clear List"), this, [this] {
            recent_.clear();
            updateRecentMenu();
        });
    }
    recentMenu_->setEnabled(!files.isEmpty());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    if (maybeSave())
        openFile(urls.first().toLocalFile());
}

} // namespace gbxx
