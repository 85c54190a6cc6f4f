// A script's run that nobody waits for (scripting/script_run.h, issue 43): its lines come as the
// script says them while the event loop turns, finished() comes once with the board as the script
// left it, and cancelling or destroying the handle kills the helper and says nothing more.

#include "scripting/script_run.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <unistd.h>

namespace tst_script_run {

using namespace gbxx;
using namespace gbxx::scripting;

namespace {

ScriptRequest request(const QString& source) {
    ScriptRequest r;
    r.source = source;
    r.name = QStringLiteral("s.js");
    return r;
}

// The helpers this test program has running: children of this process named gbxx-script-host.
int helpersRunning() {
    int count = 0;
    const QString self = QString::number(::getpid());
    for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // "PID (COMM) STATE PPID …": the name may hold spaces, so read after its parenthesis.
        const QString line = QString::fromLatin1(stat.readAll());
        const qsizetype close = line.lastIndexOf(QLatin1Char(')'));
        const QStringList rest = line.mid(close + 2).split(QLatin1Char(' '));
        const bool mine = rest.size() > 1 && rest[1] == self && rest[0] != QLatin1String("Z");
        count += mine && line.contains(QLatin1String("(gbxx-script-hos")); // COMM: 15 characters
    }
    return count;
}

} // namespace

class TestScriptRun : public QObject {
    Q_OBJECT

private slots:
    void linesComeWhileTheScriptRuns();
    void finishedComesOnceWithTheScriptsBoard();
    void cancelKillsTheHelperAndSaysNothingMore();
    void destroyingTheHandleCancelsIt();
    void aHelperThatCannotStartIsToldAfterStart();
};

void TestScriptRun::linesComeWhileTheScriptRuns() {
    const Board board(Variant::GB16, 4, 3);
    const TileFieldTable table(board.layout(), board.variant());
    ScriptRun run;
    QSignalSpy printed(&run, &ScriptRun::printed);
    QSignalSpy warned(&run, &ScriptRun::warned);
    QSignalSpy finished(&run, &ScriptRun::finished);
    run.start(request(QStringLiteral("print('first');\nwarn(1, 2, 'look');\n"
                                     "const end = Date.now() + 1000;\nwhile (Date.now() < end) {}\n"
                                     "print('second');\n")),
              board, table);
    QVERIFY(run.isRunning());
    QVERIFY(warned.wait(20000));
    QCOMPARE(printed.size(), 1);
    QCOMPARE(printed.front().front().toString(), QStringLiteral("first"));
    QCOMPARE(warned.front().front().value<ScriptWarning>().message, QStringLiteral("look"));
    QCOMPARE(finished.size(), 0); // the script is still busy
    QVERIFY(run.isRunning());
    QVERIFY(finished.wait(20000));
    QCOMPARE(printed.size(), 2);
    QCOMPARE(printed.back().front().toString(), QStringLiteral("second"));
    QVERIFY(!run.isRunning());
}

void TestScriptRun::finishedComesOnceWithTheScriptsBoard() {
    const Board board(Variant::GB64, 5, 4);
    const TileFieldTable table(board.layout(), board.variant());
    ScriptRun run;
    QSignalSpy finished(&run, &ScriptRun::finished);
    run.start(request(QStringLiteral("board.set(2, 1, 'height', 9);\n")), board, table);
    QVERIFY(finished.wait(20000));
    QTest::qWait(100);
    QCOMPARE(finished.size(), 1);
    const ScriptOutcome outcome = finished.front().front().value<ScriptOutcome>();
    QVERIFY(outcome.finished());
    QCOMPARE(outcome.changedTiles, std::size_t(1));
    QCOMPARE(run.board().get(run.board().indexOf(2, 1), *board.field("height")), std::uint64_t(9));
    // A script that fails leaves the board as it was given.
    ScriptRun failing;
    QSignalSpy failed(&failing, &ScriptRun::finished);
    failing.start(request(QStringLiteral("board.set(2, 1, 'height', 9);\nthrow new Error('no');\n")),
                  board, table);
    QVERIFY(failed.wait(20000));
    QCOMPARE(failing.outcome().errorText(QStringLiteral("s.js")),
             QStringLiteral("s.js:2: no"));
    QVERIFY(failing.board() == board);
}

void TestScriptRun::cancelKillsTheHelperAndSaysNothingMore() {
    const Board board(Variant::GB16, 4, 3);
    const TileFieldTable table(board.layout(), board.variant());
    ScriptRun run;
    QSignalSpy printed(&run, &ScriptRun::printed);
    QSignalSpy finished(&run, &ScriptRun::finished);
    run.start(request(QStringLiteral("print('started');\nwhile (true) {}\n")), board, table);
    QVERIFY(printed.wait(20000));
    QCOMPARE(helpersRunning(), 1);
    run.cancel();
    QVERIFY(!run.isRunning());
    QCOMPARE(helpersRunning(), 0);
    QTest::qWait(300);
    QCOMPARE(finished.size(), 0);
}

void TestScriptRun::destroyingTheHandleCancelsIt() {
    const Board board(Variant::GB16, 4, 3);
    const TileFieldTable table(board.layout(), board.variant());
    auto run = std::make_unique<ScriptRun>();
    QSignalSpy printed(run.get(), &ScriptRun::printed);
    run->start(request(QStringLiteral("print('started');\nwhile (true) {}\n")), board, table);
    QVERIFY(printed.wait(20000));
    QCOMPARE(helpersRunning(), 1);
    run.reset();
    QCOMPARE(helpersRunning(), 0);
}

void TestScriptRun::aHelperThatCannotStartIsToldAfterStart() {
    const Board board(Variant::GB16, 4, 3);
    const TileFieldTable table(board.layout(), board.variant());
    qputenv("GBXX_SCRIPT_HOST", "/nonexistent/gbxx-script-host");
    ScriptRun run;
    run.start(request(QStringLiteral("print(1);\n")), board, table);
    qunsetenv("GBXX_SCRIPT_HOST");
    // Connected after start(): nothing was said yet.
    QSignalSpy finished(&run, &ScriptRun::finished);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.size(), 1);
    QVERIFY2(run.outcome().message.startsWith(QStringLiteral("cannot start the script helper")),
             qPrintable(run.outcome().message));
}

GBXX_TEST_GUILESS_MAIN(TestScriptRun);

} // namespace tst_script_run

#include "tst_script_run.moc"
