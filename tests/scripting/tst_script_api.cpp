// The script API (issue 18, docs/scripting.md) in process: the same runner `gbxx run` and the
// editor use, over square, hex and wrapped boards, with the core computing every expected value.

#include "core/movement_reference.h"
#include "gbxx/expression.h"
#include "gbxx/geometry.h"
#include "gbxx/paths.h"
#include "gbxx/tile_line.h"
#include "script_test_support.h"
#include "scripting/script_runner.h"
#include "support/test_suite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace tst_script_api {

using namespace gbxx;
using namespace gbxx::scripting;
using test::randomMovementBoard;
using test::Reference;

namespace {

using Run = test::ScriptRun;

Run runOn(Board& board, const QString& source, const TileFieldTable* table = nullptr,
          QStringList args = {}, double timeout = 10) {
    return test::runSource(board, source, QStringLiteral("test.js"), std::move(args), table,
                           timeout);
}

// A board with the header's shape: hex or square, wrapping as asked.
Board shapedBoard(int width, int length, bool hex, std::uint64_t wrap, std::uint64_t seed) {
    Board shaped(Variant::GB64, width, length);
    for (TileIndex t = 0; t < shaped.tileCount(); ++t)
        shaped.setTileRaw(t, (seed + t) * 0x9E3779B97F4A7C15ull);
    shaped.setHeader(*shaped.layout().headerField("hex"), hex ? 1 : 0);
    shaped.setHeader(*shaped.layout().headerField("wrap"), wrap);
    return shaped;
}

CustomSchema terrainSchema() {
    CustomSchema schema;
    schema.field = "custom";
    CustomSubField terrain;
    terrain.key = "terrain";
    terrain.label = "Terrain";
    terrain.firstBit = 0;
    terrain.bitCount = 4;
    terrain.kind = SubFieldKind::Enum;
    terrain.names = {{"plains", {}}, {"forest", 0x228833}, {"water", {}}, {"mountain", {}}};
    CustomSubField resources;
    resources.key = "resources";
    resources.firstBit = 4;
    resources.bitCount = 4;
    resources.kind = SubFieldKind::Flags;
    resources.names = {{"wood", {}}, {"stone", {}}, {"gold", {}}, {"food", {}}};
    schema.subFields = {terrain, resources};
    return schema;
}

} // namespace

class TestScriptApi : public QObject {
    Q_OBJECT

private slots:
    void theBoardDescribesItself();
    void fieldsIncludeTheSchemasSubFields();
    void neighboursAreTheCores_data();
    void neighboursAreTheCores();
    void distanceAndStepsAreTheCores();
    void pathReachAndLineAreTheMovementModels();
    void setWritesTheFieldsBitsOnly();
    void setRefusesWhatDoesNotFit_data();
    void setRefusesWhatDoesNotFit();
    void tileListsEveryField();
    void headerAndFooterAreCheckedLikeTheDialog();
    void exceptionsNameTheirLine_data();
    void exceptionsNameTheirLine();
    void aRunawayScriptIsStopped();
    void warnTakesATileOnTheBoard_data();
    void warnTakesATileOnTheBoard();
    void everyMessageIsOneLine();
    void printJoinsItsArgumentsAndWarnNamesItsLine();
    void queryIsTheExpressionLanguage();
    void aDeepQueryIsAScriptErrorNotACrash_data();
    void aDeepQueryIsAScriptErrorNotACrash();
    void subFieldsReadAndWriteTheirBits();
};

void TestScriptApi::theBoardDescribesItself() {
    for (Variant v : {Variant::GB08, Variant::GB16, Variant::GB32, Variant::GB64}) {
        Board board(v, 7, 5);
        board.setHeader(*board.layout().headerField("hex"), 1);
        const Run run = runOn(board,
                              QStringLiteral("print(board.width, board.length, board.variant, "
                                             "board.layout, board.hex, args.join('+'))"),
                              nullptr, {QStringLiteral("a b"), QStringLiteral("c")});
        QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
        QCOMPARE(run.printed,
                 QStringList{QStringLiteral("7 5 %1 2023-09 true a b+c").arg(bitsOf(v))});
    }
    Board square(Variant::GB16, 3, 4);
    QCOMPARE(runOn(square, QStringLiteral("print(board.hex)")).printed, QStringList{"false"});
}

