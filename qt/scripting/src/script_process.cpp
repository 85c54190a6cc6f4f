#include "scripting/script_process.h"

#include "script_protocol.h"
#include "scripting/script_run.h"

#include "gbxx/codec.h"

#include <QDataStream>
#include <QEventLoop>
#include <QFile>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <filesystem>
#include <new>
#include <optional>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

namespace gbxx::scripting {

using namespace protocol; // this file is the helper's side of it

namespace {

// The helper's side --------------------------------------------------------------------------

std::atomic<int> lastLine{0};
std::atomic<bool> lastWordSaid{false};
rlim_t memoryLimit = RLIM_INFINITY;

void writeAll(const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(STDOUT_FILENO, data, size);
        if (n <= 0)
            return;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
}

void send(char tag, const QByteArray& data) {
    const QByteArray record = frame(tag, data);
    writeAll(record.constData(), static_cast<std::size_t>(record.size()));
}

void putBigEndian(char* at, std::uint32_t v) {
    for (int k = 0; k < 4; ++k)
        at[k] = static_cast<char>(v >> (24 - 8 * k));
}

// The last record of a helper about to die: no allocation, as memory may be gone.
void sayLastWord(char tag, int signal) {
    if (lastWordSaid.exchange(true))
        return;
    char record[1 + 4 + 8];
    record[0] = tag;
    const bool withSignal = tag == Crashed;
    putBigEndian(record + 1, withSignal ? 8 : 4);
    putBigEndian(record + 5, static_cast<std::uint32_t>(lastLine.load()));
    putBigEndian(record + 9, static_cast<std::uint32_t>(signal));
    writeAll(record, withSignal ? sizeof record : sizeof record - 4);
}

// Whether the address space is within reach of the limit: a fault there is most likely an
// allocation the engine did not check.
bool nearTheLimit() {
    if (memoryLimit == RLIM_INFINITY)
        return false;
    const int fd = ::open("/proc/self/statm", O_RDONLY);
    if (fd < 0)
        return false;
    char buffer[64] = {};
    const ssize_t n = ::read(fd, buffer, sizeof buffer - 1);
    ::close(fd);
    if (n <= 0)
        return false;
    unsigned long long pages = 0;
    for (const char* c = buffer; *c >= '0' && *c <= '9'; ++c)
        pages = pages * 10 + static_cast<unsigned>(*c - '0');
    const auto size = pages * static_cast<unsigned long long>(::sysconf(_SC_PAGESIZE));
    return size + (64ull << 20) >= memoryLimit;
}

extern "C" void onFatalSignal(int signal) {
    sayLastWord(nearTheLimit() ? OutOfMemory : Crashed, signal);
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

void onTerminate() {
    bool outOfMemory = false;
    if (const std::exception_ptr current = std::current_exception()) {
        try {
            std::rethrow_exception(current);
        } catch (const std::bad_alloc&) {
            outOfMemory = true;
        } catch (...) {
        }
    }
    sayLastWord(outOfMemory ? OutOfMemory : Crashed, SIGABRT);
    std::_Exit(EXIT_FAILURE);
}

void onQtMessage(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type != QtFatalMsg)
        return;
    sayLastWord(message.contains(QLatin1String("memory"), Qt::CaseInsensitive) ? OutOfMemory
                                                                               : Crashed,
                SIGABRT);
}

void watchForTheEnd() {
    rlimit limit{};
    if (::getrlimit(RLIMIT_AS, &limit) == 0)
        memoryLimit = limit.rlim_cur;
    std::set_terminate(onTerminate);
    qInstallMessageHandler(onQtMessage);
    for (int s : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT})
        std::signal(s, onFatalSignal);
}

} // namespace

int serveScriptRequest(const ScriptRunner& run) {
    watchForTheEnd();
    QFile input;
    if (!input.open(STDIN_FILENO, QIODevice::ReadOnly))
        return kBadRequestExit;
    const QByteArray data = input.readAll();
    QDataStream in(data);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0;
    ScriptRequest request;
    QByteArray boardData;
    QString layoutName;
    in >> magic >> request.source >> request.name >> request.args >> request.timeoutSeconds >>
        boardData >> layoutName;
    const std::optional<CustomSchema> schema = readSchema(in);
    const Layout* layout = findLayout(layoutName.toStdString());
    if (magic != kMagic || in.status() != QDataStream::Ok || !layout)
        return kBadRequestExit;
    std::optional<Board> board = boardFrom(boardData, *layout);
    if (!board || (schema && !schemaProblems(*schema, *layout, board->variant()).empty()))
        return kBadRequestExit;
    const TileFieldTable table = schema ? TileFieldTable(*layout, board->variant(), *schema)
                                        : TileFieldTable(*layout, board->variant());

    // A test's way to crash the engine (tst_script_host): there is no script that reliably does.
    const bool crashHook = qEnvironmentVariableIsSet("GBXX_SCRIPT_HOST_TEST_CRASH");
    request.print = [crashHook](const QString& line) {
        if (crashHook && line == QLatin1String("crash the script host"))
            std::raise(SIGSEGV);
        send(Printed, payload(line));
    };
    request.printError = [](const QString& line) { send(PrintedError, payload(line)); };
    request.warn = [](const ScriptWarning& w) {
        send(Warned, payload(qint32(w.x), qint32(w.y), w.message, qint32(w.line)));
    };
    request.lineKnown = [](int line) {
        lastLine.store(line);
        send(LineKnown, payload(qint32(line)));
    };
    request.stuck = [] { std::_Exit(kStuckExit); };
    const ScriptOutcome outcome = run(request, *board, table);
    send(Result, payload(qint32(outcome.status), qint32(outcome.line), outcome.message,
                         outcome.finished() ? boardBytes(*board) : QByteArray()));
    return EXIT_SUCCESS;
}

QString scriptHostProgram() {
    const QString given = qEnvironmentVariable("GBXX_SCRIPT_HOST");
    if (!given.isEmpty())
        return given;
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        return {};
    const std::filesystem::path dir = self.parent_path();
    std::vector<std::filesystem::path> candidates{dir / "gbxx-script-host",
                                                  dir / GBXX_SCRIPT_HOST_FROM_BINDIR};
    // Programs of the build tree (tests included) use the build tree's helper.
    const std::string build = GBXX_BUILD_DIR "/";
    if (self.string().rfind(build, 0) == 0)
        candidates.emplace_back(GBXX_SCRIPT_HOST_IN_BUILD);
    for (const std::filesystem::path& candidate : candidates)
        if (::access(candidate.c_str(), X_OK) == 0)
            return QFile::decodeName(candidate.c_str());
    return {};
}

ScriptOutcome runScriptInHelper(const ScriptRequest& request, Board& board,
                                const TileFieldTable& table) {
    ScriptRun run;
    if (request.print)
        QObject::connect(&run, &ScriptRun::printed, request.print);
    if (request.printError)
        QObject::connect(&run, &ScriptRun::printedError, request.printError);
    if (request.warn)
        QObject::connect(&run, &ScriptRun::warned, request.warn);
    if (request.lineKnown)
        QObject::connect(&run, &ScriptRun::lineKnown, request.lineKnown);
    QEventLoop loop;
    QObject::connect(&run, &ScriptRun::finished, &loop, &QEventLoop::quit);
    run.start(request, board, table);
    loop.exec(); // finished() comes from the event loop, never from start()
    if (run.outcome().finished())
        board = run.board();
    return run.outcome();
}

} // namespace gbxx::scripting
