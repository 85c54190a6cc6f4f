#include "widgets/window/preferences_glue.h"

#include "widgets/settings/preferences_dialog.h"
#include "widgets/registry/registry_settings_page.h"
#include "widgets/settings/app_settings.h"
#include "widgets/shortcuts/key_scheme.h"
#include "widgets/view/board_view.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_texts.h"
#include "widgets/window/appearance_menu.h"
#include "widgets/window/help_menu.h"
#include "widgets/files/recovery_copies.h"
#include "text/translations.h"

#include <QMenu>
#include <QMenuBar>

namespace gbxx {

PreferencesGlue::PreferencesGlue(ActionRegistry& registry, BoardView& view, QMenuBar* menuBar,
                                 QWidget* window)
    : QObject(window)
    , registry_(registry)
    , view_(view)
    , menuBar_(menuBar)
    , window_(window) {}

void PreferencesGlue::addAction(QMenu* edit) {
    edit->addSeparator();
    // Qt has no standard key for Preferences on Linux desktops; Ctrl+, is the common one there.
    const QKeySequence key = QKeySequence(QKeySequence::Preferences).isEmpty()
                                 ? QKeySequence(Qt::CTRL | Qt::Key_Comma)
                                 : QKeySequence(QKeySequence::Preferences);
    edit->addAction(registry_.create(
        QStringLiteral("edit.preferences"), QStringLiteral("actionPreferences"),
        WindowTexts::tr("Pre&ferences…"), this, &PreferencesGlue::showPreferences, key));
}

KeyScheme* PreferencesGlue::adoptKeys() {
    keys_ = new KeyScheme(window_);
    connect(keys_, &KeyScheme::keysChanged, this, &PreferencesGlue::keysChanged);
    keys_->adopt(registry_.actions());
    return keys_;
}

void PreferencesGlue::showPreferences() {
    showPage(0);
}

void PreferencesGlue::showPage(int page) {
    PreferencesDialog::Choices choices;
    choices.themes = {WindowTexts::tr("System"), WindowTexts::tr("Light"), WindowTexts::tr("Dark")};
    choices.theme = static_cast<int>(AppSettings::theme());
    choices.recoverySeconds = {10, 30, 120, 0};
    choices.recovery = AppSettings::recoveryIntervalSeconds();
    choices.languages = availableLanguages();
    choices.language = AppSettings::language();
    choices.reopenSession = AppSettings::reopenSession();
    PreferencesDialog dialog(choices, *keys_, menusOf(menuBar_), window_);
    dialog.showPage(page);
    bool signedInOrOut = false; // done when its button is pressed, whatever closes the dialog
    connect(dialog.registry(), &RegistrySettingsPage::signedInOrOut, this,
            [&signedInOrOut] { signedInOrOut = true; });
    const QString registry = AppSettings::registryAddress();
    const bool accepted = dialog.exec() == QDialog::Accepted;
    if (signedInOrOut || registry != AppSettings::registryAddress())
        emit registryChanged();
    if (!accepted)
        return;
    // Through the menus' own actions, so their check marks follow.
    if (dialog.theme() != choices.theme)
        if (QAction* a = registry_.action(AppearanceMenu::themeId(dialog.theme())))
            a->trigger();
    if (dialog.recoverySeconds() != choices.recovery)
        if (QAction* a = registry_.action(RecoveryCopies::intervalId(dialog.recoverySeconds())))
            a->trigger();
    if (dialog.language() != choices.language)
        if (QAction* a = registry_.action(AppearanceMenu::languageId(dialog.language())))
            a->trigger();
    if (dialog.reopenSession() != choices.reopenSession)
        AppSettings::setReopenSession(dialog.reopenSession());
    const GridStyle grid = dialog.gridStyle();
    view_.setGridStyle(grid.colour, grid.width);
}

} // namespace gbxx