void TestScriptApi::fieldsIncludeTheSchemasSubFields() {
    Board board(Variant::GB64, 3, 3);
    const TileFieldTable table(board.layout(), board.variant(), terrainSchema());
    const Run run = runOn(board, QStringLiteral("print(JSON.stringify(board.fields))"), &table);
    QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
    const QJsonArray fields = QJsonDocument::fromJson(run.printed.value(0).toUtf8()).array();
    QCOMPARE(fields.size(), static_cast<qsizetype>(table.fields().size()));
    for (qsizetype k = 0; k < fields.size(); ++k) {
        const FieldSpec& spec = table.fields()[static_cast<std::size_t>(k)];
        const QJsonObject f = fields[k].toObject();
        QCOMPARE(f[QStringLiteral("key")].toString().toStdString(), std::string(spec.key));
        QCOMPARE(f[QStringLiteral("bits")].toInt(), int(spec.bitCount));
        QCOMPARE(f[QStringLiteral("names")].toArray().size(),
                 static_cast<qsizetype>(spec.names.size()));
    }
    const QJsonObject terrain = fields[fields.size() - 2].toObject();
    QCOMPARE(terrain[QStringLiteral("key")].toString(), QStringLiteral("custom.terrain"));
    QCOMPARE(terrain[QStringLiteral("kind")].toString(), QStringLiteral("enum"));
    QCOMPARE(terrain[QStringLiteral("names")].toArray().at(1).toString(), QStringLiteral("forest"));
    QCOMPARE(fields.last().toObject()[QStringLiteral("kind")].toString(), QStringLiteral("flags"));
    QCOMPARE(fields.first().toObject()[QStringLiteral("kind")].toString(),
             QStringLiteral("height"));
}

void TestScriptApi::neighboursAreTheCores_data() {
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("hex");
    QTest::addColumn<int>("wrap");
    QTest::newRow("square") << 6 << 5 << false << 0;
    QTest::newRow("square wrapped both ways") << 6 << 5 << false << 3;
    QTest::newRow("hex even width") << 8 << 5 << true << 0;
    QTest::newRow("hex even width wrapped") << 8 << 5 << true << 3;
    QTest::newRow("hex odd width wrapped (width seam not joined)") << 7 << 6 << true << 3;
    QTest::newRow("one row") << 9 << 1 << true << 1;
}

void TestScriptApi::neighboursAreTheCores() {
    QFETCH(int, width);
    QFETCH(int, length);
    QFETCH(bool, hex);
    QFETCH(int, wrap);
    Board board = shapedBoard(width, length, hex, static_cast<std::uint64_t>(wrap), 3);
    const Run run = runOn(board, QStringLiteral("const all = [];\n"
                                                "for (let y = 0; y < board.length; y++)\n"
                                                "  for (let x = 0; x < board.width; x++)\n"
                                                "    all.push(board.neighbours(x, y));\n"
                                                "print(JSON.stringify(all));"));
    QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
    const QJsonArray all = QJsonDocument::fromJson(run.printed.value(0).toUtf8()).array();
    const Geometry geometry(board);
    QCOMPARE(all.size(), static_cast<qsizetype>(board.tileCount()));
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        QJsonArray expected;
        for (TileIndex n : geometry.neighbours(t))
            expected.append(QJsonArray{board.xOf(n), board.yOf(n)});
        QCOMPARE(all[static_cast<qsizetype>(t)].toArray(), expected);
    }
}

