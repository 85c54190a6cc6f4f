#include "gbxx/expression.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace gbxx {
namespace {

struct Token {
    enum class Kind { Word, Number, Op, Sign, Open, Close, End, Bad };
    Kind kind;
    std::size_t position;
    std::string_view text;
    std::uint64_t number = 0;
    TileExpression::Op op = TileExpression::Op::Eq;
    bool tooLarge = false;
};

bool isWordStart(char c) {
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}
bool isWordChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

std::vector<Token> tokenize(std::string_view text) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (true) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
            ++i;
        if (i == text.size()) {
            tokens.push_back({Token::Kind::End, i, {}});
            return tokens;
        }
        const std::size_t start = i;
        const char c = text[i];
        if (isWordStart(c)) {
            // A schema's sub-field is one word, custom.terrain, and so is a neighbour's n.height.
            while (i < text.size() &&
                   (isWordChar(text[i]) ||
                    (text[i] == '.' && i + 1 < text.size() && isWordStart(text[i + 1]))))
                ++i;
            tokens.push_back({Token::Kind::Word, start, text.substr(start, i - start)});
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(c))) {
            Token t{Token::Kind::Number, start, {}};
            const bool hex = c == '0' && i + 1 < text.size() &&
                             (text[i + 1] == 'x' || text[i + 1] == 'X') && i + 2 < text.size() &&
                             std::isxdigit(static_cast<unsigned char>(text[i + 2]));
            const unsigned base = hex ? 16 : 10;
            if (hex)
                i += 2;
            while (i < text.size() && (hex ? std::isxdigit(static_cast<unsigned char>(text[i]))
                                           : std::isdigit(static_cast<unsigned char>(text[i])))) {
                const char d = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
                const std::uint64_t digit = d <= '9' ? static_cast<std::uint64_t>(d - '0')
                                                     : static_cast<std::uint64_t>(d - 'a' + 10);
                if (t.number > (std::numeric_limits<std::uint64_t>::max() - digit) / base)
                    t.tooLarge = true;
                else
                    t.number = t.number * base + digit;
                ++i;
            }
            t.text = text.substr(start, i - start);
            tokens.push_back(t);
            continue;
        }
        const auto op = [&](std::size_t length, TileExpression::Op o) {
            tokens.push_back({Token::Kind::Op, start, text.substr(start, length), 0, o});
            i += length;
        };
        const char next = i + 1 < text.size() ? text[i + 1] : '\0';
        if (c == '(' || c == ')') {
            tokens.push_back(
                {c == '(' ? Token::Kind::Open : Token::Kind::Close, start, text.substr(start, 1)});
            ++i;
        } else if (c == '+' || c == '-') {
            tokens.push_back({Token::Kind::Sign, start, text.substr(start, 1)});
            ++i;
        } else if (c == '=') {
            op(1, TileExpression::Op::Eq);
        } else if (c == '!' && next == '=') {
            op(2, TileExpression::Op::Ne);
        } else if (c == '<') {
            next == '=' ? op(2, TileExpression::Op::Le) : op(1, TileExpression::Op::Lt);
        } else if (c == '>') {
            next == '=' ? op(2, TileExpression::Op::Ge) : op(1, TileExpression::Op::Gt);
        } else {
            // One character, or a whole UTF-8 sequence, that is no token.
            std::size_t length = 1;
            while (start + length < text.size() &&
                   (static_cast<unsigned char>(text[start + length]) & 0xC0) == 0x80)
                ++length;
            tokens.push_back({Token::Kind::Bad, start, text.substr(start, length)});
            return tokens;
        }
    }
}

constexpr std::string_view kNeighbourPrefix = "n.";

// How many nodes deep a node may be and still be judged by plain calls (expression.cpp's
// ExpressionRun::flat), whose depth is then bounded by this; deeper ones get frames.
constexpr std::uint8_t kFlatHeight = 4;

class Parser {
public:
    using Node = TileExpression::Node;
    using Term = TileExpression::Term;

    Parser(std::string_view text, std::span<const FieldSpec> fields, TileShape shape,
           std::vector<Node>& nodes, std::vector<std::uint32_t>& links, std::vector<Term>& terms)
        : tokens_(tokenize(text))
        , fields_(fields)
        , shape_(shape)
        , nodes_(nodes)
        , links_(links)
        , terms_(terms) {}

    std::optional<ExpressionError> run(std::uint32_t& root) {
        if (peek().kind == Token::Kind::End)
            return fail(peek(), "expression.empty", {});
        const std::optional<std::uint32_t> whole = expr(nullptr, 0);
        if (!whole)
            return error_;
        if (peek().kind != Token::Kind::End)
            return fail(peek(), "expression.unexpected", {shown(peek())});
        root = *whole;
        return std::nullopt;
    }

