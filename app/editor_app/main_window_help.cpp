// MainWindow: the Help menu (shortcut list, About), View ▸ Theme and View ▸ Language.

#include "editor_app/app_theme.h"
#include "editor_app/main_window.h"
#include "io/translations.h"

#include "editor/dialogs/shortcuts_dialog.h"
#include "editor/settings/app_settings.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace gbxx {

void MainWindow::createHelpMenu() {
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* shortcuts =
        help->addAction(tr("&Keyboard Shortcuts…"), this, &MainWindow::showShortcuts);
    shortcuts->setObjectName(QStringLiteral("actionShortcuts"));
    shortcuts->setShortcut(QKeySequence::HelpContents);
    help->addSeparator();
    help->addAction(tr("&About GameBoardXX Editor"), this, &MainWindow::showAbout)
        ->setObjectName(QStringLiteral("actionAbout"));
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::showShortcuts() {
    QList<QMenu*> menus;
    for (QAction* a : menuBar()->actions())
        if (a->menu())
            menus << a->menu();
    ShortcutsDialog dialog(menus, this);
    dialog.exec();
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About GameBoardXX Editor"),
        tr("<h3>GameBoardXX Editor %1</h3>"
           "<p>Paint GameBoardXX boards on square and hex grids, layer by layer, and export them "
           "to any of the four tile sizes.</p>"
           "<p>Built with Qt %2, running on Qt %3.</p>")
            .arg(QStringLiteral(GBXX_VERSION), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion())));
}

QString MainWindow::languageActionName(const QString& language) {
    return language.isEmpty() ? QStringLiteral("actionLanguageSystem")
                              : QStringLiteral("actionLanguage_%1").arg(language);
}

void MainWindow::createLanguageMenu() {
    QMenu* menu = viewMenu_->addMenu(tr("Lang&uage"));
    menu->setObjectName(QStringLiteral("menuLanguage"));
    auto* group = new QActionGroup(menu);
    const QString current = AppSettings::language();
    QStringList languages = {QString()};
    languages << availableLanguages();
    for (const QString& language : languages) {
        // Each language in its own name, so that a user lost in a foreign one finds theirs.
        QAction* a =
            menu->addAction(language.isEmpty() ? tr("&System Language") : languageName(language));
        a->setObjectName(languageActionName(language));
        a->setCheckable(true);
        a->setChecked(language == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, language] {
            const bool changed = language != AppSettings::language();
            AppSettings::setLanguage(language);
            if (!changed)
                return;
            statusBar()->showMessage(
                tr("The editor speaks %1 from its next start")
                    .arg(language.isEmpty() ? tr("the system's language") : languageName(language)),
                10000);
        });
    }
}

void MainWindow::createThemeMenu() {
    viewMenu_->addSeparator();
    QMenu* menu = viewMenu_->addMenu(tr("&Theme"));
    auto* group = new QActionGroup(menu);
    const std::pair<Theme, QString> themes[] = {
        {Theme::System, tr("&System")}, {Theme::Light, tr("&Light")}, {Theme::Dark, tr("&Dark")}};
    const Theme current = AppSettings::theme();
    for (const auto& [theme, name] : themes) {
        QAction* a = menu->addAction(name);
        a->setObjectName(QStringLiteral("actionTheme%1").arg(static_cast<int>(theme)));
        a->setCheckable(true);
        a->setChecked(theme == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [theme] {
            AppSettings::setTheme(theme);
            applyTheme(theme);
        });
    }
}

} // namespace gbxx
