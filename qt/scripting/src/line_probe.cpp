#include "scripting/line_probe.h"

#include <QJSEngine>
#include <QStringList>

namespace gbxx::scripting {

QString apiCodeName() {
    return QStringLiteral("gbxx-script-api");
}

int scriptLineInStack(const QString& stack) {
    for (const QString& frame : stack.split(QLatin1Char('\n'))) {
        const qsizetype at = frame.indexOf(QLatin1Char('@'));
        // "%entry@:1" is code evaluated from C++ (the probe's own question).
        if (at < 0 || frame.mid(at + 1).startsWith(QLatin1Char(':')) ||
            frame.contains(apiCodeName()))
            continue;
        return frame.mid(frame.lastIndexOf(QLatin1Char(':')) + 1).toInt();
    }
    return 0;
}

void LineProbe::record() {
    wanted_.store(false, std::memory_order_relaxed);
    const int line =
        scriptLineInStack(engine_.evaluate(QStringLiteral("new Error().stack")).toString());
    if (line <= 0)
        return;
    line_.store(line, std::memory_order_relaxed);
    if (onLine)
        onLine(line);
}

} // namespace gbxx::scripting
