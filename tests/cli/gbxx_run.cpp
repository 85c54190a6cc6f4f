#include "cli/gbxx_run.h"

#include "cli/command_line.h"
#include "cli_full/heavy_commands.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProcess>
#include <QTimer>

#include <cstdio>

#include <sys/mman.h>
#include <unistd.h>

namespace gbxx::test {
namespace {

// A standard stream's descriptor pointed at a memory file while a command runs.
class CaughtStream {
public:
    CaughtStream(int fd, std::FILE* stream)
        : fd_(fd)
        , stream_(stream)
        , file_(::memfd_create("gbxx-test-stream", MFD_CLOEXEC))
        , saved_(::dup(fd)) {
        std::fflush(stream_);
        ::dup2(file_, fd_);
    }
    ~CaughtStream() {
        ::close(file_);
        ::close(saved_);
    }
    QByteArray release() {
        std::fflush(stream_);
        ::dup2(saved_, fd_);
        QByteArray bytes;
        char buffer[65536];
        ::lseek(file_, 0, SEEK_SET);
        for (ssize_t n; (n = ::read(file_, buffer, sizeof buffer)) > 0;)
            bytes.append(buffer, n);
        return bytes;
    }

private:
    int fd_;
    std::FILE* stream_;
    int file_;
    int saved_;
};

} // namespace

Run runGbxx(const QStringList& args) {
    static const bool configured = [] {
        cli::configureApplication(*QCoreApplication::instance());
        return true;
    }();
    (void)configured;
    CaughtStream out(STDOUT_FILENO, stdout);
    CaughtStream err(STDERR_FILENO, stderr);
    Run run;
    run.exitCode = cli::runCommand(args, cli::heavyCommands());
    run.out = out.release();
    run.err = err.release();
    return run;
}

Run runGbxxProcess(const QStringList& args) {
    return runProgram(QStringLiteral(GBXX_CLI_PATH), args);
}

Run runProgram(const QString& program, const QStringList& args, const QByteArray& input,
               const QProcessEnvironment& env) {
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, args);
    process.write(input);
    process.closeWriteChannel();
    Run run;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

Run runProgramWhileServing(const QString& program, const QStringList& args,
                           const QProcessEnvironment& env, const QByteArray& input,
                           const QString& folder, int timeoutMs) {
    QProcess process;
    process.setProcessEnvironment(env);
    if (!folder.isEmpty())
        process.setWorkingDirectory(folder);
    QEventLoop loop;
    QObject::connect(&process, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&process, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    process.start(program, args);
    process.write(input);
    process.closeWriteChannel();
    loop.exec();
    Run run;
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    if (process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace gbxx::test
