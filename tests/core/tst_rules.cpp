// Rules (issue 37, gbxx/rules.h, gbxx/live_rules.h): a rules file's shape and its mistakes, each
// named by rule and place before anything runs; rules run in file order, each judging the board
// the rules before it left, against a plain run of the test's own; and rules kept applied while
// painting equal to a whole run after every brush sample.

#include "core/plain_neighbours.h"
#include "gbxx/live_rules.h"
#include "gbxx/rules.h"
#include "support/test_suite.h"

#include <QTest>

#include <chrono>
#include <functional>
#include <random>

namespace tst_rules {

using namespace gbxx;
using namespace gbxx::test;

namespace {

std::uint64_t get(const Board& b, TileIndex t, std::string_view key) {
    return b.get(t, *b.field(key));
}

Board withTiles(const Board& shape, std::span<const std::uint64_t> values) {
    Board out(shape.variant(), shape.width(), shape.length(), shape.layout());
    out.setHeaderBits(shape.headerBits());
    for (TileIndex t = 0; t < values.size(); ++t)
        out.setTileRaw(t, values[t]);
    return out;
}

// A board of random tiles and shape (square or hex, any wrap, 1-9 tiles a side).
Board randomBoard(std::mt19937_64& random) {
    std::uniform_int_distribution<int> side(1, 9);
    Board board(Variant::GB64, side(random), side(random));
    board.setHeader(*board.layout().headerField("hex"), random() % 2);
    board.setHeader(*board.layout().headerField("wrap"), random() % 4);
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        std::uint64_t v = random();
        // Mostly a few boundaries and heights, so that rules find something to do.
        v = board.field("boundary")->write(v, random() % 3 == 0 ? 3 : random() % 4);
        v = board.field("height")->write(v, random() % 8);
        board.setTileRaw(t, v);
    }
    return board;
}

// A rule with its plain reading: whether it holds for a tile of `values` on `shape`, and what it
// makes of the tile.
struct PlainRule {
    RuleText text;
    bool squareOnly = false;
    std::function<bool(const Board&, const PlainShape&, TileIndex)> holds;
    std::function<std::uint64_t(const Board&, std::uint64_t)> change;
};

std::uint64_t setField(const Board& b, std::uint64_t tile, std::string_view key, std::uint64_t v) {
    return b.field(key)->write(tile, v);
}

int countAround(const Board& b, const PlainShape& s, TileIndex t, bool corners,
                const std::function<bool(TileIndex)>& holds) {
    int n = 0;
    for (TileIndex u : plainNeighbours(s, t, corners))
        n += holds(u) ? 1 : 0;
    (void)b;
    return n;
}

std::vector<PlainRule> plainRules() {
    std::vector<PlainRule> rules;
    rules.push_back(
        {{"ring", "boundary = 0 and neighbours(n.boundary >= 2) > 0", {"set boundary=1"}, true},
         false,
         [](const Board& b, const PlainShape& s, TileIndex t) {
             return get(b, t, "boundary") == 0 && countAround(b, s, t, false, [&](TileIndex u) {
                                                      return get(b, u, "boundary") >= 2;
                                                  }) > 0;
         },
         [](const Board& b, std::uint64_t v) { return setField(b, v, "boundary", 1); }});
    rules.push_back(
        {{"steep",
          "neighbours(height >= n.height + 3 or n.height >= height + 3) > 0",
          {"set turnBarrier=1"},
          true},
         false,
         [](const Board& b, const PlainShape& s, TileIndex t) {
             const auto h = static_cast<long long>(get(b, t, "height"));
             return countAround(b, s, t, false, [&](TileIndex u) {
                        const auto g = static_cast<long long>(get(b, u, "height"));
                        return h >= g + 3 || g >= h + 3;
                    }) > 0;
         },
         [](const Board& b, std::uint64_t v) { return setField(b, v, "turnBarrier", 1); }});
    rules.push_back(
        {{"grow", "neighbours(n.boundary = 3) >= 2", {"set boundary=3", "add height=1"}, false},
         false,
         [](const Board& b, const PlainShape& s, TileIndex t) {
             return countAround(b, s, t, false,
                                [&](TileIndex u) { return get(b, u, "boundary") == 3; }) >= 2;
         },
         [](const Board& b, std::uint64_t v) {
             v = setField(b, v, "boundary", 3);
             const std::uint64_t h = b.field("height")->read(v);
             return setField(b, v, "height", std::min<std::uint64_t>(h + 1, 63));
         }});
    rules.push_back({{"safe",
                      "neighbours(n.homeZones has 0) > 0 and not homeZones has 0",
                      {"flags-on safeZones=0x1"},
                      true},
                     false,
                     [](const Board& b, const PlainShape& s, TileIndex t) {
                         return countAround(
                                    b, s, t, false,
                                    [&](TileIndex u) { return get(b, u, "homeZones") & 1; }) > 0 &&
                                !(get(b, t, "homeZones") & 1);
                     },
                     [](const Board& b, std::uint64_t v) {
                         return setField(b, v, "safeZones", b.field("safeZones")->read(v) | 1);
                     }});
    rules.push_back({{"corners", "neighbours8(n.custom > custom) - 2 >= 0", {"add custom=7"}, true},
                     true,
                     [](const Board& b, const PlainShape& s, TileIndex t) {
                         return countAround(b, s, t, true, [&](TileIndex u) {
                                    return get(b, u, "custom") > get(b, t, "custom");
                                }) >= 2;
                     },
                     [](const Board& b, std::uint64_t v) {
                         const std::uint64_t c = b.field("custom")->read(v);
                         return setField(b, v, "custom", std::min<std::uint64_t>(c + 7, 255));
                     }});
    rules.push_back(
        {{"sink", "x + y < height", {"add height=-3", "flags-off homeZones=0x3"}, false},
         false,
         [](const Board& b, const PlainShape&, TileIndex t) {
             return std::uint64_t(b.xOf(t) + b.yOf(t)) < get(b, t, "height");
         },
         [](const Board& b, std::uint64_t v) {
             const std::uint64_t h = b.field("height")->read(v);
             v = setField(b, v, "height", h >= 3 ? h - 3 : 0);
             return setField(b, v, "homeZones", b.field("homeZones")->read(v) & ~std::uint64_t{3});
         }});
    return rules;
}

// The plain run: each rule judges the whole board, then changes what matched.
std::vector<std::uint64_t> plainRun(const Board& board, const std::vector<PlainRule>& rules,
                                    std::vector<RuleCount>* counts = nullptr) {
    const PlainShape shape = plainShapeOf(board);
    Board now = board;
    for (std::size_t k = 0; k < rules.size(); ++k) {
        std::vector<TileIndex> matched;
        for (TileIndex t = 0; t < now.tileCount(); ++t)
            if (rules[k].holds(now, shape, t))
                matched.push_back(t);
        RuleCount count{k, matched.size(), 0};
        for (TileIndex t : matched) {
            const std::uint64_t after = rules[k].change(now, now.tile(t));
            count.changed += after != now.tile(t) ? 1 : 0;
            now.setTileRaw(t, after);
        }
        if (counts)
            counts->push_back(count);
    }
    std::vector<std::uint64_t> out;
    for (TileIndex t = 0; t < now.tileCount(); ++t)
        out.push_back(now.tile(t));
    return out;
}

std::vector<std::uint64_t> after(const Board& board, const RulesOutcome& outcome) {
    Board b = board;
    b.apply(outcome.changes);
    std::vector<std::uint64_t> out;
    for (TileIndex t = 0; t < b.tileCount(); ++t)
        out.push_back(b.tile(t));
    return out;
}

std::string errorOf(const std::variant<std::vector<RuleText>, RulesError>& read) {
    const auto* error = std::get_if<RulesError>(&read);
    return error ? error->english() : std::string("(read)");
}

std::string errorOf(const std::variant<RuleSet, RulesError>& compiled) {
    const auto* error = std::get_if<RulesError>(&compiled);
    return error ? error->english() : std::string("(compiled)");
}

const char* const kGood =
    R"({"rules": [{"name": "a", "where": "x = 1", "then": ["set height=1"]}]})";

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    void aRulesFileIsRead();
    void mistakesOfShapeNameThePlace_data();
    void mistakesOfShapeNameThePlace();
    void hostileFilesAreOneLineErrors();
    void mistakesOfRulesNameTheRuleAndThePlace_data();
    void mistakesOfRulesNameTheRuleAndThePlace();
    void rulesJsonReadsBack();
    void rulesRunInFileOrder();
    void aRuleJudgesEveryTileBeforeChangingAny();
    void randomRulesAgreeWithAPlainRun();
    void oneRuleOrTheLiveOnesRun();
    void matchCountsJudgeTheBoardAsItIs();
    void liveRulesEqualAWholeRunAfterEveryBrushSample();
    void liveRulesWithoutRulesPassThePaintOn();
};

