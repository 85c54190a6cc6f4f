#include "widgets/window/appearance_menu.h"

#include "widgets/settings/app_settings.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"
#include "widgets/window/app_theme.h"
#include "text/translations.h"

#include <QActionGroup>
#include <QMenu>

namespace gbxx {

AppearanceMenu::AppearanceMenu(ActionRegistry& registry, WindowStatus& status, QObject* parent)
    : QObject(parent)
    , registry_(registry)
    , status_(status) {}

QString AppearanceMenu::themeId(int theme) {
    switch (static_cast<Theme>(theme)) {
    case Theme::Light:
        return QStringLiteral("view.theme.light");
    case Theme::Dark:
        return QStringLiteral("view.theme.dark");
    default:
        return QStringLiteral("view.theme.system");
    }
}

QString AppearanceMenu::languageId(const QString& language) {
    return QStringLiteral("view.language.") +
           (language.isEmpty() ? QStringLiteral("system") : ActionRegistry::idPart(language));
}

void AppearanceMenu::addLanguageMenu(QMenu* viewMenu) {
    QMenu* menu = viewMenu->addMenu(WindowTexts::tr("Lang&uage"));
    menu->setObjectName(QStringLiteral("menuLanguage"));
    auto* group = new QActionGroup(menu);
    const QString current = AppSettings::language();
    QStringList languages = {QString()};
    languages << availableLanguages();
    for (const QString& language : languages) {
        // Each language in its own name, so that a user lost in a foreign one finds theirs.
        QAction* a = menu->addAction(language.isEmpty() ? WindowTexts::tr("&System Language")
                                                        : languageName(language));
        a->setObjectName(language.isEmpty() ? QStringLiteral("actionLanguageSystem")
                                            : QStringLiteral("actionLanguage_%1").arg(language));
        registry_.add(languageId(language), a);
        a->setCheckable(true);
        a->setChecked(language == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, language] {
            const bool changed = language != AppSettings::language();
            AppSettings::setLanguage(language);
            if (!changed)
                return;
            status_.show(WindowTexts::tr("The editor speaks %1 from its next start")
                             .arg(language.isEmpty() ? WindowTexts::tr("the system's language")
                                                     : languageName(language)),
                         10000);
        });
    }
}

void AppearanceMenu::addThemeMenu(QMenu* viewMenu) {
    viewMenu->addSeparator();
    QMenu* menu = viewMenu->addMenu(WindowTexts::tr("&Theme"));
    auto* group = new QActionGroup(menu);
    const std::pair<Theme, QString> themes[] = {{Theme::System, WindowTexts::tr("&System")},
                                                {Theme::Light, WindowTexts::tr("&Light")},
                                                {Theme::Dark, WindowTexts::tr("&Dark")}};
    const Theme current = AppSettings::theme();
    for (const auto& [theme, name] : themes) {
        QAction* a = menu->addAction(name);
        a->setObjectName(QStringLiteral("actionTheme%1").arg(static_cast<int>(theme)));
        registry_.add(themeId(static_cast<int>(theme)), a);
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