void TestScriptApi::distanceAndStepsAreTheCores() {
    for (bool hex : {false, true}) {
        Board board = shapedBoard(9, 7, hex, 1, 11);
        // Two tiles in three not on board (boundary 0); the rest traps, which can be entered.
        const FieldSpec& boundary = *board.field("boundary");
        for (TileIndex t = 0; t < board.tileCount(); ++t)
            board.setTileRaw(t, boundary.write(board.tile(t), t % 3 == 0 ? 2 : 0));
        board.setHeader(*board.layout().headerField("grouped"), 1);
        const Run run = runOn(
            board, QStringLiteral("const out = [];\n"
                                  "for (let i = 0; i < board.width * board.length; i += 5)\n"
                                  "  for (let j = 0; j < board.width * board.length; j += 7) {\n"
                                  "    const a = [i % board.width, Math.floor(i / board.width)];\n"
                                  "    const b = [j % board.width, Math.floor(j / board.width)];\n"
                                  "    out.push([board.distance(a[0], a[1], b[0], b[1]),\n"
                                  "              board.steps(a[0], a[1], b[0], b[1]),\n"
                                  "              board.steps(a[0], a[1], b[0], b[1], 2)]);\n"
                                  "  }\n"
                                  "print(JSON.stringify(out));"));
        QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
        const QJsonArray out = QJsonDocument::fromJson(run.printed.value(0).toUtf8()).array();
        const Geometry geometry(board);
        const auto groups = activeLinkGroups(board, geometry);
        const LinkGroups* linkGroups = groups ? &*groups : nullptr;
        qsizetype k = 0;
        int reachable = 0;
        int unreachable = 0;
        for (TileIndex i = 0; i < board.tileCount(); i += 5)
            for (TileIndex j = 0; j < board.tileCount(); j += 7) {
                const QJsonArray row = out[k++].toArray();
                QCOMPARE(row[0].toInt(), geometry.distance(i, j));
                for (int player : {0, 2}) {
                    PathOptions options;
                    options.player = player;
                    const auto path = shortestPath(board, geometry, linkGroups, i, j, options);
                    QCOMPARE(row[player == 0 ? 1 : 2].toInt(), path ? path->steps : -1);
                    (path ? reachable : unreachable)++;
                }
            }
        QCOMPARE(k, out.size());
        QVERIFY(reachable > 0 && unreachable > 0); // both answers were asked for
    }
}

void TestScriptApi::pathReachAndLineAreTheMovementModels() {
    std::mt19937 rng(46);
    for (const bool hex : {false, true})
        for (const int width : {6, 7}) {
            const Board board = randomMovementBoard(rng, Variant::GB64, width, 5, hex, 1, true);
            Board scripted = board;
            const Run run = runOn(
                scripted,
                QStringLiteral(
                    "const rules = {player: 1, climb: 2, descend: 1, turnBarriers: 'cost',\n"
                    "               currencyBarriers: 'block'};\n"
                    "const n = board.width * board.length, out = [];\n"
                    "for (let i = 0; i < n; i += 4) {\n"
                    "  const x = i % board.width, y = Math.floor(i / board.width);\n"
                    "  out.push([board.path(0, 0, x, y, rules), board.reach(x, y, 3, rules),\n"
                    "            board.line(0, 0, x, y)]);\n"
                    "}\n"
                    "print(JSON.stringify(out));"));
            QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
            const QJsonArray out = QJsonDocument::fromJson(run.printed.value(0).toUtf8()).array();
            MoveRules rules;
            rules.player = 1;
            rules.climb = 2;
            rules.descend = 1;
            rules.turnBarriers = BarrierRule::Cost;
            rules.currencyBarriers = BarrierRule::Block;
            const Reference ref(board, rules);
            const std::vector<int> fromOrigin = ref.costs(0);
            qsizetype k = 0;
            for (TileIndex t = 0; t < board.tileCount(); t += 4) {
                const QJsonArray row = out[k++].toArray();
                const int expected = ref.enterable(t) ? fromOrigin[t] : -1;
                if (expected < 0) {
                    QVERIFY(row[0].isNull());
                } else {
                    const QJsonObject path = row[0].toObject();
                    QCOMPARE(path["cost"].toInt(), expected);
                    const QJsonArray tiles = path["tiles"].toArray();
                    QCOMPARE(tiles.first().toArray(), (QJsonArray{0, 0}));
                    QCOMPARE(tiles.last().toArray(), (QJsonArray{board.xOf(t), board.yOf(t)}));
                }
                QJsonArray reached;
                const std::vector<int> costs = ref.costs(t);
                for (TileIndex u = 0; u < board.tileCount(); ++u)
                    if (costs[u] >= 0 && costs[u] <= 3)
                        reached.append(QJsonArray{board.xOf(u), board.yOf(u), costs[u]});
                QCOMPARE(row[1].toArray(), reached);
                QJsonArray line;
                for (TileIndex u : lineOfTiles(Geometry(board), 0, t))
                    line.append(QJsonArray{board.xOf(u), board.yOf(u)});
                QCOMPARE(row[2].toArray(), line);
            }
        }
}

