// Neighbour terms and arithmetic in the tile expression language (issue 37, docs/expressions.md),
// against an independent computation: neighbours from the spec's words (plain_neighbours.h), sums
// in 128-bit integers, and random expressions read by a tree of the test's own.

#include "core/plain_neighbours.h"
#include "gbxx/expression.h"
#include "gbxx/neighbour_table.h"
#include "support/test_suite.h"

#include <QTest>
#include <QThread>

#include <chrono>
#include <functional>
#include <memory>
#include <random>
#include <string>

namespace tst_neighbour_terms {

using namespace gbxx;
using namespace gbxx::test;

namespace {

__extension__ using Wide = __int128;

// Every shape the headers allow: today's wrap 0-3 and the older layouts' two flags, square and
// hex, widths and lengths 1-7 (odd and even), with tiles of random heights and boundaries.
std::vector<Board> everyShape(std::uint64_t seed) {
    std::mt19937_64 random(seed);
    std::vector<Board> boards;
    const Layout& today = defaultLayout();
    const Layout& older = *findLayout("2023-09-10");
    for (int w = 1; w <= 7; ++w)
        for (int l = 1; l <= 6; ++l)
            for (int hex = 0; hex <= 1; ++hex)
                for (int wrap = 0; wrap <= 4; ++wrap) {
                    // 0-3 today's `wrap`; 4 the older layout's wrapWidth and wrapLength both on.
                    Board board(Variant::GB64, w, l, wrap == 4 ? older : today);
                    board.setHeader(*board.layout().headerField("hex"), std::uint64_t(hex));
                    if (wrap < 4) {
                        board.setHeader(*board.layout().headerField("wrap"), std::uint64_t(wrap));
                    } else {
                        board.setHeader(*board.layout().headerField("wrapWidth"), 1);
                        board.setHeader(*board.layout().headerField("wrapLength"), 1);
                    }
                    for (TileIndex t = 0; t < board.tileCount(); ++t)
                        board.setTileRaw(t, random());
                    boards.push_back(std::move(board));
                }
    // The older layout's single flags too.
    for (int flags = 1; flags <= 2; ++flags)
        for (int w : {1, 2, 3, 4})
            for (int hex = 0; hex <= 1; ++hex) {
                Board board(Variant::GB64, w, 3, older);
                board.setHeader(*older.headerField("hex"), std::uint64_t(hex));
                board.setHeader(*older.headerField(flags == 1 ? "wrapWidth" : "wrapLength"), 1);
                for (TileIndex t = 0; t < board.tileCount(); ++t)
                    board.setTileRaw(t, random());
                boards.push_back(std::move(board));
            }
    return boards;
}

QString describe(const Board& b, TileIndex t) {
    const PlainShape s = plainShapeOf(b);
    return QStringLiteral("%1x%2 %3 wrap %4%5 layout %6 tile (%7, %8)")
        .arg(b.width())
        .arg(b.length())
        .arg(s.hex ? "hex" : "square")
        .arg(s.widthJoined ? "W" : "-")
        .arg(s.lengthJoined ? "L" : "-")
        .arg(QString::fromStdString(std::string(b.layout().name)))
        .arg(b.xOf(t))
        .arg(b.yOf(t));
}

std::uint64_t fieldOf(const Board& b, TileIndex t, std::string_view key) {
    return b.get(t, *b.field(key));
}

// A random expression of the grammar, as text and as a tree the test judges itself.
struct Context {
    const Board& board;
    const PlainShape& shape;
    TileIndex self;
    TileIndex neighbour;
};
using Judge = std::function<bool(Context&)>;
using Value = std::function<Wide(Context&)>;

class RandomExpressions {
public:
    RandomExpressions(std::uint64_t seed, const Board& board, bool deep)
        : random_(seed)
        , board_(board)
        , hex_(plainShapeOf(board).hex)
        , deep_(deep) {}

