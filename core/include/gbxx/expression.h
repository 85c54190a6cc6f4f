#pragma once
// The tile expression language (docs/expressions.md), the same in the editor, the command line,
// rules and a game: a condition on one tile, parsed once and evaluated on every tile of a board.
//
//   expr    := term ('or' term)*
//   term    := factor ('and' factor)*
//   factor  := 'not' factor | '(' expr ')' | sum OP sum | ref 'has' INT
//   sum     := operand (('+' | '-') operand)*
//   operand := ref | 'x' | 'y' | INT | 'neighbours' '(' expr ')' | 'neighbours8' '(' expr ')'
//   ref     := KEY | 'n.' KEY
//   OP      := '=' | '!=' | '<' | '<=' | '>' | '>='
//   INT     := decimal | 0x hexadecimal
//
// KEY is a tile field of the board's layout and variant, or a custom-data schema's sub-field
// FIELD.KEY (custom.terrain) when the fields given include it (tile_field_table.h). `KEY has N`
// is true when bit N (0-based) of the field's value is 1. `neighbours(E)` counts the tile's
// neighbours (geometry.h: 6 on hex boards, 4 on square ones; `neighbours8` adds a square tile's
// corners) for which E holds; inside E, `n.KEY` is the neighbour's field. Sums and comparisons are
// exact on integers of any sign. Keywords are lower case; tokens need no spaces between them.
// Nesting is limited (kMaxDepth); long flat chains of 'and', 'or' and '+' are not.

#include "gbxx/board.h"
#include "gbxx/geometry.h"
#include "gbxx/neighbour_table.h"
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

// What the tiles of the boards an expression is read for are: `neighbours8` is refused for hex
// boards. Any: not known (neighbours8 then counts a hex tile's six neighbours, as neighbours does).
enum class TileShape : std::uint8_t { Any, Square, Hex };
TileShape tileShapeOf(const Board& board);

// A board's tiles as values, with its neighbour table: what rules judge (rules.h), without the
// packing of a Board. `neighbours` may be null for an expression without neighbour terms.
struct TileGrid {
    std::span<const std::uint64_t> tiles; // in body order
    int width = 1;
    const NeighbourTable* neighbours = nullptr;
};

class TileExpression {
public:
    // How deeply an expression may nest: the '('s (those of neighbours(…) too) and 'not's around
    // any part of it. Deeper text is refused (expression.tooDeep), so that evaluation, which keeps
    // a stack of its own, stays small; reading recurses only into neighbours(…), once.
    static constexpr std::size_t kMaxDepth = 256;

    struct Parsed;
    // Reads `text` for boards whose tile fields are `fields` and whose tiles are `shape`.
    static Parsed parse(std::string_view text, std::span<const FieldSpec> fields,
                        TileShape shape = TileShape::Any);

    bool matches(const Board& board, TileIndex tile) const;
    // Every tile of `board` that matches.
    Selection select(const Board& board) const;
    // The same on tile values: `grid.neighbours` must be the board's table when neighbours()
    // says the expression needs one.
    bool matches(const TileGrid& grid, TileIndex tile) const;
    // Appends every tile of `grid` that matches to `into`, in body order.
    void matching(const TileGrid& grid, std::vector<TileIndex>& into) const;

    // The neighbours the expression reads besides the tile's own fields: none, the edge
    // neighbours, or (neighbours8 on a square board) the corner ones too. A change to a tile can
    // change the result only for the tile itself and, when this is set, for tiles that many
    // steps away.
    std::optional<Connectivity> neighbours() const { return reach_; }

    enum class Op : std::uint8_t { Eq, Ne, Lt, Le, Gt, Ge };
    // One operand of a comparison, on the side of the comparison whose total it adds to: a
    // comparison L OP R is judged as (L's added terms + R's subtracted ones) OP (R's added terms +
    // L's subtracted ones), all of which are at least 0, so sums stay exact and unsigned.
    struct Term {
        enum class Kind : std::uint8_t { Field, NeighbourField, X, Y, Number, Count };
        Kind kind = Kind::Number;
        bool right = false;               // adds to the right-hand total
        bool corners = false;             // Count: neighbours8
        const FieldSpec* field = nullptr; // Field, NeighbourField
        std::uint8_t shift = 0;           // Field, NeighbourField: field->read() in two steps
        std::uint64_t mask = 0;
        std::uint64_t number = 0; // Number
        std::uint32_t inner = 0;  // Count: the node that judges each neighbour
    };
    struct Node {
        enum class Kind : std::uint8_t {
            Or,
            And,
            Not,
            // A lone term against a number (`height >= 40`, `x < 3`): its own quick path.
            CompareTerm,
            Compare, // terms [first, first + count)
            Has,     // term `first`; the bit is `number`
        };
        Kind kind;
        Op op = Op::Eq;
        bool flat = false;       // judged without a frame of its own: see expression.cpp
        bool narrow = false;     // Compare: both totals stay below 2^62, so one signed sum does
        std::uint32_t first = 0; // children (links_) or terms (terms_)
        std::uint32_t count = 0;
        std::uint64_t number = 0; // CompareTerm, Has
    };

private:
    template <class Tiles> friend class ExpressionRun;

    std::vector<Node> nodes_;
    std::vector<std::uint32_t> links_; // the children of Or, And and Not nodes
    std::vector<Term> terms_;
    std::uint32_t root_ = 0;
    std::optional<Connectivity> reach_;
};

struct TileExpression::Parsed {
    std::optional<TileExpression> expression;
    ExpressionError error; // when there is no expression
    explicit operator bool() const { return expression.has_value(); }
};

} // namespace gbxx
