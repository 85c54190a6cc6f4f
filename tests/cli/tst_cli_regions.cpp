// `gbxx query` and `gbxx edit` over every vector board, against conditions and operations written
// out independently in the test: the exact output lines, the bytes written, the exit statuses.

#include "cli/gbxx_run.h"
#include "gbxx/codec.h"
#include "support/test_suite.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>

namespace tst_cli_regions {

using namespace gbxx;
using namespace gbxx::test;

namespace {

struct Case {
    const char* expression;
    // The same condition, written out by hand.
    std::function<bool(const Board&, TileIndex)> holds;
};

std::uint64_t field(const Board& b, TileIndex t, std::string_view key) {
    const FieldSpec* f = b.field(key);
    return f ? b.get(t, *f) : 0;
}

std::vector<Case> cases() {
    return {
        {"boundary = 3",
         [](const Board& b, TileIndex t) { return field(b, t, keys::boundary) == 3; }},
        {"boundary=3 and height>=10 or x<2",
         [](const Board& b, TileIndex t) {
             return (field(b, t, keys::boundary) == 3 && field(b, t, keys::height) >= 10) ||
                    b.xOf(t) < 2;
         }},
        {"not (height = 0 or y > 0x3) and boundary != 0",
         [](const Board& b, TileIndex t) {
             return !(field(b, t, keys::height) == 0 || b.yOf(t) > 3) &&
                    field(b, t, keys::boundary) != 0;
         }},
        {"height has 1 and (x <= 4 or y >= 2)",
         [](const Board& b, TileIndex t) {
             return ((field(b, t, keys::height) >> 1) & 1) && (b.xOf(t) <= 4 || b.yOf(t) >= 2);
         }},
    };
}

} // namespace

class TestCliRegions : public QObject {
    Q_OBJECT

private slots:
    void queryPrintsTheMatchingTilesInBodyOrder();
    void editAppliesTheOperationsInOrderToTheMatches();
    void badExpressionsAndOperationsAreUsageErrors_data();
    void badExpressionsAndOperationsAreUsageErrors();
    void deepNestingIsAUsageErrorNotACrash();

private:
    QTemporaryDir dir_;
};

void TestCliRegions::queryPrintsTheMatchingTilesInBodyOrder() {
    const VectorSet set;
    int runs = 0;
    for (const VectorBoard& v : set.boards()) {
        const ReadResult read = readBoard(asSpan(readFileBytes(v.path(v.file))));
        QVERIFY(read);
        const Board& board = *read.board;
        for (const Case& c : cases()) {
            QByteArray expected;
            int count = 0;
            for (TileIndex t = 0; t < board.tileCount(); ++t)
                if (c.holds(board, t)) {
                    expected += QByteArray::number(board.xOf(t)) + ' ' +
                                QByteArray::number(board.yOf(t)) + '\n';
                    ++count;
                }
            const Run run = runGbxx(
                {QStringLiteral("query"), v.path(v.file), QString::fromLatin1(c.expression)});
            QCOMPARE(run.exitCode, 0);
            QCOMPARE(run.out, expected);
            QVERIFY(run.err.isEmpty());
            const Run counted =
                runGbxx({QStringLiteral("query"), v.path(v.file), QString::fromLatin1(c.expression),
                         QStringLiteral("--count")});
            QCOMPARE(counted.out, QByteArray::number(count) + '\n');
            runs += 2;
        }
    }
    QVERIFY(runs > 100);
}

void TestCliRegions::editAppliesTheOperationsInOrderToTheMatches() {
    const VectorSet set;
    for (const VectorBoard& v : set.boards()) {
        const ReadResult read = readBoard(asSpan(readFileBytes(v.path(v.file))));
        QVERIFY(read);
        const Board& board = *read.board;
        const FieldSpec& boundary = *board.field(keys::boundary);
        const FieldSpec& height = *board.field(keys::height);
        // Judged before any change: tiles that were in bounds, even after --set changes them.
        Board expected = board;
        int changed = 0;
        for (TileIndex t = 0; t < board.tileCount(); ++t) {
            if (board.get(t, boundary) != 3)
                continue;
            std::uint64_t tile = board.tile(t);
            tile = boundary.write(tile, 2);
            const std::uint64_t h = height.read(tile);
            tile = height.write(tile, h + 2 > height.maxValue() ? height.maxValue() : h + 2);
            tile = boundary.write(tile, boundary.read(tile) | 1); // --flags-on boundary=1
            expected.setTileRaw(t, tile);
            changed += tile != board.tile(t);
        }
        const QString out = dir_.filePath(QStringLiteral("edited"));
        const Run run =
            runGbxx({QStringLiteral("edit"), v.path(v.file), out, QStringLiteral("--where"),
                     QStringLiteral("boundary = 3"), QStringLiteral("--set"),
                     QStringLiteral("boundary=2"), QStringLiteral("--add=height=+2"),
                     QStringLiteral("--flags-on"), QStringLiteral("boundary=1")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray::number(changed) + " tiles changed\n");
        QCOMPARE(readFileBytes(out), asBytes(writeBoard(expected)));
    }
    // OUT may be IN; --add clamps at 0.
    const QString board = dir_.filePath(QStringLiteral("in-place.gb64"));
    QFile::copy(QStringLiteral(GBXX_SAMPLE_BOARD), board);
    Run run = runGbxx({QStringLiteral("edit"), board, board, QStringLiteral("--add"),
                       QStringLiteral("height=-1000")});
    QCOMPARE(run.exitCode, 0);
    run = runGbxx(
        {QStringLiteral("query"), board, QStringLiteral("height > 0"), QStringLiteral("--count")});
    QCOMPARE(run.out, QByteArray("0\n"));
}

void TestCliRegions::badExpressionsAndOperationsAreUsageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const QString board = QStringLiteral(GBXX_SAMPLE_BOARD);
    const QString out = QStringLiteral("/nonexistent-folder/out.gb64");
    QTest::newRow("query: unknown field")
        << QStringList{"query", board, "heigth = 1"} << "'heigth'";
    QTest::newRow("query: syntax") << QStringList{"query", board, "x = = 1"} << "expected a number";
    QTest::newRow("query: no expression") << QStringList{"query", board} << "takes";
    QTest::newRow("edit: value too large")
        << QStringList{"edit", board, out, "--set", "height=64"} << "does not fit height";
    QTest::newRow("edit: unknown key")
        << QStringList{"edit", board, out, "--add", "zoneOwner=1"} << "'zoneOwner'";
    QTest::newRow("edit: bad where")
        << QStringList{"edit", board, out, "--where", "x >", "--set", "height=1"} << "--where";
    QTest::newRow("edit: no operation") << QStringList{"edit", board, out} << "at least one";
    QTest::newRow("edit: unknown option")
        << QStringList{"edit", board, out, "--multiply", "height=2"} << "unknown option";
    QTest::newRow("edit: mask too wide")
        << QStringList{"edit", board, out, "--flags-off", "homeZones=256"} << "does not fit";
}

void TestCliRegions::badExpressionsAndOperationsAreUsageErrors() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run run = runGbxx(args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err.count("error: "), 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(mentions), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

// The real program (a crash is a crash of its own process, not of the test's): nesting past the
// parser's limit (docs/expressions.md) is refused like any bad expression, whatever its depth.
void TestCliRegions::deepNestingIsAUsageErrorNotACrash() {
    QProcessEnvironment english = QProcessEnvironment::systemEnvironment();
    english.remove(QStringLiteral("LANGUAGE"));
    english.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    const QString sample = QStringLiteral(GBXX_SAMPLE_BOARD);

    const QString nested = QString(12000, QLatin1Char('(')) + QStringLiteral("x = 1") +
                           QString(12000, QLatin1Char(')'));
    const Run query = runProgram(QStringLiteral(GBXX_CLI_PATH),
                                 {QStringLiteral("query"), sample, nested}, {}, english);
    QCOMPARE(query.exitCode, 2);
    QCOMPARE(query.err, QByteArray("error: expression: nested too deeply: more than 256 levels of "
                                   "'(' and 'not' at character 257\n"
                                   "Run 'gbxx query --help' for usage.\n"));
    QVERIFY(query.out.isEmpty());

    const QString board = dir_.filePath(QStringLiteral("deep.gb64"));
    QVERIFY(QFile::copy(sample, board));
    const QByteArray before = readFileBytes(board);
    const Run edit = runProgram(QStringLiteral(GBXX_CLI_PATH),
                                {QStringLiteral("edit"), board, board, QStringLiteral("--where"),
                                 QString(60000, QLatin1Char('(')), QStringLiteral("--set"),
                                 QStringLiteral("height=1")},
                                {}, english);
    QCOMPARE(edit.exitCode, 2);
    QCOMPARE(edit.err, QByteArray("error: --where: nested too deeply: more than 256 levels of '(' "
                                  "and 'not' at character 257\n"
                                  "Run 'gbxx edit --help' for usage.\n"));
    QVERIFY(edit.out.isEmpty());
    QCOMPARE(readFileBytes(board), before);
}

GBXX_TEST_GUILESS_MAIN(TestCliRegions);

} // namespace tst_cli_regions
#include "tst_cli_regions.moc"
