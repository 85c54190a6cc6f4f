#include "gbxx/custom_schema.h"

#include <set>

namespace gbxx {
namespace {

bool isIdentifier(const std::string& key) {
    if (key.empty())
        return false;
    const auto letter = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    };
    if (!letter(key[0]))
        return false;
    for (char c : key)
        if (!letter(c) && !(c >= '0' && c <= '9'))
            return false;
    return true;
}

std::string bitsText(int first, int count) {
    return count == 1 ? "bit " + std::to_string(first)
                      : "bits " + std::to_string(first) + "-" + std::to_string(first + count - 1);
}

std::string bitsText(const CustomSubField& s) {
    return bitsText(s.firstBit, s.bitCount);
}

// The verb for `s`'s bits: "is" for one bit, "are" for more.
const char* verb(const CustomSubField& s, const char* one, const char* more) {
    return s.bitCount == 1 ? one : more;
}

} // namespace

std::string_view subFieldKindName(SubFieldKind kind) {
    switch (kind) {
    case SubFieldKind::Enum:
        return "enum";
    case SubFieldKind::Flags:
        return "flags";
    case SubFieldKind::Number:
        break;
    }
    return "number";
}

std::optional<SubFieldKind> subFieldKindNamed(std::string_view name) {
    for (SubFieldKind kind : {SubFieldKind::Number, SubFieldKind::Enum, SubFieldKind::Flags})
        if (subFieldKindName(kind) == name)
            return kind;
    return std::nullopt;
}

const FieldSpec* designerField(const Layout& layout, Variant variant) {
    for (const FieldSpec& field : layout.tileFields(variant))
        if (field.group == FieldGroup::Custom)
            return &field;
    return nullptr;
}

std::vector<std::string> schemaProblems(const CustomSchema& schema, const Layout& layout,
                                        Variant variant) {
    std::vector<std::string> problems;
    const FieldSpec* own = designerField(layout, variant);
    const std::string variantName = "GB" + std::string(digitsOf(variant));
    if (!own) {
        problems.push_back(variantName + " has no field of its own for a schema to split");
        return problems;
    }
    if (schema.field != own->key) {
        problems.push_back("unknown field '" + schema.field + "': a " + variantName +
                           " schema splits '" + std::string(own->key) + "'");
        return problems;
    }
    std::set<std::string> keys;
    std::uint64_t used = 0;
    std::vector<const CustomSubField*> owners(own->bitCount, nullptr);
    for (const CustomSubField& s : schema.subFields) {
        const std::string name = "'" + s.key + "'";
        if (!isIdentifier(s.key))
            problems.push_back("the key " + name +
                               " is not a name of letters, digits and _ (not starting with a "
                               "digit)");
        else if (!keys.insert(s.key).second)
            problems.push_back("the key " + name + " is used twice");
        if (s.bitCount < 1 || s.firstBit < 0 || s.firstBit + s.bitCount > own->bitCount) {
            problems.push_back(name + ": " + bitsText(s) + verb(s, " is", " are") + " outside '" +
                               std::string(own->key) + "' (" + bitsText(0, own->bitCount) + ")");
            continue;
        }
        for (int b = s.firstBit; b < s.firstBit + s.bitCount; ++b) {
            if ((used >> b) & 1) {
                problems.push_back(name + ": " + bitsText(s) +
                                   verb(s, " overlaps '", " overlap '") + owners[b]->key + "' (" +
                                   bitsText(*owners[b]) + ")");
                break;
            }
        }
        for (int b = s.firstBit; b < s.firstBit + s.bitCount; ++b) {
            used |= std::uint64_t{1} << b;
            owners[static_cast<std::size_t>(b)] = &s;
        }
        const std::size_t room = s.kind == SubFieldKind::Flags
                                     ? static_cast<std::size_t>(s.bitCount)
                                     : static_cast<std::size_t>(s.maxValue()) + 1;
        if (s.kind != SubFieldKind::Number && s.names.size() > room)
            problems.push_back(name + ": " + std::to_string(s.names.size()) +
                               (s.kind == SubFieldKind::Flags ? " flag names" : " value names") +
                               " do not fit in " + bitsText(s) + " (at most " +
                               std::to_string(room) + ")");
        if (s.kind == SubFieldKind::Number && !s.names.empty())
            problems.push_back(name + ": a number has no names (make it an enum)");
    }
    return problems;
}

} // namespace gbxx
