// `gbxx run` and the schema options as programs see them (issue 18's contract): exact streams and
// exit statuses, the board written atomically with --out and only then, --check, --timeout, the
// script's arguments after --, and custom.KEY in dump, query and edit through a schema found
// beside the board. The API itself is tested in process (tst_script_api).

#include "cli/gbxx_run.h"
#include "gbxx/codec.h"
#include "io/board_file.h"
#include "support/test_suite.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

namespace tst_cli_run {

using namespace gbxx;
using namespace gbxx::test;

namespace {

const char* const kSchema = R"({"schemaVersion": 1, "variants": {"64": {"field": "custom",
  "subFields": [
    {"key": "terrain", "bits": [0, 3], "kind": "enum", "values": ["plains", "forest", "water"]},
    {"key": "resources", "bits": [4, 7], "kind": "flags", "flags": ["wood", "stone"]}]}}})";

} // namespace

class TestCliRun : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void printAndWarnGoToStandardOutputAndChangesAreCounted();
    void outWritesTheBoardAsTheScriptLeftIt();
    void checkFailsWhenTheScriptWarned();
    void aFailedScriptWritesNothing();
    void aRunawayScriptIsStopped();
    void argumentsAfterTwoDashesGoToTheScript();
    void badArgumentsAreUsageErrors_data();
    void badArgumentsAreUsageErrors();
    void aSchemaBesideTheBoardNamesCustomData();
    void aScriptOutOfMemoryIsStoppedAndWritesNothing();
    void aScriptCannotForgeALine();
    void aScriptNameNeedNotBeUtf8();
    void aTimeoutNamesTheScriptsLine();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QString script(const QString& name, const QByteArray& source) const {
        QFile file(path(name));
        if (file.open(QIODevice::WriteOnly))
            file.write(source);
        return path(name);
    }
    QTemporaryDir dir_;
    QString board_;
    Board original_{Variant::GB64, 1, 1};
};

void TestCliRun::initTestCase() {
    QVERIFY(dir_.isValid());
    // A 9×6 hex board with every tile different.
    Board board(Variant::GB64, 9, 6);
    board.setHeader(*board.layout().headerField("hex"), 1);
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(t, (t + 1) * 0x9E3779B97F4A7C15ull);
    QVERIFY(QDir().mkpath(path(QStringLiteral("boards"))));
    board_ = path(QStringLiteral("boards/isle.gb64"));
    QVERIFY(!saveBoard(board_, board));
    original_ = board;
}

void TestCliRun::printAndWarnGoToStandardOutputAndChangesAreCounted() {
    const QString s = script(QStringLiteral("steep.js"),
                             "print('board', board.width, board.length, board.hex);\n"
                             "board.set(0, 0, 'height', (board.get(0, 0, 'height') + 1) % 64);\n"
                             "board.set(1, 0, 'height', (board.get(1, 0, 'height') + 1) % 64);\n"
                             "board.set(2, 5, 'boundary', (board.get(2, 5, 'boundary') + 1) % 4);\n"
                             "warn(3, 4, 'too steep');\n"
                             "board.setFooter('title', 'changed');\n");
    const Run run = runGbxx({QStringLiteral("run"), s, board_});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("board 9 6 true\nwarning: (3, 4) too steep\n"));
    QCOMPARE(run.err, QByteArray("3 tiles changed\n"));
    QCOMPARE(fileBytes(board_),
             QByteArray(reinterpret_cast<const char*>(writeBoard(original_).data()),
                        static_cast<qsizetype>(writeBoard(original_).size())));
}

