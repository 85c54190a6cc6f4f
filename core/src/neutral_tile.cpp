#include "gbxx/neutral_tile.h"

#include "gbxx/field_keys.h"
#include "gbxx/layout.h"
#include "gbxx/layout_mapping.h"

#include <bit>

namespace gbxx {
namespace {

// Positions in neutralFields() (layout_2023_09.cpp lists them in this order).
enum NeutralIndex : std::size_t {
    kHeight = 0,
    kHomeZones = 7,
    kEndZones = 8,
    kSafeZones = 9,
    kCustom = 13,
};
constexpr std::size_t kZoneKinds[] = {kHomeZones, kEndZones, kSafeZones};
constexpr std::uint8_t kAllFlag = 0x80; // the "all" flag of a zone kind (bit 7)

std::size_t neutralIndexOf(std::string_view key) {
    const auto fields = neutralFields();
    for (std::size_t k = 0; k < fields.size(); ++k)
        if (fields[k].key == key)
            return k;
    return fields.size();
}

// C9: value mode scales so that the highest ground stays the highest (round half up); levels
// mode keeps each level bit where it is.
std::uint64_t rescale(std::uint64_t v, unsigned fromBits, unsigned toBits, HeightMode mode) {
    const std::uint64_t toMax = (std::uint64_t{1} << toBits) - 1;
    if (mode == HeightMode::Levels)
        return v & toMax;
    const std::uint64_t fromMax = (std::uint64_t{1} << fromBits) - 1;
    return (2 * v * toMax + fromMax) / (2 * fromMax);
}

// The owners of each zone kind as a target can name them: a kind's "all" flag counts as every
// owner in `nameable` (C6, C7).
std::array<std::uint8_t, 3> ownersByKind(const NeutralTile& n, std::uint8_t nameable) {
    std::array<std::uint8_t, 3> owners{};
    for (std::size_t k = 0; k < 3; ++k) {
        const std::uint8_t flags = n.values[kZoneKinds[k]];
        owners[k] =
            static_cast<std::uint8_t>((flags & nameable) | ((flags & kAllFlag) ? nameable : 0));
    }
    return owners;
}

// zoneStyle for owners per kind (C6): 0 "all" when the three kinds agree, else 1 + the first kind
// (home, end, safe) that has any; `chosen` gets that kind's owners. Returns -1 when none has any.
int zoneStyleFor(const std::array<std::uint8_t, 3>& owners, std::uint8_t& chosen) {
    if (owners[0] != 0 && owners[0] == owners[1] && owners[1] == owners[2]) {
        chosen = owners[0];
        return 0;
    }
    for (int k = 0; k < 3; ++k) {
        if (owners[static_cast<std::size_t>(k)] != 0) {
            chosen = owners[static_cast<std::size_t>(k)];
            return k + 1;
        }
    }
    chosen = 0;
    return -1;
}

// C2, C3: owners go into the zone kind(s) of `style` (0 all, 1 home, 2 end, 3 safe).
void putOwners(NeutralTile& n, std::uint64_t style, std::uint8_t ownerFlags) {
    for (std::size_t k = 0; k < 3; ++k)
        if (style == 0 || style == k + 1)
            n.values[kZoneKinds[k]] |= ownerFlags;
}

// L3: what an older layout's field contributes to its neutral field, as its mapping says.
std::uint64_t mappedBits(const FieldSpec& field, const TileFieldMapping& rule, unsigned neutralBits,
                         HeightMode mode, std::uint64_t tile) {
    const std::uint64_t v = field.read(tile);
    std::uint64_t bits = 0;
    switch (rule.kind) {
    case TileFieldMapping::Kind::Bits:
        for (std::size_t bit = 0; bit < rule.places.size(); ++bit)
            if (((v >> bit) & 1) && rule.places[bit] >= 0)
                bits |= std::uint64_t{1} << rule.places[bit];
        break;
    case TileFieldMapping::Kind::Values:
        if (v < rule.places.size() && rule.places[v] >= 0)
            bits = std::uint64_t{1} << rule.places[v];
        break;
    case TileFieldMapping::Kind::Number:
        bits = field.bitCount == neutralBits ? v : rescale(v, field.bitCount, neutralBits, mode);
        break;
    }
    return bits;
}

} // namespace

NeutralCodec::NeutralCodec(const Layout& layout, Variant variant, HeightMode mode)
    : mode_(mode) {
    const auto neutral = neutralFields();
    // L3: an older layout's mapped fields follow their mapping and nothing else.
    std::span<const TileFieldMapping> rules;
    if (layout.mapping)
        rules = layout.mapping->tiles[variantIndex(variant)];
    const auto isMapped = [&](std::string_view key) {
        for (const TileFieldMapping& rule : rules)
            if (rule.key == key)
                return true;
        return false;
    };
    for (const TileFieldMapping& rule : rules) {
        const FieldSpec* f = layout.tileField(variant, rule.key);
        const std::size_t k = neutralIndexOf(rule.neutralKey);
        if (f && k < neutral.size() && mappedCount_ < mapped_.size())
            mapped_[mappedCount_++] = {f, &rule, k};
    }
    for (const FieldSpec& f : layout.tileFields(variant)) {
        const std::size_t k = neutralIndexOf(f.key);
        if (k < neutral.size() && !isMapped(f.key) && copyCount_ < copies_.size())
            copies_[copyCount_++] = {&f, k, k == kHeight && f.bitCount != neutral[k].bitCount};
    }
    const auto unmapped = [&](std::string_view key) {
        return isMapped(key) ? nullptr : layout.tileField(variant, key);
    };
    zoneOwners_ = unmapped(keys::zoneOwners);
    zoneOwner_ = unmapped(keys::zoneOwner);
    zoneStyle_ = unmapped(keys::zoneStyle);
    noZone_ = unmapped(keys::noZone);
    zoneFlag_ = unmapped(keys::zoneFlag);
    specialFlag_ = unmapped(keys::specialFlag);
}

NeutralTile NeutralCodec::toNeutral(std::uint64_t tile) const {
    NeutralTile n;
    for (std::size_t c = 0; c < copyCount_; ++c) {
        const Copy& copy = copies_[c];
        std::uint64_t v = copy.field->read(tile);
        if (copy.rescaleHeight)
            v = rescale(v, copy.field->bitCount, neutralFields()[kHeight].bitCount, mode_);
        n.values[copy.neutral] = static_cast<std::uint8_t>(v);
    }
    for (std::size_t m = 0; m < mappedCount_; ++m) {
        const Mapped& map = mapped_[m];
        n.values[map.neutral] |= static_cast<std::uint8_t>(
            mappedBits(*map.field, *map.rule, neutralFields()[map.neutral].bitCount, mode_, tile));
    }
    if (zoneOwners_ && zoneStyle_) // C2: players 1..4, teams 1..3 → zone flags bits 0..6
        putOwners(n, zoneStyle_->read(tile), static_cast<std::uint8_t>(zoneOwners_->read(tile)));
    if (zoneOwner_ && zoneStyle_) { // C3: the zero pair is no zone (T16)
        const std::uint64_t owner = zoneOwner_->read(tile);
        const std::uint64_t style = zoneStyle_->read(tile);
        if (owner != 0 || style != 0)
            putOwners(n, style, static_cast<std::uint8_t>(1u << owner));
    }
    if (zoneFlag_ && zoneFlag_->read(tile)) // C4: a zone for everyone
        n.values[kHomeZones] |= kAllFlag;
    if (specialFlag_ && specialFlag_->read(tile))
        n.values[kCustom] = 1;
    return n;
}

std::uint64_t NeutralCodec::fromNeutral(const NeutralTile& n) const {
    std::uint64_t tile = 0;
    for (std::size_t c = 0; c < copyCount_; ++c) {
        const Copy& copy = copies_[c];
        std::uint64_t v = n.values[copy.neutral];
        if (copy.rescaleHeight)
            v = rescale(v, neutralFields()[kHeight].bitCount, copy.field->bitCount, mode_);
        tile = copy.field->write(tile, v);
    }
    if (zoneOwners_ && zoneStyle_) { // C6: players 1..4 and teams 1..3 can be named
        std::uint8_t owners = 0;
        const int style = zoneStyleFor(ownersByKind(n, 0x7F), owners);
        tile = zoneStyle_->write(tile, style < 0 ? 0 : static_cast<std::uint64_t>(style));
        tile = zoneOwners_->write(tile, owners);
        if (noZone_)
            tile = noZone_->write(tile, style < 0 ? 1 : 0);
    }
    if (zoneOwner_ && zoneStyle_) { // C7: the lowest player with a zone; teams are dropped
        const auto owners = ownersByKind(n, 0x0F);
        const unsigned anyPlayer = owners[0] | owners[1] | owners[2];
        if (anyPlayer != 0) {
            const int player = std::countr_zero(anyPlayer);
            std::array<std::uint8_t, 3> kinds{};
            for (std::size_t k = 0; k < 3; ++k)
                kinds[k] = static_cast<std::uint8_t>((owners[k] >> player) & 1);
            std::uint8_t unused = 0;
            const int style = zoneStyleFor(kinds, unused);
            tile = zoneOwner_->write(tile, static_cast<std::uint64_t>(player));
            tile = zoneStyle_->write(tile, static_cast<std::uint64_t>(style));
        }
    }
    if (zoneFlag_) // C8
        tile = zoneFlag_->write(
            tile, (n.values[kHomeZones] | n.values[kEndZones] | n.values[kSafeZones]) != 0);
    if (specialFlag_)
        tile = specialFlag_->write(tile, n.values[kCustom] != 0);
    return tile;
}

} // namespace gbxx
