// The core's suites' application: Qt Core alone, so that the core and its suites build and run
// with a C++ compiler and Qt Test (-DGBXX_BUILD_APPS=OFF).

#include "support/test_suite.h"

#include <QCoreApplication>

#include <cstdio>

namespace gbxx::test {

std::unique_ptr<QCoreApplication> makeSuiteApplication(const std::string& suite,
                                                       SuiteApplication kind, int& argc,
                                                       char* argv[]) {
    if (kind != SuiteApplication::Core) {
        std::fprintf(stderr, "%s needs a GUI application; this program has Qt Core only\n",
                     suite.c_str());
        return nullptr;
    }
    auto application = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QString::fromStdString(suite));
    return application;
}

} // namespace gbxx::test