void TestCliRun::outWritesTheBoardAsTheScriptLeftIt() {
    const QString s = script(QStringLiteral("ring.js"),
                             "for (let x = 0; x < board.width; x++) {\n"
                             "  board.set(x, 0, 'boundary', 'out of bounds');\n"
                             "  board.set(x, board.length - 1, 'boundary', 'out of bounds');\n"
                             "}\n"
                             "board.setFooter('author', 'Zoë');\n");
    const QString out = path(QStringLiteral("ring.gb64"));
    const Run run = runGbxx({QStringLiteral("run"), s, board_, QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray());
    QCOMPARE(run.err, QByteArray());
    Board expected = original_;
    const FieldSpec& boundary = *expected.field("boundary");
    for (int x = 0; x < expected.width(); ++x)
        for (int y : {0, expected.length() - 1})
            expected.setTileRaw(expected.indexOf(x, y),
                                boundary.write(expected.tile(expected.indexOf(x, y)), 1));
    QVERIFY(!expected.footer().setText(footerField("author"), "Zoë"));
    const std::vector<std::uint8_t> bytes = writeBoard(expected);
    QCOMPARE(fileBytes(out), QByteArray(reinterpret_cast<const char*>(bytes.data()),
                                        static_cast<qsizetype>(bytes.size())));
    // A GB08 board stays GB08.
    Board small(Variant::GB08, 4, 3);
    const QString in08 = path(QStringLiteral("small.gb08"));
    QVERIFY(!saveBoard(in08, small));
    const QString out08 = path(QStringLiteral("small-out.gb08"));
    QCOMPARE(runGbxx({QStringLiteral("run"),
                      script(QStringLiteral("h.js"), "board.set(3, 2, 'height', 3)"), in08,
                      QStringLiteral("--out=") + out08})
                 .exitCode,
             0);
    small.setTileRaw(small.indexOf(3, 2), small.field("height")->write(0, 3));
    QCOMPARE(fileBytes(out08).size(), qsizetype(8 + 12 + 128));
    QVERIFY(*loadBoard(out08).board == small);
}

void TestCliRun::checkFailsWhenTheScriptWarned() {
    const QString s = script(QStringLiteral("check.js"), "if (args[0] === 'warn') {\n"
                                                         "  warn(1, 1, 'first');\n"
                                                         "  warn(2, 1, 'second');\n"
                                                         "}\n");
    Run run = runGbxx({QStringLiteral("run"), s, board_, QStringLiteral("--check"),
                       QStringLiteral("--"), QStringLiteral("warn")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray("warning: (1, 1) first\nwarning: (2, 1) second\n"));
    QCOMPARE(run.err,
             QByteArray("0 tiles changed\nerror: ") + s.toUtf8() + ":2: 2 warnings (--check)\n");
    run = runGbxx({QStringLiteral("run"), QStringLiteral("--check"), s, board_});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray());
}

void TestCliRun::aFailedScriptWritesNothing() {
    const QString s = script(QStringLiteral("boom.js"), "board.set(0, 0, 'height', 5);\n"
                                                        "\n"
                                                        "throw new Error('no ring here');\n");
    const QString out = path(QStringLiteral("never.gb64"));
    Run run = runGbxx({QStringLiteral("run"), s, board_, QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QByteArray("error: ") + s.toUtf8() + ":3: no ring here\n");
    QVERIFY(!QFile::exists(out));
    const QString range =
        script(QStringLiteral("range.js"), "print('before');\nboard.set(9, 0, 'height', 1);\n");
    run = runGbxx({QStringLiteral("run"), range, board_});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray("before\n"));
    QCOMPARE(run.err, QByteArray("error: ") + range.toUtf8() +
                          ":2: RangeError: tile (9, 0) is off the 9×6 board\n");
}

void TestCliRun::aRunawayScriptIsStopped() {
    const QString s = script(QStringLiteral("loop.js"),
                             "while (true) { try { board.get(0, 0, 'height'); } catch (e) {} }\n");
    const QString out = path(QStringLiteral("loop.gb64"));
    QElapsedTimer clock;
    clock.start();
    const Run run = runGbxx({QStringLiteral("run"), QStringLiteral("--timeout"),
                             QStringLiteral("0.5"), s, board_, QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(clock.elapsed() < 20000);
    QVERIFY2(run.err.startsWith("error: " + s.toUtf8() + ":"), run.err.constData());
    QVERIFY(run.err.contains("0.5 s"));
    QVERIFY(!QFile::exists(out));
}

void TestCliRun::argumentsAfterTwoDashesGoToTheScript() {
    const QString s = script(QStringLiteral("args.js"), "print(args.length, args.join('|'));\n");
    const Run run =
        runGbxx({QStringLiteral("run"), s, board_, QStringLiteral("--"), QStringLiteral("--out"),
                 QStringLiteral("x y"), QStringLiteral("--check")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("3 --out|x y|--check\n"));
}

void TestCliRun::badArgumentsAreUsageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("message");
    const QString s = QStringLiteral("args.js");
    QTest::newRow("nothing") << QStringList{} << 2
                             << QByteArray("error: 'run' takes SCRIPT FILE, got 0 argument(s)\n");
    QTest::newRow("no board") << QStringList{s} << 2
                              << QByteArray("error: 'run' takes SCRIPT FILE, got 1 argument(s)\n");
    QTest::newRow("unknown option") << QStringList{s, QStringLiteral("B"), QStringLiteral("--fast")}
                                    << 2 << QByteArray("error: unknown option '--fast'\n");
    QTest::newRow("timeout not a number")
        << QStringList{s, QStringLiteral("B"), QStringLiteral("--timeout"), QStringLiteral("soon")}
        << 2 << QByteArray("error: --timeout takes");
    QTest::newRow("timeout zero") << QStringList{s, QStringLiteral("B"),
                                                 QStringLiteral("--timeout=0")}
                                  << 2 << QByteArray("error: --timeout takes");
    QTest::newRow("unknown layout")
        << QStringList{s, QStringLiteral("B"), QStringLiteral("--layout"), QStringLiteral("1999")}
        << 2 << QByteArray("error: unknown layout '1999'");
    QTest::newRow("missing value") << QStringList{s, QStringLiteral("B"), QStringLiteral("--out")}
                                   << 2 << QByteArray("error: missing value after '--out'\n");
    QTest::newRow("board to standard output")
        << QStringList{s, QStringLiteral("B"), QStringLiteral("--out"), QStringLiteral("-")} << 2
        << QByteArray("error: --out - would mix");
    QTest::newRow("no such script")
        << QStringList{QStringLiteral("missing.js"), QStringLiteral("B")} << 1
        << QByteArray("error: cannot read the script");
}

void TestCliRun::badArgumentsAreUsageErrors() {
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, message);
    script(QStringLiteral("args.js"), "print(1)\n");
    for (QString& a : args)
        if (a == QLatin1String("args.js") || a == QLatin1String("missing.js"))
            a = path(a);
        else if (a == QLatin1String("B"))
            a = board_;
    const Run run = runGbxx(QStringList{QStringLiteral("run")} + args);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.out, QByteArray());
    QVERIFY2(run.err.startsWith(message), run.err.constData());
}

void TestCliRun::aSchemaBesideTheBoardNamesCustomData() {
    const QString board = board_;
    const QString schema = path(QStringLiteral("gameboardxx-schema.json")); // a folder above
    QFile file(schema);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kSchema);
    file.close();

    // dump adds custom.KEY only when asked; its plain form stays the contract's.
    Run plain = runGbxx({QStringLiteral("dump"), board});
    QCOMPARE(plain.exitCode, 0);
    QVERIFY(!plain.out.contains("custom.terrain"));
    Run named = runGbxx({QStringLiteral("dump"), QStringLiteral("--schema"), board});
    QCOMPARE(named.exitCode, 0);
    const QJsonArray tiles =
        QJsonDocument::fromJson(named.out).object()[QStringLiteral("tiles")].toArray();
    QCOMPARE(tiles.size(), qsizetype(54));
    for (qsizetype t = 0; t < tiles.size(); ++t) {
        const QJsonObject tile = tiles[t].toObject();
        const int custom = tile[QStringLiteral("custom")].toInt();
        QCOMPARE(tile[QStringLiteral("custom.terrain")].toInt(), custom & 15);
        QCOMPARE(tile[QStringLiteral("custom.resources")].toInt(), custom >> 4);
    }
    // The same file given by name.
    QCOMPARE(runGbxx({QStringLiteral("dump"), QStringLiteral("--schema=") + schema, board}).out,
             named.out);

    // query and run find it by themselves.
    Run query = runGbxx({QStringLiteral("query"), board, QStringLiteral("custom.terrain = 5"),
                         QStringLiteral("--count")});
    QCOMPARE(query.exitCode, 0);
    int expected = 0;
    for (TileIndex t = 0; t < original_.tileCount(); ++t)
        expected += (original_.get(t, *original_.field("custom")) & 15) == 5;
    QCOMPARE(query.out, QByteArray::number(expected) + '\n');
    const QString s =
        script(QStringLiteral("terrain.js"), "board.set(0, 0, 'custom.terrain', 'water');\n"
                                             "print(board.get(0, 0, 'custom.terrain'));\n");
    Run run = runGbxx({QStringLiteral("run"), s, board});
    QCOMPARE(run.out, QByteArray("2\n"));

    // A broken schema named on the command line stops the run; one found by chance does not.
    const QString broken = path(QStringLiteral("broken.json"));
    QFile brokenFile(broken);
    QVERIFY(brokenFile.open(QIODevice::WriteOnly));
    brokenFile.write(
        R"({"schemaVersion": 1, "variants": {"64": {"field": "height", "subFields": []}}})");
    brokenFile.close();
    run = runGbxx({QStringLiteral("run"), QStringLiteral("--schema"), broken, s, board});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith("error: ") && run.err.contains("unknown field 'height'"),
             run.err.constData());
    QVERIFY(QFile::remove(schema));
    QVERIFY(QFile::copy(broken, schema));
    run = runGbxx({QStringLiteral("run"), script(QStringLiteral("ok.js"), "print(1)"), board});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.startsWith("warning: "), run.err.constData());
    QVERIFY(QFile::remove(schema));
    run = runGbxx({QStringLiteral("dump"), QStringLiteral("--schema"), board});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith("error: no schema found for "), run.err.constData());
}