    std::pair<std::string, Judge> expr(int depth, bool inside) {
        const int terms = pick(1, depth > 0 ? 3 : 1);
        std::string text;
        std::vector<Judge> judges;
        for (int k = 0; k < terms; ++k) {
            auto [t, j] = term(depth, inside);
            text += (k ? " or " : "") + t;
            judges.push_back(j);
        }
        return {text, [judges](Context& c) {
                    for (const Judge& j : judges)
                        if (j(c))
                            return true;
                    return false;
                }};
    }

private:
    int pick(int low, int high) { return std::uniform_int_distribution<int>(low, high)(random_); }

    std::pair<std::string, Judge> term(int depth, bool inside) {
        const int factors = pick(1, depth > 0 ? 3 : 1);
        std::string text;
        std::vector<Judge> judges;
        for (int k = 0; k < factors; ++k) {
            auto [t, j] = factor(depth, inside);
            text += (k ? " and " : "") + t;
            judges.push_back(j);
        }
        return {text, [judges](Context& c) {
                    for (const Judge& j : judges)
                        if (!j(c))
                            return false;
                    return true;
                }};
    }

    std::pair<std::string, Judge> factor(int depth, bool inside) {
        switch (pick(0, depth > 0 ? 5 : 2)) {
        case 0:
        case 1:
            return comparison(depth, inside);
        case 2:
            return has(inside);
        case 3: {
            auto [t, j] = factor(depth - 1, inside);
            return {"not " + t, [j](Context& c) { return !j(c); }};
        }
        default: {
            auto [t, j] = expr(depth - 1, inside);
            return {"(" + t + ")", j};
        }
        }
    }

    const FieldSpec& someField() {
        const auto fields = board_.fields();
        return fields[static_cast<std::size_t>(pick(0, int(fields.size()) - 1))];
    }

    std::pair<std::string, Judge> has(bool inside) {
        const FieldSpec* f = &someField();
        const bool ofNeighbour = inside && pick(0, 1) == 1;
        const int bit = pick(0, 9) == 0 ? pick(8, 70) : pick(0, f->bitCount);
        const std::string key = (ofNeighbour ? "n." : "") + std::string(f->key);
        return {key + " has " + std::to_string(bit), [f, ofNeighbour, bit](Context& c) {
                    const std::uint64_t v = c.board.get(ofNeighbour ? c.neighbour : c.self, *f);
                    return bit < 64 && ((v >> bit) & 1) != 0;
                }};
    }

    std::pair<std::string, Value> operand(int depth, bool inside) {
        const int choice = pick(0, 9);
        if (choice <= 2) {
            const FieldSpec* f = &someField();
            const bool ofNeighbour = inside && pick(0, 1) == 1;
            return {(ofNeighbour ? "n." : "") + std::string(f->key), [f, ofNeighbour](Context& c) {
                        return Wide(c.board.get(ofNeighbour ? c.neighbour : c.self, *f));
                    }};
        }
        if (choice == 3)
            return {"x", [](Context& c) { return Wide(c.board.xOf(c.self)); }};
        if (choice == 4)
            return {"y", [](Context& c) { return Wide(c.board.yOf(c.self)); }};
        if (choice <= 6 || inside || depth <= 0) {
            // Small numbers mostly, now and then one near 2^64 (in hexadecimal or decimal).
            const std::uint64_t n = pick(0, 4) == 0 ? ~std::uint64_t{0} - std::uint64_t(pick(0, 3))
                                                    : std::uint64_t(pick(0, 70));
            const bool inHex = pick(0, 3) == 0;
            char text[32];
            std::snprintf(text, sizeof text, inHex ? "0x%llx" : "%llu",
                          static_cast<unsigned long long>(n));
            return {text, [n](Context&) { return Wide(n); }};
        }
        const bool corners = !hex_ && pick(0, 2) == 0;
        auto [innerText, innerJudge] = expr(depth - 1, true);
        if (deep_) // deeper than the evaluator judges by plain calls: its frames then
            innerText = "not not not not not not (" + innerText + ")";
        const std::string text = (corners ? "neighbours8(" : "neighbours(") + innerText + ")";
        return {text, [corners, j = innerJudge](Context& c) {
                    Wide count = 0;
                    for (TileIndex n : plainNeighbours(c.shape, c.self, corners)) {
                        c.neighbour = n;
                        count += j(c) ? 1 : 0;
                    }
                    return count;
                }};
    }

