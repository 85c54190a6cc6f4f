#pragma once
// What one change to an open board touched, as the document announces it: tiles (with every bit
// that changed on any of them, so a listener can tell which fields moved without keeping a copy of
// its own), the header, the footer, the whole board, the file path, the modified state, the
// fields it is read with (a custom-data schema), its rules, or that its open edit ended.

#include "gbxx/change_set.h"
#include "gbxx/field.h"

#include <QMetaType>

#include <vector>

namespace gbxx {

struct DocumentChange {
    enum Aspect : unsigned {
        Tiles = 1u << 0,  // `tiles` changed; `changedBits` says which bits
        Header = 1u << 1, // header modifiers: shape, wrap, height mode, link groups …
        Footer = 1u << 2, // title, author, code, version
        Board = 1u << 3,  // the board was replaced: size, variant, layout or every tile may differ
        FilePath = 1u << 4,  // saved under another name
        Modified = 1u << 5,  // the board started or stopped differing from its file
        Selection = 1u << 6, // which tiles are selected
        Fields = 1u << 7,    // the custom-data schema changed: which fields the board is read with
        Rules = 1u << 8,     // the rules, their file, or which of them run after each edit
        EditEnded = 1u << 9, // the open edit was committed, rolled back or ended by the document
    };
    // What a reader of the board (a script, a validator) reads: a result computed before any of
    // these changed is about a board that is no longer there. A selection, a save or the rules
    // changing leave it as right as it was.
    static constexpr unsigned BoardContent = Tiles | Header | Footer | Board | Fields;

    DocumentChange(unsigned what = 0, std::vector<TileIndex> changedTiles = {},
                   std::uint64_t bits = 0)
        : aspects(what)
        , tiles(std::move(changedTiles))
        , changedBits(bits) {}

    unsigned aspects;
    std::vector<TileIndex> tiles;
    std::uint64_t changedBits; // the OR of before XOR after over `tiles`

    bool has(Aspect aspect) const { return (aspects & aspect) != 0; }
    // Whether what `field` holds may have changed on some tile.
    bool touches(const FieldSpec& field) const {
        return has(Board) || (has(Tiles) && (changedBits & field.mask()) != 0);
    }
    // Whether the board's shape, size or reading may have changed (geometry, layers, palettes).
    bool reshapes() const { return has(Board) || has(Header) || has(Fields); }
};

} // namespace gbxx

Q_DECLARE_METATYPE(gbxx::DocumentChange)
