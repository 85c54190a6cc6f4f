#pragma once
// Boards under version control (issue 36, docs/cli.md "Boards in git"): `gbxx diff`, `gbxx merge`,
// `gbxx patch`, the text form `gbxx dump --lines` that git's textconv shows, and `gbxx git-setup`,
// which tells a repository to use them.

#include "gbxx/board.h"
#include "gbxx/layout.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <span>

namespace gbxx::cli {

// `gbxx diff A B [--tiles] [--json]`: exit 0 (nothing printed) when the boards hold the same
// values, 1 with the differences, 2 for unreadable input or a usage error (as diff(1)).
int diffCommand(const QStringList& args);
// `gbxx merge BASE OURS THEIRS [-o OUT]`: exit 0 merged, 1 merged with conflicts (OURS kept in
// each), 2 not mergeable or unreadable (nothing written).
int mergeCommand(const QStringList& args);
// `gbxx patch make BASE TARGET OUT | apply BASE PATCH OUT | show PATCH`: exit 0 done, 1 a board
// or patch that cannot be read, or a patch refused (nothing written), 2 a usage error.
int patchCommand(const QStringList& args);
// `gbxx git-setup [--global]`.
int gitSetupCommand(const QStringList& args);

// The board as `dump --lines` prints it: `header KEY V`, `footer KEY V`, then `X Y KEY=V …` per
// tile with the fields given.
QByteArray boardLines(const Board& board, std::span<const FieldSpec> fields);

} // namespace gbxx::cli
