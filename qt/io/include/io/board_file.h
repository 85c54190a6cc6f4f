#pragma once
// Board files for the Qt programs: reading with a size guard and a readable error (also from Qt
// resources, ":/…"), and writing through the one safe write path (safe_write.h).

#include "gbxx/codec.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace gbxx {

struct LoadedBoard {
    std::optional<Board> board;
    QString error;       // one line, set when there is no board
    qint64 fileSize = 0; // the bytes read, with a board
    QByteArray bytes;    // the file's bytes, whenever they were read whole (with a board or not)
};

// The names of every layout the library knows (for --layout), today's first.
QStringList layoutNames();

// Reads `path` (any name the system accepts, file_names.h; "-" for standard input; ":/…" for a
// board built into the program) in `layout`. Folders, block devices and files larger than any
// board are refused without reading their content; pipes, FIFOs and character devices are read as
// streams, up to the largest board and one byte more. Errors are one line, naming the reason.
LoadedBoard loadBoard(const QString& path, const Layout& layout = defaultLayout());

// Writes `board` to `path` (in its own layout); returns the reason on failure, when nothing was
// changed.
std::optional<QString> saveBoard(const QString& path, const Board& board);

} // namespace gbxx
