#pragma once
// The programs' translations, built into each program from its own parts' translations/*.ts
// (cmake/Translations.cmake) as :/i18n/gameboardxx_LANG.qm: English first (it holds the plural
// forms of the English source texts, "1 tile" / "3 tiles"), then the user's language over it when
// there is one, with Qt's own translations (standard buttons, key names) for it.

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace gbxx {

// The languages the programs speak, as locale names: "en", "de", "es", "fr", "pt_BR".
QStringList availableLanguages();

// A language's own name for itself: "Deutsch", "Português (Brasil)".
QString languageName(const QString& language);

// Installs the translations for `language`, or for the system locale when it is empty; a chosen
// language also becomes the default locale, so numbers and plural rules follow it.
void installTranslations(QCoreApplication& app, const QString& language = {});

// The English source of a text the program said in the user's language ("&Rückgängig" →
// "&Undo"), as it was translated since the language was installed; empty for a text never
// translated, and always while the language is English.
QString sourceTextOf(const QString& translated);

} // namespace gbxx
