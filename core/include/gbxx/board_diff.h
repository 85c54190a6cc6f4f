#pragma once
// What differs between two boards, field by field (issue 36): the size, each header key, each
// footer key and, per tile of the rectangle both boards have, the tile fields whose values differ.
// The tile size alone is no difference: boards of different tile sizes (or layouts) are compared
// in the larger tile size and today's layout, the other converted up with convertBoard, so a board
// and its conversion to a larger tile size are equal. Footer texts are compared as texts (F2):
// bytes after a text's first 0x00 are no difference.

#include "gbxx/board.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gbxx {

struct HeaderDifference {
    const FieldSpec* field; // of BoardDiff::layout's header
    std::uint64_t a;
    std::uint64_t b;
};

struct FooterDifference {
    const FooterField* field;
};

// A tile of the common rectangle whose fields differ; `a` and `b` are the whole tiles in the
// compared tile size and layout.
struct TileDifference {
    int x;
    int y;
    std::uint64_t a;
    std::uint64_t b;
};

struct BoardDiff {
    int widthA = 0, lengthA = 0, widthB = 0, lengthB = 0;
    // What the tiles and the header were compared in: A's and B's when they agree, else today's
    // layout in the larger tile size.
    const Layout* layout = nullptr;
    Variant variant = Variant::GB64;
    std::span<const FieldSpec> fields;      // the compared tile fields, in table order
    std::vector<HeaderDifference> header;   // the layout's key order
    std::vector<FooterDifference> footer;   // footer key order
    std::vector<std::size_t> tilesPerField; // per entry of `fields`: differing tiles
    std::vector<TileDifference> tiles;      // row by row (B1 order of the common rectangle)

    bool sizeDiffers() const { return widthA != widthB || lengthA != lengthB; }
    // The boards hold the same values.
    bool empty() const {
        return !sizeDiffers() && header.empty() && footer.empty() && tiles.empty();
    }
    // Tiles that differ in field `k` of `fields`.
    std::size_t tilesDiffering(std::size_t k) const { return tilesPerField[k]; }
};

// Every difference from `a` to `b`. A FooterDifference names the field; its two values are read
// from the boards' own footers (footerValueJson in dump_json.h gives the dump's form).
BoardDiff diffBoards(const Board& a, const Board& b);

// Whether a footer field holds the same value on both footers: numbers by value, texts as texts
// (F2: what follows the first 0x00 does not count).
bool sameFooterValue(const Footer& a, const Footer& b, const FooterField& field);

// Whether the two tiles hold different values in `field` (tiles of one table).
inline bool fieldDiffers(const FieldSpec& field, std::uint64_t a, std::uint64_t b) {
    return ((a ^ b) & field.mask()) != 0;
}

} // namespace gbxx
