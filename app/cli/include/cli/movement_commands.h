#pragma once
// A game's questions on the command line (issue 44 item 3, docs/cli.md "Moving over a board"):
// `gbxx path`, `gbxx reach` and `gbxx line`, answered by the core's movement model
// (docs/movement.md) exactly as a game linking the core gets them.

#include <QStringList>

namespace gbxx::cli {

// `gbxx path FILE FROM TO [rules] [--json]`: exit 0 with the route, 1 `no path` (or an unreadable
// board), 2 a usage error (one line).
int pathCommand(const QStringList& args);
// `gbxx reach FILE FROM --budget B [rules] [--json]`: every tile within the budget, body order.
int reachCommand(const QStringList& args);
// `gbxx line FILE A B [--json]`: the tiles of the line from A to B.
int lineCommand(const QStringList& args);

} // namespace gbxx::cli
