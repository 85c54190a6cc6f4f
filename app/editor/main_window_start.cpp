// MainWindow: the start page shown while no board is open, closing a board and opening templates.

#include "editor/main_window.h"

#include "balance_panel.h"
#include "board_document.h"
#include "board_view.h"
#include "gbxx/board_templates.h"
#include "layers_panel.h"
#include "start_page.h"
#include "tile_inspector.h"
#include "validation_panel.h"

#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QStackedWidget>
#include <QUndoGroup>

namespace gbxx {

bool MainWindow::closeBoard() {
    if (!document_)
        return true;
    view_->finishAction();
    if (!maybeSave())
        return false;
    showStartPage();
    return true;
}

void MainWindow::showStartPage() {
    view_->setDocument(nullptr);
    inspector_->setDocument(nullptr);
    validation_->setDocument(nullptr);
    balance_->setDocument(nullptr);
    layers_->setBoard(nullptr);
    settings_.field = nullptr;
    if (document_) {
        undoGroup_->removeStack(document_->undoStack());
        dropRecoveryCopy(); // saved or discarded by the user
        document_.reset();
    }
    watchFile(QString());
    updateStartPage();
    if (dockState_.isEmpty()) {
        // The panels have nothing to show without a board: they make room for the start page and
        // come back as they were with the next board.
        dockState_ = saveState();
        for (QDockWidget* dock : findChildren<QDockWidget*>())
            dock->hide();
    }
    centre_->setCurrentWidget(startPage_);
    updateBoardActions();
    setWindowModified(false);
    setWindowTitle(tr("GameBoardXX Editor"));
}

void MainWindow::updateStartPage() {
    startPage_->refreshRecentBoards();
}

bool MainWindow::openTemplate(const QString& key) {
    const BoardTemplate* found = findBoardTemplate(key.toStdString());
    if (!found || !maybeSave())
        return false;
    setBoard(found->build(), QString());
    return true;
}

void MainWindow::updateBoardActions() {
    const bool open = document_ != nullptr;
    for (const char* name : {"actionSave", "actionSaveAs", "actionRevert", "actionClose",
                             "actionExportImage", "actionZoomIn", "actionZoomOut", "actionFit",
                             "actionActualSize", "actionGrid", "actionSwapOwners"})
        if (QAction* a = action(QLatin1String(name)))
            a->setEnabled(open);
    for (QAction* a : toolActions_->actions())
        a->setEnabled(open);
    for (QMenu* menu : boardMenus_)
        menu->setEnabled(open);
    zoomLabel_->setVisible(open);
    tileLabel_->setVisible(open);
    if (auto* symmetry = findChild<QComboBox*>(QStringLiteral("symmetryBox")))
        symmetry->setEnabled(open);
}

} // namespace gbxx
