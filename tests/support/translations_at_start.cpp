// Linked into every test program: the application's translations are installed as the test's
// QCoreApplication starts, as the programs' main() does (English plurals: "1 tile", "3 tiles").

#include "io/translations.h"

#include <QCoreApplication>

namespace {

void installAtStart() {
    gbxx::installTranslations(*QCoreApplication::instance());
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installAtStart)
