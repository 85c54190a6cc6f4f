#include "widgets/window/help_menu.h"

#include "widgets/shortcuts/shortcuts_dialog.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_texts.h"

#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

namespace gbxx {

QList<QMenu*> menusOf(const QMenuBar* menuBar) {
    QList<QMenu*> menus;
    for (QAction* a : menuBar->actions())
        if (a->menu())
            menus << a->menu();
    return menus;
}

HelpMenu::HelpMenu(QMenuBar* menuBar, QWidget* window)
    : QObject(window)
    , menuBar_(menuBar)
    , window_(window) {}

void HelpMenu::addActions(ActionRegistry& registry, QMenu* help) {
    QAction* shortcuts =
        registry.create(QStringLiteral("help.shortcuts"), QStringLiteral("actionShortcuts"),
                        WindowTexts::tr("&Keyboard Shortcuts…"), this, &HelpMenu::showShortcuts,
                        QKeySequence::HelpContents);
    help->addAction(shortcuts);
    help->addSeparator();
    help->addAction(registry.create(QStringLiteral("help.about"), QStringLiteral("actionAbout"),
                                    WindowTexts::tr("&About GameBoardXX Editor"), this,
                                    &HelpMenu::showAbout));
    registry.add(QStringLiteral("help.about-qt"),
                 help->addAction(WindowTexts::tr("About &Qt"), qApp, &QApplication::aboutQt));
}

void HelpMenu::showShortcuts() {
    ShortcutsDialog dialog(menusOf(menuBar_), window_);
    dialog.exec();
}

void HelpMenu::showAbout() {
    QMessageBox::about(
        window_, WindowTexts::tr("About GameBoardXX Editor"),
        WindowTexts::tr("<h3>GameBoardXX Editor %1</h3>"
                        "<p>Paint GameBoardXX boards on square and hex grids, layer by layer, and "
                        "export them to any of the four tile sizes.</p>"
                        "<p>Built with Qt %2, running on Qt %3.</p>")
            .arg(QStringLiteral(GBXX_VERSION), QStringLiteral(QT_VERSION_STR),
                 QString::fromLatin1(qVersion())));
}

} // namespace gbxx
