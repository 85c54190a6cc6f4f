// Expressions of any size (issue 31): nesting deeper than TileExpression::kMaxDepth is refused
// with a message, long flat chains are read and judged, and neither runs the stack out — a
// validator script or a command line can hand the parser anything.

#include "gbxx/expression.h"
#include "support/test_suite.h"

#include <QTest>
#include <QThread>

#include <chrono>
#include <string>

namespace tst_expression_limits {

using namespace gbxx;

namespace {

std::string repeated(std::string_view piece, std::size_t times) {
    std::string out;
    out.reserve(piece.size() * times);
    for (std::size_t k = 0; k < times; ++k)
        out += piece;
    return out;
}

// `x = 1` inside `levels` pairs of parentheses.
std::string parenthesised(std::size_t levels) {
    return repeated("(", levels) + "x = 1" + repeated(")", levels);
}

const std::string kTooDeep = "nested too deeply: more than " +
                             std::to_string(TileExpression::kMaxDepth) +
                             " levels of '(' and 'not' at character ";

} // namespace

class TestExpressionLimits : public QObject {
    Q_OBJECT

private slots:
    void theLimitIsDocumentedAsIs();
    void nestingAtTheLimitIsRead();
    void nestingOnePastTheLimitIsRefused_data();
    void nestingOnePastTheLimitIsRefused();
    void deepNestingIsRefusedWithoutCrashing_data();
    void deepNestingIsRefusedWithoutCrashing();
    void theLimitNeedsLittleStack();
    void aLongFlatChainIsReadAndJudged();
    void manyShallowGroupsAreNotDeep();

private:
    const Board board_{Variant::GB64, 4, 3};
};

void TestExpressionLimits::theLimitIsDocumentedAsIs() {
    // docs/expressions.md, docs/cli.md and docs/scripting.md say 256.
    QCOMPARE(TileExpression::kMaxDepth, std::size_t(256));
}

void TestExpressionLimits::nestingAtTheLimitIsRead() {
    const std::size_t n = TileExpression::kMaxDepth;
    const auto parens = TileExpression::parse(parenthesised(n), board_.fields());
    QVERIFY2(parens, parens.error.message.c_str());
    const auto nots = TileExpression::parse(repeated("not ", n) + "x = 1", board_.fields());
    QVERIFY2(nots, nots.error.message.c_str());
    // Half the levels 'not (', which nests an And in every Not: evaluated as deep as it is read.
    const auto mixed = TileExpression::parse(
        repeated("not (y < 9 and ", n / 2) + "x = 1" + repeated(")", n / 2), board_.fields());
    QVERIFY2(mixed, mixed.error.message.c_str());
    for (TileIndex t = 0; t < board_.tileCount(); ++t) {
        const bool xIsOne = board_.xOf(t) == 1;
        QCOMPARE(parens.expression->matches(board_, t), xIsOne);
        QCOMPARE(nots.expression->matches(board_, t), xIsOne); // an even number of 'not's
        QCOMPARE(mixed.expression->matches(board_, t), xIsOne);
    }
}

void TestExpressionLimits::nestingOnePastTheLimitIsRefused_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("character"); // of the first '(' or 'not' past the limit
    const std::size_t n = TileExpression::kMaxDepth + 1;
    QTest::newRow("parentheses") << QString::fromStdString(parenthesised(n)) << int(n);
    QTest::newRow("not") << QString::fromStdString(repeated("not ", n) + "x = 1")
                         << int(4 * (n - 1) + 1);
    QTest::newRow("not (") << QString::fromStdString(repeated("not (", (n + 1) / 2) + "x = 1" +
                                                     repeated(")", (n + 1) / 2))
                           << int(5 * (n / 2) + 1);
}

void TestExpressionLimits::nestingOnePastTheLimitIsRefused() {
    QFETCH(QString, text);
    QFETCH(int, character);
    const auto parsed = TileExpression::parse(text.toStdString(), board_.fields());
    QVERIFY(!parsed);
    QCOMPARE(parsed.error.position, std::size_t(character - 1));
    QCOMPARE(parsed.error.message, kTooDeep + std::to_string(character));
    QCOMPARE(parsed.error.said.id, std::string_view("expression.tooDeep"));
    QCOMPARE(parsed.error.said.english(), parsed.error.message);
}

