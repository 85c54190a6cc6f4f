// MainWindow: Edit ▸ Preferences, and the keys the user gave the actions.

#include "editor_app/app_theme.h"
#include "editor_app/main_window.h"
#include "io/translations.h"

#include "editor/dialogs/preferences_dialog.h"
#include "editor/settings/app_settings.h"
#include "editor/shortcuts/key_scheme.h"

#include <QMenu>
#include <QMenuBar>

namespace gbxx {

void MainWindow::createPreferences(QMenu* edit) {
    edit->addSeparator();
    // Qt has no standard key for Preferences on Linux desktops; Ctrl+, is the common one there.
    const QKeySequence key = QKeySequence(QKeySequence::Preferences).isEmpty()
                                 ? QKeySequence(Qt::CTRL | Qt::Key_Comma)
                                 : QKeySequence(QKeySequence::Preferences);
    edit->addAction(makeAction(QStringLiteral("actionPreferences"), tr("Pre&ferences…"),
                               &MainWindow::showPreferences, key));
}

void MainWindow::adoptKeys() {
    keys_ = new KeyScheme(this);
    connect(keys_, &KeyScheme::keysChanged, this, &MainWindow::describeKeys);
    keys_->adopt(findChildren<QAction*>());
}

void MainWindow::showPreferences() {
    QList<QMenu*> menus;
    for (QAction* a : menuBar()->actions())
        if (a->menu())
            menus << a->menu();
    PreferencesDialog::Choices choices;
    choices.themes = {tr("System"), tr("Light"), tr("Dark")};
    choices.theme = static_cast<int>(AppSettings::theme());
    choices.recoverySeconds = {10, 30, 120, 0};
    choices.recovery = AppSettings::recoveryIntervalSeconds();
    choices.languages = availableLanguages();
    choices.language = AppSettings::language();
    PreferencesDialog dialog(choices, *keys_, menus, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // Through the menus' own actions, so their check marks follow.
    if (dialog.theme() != choices.theme)
        if (QAction* a = action(QStringLiteral("actionTheme%1").arg(dialog.theme())))
            a->trigger();
    if (dialog.recoverySeconds() != choices.recovery)
        if (QAction* a = action(QStringLiteral("actionRecovery%1").arg(dialog.recoverySeconds())))
            a->trigger();
    if (dialog.language() != choices.language)
        if (QAction* a = action(languageActionName(dialog.language())))
            a->trigger();
    const GridStyle grid = dialog.gridStyle();
    view_->setGridStyle(grid.colour, grid.width);
}

} // namespace gbxx
