// Scripts in their helper process (scripting/script_process.h, issue 31): the same outcome as in
// process, board, prints, warnings and a schema's sub-fields included; a script out of memory or
// one that crashes the engine fails, names its line and changes nothing; and what a run costs.

#include "script_test_support.h"
#include "scripting/script_process.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_script_host {

using namespace gbxx;
using namespace gbxx::scripting;

namespace {

struct HelperRun {
    ScriptOutcome outcome;
    QStringList printed;
};

HelperRun inHelper(Board& board, const QString& source, const TileFieldTable& table,
                   qint64 memoryLimit = qint64{1} << 30, double timeout = 10) {
    HelperRun run;
    ScriptRequest request;
    request.source = source;
    request.name = QStringLiteral("s.js");
    request.timeoutSeconds = timeout;
    request.memoryLimitBytes = memoryLimit;
    request.print = [&run](const QString& line) { run.printed << line; };
    run.outcome = runScriptInHelper(request, board, table);
    return run;
}

Board sampleBoard() {
    Board board(Variant::GB64, 7, 5);
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(t, (t + 3) * 0x9E3779B97F4A7C15ull);
    return board;
}

} // namespace

class TestScriptHost : public QObject {
    Q_OBJECT

private slots:
    void theHelperGivesWhatTheProcessGives();
    void outOfMemoryFailsAndChangesNothing();
    void aCrashedEngineFailsAndChangesNothing();
};

void TestScriptHost::theHelperGivesWhatTheProcessGives() {
    CustomSchema schema;
    schema.field = "custom";
    CustomSubField terrain;
    terrain.key = "terrain";
    terrain.bitCount = 2;
    terrain.kind = SubFieldKind::Enum;
    terrain.names = {{"plains", {}}, {"forest", 0x228833}, {"water", {}}};
    schema.subFields = {terrain};
    const QString source =
        QStringLiteral("print('size', board.width, board.length);\n"
                       "board.set(1, 2, 'custom.terrain', 'water');\n"
                       "board.set(0, 0, 'height', 9);\n"
                       "board.setFooter('title', 'Zoë');\n"
                       "warn(3, 4, 'look ' + board.get(1, 2, 'custom.terrain'));\n"
                       "console.error('to\\nstderr');\n");
    Board inProcess = sampleBoard();
    const TileFieldTable table(inProcess.layout(), inProcess.variant(), schema);
    const test::ScriptRun expected =
        test::runSource(inProcess, source, QStringLiteral("s.js"), {}, &table);
    Board helped = sampleBoard();
    const HelperRun run = inHelper(helped, source, table);
    QVERIFY2(run.outcome.finished(), qPrintable(run.outcome.errorText(QStringLiteral("s.js"))));
    QVERIFY(helped == inProcess);
    QVERIFY(!(helped == sampleBoard()));
    QCOMPARE(run.printed, expected.printed);
    QCOMPARE(run.outcome.changedTiles, std::size_t(2));
    QVERIFY(run.outcome.footerChanged && !run.outcome.headerChanged);
    QCOMPARE(run.outcome.warnings.size(), std::size_t(1));
    QCOMPARE(run.outcome.warnings[0].message, QStringLiteral("look 2"));
    QCOMPARE(run.outcome.warnings[0].line, 5);
    // A failure's verdict is the helper's, as it would be in process.
    Board failing = sampleBoard();
    const HelperRun failed = inHelper(
        failing, QStringLiteral("board.set(0, 0, 'height', 1);\nboard.set(99, 0, 'height', 1);"),
        table);
    QCOMPARE(failed.outcome.status, ScriptOutcome::Status::Failed);
    QCOMPARE(failed.outcome.errorText(QStringLiteral("s.js")),
             QStringLiteral("s.js:2: RangeError: tile (99, 0) is off the 7×5 board"));
    QVERIFY(failing == sampleBoard());
}

void TestScriptHost::outOfMemoryFailsAndChangesNothing() {
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("AddressSanitizer's shadow memory rules out the helper's RLIMIT_AS cap; the normal build "
          "checks running out of memory");
#endif
    Board board = sampleBoard();
    const TileFieldTable table(board.layout(), board.variant());
    // The engine refuses a buffer: a RangeError it throws.
    HelperRun run = inHelper(board,
                             QStringLiteral("board.set(0, 0, 'height', 1);\nconst b = [];\n"
                                            "for (;;) b.push(new ArrayBuffer(1 << 30));\n"),
                             table);
    QCOMPARE(run.outcome.status, ScriptOutcome::Status::Failed);
    QCOMPARE(run.outcome.errorText(QStringLiteral("s.js")),
             QStringLiteral("s.js:3: out of memory"));
    QVERIFY(board == sampleBoard());
    // Many small strings: the engine gives up inside (std::bad_alloc); the helper ends, and the
    // line is the last one known: line 4's calls are noted a few times a second, so a machine that
    // runs out before the first note names line 1, where the script's first call was.
    run = inHelper(board,
                   QStringLiteral("board.set(0, 0, 'height', 1);\nconst a = [];\n"
                                  "for (let i = 0; ; i++)\n"
                                  "  a.push('x'.repeat(4096) + board.get(0, 0, 'height') + i);\n"),
                   table, qint64{300} << 20);
    QCOMPARE(run.outcome.status, ScriptOutcome::Status::Failed);
    const QString said = run.outcome.errorText(QStringLiteral("s.js"));
    QVERIFY2(said == QStringLiteral("s.js:4: out of memory") ||
                 said == QStringLiteral("s.js:1: out of memory"),
             qPrintable(said));
    QVERIFY(board == sampleBoard());
}

void TestScriptHost::aCrashedEngineFailsAndChangesNothing() {
    qputenv("GBXX_SCRIPT_HOST_TEST_CRASH", "1");
    Board board = sampleBoard();
    const TileFieldTable table(board.layout(), board.variant());
    const HelperRun run = inHelper(
        board, QStringLiteral("board.set(0, 0, 'height', 1);\n\nprint('crash the script host');\n"),
        table);
    qunsetenv("GBXX_SCRIPT_HOST_TEST_CRASH");
    QCOMPARE(run.outcome.status, ScriptOutcome::Status::Failed);
    // The last line known: that of the last call the probe was told about (line_probe.h).
    QCOMPARE(run.outcome.errorText(QStringLiteral("s.js")),
             QStringLiteral("s.js:1: the script engine crashed (Segmentation fault); the script "
                            "was stopped"));
    QVERIFY(board == sampleBoard());
}

GBXX_TEST_GUILESS_MAIN(TestScriptHost);

} // namespace tst_script_host

#include "tst_script_host.moc"
