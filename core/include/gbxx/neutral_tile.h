#pragma once
// The neutral tile: the union of every field of every variant (spec "Converting between
// variants"). Conversion goes source → neutral → target, and the loss report compares neutral
// tiles (C10).

#include "gbxx/field.h"
#include "gbxx/variant.h"

#include <array>
#include <cstdint>
#include <span>

namespace gbxx {

struct Layout;
struct TileFieldMapping;

// The neutral fields, in the spec's order; a NeutralTile holds one value per field.
std::span<const FieldSpec> neutralFields();
inline constexpr std::size_t kNeutralFieldCount = 14;

struct NeutralTile {
    std::array<std::uint8_t, kNeutralFieldCount> values{};
    bool operator==(const NeutralTile&) const = default;
};

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

private:
    struct Copy {
        const FieldSpec* field;
        std::size_t neutral;
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
    // Fields whose meaning changes on the way; found by key, null when the variant lacks them.
    const FieldSpec* zoneOwners_ = nullptr;  // GB32 (C2, C6)
    const FieldSpec* zoneOwner_ = nullptr;   // GB16 (C3, C7)
    const FieldSpec* zoneStyle_ = nullptr;   // GB32, GB16
    const FieldSpec* noZone_ = nullptr;      // GB32
    const FieldSpec* zoneFlag_ = nullptr;    // GB08 (C4, C8)
    const FieldSpec* specialFlag_ = nullptr; // GB08 (C4, C8)
};

} // namespace gbxx
