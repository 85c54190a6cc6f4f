#pragma once
// The neutral tile: the union of every field of every variant (spec "Converting between
// variants"). Conversion goes source → neutral → target, and the loss report compares neutral
// tiles (C10).

#include "gbxx/field.h"
#include "gbxx/variant.h"

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace gbxx {

struct Layout;
struct TileFieldMapping;

// The neutral fields, in the spec's order; a NeutralTile holds one value per field.
std::span<const FieldSpec> neutralFields();
inline constexpr std::size_t kNeutralFieldCount = 14;
// The position of neutral field `key` in neutralFields() and NeutralTile::values, or
// kNeutralFieldCount when there is none: NeutralTile::values is padded past the fields, so that
// position still reads, always as 0.
std::size_t neutralFieldIndex(std::string_view key);

struct NeutralTile {
    // values[k] is neutral field k; the two bytes past the fields stay 0, so that a tile is two
    // aligned words to copy, or and compare (conversion reads 65,025 of them in a millisecond).
    alignas(16) std::array<std::uint8_t, 16> values{};
    bool operator==(const NeutralTile&) const = default;
};
static_assert(kNeutralFieldCount <= sizeof(NeutralTile::values));

// Converts tiles of one variant of one layout to and from the neutral tile. Built once per
// conversion: the copy plan is derived from the field tables, so a field whose key is a neutral
// key needs no code; only the fields whose meaning changes (zones, special flags, height width)
// have rules (C2-C4, C6-C9). An older layout's fields follow its mapping tables (L3,
// layout_mapping.h) instead, again without code of their own.
class NeutralCodec {
public:
    NeutralCodec(const Layout& layout, Variant variant, HeightMode mode);
    NeutralTile toNeutral(std::uint64_t tile) const;
    // Only meaningful for today's layout: boards are always written in it (L3), so the fields an
    // older layout maps are never written back.
    std::uint64_t fromNeutral(const NeutralTile& tile) const;
    // Worth calling before reading thousands of tiles: the fields that go across unchanged or by
    // their mapping (each within one byte of the tile) are then read through one table per tile
    // byte, eight lookups for a GB64 tile rather than a shift and mask per field.
    void tabulate();

private:
    // A field's place in the tile, read without going through its FieldSpec; `max` 0: absent.
    struct Bits {
        std::uint8_t shift = 0;
        std::uint64_t max = 0;
        static Bits of(const FieldSpec* field);
        explicit operator bool() const { return max != 0; }
        std::uint64_t read(std::uint64_t tile) const { return (tile >> shift) & max; }
        std::uint64_t put(std::uint64_t value) const { return (value & max) << shift; }
    };
    struct Copy {
        Bits bits;
        std::uint8_t neutral;
        bool rescaleHeight; // C9: the variant's height is narrower than the neutral one
    };
    struct Mapped {
        const FieldSpec* field;
        const TileFieldMapping* rule;
        std::size_t neutral;
    };
    HeightMode mode_;
    std::array<Copy, 16> copies_{};
    std::size_t copyCount_ = 0;
    std::array<Mapped, 8> mapped_{}; // an older layout's fields (L3)
    std::size_t mappedCount_ = 0;
    // C9 for the variant's height, both ways, by value (a division a tile otherwise).
    std::array<std::uint8_t, 64> heightIn_{};
    std::array<std::uint8_t, 64> heightOut_{};
    std::size_t tileBytes_;
    // tabulate(): per tile byte and value, what that byte's copied and mapped fields give; the
    // neutral tile before the zone rules is the or of a tile's entries.
    std::vector<std::array<NeutralTile, 256>> byteTables_;
    // The copied and mapped fields of `tile`; of byte `onlyByte` alone when it is not -1.
    NeutralTile copiedAndMapped(std::uint64_t tile, int onlyByte = -1) const;
    // Fields whose meaning changes on the way; found by key, absent when the variant lacks them.
    Bits zoneOwners_;  // GB32 (C2, C6)
    Bits zoneOwner_;   // GB16 (C3, C7)
    Bits zoneStyle_;   // GB32, GB16
    Bits noZone_;      // GB32
    Bits zoneFlag_;    // GB08 (C4, C8)
    Bits specialFlag_; // GB08 (C4, C8)
};

} // namespace gbxx