    std::optional<Connectivity> reach() const { return reach_; }

private:
    const Token& peek() const { return tokens_[at_]; }
    const Token& take() { return tokens_[at_ < tokens_.size() - 1 ? at_++ : at_]; }
    bool isWord(std::string_view word) const {
        return peek().kind == Token::Kind::Word && peek().text == word;
    }

    // A token in a message: 'and', '40', or the words "the end" (said in the user's language).
    struct Shown {
        std::string text;
        bool isEnd = false;
    };
    static Shown shown(const Token& t) {
        if (t.kind == Token::Kind::End)
            return {"the end", true};
        return {"'" + std::string(t.text) + "'"};
    }
    // The error at `t`: message `id` with `parts` (tokens or plain text) and then the character.
    std::nullopt_t failed(const Token& t, std::string_view id, std::vector<Shown> parts) {
        Message said{id, {}};
        for (std::size_t k = 0; k < parts.size(); ++k) {
            said.args.push_back(parts[k].text);
            if (parts[k].isEnd)
                said.namesArgs |= 1u << k;
        }
        said.args.push_back(std::to_string(t.position + 1));
        std::string english = said.english();
        error_ = ExpressionError{t.position, std::move(english), std::move(said)};
        return std::nullopt;
    }
    ExpressionError fail(const Token& t, std::string_view id, std::vector<Shown> parts) {
        failed(t, id, std::move(parts));
        return error_;
    }

    std::uint32_t add(Node node, std::uint8_t height) {
        node.flat = height <= kFlatHeight;
        nodes_.push_back(node);
        heights_.push_back(height);
        return static_cast<std::uint32_t>(nodes_.size() - 1);
    }

    // An open '(' (or a neighbours term's), or the whole text, being read: its terms so far, the
    // factors of the term being read, and the 'not's waiting for that term's next factor.
    struct Group {
        const Token* open = nullptr; // none: the whole text
        std::vector<std::uint32_t> terms;
        std::vector<std::uint32_t> factors;
        std::size_t nots = 0;
    };

    // The grammar's expr, term and factor, read with a stack of groups instead of recursion: the
    // parser's own stack stays the same however the text nests. It reads the whole text (`open`
    // null) or up to the ')' that closes `open`, the '(' of a neighbours term, nested `depth` deep.
    std::optional<std::uint32_t> expr(const Token* open, std::size_t depth) {
        std::vector<Group> groups(1);
        groups.front().open = open;
        while (true) {
            const Token& t = take();
            const bool isNot = t.kind == Token::Kind::Word && t.text == "not";
            if (isNot || t.kind == Token::Kind::Open) {
                if (depth == TileExpression::kMaxDepth)
                    return failed(t, "expression.tooDeep",
                                  {{std::to_string(TileExpression::kMaxDepth)}});
                ++depth;
                if (isNot)
                    ++groups.back().nots;
                else
                    groups.push_back(Group{&t, {}, {}, 0});
                continue;
            }
            std::optional<std::uint32_t> factor = comparison(t, depth, open != nullptr);
            if (!factor)
                return std::nullopt;
            // The tokens after a factor say whether it ends its term, its group, the groups around.
            while (true) {
                Group& group = groups.back();
                for (; group.nots > 0; --group.nots, --depth)
                    factor = negated(*factor);
                group.factors.push_back(*factor);
                if (takeWord("and"))
                    break;
                group.terms.push_back(joined(Node::Kind::And, group.factors));
                if (takeWord("or"))
                    break;
                const std::uint32_t whole = joined(Node::Kind::Or, group.terms);
                if (!group.open)
                    return whole;
                if (peek().kind != Token::Kind::Close)
                    return failed(peek(), "expression.unclosed",
                                  {{std::to_string(group.open->position + 1)}, shown(peek())});
                take();
                if (groups.size() == 1)
                    return whole; // the neighbours term's ')'
                groups.pop_back();
                --depth;
                factor = whole;
            }
        }
    }