    std::pair<std::string, Value> sum(int depth, bool inside) {
        const int operands = pick(1, 3);
        std::string text;
        std::vector<std::pair<bool, Value>> parts;
        for (int k = 0; k < operands; ++k) {
            auto [t, v] = operand(depth, inside);
            const bool minus = k > 0 && pick(0, 1) == 1;
            text += (k == 0 ? "" : minus ? " - " : " + ") + t;
            parts.emplace_back(minus, v);
        }
        return {text, [parts](Context& c) {
                    Wide total = 0;
                    for (const auto& [minus, v] : parts)
                        total += minus ? -v(c) : v(c);
                    return total;
                }};
    }

    std::pair<std::string, Judge> comparison(int depth, bool inside) {
        auto [left, l] = sum(depth, inside);
        auto [right, r] = sum(depth, inside);
        static const char* const kOps[] = {"=", "!=", "<", "<=", ">", ">="};
        const int op = pick(0, 5);
        return {left + " " + kOps[op] + " " + right, [op, l, r](Context& c) {
                    const Wide a = l(c);
                    const Wide b = r(c);
                    switch (op) {
                    case 0:
                        return a == b;
                    case 1:
                        return a != b;
                    case 2:
                        return a < b;
                    case 3:
                        return a <= b;
                    case 4:
                        return a > b;
                    default:
                        return a >= b;
                    }
                }};
    }

