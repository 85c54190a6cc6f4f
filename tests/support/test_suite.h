#pragma once
// A test suite (one tst_*.cpp, one QObject of test slots) registers itself here instead of bringing
// its own main(): a folder's suites are compiled together into one program (support/test_main.cpp)
// that runs the suite its first argument names, in a process of its own as before. Compiling and
// linking a few programs instead of sixty is most of what keeps the test build short.
//
// GBXX_TEST_MAIN(Class) is QTEST_MAIN (a QApplication), GBXX_TEST_GUILESS_MAIN(Class) is
// QTEST_GUILESS_MAIN (a QCoreApplication), GBXX_TEST_GUI_MAIN(Class) has a QGuiApplication. The
// suite is named after its source file: tst_codec.cpp is `tst_codec`. A suite's code sits in a
// namespace of that name, as the program compiles its suites in unity batches where file-local
// names would meet.

#include <QObject>

#include <memory>
#include <string>

class QCoreApplication;

namespace gbxx::test {

enum class SuiteApplication { Core, Gui, Widgets };

using SuiteFactory = std::unique_ptr<QObject> (*)();

// Returns true, so that a suite registers as its file's statics are initialised.
bool registerSuite(const char* sourceFile, SuiteApplication application, SuiteFactory make);

// The application a suite runs in, as the programs' main() makes it (support/qt_application.cpp), or
// for the core's suites, which need Qt Test alone, a QCoreApplication (support/core_application.cpp).
// Null, with a message, when this program cannot make that kind.
std::unique_ptr<QCoreApplication> makeSuiteApplication(const std::string& suite,
                                                       SuiteApplication application, int& argc,
                                                       char* argv[]);

} // namespace gbxx::test

#define GBXX_TEST_SUITE_(Class, application)                                                       \
    [[maybe_unused]] static const bool gbxxRegistered##Class =                                     \
        ::gbxx::test::registerSuite(__FILE__, application, []() -> std::unique_ptr<QObject> {      \
            return std::make_unique<Class>();                                                      \
        })

#define GBXX_TEST_MAIN(Class) GBXX_TEST_SUITE_(Class, ::gbxx::test::SuiteApplication::Widgets)
#define GBXX_TEST_GUI_MAIN(Class) GBXX_TEST_SUITE_(Class, ::gbxx::test::SuiteApplication::Gui)
#define GBXX_TEST_GUILESS_MAIN(Class) GBXX_TEST_SUITE_(Class, ::gbxx::test::SuiteApplication::Core)