void TestScriptApi::setWritesTheFieldsBitsOnly() {
    Board board = shapedBoard(5, 4, false, 0, 7);
    const Board before = board;
    Board expected = board;
    const Run run =
        runOn(board, QStringLiteral("board.set(1, 2, 'homeZones', 0x5A);\n"
                                    "board.set(4, 3, 'boundary', 'out of bounds');\n"
                                    "board.set(0, 0, 'height', board.get(0, 0, 'height'));"));
    QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
    const FieldSpec& zones = *expected.field("homeZones");
    const FieldSpec& boundary = *expected.field("boundary");
    expected.setTileRaw(expected.indexOf(1, 2),
                        zones.write(expected.tile(expected.indexOf(1, 2)), 0x5A));
    expected.setTileRaw(expected.indexOf(4, 3),
                        boundary.write(expected.tile(expected.indexOf(4, 3)), 1));
    QCOMPARE(std::vector<std::uint8_t>(board.body().begin(), board.body().end()),
             std::vector<std::uint8_t>(expected.body().begin(), expected.body().end()));
    std::size_t differing = 0;
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        differing += expected.tile(t) != before.tile(t);
    QCOMPARE(run.outcome.changedTiles, differing);
    QVERIFY(differing >= 1);
}

void TestScriptApi::setRefusesWhatDoesNotFit_data() {
    QTest::addColumn<QString>("call");
    QTest::addColumn<QString>("error");
    QTest::newRow("x off the board") << "board.set(5, 0, 'height', 1)"
                                     << "RangeError: tile (5, 0) is off the 5×4 board";
    QTest::newRow("negative y") << "board.set(0, -1, 'height', 1)"
                                << "RangeError: tile (0, -1) is off the 5×4 board";
    QTest::newRow("value too large") << "board.set(0, 0, 'height', 64)"
                                     << "RangeError: 64 does not fit height (0 to 63)";
    QTest::newRow("negative value") << "board.set(0, 0, 'link', -1)"
                                    << "RangeError: -1 does not fit link (0 to 3)";
    QTest::newRow("a fraction") << "board.set(0, 0, 'custom', 1.5)"
                                << "RangeError: 1.5 does not fit custom (0 to 255)";
    QTest::newRow("an unknown name") << "board.set(0, 0, 'boundary', 'lava')"
                                     << "RangeError: 'lava' is not a value of boundary";
    QTest::newRow("a fractional x") << "board.get(0.5, 0, 'height')"
                                    << "TypeError: x must be a whole number, not 0.5";
    QTest::newRow("an unknown field") << "board.get(0, 0, 'colour')"
                                      << "TypeError: unknown field 'colour'";
    QTest::newRow("tile off the board") << "board.tile(0, 4)"
                                        << "RangeError: tile (0, 4) is off the 5×4 board";
    QTest::newRow("header too large") << "board.setHeader('wrap', 4)"
                                      << "RangeError: 4 does not fit wrap (0 to 3)";
    QTest::newRow("player 5") << "board.steps(0, 0, 1, 1, 5)"
                              << "RangeError: player 5 is not 1 to 4 (or 0: nobody)";
    QTest::newRow("climb 101") << "board.path(0, 0, 1, 1, {climb: 101})"
                               << "RangeError: climb 101 is not 0 to 100";
    QTest::newRow("piece cost") << "board.reach(0, 0, 2, {pieceBarriers: 'cost'})"
                                << "RangeError: pieceBarriers 'cost' is not ignore or block";
    QTest::newRow("rules not an object")
        << "board.path(0, 0, 1, 1, 3)"
        << "TypeError: the movement rules are an object, such as {player: 1, climb: 2}";
    QTest::newRow("negative budget") << "board.reach(0, 0, -1)"
                                     << "RangeError: budget -1 is less than 0";
    QTest::newRow("line off the board") << "board.line(0, 0, 9, 0)"
                                        << "RangeError: tile (9, 0) is off the 5×4 board";
}

