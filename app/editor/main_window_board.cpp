// MainWindow: the Board menu — metadata, properties, resize, shift — and exporting or converting
// to another tile size.

#include "editor/main_window.h"

#include "board_document.h"
#include "board_view.h"
#include "common/board_file.h"
#include "export_dialog.h"
#include "gbxx/link_groups.h"
#include "gbxx/reshape.h"
#include "layers_panel.h"
#include "metadata_dialog.h"
#include "presets_panel.h"
#include "properties_dialog.h"
#include "qt_text.h"
#include "resize_dialog.h"
#include "shift_dialog.h"
#include "tile_inspector.h"
#include "tool_options_widget.h"

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
        const QString name = QStringLiteral("GB") + qs(digitsOf(v));
        QAction* e = exportMenu->addAction(tr("%1 (%2-byte tiles)…").arg(name).arg(tileBytes(v)),
                                           this, [this, v] { exportAs(v); });
        e->setObjectName(QStringLiteral("actionExport") + name);
        QAction* c = convert->addAction(tr("%1 (%2-byte tiles)…").arg(name).arg(tileBytes(v)), this,
                                        [this, v] { convertTo(v); });
        c->setObjectName(QStringLiteral("actionConvert") + name);
    }
    connect(convert, &QMenu::aboutToShow, this, [this, convert] {
        // A board in an older layout may be brought to today's layout in its own tile size too.
        const Board& current = document_->board();
        for (QAction* a : convert->actions())
            a->setEnabled(
                !current.layout().isDefault() ||
                !a->objectName().endsWith(QStringLiteral("GB") + qs(digitsOf(current.variant()))));
    });
}

void MainWindow::onHeaderChanged() {
    // Square ↔ hex and wrap change the drawing; height mode changes how height is painted.
    view_->reloadShape();
    layers_->setBoard(&document_->board());
    presets_->setVariant(document_->board().variant());
    toolOptions_->setHexBoard(view_->geometry().hex());
}

void MainWindow::onBoardReset() {
    onHeaderChanged();
    inspector_->setDocument(document_.get());
    updateTitle(); // converting changes the layout the title names
}

void MainWindow::makeGroupsUniform() {
    view_->finishAction();
    Board copy = document_->board();
    ChangeSet changes = gbxx::makeGroupsUniform(copy, findLinkGroups(copy, view_->geometry()));
    if (changes.empty()) {
        statusBar()->showMessage(tr("Every link group already matches its anchor."), 4000);
        return;
    }
    document_->pushEdit(tr("Make link groups uniform"), std::move(changes), false);
}

void MainWindow::editMetadata() {
    view_->finishAction();
    MetadataDialog dialog(document_->board().footer(), this);
    if (dialog.exec() == QDialog::Accepted)
        document_->setFooter(dialog.footer(), tr("Edit metadata"));
}

void MainWindow::editProperties() {
    view_->finishAction();
    const std::uint16_t original = document_->board().headerBits();
    PropertiesDialog dialog(document_->board().layout(), original, this);
    connect(&dialog, &PropertiesDialog::headerPreview, this,
            [this](std::uint16_t bits) { document_->applyHeader(bits); });
    const bool accepted = dialog.exec() == QDialog::Accepted;
    const std::uint16_t chosen = dialog.headerBits();
    document_->applyHeader(original); // the preview ends; the change itself is one undo step
    if (accepted)
        document_->setHeaderBits(chosen, tr("Change board properties"));
}

void MainWindow::resizeBoard() {
    view_->finishAction();
    const Board& board = document_->board();
    ResizeDialog dialog(board.width(), board.length(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    document_->replaceBoard(
        resizedBoard(board, dialog.newWidth(), dialog.newLength(), dialog.offsetX(),
                     dialog.offsetY()),
        tr("Resize board to %1 × %2").arg(dialog.newWidth()).arg(dialog.newLength()));
}

void MainWindow::shiftBoard() {
    view_->finishAction();
    const Board& board = document_->board();
    ShiftDialog dialog(board.width(), board.length(),
                       view_->geometry().widthSeamJoined() || view_->geometry().lengthSeamJoined(),
                       this);
    if (dialog.exec() != QDialog::Accepted || (dialog.dx() == 0 && dialog.dy() == 0))
        return;
    Board shifted = board;
    ChangeSet changes = shiftTiles(shifted, dialog.dx(), dialog.dy(), dialog.wrap());
    document_->pushEdit(tr("Shift board by (%1, %2)").arg(dialog.dx()).arg(dialog.dy()),
                        std::move(changes), false);
}

void MainWindow::exportAs(Variant target) {
    ExportDialog dialog(document_->board(), target, ExportDialog::Purpose::ExportFile, this);
    connect(&dialog, &ExportDialog::highlightRequested, view_, &BoardView::setHighlight);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString extension = qs(extensionOf(target));
    const QString suggested = document_->filePath().isEmpty()
                                  ? QString()
                                  : QFileInfo(document_->filePath()).path() + QLatin1Char('/') +
                                        QFileInfo(document_->filePath()).completeBaseName() +
                                        extension;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export As GB%1").arg(qs(digitsOf(target))), suggested,
        tr("GB%1 boards (*%2)").arg(qs(digitsOf(target)), extension));
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
    view_->finishAction();
    if (target == document_->board().variant() && document_->board().layout().isDefault())
        return;
    ExportDialog dialog(document_->board(), target, ExportDialog::Purpose::ConvertInPlace, this);
    connect(&dialog, &ExportDialog::highlightRequested, view_, &BoardView::setHighlight);
    if (dialog.exec() == QDialog::Accepted)
        document_->replaceBoard(dialog.conversion().board,
                                tr("Convert board to GB%1").arg(qs(digitsOf(target))));
}

} // namespace gbxx
