// The scripts the editor and the package ship (resources/scripts, docs/scripting.md), each run on
// hand-built boards and checked against what the core computes.

#include "gbxx/geometry.h"
#include "gbxx/symmetry.h"
#include "script_test_support.h"
#include "scripting/script_runner.h"
#include "support/test_suite.h"

#include <QFile>
#include <QTest>

#include <set>

namespace tst_bundled_scripts {

using namespace gbxx;
using namespace gbxx::scripting;

namespace {

using Run = test::ScriptRun;

Run runBundled(const char* name, Board& board, QStringList args = {},
               const TileFieldTable* table = nullptr) {
    QFile file(QStringLiteral(GBXX_SCRIPTS_DIR "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly)) {
        Run run;
        run.outcome.status = ScriptOutcome::Status::Failed;
        run.outcome.message = file.errorString();
        return run;
    }
    return test::runSource(board, QString::fromUtf8(file.readAll()), QLatin1String(name),
                           std::move(args), table);
}

Board shaped(Variant variant, int width, int length, bool hex) {
    Board board(variant, width, length);
    board.setHeader(*board.layout().headerField("hex"), hex ? 1 : 0);
    return board;
}

void set(Board& board, int x, int y, std::string_view key, std::uint64_t value) {
    const FieldSpec& f = *board.field(key);
    board.setTileRaw(board.indexOf(x, y), f.write(board.tile(board.indexOf(x, y)), value));
}

} // namespace

class TestBundledScripts : public QObject {
    Q_OBJECT

private slots:
    void theRingSurroundsThePlayableArea_data();
    void theRingSurroundsThePlayableArea();
    void barriersGoWhereHeightsStepSteeply();
    void theSymmetryCheckWarnsWhereAMirrorBreaks();
    void theIslandIsTheSameForTheSameSeed();
    void aFieldBecomesCsv();
};

void TestBundledScripts::theRingSurroundsThePlayableArea_data() {
    QTest::addColumn<bool>("hex");
    QTest::addColumn<int>("width");
    QTest::newRow("square, one ring") << false << 1;
    QTest::newRow("hex, one ring") << true << 1;
    QTest::newRow("hex, two rings") << true << 2;
}

void TestBundledScripts::theRingSurroundsThePlayableArea() {
    QFETCH(bool, hex);
    QFETCH(int, width);
    Board board = shaped(Variant::GB32, 9, 8, hex);
    for (int y = 3; y <= 4; ++y)
        for (int x = 3; x <= 5; ++x)
            set(board, x, y, "boundary", x == 5 ? 2 : 3); // in bounds, a column of traps
    set(board, 0, 0, "boundary", 2);                      // a trap in a corner is playable too
    Board expected = board;
    const Geometry geometry(board);
    std::set<TileIndex> frontier;
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        if (board.get(t, *board.field("boundary")) >= 2)
            frontier.insert(t);
    std::size_t marked = 0;
    for (int ring = 0; ring < width; ++ring) {
        std::set<TileIndex> next;
        for (TileIndex t : frontier)
            for (TileIndex n : geometry.neighbours(t))
                if (expected.get(n, *expected.field("boundary")) == 0)
                    next.insert(n);
        for (TileIndex n : next)
            set(expected, expected.xOf(n), expected.yOf(n), "boundary", 1);
        marked += next.size();
        frontier = next;
    }
    const Run run = runBundled("out-of-bounds-ring.js", board, {QString::number(width)});
    QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
    QVERIFY(board == expected);
    QCOMPARE(run.printed, QStringList{QStringLiteral("%1 tiles marked out of bounds").arg(marked)});
    QCOMPARE(run.outcome.changedTiles, marked);

    Board empty = shaped(Variant::GB08, 4, 4, hex);
    QCOMPARE(runBundled("out-of-bounds-ring.js", empty).outcome.status,
             ScriptOutcome::Status::Failed);
}

void TestBundledScripts::barriersGoWhereHeightsStepSteeply() {
    for (bool hex : {false, true}) {
        Board board = shaped(Variant::GB64, 7, 6, hex);
        board.setHeader(*board.layout().headerField("wrap"), 1); // across the width seam too
        for (int y = 0; y < 6; ++y)
            for (int x = 0; x < 7; ++x)
                set(board, x, y, "height", 10);
        set(board, 3, 2, "height", 31); // 21 above its neighbours
        set(board, 0, 4, "height", 30); // exactly 20: not steep
        set(board, 6, 5, "height", 45); // steep, with a neighbour across the seam
        set(board, 5, 5, "height", 30); // 20 below 45: steep for (6, 5), not for itself
        Board expected = board;
        const Geometry geometry(board);
        const FieldSpec& height = *board.field("height");
        for (TileIndex t = 0; t < board.tileCount(); ++t)
            for (TileIndex n : geometry.neighbours(t))
                if (board.get(t, height) > board.get(n, height) + 20)
                    set(expected, board.xOf(t), board.yOf(t), "currencyBarrier", 1);
        const Run run = runBundled("height-barriers.js", board);
        QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
        QVERIFY(board == expected);
        QCOMPARE(run.outcome.changedTiles, std::size_t(2));
        QCOMPARE(run.printed, QStringList{"2 tiles given a currencyBarrier of 1"});
        // Another step, field and value.
        const Run other = runBundled("height-barriers.js", board, {"10", "turnBarrier", "3"});
        QVERIFY2(other.outcome.finished(), qPrintable(other.outcome.message));
        QCOMPARE(board.get(board.indexOf(0, 4), *board.field("turnBarrier")), std::uint64_t(3));
    }
}

void TestBundledScripts::theSymmetryCheckWarnsWhereAMirrorBreaks() {
    for (bool hex : {false, true}) {
        Board board = shaped(Variant::GB64, 9, 5, hex); // odd: hex columns mirror onto whole tiles
        // Player 1's home at a tile and player 2's at its image: fair, not a break.
        const Geometry geometry(board);
        const TileIndex home = board.indexOf(1, 1);
        const auto image = reflectedTile(geometry, home, Reflection::LeftRight);
        QVERIFY(image);
        set(board, 1, 1, "homeZones", 0b0001);
        set(board, board.xOf(*image), board.yOf(*image), "homeZones", 0b0010);
        Run run = runBundled("symmetry-check.js", board);
        QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
        QVERIFY(run.outcome.warnings.empty());
        QCOMPARE(run.printed.size(), qsizetype(1));
        QVERIFY2(run.printed[0].startsWith(QStringLiteral("symmetric: ")),
                 qPrintable(run.printed[0]));
        // A mirror no tile has an image across is said to be one, not called symmetric.
        if (hex) {
            const Run none = runBundled("symmetry-check.js", board, {"top-bottom"});
            QCOMPARE(none.outcome.status, ScriptOutcome::Status::Failed);
            QVERIFY(none.outcome.message.contains(QStringLiteral("no tile")));
        }
        // One height that its image lacks.
        set(board, 2, 3, "height", 9);
        const auto other = reflectedTile(geometry, board.indexOf(2, 3), Reflection::LeftRight);
        QVERIFY(other);
        run = runBundled("symmetry-check.js", board);
        QCOMPARE(run.outcome.warnings.size(), std::size_t(1));
        const ScriptWarning& w = run.outcome.warnings.front();
        const TileIndex first = std::min(board.indexOf(2, 3), *other);
        QCOMPARE(w.x, board.xOf(first));
        QCOMPARE(w.y, board.yOf(first));
        QVERIFY2(w.message.endsWith(QStringLiteral(": height")), qPrintable(w.message));
        // Only the fields asked for.
        run = runBundled("symmetry-check.js", board, {"left-right", "homeZones"});
        QVERIFY(run.outcome.warnings.empty());
        QCOMPARE(runBundled("symmetry-check.js", board, {"diagonal"}).outcome.status,
                 ScriptOutcome::Status::Failed);
    }
}

void TestBundledScripts::theIslandIsTheSameForTheSameSeed() {
    Board first = shaped(Variant::GB64, 15, 11, true);
    Board second = first;
    Board third = first;
    const Run run = runBundled("hex-island.js", first, {"7"});
    QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.message));
    QVERIFY(runBundled("hex-island.js", second, {"7"}).outcome.finished());
    QVERIFY(runBundled("hex-island.js", third, {"8"}).outcome.finished());
    QVERIFY(first == second);
    QVERIFY(!(first == third));
    const FieldSpec& boundary = *first.field("boundary");
    const FieldSpec& height = *first.field("height");
    std::size_t land = 0;
    for (TileIndex t = 0; t < first.tileCount(); ++t) {
        const auto b = first.get(t, boundary);
        QVERIFY(b == 1 || b == 3);
        QCOMPARE(first.get(t, height) > 0, b == 3);
        land += b == 3;
    }
    QVERIFY(land > first.tileCount() * 35 / 100 && land < first.tileCount() * 55 / 100);
    QCOMPARE(run.printed, QStringList{QStringLiteral("island of %1 tiles (seed 7)").arg(land)});
    // The middle is land, the corners sea.
    QCOMPARE(first.get(first.indexOf(7, 5), boundary), std::uint64_t(3));
    QCOMPARE(first.get(first.indexOf(0, 0), boundary), std::uint64_t(1));
    Board square = shaped(Variant::GB64, 5, 5, false);
    const Run refused = runBundled("hex-island.js", square);
    QCOMPARE(refused.outcome.status, ScriptOutcome::Status::Failed);
    QVERIFY(refused.outcome.message.contains(QStringLiteral("hex")));
}

