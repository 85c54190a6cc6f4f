// MainWindow: the Board menu — metadata, properties, resize, shift — and exporting or converting
// to another tile size.

#include "editor/dialogs/schema_dialog.h"
#include "editor/library/library_service.h"
#include "editor_app/main_window.h"

#include "editor/dialogs/export_dialog.h"
#include "editor/dialogs/metadata_dialog.h"
#include "editor/dialogs/properties_dialog.h"
#include "editor/dialogs/resize_dialog.h"
#include "editor/dialogs/shift_dialog.h"
#include "editor/document/board_document.h"
#include "editor/view/board_view.h"
#include "gbxx/link_groups.h"
#include "gbxx/reshape.h"
#include "io/board_file.h"
#include "io/variant_text.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace gbxx {

void MainWindow::createBoardMenu() {
    QMenu* board = menuBar()->addMenu(tr("&Board"));
    boardMenus_ << board;
    board->addAction(tr("&Metadata…"), this, &MainWindow::editMetadata)
        ->setObjectName(QStringLiteral("actionMetadata"));
    board->addAction(tr("&Properties…"), this, &MainWindow::editProperties)
        ->setObjectName(QStringLiteral("actionProperties"));
    board->addAction(tr("Custom Data &Schema…"), this, &MainWindow::editSchema)
        ->setObjectName(QStringLiteral("actionSchema"));
    board->addSeparator();
    board->addAction(tr("&Resize…"), this, &MainWindow::resizeBoard)
        ->setObjectName(QStringLiteral("actionResize"));
    board->addAction(tr("&Shift Contents…"), this, &MainWindow::shiftBoard)
        ->setObjectName(QStringLiteral("actionShift"));
    board->addAction(tr("Make Link Groups &Uniform"), this, &MainWindow::makeGroupsUniform)
        ->setObjectName(QStringLiteral("actionUniformGroups"));
    board->addSeparator();
    QMenu* convert = board->addMenu(tr("&Convert This Board To"));
    QMenu* exportMenu = exportMenu_;
    for (Variant v : kAllVariants) {
        const QString name = variantLabel(v);
        QAction* e = exportMenu->addAction(
            tr("%1 (%n-byte tiles)…", nullptr, static_cast<int>(tileBytes(v))).arg(name), this,
            [this, v] { exportAs(v); });
        e->setObjectName(QStringLiteral("actionExport") + name);
        QAction* c = convert->addAction(
            tr("%1 (%n-byte tiles)…", nullptr, static_cast<int>(tileBytes(v))).arg(name), this,
            [this, v] { convertTo(v); });
        c->setObjectName(QStringLiteral("actionConvert") + name);
    }
    connect(convert, &QMenu::aboutToShow, this, [this, convert] {
        // A board in an older layout may be brought to today's layout in its own tile size too.
        const Board& current = document_->board();
        for (QAction* a : convert->actions())
            a->setEnabled(!current.layout().isDefault() ||
                          !a->objectName().endsWith(variantLabel(current.variant())));
    });
}

void MainWindow::makeGroupsUniform() {
    Board copy = document_->settledBoard();
    const ChangeSet changes =
        gbxx::makeGroupsUniform(copy, findLinkGroups(copy, view_->geometry()));
    if (changes.empty()) {
        statusBar()->showMessage(tr("Every link group already matches its anchor."), 4000);
        return;
    }
    document_->pushEdit(tr("Make link groups uniform"), changes);
}

void MainWindow::editMetadata() {
    MetadataDialog dialog(document_->settledBoard().footer(), this);
    // The library keeps clean absolute paths; this board's own file is not "another board".
    const QString file = document_->filePath();
    const QString path =
        file.isEmpty() ? QString() : QDir::cleanPath(QFileInfo(file).absoluteFilePath());
    dialog.setCodeHolder(
        [this, path](const QString& code) { return library()->holderOfCode(code, path); });
    if (dialog.exec() == QDialog::Accepted)
        document_->setFooter(dialog.footer(), tr("Edit metadata"));
}

void MainWindow::editProperties() {
    // The board shows each choice at once; all of them are one undo step, or none on Cancel.
    BoardDocument* document = document_;
    document->settle(); // a stroke or floating content lands before the dialog
    const auto preview = document->beginTransaction(this, tr("Change board properties"));
    PropertiesDialog dialog(document->board().layout(), document->board().headerBits(), this);
    connect(&dialog, &PropertiesDialog::headerPreview, this,
            [document, preview](std::uint16_t bits) { document->previewHeader(preview, bits); });
    if (dialog.exec() == QDialog::Accepted)
        document->commit(preview);
    else
        document->cancel(preview);
}

void MainWindow::resizeBoard() {
    const Board& board = document_->settledBoard();
    ResizeDialog dialog(board.width(), board.length(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    document_->replaceBoard(
        resizedBoard(board, dialog.newWidth(), dialog.newLength(), dialog.offsetX(),
                     dialog.offsetY()),
        tr("Resize board to %1 × %2").arg(dialog.newWidth()).arg(dialog.newLength()));
}

void MainWindow::shiftBoard() {
    const Board& board = document_->settledBoard();
    ShiftDialog dialog(board.width(), board.length(),
                       view_->geometry().widthSeamJoined() || view_->geometry().lengthSeamJoined(),
                       this);
    if (dialog.exec() != QDialog::Accepted || (dialog.dx() == 0 && dialog.dy() == 0))
        return;
    Board shifted = board;
    const ChangeSet changes = shiftTiles(shifted, dialog.dx(), dialog.dy(), dialog.wrap());
    document_->pushEdit(tr("Shift board by (%1, %2)").arg(dialog.dx()).arg(dialog.dy()), changes);
}

void MainWindow::exportAs(Variant target) {
    ExportDialog dialog(document_->settledBoard(), target, ExportDialog::Purpose::ExportFile, this);
    connect(&dialog, &ExportDialog::highlightRequested, this,
            [this](const std::vector<TileIndex>& tiles) { view_->setHighlight(tiles); });
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString extension = variantExtension(target);
    const QString suggested = document_->filePath().isEmpty()
                                  ? QString()
                                  : QFileInfo(document_->filePath()).path() + QLatin1Char('/') +
                                        QFileInfo(document_->filePath()).completeBaseName() +
                                        extension;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export As GB%1").arg(variantDigits(target)), suggested,
        tr("GB%1 boards (*%2)").arg(variantDigits(target), extension));
    if (path.isEmpty())
        return;
    if (!path.endsWith(extension, Qt::CaseInsensitive))
        path += extension;
    exportTo(path, dialog.conversion().board);
}

bool MainWindow::exportTo(const QString& path, const Board& converted) {
    if (const auto failure = saveBoard(path, converted)) {
        showError(tr("Cannot Export Board"), *failure);
        return false;
    }
    // The open board stays in its own tile size and file.
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

void MainWindow::convertTo(Variant target) {
    const Board& board = document_->settledBoard();
    if (target == board.variant() && board.layout().isDefault())
        return;
    ExportDialog dialog(board, target, ExportDialog::Purpose::ConvertInPlace, this);
    connect(&dialog, &ExportDialog::highlightRequested, this,
            [this](const std::vector<TileIndex>& tiles) { view_->setHighlight(tiles); });
    if (dialog.exec() == QDialog::Accepted)
        document_->replaceBoard(dialog.conversion().board,
                                tr("Convert board to GB%1").arg(variantDigits(target)));
}

void MainWindow::editSchema() {
    if (!document_)
        return;
    document_->settle();
    SchemaDialog dialog(*document_, this);
    dialog.exec();
}

} // namespace gbxx
