#pragma once
// One file of the board library as the index keeps it: where it is, what its bytes are, and what
// a search or a filter asks of the board (header, footer, facts), with a thumbnail. A file that is
// not a valid board is kept too, with the reason it cannot be read.

#include "gbxx/layout.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <functional>
#include <optional>

namespace gbxx {

class Board;

struct BoardRecord {
    QString path; // absolute, cleaned
    qint64 size = 0;
    qint64 modified = 0; // milliseconds since the epoch
    QString unreadable;  // empty for a board; else why it cannot be read
    QString sha256;      // hex, of the file's bytes (empty when they could not be read)
    int variant = 0;     // 8, 16, 32 or 64
    QString layout;
    int width = 0;
    int length = 0;
    int hex = 0;
    int wrap = 0;
    QString header; // every header key and value, as a JSON object
    QString title, author, editorId, boardCode;
    int version = 0;
    QString fieldUse; // JSON object: tiles using each field
    int specWarnings = 0;
    int designWarnings = 0;
    QString homePlayers;  // "1,3": players with a home zone
    QByteArray thumbnail; // PNG, may be empty

    bool readable() const { return unreadable.isEmpty(); }
    QString fileName() const;
};

// Draws a board's thumbnail as PNG bytes; the library itself draws nothing (the command line
// loads the renderer only for this).
using ThumbnailMaker = std::function<QByteArray(const Board&)>;

// Reads `path` in `layout` into a record: everything above, or the reason it is unreadable.
BoardRecord readRecord(const QString& path, const Layout& layout, const ThumbnailMaker& thumbnail);

// What the index compares to see whether a file changed: its size and modification time.
struct FileStamp {
    qint64 size = 0;
    qint64 modified = 0;
    bool operator==(const FileStamp&) const = default;
};
std::optional<FileStamp> stampOf(const QString& path);

} // namespace gbxx
