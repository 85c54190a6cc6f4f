#pragma once
// A bit field of a tile or of the header, described as data (spec "Tile layouts", H4).
// Every piece of code that touches fields (codec, dump, conversion, editor layers, inspector)
// iterates these descriptions; none has its own list of fields.

#include <cstdint>
#include <span>
#include <string_view>
#include <utility>

namespace gbxx {

enum class FieldKind : std::uint8_t {
    Number, // an unsigned number (custom data)
    Enum,   // one of the named values in `names`
    Flags,  // independent flags, `names` lists them from the lowest bit
    Height, // a number or level flags depending on the header's heightMode (H4); `names` are levels
};

// Which part of the game a tile field describes: how the editor groups its layers and draws them
// by default. Header fields have none.
enum class FieldGroup : std::uint8_t { Other, Terrain, Zones, Blacklists, Barriers, Links, Custom };

// Height of the header (H4 `heightMode`): the tile's height bits are a number or level flags.
enum class HeightMode : std::uint8_t { Value = 0, Levels = 1 };

inline constexpr std::uint32_t kNoColour = 0xFFFFFFFFu;

// The short form of a value, flag or level name of the layouts ("P1" for "player 1", "in" for
// "in bounds"), for where the name has no room; empty when it has none.
std::string_view shortName(std::string_view name);
// Every short form the layouts' names have, as pairs of name and short form.
std::span<const std::pair<std::string_view, std::string_view>> shortNames();

struct FieldSpec {
    std::string_view key;   // the spec's key, identical in code, JSON and UI
    std::string_view label; // a short human name
    std::uint8_t byte;      // tile byte (or header byte counted from byte 6)
    std::uint8_t firstBit;  // first bit in that byte
    std::uint8_t bitCount;
    FieldKind kind;
    std::span<const std::string_view> names; // value, flag or level names (may be empty)
    FieldGroup group = FieldGroup::Other;
    // A colour per name (0xRRGGBB, or kNoColour): only a custom-data schema gives them.
    std::span<const std::uint32_t> colours = {};

    constexpr unsigned shift() const { return byte * 8u + firstBit; }
    constexpr std::uint64_t maxValue() const {
        return bitCount >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bitCount) - 1;
    }
    constexpr std::uint64_t mask() const { return maxValue() << shift(); }
    constexpr std::uint64_t read(std::uint64_t bits) const {
        return (bits >> shift()) & maxValue();
    }
    constexpr std::uint64_t write(std::uint64_t bits, std::uint64_t value) const {
        return (bits & ~mask()) | ((value & maxValue()) << shift());
    }
    // The name of a value (Enum) or of flag `bit` (Flags, Height); empty when there is none.
    std::string_view nameOf(std::uint64_t valueOrBit) const {
        return valueOrBit < names.size() ? names[valueOrBit] : std::string_view{};
    }
    // The short form of nameOf(valueOrBit), empty when it has none.
    std::string_view shortNameOf(std::uint64_t valueOrBit) const {
        return shortName(nameOf(valueOrBit));
    }
    // The colour given to value or flag `valueOrBit`, or kNoColour.
    constexpr std::uint32_t colourOf(std::uint64_t valueOrBit) const {
        return valueOrBit < colours.size() ? colours[valueOrBit] : kNoColour;
    }
    // Whether the field holds independent flags (bit i = name i): Flags always, Height when the
    // board reads heights as levels.
    constexpr bool readsAsFlags(HeightMode mode) const {
        return kind == FieldKind::Flags ||
               (kind == FieldKind::Height && mode == HeightMode::Levels);
    }
    // Whether the field's values (not flags) are shown by name: enums, and heights whose every
    // value has a level name (the narrow GB08 height) when read as a number.
    constexpr bool namesValues() const {
        return kind == FieldKind::Enum || (kind == FieldKind::Height && maxValue() < names.size());
    }
};

// The field of `fields` whose key is `key`, or nullptr.
const FieldSpec* findField(std::span<const FieldSpec> fields, std::string_view key);

} // namespace gbxx
