#pragma once
// `gbxx index` and `gbxx find`: the board library on the command line (docs/cli.md).

#include "library/board_record.h"

#include <QStringList>

namespace gbxx::cli {

// Each takes the arguments after its name and returns the exit status.
// `thumbnail` draws each board's library picture; empty: none are made.
int indexCommand(const QStringList& args, const ThumbnailMaker& thumbnail);
int findCommand(const QStringList& args);

} // namespace gbxx::cli