void TestScriptApi::setRefusesWhatDoesNotFit() {
    QFETCH(QString, call);
    QFETCH(QString, error);
    Board board = shapedBoard(5, 4, true, 0, 9);
    const Board before = board;
    // Earlier changes of a failed script are undone: the board is as it was.
    const Run run = runOn(
        board,
        QStringLiteral("board.set(1, 1, 'custom', 3);\nboard.setHeader('wrap', 3);\n") + call);
    QCOMPARE(run.outcome.status, ScriptOutcome::Status::Failed);
    QCOMPARE(run.outcome.line, 3);
    QVERIFY2(run.outcome.message.startsWith(error), qPrintable(run.outcome.message));
    QVERIFY(board == before);
    QVERIFY(!run.outcome.changed());
}

void TestScriptApi::tileListsEveryField() {
    Board board = shapedBoard(3, 3, false, 0, 5);
    const TileFieldTable table(board.layout(), board.variant(), terrainSchema());
    const Run run = runOn(board, QStringLiteral("print(JSON.stringify(board.tile(2, 1)))"), &table);
    QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
    const QJsonObject tile = QJsonDocument::fromJson(run.printed.value(0).toUtf8()).object();
    QCOMPARE(tile.size(), static_cast<qsizetype>(table.fields().size()));
    for (const FieldSpec& f : table.fields())
        QCOMPARE(tile[QString::fromLatin1(f.key.data(), static_cast<qsizetype>(f.key.size()))]
                     .toDouble(),
                 static_cast<double>(board.get(board.indexOf(2, 1), f)));
}

void TestScriptApi::headerAndFooterAreCheckedLikeTheDialog() {
    Board board(Variant::GB32, 4, 4);
    board.footer() = Footer::forNewBoard();
    Run run = runOn(
        board,
        QString::fromUtf8(
            "board.setHeader('hex', 1);\n"
            "board.setFooter('title', 'Île aux épées');\n"
            "board.setFooter('version', 7);\n"
            "board.setFooter('boardCode', 'AB12');\n"
            "const f = board.footer;\n"
            "print(board.header('hex'), board.hex, f.title, f.version, f.editorId, f.boardCode, "
            "JSON.stringify(Object.keys(f)));"));
    QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
    QCOMPARE(run.printed.value(0),
             QString::fromUtf8("1 true Île aux épées 7 GX AB12 "
                               "[\"version\",\"editorId\",\"boardCode\",\"title\",\"author\"]"));
    QCOMPARE(board.footer().latin1(footerField("title")), std::string("\xCEle aux \xE9p\xE9"
                                                                      "es"));
    QVERIFY(run.outcome.headerChanged && run.outcome.footerChanged);
    QCOMPARE(run.outcome.changedTiles, std::size_t(0));

    const Board before = board;
    const QString refused[] = {QString::fromUtf8("board.setFooter('author', 'Tōkyō')"),
                               QStringLiteral("board.setFooter('boardCode', 'TOOLONG')"),
                               QStringLiteral("board.setFooter('version', 256)"),
                               QStringLiteral("board.setFooter('reserved', 1)"),
                               QStringLiteral("board.setFooter('title', 12)")};
    for (const QString& call : refused) {
        run = runOn(board, call);
        QVERIFY2(run.outcome.status == ScriptOutcome::Status::Failed, qPrintable(call));
        QCOMPARE(run.outcome.line, 1);
        QVERIFY(board == before);
    }
    run = runOn(board, QString::fromUtf8("board.setFooter('author', 'Tōkyō')"));
    QVERIFY2(run.outcome.message.contains(QString::fromUtf8("ō")) &&
                 run.outcome.message.contains(QStringLiteral("Latin-1")),
             qPrintable(run.outcome.message));
}

