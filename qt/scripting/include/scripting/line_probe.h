#pragma once
// Where a running script is busy, learnt at its calls into the API (board, print, warn, console):
// another thread asks (want()), and the script's next call records its line from a stack trace.
// QJSEngine tells no line when it is interrupted or dies, and its private API is not used, so this
// is how a timeout or a crash names SCRIPT:LINE (docs/scripting.md). A loop that makes no call
// keeps the last line known.

#include <QString>

#include <atomic>
#include <functional>

class QJSEngine;

namespace gbxx::scripting {

class LineProbe {
public:
    explicit LineProbe(QJSEngine& engine)
        : engine_(engine) {}

    void want() { wanted_.store(true, std::memory_order_relaxed); }
    // At each call from the script into the API, on the engine's thread.
    void atCall() {
        if (wanted_.load(std::memory_order_relaxed))
            record();
    }
    int line() const { return line_.load(std::memory_order_relaxed); }
    // Told each newly recorded line, on the engine's thread.
    std::function<void(int line)> onLine;

private:
    void record();

    QJSEngine& engine_;
    std::atomic<bool> wanted_{true}; // the first call tells where the script starts working
    std::atomic<int> line_{0};
};

// The line of the script's innermost frame in a JavaScript stack ("function@file:line" lines),
// past the API's own frames and those of code evaluated from C++; 0 when there is none.
int scriptLineInStack(const QString& stack);

// The name of the script API's own code in stack traces (the prelude of script_runner.cpp).
QString apiCodeName();

} // namespace gbxx::scripting
