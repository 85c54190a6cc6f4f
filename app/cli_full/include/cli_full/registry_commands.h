#pragma once
// The commands that talk to the board registry (issue 35; docs/cli.md): `registry login|logout`,
// `publish`, `fetch` and `search`. They run in gbxx-full, which links Qt Network
// (cli/full_program.h); each takes the arguments after its name and returns the exit status.

#include <QStringList>

namespace gbxx::cli {

int registryCommand(const QStringList& args);
int publishCommand(const QStringList& args);
int fetchCommand(const QStringList& args);
int searchCommand(const QStringList& args);
int liveCommand(const QStringList& args); // live watch|play (live_command.cpp)

} // namespace gbxx::cli
