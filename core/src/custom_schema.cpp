#include "gbxx/custom_schema.h"

#include <array>
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

// A run of bits as message arguments: {"3"} for one bit, {"3", "5"} for bits 3-5; `one` is then
// the id to use, `many` otherwise.
struct Bits {
    std::vector<std::string> args;
    bool single;
};
Bits bitsOf(int first, int count) {
    if (count == 1)
        return {{std::to_string(first)}, true};
    return {{std::to_string(first), std::to_string(first + count - 1)}, false};
}
Bits bitsOf(const CustomSubField& s) {
    return bitsOf(s.firstBit, s.bitCount);
}

// `ids` holds the four wordings for a sub-field's bits and another run's: one bit and one bit,
// one and several, several and one, several and several.
Message aboutBits(const std::array<std::string_view, 4>& ids, std::string name, const Bits& own,
                  std::string otherKey, const Bits& other) {
    Message said{ids[(own.single ? 0 : 2) + (other.single ? 0 : 1)], {std::move(name)}};
    said.args.insert(said.args.end(), own.args.begin(), own.args.end());
    said.args.push_back(std::move(otherKey));
    said.args.insert(said.args.end(), other.args.begin(), other.args.end());
    return said;
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

std::vector<Message> schemaProblems(const CustomSchema& schema, const Layout& layout,
                                    Variant variant) {
    std::vector<Message> problems;
    const FieldSpec* own = designerField(layout, variant);
    const std::string variantName(labelOf(variant));
    if (!own) {
        problems.push_back({"schema.noOwnField", {variantName}});
        return problems;
    }
    if (schema.field != own->key) {
        problems.push_back(
            {"schema.wrongField", {schema.field, variantName, std::string(own->key)}});
        return problems;
    }
    std::set<std::string> keys;
    std::uint64_t used = 0;
    std::vector<const CustomSubField*> owners(own->bitCount, nullptr);
    for (const CustomSubField& s : schema.subFields) {
        if (!isIdentifier(s.key))
            problems.push_back({"schema.badKey", {s.key}});
        else if (!keys.insert(s.key).second)
            problems.push_back({"schema.keyTwice", {s.key}});
        if (s.bitCount < 1 || s.firstBit < 0 || s.firstBit + s.bitCount > own->bitCount) {
            problems.push_back(aboutBits({"schema.bitOutsideBit", "schema.bitOutsideBits",
                                          "schema.bitsOutsideBit", "schema.bitsOutsideBits"},
                                         s.key, bitsOf(s), std::string(own->key),
                                         bitsOf(0, own->bitCount)));
            continue;
        }
        for (int b = s.firstBit; b < s.firstBit + s.bitCount; ++b) {
            if ((used >> b) & 1) {
                problems.push_back(aboutBits({"schema.bitOverlapsBit", "schema.bitOverlapsBits",
                                              "schema.bitsOverlapBit", "schema.bitsOverlapBits"},
                                             s.key, bitsOf(s), owners[b]->key, bitsOf(*owners[b])));
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
        if (s.kind != SubFieldKind::Number && s.names.size() > room) {
            const bool flags = s.kind == SubFieldKind::Flags;
            const Bits bits = bitsOf(s);
            Message said{bits.single
                             ? (flags ? "schema.flagNamesInBit" : "schema.valueNamesInBit")
                             : (flags ? "schema.flagNamesInBits" : "schema.valueNamesInBits"),
                         {s.key, std::to_string(s.names.size())}};
            said.args.insert(said.args.end(), bits.args.begin(), bits.args.end());
            said.args.push_back(std::to_string(room));
            problems.push_back(std::move(said));
        }
        if (s.kind == SubFieldKind::Number && !s.names.empty())
            problems.push_back({"schema.numberWithNames", {s.key}});
    }
    return problems;
}

} // namespace gbxx
