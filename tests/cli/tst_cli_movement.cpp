// `gbxx path`, `gbxx reach` and `gbxx line` (issue 44 item 3): the real program once for its exit
// statuses and streams, the rest in process against the movement rules read from docs/movement.md
// (core/movement_reference.h) on random boards of every tile size, square and hex, odd and even
// widths, wrapped either way, grouped and not; the exact lines and JSON; one-line usage errors.

#include "cli/gbxx_run.h"
#include "core/movement_reference.h"
#include "gbxx/codec.h"
#include "support/test_suite.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace tst_cli_movement {

using namespace gbxx;
using namespace gbxx::test;

namespace {

QString saved(const QTemporaryDir& dir, const Board& board, const QString& name) {
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()));
    return file.fileName();
}

QString at(const Board& b, TileIndex t) {
    return QStringLiteral("%1,%2").arg(int(t) % b.width()).arg(int(t) / b.width());
}

QStringList ruleArguments(const MoveRules& r) {
    QStringList a;
    const char* names[] = {"ignore", "block", "cost"};
    if (r.player)
        a << QStringLiteral("--player") << QString::number(r.player);
    if (r.team)
        a << QStringLiteral("--team") << QString::number(r.team);
    if (r.diagonal)
        a << QStringLiteral("--diagonal");
    a << QStringLiteral("--climb") << QString::number(r.climb) << QStringLiteral("--descend")
      << QString::number(r.descend);
    a << QStringLiteral("--turn-barriers") << names[int(r.turnBarriers)]
      << QStringLiteral("--currency-barriers") << names[int(r.currencyBarriers)]
      << QStringLiteral("--piece-barriers") << names[int(r.pieceBarriers)];
    return a;
}

MoveRules randomRules(std::mt19937& rng) {
    MoveRules rules;
    rules.player = int(rng() % 3);
    rules.climb = int(rng() % 3);
    rules.descend = int(rng() % 2);
    rules.diagonal = rng() % 2 == 0;
    rules.turnBarriers = BarrierRule(rng() % 3);
    rules.currencyBarriers = BarrierRule(rng() % 3);
    rules.pieceBarriers = rng() % 2 ? BarrierRule::Block : BarrierRule::Ignore;
    rules.team = int(rng() % 9);
    return rules;
}

} // namespace

