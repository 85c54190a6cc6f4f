#include "gbxx/expression.h"

#include <cctype>
#include <limits>

namespace gbxx {
namespace {

struct Token {
    enum class Kind { Word, Number, Op, Open, Close, End, Bad };
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
            // A schema's sub-field is one word: custom.terrain.
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

class Parser {
public:
    Parser(std::string_view text, std::span<const FieldSpec> fields,
           std::vector<TileExpression::Node>& nodes)
        : tokens_(tokenize(text))
        , fields_(fields)
        , nodes_(nodes) {}

    std::optional<ExpressionError> run() {
        if (peek().kind == Token::Kind::End)
            return fail(peek(), "expression.empty", {});
        if (!expr())
            return error_;
        if (peek().kind != Token::Kind::End)
            return fail(peek(), "expression.unexpected", {shown(peek())});
        return std::nullopt;
    }

private:
    using Node = TileExpression::Node;

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

    std::size_t add(Node node) {
        nodes_.push_back(std::move(node));
        return nodes_.size() - 1;
    }

    // An open '(', or the whole text, being read: its terms so far, the factors of the term being
    // read, and the 'not's waiting for that term's next factor.
    struct Group {
        const Token* open = nullptr; // none: the whole text
        std::vector<std::size_t> terms;
        std::vector<std::size_t> factors;
        std::size_t nots = 0;
    };

