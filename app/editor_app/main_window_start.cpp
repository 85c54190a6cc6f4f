// MainWindow: the start page shown while no board is open, closing a board and opening templates.

#include "editor_app/main_window.h"

#include "editor/document/board_document.h"
#include "editor/start/start_page.h"
#include "editor/view/board_view.h"
#include "gbxx/board_templates.h"

#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoGroup>

namespace gbxx {

bool MainWindow::closeBoard() {
    if (!document_)
        return true;
    if (!maybeSave())
        return false;
    showStartPage();
    return true;
}

void MainWindow::showStartPage() {
    current_.set(nullptr);
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
    statusBar()->clearMessage();
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
    for (const char* name :
         {"actionSave", "actionSaveAs", "actionRevert", "actionClose", "actionExportImage",
          "actionZoomIn", "actionZoomOut", "actionFit", "actionActualSize", "actionGrid",
          "actionSwapOwners", "actionPinTile", "actionRulers"})
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
    updateEditActions();
}

} // namespace gbxx
