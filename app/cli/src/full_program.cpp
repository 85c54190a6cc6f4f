#include "cli/full_program.h"

#include "cli/cli_commands.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <unistd.h>

namespace gbxx::cli {
namespace {

// Beside gbxx in a build tree; where the installation puts it otherwise (GNUInstallDirs'
// libexec, relative to bin, so that a relocated installation still finds it).
std::filesystem::path fullProgram() {
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        return {};
    const std::filesystem::path dir = self.parent_path();
    for (const std::filesystem::path& candidate : {dir / "gbxx-full", dir / GBXX_FULL_FROM_BINDIR})
        if (::access(candidate.c_str(), X_OK) == 0)
            return candidate;
    return {};
}

} // namespace

bool needsFullProgram(int argc, char** argv) {
    constexpr std::array<const char*, 9> kHeavy{"render",  "index", "find",   "run",  "registry",
                                                "publish", "fetch", "search", "live"};
    return argc > 1 && std::any_of(kHeavy.begin(), kHeavy.end(), [&](const char* name) {
               return std::strcmp(argv[1], name) == 0;
           });
}

int execFullProgram(char** argv) {
    const std::filesystem::path program = fullProgram();
    if (program.empty()) {
        printError(Cli::tr("'%1' runs in gbxx-full, which is not installed beside gbxx")
                       .arg(QString::fromLocal8Bit(argv[1])));
        return kFailure;
    }
    ::execv(program.c_str(), argv);
    printError(Cli::tr("cannot start %1: %2")
                   .arg(QString::fromLocal8Bit(program.c_str()),
                        QString::fromLocal8Bit(std::strerror(errno))));
    return kFailure;
}

} // namespace gbxx::cli
