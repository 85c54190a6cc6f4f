#include "text/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace gbxx {
QStringList availableLanguages() {
    QStringList out = {QStringLiteral("en")};
    for (const QString& file :
         QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("gameboardxx_*.qm")})) {
        const QString language = file.mid(12, file.size() - 12 - 3);
        if (language != QLatin1String("en"))
            out << language;
    }
    return out;
}

QString languageName(const QString& language) {
    // Qt names a language by its first country ("American English", "español de España"); the
    // editor's English and Spanish are everyone's.
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    if (language == QLatin1String("es"))
        return QStringLiteral("Español");
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (language.contains(QLatin1Char('_')))
        name += QStringLiteral(" (%1)").arg(locale.nativeTerritoryName());
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

void installTranslations(QCoreApplication& app, const QString& language) {
    if (!language.isEmpty())
        QLocale::setDefault(QLocale(language));
    const QLocale locale;
    // The last installed translator is asked first: the user's language, then English.
    auto* english = new QTranslator(&app);
    if (english->load(QStringLiteral(":/i18n/gameboardxx_en.qm")))
        QCoreApplication::installTranslator(english);
    if (locale.language() == QLocale::English)
        return;
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto* ours = new QTranslator(&app);
    if (ours->load(locale, QStringLiteral("gameboardxx"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(ours);
}

} // namespace gbxx
