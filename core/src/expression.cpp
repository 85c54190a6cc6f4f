#include "gbxx/expression.h"

#include "expression_parser.h"

namespace gbxx {
namespace {

bool compared(std::uint64_t a, TileExpression::Op op, std::uint64_t b) {
    switch (op) {
    case TileExpression::Op::Eq:
        return a == b;
    case TileExpression::Op::Ne:
        return a != b;
    case TileExpression::Op::Lt:
        return a < b;
    case TileExpression::Op::Le:
        return a <= b;
    case TileExpression::Op::Gt:
        return a > b;
    case TileExpression::Op::Ge:
        return a >= b;
    }
    return false;
}

// A sum of up to 2^64 numbers below 2^64, exact.
struct Total {
    std::uint64_t high = 0;
    std::uint64_t low = 0;
    void add(std::uint64_t v) {
        low += v;
        high += low < v ? 1 : 0;
    }
};

bool compared(const Total& a, TileExpression::Op op, const Total& b) {
    // The low words decide only between equal high ones.
    return a.high == b.high ? compared(a.low, op, b.low) : compared(a.high, op, b.high);
}

bool comparedToZero(std::int64_t d, TileExpression::Op op) {
    switch (op) {
    case TileExpression::Op::Eq:
        return d == 0;
    case TileExpression::Op::Ne:
        return d != 0;
    case TileExpression::Op::Lt:
        return d < 0;
    case TileExpression::Op::Le:
        return d <= 0;
    case TileExpression::Op::Gt:
        return d > 0;
    case TileExpression::Op::Ge:
        return d >= 0;
    }
    return false;
}

// Tiles read from a Board, one tile judged: its neighbours are worked out when first asked for.
class BoardTiles {
public:
    explicit BoardTiles(const Board& board)
        : board_(board) {}
    std::uint64_t value(TileIndex t) const { return board_.tile(t); }
    int x(TileIndex t) const { return board_.xOf(t); }
    int y(TileIndex t) const { return board_.yOf(t); }
    // Only ever asked for the one tile judged.
    std::span<const TileIndex> neighbours(TileIndex t, bool corners) {
        std::optional<Geometry::Neighbours>& list = corners ? corners_ : edges_;
        if (!list)
            list = Geometry(board_, corners ? Connectivity::EdgesAndCorners : Connectivity::Edges)
                       .neighbours(t);
        return {list->tiles.data(), static_cast<std::size_t>(list->count)};
    }

private:
    const Board& board_;
    std::optional<Geometry::Neighbours> edges_;
    std::optional<Geometry::Neighbours> corners_;
};

// Tile values with a neighbour table: any number of tiles judged.
class GridTiles {
public:
    explicit GridTiles(const TileGrid& grid)
        : grid_(grid) {}
    std::uint64_t value(TileIndex t) const { return grid_.tiles[t]; }
    int x(TileIndex t) const { return static_cast<int>(t) % grid_.width; }
    int y(TileIndex t) const { return static_cast<int>(t) / grid_.width; }
    std::span<const TileIndex> neighbours(TileIndex t, bool corners) const {
        if (!grid_.neighbours)
            return {};
        return corners ? grid_.neighbours->withCorners(t) : grid_.neighbours->edges(t);
    }

private:
    const TileGrid& grid_;
};

} // namespace

// Judges an expression on one tile. Nodes no more than kFlatHeight deep are judged by plain calls
// (flat()); deeper ones with a stack of frames of its own, not the thread's: a small thread stack
// (a script's, a pool's, a sanitizer's larger frames) judges the deepest expression the parser lets
// through. The frames are kept per thread so that judging every tile of a board allocates nothing.
template <class Tiles> class ExpressionRun {
public:
    using Node = TileExpression::Node;
    using Term = TileExpression::Term;
    using Op = TileExpression::Op;

    ExpressionRun(const TileExpression& expression, Tiles& tiles, TileIndex self)
        : e_(expression)
        , tiles_(tiles)
        , self_(self)
        , neighbour_(self) {}

    bool judge() {
        if (e_.nodes_[e_.root_].flat)
            return flat(e_.root_);
        return framed();
    }

private:
    // A term's value; a neighbours term's only when its condition is flat.
    [[gnu::always_inline]] std::uint64_t value(const Term& term) {
        switch (term.kind) {
        case Term::Kind::Field:
            return (tiles_.value(self_) >> term.shift) & term.mask;
        case Term::Kind::NeighbourField:
            return (tiles_.value(neighbour_) >> term.shift) & term.mask;
        case Term::Kind::X:
            return static_cast<std::uint64_t>(tiles_.x(self_));
        case Term::Kind::Y:
            return static_cast<std::uint64_t>(tiles_.y(self_));
        case Term::Kind::Number:
            return term.number;
        case Term::Kind::Count:
            return count(term);
        }
        return 0;
    }

    std::uint64_t count(const Term& term) {
        std::uint64_t n = 0;
        for (TileIndex around : tiles_.neighbours(self_, term.corners))
            n += neighbourHolds(term, around) ? 1 : 0;
        return n;
    }

    // Whether neighbour `n` has the condition of `term`: the most common conditions, one field of
    // the neighbour against a number or a bit of it, straight away.
    bool neighbourHolds(const Term& term, TileIndex n) {
        const Node& inner = e_.nodes_[term.inner];
        const bool oneTerm = inner.kind == Node::Kind::CompareTerm || inner.kind == Node::Kind::Has;
        if (oneTerm && e_.terms_[inner.first].kind == Term::Kind::NeighbourField) {
            const Term& read = e_.terms_[inner.first];
            const std::uint64_t v = (tiles_.value(n) >> read.shift) & read.mask;
            if (inner.kind == Node::Kind::CompareTerm)
                return compared(v, inner.op, inner.number);
            return inner.number < 64 && ((v >> inner.number) & 1) != 0;
        }
        neighbour_ = n;
        return flat(term.inner);
    }

    // `count OP number` for a neighbours term with a flat condition, judging neighbours only until
    // the rest cannot change the answer: `neighbours(E) > 0` stops at the first that has E.
    bool counted(const Term& term, Op op, std::uint64_t number) {
        const std::span<const TileIndex> around = tiles_.neighbours(self_, term.corners);
        std::uint64_t count = 0;
        std::uint64_t left = around.size(); // not judged yet
        for (TileIndex n : around) {
            count += neighbourHolds(term, n) ? 1 : 0;
            --left;
            const bool above = count > number;         // stays so
            const bool reached = count >= number;      // stays so
            const bool below = count + left < number;  // stays so
            const bool under = count + left <= number; // stays so
            switch (op) {
            case Op::Eq:
                if (above || below)
                    return false;
                break;
            case Op::Ne:
                if (above || below)
                    return true;
                break;
            case Op::Lt:
                if (reached)
                    return false;
                if (below)
                    return true;
                break;
            case Op::Le:
                if (above)
                    return false;
                if (under)
                    return true;
                break;
            case Op::Gt:
                if (above)
                    return true;
                if (under)
                    return false;
                break;
            case Op::Ge:
                if (reached)
                    return true;
                if (below)
                    return false;
                break;
            }
        }
        return compared(count, op, number);
    }

    // A node at most kFlatHeight deep: as many calls deep at most.
    bool flat(std::uint32_t index) {
        const Node& node = e_.nodes_[index];
        switch (node.kind) {
        case Node::Kind::Or:
            for (std::uint32_t k = node.first; k < node.first + node.count; ++k)
                if (flat(e_.links_[k]))
                    return true;
            return false;
        case Node::Kind::And:
            for (std::uint32_t k = node.first; k < node.first + node.count; ++k)
                if (!flat(e_.links_[k]))
                    return false;
            return true;
        case Node::Kind::Not:
            return !flat(e_.links_[node.first]);
        case Node::Kind::CompareTerm: {
            const Term& term = e_.terms_[node.first];
            if (term.kind == Term::Kind::Count)
                return counted(term, node.op, node.number);
            return compared(value(term), node.op, node.number);
        }
        case Node::Kind::Has: {
            const std::uint64_t v = value(e_.terms_[node.first]);
            return node.number < 64 && ((v >> node.number) & 1) != 0;
        }
        case Node::Kind::Compare:
            break;
        }
        if (node.narrow) {
            std::int64_t difference = 0; // left total - right total
            for (std::uint32_t k = node.first; k < node.first + node.count; ++k) {
                const Term& term = e_.terms_[k];
                const auto v = static_cast<std::int64_t>(value(term));
                difference += term.right ? -v : v;
            }
            return comparedToZero(difference, node.op);
        }
        Total left;
        Total right;
        for (std::uint32_t k = node.first; k < node.first + node.count; ++k) {
            const Term& term = e_.terms_[k];
            (term.right ? right : left).add(value(term));
        }
        return compared(left, node.op, right);
    }

    struct Frame {
        explicit Frame(std::uint32_t judged)
            : node(judged) {}
        std::uint32_t node;
        std::uint32_t next = 0; // the next child or term to judge
        // A comparison's frame: its totals so far, and the neighbours term being counted.
        Total left;
        Total right;
        std::uint32_t count = 0;
        std::uint32_t neighbour = 0; // the next of self's neighbours to judge
    };

    static bool decides(const Node& node, bool result) {
        return node.kind == Node::Kind::Not || (node.kind == Node::Kind::Or && result) ||
               (node.kind == Node::Kind::And && !result);
    }

    bool framed() {
        thread_local std::vector<Frame> stack;
        stack.clear();
        stack.emplace_back(e_.root_);
        bool result = false;
        bool returned = false; // `result` is the value of the top frame's last child judged
        while (!stack.empty()) {
            Frame& frame = stack.back();
            const Node& node = e_.nodes_[frame.node];
            const bool logic = node.kind == Node::Kind::Or || node.kind == Node::Kind::And ||
                               node.kind == Node::Kind::Not;
            bool pushed = false;
            if (logic) {
                bool done = returned && decides(node, result);
                while (!done && frame.next < node.count) {
                    const std::uint32_t child = e_.links_[node.first + frame.next++];
                    if (!e_.nodes_[child].flat) {
                        stack.emplace_back(child); // `frame` is not used past this
                        pushed = true;
                        break;
                    }
                    result = flat(child);
                    done = decides(node, result);
                }
                if (!pushed) {
                    if (!done)
                        result = node.kind == Node::Kind::And; // all judged, none decided
                    else if (node.kind == Node::Kind::Not)
                        result = !result;
                }
            } else {
                // A comparison with a neighbours term whose condition is too deep to be flat:
                // each neighbour's judgement comes back here as `result`.
                if (returned) {
                    frame.count += result ? 1 : 0;
                    ++frame.neighbour;
                }
                while (frame.next < node.count) {
                    const Term& term = e_.terms_[node.first + frame.next];
                    if (term.kind != Term::Kind::Count || e_.nodes_[term.inner].flat) {
                        (term.right ? frame.right : frame.left).add(value(term));
                        ++frame.next;
                        continue;
                    }
                    const auto around = tiles_.neighbours(self_, term.corners);
                    if (frame.neighbour < around.size()) {
                        neighbour_ = around[frame.neighbour];
                        stack.emplace_back(term.inner);
                        pushed = true;
                        break;
                    }
                    (term.right ? frame.right : frame.left).add(frame.count);
                    frame.count = 0;
                    frame.neighbour = 0;
                    ++frame.next;
                }
                if (!pushed) {
                    if (node.kind == Node::Kind::CompareTerm) // its one term is the Count
                        result = compared(frame.left.low, node.op, node.number);
                    else
                        result = compared(frame.left, node.op, frame.right);
                }
            }
            if (pushed) {
                returned = false;
                continue;
            }
            stack.pop_back();
            returned = true;
        }
        return result;
    }

    const TileExpression& e_;
    Tiles& tiles_;
    TileIndex self_;
    TileIndex neighbour_; // inside a neighbours term: the neighbour being judged
};

TileShape tileShapeOf(const Board& board) {
    return gridShapeOf(board).hex ? TileShape::Hex : TileShape::Square;
}

TileExpression::Parsed TileExpression::parse(std::string_view text,
                                             std::span<const FieldSpec> fields, TileShape shape) {
    Parsed parsed;
    TileExpression expression;
    ParsedNodes into{expression.nodes_, expression.links_, expression.terms_, expression.root_,
                     expression.reach_};
    if (auto error = parseExpression(text, fields, shape, into)) {
        parsed.error = std::move(*error);
        return parsed;
    }
    parsed.expression = std::move(expression);
    return parsed;
}

bool TileExpression::matches(const Board& board, TileIndex tile) const {
    BoardTiles tiles(board);
    return ExpressionRun<BoardTiles>(*this, tiles, tile).judge();
}

bool TileExpression::matches(const TileGrid& grid, TileIndex tile) const {
    GridTiles tiles(grid);
    return ExpressionRun<GridTiles>(*this, tiles, tile).judge();
}

void TileExpression::matching(const TileGrid& grid, std::vector<TileIndex>& into) const {
    GridTiles tiles(grid);
    for (TileIndex t = 0; t < grid.tiles.size(); ++t)
        if (ExpressionRun<GridTiles>(*this, tiles, t).judge())
            into.push_back(t);
}

Selection TileExpression::select(const Board& board) const {
    std::vector<std::uint64_t> values(board.tileCount());
    for (TileIndex i = 0; i < values.size(); ++i)
        values[i] = board.tile(i);
    const auto table = reach_ ? NeighbourTable::of(gridShapeOf(board)) : nullptr;
    const TileGrid grid{values, board.width(), table.get()};
    std::vector<TileIndex> tiles;
    matching(grid, tiles);
    return Selection::of(board.tileCount(), tiles);
}

} // namespace gbxx
