#include "expression_parser.h"

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
} // namespace

std::optional<ExpressionError> parseExpression(std::string_view text,
                                               std::span<const FieldSpec> fields, TileShape shape,
                                               ParsedNodes& into) {
    Parser parser(text, fields, shape, into.nodes, into.links, into.terms);
    if (auto error = parser.run(into.root))
        return error;
    into.reach = parser.reach();
    return std::nullopt;
}

} // namespace gbxx
