#include "gbxx/board_diff.h"

#include "gbxx/conversion.h"

#include <algorithm>
#include <optional>

namespace gbxx {
namespace {

// `board` in `variant` and today's layout, or nothing when it already is (no copy).
std::optional<Board> comparedForm(const Board& board, Variant variant) {
    if (board.variant() == variant && board.layout().isDefault())
        return std::nullopt;
    return convertBoard(board, variant).board;
}

} // namespace

bool sameFooterValue(const Footer& a, const Footer& b, const FooterField& field) {
    if (field.kind == FooterField::Kind::Number)
        return a.number(field) == b.number(field);
    return a.latin1(field) == b.latin1(field);
}

BoardDiff diffBoards(const Board& boardA, const Board& boardB) {
    // Both as they are when they agree; else both in the larger tile size and today's layout.
    std::optional<Board> convertedA, convertedB;
    if (boardA.variant() != boardB.variant() || &boardA.layout() != &boardB.layout()) {
        const Variant larger = bitsOf(boardA.variant()) >= bitsOf(boardB.variant())
                                   ? boardA.variant()
                                   : boardB.variant();
        convertedA = comparedForm(boardA, larger);
        convertedB = comparedForm(boardB, larger);
    }
    const Board& a = convertedA ? *convertedA : boardA;
    const Board& b = convertedB ? *convertedB : boardB;

    BoardDiff diff;
    diff.widthA = a.width();
    diff.lengthA = a.length();
    diff.widthB = b.width();
    diff.lengthB = b.length();
    diff.layout = &a.layout();
    diff.variant = a.variant();
    diff.fields = a.fields();
    for (const FieldSpec& f : a.layout().header)
        if (a.header(f) != b.header(f))
            diff.header.push_back({&f, a.header(f), b.header(f)});
    for (const FooterField& f : footerFields())
        if (!sameFooterValue(a.footer(), b.footer(), f))
            diff.footer.push_back({&f});

    diff.tilesPerField.assign(diff.fields.size(), 0);
    // The bits any field reads: a tile differing only elsewhere holds the same values.
    std::uint64_t fieldBits = 0;
    for (const FieldSpec& f : diff.fields)
        fieldBits |= f.mask();
    const int width = std::min(a.width(), b.width());
    const int length = std::min(a.length(), b.length());
    for (int y = 0; y < length; ++y) {
        for (int x = 0; x < width; ++x) {
            const std::uint64_t ta = a.tile(a.indexOf(x, y));
            const std::uint64_t tb = b.tile(b.indexOf(x, y));
            const std::uint64_t changed = (ta ^ tb) & fieldBits;
            if (!changed)
                continue;
            diff.tiles.push_back({x, y, ta, tb});
            for (std::size_t k = 0; k < diff.fields.size(); ++k)
                if (changed & diff.fields[k].mask())
                    ++diff.tilesPerField[k];
        }
    }
    return diff;
}

} // namespace gbxx
