#pragma once
// Scripts run in a helper process (gbxx-script-host), so that no script can take the program
// that runs it down with it: its address space is capped (ScriptRequest::memoryLimitBytes, with
// RLIMIT_AS set in the child before exec), a script that exhausts it or crashes the engine ends
// the helper alone, and a hung engine is killed. The board goes in over the helper's standard
// input; print, warn and console lines come back as they happen, then the board as the script
// left it. `gbxx run`, the editor's Scripts menu and its validators all run scripts this way:
// the editor through ScriptRun (script_run.h), which nobody waits for, `gbxx run` through
// runScriptInHelper, which is that run waited for.

#include "scripting/script_runner.h"

namespace gbxx::scripting {

// As runScript, in the helper. On any failure `board` is left as it was; a script that ran out
// of memory fails with outOfMemoryMessage(), one that crashed the engine says so, each at the
// last line known (line_probe.h). Waits in an event loop of its own (a ScriptRun waited for), so
// it is for programs without a window: a window would go on handling input meanwhile, and see
// its board change under the run.
ScriptOutcome runScriptInHelper(const ScriptRequest& request, Board& board,
                                const TileFieldTable& table);

// The helper's side: reads a request on standard input, runs it with `run` (runScript, in the
// helper), answers on standard output. Returns the helper's exit status. The runner is passed in
// so that the programs that only start helpers (the editor, gbxx-full) link no JavaScript engine
// and do not load Qt Qml (issue 42).
using ScriptRunner =
    std::function<ScriptOutcome(const ScriptRequest&, Board&, const TileFieldTable&)>;
int serveScriptRequest(const ScriptRunner& run);

// The helper program: GBXX_SCRIPT_HOST when set, else beside this program, in the installed
// libexec folder, or in the build tree for programs run from there; empty when none is found.
QString scriptHostProgram();

} // namespace gbxx::scripting
