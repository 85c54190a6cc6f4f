#pragma once
// Edit ▸ Preferences: the dialog's choices go through the menus' own actions (so their check
// marks follow), the keys through the shortcut scheme, which holds the registry's actions.

#include <QObject>

class QMenu;
class QMenuBar;

namespace gbxx {

class ActionRegistry;
class BoardView;
class KeyScheme;

class PreferencesGlue : public QObject {
    Q_OBJECT

public:
    PreferencesGlue(ActionRegistry& registry, BoardView& view, QMenuBar* menuBar, QWidget* window);

    void addAction(QMenu* edit);
    // The keys the user gave the registry's actions; each change reaches `changed`.
    KeyScheme* adoptKeys();
    KeyScheme* keys() const { return keys_; }
    // The dialog, open at `page` (PreferencesDialog::pageNames()).
    void showPage(int page);

signals:
    void keysChanged(QAction* action);
    // The registry's address was changed, or its token (Preferences ▸ Registry).
    void registryChanged();

private:
    void showPreferences();

    ActionRegistry& registry_;
    BoardView& view_;
    QMenuBar* menuBar_;
    QWidget* window_;
    KeyScheme* keys_ = nullptr;
};

} // namespace gbxx
