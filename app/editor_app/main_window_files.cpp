// MainWindow: creating, opening, saving and reverting boards, recent files and drag-and-drop.

#include "editor_app/main_window.h"

#include "editor/dialogs/board_export_dialog.h"
#include "editor/dialogs/new_board_dialog.h"
#include "editor/document/board_document.h"
#include "editor/settings/app_settings.h"
#include "editor/start/start_page.h"
#include "editor/view/board_view.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "io/safe_write.h"
#include "io/variant_text.h"
#include "render/qt_text.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStandardPaths>
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
    NewBoardDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        setBoard(dialog.board(), QString());
}

void MainWindow::openDialog() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Board"), QString(), boardFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString& path, const Layout& layout) {
    // A board already open is shown rather than opened twice (two tabs would overwrite each
    // other's saves).
    if (OpenBoard* open = findOpen(absoluteName(path));
        open && &open->document->fileLayout() == &layout) {
        activateBoard(indexOf(open));
        return true;
    }
    LoadedBoard loaded = loadBoard(path, layout);
    if (!loaded.board) {
        showError(tr("Cannot Open Board"),
                  layout.isDefault()
                      ? loaded.error
                      : tr("%1 (read in layout %2)").arg(loaded.error, qs(layout.name)));
        return false;
    }
    setBoard(std::move(*loaded.board), absoluteName(path), &layout);
    recent_.add(path, layout);
    updateRecentMenu();
    return true;
}

bool MainWindow::openFile(const QString& path) {
    return openFile(path, recent_.layoutOf(absoluteName(path)));
}

void MainWindow::openWithLayout(const Layout& layout) {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Board in Layout %1").arg(qs(layout.name)), QString(), boardFilter());
    if (!path.isEmpty())
        openFile(path, layout);
}

void MainWindow::openRecent(const QString& path) {
    if (!openFile(path, recent_.layoutOf(path)) && !fileExists(path)) {
        recent_.remove(path);
        updateRecentMenu();
    }
}

void MainWindow::openSample() {
    LoadedBoard loaded = loadBoard(QStringLiteral(":/samples/ring-of-isles.gb64"));
    if (loaded.board)
        setBoard(std::move(*loaded.board), QString());
    else
        showError(tr("Cannot Open Board"), loaded.error);
}

bool MainWindow::writeTo(const QString& path) {
    if (!confirmOverwriteIfChanged(absoluteName(path)))
        return false;
    if (const auto failure = document_->saveTo(path)) {
        showError(tr("Cannot Save Board"), *failure);
        return false; // the document stays modified
    }
    watchBoard(*active_);
    recent_.add(path, document_->board().layout());
    updateRecentMenu();
    updateTitle();
    savedMessage_ = tr("Saved %1").arg(shownName(QDir::toNativeSeparators(path)));
    statusBar()->showMessage(savedMessage_, 4000);
    return true;
}

bool MainWindow::save() {
    const QString path = document_->filePath();
    // After "Convert this board to…" the file's extension names another variant (S2): ask where.
    const QString extension = variantExtension(document_->board().variant());
    // Likewise after bringing an older-layout board to today's layout: the file keeps its layout
    // unless the user chooses to write over it.
    if (path.isEmpty() || !path.endsWith(extension, Qt::CaseInsensitive) ||
        &document_->fileLayout() != &document_->board().layout())
        return saveAs();
    return writeTo(path);
}

bool MainWindow::saveAs() {
    const Variant variant = document_->board().variant();
    const QString extension = variantExtension(variant);
    QString suggested = document_->filePath();
    if (!suggested.isEmpty())
        suggested = QFileInfo(suggested).path() + QLatin1Char('/') +
                    QFileInfo(suggested).completeBaseName() + extension;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Board As"), suggested,
        tr("GB%1 boards (*%2)").arg(variantDigits(variant), extension));
    if (path.isEmpty())
        return false;
    return saveAsTo(path);
}

bool MainWindow::saveAsTo(QString path) {
    const QString extension = variantExtension(document_->board().variant());
    if (!path.endsWith(extension, Qt::CaseInsensitive)) // S2: the native variant's extension
        path += extension;
    if (const OpenBoard* other = findOpen(absoluteName(path)); other && other != active_) {
        showError(tr("Cannot Save Board"),
                  tr("%1 is open in another tab: close that tab first, or choose another name.")
                      .arg(shownName(QDir::toNativeSeparators(path))));
        return false;
    }
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
    loadInPlace(path, document_->fileLayout());
}