void TestBundledScripts::aFieldBecomesCsv() {
    Board board = shaped(Variant::GB64, 3, 2, false);
    for (int y = 0; y < 2; ++y)
        for (int x = 0; x < 3; ++x) {
            set(board, x, y, "height", static_cast<std::uint64_t>(10 * y + x));
            set(board, x, y, "custom", static_cast<std::uint64_t>(0x10 * x + y));
        }
    Run run = runBundled("field-to-csv.js", board);
    QCOMPARE(run.printed, (QStringList{"0,1,2", "10,11,12"}));
    CustomSchema schema;
    schema.field = "custom";
    CustomSubField low;
    low.key = "low";
    low.bitCount = 4;
    schema.subFields = {low};
    const TileFieldTable table(board.layout(), board.variant(), schema);
    run = runBundled("field-to-csv.js", board, {"custom.low", "--header"}, &table);
    QCOMPARE(run.printed, (QStringList{"x0,x1,x2", "0,0,0", "1,1,1"}));
    run = runBundled("field-to-csv.js", board, {"colour"});
    QCOMPARE(run.outcome.status, ScriptOutcome::Status::Failed);
    QVERIFY(run.outcome.message.startsWith(QStringLiteral("this board has no field 'colour'")));
}

GBXX_TEST_GUILESS_MAIN(TestBundledScripts);

} // namespace tst_bundled_scripts
#include "tst_bundled_scripts.moc"