    std::mt19937_64 random_;
    const Board& board_;
    bool hex_;
    bool deep_;
};

} // namespace

class TestNeighbourTerms : public QObject {
    Q_OBJECT

private slots:
    void theTableIsTheGeometrys();
    void neighbourCountsOnEveryShape();
    void neighbours8CountsCornersOnSquareBoards();
    void aNeighboursTermComparesWithAnything();
    void randomExpressionsAgreeWithAPlainReading_data();
    void randomExpressionsAgreeWithAPlainReading();
    void arithmeticIsExact();
    void sixtyFourBitFieldsAreExact();
    void oldExpressionsKeepTheirMeaning();
    void errorsSayWhatAndWhere_data();
    void errorsSayWhatAndWhere();
    void neighbours8IsRefusedOnHexBoards();
    void aNeighboursTermCountsAsANestingLevel();
    void deepNeighbourTermsNeedLittleStack();
    void longSumsAreReadAndJudged();
    void noSpacesNeeded();
};

void TestNeighbourTerms::theTableIsTheGeometrys() {
    for (const Board& board : everyShape(1)) {
        const GridShape shape = gridShapeOf(board);
        const NeighbourTable table(shape);
        const Geometry edges(shape);
        const Geometry corners(shape, Connectivity::EdgesAndCorners);
        for (TileIndex t = 0; t < board.tileCount(); ++t) {
            const auto e = edges.neighbours(t);
            const auto c = corners.neighbours(t);
            QVERIFY(std::ranges::equal(table.edges(t), e));
            QVERIFY(std::ranges::equal(table.withCorners(t), c));
        }
    }
}

void TestNeighbourTerms::neighbourCountsOnEveryShape() {
    // Each tile's count of neighbours with boundary 3, and of all its neighbours, at every edge and
    // seam of every shape: `neighbours(E) = N` holds for exactly the N the plain reading counts.
    int checked = 0;
    for (const Board& board : everyShape(2)) {
        const PlainShape shape = plainShapeOf(board);
        for (const char* inner : {"n.boundary = 3", "0 = 0", "n.height > height"}) {
            std::vector<Selection> byCount;
            for (int n = 0; n <= 8; ++n) {
                const auto parsed = TileExpression::parse("neighbours(" + std::string(inner) +
                                                              ") = " + std::to_string(n),
                                                          board.fields(), tileShapeOf(board));
                QVERIFY2(parsed, parsed.error.message.c_str());
                byCount.push_back(parsed.expression->select(board));
            }
            for (TileIndex t = 0; t < board.tileCount(); ++t) {
                int expected = 0;
                for (TileIndex n : plainNeighbours(shape, t, false)) {
                    const std::string_view what = inner;
                    if (what == "0 = 0" ||
                        (what == "n.boundary = 3" && fieldOf(board, n, "boundary") == 3) ||
                        (what == "n.height > height" &&
                         fieldOf(board, n, "height") > fieldOf(board, t, "height")))
                        ++expected;
                }
                for (int n = 0; n <= 8; ++n)
                    QVERIFY2(
                        byCount[std::size_t(n)].contains(t) == (n == expected),
                        qPrintable(describe(board, t) +
                                   QStringLiteral(" %1: %2 ≠ %3").arg(inner).arg(n).arg(expected)));
                ++checked;
            }
        }
    }
    QVERIFY(checked > 5000);
}

void TestNeighbourTerms::neighbours8CountsCornersOnSquareBoards() {
    for (const Board& board : everyShape(3)) {
        const PlainShape shape = plainShapeOf(board);
        if (shape.hex)
            continue;
        const auto parsed = TileExpression::parse("neighbours8(n.boundary != 0) - 1 < x",
                                                  board.fields(), TileShape::Square);
        QVERIFY2(parsed, parsed.error.message.c_str());
        for (TileIndex t = 0; t < board.tileCount(); ++t) {
            int count = 0;
            for (TileIndex n : plainNeighbours(shape, t, true))
                count += fieldOf(board, n, "boundary") != 0 ? 1 : 0;
            QVERIFY2(parsed.expression->matches(board, t) == (count - 1 < board.xOf(t)),
                     qPrintable(describe(board, t)));
        }
    }
}

void TestNeighbourTerms::aNeighboursTermComparesWithAnything() {
    // On either side, against fields, x and y, in sums, with 'has' of a neighbour inside.
    const std::vector<Board> boards = everyShape(4);
    for (std::size_t k = 0; k < boards.size(); k += 7) {
        const Board& board = boards[k];
        const PlainShape shape = plainShapeOf(board);
        const auto parsed = TileExpression::parse(
            "x + neighbours(n.homeZones has 1 and not n.link = link) >= y + 1 or "
            "2 - neighbours(n.boundary = 0) > neighbours(n.boundary = 3)",
            board.fields(), tileShapeOf(board));
        QVERIFY2(parsed, parsed.error.message.c_str());
        for (TileIndex t = 0; t < board.tileCount(); ++t) {
            int homes = 0;
            int off = 0;
            int in = 0;
            for (TileIndex n : plainNeighbours(shape, t, false)) {
                homes += ((fieldOf(board, n, "homeZones") >> 1) & 1) &&
                         fieldOf(board, n, "link") != fieldOf(board, t, "link");
                off += fieldOf(board, n, "boundary") == 0;
                in += fieldOf(board, n, "boundary") == 3;
            }
            const bool expected = board.xOf(t) + homes >= board.yOf(t) + 1 || 2 - off > in;
            QVERIFY2(parsed.expression->matches(board, t) == expected,
                     qPrintable(describe(board, t)));
            QCOMPARE(parsed.expression->select(board).contains(t), expected);
        }
    }
}

void TestNeighbourTerms::randomExpressionsAgreeWithAPlainReading_data() {
    QTest::addColumn<bool>("deep");
    QTest::newRow("flat") << false;
    QTest::newRow("deep") << true; // judged with the evaluator's own frames
}

void TestNeighbourTerms::randomExpressionsAgreeWithAPlainReading() {
    QFETCH(bool, deep);
    const std::vector<Board> boards = everyShape(5);
    std::size_t judged = 0;
    for (std::size_t k = 0; k < boards.size(); k += 3) {
        const Board& board = boards[k];
        const PlainShape shape = plainShapeOf(board);
        RandomExpressions random(k * 31 + (deep ? 7 : 0), board, deep);
        for (int e = 0; e < 12; ++e) {
            auto [text, judge] = random.expr(3, false);
            if (deep)
                text = "not not not not not not (" + text + ")";
            const auto parsed = TileExpression::parse(text, board.fields(), tileShapeOf(board));
            QVERIFY2(parsed, (text + ": " + parsed.error.message).c_str());
            const Selection selected = parsed.expression->select(board);
            for (TileIndex t = 0; t < board.tileCount(); ++t) {
                Context c{board, shape, t, t};
                const bool expected = judge(c);
                QVERIFY2(selected.contains(t) == expected,
                         qPrintable(describe(board, t) + ": " + QString::fromStdString(text)));
                QVERIFY2(parsed.expression->matches(board, t) == expected,
                         qPrintable(describe(board, t) + ": " + QString::fromStdString(text)));
                ++judged;
            }
        }
    }
    QVERIFY(judged > 20000);
}

void TestNeighbourTerms::arithmeticIsExact() {
    Board board(Variant::GB64, 4, 3);
    const FieldSpec& height = *board.field("height");
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(t, height.write(0, t * 5));
    const auto holds = [&](const std::string& text) {
        const auto parsed = TileExpression::parse(text, board.fields());
        if (!parsed)
            qWarning("%s: %s", text.c_str(), parsed.error.message.c_str());
        return parsed ? parsed.expression->select(board).count() : std::size_t(999);
    };
    const std::size_t all = board.tileCount();
    // Below zero, and past 2^64 on either side: no wrap-around anywhere.
    QCOMPARE(holds("0 - 1 < 0"), all);
    QCOMPARE(holds("x - 4 < 0"), all);
    QCOMPARE(holds("18446744073709551615 + 1 > 18446744073709551615"), all);
    QCOMPARE(holds("0xffffffffffffffff + 0xffffffffffffffff - 0xffffffffffffffff = "
                   "18446744073709551615"),
             all);
    QCOMPARE(holds("0 - 18446744073709551615 - 18446744073709551615 < 0 - 18446744073709551615"),
             all);
    QCOMPARE(holds("0 - 18446744073709551615 - 18446744073709551615 + 18446744073709551615 + "
                   "18446744073709551615 = 0"),
             all);
    // Subtraction is left to right: 10 - 3 - 2 is 5, not 9.
    QCOMPARE(holds("10 - 3 - 2 = 5"), all);
    QCOMPARE(holds("10 - 3 - 2 = 9"), 0u);
    // Fields, x and y in sums: height is 5 a tile, x = t % 4, y = t / 4, so height = 5x + 20y.
    std::string fiveXTwentyY = "height =";
    for (int k = 0; k < 25; ++k)
        fiveXTwentyY += k == 0 ? " x" : k < 5 ? " + x" : " + y";
    QCOMPARE(holds(fiveXTwentyY), all);
    QCOMPARE(holds(fiveXTwentyY + " + 1"), 0u);
    QVERIFY(!TileExpression::parse("height - 5 * x = 0", board.fields())); // there is no '*'
    QCOMPARE(holds("x - y = 0"), 3u);
    QCOMPARE(holds("y - x > 0"), 3u); // (0,1) (0,2) (1,2)
}

void TestNeighbourTerms::sixtyFourBitFieldsAreExact() {
    // No layout has a 64-bit field; a table of the test's own has: the whole tile.
    static const FieldSpec kWide[] = {{"wide", "Wide", 0, 0, 64, FieldKind::Number, {}}};
    Board board(Variant::GB64, 5, 1);
    const std::uint64_t values[] = {0, 1, (std::uint64_t{1} << 63), ~std::uint64_t{0} - 1,
                                    ~std::uint64_t{0}};
    for (TileIndex t = 0; t < 5; ++t)
        board.setTileRaw(t, values[t]);
    const auto matching = [&](const std::string& text) {
        const auto parsed = TileExpression::parse(text, kWide);
        if (!parsed)
            qWarning("%s: %s", text.c_str(), parsed.error.message.c_str());
        return parsed ? parsed.expression->select(board).tiles() : std::vector<TileIndex>{99};
    };
    using V = std::vector<TileIndex>;
    QCOMPARE(matching("wide = 18446744073709551615"), V{4});
    QCOMPARE(matching("wide = 0xffffffffffffffff"), V{4});
    QCOMPARE(matching("wide > 9223372036854775807"), (V{2, 3, 4}));
    QCOMPARE(matching("wide + wide > 18446744073709551615"), (V{2, 3, 4}));
    QCOMPARE(matching("wide + 1 = 0"), V{});
    QCOMPARE(matching("wide - 18446744073709551615 < 0"), (V{0, 1, 2, 3}));
    QCOMPARE(matching("wide has 63"), (V{2, 3, 4}));
    QCOMPARE(matching("wide has 0 and wide > 1"), (V{4}));
    QCOMPARE(matching("wide has 64"), V{});
    QCOMPARE(matching("x + wide = 18446744073709551615 + 4"), (V{4})); // past 2^64 on both sides
}

void TestNeighbourTerms::oldExpressionsKeepTheirMeaning() {
    // The forms of before issue 37, each against its plain reading, on every shape.
    const std::pair<const char*, std::function<bool(const Board&, TileIndex)>> cases[] = {
        {"boundary = 3",
         [](const Board& b, TileIndex t) { return fieldOf(b, t, "boundary") == 3; }},
        {"height >= 0x28 and homeZones has 1 or x < 2",
         [](const Board& b, TileIndex t) {
             return (fieldOf(b, t, "height") >= 40 && ((fieldOf(b, t, "homeZones") >> 1) & 1)) ||
                    b.xOf(t) < 2;
         }},
        {"not boundary = 0 and (x < 3 or y > 2)",
         [](const Board& b, TileIndex t) {
             return fieldOf(b, t, "boundary") != 0 && (b.xOf(t) < 3 || b.yOf(t) > 2);
         }},
        {"custom != 18446744073709551615 and not not custom <= 7",
         [](const Board& b, TileIndex t) { return fieldOf(b, t, "custom") <= 7; }},
        {"custom has 64 or link has 1",
         [](const Board& b, TileIndex t) { return ((fieldOf(b, t, "link") >> 1) & 1) != 0; }},
    };
    for (const Board& board : everyShape(6)) {
        for (const auto& [text, holds] : cases) {
            const auto parsed = TileExpression::parse(text, board.fields());
            QVERIFY2(parsed, parsed.error.message.c_str());
            QVERIFY(!parsed.expression->neighbours());
            for (TileIndex t = 0; t < board.tileCount(); ++t)
                QVERIFY2(parsed.expression->matches(board, t) == holds(board, t), text);
        }
    }
}

void TestNeighbourTerms::errorsSayWhatAndWhere_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("a neighbour's field outside")
        << "n.height = 1"
        << "'n.height' is a neighbour's field, read only inside neighbours(…) at character 1";
    QTest::newRow("... also after others")
        << "x = 1 and n.boundary = 3"
        << "'n.boundary' is a neighbour's field, read only inside neighbours(…) at character 11";
    QTest::newRow("neighbours in neighbours")
        << "neighbours(neighbours(n.height = 1) > 0) > 0"
        << "'neighbours' inside neighbours(…): a neighbour's own neighbours are not counted at "
           "character 12";
    QTest::newRow("neighbours8 in neighbours")
        << "neighbours(x = 1 or neighbours8(x = 1) > 0) > 0"
        << "'neighbours8' inside neighbours(…): a neighbour's own neighbours are not counted at "
           "character 21";
    QTest::newRow("no parenthesis") << "neighbours n.height > 0"
                                    << "expected '(' after 'neighbours', not 'n.height' at "
                                       "character 12";
    QTest::newRow("unknown neighbour field")
        << "neighbours(n.heigth = 1) > 0"
        << "'n.heigth' is not a field of this board (its fields: height, link, playerBlacklist, "
           "ffaBlacklist, teamBlacklist, homeZones, endZones, safeZones, boundary, "
           "currencyBarrier, turnBarrier, pieceSumBarrier, custom) at character 12";
    QTest::newRow("unclosed") << "neighbours(x = 1"
                              << "expected ')' to close the '(' at character 11, not the end at "
                                 "character 17";
    QTest::newRow("no comparison") << "neighbours(x = 1)"
                                   << "expected =, !=, <, <=, >, >= after ')', not the end at "
                                      "character 18";
    QTest::newRow("nothing after +") << "x + > 3"
                                     << "expected a number, a field, 'x', 'y' or neighbours(…) "
                                        "after '+', not '>' at character 5";
    QTest::newRow("nothing after -") << "x = 3 -"
                                     << "expected a number, a field, 'x', 'y' or neighbours(…) "
                                        "after '-', not the end at character 8";
    QTest::newRow("has on a sum") << "height + 1 has 2"
                                  << "expected =, !=, <, <=, >, >= after '1', not 'has' at "
                                     "character 12";
    QTest::newRow("too large in a sum") << "x + 18446744073709551616 > 0"
                                        << "'18446744073709551616' is too large at character 5";
    QTest::newRow("negative literal") << "height > -1"
                                      << "expected a number after '>', not '-' at character 10";
    QTest::newRow("empty neighbours") << "neighbours() > 1"
                                      << "expected a field, 'x', 'y', 'not' or '(', not ')' at "
                                         "character 12";
    QTest::newRow("a keyword as operand") << "x + and = 1"
                                          << "expected a number, a field, 'x', 'y' or "
                                             "neighbours(…) after '+', not 'and' at character 5";
}

