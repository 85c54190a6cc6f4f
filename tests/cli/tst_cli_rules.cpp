// `gbxx rules apply|check` (issue 37), and neighbour terms in `gbxx query` and `edit --where`,
// against a plain run of the test's own (neighbours from the spec's words, tests/core/
// plain_neighbours.h) over every vector board: the exact lines, the bytes written, the exit
// statuses; rules files found as schemas are, their mistakes one line naming the rule and the
// place with nothing written, hostile files, and the bundled examples.

#include "cli/gbxx_run.h"
#include "core/plain_neighbours.h"
#include "gbxx/codec.h"
#include "io/file_names.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

namespace tst_cli_rules {

using namespace gbxx;
using namespace gbxx::test;

namespace {

const QString kExamples = QStringLiteral(GBXX_RULES_DIR);

// Two rules, the second reading what the first made: a ring of out-of-bounds tiles around the
// playable ones, then the ring's tiles with two ring neighbours raised by one.
const QByteArray kTwoRules = R"({"rules": [
  {"name": "ring", "where": "boundary = 0 and neighbours(n.boundary >= 2) > 0",
   "then": ["set boundary=1"], "live": true},
  {"name": "raise the ring", "where": "boundary = 1 and neighbours(n.boundary = 1) >= 2",
   "then": ["add height=1"]}
]})";

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

Board boardAt(const QString& path, const Layout& layout = defaultLayout()) {
    return *readBoard(asSpan(readFileBytes(path)), layout).board;
}

std::uint64_t get(const Board& b, TileIndex t, std::string_view key) {
    return b.get(t, *b.field(key));
}

int countAround(const Board& b, TileIndex t, const std::function<bool(TileIndex)>& holds) {
    int n = 0;
    for (TileIndex u : plainNeighbours(plainShapeOf(b), t, false))
        n += holds(u) ? 1 : 0;
    return n;
}

// kTwoRules run plainly: the board after them and how many tiles each changed.
std::pair<Board, std::vector<int>> plainTwoRules(const Board& board) {
    Board now = board;
    std::vector<int> changed;
    const FieldSpec& boundary = *now.field("boundary");
    const FieldSpec& height = *now.field("height");
    std::vector<TileIndex> matched;
    for (TileIndex t = 0; t < now.tileCount(); ++t)
        if (get(now, t, "boundary") == 0 &&
            countAround(now, t, [&](TileIndex u) { return get(now, u, "boundary") >= 2; }) > 0)
            matched.push_back(t);
    for (TileIndex t : matched)
        now.setTileRaw(t, boundary.write(now.tile(t), 1));
    changed.push_back(int(matched.size()));
    matched.clear();
    for (TileIndex t = 0; t < now.tileCount(); ++t)
        if (get(now, t, "boundary") == 1 &&
            countAround(now, t, [&](TileIndex u) { return get(now, u, "boundary") == 1; }) >= 2)
            matched.push_back(t);
    int raised = 0;
    for (TileIndex t : matched) {
        const std::uint64_t h = height.read(now.tile(t));
        if (h < height.maxValue()) {
            now.setTileRaw(t, height.write(now.tile(t), h + 1));
            ++raised;
        }
    }
    changed.push_back(raised);
    return {now, changed};
}

} // namespace

class TestCliRules : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void applyAndCheckAgreeWithAPlainRun();
    void oneTileIsOneTiles();
    void checkNamesEachFileAsGiven();
    void checkIsQuietWhenBoardsObeyTheirRules();
    void theRulesFileIsFoundAsASchemaIs();
    void mistakesAreExit2AndNothingIsWritten_data();
    void mistakesAreExit2AndNothingIsWritten();
    void hostileInputIsOneLineError_data();
    void hostileInputIsOneLineError();
    void namesThatAreNotUtf8();
    void standardInputAndOutput();
    void usageErrors_data();
    void usageErrors();
    void queryAndEditTakeNeighbourTerms();
    void theLayoutOptionReadsTheShapeInThatLayout();
    void schemaSubFieldsAreKeys();
    void theBundledExamplesDoWhatTheySay();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
    QString twoRules_;
};

