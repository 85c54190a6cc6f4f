#include "gbxx/tile_field_table.h"

#include <deque>

namespace gbxx {

struct TileFieldTable::Storage {
    std::optional<CustomSchema> schema;
    std::deque<std::string> keys;                        // "custom.terrain"
    std::deque<std::vector<std::string_view>> nameLists; // views into schema->subFields' names
    std::deque<std::vector<std::uint32_t>> colourLists;
    std::vector<FieldSpec> specs; // the layout's copied, then the sub-fields; empty without any
    std::span<const FieldSpec> layoutFields;
};

TileFieldTable::TileFieldTable(const Layout& layout, Variant variant) {
    build(layout, variant, nullptr);
}

TileFieldTable::TileFieldTable(const Layout& layout, Variant variant, const CustomSchema& schema) {
    build(layout, variant, &schema);
}

TileFieldTable::TileFieldTable(const TileFieldTable& other) {
    build(*other.layout_, other.variant_, other.schema());
}

TileFieldTable& TileFieldTable::operator=(const TileFieldTable& other) {
    if (this != &other)
        build(*other.layout_, other.variant_, other.schema());
    return *this;
}

TileFieldTable::TileFieldTable(TileFieldTable&&) noexcept = default;
TileFieldTable& TileFieldTable::operator=(TileFieldTable&&) noexcept = default;
TileFieldTable::~TileFieldTable() = default;

void TileFieldTable::build(const Layout& layout, Variant variant, const CustomSchema* schema) {
    layout_ = &layout;
    variant_ = variant;
    auto storage = std::make_unique<Storage>();
    const auto own = layout.tileFields(variant);
    storage->layoutFields = own;
    const FieldSpec* designer = designerField(layout, variant);
    if (schema && designer && schema->field == designer->key) {
        storage->schema = *schema;
        storage->specs.assign(own.begin(), own.end());
        for (const CustomSubField& s : storage->schema->subFields) {
            if (s.firstBit < 0 || s.bitCount < 1 || s.firstBit + s.bitCount > designer->bitCount)
                continue; // schemaProblems() names it; a table never reads bits of another field
            storage->keys.push_back(std::string(designer->key) + "." + s.key);
            auto& names = storage->nameLists.emplace_back();
            auto& colours = storage->colourLists.emplace_back();
            for (const SubFieldName& n : s.names) {
                names.push_back(n.name);
                colours.push_back(n.colour.value_or(kNoColour));
            }
            const unsigned shift = designer->shift() + static_cast<unsigned>(s.firstBit);
            const FieldKind kind = s.kind == SubFieldKind::Enum    ? FieldKind::Enum
                                   : s.kind == SubFieldKind::Flags ? FieldKind::Flags
                                                                   : FieldKind::Number;
            storage->specs.push_back(FieldSpec{
                storage->keys.back(),
                s.label.empty() ? std::string_view(s.key) : std::string_view(s.label),
                static_cast<std::uint8_t>(shift / 8), static_cast<std::uint8_t>(shift % 8),
                static_cast<std::uint8_t>(s.bitCount), kind, names, FieldGroup::Custom, colours});
        }
    }
    storage_ = std::move(storage);
}

std::span<const FieldSpec> TileFieldTable::fields() const {
    // Without sub-fields, the layout's own table: its specs are the ones Board::field() gives.
    if (storage_->specs.size() <= storage_->layoutFields.size())
        return storage_->layoutFields;
    return storage_->specs;
}

std::span<const FieldSpec> TileFieldTable::subFields() const {
    return fields().subspan(storage_->layoutFields.size());
}

const CustomSchema* TileFieldTable::schema() const {
    return storage_->schema ? &*storage_->schema : nullptr;
}

} // namespace gbxx