void TestNeighbourTerms::errorsSayWhatAndWhere() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    const Board board(Variant::GB64, 3, 3);
    const auto parsed = TileExpression::parse(text.toStdString(), board.fields());
    QVERIFY(!parsed);
    QCOMPARE(QString::fromStdString(parsed.error.message), message);
    QCOMPARE(parsed.error.said.english(), parsed.error.message);
    QVERIFY(findMessageText(parsed.error.said.id));
    QVERIFY(message.endsWith(QStringLiteral(" at character %1").arg(parsed.error.position + 1)));
}

void TestNeighbourTerms::neighbours8IsRefusedOnHexBoards() {
    Board hex(Variant::GB64, 4, 4);
    hex.setHeader(*hex.layout().headerField("hex"), 1);
    QCOMPARE(tileShapeOf(hex), TileShape::Hex);
    const auto refused = TileExpression::parse("x = 0 or neighbours8(n.boundary = 3) > 0",
                                               hex.fields(), tileShapeOf(hex));
    QVERIFY(!refused);
    QCOMPARE(refused.error.message,
             std::string("neighbours8 counts corner neighbours, which hex tiles do not have "
                         "(neighbours counts all six) at character 10"));
    QVERIFY(TileExpression::parse("neighbours8(0 = 0) = 8", hex.fields(), TileShape::Square));
    // Read for no known shape, it counts a hex tile's six, as neighbours does.
    const auto any = TileExpression::parse("neighbours8(0 = 0) = neighbours(0 = 0)", hex.fields());
    QVERIFY(any);
    QCOMPARE(any.expression->select(hex).count(), hex.tileCount());
    QCOMPARE(any.expression->neighbours(), std::optional(Connectivity::EdgesAndCorners));
}