void TestCliRules::initTestCase() {
    QVERIFY(dir_.isValid());
    twoRules_ = path(QStringLiteral("two.json"));
    QVERIFY(writeFile(twoRules_, kTwoRules));
}

void TestCliRules::applyAndCheckAgreeWithAPlainRun() {
    const VectorSet set;
    int boards = 0;
    for (const VectorBoard& v : set.boards()) {
        const Board board = boardAt(v.path(v.file));
        const auto [expected, changed] = plainTwoRules(board);
        const QString out = path(QStringLiteral("applied"));
        const Run run = runGbxx({QStringLiteral("rules"), QStringLiteral("apply"),
                                 QStringLiteral("--rules"), twoRules_, v.path(v.file), out});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.out, "ring: " + QByteArray::number(changed[0]) +
                              " tiles changed\nraise the ring: " + QByteArray::number(changed[1]) +
                              " tiles changed\n");
        QCOMPARE(run.err, QByteArray());
        QCOMPARE(readFileBytes(out), asBytes(writeBoard(expected)));
        // check: the rules that would change each board, the board and what apply wrote.
        const auto [again, changedAgain] = plainTwoRules(expected);
        QByteArray lines;
        const auto said = [&](const QString& file, const std::vector<int>& counts) {
            const char* names[] = {"ring", "raise the ring"};
            for (std::size_t k = 0; k < 2; ++k)
                if (counts[k])
                    lines += file.toUtf8() + ": " + names[k] + ": " +
                             QByteArray::number(counts[k]) + " tiles\n";
        };
        said(v.path(v.file), changed);
        said(out, changedAgain);
        const Run checked = runGbxx({QStringLiteral("rules"), QStringLiteral("check"),
                                     QStringLiteral("--rules"), twoRules_, v.path(v.file), out});
        QCOMPARE(checked.out, lines);
        QCOMPARE(checked.exitCode, lines.isEmpty() ? 0 : 1);
        QCOMPARE(checked.err, QByteArray());
        ++boards;
    }
    QVERIFY(boards >= 40);
}