void TestRules::aRulesFileIsRead() {
    const auto read = readRules(R"({"rules": [
        {"name": "ring", "where": "boundary = 0", "then": ["set boundary=1", " add  height=-2 "],
         "live": true},
        {"name": "Küste ✓", "where": "x = 1", "then": ["flags-on homeZones=0x3"]}]})");
    QCOMPARE(errorOf(read), std::string("(read)"));
    const auto& rules = std::get<std::vector<RuleText>>(read);
    QCOMPARE(rules.size(), std::size_t(2));
    QCOMPARE(rules[0],
             (RuleText{"ring", "boundary = 0", {"set boundary=1", " add  height=-2 "}, true}));
    QCOMPARE(rules[1].name, std::string("Küste ✓"));
    QVERIFY(!rules[1].live); // false when not given
    const Board board(Variant::GB64, 3, 3);
    const auto compiled = RuleSet::compile(rules, board.fields(), TileShape::Square);
    QCOMPARE(errorOf(compiled), std::string("(compiled)"));
    const RuleSet& set = std::get<RuleSet>(compiled);
    QCOMPARE(set.rules()[0].then.size(), std::size_t(2));
    QCOMPARE(set.rules()[0].then[1].kind, FieldOperation::Kind::Add);
    QCOMPARE(set.rules()[0].then[1].amount, std::int64_t(-2));
    QCOMPARE(set.all(), (std::vector<std::size_t>{0, 1}));
    QCOMPARE(set.live(), (std::vector<std::size_t>{0}));
    // No rules is a rules file too.
    QCOMPARE(errorOf(readRules(R"({"rules": []})")), std::string("(read)"));
}