void TestCliRun::aScriptOutOfMemoryIsStoppedAndWritesNothing() {
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("AddressSanitizer's shadow memory rules out the helper's RLIMIT_AS cap; the normal build "
          "checks running out of memory");
#endif
    // Issue 31: this reached 6.3 GB before the timeout.
    const QString s =
        script(QStringLiteral("hungry.js"), "print('start');\n"
                                            "const b = [];\n"
                                            "for (;;) b.push(new ArrayBuffer(1 << 30));\n");
    const QString out = path(QStringLiteral("hungry.gb64"));
    Run run = runGbxxProcess({QStringLiteral("run"), s, board_, QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray("start\n"));
    QCOMPARE(run.err, "error: " + s.toUtf8() + ":3: out of memory\n");
    QVERIFY(!QFile::exists(out));
    // Many small pieces, under a smaller limit: the same error, at the last line known.
    const QString pieces = script(QStringLiteral("pieces.js"),
                                  "const a = [];\n"
                                  "for (let i = 0; ; i++) {\n"
                                  "  a.push('x'.repeat(4096) + board.get(0, 0, 'height') + i);\n"
                                  "}\n");
    run = runGbxxProcess({QStringLiteral("run"), QStringLiteral("--memory-limit"),
                          QStringLiteral("300"), pieces, board_, QStringLiteral("--out"), out});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, "error: " + pieces.toUtf8() + ":3: out of memory\n");
    QVERIFY(!QFile::exists(out));
}