void TestCliRules::oneTileIsOneTiles() {
    Board board(Variant::GB64, 3, 3);
    board.setTileRaw(4, board.field("boundary")->write(0, 3));
    const QString in = path(QStringLiteral("one.gb64"));
    QVERIFY(writeFile(in, asBytes(writeBoard(board))));
    const QString rules = path(QStringLiteral("one.json"));
    QVERIFY(writeFile(rules, R"({"rules": [{"name": "centre", "where": "x = 1 and y = 1",
                                             "then": ["add height=2"]},
                                            {"name": "nothing", "where": "x = 7",
                                             "then": ["add height=2"]}]})"));
    const Run run = runGbxx({QStringLiteral("rules"), QStringLiteral("apply"),
                             QStringLiteral("--rules"), rules, in, path(QStringLiteral("o"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("centre: 1 tiles changed\nnothing: 0 tiles changed\n"));
    const Run checked = runGbxx(
        {QStringLiteral("rules"), QStringLiteral("check"), QStringLiteral("--rules=") + rules, in});
    QCOMPARE(checked.exitCode, 1);
    QCOMPARE(checked.out, in.toUtf8() + ": centre: 1 tiles\n");
}

void TestCliRules::checkNamesEachFileAsGiven() {
    QDir(dir_.path()).mkpath(QStringLiteral("given/sub"));
    QVERIFY(
        QFile::copy(QStringLiteral(GBXX_SAMPLE_BOARD), path(QStringLiteral("given/sub/a.gb64"))));
    QVERIFY(writeFile(path(QStringLiteral("given/gameboardxx-rules.json")), kTwoRules));
    const QString before = QDir::currentPath();
    QDir::setCurrent(path(QStringLiteral("given")));
    const Run run = runGbxx({QStringLiteral("rules"), QStringLiteral("check"),
                             QStringLiteral("sub/a.gb64"), QStringLiteral("./sub/../sub/a.gb64")});
    QDir::setCurrent(before);
    QCOMPARE(run.exitCode, 1);
    const QList<QByteArray> lines = run.out.split('\n');
    QCOMPARE(lines.size(), 5); // two lines a board, and the end
    QVERIFY2(lines[0].startsWith("sub/a.gb64: ring: "), run.out.constData());
    QVERIFY2(lines[2].startsWith("./sub/../sub/a.gb64: ring: "), run.out.constData());
}

void TestCliRules::checkIsQuietWhenBoardsObeyTheirRules() {
    const QString ring = kExamples + QStringLiteral("/out-of-bounds-ring.rules.json");
    const QString out = path(QStringLiteral("ringed.gb64"));
    QCOMPARE(runGbxx({QStringLiteral("rules"), QStringLiteral("apply"), QStringLiteral("--rules"),
                      ring, QStringLiteral(GBXX_SAMPLE_BOARD), out})
                 .exitCode,
             0);
    const Run run = runGbxx({QStringLiteral("rules"), QStringLiteral("check"),
                             QStringLiteral("--rules"), ring, out, out});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, QByteArray());
}

void TestCliRules::theRulesFileIsFoundAsASchemaIs() {
    // maps/up/isles.gb64: isles.rules.json beside it, else gameboardxx-rules.json there or above.
    const QString maps = path(QStringLiteral("maps"));
    QDir(dir_.path()).mkpath(QStringLiteral("maps/up"));
    const QString board = maps + QStringLiteral("/up/isles.gb64");
    QVERIFY(QFile::copy(QStringLiteral(GBXX_SAMPLE_BOARD), board));
    const auto rulesNamed = [](const char* name) {
        return QByteArray(R"({"rules": [{"name": ")") + name +
               R"(", "where": "x = 0 and y = 0", "then": ["set height=1"]}]})";
    };
    const auto firstLine = [&](const QStringList& extra = {}) {
        const Run run = runGbxx(QStringList{QStringLiteral("rules"), QStringLiteral("apply")} +
                                extra + QStringList{board, path(QStringLiteral("found.gb64"))});
        return run.exitCode == 0 ? run.out.split(':').first() : "exit " + run.err;
    };
    Run none = runGbxx({QStringLiteral("rules"), QStringLiteral("apply"), board,
                        path(QStringLiteral("none.gb64"))});
    QCOMPARE(none.exitCode, 2);
    QCOMPARE(none.err, "error: no rules file for " + board.toUtf8() +
                           " (BOARDNAME.rules.json beside it, or gameboardxx-rules.json in its "
                           "folder or above); give --rules FILE\n");
    QVERIFY(!QFile::exists(path(QStringLiteral("none.gb64"))));
    QVERIFY(writeFile(maps + QStringLiteral("/gameboardxx-rules.json"), rulesNamed("above")));
    QCOMPARE(firstLine(), QByteArray("above"));
    QVERIFY(writeFile(maps + QStringLiteral("/up/gameboardxx-rules.json"), rulesNamed("folder")));
    QCOMPARE(firstLine(), QByteArray("folder"));
    QVERIFY(writeFile(maps + QStringLiteral("/up/isles.rules.json"), rulesNamed("own")));
    QCOMPARE(firstLine(), QByteArray("own"));
    const QString given = path(QStringLiteral("given.json"));
    QVERIFY(writeFile(given, rulesNamed("given")));
    QCOMPARE(firstLine({QStringLiteral("--rules"), given}), QByteArray("given"));
    // A schema is found the same way: isles.schema.json is not a rules file.
    QVERIFY(QFile::remove(maps + QStringLiteral("/up/isles.rules.json")));
    QVERIFY(writeFile(maps + QStringLiteral("/up/isles.schema.json"), "{}"));
    QCOMPARE(firstLine(), QByteArray("folder"));
}

