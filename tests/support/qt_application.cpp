// The suites' application as the programs make theirs: any kind, with the translations installed.

#include "support/test_suite.h"
#include "text/translations.h"

#include <QApplication>

namespace gbxx::test {

std::unique_ptr<QCoreApplication> makeSuiteApplication(const std::string& suite,
                                                       SuiteApplication kind, int& argc,
                                                       char* argv[]) {
    std::unique_ptr<QCoreApplication> application;
    switch (kind) {
    case SuiteApplication::Core:
        application = std::make_unique<QCoreApplication>(argc, argv);
        break;
    case SuiteApplication::Gui:
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        application = std::make_unique<QGuiApplication>(argc, argv);
        QCoreApplication::setAttribute(Qt::AA_Use96Dpi, true);
        break;
    case SuiteApplication::Widgets:
        application = std::make_unique<QApplication>(argc, argv);
        QCoreApplication::setAttribute(Qt::AA_Use96Dpi, true);
        break;
    }
    // Named as the suite's own program was: suites run side by side keep apart what is stored under
    // the application's name (QSettings, the standard locations).
    QCoreApplication::setApplicationName(QString::fromStdString(suite));
    // As the programs' main() does: English plurals ("1 tile", "3 tiles") come from the
    // translations. In English whatever the machine's language: the suites check English texts.
    installTranslations(*application, QStringLiteral("en"));
    return application;
}

} // namespace gbxx::test
