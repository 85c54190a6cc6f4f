#pragma once
// One filter over a board's shape: tile size, hex or square, wrap, width and length ranges. The
// board library (`gbxx find`, the editor's Library panel), the registry's client (`gbxx search`,
// the panel's registry scope) and the registry server all narrow boards by it. The library and
// the server keep a board's shape facts in a table and ask their database; matches() checks the
// facts directly. Both go by conditions(), the one list of what each field asks, so that no place
// reads a field its own way.
//
// A board wraps when its header sets a wrap of any axis (H4 `wrap` not 0: the width, the length
// or the height; in the older layouts wrapWidth or wrapLength), whether or not the seam joins
// tiles on the grid (X3: an odd-width hex board's width seam does not, the height's never does).
// That is the registry's `wrap` (docs/registry-api.md): what it stores, answers and searches by.

#include <optional>
#include <string_view>
#include <vector>

namespace gbxx {

class Board;

// The facts of one board that a ShapeFilter looks at.
struct ShapeFacts {
    int variant = 0; // 8, 16, 32 or 64
    int width = 0;   // in tiles
    int length = 0;
    bool hex = false;
    bool wraps = false; // as the comment above says: headerWraps()
    bool operator==(const ShapeFacts&) const = default;
};

// Whether `board`'s header sets a wrap, of any axis, in any layout (see above).
bool headerWraps(const Board& board);
ShapeFacts shapeFactsOf(const Board& board);

struct ShapeFilter {
    std::optional<int> variant; // 8, 16, 32 or 64
    std::optional<bool> hex;    // true: hex boards only; false: square ones only
    std::optional<bool> wrap;   // true: boards that wrap only; false: those that do not
    std::optional<int> minWidth, maxWidth, minLength, maxLength; // in tiles, inclusive

    // One thing the filter asks of a board: its `fact` compared with `value` (0 or 1 for the
    // two flags). A database builds its conditions from these, naming the fact's column.
    enum class Fact { Variant, Hex, Wraps, Width, Length };
    enum class Comparison { Equal, AtLeast, AtMost };
    struct Condition {
        Fact fact;
        Comparison comparison;
        int value;
        bool operator==(const Condition&) const = default;
    };

    // Whether any field is given: a filter of none matches every board.
    bool any() const;
    // What the given fields ask, in the order of the fields above.
    std::vector<Condition> conditions() const;
    bool matches(const ShapeFacts& facts) const;
    bool matches(const Board& board) const;
    bool operator==(const ShapeFilter&) const = default;
};

// The comparison as SQL writes it: "=", ">=" or "<=".
std::string_view sqlOperator(ShapeFilter::Comparison comparison);

} // namespace gbxx