void TestNeighbourTerms::aNeighboursTermCountsAsANestingLevel() {
    const Board board(Variant::GB64, 3, 3);
    const std::size_t n = TileExpression::kMaxDepth;
    // 255 '(' and the term's own: at the limit.
    const std::string atLimit =
        std::string(n - 1, '(') + "neighbours(x = 1) = 0" + std::string(n - 1, ')');
    const auto read = TileExpression::parse(atLimit, board.fields());
    QVERIFY2(read, read.error.message.c_str());
    // x is the tile's own: tiles off column 1 count none of their neighbours.
    QCOMPARE(read.expression->select(board).count(), std::size_t(6));
    // One more: the term's '(' is past it.
    const std::string past = "(" + atLimit + ")";
    const auto refused = TileExpression::parse(past, board.fields());
    QVERIFY(!refused);
    QCOMPARE(refused.error.message,
             "nested too deeply: more than 256 levels of '(' and 'not' at character " +
                 std::to_string(n + 11));
    // Inside the term the levels go on counting.
    const std::string inside =
        "neighbours(" + std::string(n, '(') + "x = 1" + std::string(n, ')') + ") > 0";
    const auto deepInside = TileExpression::parse(inside, board.fields());
    QVERIFY(!deepInside);
    QCOMPARE(deepInside.error.position, std::size_t(11 + n - 1));
}

