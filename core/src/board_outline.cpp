#include "gbxx/board_outline.h"

#include "gbxx/field_keys.h"
#include "gbxx/geometry.h"
#include "gbxx/shape_filter.h"

namespace gbxx {

BoardOutline outlineOf(const Board& board) {
    const GridShape shape = gridShapeOf(board);
    // Whether it wraps is the shape filter's one rule (gbxx/shape_filter.h), so that a list never
    // says "wraps" of a board a search for wrapping boards skips.
    return {board.variant(), shape.width, shape.length, shape.hex, headerWraps(board)};
}

BoardOutline outlineOf(long long variantBits, int width, int length, bool hex, bool wraps) {
    return {variantFromBits(variantBits), width, length, hex, wraps};
}

std::string sizeWords(const BoardOutline& outline) {
    // U+00D7 MULTIPLICATION SIGN, as UTF-8.
    return std::to_string(outline.width) + " \u00d7 " + std::to_string(outline.length);
}

std::string_view variantWord(const BoardOutline& outline) {
    return outline.variant ? labelOf(*outline.variant) : std::string_view("GB?");
}

std::string_view shapeWord(bool hex) {
    return hex ? "hex" : "square";
}

std::string outlineLine(const BoardOutline& outline) {
    // U+00B7 MIDDLE DOT between the facts, as UTF-8.
    std::string line = sizeWords(outline) + " \u00b7 " + std::string(variantWord(outline)) +
                       " \u00b7 " + std::string(shapeWord(outline.hex));
    if (outline.wraps)
        line += " \u00b7 wraps";
    return line;
}

} // namespace gbxx
