#pragma once
// `gbxx index` and `gbxx find`: the board library on the command line (docs/cli.md).

#include <QStringList>

namespace gbxx::cli {

// Each takes the arguments after its name and returns the exit status.
int indexCommand(const QStringList& args);
int findCommand(const QStringList& args);

} // namespace gbxx::cli