void TestScriptApi::exceptionsNameTheirLine_data() {
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("thrown Error") << "let a = 1;\n\nthrow new Error('no ring here');" << 3
                                  << "no ring here";
    QTest::newRow("in a function")
        << "function f() {\n  return board.get(0, 99, 'height');\n}\n\nf();" << 2
        << "RangeError: tile (0, 99) is off the 4×3 board";
    QTest::newRow("a thrown string")
        << "let a = 1;\nthrow 'plain';" << 2 << "uncaught exception: plain";
    QTest::newRow("syntax") << "let a = 1;\nlet b = ;" << 2 << "SyntaxError: ";
    QTest::newRow("warn with a fraction")
        << "print(1);\n\nwarn(0.5, 1, 'half');" << 3
        << "TypeError: warn takes whole numbers x and y, not 0.5, 1";
    QTest::newRow("reference") << "\n\nundefinedThing.x = 1;" << 3
                               << "ReferenceError: undefinedThing is not defined";
}

void TestScriptApi::exceptionsNameTheirLine() {
    QFETCH(QString, source);
    QFETCH(int, line);
    QFETCH(QString, message);
    Board board(Variant::GB16, 4, 3);
    const Run run = runOn(board, source);
    QCOMPARE(run.outcome.status, ScriptOutcome::Status::Failed);
    QCOMPARE(run.outcome.line, line);
    QVERIFY2(run.outcome.message.startsWith(message), qPrintable(run.outcome.message));
    QCOMPARE(run.outcome.errorText(QStringLiteral("s.js")).left(6 + QString::number(line).size()),
             QStringLiteral("s.js:%1:").arg(line));
}

void TestScriptApi::aRunawayScriptIsStopped() {
    Board board(Variant::GB08, 4, 4);
    const Board before = board;
    QElapsedTimer clock;
    clock.start();
    // Catching every exception does not keep it alive.
    const Run run =
        runOn(board,
              QStringLiteral("board.set(0, 0, 'height', 1);\n"
                             "for (;;) { try { board.get(1, 1, 'height'); } catch (e) {} }"),
              nullptr, {}, 0.3);
    QCOMPARE(run.outcome.status, ScriptOutcome::Status::TimedOut);
    QVERIFY(clock.elapsed() < 5000);
    QVERIFY(run.outcome.message.contains(QStringLiteral("0.3 s")));
    QVERIFY(board == before);
    // Named by the line it was busy on (docs/cli.md: SCRIPT:LINE).
    QCOMPARE(run.outcome.line, 2);
    QCOMPARE(run.outcome.errorText(QStringLiteral("s.js")),
             QStringLiteral("s.js:2: still running after 0.3 s; stopped"));
}

void TestScriptApi::warnTakesATileOnTheBoard_data() {
    QTest::addColumn<QString>("call");
    QTest::addColumn<QString>("message");
    QTest::newRow("past the right edge") << "warn(9, 0, 'x')"
                                         << "RangeError: warn: tile (9, 0) is off the 9×6 board";
    QTest::newRow("negative") << "warn(0, -1, 'x')"
                              << "RangeError: warn: tile (0, -1) is off the 9×6 board";
    QTest::newRow("2^31") << "warn(2 ** 31, 0, 'x')"
                          << "RangeError: warn: tile (2147483648, 0) is off the 9×6 board";
    QTest::newRow("huge") << "warn(0, 1e300, 'x')"
                          << "RangeError: warn: tile (0, 1e+300) is off the 9×6 board";
    QTest::newRow("a string") << "warn('1', 0, 'x')"
                              << "TypeError: warn takes whole numbers x and y, not 1, 0";
    QTest::newRow("infinity") << "warn(Infinity, 0, 'x')"
                              << "TypeError: warn takes whole numbers x and y, not Infinity, 0";
}