    bool takeWord(std::string_view word) {
        if (!isWord(word))
            return false;
        take();
        return true;
    }
    std::uint32_t negated(std::uint32_t inner) {
        Node node{Node::Kind::Not};
        node.first = static_cast<std::uint32_t>(links_.size());
        node.count = 1;
        links_.push_back(inner);
        return add(node, static_cast<std::uint8_t>(std::min(255, heights_[inner] + 1)));
    }
    // `items` as one node of `kind` when there are several; `items` is left empty.
    std::uint32_t joined(Node::Kind kind, std::vector<std::uint32_t>& items) {
        std::vector<std::uint32_t> taken = std::move(items);
        items.clear();
        if (taken.size() == 1)
            return taken.front();
        Node node{kind};
        node.first = static_cast<std::uint32_t>(links_.size());
        node.count = static_cast<std::uint32_t>(taken.size());
        std::uint8_t height = 0;
        for (std::uint32_t child : taken)
            height = std::max(height, heights_[child]);
        links_.insert(links_.end(), taken.begin(), taken.end());
        return add(node, static_cast<std::uint8_t>(std::min(255, height + 1)));
    }

    static bool isKeyword(std::string_view word) {
        return word == "and" || word == "or" || word == "not" || word == "has";
    }
    // Whether `t` can start an operand (the words that cannot are said by the caller).
    static bool startsOperand(const Token& t) {
        return t.kind == Token::Kind::Number || (t.kind == Token::Kind::Word && !isKeyword(t.text));
    }

    std::nullopt_t unknownField(const Token& t) {
        std::string keys;
        for (const FieldSpec& f : fields_)
            keys += (keys.empty() ? "" : ", ") + std::string(f.key);
        return failed(t, "expression.unknownField", {shown(t), {keys}});
    }

    // The operand starting at `t` (one startsOperand() accepts), as a term of `terms`.
    std::optional<Term> operand(const Token& t, std::size_t depth, bool inNeighbours,
                                std::uint8_t& height) {
        Term term;
        if (t.kind == Token::Kind::Number) {
            if (t.tooLarge)
                return failed(t, "expression.tooLarge", {shown(t)});
            term.kind = Term::Kind::Number;
            term.number = t.number;
            return term;
        }
        if (t.text == "x" || t.text == "y") {
            term.kind = t.text == "x" ? Term::Kind::X : Term::Kind::Y;
            return term;
        }
        if (t.text == "neighbours" || t.text == "neighbours8") {
            term.kind = Term::Kind::Count;
            term.corners = t.text == "neighbours8";
            if (inNeighbours)
                return failed(t, "expression.neighboursInside", {shown(t)});
            if (term.corners && shape_ == TileShape::Hex)
                return failed(t, "expression.cornersOnHex", {});
            const Token& open = take();
            if (open.kind != Token::Kind::Open)
                return failed(open, "expression.openExpected", {shown(t), shown(open)});
            if (depth == TileExpression::kMaxDepth)
                return failed(open, "expression.tooDeep",
                              {{std::to_string(TileExpression::kMaxDepth)}});
            const std::optional<std::uint32_t> inner = expr(&open, depth + 1);
            if (!inner)
                return std::nullopt;
            term.inner = *inner;
            height = std::max(height, heights_[*inner]);
            if (term.corners)
                reach_ = Connectivity::EdgesAndCorners;
            else if (!reach_)
                reach_ = Connectivity::Edges;
            return term;
        }
        std::string_view key = t.text;
        term.kind = Term::Kind::Field;
        if (key.starts_with(kNeighbourPrefix)) {
            if (!inNeighbours)
                return failed(t, "expression.neighbourOutside", {shown(t)});
            key.remove_prefix(kNeighbourPrefix.size());
            term.kind = Term::Kind::NeighbourField;
        }
        term.field = findField(fields_, key);
        if (!term.field)
            return unknownField(t);
        term.shift = static_cast<std::uint8_t>(term.field->shift());
        term.mask = term.field->maxValue();
        return term;
    }

    // A side of a comparison: operands joined by '+' and '-', starting at `t`, appended to
    // `into`, adding to the left-hand total (`right` false) or the right-hand one. Returns the last
    // token read, for messages.
    std::optional<const Token*> sum(const Token& t, bool right, std::size_t depth,
                                    bool inNeighbours, std::uint8_t& height,
                                    std::vector<Term>& into) {
        const Token* last = &t;
        bool minus = false;
        while (true) {
            std::optional<Term> term = operand(*last, depth, inNeighbours, height);
            if (!term)
                return std::nullopt;
            term->right = right != minus;
            into.push_back(*term);
            last = &tokens_[at_ - 1]; // the operand's last token: itself, or a term's ')'
            if (peek().kind != Token::Kind::Sign)
                return last;
            const Token& sign = take();
            minus = sign.text == "-";
            const Token& next = take();
            if (!startsOperand(next))
                return failed(next, "expression.operandExpected", {shown(sign), shown(next)});
            last = &next;
        }
    }