    // The grammar's expr, term and factor, read with a stack of groups instead of recursion: the
    // parser's own stack stays the same however the text nests. Nesting is still limited, as
    // evaluation recurses (up to two nodes a level).
    std::optional<std::size_t> expr() {
        std::vector<Group> groups(1);
        std::size_t depth = 0; // the '('s and 'not's around the next factor
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
            std::optional<std::size_t> factor = comparison(t);
            if (!factor)
                return std::nullopt;
            // The tokens after a factor say whether it ends its term, its group, the groups around.
            while (true) {
                Group& group = groups.back();
                for (; group.nots > 0; --group.nots, --depth)
                    factor = add(negated(*factor));
                group.factors.push_back(*factor);
                if (takeWord("and"))
                    break;
                group.terms.push_back(joined(Node::Kind::And, group.factors));
                if (takeWord("or"))
                    break;
                const std::size_t whole = joined(Node::Kind::Or, group.terms);
                if (!group.open)
                    return whole;
                if (peek().kind != Token::Kind::Close)
                    return failed(peek(), "expression.unclosed",
                                  {{std::to_string(group.open->position + 1)}, shown(peek())});
                take();
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
    static Node negated(std::size_t inner) {
        Node node{Node::Kind::Not};
        node.children.push_back(inner);
        return node;
    }
    // `items` as one node of `kind` when there are several; `items` is left empty.
    std::size_t joined(Node::Kind kind, std::vector<std::size_t>& items) {
        std::vector<std::size_t> taken = std::move(items);
        items.clear();
        if (taken.size() == 1)
            return taken.front();
        Node node{kind};
        node.children = std::move(taken);
        return add(std::move(node));
    }

    std::optional<std::uint64_t> number(const Token& after) {
        const Token& t = take();
        if (t.kind != Token::Kind::Number)
            return failed(t, "expression.numberExpected", {shown(after), shown(t)});
        if (t.tooLarge)
            return failed(t, "expression.tooLarge", {shown(t)});
        return t.number;
    }

    // A factor that is no 'not' or '(': a comparison or 'has', starting at `t`.
    std::optional<std::size_t> comparison(const Token& t) {
        if (t.kind != Token::Kind::Word || t.text == "and" || t.text == "or" || t.text == "has")
            return failed(t, "expression.factorExpected", {shown(t)});
        Node node{Node::Kind::CompareField};
        if (t.text == "x" || t.text == "y") {
            node.kind = t.text == "x" ? Node::Kind::CompareX : Node::Kind::CompareY;
        } else {
            node.field = findField(fields_, t.text);
            if (!node.field) {
                std::string keys;
                for (const FieldSpec& f : fields_)
                    keys += (keys.empty() ? "" : ", ") + std::string(f.key);
                return failed(t, "expression.unknownField", {shown(t), {keys}});
            }
            if (isWord("has")) {
                const Token& has = take();
                const std::optional<std::uint64_t> bit = number(has);
                if (!bit)
                    return std::nullopt;
                node.kind = Node::Kind::Has;
                node.number = *bit;
                return add(std::move(node));
            }
        }
        const Token& op = take();
        if (op.kind != Token::Kind::Op)
            return failed(
                op, node.field ? "expression.operatorOrHasExpected" : "expression.operatorExpected",
                {shown(t), shown(op)});
        node.op = op.op;
        const std::optional<std::uint64_t> value = number(op);
        if (!value)
            return std::nullopt;
        node.number = *value;
        return add(std::move(node));
    }

    std::vector<Token> tokens_;
    std::size_t at_ = 0;
    std::span<const FieldSpec> fields_;
    std::vector<Node>& nodes_;
    ExpressionError error_;
};

bool compare(std::uint64_t a, TileExpression::Op op, std::uint64_t b) {
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

} // namespace

TileExpression::Parsed TileExpression::parse(std::string_view text,
                                             std::span<const FieldSpec> fields) {
    Parsed parsed;
    TileExpression expression;
    Parser parser(text, fields, expression.nodes_);
    if (auto error = parser.run()) {
        parsed.error = std::move(*error);
        return parsed;
    }
    parsed.expression = std::move(expression);
    return parsed;
}

bool TileExpression::evaluate(std::size_t root, const Board& board, TileIndex tile,
                              std::uint64_t value) const {
    // With a stack of its own, not the thread's: a small thread stack (a script's, a pool's, a
    // sanitizer's larger frames) judges the deepest expression the parser lets through. Kept per
    // thread so that judging every tile of a board allocates nothing.
    struct Frame {
        std::size_t node;
        std::size_t next; // the next child to judge
    };
    thread_local std::vector<Frame> stack;
    stack.clear();
    stack.push_back({root, 0});
    bool result = false;
    bool returned = false; // `result` is the value of the top frame's last child judged
    while (!stack.empty()) {
        Frame& frame = stack.back();
        const Node& node = nodes_[frame.node];
        switch (node.kind) {
        case Node::Kind::CompareField:
            result = compare(node.field->read(value), node.op, node.number);
            break;
        case Node::Kind::CompareX:
            result = compare(static_cast<std::uint64_t>(board.xOf(tile)), node.op, node.number);
            break;
        case Node::Kind::CompareY:
            result = compare(static_cast<std::uint64_t>(board.yOf(tile)), node.op, node.number);
            break;
        case Node::Kind::Has:
            result = node.number < 64 && ((node.field->read(value) >> node.number) & 1) != 0;
            break;
        case Node::Kind::Not:
        case Node::Kind::Or:
        case Node::Kind::And: {
            if (returned) {
                const bool decided = (node.kind == Node::Kind::Not) ||
                                     (node.kind == Node::Kind::Or && result) ||
                                     (node.kind == Node::Kind::And && !result);
                if (decided) {
                    if (node.kind == Node::Kind::Not)
                        result = !result;
                    break;
                }
            }
            if (frame.next < node.children.size()) {
                const std::size_t child = node.children[frame.next++];
                stack.push_back({child, 0}); // `frame` is not used past this
                returned = false;
                continue;
            }
            result = node.kind == Node::Kind::And; // every child judged and none decided
            break;
        }
        }
        stack.pop_back();
        returned = true;
    }
    return result;
}

bool TileExpression::matches(const Board& board, TileIndex tile) const {
    return evaluate(nodes_.size() - 1, board, tile, board.tile(tile));
}

Selection TileExpression::select(const Board& board) const {
    Selection out(board.tileCount());
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        if (evaluate(nodes_.size() - 1, board, i, board.tile(i)))
            out.set(i);
    return out;
}

} // namespace gbxx