void TestScriptApi::warnTakesATileOnTheBoard() {
    QFETCH(QString, call);
    QFETCH(QString, message);
    Board board(Variant::GB16, 9, 6);
    const Run run = runOn(board, QStringLiteral("print(1);\n") + call + QStringLiteral(";\n"));
    QCOMPARE(run.outcome.status, ScriptOutcome::Status::Failed);
    QVERIFY(run.outcome.warnings.empty());
    QCOMPARE(run.outcome.line, 2);
    QCOMPARE(run.outcome.message, message);
    // The corners are on it.
    QVERIFY(runOn(board, QStringLiteral("warn(0, 0, 'a'); warn(8, 5, 'b');")).outcome.finished());
}

void TestScriptApi::everyMessageIsOneLine() {
    Board board(Variant::GB16, 4, 3);
    Run run =
        runOn(board, QStringLiteral("let a = 1;\nthrow new Error('a\\nerror: forged\\x1b[2J');"));
    QCOMPARE(run.outcome.status, ScriptOutcome::Status::Failed);
    QCOMPARE(run.outcome.errorText(QStringLiteral("s.js")),
             QStringLiteral("s.js:2: a\\nerror: forged\\x1b[2J"));
    run = runOn(board, QStringLiteral("throw 'x\\r\\ny';"));
    QCOMPARE(run.outcome.message, QStringLiteral("uncaught exception: x\\r\\ny"));

    QStringList errors;
    ScriptRequest request;
    request.source = QStringLiteral("warn(1, 1, 'a\\nwarning: (0, 0) forged\\u009b');\n"
                                    "console.error('b\\nerror: forged\\t.');\n"
                                    "print('c\\nd');");
    request.name = QStringLiteral("s.js");
    request.printError = [&errors](const QString& line) { errors << line; };
    QStringList printed;
    request.print = [&printed](const QString& line) { printed << line; };
    const TileFieldTable table(board.layout(), board.variant());
    const ScriptOutcome outcome = runScript(request, board, table);
    QVERIFY(outcome.finished());
    QCOMPARE(outcome.warnings.size(), std::size_t(1));
    QCOMPARE(outcome.warnings[0].message, QStringLiteral("a\\nwarning: (0, 0) forged\\x9b"));
    QCOMPARE(errors, QStringList{QStringLiteral("b\\nerror: forged\\t.")});
    // print is the script's own output (CSV, text): it stays as written.
    QCOMPARE(printed, QStringList{QStringLiteral("c\nd")});
}

void TestScriptApi::printJoinsItsArgumentsAndWarnNamesItsLine() {
    Board board(Variant::GB64, 3, 3);
    ScriptRequest request;
    request.name = QStringLiteral("w.js");
    request.source =
        QStringLiteral("print('a', 1, [2, 3], true, null);\nprint();\n"
                       "function check(x, y) {\n  warn(x, y, 'too steep: ' + (x + y));\n}\n"
                       "check(1, 2);\nwarn(0, 0, 'top left');\nconsole.log('via', 'console');");
    QStringList printed;
    std::vector<ScriptWarning> live;
    request.print = [&](const QString& line) { printed << line; };
    request.warn = [&](const ScriptWarning& w) { live.push_back(w); };
    const ScriptOutcome outcome =
        runScript(request, board, TileFieldTable(board.layout(), board.variant()));
    QVERIFY2(outcome.finished(), qPrintable(outcome.message));
    QCOMPARE(printed, (QStringList{"a 1 2,3 true null", "", "via console"}));
    QCOMPARE(outcome.warnings.size(), std::size_t(2));
    QCOMPARE(live.size(), std::size_t(2));
    QCOMPARE(outcome.warnings[0].x, 1);
    QCOMPARE(outcome.warnings[0].y, 2);
    QCOMPARE(outcome.warnings[0].message, QStringLiteral("too steep: 3"));
    QCOMPARE(outcome.warnings[0].line, 4);
    QCOMPARE(outcome.warnings[1].line, 7);
    QVERIFY(!outcome.changed());
}

