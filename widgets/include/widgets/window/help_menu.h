#pragma once
// The Help menu: the list of keyboard shortcuts, About, About Qt.

#include <QObject>

class QMenu;
class QMenuBar;

namespace gbxx {

class ActionRegistry;

class HelpMenu : public QObject {
    Q_OBJECT

public:
    HelpMenu(QMenuBar* menuBar, QWidget* window);

    void addActions(ActionRegistry& registry, QMenu* help);

private:
    void showShortcuts();
    void showAbout();

    QMenuBar* menuBar_;
    QWidget* window_;
};

// The menus of `menuBar`, in order (the lists of keys follow them).
QList<QMenu*> menusOf(const QMenuBar* menuBar);

} // namespace gbxx