bool MainWindow::loadInPlace(const QString& path, const Layout& layout) {
    LoadedBoard loaded = loadBoard(path, layout);
    if (!loaded.board) {
        showError(tr("Cannot Open Board"), loaded.error);
        return false;
    }
    replaceActiveBoard(std::move(*loaded.board), absoluteName(path), layout);
    return true;
}

bool MainWindow::maybeSave() {
    if (!document_)
        return true;
    // Floating content and a stroke in progress are placed first, as a save would, so that they
    // count as changes to keep or discard rather than vanish with the board.
    document_->settle();
    if (!document_->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("%1 has unsaved changes. Save them?").arg(document_->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::exportImage() {
    if (!document_)
        return;
    BoardExportDialog dialog(BoardExportDialog::Kind::Image, document_->settledBoard(),
                             settings_.field, this, document_->fields(), view_->renderOptions());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const bool untitled = document_->filePath().isEmpty();
    const QString base =
        untitled ? document_->displayName() : QFileInfo(document_->filePath()).completeBaseName();
    const QString folder = AppSettings::exportFolder(
        untitled ? QStandardPaths::writableLocation(QStandardPaths::PicturesLocation)
                 : QFileInfo(document_->filePath()).path());
    const QString png = tr("PNG images (*.png)");
    const QString svg = tr("SVG drawings (*.svg)");
    QString filter = png;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Image"),
                                                folder + QLatin1Char('/') + base + ".png",
                                                png + QStringLiteral(";;") + svg, &filter);
    if (path.isEmpty())
        return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        path += filter == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    AppSettings::setExportFolder(QFileInfo(path).path());
    exportImageTo(path, dialog.pictureOptions());
}

bool MainWindow::exportImageTo(const QString& path, const PictureOptions& options) {
    const BoardPicture picture(document_->settledBoard(), options);
    const PictureFormat format = pictureFormatFor(path);
    if (const auto failure = writeFileSafely(
            path, [&](QIODevice& device) { return picture.write(device, format); })) {
        showError(tr("Cannot Export Image"), *failure);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1 (%2 × %3 pixels)")
                                 .arg(QDir::toNativeSeparators(path))
                                 .arg(picture.size().width())
                                 .arg(picture.size().height()),
                             4000);
    return true;
}

void MainWindow::exportPdf() {
    if (!document_)
        return;
    BoardExportDialog dialog(BoardExportDialog::Kind::Print, document_->settledBoard(),
                             settings_.field, this, document_->fields(), view_->renderOptions());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString base = document_->filePath().isEmpty()
                             ? document_->displayName()
                             : QFileInfo(document_->filePath()).completeBaseName();
    const QString folder = AppSettings::exportFolder(
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    QString path = QFileDialog::getSaveFileName(this, tr("Export Printable PDF"),
                                                folder + QLatin1Char('/') + base + ".pdf",
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    AppSettings::setExportFolder(QFileInfo(path).path());
    exportPdfTo(path, dialog.printOptions());
}

bool MainWindow::exportPdfTo(const QString& path, const PrintOptions& options) {
    const BoardPrint print(document_->settledBoard(), options);
    if (const auto failure =
            writeFileSafely(path, [&](QIODevice& device) { return print.write(device); })) {
        showError(tr("Cannot Export PDF"), *failure);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1 (%n page(s))", nullptr, print.pageCount())
                                 .arg(QDir::toNativeSeparators(path)),
                             4000);
    return true;
}

void MainWindow::updateRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recent_.files();
    for (const QString& path : files) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        a->setData(path);
        connect(a, &QAction::triggered, this, [this, path] { openRecent(path); });
    }
    if (!files.isEmpty()) {
        recentMenu_->addSeparator();
        recentMenu_->addAction(tr("Clear List"), this, [this] {
            recent_.clear();
            updateRecentMenu();
        });
    }
    recentMenu_->setEnabled(!files.isEmpty());
    if (!document_)
        updateStartPage();
}

void MainWindow::addRecentThumbnails() {
    // Read when the menu opens rather than when it is built: no board files are read at start.
    for (QAction* a : recentMenu_->actions()) {
        const QString path = a->data().toString();
        if (path.isEmpty())
            continue;
        const RecentBoard board = recentBoards_.describe(path, recent_.layoutOf(path));
        a->setIcon(board.thumbnail.isNull() ? QIcon() : QIcon(QPixmap::fromImage(board.thumbnail)));
        a->setStatusTip(board.detail);
    }
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
    openFile(urls.first().toLocalFile()); // in the layout the recent list remembers
}

} // namespace gbxx