void TestScriptApi::queryIsTheExpressionLanguage() {
    Board board = shapedBoard(11, 9, true, 0, 21);
    const TileFieldTable table(board.layout(), board.variant(), terrainSchema());
    const QString expression = QStringLiteral("height > 20 and custom.terrain = 1 or x = 0");
    const Run run = runOn(
        board, QStringLiteral("print(JSON.stringify(board.query('%1')))").arg(expression), &table);
    QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
    const auto parsed = TileExpression::parse(expression.toStdString(), table.fields());
    QVERIFY(parsed);
    QJsonArray expected;
    for (TileIndex t : parsed.expression->select(board).tiles())
        expected.append(QJsonArray{board.xOf(t), board.yOf(t)});
    QVERIFY(expected.size() > 9);
    QCOMPARE(QJsonDocument::fromJson(run.printed.value(0).toUtf8()).array(), expected);
    const Run bad = runOn(board, QStringLiteral("board.query('height >')"), &table);
    QCOMPARE(bad.outcome.status, ScriptOutcome::Status::Failed);
    QVERIFY2(bad.outcome.message.startsWith(QStringLiteral("SyntaxError: ")),
             qPrintable(bad.outcome.message));
}

void TestScriptApi::aDeepQueryIsAScriptErrorNotACrash_data() {
    QTest::addColumn<QString>("expression"); // JavaScript
    QTest::addColumn<int>("character");
    QTest::newRow("60,000 unclosed (") << QStringLiteral("'('.repeat(60000)") << 257;
    QTest::newRow("30,000 not") << QStringLiteral("'not '.repeat(30000) + 'x = 1'") << 1025;
}

// A validator's query past the expression language's nesting limit fails the script (a
// SyntaxError it may catch), and the program running it goes on.
void TestScriptApi::aDeepQueryIsAScriptErrorNotACrash() {
    QFETCH(QString, expression);
    QFETCH(int, character);
    Board board = shapedBoard(5, 4, false, 0, 3);
    const Run run = runOn(board, QStringLiteral("board.query(%1)").arg(expression));
    QCOMPARE(run.outcome.status, ScriptOutcome::Status::Failed);
    const QString said = QStringLiteral("SyntaxError: nested too deeply: more than %1 levels of "
                                        "'(' and 'not' at character %2")
                             .arg(TileExpression::kMaxDepth)
                             .arg(character);
    QVERIFY2(run.outcome.message.startsWith(said), qPrintable(run.outcome.message));
    const Run caught = runOn(
        board,
        QStringLiteral("try { board.query(%1) } catch (e) { print(e.name) }").arg(expression));
    QVERIFY2(caught.outcome.finished(), qPrintable(caught.outcome.message));
    QCOMPARE(caught.printed, QStringList{QStringLiteral("SyntaxError")});
}

void TestScriptApi::subFieldsReadAndWriteTheirBits() {
    Board board(Variant::GB64, 2, 1);
    const FieldSpec& custom = *board.field("custom");
    board.setTileRaw(0, custom.write(0, 0xA3)); // resources 0xA, terrain 3
    const TileFieldTable table(board.layout(), board.variant(), terrainSchema());
    const Run run =
        runOn(board,
              QStringLiteral(
                  "print(board.get(0, 0, 'custom.terrain'), board.get(0, 0, 'custom.resources'));\n"
                  "board.set(0, 0, 'custom.terrain', 'forest');\n"
                  "board.set(1, 0, 'custom.resources', 0b0101);\n"
                  "board.set(1, 0, 'custom.resources', 16);"),
              &table);
    QCOMPARE(run.printed, QStringList{"3 10"});
    QCOMPARE(run.outcome.line, 4); // 16 does not fit four flags
    QVERIFY(
        run.outcome.message.contains(QStringLiteral("does not fit custom.resources (0 to 15)")));
    const Run good = runOn(board,
                           QStringLiteral("board.set(0, 0, 'custom.terrain', 'forest');\n"
                                          "board.set(1, 0, 'custom.resources', 0b0101);"),
                           &table);
    QVERIFY2(good.outcome.finished(), qPrintable(good.outcome.message));
    QCOMPARE(board.tile(0), custom.write(0, 0xA1));
    QCOMPARE(board.tile(1), custom.write(0, 0x50));
    QCOMPARE(good.outcome.changedTiles, std::size_t(2));
}

GBXX_TEST_GUILESS_MAIN(TestScriptApi);

} // namespace tst_script_api
#include "tst_script_api.moc"
