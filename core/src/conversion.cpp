#include "gbxx/conversion.h"

#include "gbxx/layout_mapping.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace gbxx {

std::string LossEntry::line() const {
    if (headerFlagLost)
        return key + ": lost";
    return key + ": " + std::to_string(tileCount) + " tiles";
}

std::string LossReport::text() const {
    if (entries.empty())
        return "lossless\n";
    std::string out;
    for (const LossEntry& e : entries)
        out += e.line() + "\n";
    return out;
}

std::vector<TileIndex> LossReport::tilesOf(const LossEntry& entry) const {
    std::vector<TileIndex> tiles;
    if (entry.headerFlagLost)
        return tiles;
    tiles.reserve(entry.tileCount);
    for (std::size_t i = 0; i < lostAt.size(); ++i)
        if (lostAt[i] & entry.bit)
            tiles.push_back(static_cast<TileIndex>(i));
    return tiles;
}

namespace {

// Bits of a tile's loss mask: the neutral fields first (C10), then the older layout's reported
// fields (L4).
constexpr unsigned kOlderFirstBit = kNeutralFieldCount;
constexpr std::uint32_t kNeutralMask = (std::uint32_t{1} << kNeutralFieldCount) - 1;

// L4: the older layout's fields that earn a report line.
struct OlderFieldRule {
    const FieldSpec* field;
    const TileFieldMapping* rule;
};

std::vector<OlderFieldRule> olderFieldRules(const Board& source) {
    std::vector<OlderFieldRule> rules;
    if (const LayoutMapping* mapping = source.layout().mapping)
        for (const TileFieldMapping& rule : mapping->tiles[variantIndex(source.variant())])
            if (rule.report != TileFieldMapping::Report::Never)
                if (const FieldSpec* f = source.field(rule.key))
                    rules.push_back({f, &rule});
    return rules;
}

// Bit k set where byte k of `x` (in memory order) is not zero: the high bit of each byte after
// adding 0x7F to its low bits, gathered by one multiplication.
std::uint32_t nonZeroBytes(std::uint64_t x) {
    constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7F;
    const std::uint64_t high = (((x & low7) + low7) | x) & ~low7;
    if constexpr (std::endian::native == std::endian::little) {
        return static_cast<std::uint32_t>(((high >> 7) * 0x0102040810204080) >> 56);
    } else {
        std::uint32_t mask = 0;
        for (unsigned k = 0; k < 8; ++k)
            mask |= static_cast<std::uint32_t>((high >> (8 * (7 - k) + 7)) & 1) << k;
        return mask;
    }
}

std::uint32_t differingFields(const NeutralTile& a, const NeutralTile& b) {
    std::uint64_t a0, a1, b0, b1;
    std::memcpy(&a0, a.values.data(), 8);
    std::memcpy(&a1, a.values.data() + 8, 8);
    std::memcpy(&b0, b.values.data(), 8);
    std::memcpy(&b1, b.values.data() + 8, 8);
    return nonZeroBytes(a0 ^ b0) | (nonZeroBytes(a1 ^ b1) << 8);
}

struct ConvertedTile {
    std::uint64_t written = 0;
    std::uint32_t lost = 0;
};

// One tile through the neutral tile (C1-C9) and back (C10). The rules stay in NeutralCodec; this
// only avoids repeating work: a one-byte target is read back through a table of its 256 values.
class TilePass {
public:
    TilePass(const Board& source, Variant target, HeightMode mode)
        : from_(source.layout(), source.variant(), mode)
        , to_(defaultLayout(), target, mode)
        , older_(olderFieldRules(source)) {
        // Tables pay for themselves from a few thousand tiles (a GB08 source is tabulated whole).
        if (source.tileCount() >= 2048 && tileBytes(source.variant()) > 1)
            from_.tabulate();
        if (tileBytes(target) == 1) {
            keptOf_.resize(256);
            for (std::uint64_t v = 0; v < 256; ++v)
                keptOf_[v] = to_.toNeutral(v);
        }
    }

    const std::vector<OlderFieldRule>& olderRules() const { return older_; }

