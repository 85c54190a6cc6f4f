// The main() of a program of test suites (support/test_suite.h): `PROGRAM SUITE [QTest options]`
// runs one suite as its own QTEST_MAIN would; `PROGRAM` alone lists the suites.

#include "support/test_suite.h"

#include <QCoreApplication>
#include <QTest>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace gbxx::test {
namespace {

struct Suite {
    SuiteApplication application;
    SuiteFactory make;
};

std::map<std::string, Suite>& suites() {
    static std::map<std::string, Suite> registered; // filled before main, in any order
    return registered;
}

std::string suiteName(const std::string& sourceFile) {
    const std::size_t slash = sourceFile.find_last_of("/\\");
    std::string name = slash == std::string::npos ? sourceFile : sourceFile.substr(slash + 1);
    return name.substr(0, name.rfind('.'));
}

int runSuite(const std::string& name, const Suite& suite, int argc, char* argv[]) {
    const std::unique_ptr<QCoreApplication> application =
        makeSuiteApplication(name, suite.application, argc, argv);
    if (!application)
        return 2;
    const std::unique_ptr<QObject> test = suite.make();
    return QTest::qExec(test.get(), argc, argv);
}

} // namespace

bool registerSuite(const char* sourceFile, SuiteApplication application, SuiteFactory make) {
    suites().emplace(suiteName(sourceFile), Suite{application, make});
    return true;
}

} // namespace gbxx::test

int main(int argc, char* argv[]) {
    const auto& suites = gbxx::test::suites();
    const auto found = argc >= 2 ? suites.find(argv[1]) : suites.end();
    if (found == suites.end()) {
        if (argc >= 2)
            std::fprintf(stderr, "no suite named '%s' in this program\n", argv[1]);
        std::fprintf(stderr, "usage: %s SUITE [QTest options]; the suites:\n", argv[0]);
        for (const auto& [name, suite] : suites)
            std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    // QTest sees the program and the options, not the suite's name.
    std::vector<char*> arguments{argv[0]};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    arguments.push_back(nullptr);
    int count = argc - 1;
    return gbxx::test::runSuite(found->first, found->second, count, arguments.data());
}
