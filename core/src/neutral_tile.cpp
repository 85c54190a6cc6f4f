#include "gbxx/neutral_tile.h"

#include "gbxx/field_keys.h"
#include "gbxx/layout.h"
#include "gbxx/layout_mapping.h"

#include <bit>
#include <cstring>

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

std::size_t neutralFieldIndex(std::string_view key) {
    const auto fields = neutralFields();
    for (std::size_t k = 0; k < fields.size(); ++k)
        if (fields[k].key == key)
            return k;
    return fields.size();
}

NeutralCodec::Bits NeutralCodec::Bits::of(const FieldSpec* field) {
    if (!field)
        return {};
    return {static_cast<std::uint8_t>(field->shift()), field->maxValue()};
}

NeutralCodec::NeutralCodec(const Layout& layout, Variant variant, HeightMode mode)
    : mode_(mode)
    , tileBytes_(tileBytes(variant)) {
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
        const std::size_t k = neutralFieldIndex(rule.neutralKey);
        if (f && k < neutral.size() && mappedCount_ < mapped_.size())
            mapped_[mappedCount_++] = {f, &rule, k};
    }
    for (const FieldSpec& f : layout.tileFields(variant)) {
        const std::size_t k = neutralFieldIndex(f.key);
        if (k >= neutral.size() || isMapped(f.key) || copyCount_ == copies_.size())
            continue;
        const bool rescaleHeight = k == kHeight && f.bitCount != neutral[k].bitCount;
        copies_[copyCount_++] = {Bits::of(&f), static_cast<std::uint8_t>(k), rescaleHeight};
        if (rescaleHeight)
            for (std::uint64_t v = 0; v < heightIn_.size(); ++v) {
                heightIn_[v] = static_cast<std::uint8_t>(
                    rescale(v & f.maxValue(), f.bitCount, neutral[k].bitCount, mode));
                heightOut_[v] =
                    static_cast<std::uint8_t>(rescale(v, neutral[k].bitCount, f.bitCount, mode));
            }
    }
    const auto unmapped = [&](std::string_view key) {
        return Bits::of(isMapped(key) ? nullptr : layout.tileField(variant, key));
    };
    zoneOwners_ = unmapped(keys::zoneOwners);
    zoneOwner_ = unmapped(keys::zoneOwner);
    zoneStyle_ = unmapped(keys::zoneStyle);
    noZone_ = unmapped(keys::noZone);
    zoneFlag_ = unmapped(keys::zoneFlag);
    specialFlag_ = unmapped(keys::specialFlag);
}

void NeutralCodec::tabulate() {
    const auto withinOneByte = [](Bits bits) {
        return bits.shift % 8 + std::bit_width(bits.max) <= 8;
    };
    for (std::size_t m = 0; m < mappedCount_; ++m)
        if (!withinOneByte(Bits::of(mapped_[m].field)))
            return;
    for (std::size_t c = 0; c < copyCount_; ++c)
        if (!withinOneByte(copies_[c].bits))
            return;
    std::vector<std::array<NeutralTile, 256>> tables(tileBytes_);
    for (std::size_t b = 0; b < tileBytes_; ++b)
        for (std::uint64_t v = 0; v < 256; ++v)
            tables[b][v] = copiedAndMapped(v << (8 * b), static_cast<int>(b));
    byteTables_ = std::move(tables);
}

NeutralTile NeutralCodec::toNeutral(std::uint64_t tile) const {
    NeutralTile n;
    if (byteTables_.empty()) {
        n = copiedAndMapped(tile);
    } else {
        // Or-ed as words in registers and stored once (byte-wise ors through memory stall).
        std::uint64_t low = 0, high = 0;
        for (std::size_t b = 0; b < tileBytes_; ++b) {
            const NeutralTile& part = byteTables_[b][(tile >> (8 * b)) & 0xFF];
            std::uint64_t partLow, partHigh;
            std::memcpy(&partLow, part.values.data(), 8);
            std::memcpy(&partHigh, part.values.data() + 8, 8);
            low |= partLow;
            high |= partHigh;
        }
        std::memcpy(n.values.data(), &low, 8);
        std::memcpy(n.values.data() + 8, &high, 8);
    }
    if (zoneOwners_ && zoneStyle_) // C2: players 1..4, teams 1..3 → zone flags bits 0..6
        putOwners(n, zoneStyle_.read(tile), static_cast<std::uint8_t>(zoneOwners_.read(tile)));
    if (zoneOwner_ && zoneStyle_) { // C3: the zero pair is no zone (T16)
        const std::uint64_t owner = zoneOwner_.read(tile);
        const std::uint64_t style = zoneStyle_.read(tile);
        if (owner != 0 || style != 0)
            putOwners(n, style, static_cast<std::uint8_t>(1u << owner));
    }
    if (zoneFlag_ && zoneFlag_.read(tile)) // C4: a zone for everyone
        n.values[kHomeZones] |= kAllFlag;
    if (specialFlag_ && specialFlag_.read(tile))
        n.values[kCustom] = 1;
    return n;
}

// Copies assign into an empty tile and mapped fields or into it, so each field's part is
// independent of the others and a byte's part can be looked up (tabulate).
NeutralTile NeutralCodec::copiedAndMapped(std::uint64_t tile, int onlyByte) const {
    NeutralTile n;
    for (std::size_t c = 0; c < copyCount_; ++c) {
        const Copy& copy = copies_[c];
        if (onlyByte >= 0 && copy.bits.shift / 8 != onlyByte)
            continue;
        const std::uint64_t v = copy.bits.read(tile);
        n.values[copy.neutral] = copy.rescaleHeight ? heightIn_[v] : static_cast<std::uint8_t>(v);
    }
    for (std::size_t m = 0; m < mappedCount_; ++m) {
        const Mapped& map = mapped_[m];
        if (onlyByte >= 0 && map.field->byte != onlyByte)
            continue;
        n.values[map.neutral] |= static_cast<std::uint8_t>(
            mappedBits(*map.field, *map.rule, neutralFields()[map.neutral].bitCount, mode_, tile));
    }
    return n;
}

std::uint64_t NeutralCodec::fromNeutral(const NeutralTile& n) const {
    // The variant's fields never overlap, so each is or-ed into an empty tile.
    std::uint64_t tile = 0;
    for (std::size_t c = 0; c < copyCount_; ++c) {
        const Copy& copy = copies_[c];
        const std::uint8_t v = n.values[copy.neutral];
        tile |= copy.bits.put(copy.rescaleHeight ? heightOut_[v & 63] : v);
    }
    if (zoneOwners_ && zoneStyle_) { // C6: players 1..4 and teams 1..3 can be named
        std::uint8_t owners = 0;
        const int style = zoneStyleFor(ownersByKind(n, 0x7F), owners);
        tile |= zoneStyle_.put(style < 0 ? 0 : static_cast<std::uint64_t>(style));
        tile |= zoneOwners_.put(owners);
        if (noZone_)
            tile |= noZone_.put(style < 0 ? 1 : 0);
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
            tile |= zoneOwner_.put(static_cast<std::uint64_t>(player));
            tile |= zoneStyle_.put(static_cast<std::uint64_t>(style));
        }
    }
    if (zoneFlag_) // C8
        tile |=
            zoneFlag_.put((n.values[kHomeZones] | n.values[kEndZones] | n.values[kSafeZones]) != 0);
    if (specialFlag_)
        tile |= specialFlag_.put(n.values[kCustom] != 0);
    return tile;
}

} // namespace gbxx