void TestExpressionLimits::deepNestingIsRefusedWithoutCrashing_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("character");
    const int past = int(TileExpression::kMaxDepth) + 1;
    QTest::newRow("12,000 parentheses") << QString::fromStdString(parenthesised(12000)) << past;
    QTest::newRow("30,000 not") << QString::fromStdString(repeated("not ", 30000) + "x = 1")
                                << 4 * (past - 1) + 1;
    QTest::newRow("60,000 unclosed (") << QString::fromStdString(repeated("(", 60000)) << past;
    QTest::newRow("a million (") << QString::fromStdString(repeated("(", 1000000)) << past;
}

void TestExpressionLimits::deepNestingIsRefusedWithoutCrashing() {
    QFETCH(QString, text);
    QFETCH(int, character);
    const auto parsed = TileExpression::parse(text.toStdString(), board_.fields());
    QVERIFY(!parsed);
    QCOMPARE(parsed.error.message, kTooDeep + std::to_string(character));
}

void TestExpressionLimits::theLimitNeedsLittleStack() {
    // A thread with a small stack (scripts, pools) reads and judges the deepest expression there
    // is: an Or and an And at every level, 256 levels deep.
    const std::size_t n = TileExpression::kMaxDepth;
    const std::string deepest = repeated("(x = 0 or y = 1 and ", n) + "x = 1" + repeated(")", n);
    std::size_t matches = 0;
    std::string error;
    QScopedPointer<QThread> thread(QThread::create([&] {
        const auto parsed = TileExpression::parse(deepest, board_.fields());
        if (!parsed) {
            error = parsed.error.message;
            return;
        }
        matches = parsed.expression->select(board_).count();
    }));
    thread->setStackSize(64 * 1024);
    thread->start();
    QVERIFY(thread->wait());
    QCOMPARE(error, std::string());
    QCOMPARE(matches, std::size_t(4)); // column 0, and (1, 1)
}

void TestExpressionLimits::aLongFlatChainIsReadAndJudged() {
    // 100,000 terms: x = 0 or x = 1 or … ; and as many in one 'and' within each term's group.
    std::string ors;
    std::string ands;
    for (int k = 0; k < 100000; ++k) {
        ors += (k ? " or x = " : "x = ") + std::to_string(k % 4 == 3 ? 7 : k % 4);
        ands += (k ? " and y != " : "y != ") + std::to_string(2 + k % 5);
    }
    const auto start = std::chrono::steady_clock::now();
    const auto anyOr = TileExpression::parse(ors, board_.fields());
    QVERIFY2(anyOr, anyOr.error.message.c_str());
    const auto allAnd = TileExpression::parse("(" + ands + ") and (" + ors + ")", board_.fields());
    QVERIFY2(allAnd, allAnd.error.message.c_str());
    for (TileIndex t = 0; t < board_.tileCount(); ++t) {
        QCOMPARE(anyOr.expression->matches(board_, t), board_.xOf(t) <= 2);
        QCOMPARE(allAnd.expression->matches(board_, t), board_.xOf(t) <= 2 && board_.yOf(t) < 2);
    }
    QCOMPARE(allAnd.expression->select(board_).count(), std::size_t(6));
    // Linear: a few hundred thousand tokens take milliseconds; quadratic would take minutes.
    const auto took = std::chrono::steady_clock::now() - start;
    QVERIFY2(took < std::chrono::seconds(10), "a flat chain took more than 10 s");
    // Copied and destroyed without recursion, as everything else.
    const TileExpression copy = *allAnd.expression;
    QCOMPARE(copy.select(board_).count(), std::size_t(6));
}

void TestExpressionLimits::manyShallowGroupsAreNotDeep() {
    // Depth is nesting, not count: 50,000 groups side by side, each two levels deep.
    std::string text;
    for (int k = 0; k < 50000; ++k)
        text += (k ? " or " : "") + std::string("(not (x = ") + std::to_string(k % 50 + 1) + "))";
    const auto parsed = TileExpression::parse(text, board_.fields());
    QVERIFY2(parsed, parsed.error.message.c_str());
    QCOMPARE(parsed.expression->select(board_).count(), board_.tileCount());
}

GBXX_TEST_GUILESS_MAIN(TestExpressionLimits);

} // namespace tst_expression_limits
#include "tst_expression_limits.moc"