void TestNeighbourTerms::deepNeighbourTermsNeedLittleStack() {
    // As deep as may be, half outside a neighbours term and half inside it, judged on a small
    // thread stack: in effect neighbours(n.custom = 1) = 2, on a width-wrapped hex board whose
    // column 0 has custom data 1.
    Board board(Variant::GB64, 6, 5);
    board.setHeader(*board.layout().headerField("hex"), 1);
    board.setHeader(*board.layout().headerField("wrap"), 1);
    for (int y = 0; y < board.length(); ++y)
        board.setTileRaw(board.indexOf(0, y), board.field("custom")->write(0, 1));
    const std::size_t n = (TileExpression::kMaxDepth - 1) / 2;
    std::string chain;
    std::string closing;
    for (std::size_t k = 0; k < n; ++k) {
        chain += "(y = 9 or x < 99 and ";
        closing += ")";
    }
    const std::string text =
        chain + "neighbours(" + chain + "n.custom = 1" + closing + ") = 2" + closing;
    std::size_t matches = 0;
    std::string error;
    QScopedPointer<QThread> thread(QThread::create([&] {
        const auto parsed = TileExpression::parse(text, board.fields(), TileShape::Hex);
        if (!parsed) {
            error = parsed.error.message;
            return;
        }
        matches = parsed.expression->select(board).count();
    }));
    thread->setStackSize(64 * 1024);
    thread->start();
    QVERIFY(thread->wait());
    QCOMPARE(error, std::string());
    std::size_t expected = 0;
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        int inColumn0 = 0;
        for (TileIndex u : plainNeighbours(plainShapeOf(board), t, false))
            inColumn0 += board.xOf(u) == 0 ? 1 : 0;
        expected += inColumn0 == 2 ? 1 : 0;
    }
    QVERIFY(expected > 0);
    QCOMPARE(matches, expected);
}