    static TileExpression::Op mirrored(TileExpression::Op op) {
        using Op = TileExpression::Op;
        switch (op) {
        case Op::Lt:
            return Op::Gt;
        case Op::Le:
            return Op::Ge;
        case Op::Gt:
            return Op::Lt;
        case Op::Ge:
            return Op::Le;
        default:
            return op;
        }
    }

    // A factor that is no 'not' or '(': a comparison or 'has', starting at `t`. Its terms are
    // gathered apart and stored together once read: a neighbours term's condition stores its own
    // on the way.
    std::optional<std::uint32_t> comparison(const Token& t, std::size_t depth, bool inNeighbours) {
        if (!startsOperand(t))
            return failed(t, "expression.factorExpected", {shown(t)});
        std::vector<Term> parts;
        std::uint8_t height = 0;
        const std::optional<const Token*> leftEnd =
            sum(t, false, depth, inNeighbours, height, parts);
        if (!leftEnd)
            return std::nullopt;
        const bool loneRef = parts.size() == 1 && (parts[0].kind == Term::Kind::Field ||
                                                   parts[0].kind == Term::Kind::NeighbourField);
        Node node{Node::Kind::Compare};
        if (loneRef && isWord("has")) {
            const Token& has = take();
            const Token& bit = take();
            if (bit.kind != Token::Kind::Number)
                return failed(bit, "expression.numberExpected", {shown(has), shown(bit)});
            if (bit.tooLarge)
                return failed(bit, "expression.tooLarge", {shown(bit)});
            node.kind = Node::Kind::Has;
            node.number = bit.number;
            return stored(node, parts, 1);
        }
        const Token& op = take();
        if (op.kind != Token::Kind::Op)
            return failed(
                op, loneRef ? "expression.operatorOrHasExpected" : "expression.operatorExpected",
                {shown(**leftEnd), shown(op)});
        node.op = op.op;
        const std::size_t leftCount = parts.size();
        const Token& start = take();
        if (!startsOperand(start))
            return failed(start, "expression.numberExpected", {shown(op), shown(start)});
        if (!sum(start, true, depth, inNeighbours, height, parts))
            return std::nullopt;
        // A lone term against a lone number, on either side, is judged without sums.
        if (parts.size() == 2 && leftCount == 1 &&
            (parts[0].kind == Term::Kind::Number) != (parts[1].kind == Term::Kind::Number)) {
            const bool numberLeft = parts[0].kind == Term::Kind::Number;
            node.kind = Node::Kind::CompareTerm;
            node.number = parts[numberLeft ? 0 : 1].number;
            if (numberLeft)
                node.op = mirrored(node.op);
            Term term = parts[numberLeft ? 1 : 0];
            term.right = false;
            parts = {term};
        }
        return stored(node, parts, static_cast<std::uint8_t>(std::min(255, height + 1)));
    }

    std::uint32_t stored(Node node, const std::vector<Term>& parts, std::uint8_t height) {
        if (node.kind == Node::Kind::Compare) {
            // The largest each total can be, short of overflowing: a field its mask, x and y
            // 254, a count 8.
            constexpr std::uint64_t kNarrow = std::uint64_t{1} << 62;
            std::uint64_t largest[2] = {0, 0};
            for (const Term& term : parts) {
                std::uint64_t most = 8;
                if (term.kind == Term::Kind::Field || term.kind == Term::Kind::NeighbourField)
                    most = term.mask;
                else if (term.kind == Term::Kind::Number)
                    most = term.number;
                else if (term.kind == Term::Kind::X || term.kind == Term::Kind::Y)
                    most = kMaxSide;
                std::uint64_t& total = largest[term.right ? 1 : 0];
                total = most >= kNarrow || total + most >= kNarrow ? kNarrow : total + most;
            }
            node.narrow = largest[0] < kNarrow && largest[1] < kNarrow;
        }
        node.first = static_cast<std::uint32_t>(terms_.size());
        node.count = static_cast<std::uint32_t>(parts.size());
        terms_.insert(terms_.end(), parts.begin(), parts.end());
        return add(node, height);
    }

    std::vector<Token> tokens_;
    std::size_t at_ = 0;
    std::span<const FieldSpec> fields_;
    TileShape shape_;
    std::vector<Node>& nodes_;
    std::vector<std::uint32_t>& links_;
    std::vector<Term>& terms_;
    std::vector<std::uint8_t> heights_; // per node: the longest chain of nodes down from it
    std::optional<Connectivity> reach_;
    ExpressionError error_;
};

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
    Parser parser(text, fields, shape, expression.nodes_, expression.links_, expression.terms_);
    if (auto error = parser.run(expression.root_)) {
        parsed.error = std::move(*error);
        return parsed;
    }
    expression.reach_ = parser.reach();
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
