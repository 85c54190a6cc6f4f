#pragma once
// The fields a board is read with on the command line: its layout's, and the sub-fields of the
// custom-data schema given with --schema or found beside the board (docs/schema.md).

#include "gbxx/board.h"
#include "gbxx/tile_field_table.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gbxx::cli {

enum class SchemaUse {
    Found,    // the board's own schema when there is one; a broken one is a warning
    Required, // a schema must be read (the given file, else the board's own): failing is an error
};

// The table for `board` read from `boardPath`; `schemaPath` is the file given, if any. Prints
// problems (warnings or errors) on standard error; nothing when a required schema fails.
std::optional<TileFieldTable> fieldTableFor(const Board& board, const QString& boardPath,
                                            const QString& schemaPath, SchemaUse use);

// `--schema` may stand alone (the board's own schema) or name a file: "--schema FILE.json" and
// "--schema=FILE" become "--schema=FILE", a lone "--schema" becomes "--schema=" for a parser
// whose option takes a value.
QStringList withSchemaValue(QStringList args);

} // namespace gbxx::cli
