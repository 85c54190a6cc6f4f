#include "gbxx/conversion.h"

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

Conversion convertBoard(const Board& source, Variant target) {
    if (target == source.variant() && source.layout().isDefault())
        return {source, {}};

    Board out(target, source.width(), source.length(), defaultLayout());
    out.setHeaderBits(source.headerBits());
    out.footer() = source.footer();

    const auto mode = static_cast<HeightMode>(source.header("heightMode") & 1);
    const NeutralCodec from(source.layout(), source.variant(), mode);
    const NeutralCodec to(defaultLayout(), target, mode);

    // C10: what the target holds, read back, against what the source meant.
    std::array<std::vector<TileIndex>, kNeutralFieldCount> differing;
    for (TileIndex i = 0; i < source.tileCount(); ++i) {
        const NeutralTile meant = from.toNeutral(source.tile(i));
        const std::uint64_t written = to.fromNeutral(meant);
        out.setTileRaw(i, written);
        const NeutralTile kept = to.toNeutral(written);
        if (kept == meant)
            continue;
        for (std::size_t k = 0; k < kNeutralFieldCount; ++k)
            if (kept.values[k] != meant.values[k])
                differing[k].push_back(i);
    }

    LossReport report;
    const auto keys = neutralFields();
    for (std::size_t k = 0; k < kNeutralFieldCount; ++k)
        if (!differing[k].empty())
            report.entries.push_back({std::string(keys[k].key), std::move(differing[k])});
    std::sort(report.entries.begin(), report.entries.end(),
              [](const LossEntry& a, const LossEntry& b) { return a.key < b.key; });
    return {std::move(out), std::move(report)};
}

} // namespace gbxx
