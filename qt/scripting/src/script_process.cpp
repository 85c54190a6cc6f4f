#include "scripting/script_process.h"

#include "gbxx/codec.h"

#include <QDataStream>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>

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
namespace {

constexpr quint32 kMagic = 0x67627331; // "gbs1"
constexpr int kStuckExit = 4;          // the engine did not stop when interrupted
constexpr int kBadRequestExit = 5;
// How long past the script's time the helper may take to start, answer and end before it is
// killed (its own watchdog gives the engine 3 s to stop).
constexpr int kGraceMs = 6000;

// What the helper says, each a tag, a payload length (big-endian) and the payload.
enum Tag : char {
    Printed = 'P',
    PrintedError = 'E',
    Warned = 'W',
    LineKnown = 'L',
    Result = 'R',
    OutOfMemory = 'M', // payload: qint32 line
    Crashed = 'C',     // payload: qint32 line, qint32 signal
};

QString text(const std::string& s) {
    return QString::fromStdString(s);
}

std::string bytes(const QString& s) {
    return s.toStdString();
}

QByteArray boardBytes(const Board& board) {
    const std::vector<std::uint8_t> b = writeBoard(board);
    return QByteArray(reinterpret_cast<const char*>(b.data()), static_cast<qsizetype>(b.size()));
}

std::optional<Board> boardFrom(const QByteArray& data, const Layout& layout) {
    ReadResult read = readBoard(std::span(reinterpret_cast<const std::uint8_t*>(data.constData()),
                                          static_cast<std::size_t>(data.size())),
                                layout);
    return std::move(read.board);
}

void writeSchema(QDataStream& out, const CustomSchema* schema) {
    out << (schema != nullptr);
    if (!schema)
        return;
    out << text(schema->field) << quint32(schema->subFields.size());
    for (const CustomSubField& f : schema->subFields) {
        out << text(f.key) << text(f.label) << qint32(f.firstBit) << qint32(f.bitCount)
            << qint32(f.kind) << quint32(f.names.size());
        for (const SubFieldName& n : f.names)
            out << text(n.name) << n.colour.has_value() << quint32(n.colour.value_or(0));
    }
}

std::optional<CustomSchema> readSchema(QDataStream& in) {
    bool has = false;
    in >> has;
    if (!has)
        return std::nullopt;
    CustomSchema schema;
    QString field;
    quint32 count = 0;
    in >> field >> count;
    schema.field = bytes(field);
    for (quint32 k = 0; k < count && in.status() == QDataStream::Ok; ++k) {
        CustomSubField f;
        QString key, label;
        qint32 first = 0, bits = 0, kind = 0;
        quint32 names = 0;
        in >> key >> label >> first >> bits >> kind >> names;
        f.key = bytes(key);
        f.label = bytes(label);
        f.firstBit = first;
        f.bitCount = bits;
        f.kind = static_cast<SubFieldKind>(kind);
        for (quint32 n = 0; n < names && in.status() == QDataStream::Ok; ++n) {
            QString name;
            bool hasColour = false;
            quint32 colour = 0;
            in >> name >> hasColour >> colour;
            f.names.push_back(
                {bytes(name), hasColour ? std::optional<std::uint32_t>(colour) : std::nullopt});
        }
        schema.subFields.push_back(std::move(f));
    }
    return schema;
}

QByteArray frame(char tag, const QByteArray& payload) {
    QByteArray record;
    QDataStream out(&record, QIODevice::WriteOnly);
    out << quint8(tag) << quint32(payload.size());
    record += payload;
    return record;
}

template <typename... T> QByteArray payload(const T&... values) {
    QByteArray data;
    QDataStream out(&data, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    (out << ... << values);
    return data;
}

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

#if defined(__SANITIZE_ADDRESS__)
#define GBXX_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GBXX_ADDRESS_SANITIZER 1
#endif
#endif

// The parent's side ---------------------------------------------------------------------------

QByteArray requestBytes(const ScriptRequest& request, const Board& board,
                        const TileFieldTable& table) {
    QByteArray data;
    QDataStream out(&data, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << kMagic << request.source << request.name << request.args << request.timeoutSeconds
        << boardBytes(board) << text(std::string(board.layout().name));
    writeSchema(out, table.schema());
    return data;
}

QString timeoutMessage(double seconds) {
    return QStringLiteral("still running after %1 s; stopped").arg(seconds);
}

// Reads the helper's records as they come and keeps what they say.
class Listener {
public:
    Listener(const ScriptRequest& request, ScriptOutcome& outcome)
        : request_(request)
        , outcome_(outcome) {}

    void take(const QByteArray& data) {
        buffer_ += data;
        while (buffer_.size() >= 5) {
            QDataStream head(buffer_);
            quint8 tag = 0;
            quint32 size = 0;
            head >> tag >> size;
            if (buffer_.size() < 5 + qsizetype(size))
                return;
            handle(static_cast<char>(tag), buffer_.mid(5, size));
            buffer_.remove(0, 5 + qsizetype(size));
        }
    }

    int line = 0;
    std::optional<char> lastWord; // OutOfMemory or Crashed
    int signal = 0;
    bool answered = false;
    QByteArray board;

private:
    void handle(char tag, const QByteArray& data) {
        QDataStream in(data);
        in.setVersion(QDataStream::Qt_6_4);
        switch (tag) {
        case Printed:
        case PrintedError: {
            QString text;
            in >> text;
            const auto& to = tag == Printed ? request_.print : request_.printError;
            if (to)
                to(text);
            break;
        }
        case Warned: {
            ScriptWarning w;
            qint32 x = 0, y = 0, at = 0;
            in >> x >> y >> w.message >> at;
            w.x = x;
            w.y = y;
            w.line = at;
            outcome_.warnings.push_back(w);
            if (request_.warn)
                request_.warn(w);
            break;
        }
        case LineKnown: {
            qint32 at = 0;
            in >> at;
            line = at;
            if (request_.lineKnown)
                request_.lineKnown(at);
            break;
        }
        case Result: {
            qint32 status = 0, at = 0;
            in >> status >> at >> outcome_.message >> board;
            outcome_.status = static_cast<ScriptOutcome::Status>(status);
            outcome_.line = at;
            answered = in.status() == QDataStream::Ok;
            break;
        }
        case OutOfMemory:
        case Crashed: {
            qint32 at = 0, number = 0;
            in >> at >> number;
            lastWord = tag;
            if (at > 0)
                line = at;
            signal = number;
            break;
        }
        default:
            break;
        }
    }

    const ScriptRequest& request_;
    ScriptOutcome& outcome_;
    QByteArray buffer_;
};

ScriptOutcome failure(int line, const QString& message) {
    ScriptOutcome outcome;
    outcome.status = ScriptOutcome::Status::Failed;
    outcome.line = line;
    outcome.message = message;
    return outcome;
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
    const Layout* layout = findLayout(bytes(layoutName));
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
    const QString program = scriptHostProgram();
    if (program.isEmpty())
        return failure(0, QStringLiteral("the script helper gbxx-script-host is not installed"));
    QProcess helper;
    helper.setProgram(program);
    helper.setStandardErrorFile(QProcess::nullDevice());
#ifdef GBXX_ADDRESS_SANITIZER
    // Under AddressSanitizer (the test suite's second build) RLIMIT_AS would stop the helper
    // before it starts, its shadow memory reserving terabytes of addresses: the cap is ASan's
    // own, allocations failing past the resident size.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ASAN_OPTIONS"),
                       environment.value(QStringLiteral("ASAN_OPTIONS")) +
                           QStringLiteral(":detect_leaks=0:allocator_may_return_null=1:"
                                          "soft_rss_limit_mb=%1")
                               .arg(std::max<qint64>(1, request.memoryLimitBytes >> 20)));
    helper.setProcessEnvironment(environment);
    helper.setChildProcessModifier([] {
        const rlimit noCore{0, 0}; // a crash is reported, not dumped
        ::setrlimit(RLIMIT_CORE, &noCore);
    });
#else
    const rlim_t limit = static_cast<rlim_t>(request.memoryLimitBytes);
    helper.setChildProcessModifier([limit] {
        const rlimit memory{limit, limit};
        ::setrlimit(RLIMIT_AS, &memory);
        const rlimit noCore{0, 0}; // a crash is reported, not dumped
        ::setrlimit(RLIMIT_CORE, &noCore);
    });
#endif
    helper.start(QIODevice::ReadWrite);
    if (!helper.waitForStarted())
        return failure(0, QStringLiteral("cannot start the script helper %1: %2")
                              .arg(program, helper.errorString()));
    helper.write(requestBytes(request, board, table));
    helper.closeWriteChannel();

    ScriptOutcome outcome;
    Listener listener(request, outcome);
    QElapsedTimer clock;
    clock.start();
    const qint64 backstop = static_cast<qint64>(request.timeoutSeconds * 1000) + kGraceMs;
    bool killed = false;
    for (;;) {
        const bool more = helper.waitForReadyRead(100);
        listener.take(helper.readAllStandardOutput());
        if (!more && helper.state() == QProcess::NotRunning)
            break;
        if (clock.elapsed() > backstop) {
            helper.kill();
            helper.waitForFinished();
            killed = true;
            break;
        }
    }
    listener.take(helper.readAllStandardOutput());

    const std::optional<Board> after = listener.answered && outcome.finished()
                                           ? boardFrom(listener.board, board.layout())
                                           : std::nullopt;
    if (listener.answered && (!outcome.finished() || after))
        ; // the helper's own verdict
    else if (listener.lastWord == OutOfMemory)
        outcome = failure(listener.line, outOfMemoryMessage());
    else if (killed ||
             (helper.exitStatus() == QProcess::NormalExit && helper.exitCode() == kStuckExit)) {
        outcome = failure(listener.line, timeoutMessage(request.timeoutSeconds));
        outcome.status = ScriptOutcome::Status::TimedOut;
    } else if (listener.lastWord == Crashed)
        outcome = failure(listener.line,
                          QStringLiteral("the script engine crashed (%1); the script was stopped")
                              .arg(QString::fromLocal8Bit(::strsignal(listener.signal))));
    else
        outcome = failure(listener.line,
                          QStringLiteral("the script helper ended unexpectedly; the script was "
                                         "stopped"));
    if (!outcome.finished())
        return outcome;
    outcome.noteChanges(board, *after);
    board = *after;
    return outcome;
}

} // namespace gbxx::scripting
