#pragma once
// `gbxx run [--layout L] [--schema S] SCRIPT FILE [--out OUT] [--check] [--timeout SECONDS]
// [-- ARG...]` (issue 18, docs/scripting.md): a script on a board.

#include <QStringList>

namespace gbxx::cli {

int runScriptCommand(const QStringList& args);

} // namespace gbxx::cli
