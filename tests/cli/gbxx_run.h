#pragma once
// Runs the real `gbxx` binary (GBXX_CLI_PATH) for the command-line suites.

#include "support/vector_set.h"

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace gbxx::test {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline Run runGbxx(const QStringList& args) {
    QProcess process;
    process.start(QStringLiteral(GBXX_CLI_PATH), args);
    process.closeWriteChannel();
    Run run;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

inline QByteArray fileBytes(const QString& path) {
    return readFileBytes(path);
}

} // namespace gbxx::test
