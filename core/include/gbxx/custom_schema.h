#pragma once
// A designer's names for the bits of a variant's own field (GB64/GB32/GB16 `custom`, GB08
// `specialFlag`): a custom-data schema splits that field into named sub-fields, each a bit range
// read as a number, as one of a list of named values, or as named flags (issue 18; docs/schema.md).
// The board file never changes: a schema only says how to read and write those bits.

#include "gbxx/field.h"
#include "gbxx/layout.h"
#include "gbxx/message.h"
#include "gbxx/variant.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gbxx {

enum class SubFieldKind { Number, Enum, Flags };

struct SubFieldName {
    std::string name;
    std::optional<std::uint32_t> colour; // 0xRRGGBB
    bool operator==(const SubFieldName&) const = default;
};

struct CustomSubField {
    std::string key;   // an identifier: "terrain" (read as custom.terrain)
    std::string label; // shown in the editor; the key when empty
    int firstBit = 0;  // within the designer field, counted from its lowest bit
    int bitCount = 1;
    SubFieldKind kind = SubFieldKind::Number;
    std::vector<SubFieldName> names; // Enum: value i's name; Flags: bit i's name

    std::uint64_t maxValue() const { return (std::uint64_t{1} << bitCount) - 1; }
    // This sub-field's value within the designer field's value, and that value with it replaced.
    std::uint64_t read(std::uint64_t fieldValue) const {
        return (fieldValue >> firstBit) & maxValue();
    }
    std::uint64_t write(std::uint64_t fieldValue, std::uint64_t value) const {
        const std::uint64_t mask = maxValue() << firstBit;
        return (fieldValue & ~mask) | ((value & maxValue()) << firstBit);
    }
    bool operator==(const CustomSubField&) const = default;
};

struct CustomSchema {
    std::string field; // the key of the field it splits
    std::vector<CustomSubField> subFields;
    bool operator==(const CustomSchema&) const = default;
};

// The schema file's word for a kind ("number", "enum", "flags"), and the kind a word names.
std::string_view subFieldKindName(SubFieldKind kind);
std::optional<SubFieldKind> subFieldKindNamed(std::string_view name);

// The variant's field that a schema may split (the one of FieldGroup::Custom), or null.
const FieldSpec* designerField(const Layout& layout, Variant variant);

// What keeps `schema` from being used on boards of `variant` in `layout`, one line each (empty
// when it can be): an unknown or wrong field, a key that is not an identifier or is used twice,
// bits outside the field or overlapping another sub-field, names that do not fit the bits.
std::vector<Message> schemaProblems(const CustomSchema& schema, const Layout& layout,
                                    Variant variant);

} // namespace gbxx