void TestCliRules::mistakesAreExit2AndNothingIsWritten_data() {
    QTest::addColumn<QByteArray>("rules");
    QTest::addColumn<QByteArray>("error"); // after "error: FILE: "
    const auto second = [](const char* rule) {
        return QByteArray(
                   R"({"rules": [{"name": "fine", "where": "x = 0", "then": ["set height=1"]},
                                        )") +
               rule + "]}";
    };
    QTest::newRow("expression") << second(R"({"name": "b", "where": "neighbours(n.heigth = 1) > 0",
                                              "then": ["set height=1"]})")
                                << QByteArray("rule 2 \"b\", where: 'n.heigth' is not a field of "
                                              "this board (its fields: height, link, "
                                              "playerBlacklist, ffaBlacklist, teamBlacklist, "
                                              "homeZones, endZones, safeZones, boundary, "
                                              "currencyBarrier, turnBarrier, pieceSumBarrier, "
                                              "custom) at character 12");
    QTest::newRow("neighbours8 on the hex sample")
        << second(R"({"name": "b", "where": "neighbours8(x = 1) > 0", "then": ["set height=1"]})")
        << QByteArray("rule 2 \"b\", where: neighbours8 counts corner neighbours, which hex tiles "
                      "do not have (neighbours counts all six) at character 1");
    QTest::newRow("a value that does not fit")
        << second(R"({"name": "b", "where": "x = 1", "then": ["set height=1", "set link=4"]})")
        << QByteArray("rule 2 \"b\", operation 2: 4 does not fit link (0 to 3)");
    QTest::newRow("an operation") << second(R"({"name": "b", "where": "x = 1", "then": ["put"]})")
                                  << QByteArray("rule 2 \"b\", operation 1: 'put' is not an "
                                                "operation: set, add, flags-on or flags-off, "
                                                "then KEY=VALUE");
    QTest::newRow("shape") << second(R"({"name": "b", "where": "x = 1"})")
                           << QByteArray("rule 2 \"b\": no \"then\"");
    QTest::newRow("truncated") << QByteArray(R"({"rules": [{"name": "b", "wh)")
                               << QByteArray("not valid JSON at line 1, column 29: syntax error "
                                             "while parsing object key - invalid string: missing "
                                             "closing quote");
    QTest::newRow("empty file") << QByteArray()
                                << QByteArray("not valid JSON at line 1, column 1: syntax error "
                                              "while parsing value - unexpected end of input; "
                                              "expected '[', '{', or a literal");
}

void TestCliRules::mistakesAreExit2AndNothingIsWritten() {
    QFETCH(QByteArray, rules);
    QFETCH(QByteArray, error);
    const QString file = path(QStringLiteral("bad.json"));
    QVERIFY(writeFile(file, rules));
    const QString out = path(QStringLiteral("kept.gb64"));
    QVERIFY(writeFile(out, "not touched"));
    const QByteArray said = "error: " + file.toUtf8() + ": " + error + "\n";
    Run run = runGbxx({QStringLiteral("rules"), QStringLiteral("apply"), QStringLiteral("--rules"),
                       file, QStringLiteral(GBXX_SAMPLE_BOARD), out});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err, said);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(readFileBytes(out), QByteArray("not touched"));
    // check reads every board's rules first: a good board before the bad rules prints nothing.
    const QString good = path(QStringLiteral("good.json"));
    QVERIFY(writeFile(good, kTwoRules));
    QVERIFY(QFile::copy(QStringLiteral(GBXX_SAMPLE_BOARD), path(QStringLiteral("c1.gb64"))) ||
            QFile::exists(path(QStringLiteral("c1.gb64"))));
    QVERIFY(writeFile(path(QStringLiteral("c1.rules.json")), kTwoRules));
    QVERIFY(QFile::copy(QStringLiteral(GBXX_SAMPLE_BOARD), path(QStringLiteral("c2.gb64"))) ||
            QFile::exists(path(QStringLiteral("c2.gb64"))));
    QVERIFY(writeFile(path(QStringLiteral("c2.rules.json")), rules));
    run = runGbxx({QStringLiteral("rules"), QStringLiteral("check"),
                   path(QStringLiteral("c1.gb64")), path(QStringLiteral("c2.gb64"))});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err,
             "error: " + path(QStringLiteral("c2.rules.json")).toUtf8() + ": " + error + "\n");
}

