#pragma once
// Custom-data schema files (docs/schema.md): reading one, checked as it is read, and finding the
// one that applies to a board: BOARDNAME.schema.json beside the board, else gameboardxx-schema.json
// in the board's folder or the nearest folder above it (as .editorconfig is found).

#include "gbxx/custom_schema.h"

#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace gbxx {

// A file's schemas, one per tile size it speaks of.
struct SchemaSet {
    QString path;
    std::map<Variant, CustomSchema> variants;
    const CustomSchema* forVariant(Variant variant) const {
        const auto it = variants.find(variant);
        return it == variants.end() ? nullptr : &it->second;
    }
};

struct LoadedSchema {
    std::optional<SchemaSet> schema;
    QStringList problems; // one line each, naming the file and the place; set when no schema
};

// Reads and checks the schema file at `path` against `layout` (every tile size it names).
LoadedSchema loadSchemaFile(const QString& path, const Layout& layout = defaultLayout());
// The same from JSON text (`path` names it in messages).
LoadedSchema parseSchema(const QByteArray& json, const QString& path,
                         const Layout& layout = defaultLayout());

// `schema` as the JSON of a schema file (what parseSchema reads back), indented.
QByteArray schemaJson(const SchemaSet& schema);

// The schema file that applies to the board file `boardPath`, or an empty string.
QString findSchemaFor(const QString& boardPath);

// The schema file that applies to a board, as its bytes were read: the file at `explicitPath`
// when one is given, else the one found for `boardPath` (none for standard input or a built-in
// board). Kept by the editor's document, so that a board that changes its tile size or layout
// (Convert, an undo of one) takes that part of the same file without reading it again.
struct SchemaFileRead {
    QString path;                   // empty: no schema file applies
    std::optional<QByteArray> json; // nothing: it could not be read (problems say why)
    QStringList problems;
};
SchemaFileRead readSchemaFileFor(const QString& boardPath, const QString& explicitPath = {});

// The schema a board of `variant` in `layout` is read with.
struct BoardSchema {
    QString path;                       // the file read, if any
    std::optional<CustomSchema> schema; // its part for the variant, when it has one
    QStringList problems;               // why the file could not be used
};
// From a file read before (no disk).
BoardSchema schemaFrom(const SchemaFileRead& file, Variant variant, const Layout& layout);
// From the file found now.
BoardSchema schemaForBoard(const QString& boardPath, Variant variant, const Layout& layout,
                           const QString& explicitPath = {});

} // namespace gbxx
