#pragma once
// Runs `gbxx` commands for the command-line suites: in process by default (the command line is a
// library, cli/command_line.h; its output is caught on the standard streams' descriptors), or as
// the real programs (GBXX_CLI_PATH) where the process itself is what is tested: exit status,
// streams, the exec of gbxx-full.

#include "support/vector_set.h"

#include <QByteArray>
#include <QProcessEnvironment>
#include <QStringList>

namespace gbxx::test {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// The command in this process, as gbxx-full runs it (every command, render included). The test
// program needs a QGuiApplication to render (GBXX_TEST_MAIN).
Run runGbxx(const QStringList& args);

// The real `gbxx` program.
Run runGbxxProcess(const QStringList& args);

// Any program, given `input` on its standard input, in `env`; exit code -1 when it did not end
// normally within a minute.
Run runProgram(const QString& program, const QStringList& args, const QByteArray& input = {},
               const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment());

// The same while this process's event loop turns, for suites whose fake servers live in it;
// exit code -1 when it did not end normally within `timeoutMs` (it is then killed).
Run runProgramWhileServing(const QString& program, const QStringList& args,
                           const QProcessEnvironment& env, const QByteArray& input = {},
                           const QString& folder = {}, int timeoutMs = 60000);

inline QByteArray fileBytes(const QString& path) {
    return readFileBytes(path);
}

// A board of the test vectors (tests/data/vectors/boards).
inline QString vectorBoard(const char* name) {
    return QStringLiteral(GBXX_TEST_DATA_DIR "/vectors/boards/") + QLatin1String(name);
}

// The line before each file's part when a command reads several ("==> FILE <==", as head(1)).
inline QByteArray fileHeading(const QString& file) {
    return "==> " + file.toUtf8() + " <==\n";
}

} // namespace gbxx::test
