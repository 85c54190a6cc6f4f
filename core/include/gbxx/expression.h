#pragma once
// The tile expression language (docs/expressions.md), the same in the editor, the command line and
// a game: a condition on one tile, parsed once and evaluated on every tile of a board.
//
//   expr    := term ('or' term)*
//   term    := factor ('and' factor)*
//   factor  := 'not' factor | '(' expr ')' | operand OP INT | KEY 'has' INT
//   operand := KEY | 'x' | 'y'
//   OP      := '=' | '!=' | '<' | '<=' | '>' | '>='
//   INT     := decimal | 0x hexadecimal
//
// KEY is a tile field of the board's layout and variant, or a custom-data schema's sub-field
// FIELD.KEY (custom.terrain) when the fields given include it (tile_field_table.h). `KEY has N`
// is true when bit N (0-based) of the field's value is 1. Keywords are lower case; tokens need no
// spaces between them. Nesting is limited (kMaxDepth); long flat chains of 'and' and 'or' are not.

#include "gbxx/board.h"
#include "gbxx/selection.h"

#include "gbxx/message.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gbxx {

struct ExpressionError {
    std::size_t position = 0; // 0-based character offset in the text
    std::string message;      // one line, naming what is wrong, in English
    Message said = {};        // the same as an identifier and arguments, for translations
};

class TileExpression {
public:
    // How deeply an expression may nest: the '('s and 'not's around any part of it.
    // Deeper text is refused (expression.tooDeep), so that evaluation, which recurses, cannot be
    // made to run out of stack; reading does not recurse at all.
    static constexpr std::size_t kMaxDepth = 256;

    struct Parsed;
    // Reads `text` for boards whose tile fields are `fields`.
    static Parsed parse(std::string_view text, std::span<const FieldSpec> fields);

    bool matches(const Board& board, TileIndex tile) const;
    // Every tile of `board` that matches.
    Selection select(const Board& board) const;

    enum class Op : std::uint8_t { Eq, Ne, Lt, Le, Gt, Ge };
    struct Node {
        enum class Kind : std::uint8_t { Or, And, Not, CompareField, CompareX, CompareY, Has };
        explicit Node(Kind k)
            : kind(k) {}
        Kind kind;
        Op op = Op::Eq;
        const FieldSpec* field = nullptr;
        std::uint64_t number = 0;
        std::vector<std::size_t> children; // Or, And, Not
    };

private:
    bool evaluate(std::size_t node, const Board& board, TileIndex tile, std::uint64_t value) const;

    std::vector<Node> nodes_; // the root is the last one
};

struct TileExpression::Parsed {
    std::optional<TileExpression> expression;
    ExpressionError error; // when there is no expression
    explicit operator bool() const { return expression.has_value(); }
};

} // namespace gbxx
