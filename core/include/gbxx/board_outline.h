#pragma once
// A board in one line: its tile size, its size, its shape and whether it wraps, the facts every
// list of boards shows (the library, the registry's results and pages, the start page, a print).
// One rule for what those facts are, read from a board or from a list's record of one, and the
// English words the registry's web pages say them in; the Qt programs say the same facts in the
// user's language (text/board_outline_text.h).

#include "gbxx/board.h"
#include "gbxx/variant.h"

#include <optional>
#include <string>
#include <string_view>

namespace gbxx {

struct BoardOutline {
    // None for bits that name no variant: a record read from a database or a registry, which a
    // newer program or an edit may have filled in. The board itself always has one.
    std::optional<Variant> variant;
    int width = 0;
    int length = 0;
    bool hex = false;
    // Any wrap the header sets, the height's too: headerWraps() (gbxx/shape_filter.h), what the
    // registry's `wrap` and `gbxx find --wrap` mean.
    bool wraps = false;
};

BoardOutline outlineOf(const Board& board);
// From a record of a board (the library's, the registry's): the variant's bits as stored.
BoardOutline outlineOf(long long variantBits, int width, int length, bool hex, bool wraps);

// The registry's web pages' English (they are not translated): "12 × 9", "GB16" ("GB?" for no
// variant), "hex" or "square", and all of them as one line: "12 × 9 · GB16 · square · wraps".
std::string sizeWords(const BoardOutline& outline);
std::string_view variantWord(const BoardOutline& outline);
std::string_view shapeWord(bool hex);
std::string outlineLine(const BoardOutline& outline);

} // namespace gbxx
