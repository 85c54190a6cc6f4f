#pragma once
// Runs a JavaScript program on a board (docs/scripting.md): the one runner behind `gbxx run`, the
// editor's Scripts menu and script validators. The program sees `board`, `args`, `print` and
// `warn`; it is stopped (QJSEngine::setInterrupted) when it runs past its time.

#include "gbxx/board.h"
#include "gbxx/tile_field_table.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace gbxx::scripting {

struct ScriptWarning {
    int x = 0;
    int y = 0;
    QString message;
    int line = 0; // the script's line that called warn
};

struct ScriptRequest {
    QString source;
    QString name; // how errors name the script: "SCRIPT" of "SCRIPT:LINE"
    QStringList args;
    double timeoutSeconds = 10;
    std::function<void(const QString& line)> print;      // each print(...), without its newline
    std::function<void(const QString& line)> printError; // console.warn and console.error
    std::function<void(const ScriptWarning&)> warn;      // each warn(...), as it is called
    // Called from another thread when the engine has not stopped 3 s after it was interrupted
    // (a call into the engine that does not look at the interruption): a program that must never
    // hang ends itself here.
    std::function<void()> stuck;
    // Each line the script is learnt to be busy on (line_probe.h), as it runs.
    std::function<void(int line)> lineKnown;
    // The most memory the script's process may take (runScriptInHelper, script_process.h).
    qint64 memoryLimitBytes = qint64{1} << 30;
};

struct ScriptOutcome {
    enum class Status { Finished, Failed, TimedOut };
    Status status = Status::Finished;
    int line = 0;    // where it failed or was stopped (0: unknown)
    QString message; // why it failed: the exception's message
    std::vector<ScriptWarning> warnings;
    std::size_t changedTiles = 0; // tiles whose value differs from before the run
    bool headerChanged = false;
    bool footerChanged = false;

    bool finished() const { return status == Status::Finished; }
    bool changed() const { return changedTiles > 0 || headerChanged || footerChanged; }
    // Counts what differs between the board before and after the run.
    void noteChanges(const Board& before, const Board& after);
    // "SCRIPT:LINE: message" (or "SCRIPT: message" without a line), one line: the name is shown
    // as file names are in messages (file_names.h).
    QString errorText(const QString& name) const;
};

// The message of a script that ran out of memory.
QString outOfMemoryMessage();

// Runs `request` on `board`, read through `table` (the board's fields and a schema's), in this
// process (no memory limit: programs run scripts through runScriptInHelper). When the script
// fails or runs out of time, `board` is left as it was before. Messages from the script (its
// errors, warn and console.warn/error) are one line each, control characters escaped; print's
// lines are its own output and kept as written.
ScriptOutcome runScript(const ScriptRequest& request, Board& board, const TileFieldTable& table);

} // namespace gbxx::scripting
