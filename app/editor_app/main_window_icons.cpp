#include "editor_app/main_window.h"

#include "editor/dialogs/mnemonic.h"
#include "editor/icons/themed_icon.h"

#include <QAction>
#include <QEvent>
#include <QKeySequence>
#include <QTimer>
#include <QToolBar>

namespace gbxx {

// Icons of the menus' and tool bar's actions: the bundled drawing and the freedesktop name. The
// tools' actions are named "tool-ID" like their drawings.
void MainWindow::applyIcons() {
    static const struct {
        const char* action;
        const char* drawing;
        const char* freedesktop;
    } kIcons[] = {
        {"actionNew", "document-new", "document-new"},
        {"actionOpen", "document-open", "document-open"},
        {"actionSave", "document-save", "document-save"},
        {"actionSaveAs", "document-save-as", "document-save-as"},
        {"actionRevert", "document-revert", "document-revert"},
        {"actionExportImage", "export-image", ""},
        {"actionExportPdf", "export-pdf", ""},
        {"actionUndo", "edit-undo", "edit-undo"},
        {"actionRedo", "edit-redo", "edit-redo"},
        {"actionCut", "edit-cut", "edit-cut"},
        {"actionCopy", "edit-copy", "edit-copy"},
        {"actionPaste", "edit-paste", "edit-paste"},
        {"actionDelete", "edit-delete", "edit-delete"},
        {"actionSelectAll", "edit-select-all", "edit-select-all"},
        {"actionSelectWhere", "edit-find", "edit-find"},
        {"actionReplace", "edit-find-replace", "edit-find-replace"},
        {"actionFlipHorizontally", "object-flip-horizontal", "object-flip-horizontal"},
        {"actionFlipVertically", "object-flip-vertical", "object-flip-vertical"},
        {"actionRotateClockwise", "object-rotate-right", "object-rotate-right"},
        {"actionRotateAnticlockwise", "object-rotate-left", "object-rotate-left"},
        {"actionZoomIn", "zoom-in", "zoom-in"},
        {"actionZoomOut", "zoom-out", "zoom-out"},
        {"actionFit", "zoom-fit-best", "zoom-fit-best"},
        {"actionActualSize", "zoom-original", "zoom-original"},
        {"actionGrid", "view-grid", ""},
        {"actionPinTile", "pin", ""},
        {"actionSwapOwners", "swap-owners", ""},
        {"actionShortcuts", "help-keys", "help-keys"},
    };
    for (const auto& entry : kIcons)
        if (QAction* a = action(QLatin1String(entry.action)))
            a->setIcon(themedIcon(QLatin1String(entry.drawing), QLatin1String(entry.freedesktop)));
    for (QAction* a : findChildren<QAction*>()) {
        if (a->objectName().startsWith(QLatin1String("tool-")))
            a->setIcon(themedIcon(a->objectName()));
        // A menu draws a checkable action's icon in place of its check mark: keep the mark.
        if (a->isCheckable() && !a->objectName().startsWith(QLatin1String("tool-")))
            a->setIconVisibleInMenu(false);
        describeKeys(a);
    }
}

void MainWindow::describeKeys(QAction* a) {
    // Tool tips name the key, as the menus do (and follow a key the user changes).
    if (a->icon().isNull())
        return;
    const QString name = withoutMnemonic(a->text());
    a->setToolTip(a->shortcut().isEmpty()
                      ? name
                      : QStringLiteral("%1 (%2)").arg(
                            name, a->shortcut().toString(QKeySequence::NativeText)));
}

void MainWindow::styleToolBar(QToolBar* toolBar) {
    // The active tool stands out in any theme: a highlight behind its (highlighted-text) icon.
    // Set again after a change of theme: a style sheet keeps the palette it was polished with.
    toolBar->setStyleSheet(QString());
    toolBar->setStyleSheet(
        QStringLiteral("QToolButton:checked { background: palette(highlight); border: 1px solid "
                       "palette(highlight); border-radius: 3px; }"));
}

void MainWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
    // Once the new palette has reached the tool bar too: the window hears of it first, and a
    // style sheet set now would keep the theme before.
    if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::StyleChange)
        QTimer::singleShot(0, this, [this] {
            if (auto* toolBar = findChild<QToolBar*>(QStringLiteral("toolsToolBar")))
                styleToolBar(toolBar);
        });
}

} // namespace gbxx