void TestNeighbourTerms::longSumsAreReadAndJudged() {
    Board board(Variant::GB64, 4, 3);
    std::string text = "x";
    for (int k = 0; k < 100000; ++k)
        text += k % 2 ? " + x" : " - x";
    text += " = x";
    const auto start = std::chrono::steady_clock::now();
    const auto parsed = TileExpression::parse(text, board.fields());
    QVERIFY2(parsed, parsed.error.message.c_str());
    QCOMPARE(parsed.expression->select(board).count(), board.tileCount());
    QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
}

void TestNeighbourTerms::noSpacesNeeded() {
    Board board(Variant::GB64, 3, 3);
    board.setTileRaw(4, board.field("boundary")->write(0, 3));
    const auto spaced =
        TileExpression::parse("neighbours(n.boundary = 3) - 1 >= 0 - x + x", board.fields());
    const auto tight = TileExpression::parse("neighbours(n.boundary=3)-1>=0-x+x", board.fields());
    QVERIFY(spaced && tight);
    QCOMPARE(tight.expression->select(board), spaced.expression->select(board));
    QCOMPARE(tight.expression->select(board).tiles(), (std::vector<TileIndex>{1, 3, 5, 7}));
}

GBXX_TEST_GUILESS_MAIN(TestNeighbourTerms);

} // namespace tst_neighbour_terms
#include "tst_neighbour_terms.moc"
