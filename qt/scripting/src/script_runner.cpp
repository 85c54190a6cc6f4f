#include "scripting/script_runner.h"

#include "io/file_names.h"
#include "scripting/line_probe.h"
#include "scripting/script_board.h"

#include <QJSEngine>

#include <cmath>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace gbxx::scripting {
namespace {

// The prelude's file name as errors and stack traces give it (they are URLs: no brackets).
const QString kPreludeName = apiCodeName();

// A script's message on one line, control characters escaped as names are (file_names.h): a
// message cannot forge an `error:` or `warning:` line, nor reach a terminal's escape sequences.
QString oneLine(const QString& message) {
    return shownName(message);
}

// print and warn are plain functions of the script's global object; they reach C++ through an
// object only they can see. warn reads its caller's line from a stack trace.
const char* const kPrelude = R"js(
(function (host, global) {
    global.print = function (...values) {
        host.print(values.map(v => String(v)).join(' '));
    };
    global.warn = function (x, y, message) {
        const stack = String(new Error().stack).split('\n');
        const caller = stack.length > 1 ? stack[1] : '';
        const line = Number(caller.slice(caller.lastIndexOf(':') + 1)) || 0;
        host.warn(x, y, String(message), line);
    };
    const say = (...values) => host.print(values.map(v => String(v)).join(' '));
    const complain = (...values) => host.printError(values.map(v => String(v)).join(' '));
    global.console = {log: say, info: say, debug: say, warn: complain, error: complain};
})
)js";

class ScriptHost : public QObject {
    Q_OBJECT
public:
    ScriptHost(QJSEngine& engine, const ScriptRequest& request, ScriptOutcome& outcome,
               const Board& board, LineProbe& probe)
        : engine_(engine)
        , request_(request)
        , outcome_(outcome)
        , board_(board)
        , probe_(probe) {}

    // The script's own output (CSV, text): as written.
    Q_INVOKABLE void print(const QString& line) {
        probe_.atCall();
        if (request_.print)
            request_.print(line);
    }
    Q_INVOKABLE void printError(const QString& line) {
        probe_.atCall();
        if (request_.printError)
            request_.printError(oneLine(line));
    }
    Q_INVOKABLE void warn(const QJSValue& x, const QJSValue& y, const QString& message, int line) {
        probe_.atCall();
        const double dx = x.toNumber();
        const double dy = y.toNumber();
        if (!x.isNumber() || !y.isNumber() || !std::isfinite(dx) || !std::isfinite(dy) ||
            dx != std::floor(dx) || dy != std::floor(dy)) {
            engine_.throwError(QJSValue::TypeError,
                               QStringLiteral("warn takes whole numbers x and y, not %1, %2")
                                   .arg(x.toString(), y.toString()));
            return;
        }
        // Compared as numbers: 2^31 and beyond are off the board, not INT_MIN.
        if (dx < 0 || dy < 0 || dx >= board_.width() || dy >= board_.length()) {
            engine_.throwError(QJSValue::RangeError,
                               QStringLiteral("warn: tile (%1, %2) is off the %3×%4 board")
                                   .arg(x.toString(), y.toString())
                                   .arg(board_.width())
                                   .arg(board_.length()));
            return;
        }
        ScriptWarning w{static_cast<int>(dx), static_cast<int>(dy), oneLine(message), line};
        outcome_.warnings.push_back(w);
        if (request_.warn)
            request_.warn(w);
    }

private:
    QJSEngine& engine_;
    const ScriptRequest& request_;
    ScriptOutcome& outcome_;
    const Board& board_;
    LineProbe& probe_;
};

