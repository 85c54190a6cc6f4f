#pragma once
// The tile fields a board is read with: its layout's table for its variant, followed by the
// sub-fields a custom-data schema names in the designer field (issue 18, docs/schema.md). Each
// sub-field is an ordinary FieldSpec whose key is "FIELD.KEY" (custom.terrain) and whose bits are
// the sub-field's bits within the tile, so the dump, the expression language, scripts and the
// editor's layers read and write it like any other field.

#include "gbxx/custom_schema.h"
#include "gbxx/field.h"
#include "gbxx/layout.h"

#include <memory>
#include <span>
#include <string>
#include <vector>

namespace gbxx {

class TileFieldTable {
public:
    // The layout's fields alone.
    TileFieldTable(const Layout& layout, Variant variant);
    // The layout's fields and `schema`'s sub-fields (which must have no schemaProblems()).
    TileFieldTable(const Layout& layout, Variant variant, const CustomSchema& schema);
    TileFieldTable(const TileFieldTable& other);
    TileFieldTable& operator=(const TileFieldTable& other);
    TileFieldTable(TileFieldTable&&) noexcept;
    TileFieldTable& operator=(TileFieldTable&&) noexcept;
    ~TileFieldTable();

    // Every field: the layout's first, then the schema's sub-fields in the schema's order. Without
    // sub-fields these are the layout's own specs (Board::field() gives the same pointers).
    std::span<const FieldSpec> fields() const;
    // The schema's sub-fields alone (empty without a schema).
    std::span<const FieldSpec> subFields() const;
    const FieldSpec* find(std::string_view key) const { return findField(fields(), key); }
    // The schema the sub-fields come from, or null.
    const CustomSchema* schema() const;

private:
    struct Storage;
    void build(const Layout& layout, Variant variant, const CustomSchema* schema);
    const Layout* layout_;
    Variant variant_;
    // Kept behind a pointer: the specs' string views point into it, so moving the table must not
    // move the strings.
    std::unique_ptr<Storage> storage_;
};

} // namespace gbxx