    ConvertedTile operator()(std::uint64_t tile) const {
        ConvertedTile out;
        for (std::size_t m = 0; m < older_.size(); ++m)
            if (older_[m].rule->loses(older_[m].field->read(tile)))
                out.lost |= std::uint32_t{1} << (kOlderFirstBit + m);
        const NeutralTile meant = from_.toNeutral(tile);
        out.written = to_.fromNeutral(meant);
        out.lost |= differingFields(meant, keptOf_.empty() ? to_.toNeutral(out.written)
                                                           : keptOf_[out.written]);
        return out;
    }

private:
    NeutralCodec from_;
    NeutralCodec to_;
    std::vector<OlderFieldRule> older_;
    std::vector<NeutralTile> keptOf_; // by target tile value, for one-byte targets
};

// Converts every tile of `source` into `out` and `lostAt`, counting the tiles that lose each bit
// into `counts`. One pass; a one-byte source goes through a table of its 256 values, so a GB08
// board costs a lookup a tile.
void convertTiles(const Board& source, const TilePass& pass, Board& out,
                  std::vector<std::uint32_t>& lostAt, std::array<std::size_t, 32>& counts) {
    const std::size_t n = source.tileCount();
    // Neutral-field masks are counted by value and summed per bit at the end: one increment a
    // tile, however many fields it loses.
    std::vector<std::uint32_t> byMask(std::size_t{1} << kNeutralFieldCount, 0);
    const auto note = [&](std::size_t i, std::uint32_t lost) {
        lostAt[i] = lost;
        ++byMask[lost & kNeutralMask];
        for (std::uint32_t older = lost & ~kNeutralMask; older != 0; older &= older - 1)
            ++counts[static_cast<std::size_t>(std::countr_zero(older))];
    };
    if (tileBytes(source.variant()) == 1) {
        std::array<ConvertedTile, 256> table;
        for (std::uint64_t v = 0; v < 256; ++v)
            table[v] = pass(v);
        const std::uint8_t* in = source.body().data();
        for (std::size_t i = 0; i < n; ++i) {
            const ConvertedTile& t = table[in[i]];
            out.setTileRaw(static_cast<TileIndex>(i), t.written);
            note(i, t.lost);
        }
    } else {
        for (std::size_t i = 0; i < n; ++i) {
            const ConvertedTile t = pass(source.tile(static_cast<TileIndex>(i)));
            out.setTileRaw(static_cast<TileIndex>(i), t.written);
            note(i, t.lost);
        }
    }
    for (std::uint32_t mask = 1; mask < byMask.size(); ++mask)
        if (const std::uint32_t tiles = byMask[mask])
            for (std::uint32_t bits = mask; bits != 0; bits &= bits - 1)
                counts[static_cast<std::size_t>(std::countr_zero(bits))] += tiles;
}

} // namespace

Conversion convertBoard(const Board& source, Variant target) {
    const Layout& layout = source.layout();
    if (target == source.variant() && layout.isDefault())
        return {source, {}};

    // An older layout always becomes today's through the neutral tile, header included (L3, L5).
    const TilePass pass(source, target, heightModeOf(source));
    Board out(target, source.width(), source.length(), defaultLayout());
    LossReport report;
    report.lostAt.assign(source.tileCount(), 0);
    std::array<std::size_t, 32> counts{};
    convertTiles(source, pass, out, report.lostAt, counts);
    const MappedHeader header = mapHeader(layout, source.variant(), source.headerBits());
    out.setHeaderBits(header.bits);
    out.footer() = source.footer();

    // One list (L4): the older layout's lines and C10's, sorted by key as plain strings.
    const std::string prefix(kOlderReportPrefix);
    for (std::string_view key : header.lost)
        report.entries.push_back({prefix + "header." + std::string(key), 0, true, 0});
    const auto tileEntry = [&](std::string key, unsigned bit) {
        if (counts[bit] != 0)
            report.entries.push_back({std::move(key), counts[bit], false, std::uint32_t{1} << bit});
    };
    for (std::size_t m = 0; m < pass.olderRules().size(); ++m)
        tileEntry(prefix + std::string(pass.olderRules()[m].rule->key),
                  static_cast<unsigned>(kOlderFirstBit + m));
    const auto keys = neutralFields();
    for (std::size_t k = 0; k < kNeutralFieldCount; ++k)
        tileEntry(std::string(keys[k].key), static_cast<unsigned>(k));
    std::sort(report.entries.begin(), report.entries.end(),
              [](const LossEntry& a, const LossEntry& b) { return a.key < b.key; });
    if (std::none_of(counts.begin(), counts.end(), [](std::size_t c) { return c != 0; }))
        report.lostAt.clear();
    return {std::move(out), std::move(report)};
}

} // namespace gbxx