void TestRules::mistakesOfShapeNameThePlace_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const auto rule = [](const char* fields) {
        return QByteArray(R"({"rules": [{"name": "a", "where": "x = 1", "then": ["set height=1"]},
                                        {)") +
               fields + "}]}";
    };
    QTest::newRow("not an object")
        << QByteArray("[]") << R"(a rules file is one JSON object, {"rules": [...]})";
    QTest::newRow("no rules") << QByteArray("{}")
                              << R"(no "rules"; a rules file is {"rules": [...]})";
    QTest::newRow("rules not a list")
        << QByteArray(R"({"rules": {}})") << R"("rules" must be a list of rules)";
    QTest::newRow("another key") << QByteArray(R"({"rules": [], "rulez": 1})")
                                 << R"(unknown key "rulez"; a rules file has only "rules")";
    QTest::newRow("a rule not an object")
        << QByteArray(R"({"rules": [3]})")
        << R"(rule 1: a rule is an object with "name", "where" and "then")";
    QTest::newRow("unknown key") << rule(R"("name": "b", "where": "x = 1", "then": [], "lve": 1)")
                                 << R"(rule 2: unknown key "lve"; a rule has "name", "where", )"
                                    R"("then" and "live")";
    QTest::newRow("no name") << rule(R"("where": "x = 1", "then": ["set height=1"])")
                             << R"(rule 2: no "name")";
    QTest::newRow("name a number")
        << rule(R"("name": 7, "where": "x = 1", "then": [])") << R"(rule 2: "name" must be a text)";
    QTest::newRow("empty name") << rule(R"("name": "", "where": "x = 1", "then": [])")
                                << R"(rule 2: "name" is empty)";
    QTest::newRow("new line in a name") << rule(R"("name": "a\nb", "where": "x", "then": [])")
                                        << R"(rule 2: "name" holds a control character)";
    QTest::newRow("C1 control in a name") << rule(R"("name": "a\u0085", "where": "x")")
                                          << R"(rule 2: "name" holds a control character)";
    QTest::newRow("no where") << rule(R"("name": "b", "then": ["set height=1"])")
                              << R"(rule 2 "b": no "where")";
    QTest::newRow("where a list") << rule(R"("name": "b", "where": ["x = 1"], "then": [])")
                                  << R"(rule 2 "b": "where" must be a text)";
    QTest::newRow("no then") << rule(R"("name": "b", "where": "x = 1")")
                             << R"(rule 2 "b": no "then")";
    QTest::newRow("then a text") << rule(R"("name": "b", "where": "x = 1", "then": "set h=1")")
                                 << R"(rule 2 "b": "then" must be a list of operations, such as )"
                                    R"(["set boundary=1"])";
    QTest::newRow("then empty") << rule(R"("name": "b", "where": "x = 1", "then": [])")
                                << R"(rule 2 "b": "then" has no operation)";
    QTest::newRow("an operation not a text")
        << rule(R"("name": "b", "where": "x = 1", "then": ["set height=1", {"set": 1}])")
        << R"(rule 2 "b", operation 2: an operation is a text, such as "set boundary=1")";
    QTest::newRow("live a text")
        << rule(R"("name": "b", "where": "x = 1", "then": ["set height=1"], "live": "yes")")
        << R"(rule 2 "b": "live" must be true or false)";
    QTest::newRow("a name shown shortened and escaped")
        << rule(R"("name": "0123456789012345678901234567890123456789012345678901234567890123456789",
                   "where": 1, "then": [])")
        << R"(rule 2 "012345678901234567890123456789012345678901234567890123456789…": "where" )"
           R"(must be a text)";
}

