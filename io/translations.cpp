#include "io/translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace gbxx {

void installTranslations(QCoreApplication& app) {
    // The last installed translator is asked first: the user's language, then English.
    auto* english = new QTranslator(&app);
    if (english->load(QStringLiteral(":/i18n/gameboardxx_en.qm")))
        QCoreApplication::installTranslator(english);
    auto* local = new QTranslator(&app);
    if (QLocale().language() != QLocale::English &&
        local->load(QLocale(), QStringLiteral("gameboardxx"), QStringLiteral("_"),
                    QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(local);
}

} // namespace gbxx
