#include "gbxx/conversion.h"

#include "gbxx/layout_mapping.h"

#include <algorithm>

namespace gbxx {

std::string LossEntry::line() const {
    if (headerFlagLost)
        return key + ": lost";
    return key + ": " + std::to_string(tiles.size()) + " tiles";
}

std::string LossReport::text() const {
    if (entries.empty())
        return "lossless\n";
    std::string out;
    for (const LossEntry& e : entries)
        out += e.line() + "\n";
    return out;
}

namespace {

// L4: the older layout's fields that lose something, each with the tiles where it does.
struct OlderFieldLoss {
    const FieldSpec* field;
    const TileFieldMapping* rule;
    std::vector<TileIndex> tiles;
};

std::vector<OlderFieldLoss> olderFieldLosses(const Board& source) {
    std::vector<OlderFieldLoss> losses;
    if (const LayoutMapping* mapping = source.layout().mapping)
        for (const TileFieldMapping& rule : mapping->tiles[variantIndex(source.variant())])
            if (rule.report != TileFieldMapping::Report::Never)
                if (const FieldSpec* f = source.field(rule.key))
                    losses.push_back({f, &rule, {}});
    return losses;
}

} // namespace

Conversion convertBoard(const Board& source, Variant target) {
    const Layout& layout = source.layout();
    if (target == source.variant() && layout.isDefault())
        return {source, {}};

    // An older layout always becomes today's through the neutral tile, header included (L3, L5).
    Board out(target, source.width(), source.length(), defaultLayout());
    const MappedHeader header = mapHeader(layout, source.variant(), source.headerBits());
    out.setHeaderBits(header.bits);
    out.footer() = source.footer();

    const HeightMode mode = heightModeOf(source);
    const NeutralCodec from(layout, source.variant(), mode);
    const NeutralCodec to(defaultLayout(), target, mode);
    std::vector<OlderFieldLoss> olderLosses = olderFieldLosses(source);

    // C10: what the target holds, read back, against what the source meant.
    std::array<std::vector<TileIndex>, kNeutralFieldCount> differing;
    for (TileIndex i = 0; i < source.tileCount(); ++i) {
        const std::uint64_t tile = source.tile(i);
        for (OlderFieldLoss& loss : olderLosses)
            if (loss.rule->loses(loss.field->read(tile)))
                loss.tiles.push_back(i);
        const NeutralTile meant = from.toNeutral(tile);
        const std::uint64_t written = to.fromNeutral(meant);
        out.setTileRaw(i, written);
        const NeutralTile kept = to.toNeutral(written);
        if (kept == meant)
            continue;
        for (std::size_t k = 0; k < kNeutralFieldCount; ++k)
            if (kept.values[k] != meant.values[k])
                differing[k].push_back(i);
    }

    // One list (L4): the older layout's lines and C10's, sorted by key as plain strings.
    LossReport report;
    const std::string prefix(kOlderReportPrefix);
    for (std::string_view key : header.lost)
        report.entries.push_back({prefix + "header." + std::string(key), {}, true});
    for (OlderFieldLoss& loss : olderLosses)
        if (!loss.tiles.empty())
            report.entries.push_back({prefix + std::string(loss.rule->key), std::move(loss.tiles)});
    const auto keys = neutralFields();
    for (std::size_t k = 0; k < kNeutralFieldCount; ++k)
        if (!differing[k].empty())
            report.entries.push_back({std::string(keys[k].key), std::move(differing[k])});
    std::sort(report.entries.begin(), report.entries.end(),
              [](const LossEntry& a, const LossEntry& b) { return a.key < b.key; });
    return {std::move(out), std::move(report)};
}

} // namespace gbxx
