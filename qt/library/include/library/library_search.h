#pragma once
// Searching the board library: words and filters (gbxx find, the Library dock), byte-identical
// duplicates, and board codes claimed by different boards.

#include "gbxx/shape_filter.h"
#include "library/library_database.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace gbxx {

struct LibraryQuery {
    // Each word must occur, case-insensitively, in the title, author, editor ID, board code or
    // file name (each word in any one of them).
    QStringList words;
    ShapeFilter shape;     // tile size, hex or square, wrap, width and length (gbxx/shape_filter.h)
    QString title, author; // case-insensitive substrings of that field alone
    std::optional<QString> code; // the exact board code
    std::optional<int> players;  // exactly this many players with a home zone
    bool withWarnings = false;   // only boards with spec or design warnings
    enum class Order { Path, Name, Modified, Size, Title };
    Order order = Order::Path;
};

// The matching readable boards, in the query's order (by path: the byte order of the paths'
// UTF-8). Each record holds what a list of results shows: path, size, modification time,
// variant, width, length, hex, wrap, the footer, and in specWarnings the spec's and the design
// warnings together; database.record() has the rest. Nothing when the database could not be read
// (database.error() says why, database.damaged() whether the file is damaged): never an answer
// from a library read only in part.
std::optional<std::vector<BoardRecord>> findBoards(LibraryDatabase& database,
                                                   const LibraryQuery& query);

// Groups of readable boards with identical bytes, each group's paths sorted, groups sorted by
// their first path; nothing when the database could not be read.
std::optional<std::vector<QStringList>> duplicateGroups(LibraryDatabase& database);
// Groups of readable boards sharing a non-empty board code with different bytes, sorted likewise,
// each told apart by the core's rule (gbxx/board_kinship.h): one design (the same board in other
// tile sizes, or the same author's revisions of it) or a clash (another author's board, or
// unrelated content). A board whose file cannot be read again counts as a clash: nothing vouches
// for it. Nothing when the database could not be read.
struct CodeGroup {
    QStringList paths;
    bool clash = false;
};
std::optional<std::vector<CodeGroup>> codeGroups(LibraryDatabase& database);
// The groups that clash: what `gbxx find --code-conflicts` prints.
std::optional<std::vector<QStringList>> codeConflicts(LibraryDatabase& database);
// The path of a readable board other than the file `path` (which may be empty) that carries the
// non-empty `code`, or an empty string.
QString codeHolder(LibraryDatabase& database, const QString& code, const QString& path = {});

} // namespace gbxx