class TestCliMovement : public QObject {
    Q_OBJECT

private slots:
    void theProgramsStatusesAndStreams() {
        QTemporaryDir dir;
        // A row of four in bounds, the third blacklisted for player 1.
        Board b(Variant::GB64, 4, 1);
        for (TileIndex t = 0; t < 4; ++t)
            b.setTileRaw(t, b.field("boundary")->write(0, 3));
        b.setTileRaw(2, b.field("playerBlacklist")->write(b.tile(2), 1));
        const QString file = saved(dir, b, QStringLiteral("row.gb64"));
        Run run = runGbxxProcess({QStringLiteral("path"), file, QStringLiteral("0,0"),
                                  QStringLiteral("3,0")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("cost 3\nsteps 3\n0,0\n1,0\n2,0\n3,0\n"));
        QVERIFY(run.err.isEmpty());
        run = runGbxxProcess({QStringLiteral("path"), file, QStringLiteral("0,0"),
                              QStringLiteral("3,0"), QStringLiteral("--player"),
                              QStringLiteral("1")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QByteArray("no path\n"));
        QVERIFY(run.err.isEmpty());
        run = runGbxxProcess({QStringLiteral("path"), file, QStringLiteral("0,0"),
                              QStringLiteral("4,0")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err, QByteArray("error: 4,0 is off the board (4x1 tiles)\n"));
    }

    void pathsCostWhatTheRulesSayOnEveryShape() {
        QTemporaryDir dir;
        std::mt19937 rng(144);
        int compared = 0;
        for (const Variant v : {Variant::GB08, Variant::GB16, Variant::GB32, Variant::GB64})
            for (const bool hex : {false, true})
                for (const int w : {5, 6})
                    for (const int wrap : {0, 1, 2})
                        for (const bool grouped : {false, true}) {
                            const Board b = randomMovementBoard(rng, v, w, 4, hex, wrap, grouped);
                            const QString file = saved(dir, b, QStringLiteral("b.gbxx"));
                            const MoveRules rules = randomRules(rng);
                            const Reference ref(b, rules);
                            const PlainShape& shape = ref.shape;
                            const auto from = TileIndex(rng() % b.tileCount());
                            const auto to = TileIndex(rng() % b.tileCount());
                            const Run run = runGbxx(QStringList{QStringLiteral("path"), file,
                                                                at(b, from), at(b, to)} +
                                                    ruleArguments(rules) +
                                                    QStringList{QStringLiteral("--json")});
                            const int expected = ref.enterable(to) ? ref.costs(from)[to] : -1;
                            if (expected < 0) {
                                QCOMPARE(run.exitCode, 1);
                                QCOMPARE(run.out, QByteArray("no path\n"));
                                continue;
                            }
                            QCOMPARE(run.exitCode, 0);
                            const QJsonObject o = QJsonDocument::fromJson(run.out).object();
                            QCOMPARE(o.value("cost").toInt(), expected);
                            const QJsonArray tiles = o.value("tiles").toArray();
                            QCOMPARE(at(b, from),
                                     QStringLiteral("%1,%2")
                                         .arg(tiles.first()[0].toInt())
                                         .arg(tiles.first()[1].toInt()));
                            int sum = 0, steps = 0;
                            for (qsizetype i = 1; i < tiles.size(); ++i) {
                                const auto p = TileIndex(tiles[i - 1][1].toInt() * w +
                                                         tiles[i - 1][0].toInt());
                                const auto n =
                                    TileIndex(tiles[i][1].toInt() * w + tiles[i][0].toInt());
                                const auto near =
                                    plainNeighbours(shape, p, rules.diagonal && !shape.hex);
                                QVERIFY(ref.sameGroup(p, n) ||
                                        std::find(near.begin(), near.end(), n) != near.end());
                                QVERIFY(ref.enterable(n));
                                sum += ref.cost(p, n);
                                steps += ref.sameGroup(p, n) ? 0 : 1;
                            }
                            QCOMPARE(int(tiles.last()[1].toInt() * w + tiles.last()[0].toInt()),
                                     int(to));
                            QCOMPARE(sum, expected);
                            QCOMPARE(o.value("steps").toInt(), steps);
                            ++compared;
                        }
        QVERIFY(compared > 40);
    }

    void reachListsEveryTileWithinTheBudgetInBodyOrder() {
        QTemporaryDir dir;
        std::mt19937 rng(4);
        for (int round = 0; round < 24; ++round) {
            const Board b = randomMovementBoard(rng, round % 2 ? Variant::GB64 : Variant::GB32,
                                                5 + round % 2, 5, round % 4 < 2, round % 3,
                                                round % 5 == 0);
            const QString file = saved(dir, b, QStringLiteral("r.gbxx"));
            const MoveRules rules = randomRules(rng);
            const auto from = TileIndex(rng() % b.tileCount());
            const int budget = int(rng() % 7);
            const std::vector<int> costs = Reference(b, rules).costs(from);
            QByteArray expected;
            for (TileIndex t = 0; t < b.tileCount(); ++t)
                if (costs[t] >= 0 && costs[t] <= budget)
                    expected += at(b, t).toUtf8() + ' ' + QByteArray::number(costs[t]) + '\n';
            const Run run = runGbxx(QStringList{QStringLiteral("reach"), file, at(b, from),
                                                QStringLiteral("--budget"),
                                                QString::number(budget)} +
                                    ruleArguments(rules));
            QCOMPARE(run.exitCode, 0);
            QCOMPARE(run.out, expected);
        }
    }

    void zonesAndJsonAreSpelledAsTheIssueSays() {
        QTemporaryDir dir;
        // Player 2's home at (0,0), its end at (2,0); team B's home at (1,0).
        Board b(Variant::GB64, 3, 1);
        for (TileIndex t = 0; t < 3; ++t)
            b.setTileRaw(t, b.field("boundary")->write(0, 3));
        b.setTileRaw(0, b.field("homeZones")->write(b.tile(0), 0b10));
        b.setTileRaw(2, b.field("endZones")->write(b.tile(2), 0b10));
        b.setTileRaw(1, b.field("homeZones")->write(b.tile(1), 0b100000));
        b.setTileRaw(1, b.field("height")->write(b.tile(1), 2));
        const QString file = saved(dir, b, QStringLiteral("z.gb64"));
        Run run = runGbxx({QStringLiteral("path"), file, QStringLiteral("home:2"),
                           QStringLiteral("end:2"), QStringLiteral("--climb"), QStringLiteral("3"),
                           QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("{\"cost\": 8, \"steps\": 2, \"tiles\": [[0, 0], [1, 0], "
                                     "[2, 0]]}\n"));
        run = runGbxx({QStringLiteral("path"), file, QStringLiteral("home:team:2"),
                       QStringLiteral("end:2")});
        QCOMPARE(run.out, QByteArray("cost 1\nsteps 1\n1,0\n2,0\n"));
        run = runGbxx({QStringLiteral("path"), file, QStringLiteral("home:team:B"),
                       QStringLiteral("2,0")});
        QCOMPARE(run.out, QByteArray("cost 1\nsteps 1\n1,0\n2,0\n"));
        run = runGbxx({QStringLiteral("reach"), file, QStringLiteral("home:2"),
                       QStringLiteral("--budget"), QStringLiteral("2"), QStringLiteral("--json")});
        QCOMPARE(run.out, QByteArray("{\"tiles\": [[0, 0, 0], [1, 0, 1], [2, 0, 2]]}\n"));
        run = runGbxx({QStringLiteral("line"), file, QStringLiteral("2,0"), QStringLiteral("0,0")});
        QCOMPARE(run.out, QByteArray("2,0\n1,0\n0,0\n"));
        run = runGbxx({QStringLiteral("line"), file, QStringLiteral("0,0"), QStringLiteral("2,0"),
                       QStringLiteral("--json")});
        QCOMPARE(run.out, QByteArray("{\"tiles\": [[0, 0], [1, 0], [2, 0]]}\n"));
        // A zone with no tiles: nowhere to go.
        run = runGbxx({QStringLiteral("path"), file, QStringLiteral("home:1"),
                       QStringLiteral("end:2")});
        QCOMPARE(run.exitCode, 1);
        // A start need not be enterable; a goal must be.
        b.setTileRaw(0, b.field("boundary")->write(b.tile(0), 0));
        const QString walled = saved(dir, b, QStringLiteral("w.gb64"));
        run = runGbxx({QStringLiteral("path"), walled, QStringLiteral("0,0"),
                       QStringLiteral("2,0")});
        QCOMPARE(run.out, QByteArray("cost 2\nsteps 2\n0,0\n1,0\n2,0\n"));
        run = runGbxx({QStringLiteral("path"), walled, QStringLiteral("2,0"),
                       QStringLiteral("0,0")});
        QCOMPARE(run.exitCode, 1);
    }

    void analyzeReportsTheCostPathFindsForEachPlayer() {
        QTemporaryDir dir;
        std::mt19937 rng(12);
        int reported = 0;
        for (int round = 0; round < 12; ++round) {
            Board b = randomMovementBoard(rng, Variant::GB64, 6 + round % 2, 5, round % 2 == 0,
                                          round % 3, round % 4 == 0);
            // Homes on the left column, ends on the right, for players 1 and 2.
            for (int y = 0; y < b.length(); ++y) {
                const auto left = TileIndex(y * b.width());
                const auto right = TileIndex(left + TileIndex(b.width() - 1));
                b.setTileRaw(left, b.field("homeZones")->write(b.tile(left), 0b11));
                b.setTileRaw(right, b.field("endZones")->write(b.tile(right), 0b11));
            }
            const QString file = saved(dir, b, QStringLiteral("a.gb64"));
            MoveRules rules = randomRules(rng);
            rules.player = 0;
            const Run run = runGbxx(QStringList{QStringLiteral("analyze"), QStringLiteral("--json"),
                                                file} +
                                    ruleArguments(rules));
            QCOMPARE(run.exitCode, 0);
            const QJsonArray owners =
                QJsonDocument::fromJson(run.out).object().value("owners").toArray();
            for (const QJsonValue owner : owners) {
                const QString name = owner["owner"].toString();
                if (!name.startsWith(QLatin1String("player ")))
                    continue;
                const QString player = name.mid(7);
                const Run path = runGbxx(QStringList{QStringLiteral("path"), file,
                                                     QStringLiteral("home:") + player,
                                                     QStringLiteral("end:") + player,
                                                     QStringLiteral("--json"),
                                                     QStringLiteral("--player"), player} +
                                         ruleArguments(rules));
                if (path.exitCode == 1) {
                    QVERIFY(owner["homeToEnd"].isNull());
                    continue;
                }
                const QJsonObject route = QJsonDocument::fromJson(path.out).object();
                QCOMPARE(owner["homeToEnd"].toInt(), route["cost"].toInt());
                QCOMPARE(owner["homeToEndSteps"].toInt(), route["steps"].toInt());
                ++reported;
            }
        }
        QVERIFY(reported > 10);
        // The text shows the cost once a rule differs from the format's default.
        Board b(Variant::GB64, 3, 1);
        for (TileIndex t = 0; t < 3; ++t)
            b.setTileRaw(t, b.field("boundary")->write(0, 3));
        b.setTileRaw(0, b.field("homeZones")->write(b.tile(0), 0b1));
        b.setTileRaw(2, b.field("endZones")->write(b.tile(2), 0b1));
        b.setTileRaw(1, b.field("height")->write(b.tile(1), 2));
        const QString file = saved(dir, b, QStringLiteral("c.gb64"));
        QVERIFY(runGbxx({QStringLiteral("analyze"), file}).out.contains("2 steps"));
        QVERIFY(runGbxx({QStringLiteral("analyze"), file, QStringLiteral("--climb"),
                         QStringLiteral("3")})
                    .out.contains("cost 8"));
    }

    void badInputIsOneLineAndExitTwo() {
        QTemporaryDir dir;
        const QString file = saved(dir, Board(Variant::GB16, 4, 3), QStringLiteral("s.gb16"));
        const QStringList bad[] = {
            {"path", file, "0,0"},
            {"path", file, "0,0", "4,0"},
            {"path", file, "0,-1", "1,1"},
            {"path", file, "a", "1,1"},
            {"path", file, "home:5", "1,1"},
            {"path", file, "home:team:4", "1,1"},
            {"path", file, "0,0", "1,1", "--player", "0"},
            {"path", file, "0,0", "1,1", "--team", "9"},
            {"path", file, "0,0", "1,1", "--climb", "+1"},
            {"path", file, "0,0", "1,1", "--climb", "101"},
            {"path", file, "0,0", "1,1", "--turn-barriers", "wall"},
            {"path", file, "0,0", "1,1", "--piece-barriers", "cost"},
            {"path", file, "0,0", "1,1", "--bogus"},
            {"reach", file, "0,0"},
            {"reach", file, "0,0", "--budget", "-1"},
            {"reach", file, "9,9", "--budget", "1"},
            {"line", file, "0,0", "home:1"},
            {"line", file, "0,0", "0,3"},
        };
        for (const QStringList& args : bad) {
            const Run run = runGbxx(args);
            QCOMPARE(run.exitCode, 2);
            QVERIFY(run.out.isEmpty());
            QCOMPARE(run.err.count('\n'), 1);
            QVERIFY2(run.err.startsWith("error: "), run.err.constData());
        }
        const Run missing = runGbxx({QStringLiteral("path"), dir.filePath("none.gb16"),
                                     QStringLiteral("0,0"), QStringLiteral("1,1")});
        QCOMPARE(missing.exitCode, 1);
    }
};

GBXX_TEST_GUILESS_MAIN(TestCliMovement);

} // namespace tst_cli_movement
#include "tst_cli_movement.moc"
