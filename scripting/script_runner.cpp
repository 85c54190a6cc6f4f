#include "scripting/script_runner.h"

#include "scripting/script_board.h"

#include <QJSEngine>

#include <cmath>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace gbxx::scripting {
namespace {

// The prelude's file name as errors and stack traces give it (they are URLs: no brackets).
const QString kPreludeName = QStringLiteral("gbxx-script-api");

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
    ScriptHost(QJSEngine& engine, const ScriptRequest& request, ScriptOutcome& outcome)
        : engine_(engine)
        , request_(request)
        , outcome_(outcome) {}

    Q_INVOKABLE void print(const QString& line) {
        if (request_.print)
            request_.print(line);
    }
    Q_INVOKABLE void printError(const QString& line) {
        if (request_.printError)
            request_.printError(line);
    }
    Q_INVOKABLE void warn(const QJSValue& x, const QJSValue& y, const QString& message, int line) {
        const double dx = x.toNumber();
        const double dy = y.toNumber();
        if (!x.isNumber() || !y.isNumber() || dx != std::floor(dx) || dy != std::floor(dy)) {
            engine_.throwError(QJSValue::TypeError,
                               QStringLiteral("warn takes whole numbers x and y, not %1, %2")
                                   .arg(x.toString(), y.toString()));
            return;
        }
        ScriptWarning w{static_cast<int>(dx), static_cast<int>(dy), message, line};
        outcome_.warnings.push_back(w);
        if (request_.warn)
            request_.warn(w);
    }

private:
    QJSEngine& engine_;
    const ScriptRequest& request_;
    ScriptOutcome& outcome_;
};

// Interrupts the engine once the time is up, unless it is stopped first; reports it as stuck when
// it does not stop soon after.
class Watchdog {
public:
    Watchdog(QJSEngine& engine, double seconds, std::function<void()> stuck)
        : thread_([this, &engine, seconds, stuck = std::move(stuck)] {
            std::unique_lock lock(mutex_);
            if (wake_.wait_for(lock, std::chrono::duration<double>(seconds),
                               [this] { return stopped_; }))
                return;
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

QString ScriptOutcome::errorText(const QString& name) const {
    return line > 0 ? QStringLiteral("%1:%2: %3").arg(name).arg(line).arg(message)
                    : QStringLiteral("%1: %2").arg(name, message);
}

ScriptOutcome runScript(const ScriptRequest& request, Board& board, const TileFieldTable& table) {
    ScriptOutcome outcome;
    const Board before = board;
    {
        QJSEngine engine;
        ScriptHost host(engine, request, outcome);
        ScriptBoard scriptBoard(engine, board, table);
        // Objects of this function, never the engine's to delete.
        QJSEngine::setObjectOwnership(&host, QJSEngine::CppOwnership);
        QJSEngine::setObjectOwnership(&scriptBoard, QJSEngine::CppOwnership);
        QJSValue global = engine.globalObject();
        global.setProperty(QStringLiteral("board"), engine.newQObject(&scriptBoard));
        global.setProperty(QStringLiteral("args"), engine.toScriptValue(request.args));
        engine.evaluate(QString::fromLatin1(kPrelude), kPreludeName)
            .call({engine.newQObject(&host), global});

        QStringList trace;
        Watchdog watchdog(engine, request.timeoutSeconds, request.stuck);
        const QJSValue result = engine.evaluate(request.source, request.name, 1, &trace);
        watchdog.stop();
        if (watchdog.fired()) {
            outcome.status = ScriptOutcome::Status::TimedOut;
            outcome.line = lineIn(trace);
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
        }
    }
    if (!outcome.finished()) {
        board = before;
        return outcome;
    }
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        outcome.changedTiles += board.tile(t) != before.tile(t);
    outcome.headerChanged = board.headerBits() != before.headerBits();
    outcome.footerChanged = !(board.footer() == before.footer());
    return outcome;
}

} // namespace gbxx::scripting

#include "script_runner.moc"
