#pragma once
// Board files for the Qt programs: reading with a size guard and a readable error, and writing
// through QSaveFile so that a failure never leaves a partial or altered file (CLI-CONTRACT).

#include "gbxx/codec.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace gbxx {

struct LoadedBoard {
    std::optional<Board> board;
    QString error; // one line, set when there is no board
};

// The names of every layout the library knows (for --layout), today's first.
QStringList layoutNames();

// Reads `path` in `layout`. Folders, unreadable files and files larger than any board are refused
// without reading their content.
LoadedBoard loadBoard(const QString& path, const Layout& layout = defaultLayout());

// Writes `bytes` to `path` atomically; returns the reason on failure (nothing was changed then).
std::optional<QString> saveBytes(const QString& path, const QByteArray& bytes);
std::optional<QString> saveBoard(const QString& path, const Board& board);

} // namespace gbxx
