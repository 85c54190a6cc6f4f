#include "gbxx/field_operations.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>

namespace gbxx {
namespace {

// A decimal or 0x hexadecimal number, with a sign when `withSign` says so.
std::optional<std::int64_t> readNumber(std::string_view text, bool withSign) {
    bool negative = false;
    if (withSign && !text.empty() && (text[0] == '+' || text[0] == '-')) {
        negative = text[0] == '-';
        text.remove_prefix(1);
    }
    unsigned base = 10;
    if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        text.remove_prefix(2);
    }
    if (text.empty())
        return std::nullopt;
    std::uint64_t value = 0;
    for (char c : text) {
        const int d = std::isdigit(static_cast<unsigned char>(c))
                          ? c - '0'
                          : (base == 16 && std::isxdigit(static_cast<unsigned char>(c))
                                 ? std::tolower(static_cast<unsigned char>(c)) - 'a' + 10
                                 : -1);
        if (d < 0)
            return std::nullopt;
        if (value > (std::uint64_t{1} << 62) / base)
            return std::nullopt; // beyond any field: too large
        value = value * base + static_cast<std::uint64_t>(d);
    }
    return negative ? -static_cast<std::int64_t>(value) : static_cast<std::int64_t>(value);
}

} // namespace

std::uint64_t FieldOperation::apply(std::uint64_t value) const {
    const std::uint64_t max = field->maxValue();
    switch (kind) {
    case Kind::Set:
        return static_cast<std::uint64_t>(amount) & max;
    case Kind::Add: { // clamped into 0..max, without overflowing on the way
        if (amount < 0) {
            const std::uint64_t down = static_cast<std::uint64_t>(-amount);
            return down >= value ? 0 : value - down;
        }
        const std::uint64_t up = static_cast<std::uint64_t>(amount);
        return value >= max || max - value <= up ? max : value + up;
    }
    case Kind::FlagsOn:
        return value | (static_cast<std::uint64_t>(amount) & max);
    case Kind::FlagsOff:
        return value & ~static_cast<std::uint64_t>(amount);
    }
    return value;
}

std::variant<FieldOperation, Message> parseFieldOperation(FieldOperation::Kind kind,
                                                          std::string_view text,
                                                          std::span<const FieldSpec> fields) {
    const auto equals = text.find('=');
    if (equals == std::string_view::npos)
        return Message{"operation.notKeyValue", {std::string(text)}};
    const std::string key(text.substr(0, equals));
    const std::string number(text.substr(equals + 1));
    const FieldSpec* field = findField(fields, key);
    if (!field) {
        std::string keys;
        for (const FieldSpec& f : fields)
            keys += (keys.empty() ? "" : ", ") + std::string(f.key);
        return Message{"operation.unknownField", {key, keys}};
    }
    const bool withSign = kind == FieldOperation::Kind::Add;
    const std::optional<std::int64_t> value = readNumber(number, withSign);
    if (!value)
        return Message{withSign ? "operation.notSignedNumber" : "operation.notNumber",
                       {number, key}};
    const std::uint64_t max = field->maxValue();
    if (kind != FieldOperation::Kind::Add && static_cast<std::uint64_t>(*value) > max)
        return Message{"operation.doesNotFit", {number, key, std::to_string(max)}};
    return FieldOperation{kind, field, *value};
}

ChangeSet planOperations(const Board& board, const std::vector<TileIndex>& tiles,
                         std::span<const FieldOperation> operations) {
    std::vector<std::uint64_t> values;
    values.reserve(tiles.size());
    for (TileIndex t : tiles) {
        std::uint64_t tile = board.tile(t);
        for (const FieldOperation& op : operations)
            tile = op.field->write(tile, op.apply(op.field->read(tile)));
        values.push_back(tile);
    }
    return board.planTiles(tiles, values);
}

} // namespace gbxx