// Interrupts the engine once the time is up, unless it is stopped first; reports it as stuck when
// it does not stop soon after. Meanwhile it asks the probe where the script is, a few times a
// second, and once more just before the end.
class Watchdog {
public:
    Watchdog(QJSEngine& engine, LineProbe& probe, double seconds, std::function<void()> stuck)
        : thread_([this, &engine, &probe, seconds, stuck = std::move(stuck)] {
            using Clock = std::chrono::steady_clock;
            const auto end = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                                std::chrono::duration<double>(seconds));
            const auto lastLook = std::chrono::milliseconds(50);
            std::unique_lock lock(mutex_);
            for (auto now = Clock::now(); now < end; now = Clock::now()) {
                // Every quarter second, and a last look shortly before the end.
                const auto next =
                    now < end - lastLook
                        ? std::min(now + std::chrono::milliseconds(250), end - lastLook)
                        : end;
                if (wake_.wait_until(lock, next, [this] { return stopped_; }))
                    return;
                probe.want();
            }
            fired_ = true;
            engine.setInterrupted(true);
            if (!wake_.wait_for(lock, std::chrono::seconds(3), [this] { return stopped_; }) &&
                stuck)
                stuck();
        }) {}
    ~Watchdog() { stop(); }
    void stop() {
        {
            std::lock_guard lock(mutex_);
            stopped_ = true;
        }
        wake_.notify_all();
        if (thread_.joinable())
            thread_.join();
    }
    bool fired() const { return fired_; }

private:
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopped_ = false;
    bool fired_ = false;
    std::thread thread_;
};

// The line of the innermost frame of the script itself in a QJSEngine stack trace
// ("function:line:column:file", the file as a URL), past the prelude's frames.
int lineIn(const QStringList& trace) {
    for (const QString& frame : trace) {
        const QStringList parts = frame.split(QLatin1Char(':'));
        if (parts.size() >= 4 && !frame.contains(kPreludeName))
            return parts[1].toInt();
    }
    return 0;
}

} // namespace

ScriptOutcome runScript(const ScriptRequest& request, Board& board, const TileFieldTable& table) {
    ScriptOutcome outcome;
    const Board before = board;
    {
        QJSEngine engine;
        LineProbe probe(engine);
        probe.onLine = request.lineKnown;
        ScriptHost host(engine, request, outcome, board, probe);
        ScriptBoard scriptBoard(engine, board, table, &probe);
        // Objects of this function, never the engine's to delete.
        QJSEngine::setObjectOwnership(&host, QJSEngine::CppOwnership);
        QJSEngine::setObjectOwnership(&scriptBoard, QJSEngine::CppOwnership);
        QJSValue global = engine.globalObject();
        global.setProperty(QStringLiteral("board"), engine.newQObject(&scriptBoard));
        global.setProperty(QStringLiteral("args"), engine.toScriptValue(request.args));
        engine.evaluate(QString::fromLatin1(kPrelude), kPreludeName)
            .call({engine.newQObject(&host), global});

        QStringList trace;
        Watchdog watchdog(engine, probe, request.timeoutSeconds, request.stuck);
        const QJSValue result = engine.evaluate(request.source, request.name, 1, &trace);
        watchdog.stop();
        if (watchdog.fired()) {
            outcome.status = ScriptOutcome::Status::TimedOut;
            outcome.line = probe.line();
            outcome.message =
                QStringLiteral("still running after %1 s; stopped").arg(request.timeoutSeconds);
        } else if (!trace.isEmpty() || result.isError()) {
            outcome.status = ScriptOutcome::Status::Failed;
            if (result.isError()) {
                outcome.line = result.property(QStringLiteral("lineNumber")).toInt();
                const QString message = result.property(QStringLiteral("message")).toString();
                const QString type = result.property(QStringLiteral("name")).toString();
                outcome.message = type.isEmpty() || type == QLatin1String("Error")
                                      ? message
                                      : type + QLatin1String(": ") + message;
            } else {
                outcome.message = QStringLiteral("uncaught exception: %1").arg(result.toString());
            }
            // An error raised inside print or warn is the calling line's.
            if (outcome.line <= 0 ||
                result.property(QStringLiteral("fileName")).toString().contains(kPreludeName))
                outcome.line = lineIn(trace);
            // V4 says "RangeError: ArrayBuffer: out of memory" where an allocation fails; other
            // failures end the helper process (script_process.h), which says it the same way.
            if (outcome.message.startsWith(QLatin1String("RangeError: ")) &&
                outcome.message.contains(QLatin1String("out of memory"), Qt::CaseInsensitive))
                outcome.message = outOfMemoryMessage();
            outcome.message = oneLine(outcome.message);
            if (outcome.line <= 0)
                outcome.line = probe.line();
        }
    }
    if (!outcome.finished()) {
        board = before;
        return outcome;
    }
    outcome.noteChanges(before, board);
    return outcome;
}

} // namespace gbxx::scripting

#include "script_runner.moc"