void TestCliRun::aScriptCannotForgeALine() {
    const QString s =
        script(QStringLiteral("forge.js"), "warn(1, 1, 'a\\nwarning: (2, 2) forged');\n"
                                           "throw new Error('a\\nerror: forged \\x1b[31m');\n");
    const Run run = runGbxxProcess({QStringLiteral("run"), s, board_});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.out, QByteArray("warning: (1, 1) a\\nwarning: (2, 2) forged\n"));
    QCOMPARE(run.err, "error: " + s.toUtf8() + ":2: a\\nerror: forged \\x1b[31m\n");
}

void TestCliRun::aScriptNameNeedNotBeUtf8() {
    // The name's bytes as the system has them: "s\xe9.js" (Latin-1), through a real shell.
    const QByteArray name = QFile::encodeName(dir_.path()) + "/s\xe9.js";
    {
        FILE* f = std::fopen(name.constData(), "wb");
        QVERIFY(f);
        std::fputs("print(board.width);\nthrow new Error('late');\n", f);
        std::fclose(f);
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GBXX"), QStringLiteral(GBXX_CLI_PATH));
    env.insert(QStringLiteral("BOARD"), board_);
    env.insert(QStringLiteral("DIR"), dir_.path());
    const Run run = runProgram(
        QStringLiteral("/bin/sh"),
        {QStringLiteral("-c"), QStringLiteral("exec \"$GBXX\" run \"$DIR/$(printf 's\\351.js')\" "
                                              "\"$BOARD\"")},
        {}, env);
    QCOMPARE(run.out, QByteArray("9\n"));
    QCOMPARE(run.err, "error: " + dir_.path().toUtf8() + "/s\\xe9.js:2: late\n");
    QCOMPARE(run.exitCode, 1);
}

void TestCliRun::aTimeoutNamesTheScriptsLine() {
    const QString s =
        script(QStringLiteral("slow.js"), "let n = 0;\n"
                                          "for (;;) { n += board.get(0, 0, 'height'); }\n");
    const Run run = runGbxxProcess(
        {QStringLiteral("run"), QStringLiteral("--timeout"), QStringLiteral("0.5"), s, board_});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, "error: " + s.toUtf8() + ":2: still running after 0.5 s; stopped\n");
}

GBXX_TEST_GUILESS_MAIN(TestCliRun);

} // namespace tst_cli_run
#include "tst_cli_run.moc"