void TestRules::mistakesOfShapeNameThePlace() {
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const auto read = readRules(json.toStdString());
    QCOMPARE(QString::fromStdString(errorOf(read)), message);
    const RulesError& error = std::get<RulesError>(read);
    QVERIFY(findMessageText(error.problem.id));
    QVERIFY(error.place.id.empty() || findMessageText(error.place.id));
}

void TestRules::hostileFilesAreOneLineErrors() {
    const auto oneLine = [](const std::string& json) {
        const auto read = readRules(json);
        const std::string said = errorOf(read);
        return said.find('\n') == std::string::npos ? said : "(several lines) " + said;
    };
    QCOMPARE(oneLine(""), std::string("not valid JSON at line 1, column 1: syntax error while "
                                      "parsing value - unexpected end of input; expected '[', "
                                      "'{', or a literal"));
    QVERIFY(oneLine(R"({"rules": [{"name": "a",)")
                .starts_with("not valid JSON at line 1, "
                             "column 25: "));
    QVERIFY(oneLine("{\n  \"rules\": [\n    {\"name\": tru}]}")
                .starts_with("not valid JSON at line 3, column 17: "));
    // Not UTF-8: a byte that starts no character, in a name.
    const std::string latin1 = "{\"rules\": [{\"name\": \"caf\xe9\", \"where\": \"x = 1\"}]}";
    const std::string said = oneLine(latin1);
    QVERIFY2(said.starts_with("not valid JSON at line 1, column 26: "), said.c_str());
    QVERIFY(std::all_of(said.begin(), said.end(),
                        [](char c) { return c >= 0x20 && static_cast<unsigned char>(c) < 0x80; }) ||
            said.find("…") != std::string::npos);
    // Nesting: refused where it goes too deep, before anything is built.
    const auto start = std::chrono::steady_clock::now();
    QCOMPARE(oneLine(std::string(1000000, '[')),
             std::string("nested more than 16 levels deep at line 1, column 17"));
    QCOMPARE(
        oneLine(
            R"({"rules": [{"name": "a", "where": "x", "then": [[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]}]})"),
        std::string("nested more than 16 levels deep at line 1, column 61"));
    QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
    // Brackets inside texts are text.
    QCOMPARE(oneLine(R"({"rules": [{"name": "[[[[[[[[[[[[[[[[[[[[[[[[[", "where": "x = 1",
                                    "then": ["set height=1"]}]})"),
             std::string("(read)"));
    // A huge flat expression is fine; a deep one is refused by rule and place.
    std::string wide = "x = 0";
    for (int k = 0; k < 100000; ++k)
        wide += " or x = " + std::to_string(k % 9);
    const Board board(Variant::GB64, 9, 2);
    const auto huge = RuleSet::parse(R"({"rules": [{"name": "wide", "where": ")" + wide +
                                         R"(", "then": ["set height=5"]}]})",
                                     board.fields(), TileShape::Square);
    QCOMPARE(errorOf(huge), std::string("(compiled)"));
    QCOMPARE(applyRules(std::get<RuleSet>(huge), board, std::get<RuleSet>(huge).all())
                 .counts.front()
                 .changed,
             board.tileCount());
    const auto deep =
        RuleSet::parse(R"({"rules": [{"name": "deep", "where": ")" + std::string(300, '(') +
                           "x = 1" + std::string(300, ')') + R"(", "then": ["set height=5"]}]})",
                       board.fields(), TileShape::Square);
    QCOMPARE(errorOf(deep), std::string("rule 1 \"deep\", where: nested too deeply: more than 256 "
                                        "levels of '(' and 'not' at character 257"));
}

void TestRules::mistakesOfRulesNameTheRuleAndThePlace_data() {
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("then");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown field") << "heigth > 3"
                                   << "set height=1"
                                   << "rule 2 \"b\", where: 'heigth' is not a field of this board "
                                      "(its fields: height, link, playerBlacklist, ffaBlacklist, "
                                      "teamBlacklist, homeZones, endZones, safeZones, boundary, "
                                      "currencyBarrier, turnBarrier, pieceSumBarrier, custom) at "
                                      "character 1";
    QTest::newRow("empty where") << ""
                                 << "set height=1"
                                 << "rule 2 \"b\", where: expected a condition, such as height >= "
                                    "40 at character 1";
    QTest::newRow("neighbours8 on hex") << "neighbours8(n.height = 1) > 0"
                                        << "set height=1"
                                        << "rule 2 \"b\", where: neighbours8 counts corner "
                                           "neighbours, which hex tiles do not have (neighbours "
                                           "counts all six) at character 1";
    QTest::newRow("unknown operation") << "x = 1"
                                       << "put height=1"
                                       << "rule 2 \"b\", operation 1: 'put height=1' is not an "
                                          "operation: set, add, flags-on or flags-off, then "
                                          "KEY=VALUE";
    QTest::newRow("operation without a value") << "x = 1"
                                               << "set"
                                               << "rule 2 \"b\", operation 1: 'set' is not an "
                                                  "operation: set, add, flags-on or flags-off, "
                                                  "then KEY=VALUE";
    QTest::newRow("the edit option's spelling") << "x = 1"
                                                << "--set height=1"
                                                << "rule 2 \"b\", operation 1: '--set height=1' "
                                                   "is not an operation: set, add, flags-on or "
                                                   "flags-off, then KEY=VALUE";
    QTest::newRow("no KEY=VALUE") << "x = 1"
                                  << "set height"
                                  << "rule 2 \"b\", operation 1: 'height' is not KEY=VALUE";
    QTest::newRow("does not fit") << "x = 1"
                                  << "set boundary=4"
                                  << "rule 2 \"b\", operation 1: 4 does not fit boundary (0 to 3)";
    QTest::newRow("mask does not fit") << "x = 1"
                                       << "flags-on link=0x10"
                                       << "rule 2 \"b\", operation 1: 0x10 does not fit link (0 "
                                          "to 3)";
    QTest::newRow("not signed") << "x = 1"
                                << "add height=+-1"
                                << "rule 2 \"b\", operation 1: '+-1' is not a signed number for "
                                   "height";
}

void TestRules::mistakesOfRulesNameTheRuleAndThePlace() {
    QFETCH(QString, where);
    QFETCH(QString, then);
    QFETCH(QString, message);
    Board hex(Variant::GB64, 4, 4);
    hex.setHeader(*hex.layout().headerField("hex"), 1);
    const std::vector<RuleText> rules = {
        {"a", "x = 1", {"set height=1"}, false},
        {"b", where.toStdString(), {then.toStdString()}, false},
        {"c", "nonsense", {"nonsense"}, false}, // never reached: the first mistake is said
    };
    const auto compiled = RuleSet::compile(rules, hex.fields(), tileShapeOf(hex));
    QCOMPARE(QString::fromStdString(errorOf(compiled)), message);
}

void TestRules::rulesJsonReadsBack() {
    const std::vector<RuleText> rules = {
        {"ring \"quoted\" \\ ✓",
         "boundary = 0 and neighbours(n.boundary >= 2) > 0",
         {"set boundary=1"},
         true},
        {"b", "x = 1", {"add height=-1", "flags-off homeZones=0x3"}, false},
    };
    const std::string json = rulesJson(rules);
    QVERIFY(json.ends_with("\n"));
    QVERIFY(json.find(R"("name": "b")") != std::string::npos); // indented, keys in order
    QCOMPARE(errorOf(readRules(json)), std::string("(read)"));
    QCOMPARE(std::get<std::vector<RuleText>>(readRules(json)), rules);
    QCOMPARE(rulesJson({}), std::string("{\n  \"rules\": []\n}\n"));
}

void TestRules::rulesRunInFileOrder() {
    // A ring of "out of bounds" around the in-bounds tiles, then barriers on the ring: the second
    // rule sees what the first made. The other way round, it sees no ring yet.
    Board board(Variant::GB64, 7, 6);
    board.setHeader(*board.layout().headerField("hex"), 1);
    for (int y = 2; y <= 3; ++y)
        for (int x = 2; x <= 4; ++x)
            board.setTileRaw(board.indexOf(x, y), board.field("boundary")->write(0, 3));
    const RuleText ring{
        "ring", "boundary = 0 and neighbours(n.boundary = 3) > 0", {"set boundary=1"}};
    const RuleText barrier{"barrier", "boundary = 1", {"set currencyBarrier=2"}};
    const auto run = [&](std::vector<RuleText> texts) {
        auto compiled = RuleSet::compile(texts, board.fields(), TileShape::Hex);
        const RuleSet& set = std::get<RuleSet>(compiled);
        return applyRules(set, board, set.all());
    };
    const PlainShape shape = plainShapeOf(board);
    std::size_t ringSize = 0;
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        bool touches = false;
        for (TileIndex u : plainNeighbours(shape, t, false))
            touches = touches || get(board, u, "boundary") == 3;
        ringSize += get(board, t, "boundary") == 0 && touches ? 1 : 0;
    }
    QVERIFY(ringSize > 6);
    const RulesOutcome ringFirst = run({ring, barrier});
    QCOMPARE(ringFirst.counts,
             (std::vector<RuleCount>{{0, ringSize, ringSize}, {1, ringSize, ringSize}}));
    QCOMPARE(ringFirst.changes.size(), ringSize);
    const RulesOutcome barrierFirst = run({barrier, ring});
    QCOMPARE(barrierFirst.counts, (std::vector<RuleCount>{{0, 0, 0}, {1, ringSize, ringSize}}));
    Board made = board;
    made.apply(ringFirst.changes);
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        QCOMPARE(get(made, t, "currencyBarrier") == 2, get(made, t, "boundary") == 1);
}

void TestRules::aRuleJudgesEveryTileBeforeChangingAny() {
    // Growing the in-bounds area grows it by one step, not to the whole board.
    Board board(Variant::GB64, 9, 9);
    board.setHeader(*board.layout().headerField("wrap"), 1);
    board.setTileRaw(board.indexOf(0, 4), board.field("boundary")->write(0, 3));
    const auto compiled = RuleSet::parse(
        R"({"rules": [{"name": "grow", "where": "neighbours(n.boundary = 3) > 0",
                       "then": ["set boundary=3"]}]})",
        board.fields(), TileShape::Square);
    const RuleSet& set = std::get<RuleSet>(compiled);
    const RulesOutcome outcome = applyRules(set, board, set.all());
    Board made = board;
    made.apply(outcome.changes);
    std::vector<TileIndex> in;
    for (TileIndex t = 0; t < made.tileCount(); ++t)
        if (get(made, t, "boundary") == 3)
            in.push_back(t);
    // (0, 4), its four neighbours (one across the seam), and not the tile it already was.
    QCOMPARE(in,
             (std::vector<TileIndex>{board.indexOf(0, 3), board.indexOf(0, 4), board.indexOf(1, 4),
                                     board.indexOf(8, 4), board.indexOf(0, 5)}));
    QCOMPARE(outcome.counts, (std::vector<RuleCount>{{0, 4, 4}}));
}

void TestRules::randomRulesAgreeWithAPlainRun() {
    std::mt19937_64 random(37);
    const std::vector<PlainRule> pool = plainRules();
    int runs = 0;
    for (int round = 0; round < 300; ++round) {
        const Board board = randomBoard(random);
        const bool hex = plainShapeOf(board).hex;
        std::vector<PlainRule> chosen;
        const int count = int(random() % 6);
        for (int k = 0; k < count; ++k) {
            const PlainRule& r = pool[random() % pool.size()];
            if (!(r.squareOnly && hex))
                chosen.push_back(r);
        }
        std::vector<RuleText> texts;
        for (const PlainRule& r : chosen)
            texts.push_back(r.text);
        const auto compiled = RuleSet::compile(texts, board.fields(), tileShapeOf(board));
        QCOMPARE(errorOf(compiled), std::string("(compiled)"));
        const RuleSet& set = std::get<RuleSet>(compiled);
        std::vector<RuleCount> counts;
        const std::vector<std::uint64_t> expected = plainRun(board, chosen, &counts);
        const RulesOutcome outcome = applyRules(set, board, set.all());
        QCOMPARE(after(board, outcome), expected);
        QCOMPARE(outcome.counts, counts);
        ++runs;
    }
    QCOMPARE(runs, 300);
}

void TestRules::oneRuleOrTheLiveOnesRun() {
    std::mt19937_64 random(3);
    Board board = randomBoard(random);
    board.setHeader(*board.layout().headerField("hex"), 0);
    std::vector<PlainRule> pool = plainRules();
    std::vector<RuleText> texts;
    for (const PlainRule& r : pool)
        texts.push_back(r.text);
    const auto compiled = RuleSet::compile(texts, board.fields(), TileShape::Square);
    const RuleSet& set = std::get<RuleSet>(compiled);
    std::vector<PlainRule> live;
    for (const PlainRule& r : pool)
        if (r.text.live)
            live.push_back(r);
    const RulesOutcome liveRun = applyRules(set, board, set.live());
    QCOMPARE(after(board, liveRun), plainRun(board, live));
    QCOMPARE(liveRun.counts.size(), live.size());
    QCOMPARE(liveRun.counts[1].rule, std::size_t(1)); // indices into the rule set
    const std::size_t one[] = {2};
    QCOMPARE(after(board, applyRules(set, board, one)), plainRun(board, {pool[2]}));
    QVERIFY(applyRules(set, board, {}).changes.empty());
}

void TestRules::matchCountsJudgeTheBoardAsItIs() {
    std::mt19937_64 random(4);
    for (int round = 0; round < 30; ++round) {
        Board board = randomBoard(random);
        board.setHeader(*board.layout().headerField("hex"), 0);
        std::vector<RuleText> texts;
        for (const PlainRule& r : plainRules())
            texts.push_back(r.text);
        const auto compiled = RuleSet::compile(texts, board.fields(), TileShape::Square);
        const RuleSet& set = std::get<RuleSet>(compiled);
        const std::vector<std::size_t> counts = matchCounts(set, board);
        QCOMPARE(counts.size(), set.size());
        for (std::size_t k = 0; k < set.size(); ++k)
            QCOMPARE(counts[k], set.rules()[k].where.select(board).count());
    }
}

void TestRules::liveRulesEqualAWholeRunAfterEveryBrushSample() {
    // Random boards (every shape, tiny wrapped ones too), random rules, random strokes of brush
    // samples: after each, the live result is the whole run on the painted board, its counts the
    // run's, and what paint() returned takes the last result to this one.
    std::mt19937_64 random(370);
    const std::vector<PlainRule> pool = plainRules();
    int samples = 0;
    for (int round = 0; round < 120; ++round) {
        const Board board = randomBoard(random);
        const bool hex = plainShapeOf(board).hex;
        std::vector<RuleText> texts;
        for (int k = int(random() % 6); k > 0; --k) {
            const PlainRule& r = pool[random() % pool.size()];
            if (!(r.squareOnly && hex))
                texts.push_back(r.text);
        }
        const auto compiled = RuleSet::compile(texts, board.fields(), tileShapeOf(board));
        const RuleSet& set = std::get<RuleSet>(compiled);
        const std::vector<std::size_t> chosen = random() % 2 ? set.all() : set.live();
        LiveRules live(set, board, chosen);
        const RulesOutcome first = applyRules(set, board, chosen);
        QCOMPARE(live.changes(), first.changes);
        QCOMPARE(live.counts(), first.counts);
        std::vector<std::uint64_t> shown(live.result().begin(), live.result().end());
        const int tiles = int(board.tileCount());
        for (int sample = 0; sample < 25; ++sample) {
            // A brush sample: a few tiles near one another, set to new values (some unchanged).
            ChangeSet painted;
            const int centre = int(random() % std::uint64_t(tiles));
            std::vector<bool> taken(std::size_t(tiles), false);
            for (int k = int(random() % 5); k >= 0; --k) {
                const int t = std::clamp(centre + int(random() % 7) - 3, 0, tiles - 1);
                if (taken[std::size_t(t)])
                    continue;
                taken[std::size_t(t)] = true;
                std::uint64_t v = live.painted()[std::size_t(t)];
                if (random() % 4 != 0) {
                    v = board.field("boundary")->write(v, random() % 4);
                    v = board.field("height")->write(v, random() % 8);
                    v = board.field("homeZones")->write(v, random() % 2);
                }
                painted.add(TileIndex(t), 0xdeadbeef, v); // `before` is not read
            }
            const ChangeSet delta = live.paint(painted);
            const Board paintedBoard = withTiles(board, live.painted());
            const RulesOutcome whole = applyRules(set, paintedBoard, chosen);
            QCOMPARE(std::vector<std::uint64_t>(live.result().begin(), live.result().end()),
                     after(paintedBoard, whole));
            QCOMPARE(live.counts(), whole.counts);
            for (const ChangeSet::Change& c : delta) {
                QCOMPARE(shown[c.index], c.before);
                shown[c.index] = c.after;
            }
            QCOMPARE(std::vector<std::uint64_t>(live.result().begin(), live.result().end()), shown);
            ++samples;
        }
    }
    QCOMPARE(samples, 120 * 25);
}

void TestRules::liveRulesWithoutRulesPassThePaintOn() {
    const Board board(Variant::GB64, 3, 2);
    const auto compiled = RuleSet::parse(kGood, board.fields(), TileShape::Square);
    const RuleSet& set = std::get<RuleSet>(compiled);
    LiveRules live(set, board, {});
    ChangeSet painted;
    painted.add(4, 0, 77);
    ChangeSet expected;
    expected.add(4, 0, 77);
    QCOMPARE(live.paint(painted), expected);
    QCOMPARE(live.result()[4], std::uint64_t(77));
    QVERIFY(live.paint(painted).empty()); // the same paint again changes nothing
}

GBXX_TEST_GUILESS_MAIN(TestRules);

} // namespace tst_rules
#include "tst_rules.moc"
