#pragma once
// What the scripting suites share: a script's source run on a board, in process, with what it
// printed kept.

#include "scripting/script_runner.h"

#include <QStringList>

namespace gbxx::test {

struct ScriptRun {
    scripting::ScriptOutcome outcome;
    QStringList printed;
};

// `table` null: the board's own fields.
inline ScriptRun runSource(Board& board, const QString& source, const QString& name,
                           QStringList args = {}, const TileFieldTable* table = nullptr,
                           double timeoutSeconds = 10) {
    ScriptRun run;
    scripting::ScriptRequest request;
    request.source = source;
    request.name = name;
    request.args = std::move(args);
    request.timeoutSeconds = timeoutSeconds;
    request.print = [&run](const QString& line) { run.printed << line; };
    const TileFieldTable own(board.layout(), board.variant());
    run.outcome = scripting::runScript(request, board, table ? *table : own);
    return run;
}

} // namespace gbxx::test
