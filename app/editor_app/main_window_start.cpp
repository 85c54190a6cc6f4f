// MainWindow: the start page (its tab) and the actions available while it is shown; templates.

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

void MainWindow::updateStartPage() {
    startPage_->refreshRecentBoards();
}

bool MainWindow::openTemplate(const QString& key) {
    const BoardTemplate* found = findBoardTemplate(key.toStdString());
    if (!found)
        return false;
    setBoard(found->build(), QString());
    return true;
}

void MainWindow::updateBoardActions() {
    const bool open = document_ != nullptr;
    for (const char* name :
         {"actionSave", "actionSaveAs", "actionRevert", "actionClose", "actionExportImage",
          "actionExportPdf", "actionZoomIn", "actionZoomOut", "actionFit", "actionActualSize",
          "actionGrid", "actionSwapOwners", "actionPinTile", "actionRulers"})
        if (QAction* a = action(QLatin1String(name)))
            a->setEnabled(open);
    for (QAction* a : toolActions_->actions())
        a->setEnabled(open);
    for (QMenu* menu : boardMenus_)
        menu->setEnabled(open);
    if (scriptsMenu_) // running needs a board; the folder and the validators do not
        for (QAction* a : scriptsMenu_->actions())
            if (a->objectName().startsWith(QLatin1String("actionScript:")) ||
                a->objectName() == QLatin1String("actionRunScriptFile"))
                a->setEnabled(open);
    zoomLabel_->setVisible(open);
    tileLabel_->setVisible(open);
    if (auto* symmetry = findChild<QComboBox*>(QStringLiteral("symmetryBox")))
        symmetry->setEnabled(open);
    updateEditActions();
}

} // namespace gbxx
