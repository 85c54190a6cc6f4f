#include "gbxx/board_merge.h"

#include "gbxx/board_diff.h"

#include <algorithm>
#include <string>

namespace gbxx {
namespace {

std::string sizeText(const Board& b) {
    return std::to_string(b.width()) + "x" + std::to_string(b.length());
}

std::optional<Message> whyNotMergeable(const Board& base, const Board& ours, const Board& theirs) {
    for (const Board* other : {&ours, &theirs}) {
        const char* side = other == &ours ? "OURS" : "THEIRS";
        if (other->width() != base.width() || other->length() != base.length())
            return Message{"merge.size", {side, sizeText(*other), sizeText(base)}};
        if (other->variant() != base.variant())
            return Message{"merge.tileSize",
                           {side, std::string(labelOf(other->variant())),
                            std::string(labelOf(base.variant()))}};
        if (&other->layout() != &base.layout())
            return Message{
                "merge.layout",
                {side, std::string(other->layout().name), std::string(base.layout().name)}};
    }
    return std::nullopt;
}

// The footer merged into `merged` (a copy of OURS's): a field THEIRS alone changed takes THEIRS's
// bytes, so what follows its text's 0x00 travels with it.
void mergeFooter(const Board& base, const Board& ours, const Board& theirs, BoardMerge& result) {
    std::array<std::uint8_t, kFooterBytes> bytes = ours.footer().bytes();
    for (const FooterField& f : footerFields()) {
        const bool oursChanged = !sameFooterValue(base.footer(), ours.footer(), f);
        const bool theirsChanged = !sameFooterValue(base.footer(), theirs.footer(), f);
        if (oursChanged && theirsChanged) {
            if (!sameFooterValue(ours.footer(), theirs.footer(), f))
                result.footer.push_back({&f});
        } else if (theirsChanged) {
            std::copy_n(theirs.footer().bytes().begin() + f.offset, f.length,
                        bytes.begin() + f.offset);
        }
    }
    result.merged.footer() = Footer(bytes);
}

} // namespace

std::variant<BoardMerge, Message> mergeBoards(const Board& base, const Board& ours,
                                              const Board& theirs) {
    if (auto why = whyNotMergeable(base, ours, theirs))
        return *why;
    BoardMerge result{ours, {}, {}, {}};

    std::uint16_t header = ours.headerBits();
    for (const FieldSpec& f : ours.layout().header) {
        bool conflict = false;
        const std::uint64_t value =
            mergeValue(base.header(f), ours.header(f), theirs.header(f), conflict);
        header = static_cast<std::uint16_t>(f.write(header, value));
        if (conflict)
            result.header.push_back({&f, base.header(f), ours.header(f), theirs.header(f)});
    }
    result.merged.setHeaderBits(header);
    mergeFooter(base, ours, theirs, result);

    const std::span<const FieldSpec> fields = ours.fields();
    Board& merged = result.merged;
    for (TileIndex t = 0; t < ours.tileCount(); ++t) {
        const std::uint64_t b = base.tile(t), o = ours.tile(t), th = theirs.tile(t);
        // Most tiles: one side alone changed them, or neither, or both alike.
        if (o == th || th == b)
            continue; // OURS's tile is already there
        if (o == b) {
            merged.setTileRaw(t, th);
            continue;
        }
        // Bits changed on THEIRS's side alone are taken whole; fields both sides changed are
        // judged one by one.
        const std::uint64_t theirsOnly = (th ^ b) & ~(o ^ b);
        std::uint64_t value = (o & ~theirsOnly) | (th & theirsOnly);
        for (const FieldSpec& f : fields) {
            const std::uint64_t fb = f.read(b), fo = f.read(o), ft = f.read(th);
            bool conflict = false;
            value = f.write(value, mergeValue(fb, fo, ft, conflict));
            if (conflict)
                result.tiles.push_back({t, &f, fb, fo, ft});
        }
        merged.setTileRaw(t, value);
    }
    return result;
}

} // namespace gbxx