void TestCliRules::hostileInputIsOneLineError_data() {
    QTest::addColumn<QByteArray>("rules");
    QTest::addColumn<QByteArray>("starts"); // the message after "error: FILE: "
    QTest::newRow("a million [") << QByteArray(1000000, '[')
                                 << QByteArray("nested more than 16 levels deep at line 1, column "
                                               "17");
    QTest::newRow("Latin-1 in a name")
        << QByteArray("{\"rules\": [{\"name\": \"caf\xe9\", \"where\": \"x = 1\"}]}")
        << QByteArray("not valid JSON at line 1, column 26: syntax error while parsing value - "
                      "invalid string: ill-formed UTF-8 byte");
    QTest::newRow("an escaped new line in a name")
        << QByteArray(R"({"rules": [{"name": "a\nb", "where": "x = 1", "then": ["set x=1"]}]})")
        << QByteArray("rule 1: \"name\" holds a control character");
    QTest::newRow("an expression nested deep")
        << QByteArray(R"({"rules": [{"name": "deep", "where": ")") + QByteArray(5000, '(') +
               QByteArray(R"(", "then": ["set height=1"]}]})")
        << QByteArray("rule 1 \"deep\", where: nested too deeply: more than 256 levels of '(' and "
                      "'not' at character 257");
    QTest::newRow("a control character in an expression")
        << QByteArray(
               R"({"rules": [{"name": "c", "where": "x = 1 \u001b[2J", "then": ["set height=1"]}]})")
        << QByteArray("rule 1 \"c\", where: unexpected '\\x1b'; expected 'and', 'or' or the end "
                      "at character 7");
    QTest::newRow("binary") << QByteArray("\x00\x01\xff\xfe", 4)
                            << QByteArray("not valid JSON at line 1, column 1: ");
}

void TestCliRules::hostileInputIsOneLineError() {
    QFETCH(QByteArray, rules);
    QFETCH(QByteArray, starts);
    const QString file = path(QStringLiteral("hostile.json"));
    QVERIFY(writeFile(file, rules));
    const Run run =
        runGbxx({QStringLiteral("rules"), QStringLiteral("apply"), QStringLiteral("--rules"), file,
                 QStringLiteral(GBXX_SAMPLE_BOARD), path(QStringLiteral("h"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith("error: " + file.toUtf8() + ": " + starts), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY(run.err.endsWith('\n'));
    QVERIFY(!QFile::exists(path(QStringLiteral("h"))));
}

void TestCliRules::namesThatAreNotUtf8() {
    // A board and its rules file whose names hold bytes that are not UTF-8: found beside it, read,
    // and the board named in the output as given.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GBXX"), QStringLiteral(GBXX_CLI_PATH));
    env.insert(QStringLiteral("BOARD"), QStringLiteral(GBXX_SAMPLE_BOARD));
    env.insert(QStringLiteral("RULES"), twoRules_);
    env.insert(QStringLiteral("DIR"), dir_.path());
    const auto shell = [&](const char* script) {
        return runProgram(QStringLiteral("/bin/sh"),
                          {QStringLiteral("-c"), QString::fromLatin1(script)}, {}, env);
    };
    Run run = shell("cp \"$BOARD\" \"$DIR/$(printf '\\351le.gb64')\" && "
                    "cp \"$RULES\" \"$DIR/$(printf '\\351le.rules.json')\" && "
                    "\"$GBXX\" rules check \"$DIR/$(printf '\\351le.gb64')\"");
    QCOMPARE(run.exitCode, 1);
    const QByteArray board = QFile::encodeName(dir_.path()) + "/\xe9le.gb64";
    QVERIFY2(run.out.startsWith(board + ": ring: "), run.out.constData());
    // A mistake in such a rules file: one line, the byte shown escaped.
    run = shell("printf '{' > \"$DIR/$(printf '\\351le.rules.json')\" && "
                "\"$GBXX\" rules check \"$DIR/$(printf '\\351le.gb64')\"");
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith("error: " + QFile::encodeName(dir_.path()) +
                                "/\\xe9le.rules.json: not valid JSON at "),
             run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
    // QTemporaryDir removes by QString names, which these are not.
    shell("rm -f \"$DIR\"/$(printf '\\351')le.*");
}

void TestCliRules::standardInputAndOutput() {
    const QByteArray sample = readFileBytes(QStringLiteral(GBXX_SAMPLE_BOARD));
    const auto [expected, changed] = plainTwoRules(boardAt(QStringLiteral(GBXX_SAMPLE_BOARD)));
    // The board from standard input and to standard output: the lines go to standard error.
    Run run =
        runProgram(QStringLiteral(GBXX_CLI_PATH),
                   {QStringLiteral("rules"), QStringLiteral("apply"), QStringLiteral("--rules"),
                    twoRules_, QStringLiteral("-"), QStringLiteral("-")},
                   sample);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, asBytes(writeBoard(expected)));
    QCOMPARE(run.err, "ring: " + QByteArray::number(changed[0]) +
                          " tiles changed\nraise the ring: " + QByteArray::number(changed[1]) +
                          " tiles changed\n");
    // Standard input has no folder to find rules in.
    run =
        runProgram(QStringLiteral(GBXX_CLI_PATH),
                   {QStringLiteral("rules"), QStringLiteral("check"), QStringLiteral("-")}, sample);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err,
             QByteArray("error: standard input has no rules file beside it; give --rules FILE\n"));
    run = runProgram(QStringLiteral(GBXX_CLI_PATH),
                     {QStringLiteral("rules"), QStringLiteral("check"), QStringLiteral("--rules"),
                      twoRules_, QStringLiteral("-")},
                     sample);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.startsWith("-: ring: "), run.out.constData());
}

void TestCliRules::usageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("error");
    QTest::newRow("nothing") << QStringList{} << QByteArray("'rules' takes apply or check");
    QTest::newRow("another action") << QStringList{QStringLiteral("run")}
                                    << QByteArray("'rules' takes apply or check, not 'run'");
    QTest::newRow("apply one file") << QStringList{QStringLiteral("apply"), QStringLiteral("a")}
                                    << QByteArray("'rules apply' takes IN OUT, got 1 argument(s)");
    QTest::newRow("check no file") << QStringList{QStringLiteral("check")}
                                   << QByteArray("'rules check' takes one or more files");
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("check"), QStringLiteral("--rule"), QStringLiteral("x")}
        << QByteArray("unknown option '--rule'");
    QTest::newRow("no value") << QStringList{QStringLiteral("check"), QStringLiteral("a"),
                                             QStringLiteral("--rules")}
                              << QByteArray("missing value after '--rules'");
    QTest::newRow("unknown layout")
        << QStringList{QStringLiteral("check"), QStringLiteral("--layout=1999"),
                       QStringLiteral("a")}
        << QByteArray("unknown layout '1999'; expected one of 2023-09|2023-09-10|draft-2023-09-06");
}

