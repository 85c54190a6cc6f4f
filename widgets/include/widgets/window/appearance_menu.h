#pragma once
// View ▸ Theme and View ▸ Language: the choice is kept in the settings; a theme applies at once,
// a language from the next start.

#include <QObject>

class QMenu;

namespace gbxx {

class ActionRegistry;
class WindowStatus;

class AppearanceMenu : public QObject {
    Q_OBJECT

public:
    AppearanceMenu(ActionRegistry& registry, WindowStatus& status, QObject* parent);

    void addThemeMenu(QMenu* viewMenu);
    void addLanguageMenu(QMenu* viewMenu);
    // The ids of the menus' entries, for the preferences to choose through them (so that their
    // check marks follow): a theme by its number (Theme), a language by its code ("" = system's).
    static QString themeId(int theme);
    static QString languageId(const QString& language);

private:
    ActionRegistry& registry_;
    WindowStatus& status_;
};

} // namespace gbxx