void TestCliRules::usageErrors() {
    QFETCH(QStringList, args);
    QFETCH(QByteArray, error);
    const Run run = runGbxx(QStringList{QStringLiteral("rules")} + args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err, "error: " + error + "\nRun 'gbxx rules --help' for usage.\n");
    const Run help = runGbxx({QStringLiteral("rules"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.startsWith("Usage: gbxx rules apply [--rules FILE]"));
}

void TestCliRules::queryAndEditTakeNeighbourTerms() {
    const VectorSet set;
    for (const VectorBoard& v : set.boards()) {
        const Board board = boardAt(v.path(v.file));
        const auto holds = [&](TileIndex t) {
            return get(board, t, "boundary") != 3 &&
                   countAround(board, t, [&](TileIndex u) {
                       return get(board, u, "boundary") == 3 &&
                              get(board, u, "height") + 1 > get(board, t, "height");
                   }) >= 2;
        };
        const QString expression = QStringLiteral(
            "boundary != 3 and neighbours(n.boundary = 3 and n.height + 1 > height) >= 2");
        QByteArray expected;
        Board edited = board;
        int changed = 0;
        for (TileIndex t = 0; t < board.tileCount(); ++t)
            if (holds(t)) {
                expected += QByteArray::number(board.xOf(t)) + ' ' +
                            QByteArray::number(board.yOf(t)) + '\n';
                const std::uint64_t after = board.field("boundary")->write(board.tile(t), 2);
                changed += after != board.tile(t);
                edited.setTileRaw(t, after);
            }
        const Run query = runGbxx({QStringLiteral("query"), v.path(v.file), expression});
        QCOMPARE(query.exitCode, 0);
        QCOMPARE(query.out, expected);
        const QString out = path(QStringLiteral("where.out"));
        const Run edit =
            runGbxx({QStringLiteral("edit"), v.path(v.file), out, QStringLiteral("--where"),
                     expression, QStringLiteral("--set"), QStringLiteral("boundary=2")});
        QCOMPARE(edit.exitCode, 0);
        QCOMPARE(edit.out, QByteArray::number(changed) + " tiles changed\n");
        QCOMPARE(readFileBytes(out), asBytes(writeBoard(edited)));
    }
    // neighbours8 on a hex board is a usage error naming the place.
    const Run hex = runGbxx({QStringLiteral("query"), QStringLiteral(GBXX_SAMPLE_BOARD),
                             QStringLiteral("x = 1 or neighbours8(0 = 0) > 1")});
    QCOMPARE(hex.exitCode, 2);
    QVERIFY(hex.err.startsWith("error: expression: neighbours8 counts corner neighbours, which "
                               "hex tiles do not have (neighbours counts all six) at character "
                               "10\n"));
}

void TestCliRules::theLayoutOptionReadsTheShapeInThatLayout() {
    // The same bytes read as 2023-09-10, where header byte 6 bit 1 is hex and bits 3 and 4 the
    // wrap flags: the rules see that layout's shape.
    for (const VectorSet& set : allVectorSets()) {
        if (set.layout() != QLatin1String("2023-09-10"))
            continue;
        const Layout& layout = *layoutNamed(set.layout());
        int boards = 0;
        for (const VectorBoard& v : set.boards()) {
            const Board board = boardAt(v.path(v.file), layout);
            if (!board.field("boundary") || !board.field("height"))
                continue;
            const auto [expected, changed] = plainTwoRules(board);
            const QString out = path(QStringLiteral("older"));
            const Run run = runGbxx({QStringLiteral("rules"), QStringLiteral("apply"),
                                     QStringLiteral("--layout"), set.layout(),
                                     QStringLiteral("--rules"), twoRules_, v.path(v.file), out});
            QVERIFY2(run.exitCode == 0, run.err.constData());
            QCOMPARE(run.out, "ring: " + QByteArray::number(changed[0]) +
                                  " tiles changed\nraise the ring: " +
                                  QByteArray::number(changed[1]) + " tiles changed\n");
            // Written in today's layout, as every command writes an older layout's board.
            QCOMPARE(boardAt(out).tileCount(), expected.tileCount());
            ++boards;
        }
        QVERIFY(boards > 5);
        return;
    }
    QFAIL("no 2023-09-10 vector set");
}

void TestCliRules::schemaSubFieldsAreKeys() {
    // Land (0) and water (1) in custom.terrain, found beside the board or given.
    Board board(Variant::GB64, 6, 4);
    const FieldSpec& custom = *board.field("custom");
    for (int x = 0; x < 6; ++x)
        board.setTileRaw(board.indexOf(x, 0), custom.write(0, 1));
    const QString in = path(QStringLiteral("coast.gb64"));
    QVERIFY(writeFile(in, asBytes(writeBoard(board))));
    const QString shore = kExamples + QStringLiteral("/shore.rules.json");
    Run run = runGbxx({QStringLiteral("rules"), QStringLiteral("apply"), QStringLiteral("--rules"),
                       shore, in, path(QStringLiteral("c.gb64"))});
    QCOMPARE(run.exitCode, 2); // no schema: custom.terrain is no field
    QVERIFY(run.err.contains("'custom.terrain' is not a field of this board"));
    run =
        runGbxx({QStringLiteral("rules"), QStringLiteral("apply"), QStringLiteral("--rules"), shore,
                 QStringLiteral("--schema"), kExamples + QStringLiteral("/shore.schema.json"), in,
                 path(QStringLiteral("c.gb64"))});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("shore: 6 tiles changed\n"));
    QVERIFY(QFile::copy(kExamples + QStringLiteral("/shore.schema.json"),
                        path(QStringLiteral("coast.schema.json"))));
    run = runGbxx({QStringLiteral("rules"), QStringLiteral("apply"), QStringLiteral("--rules"),
                   shore, in, path(QStringLiteral("c.gb64"))});
    QCOMPARE(run.exitCode, 0);
    const Board made = boardAt(path(QStringLiteral("c.gb64")));
    for (TileIndex t = 0; t < made.tileCount(); ++t)
        QCOMPARE(get(made, t, "custom"), std::uint64_t(made.yOf(t) == 0   ? 1
                                                       : made.yOf(t) == 1 ? 2
                                                                          : 0));
}

void TestCliRules::theBundledExamplesDoWhatTheySay() {
    // A hex board with width wrap (even width: the seam is joined), an island in the middle with
    // a step, two homes at the seam.
    Board board(Variant::GB64, 10, 8);
    board.setHeader(*board.layout().headerField("hex"), 1);
    board.setHeader(*board.layout().headerField("wrap"), 1);
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& height = *board.field("height");
    const FieldSpec& homes = *board.field("homeZones");
    for (int y = 2; y <= 5; ++y)
        for (int x = 3; x <= 6; ++x) {
            std::uint64_t v = boundary.write(0, 3);
            v = height.write(v, x >= 5 ? 7 : 2);
            board.setTileRaw(board.indexOf(x, y), v);
        }
    board.setTileRaw(board.indexOf(0, 0), homes.write(boundary.write(0, 3), 0b01));
    board.setTileRaw(board.indexOf(9, 7), homes.write(boundary.write(0, 3), 0b10));
    const QString in = path(QStringLiteral("island.gb64"));
    QVERIFY(writeFile(in, asBytes(writeBoard(board))));
    const PlainShape shape = plainShapeOf(board);
    const auto applied = [&](const char* example) {
        const QString out = path(QStringLiteral("example.gb64"));
        const Run run =
            runGbxx({QStringLiteral("rules"), QStringLiteral("apply"), QStringLiteral("--rules"),
                     kExamples + QLatin1Char('/') + QLatin1String(example), in, out});
        return run.exitCode == 0 ? boardAt(out) : Board(Variant::GB08, 1, 1);
    };
    // The ring: exactly the off-board tiles touching a playable one.
    const Board ringed = applied("out-of-bounds-ring.rules.json");
    QCOMPARE(ringed.variant(), Variant::GB64);
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        bool touches = false;
        for (TileIndex u : plainNeighbours(shape, t, false))
            touches = touches || get(board, u, "boundary") >= 2;
        const std::uint64_t expected =
            get(board, t, "boundary") == 0 && touches ? 1 : get(board, t, "boundary");
        QCOMPARE(get(ringed, t, "boundary"), expected);
    }
    // Steep steps: playable tiles next to a playable one 3 or more higher or lower.
    const Board stepped = applied("steep-barriers.rules.json");
    QCOMPARE(stepped.variant(), Variant::GB64);
    int barriers = 0;
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        bool steep = false;
        for (TileIndex u : plainNeighbours(shape, t, false))
            steep = steep || (get(board, t, "boundary") >= 2 && get(board, u, "boundary") >= 2 &&
                              (get(board, t, "height") >= get(board, u, "height") + 3 ||
                               get(board, u, "height") >= get(board, t, "height") + 3));
        QCOMPARE(get(stepped, t, "turnBarrier"), std::uint64_t(steep ? 1 : 0));
        barriers += steep;
    }
    QCOMPARE(barriers, 8); // columns 4 and 5 of the island's four rows
    // Safe zones: each home's neighbours, across the seam too, for its player only.
    const Board safe = applied("safe-zones.rules.json");
    QCOMPARE(safe.variant(), Variant::GB64);
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        std::uint64_t expected = 0;
        for (int player = 0; player < 4; ++player) {
            bool next = false;
            for (TileIndex u : plainNeighbours(shape, t, false))
                next = next || ((get(board, u, "homeZones") >> player) & 1);
            if (next && !((get(board, t, "homeZones") >> player) & 1))
                expected |= 1u << player;
        }
        QCOMPARE(get(safe, t, "safeZones"), expected);
    }
    QVERIFY(get(safe, board.indexOf(9, 0), "safeZones") & 1); // across the width seam
}

GBXX_TEST_GUILESS_MAIN(TestCliRules);

} // namespace tst_cli_rules
#include "tst_cli_rules.moc"
