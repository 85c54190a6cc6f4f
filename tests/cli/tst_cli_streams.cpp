// `gbxx` and the Unix conventions: `-` for standard input and output, output that does not arrive
// (/dev/full, a closed standard output) is an error, a full disk for every command that writes,
// names that are not UTF-8 or hold a newline, `ulimit -f`, and `render` without a display whatever
// QT_QPA_PLATFORM says. Runs the real binary, through /bin/sh where a shell sets the stage.

#include "cli/gbxx_run.h"
#include "support/small_filesystem.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace tst_cli_streams {

using namespace gbxx::test;

namespace {

const QString kBoard = QStringLiteral(GBXX_SAMPLE_BOARD);

// `script` in /bin/sh, with $GBXX the binary and $BOARD the sample board.
Run shell(const QString& script, const QByteArray& input = {},
          const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
    QProcessEnvironment e = env;
    e.insert(QStringLiteral("GBXX"), QStringLiteral(GBXX_CLI_PATH));
    e.insert(QStringLiteral("BOARD"), kBoard);
    return runProgram(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script}, input, e);
}

QByteArray sample() {
    QFile file(kBoard);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What the rows of outputThatDoesNotArriveIsAnError read: a board whose name says GB08 (a
// warning for validate to print), rules that change the sample board, and a library of the
// folder for find.
bool prepareOutputFolder(const QString& folder) {
    QFile misnamed(folder + QStringLiteral("/misnamed.gb08"));
    if (!misnamed.open(QIODevice::WriteOnly) || misnamed.write(sample()) != 1000)
        return false;
    misnamed.close();
    QFile rules(folder + QStringLiteral("/ring.json"));
    const QByteArray ring = R"({"rules": [{"name": "ring",
        "where": "boundary = 0 and neighbours(n.boundary = 3) > 0", "then": ["set boundary=1"]}]})";
    if (!rules.open(QIODevice::WriteOnly) || rules.write(ring) != ring.size())
        return false;
    rules.close();
    return runGbxxProcess({QStringLiteral("index"), QStringLiteral("--db"),
                           folder + QStringLiteral("/lib.db"), folder})
               .exitCode == 0;
}

} // namespace

class TestCliStreams : public QObject {
    Q_OBJECT

private slots:
    void standardInputAndOutputAreDash();
    void outputThatDoesNotArriveIsAnError_data();
    void outputThatDoesNotArriveIsAnError();
    void closedStandardOutputIsAnError_data();
    void closedStandardOutputIsAnError();
    void everyWritingCommandFailsCleanlyOnAFullDisk_data();
    void everyWritingCommandFailsCleanlyOnAFullDisk();
    void namesAreBytesAndMessagesOneLine();
    void fileSizeLimitIsReported();
    void renderNeedsNoDisplay();
};

void TestCliStreams::standardInputAndOutputAreDash() {
    const QByteArray board = sample();
    Run run = shell(QStringLiteral("\"$GBXX\" dump -"), board);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("{"));
    // A pipe and a FIFO are read as streams, never judged by their size on disk.
    run = shell(QStringLiteral("cat \"$BOARD\" | \"$GBXX\" info /dev/stdin"));
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("(1000 bytes)"), run.out.constData());
    // The board to standard output, its loss report to standard error.
    run = shell(QStringLiteral("\"$GBXX\" convert \"$BOARD\" - --to 08 | \"$GBXX\" dump -"));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("\"variant\": 8"));
    QVERIFY2(run.err.contains("height: "), run.err.constData());
    run = shell(QStringLiteral("\"$GBXX\" render \"$BOARD\" - --tile-size 4"));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("\x89PNG"));
}

void TestCliStreams::outputThatDoesNotArriveIsAnError_data() {
    QTest::addColumn<QString>("command");
    QTest::newRow("dump") << QStringLiteral("dump \"$BOARD\"");
    QTest::newRow("info") << QStringLiteral("info \"$BOARD\"");
    QTest::newRow("validate") // a warning to print: the name says GB08 (S2)
        << QStringLiteral("validate \"$TMP/misnamed.gb08\"");
    QTest::newRow("analyze") << QStringLiteral("analyze \"$BOARD\"");
    QTest::newRow("convert") << QStringLiteral("convert \"$BOARD\" \"$TMP/out.gb08\" --to 08");
    QTest::newRow("convert -") << QStringLiteral("convert \"$BOARD\" - --to 08");
    QTest::newRow("render -") << QStringLiteral("render \"$BOARD\" -");
    QTest::newRow("edit -") << QStringLiteral("edit \"$BOARD\" - --set height=1");
    QTest::newRow("edit") // its count line is the output
        << QStringLiteral("edit \"$BOARD\" \"$TMP/e.gb64\" --set height=1");
    QTest::newRow("rules apply") // its lines are the output
        << QStringLiteral("rules apply --rules \"$TMP/ring.json\" \"$BOARD\" \"$TMP/r.gb64\"");
    QTest::newRow("rules check") << QStringLiteral(
        "rules check --rules \"$TMP/ring.json\" \"$BOARD\"");
    QTest::newRow("query") << QStringLiteral("query \"$BOARD\" 'height > 0'");
    QTest::newRow("query --count") << QStringLiteral("query \"$BOARD\" 'height > 0' --count");
    QTest::newRow("index") << QStringLiteral("index --db \"$TMP/lib.db\" \"$TMP\"");
    QTest::newRow("find") << QStringLiteral("find --db \"$TMP/lib.db\"");
    QTest::newRow("--version") << QStringLiteral("--version");
}

void TestCliStreams::outputThatDoesNotArriveIsAnError() {
    QFETCH(QString, command);
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TMP"), dir.path());
    QVERIFY(prepareOutputFolder(dir.path()));
    const Run run =
        shell(QStringLiteral("\"$GBXX\" ") + command + QStringLiteral(" > /dev/full"), {}, env);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QByteArray("error: write error: No space left on device\n"));
}

// A closed standard output (>&-) is held open so that nothing else takes its number, but every
// write to it still fails, whichever way a command writes (its text, a board, a picture).
void TestCliStreams::closedStandardOutputIsAnError_data() {
    outputThatDoesNotArriveIsAnError_data();
}

void TestCliStreams::closedStandardOutputIsAnError() {
    QFETCH(QString, command);
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TMP"), dir.path());
    QVERIFY(prepareOutputFolder(dir.path()));
    const Run run = shell(QStringLiteral("\"$GBXX\" ") + command + QStringLiteral(" >&-"), {}, env);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QByteArray("error: write error: Bad file descriptor\n"));
}

void TestCliStreams::everyWritingCommandFailsCleanlyOnAFullDisk_data() {
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("output");
    QTest::newRow("convert") << QStringLiteral("convert \"$BOARD\" \"$OUT/b.gb64\" --to 64")
                             << QStringLiteral("b.gb64");
    QTest::newRow("convert OUT = IN")
        << QStringLiteral("convert \"$OUT/keep.gb64\" \"$OUT/keep.gb64\" --to 64")
        << QStringLiteral("keep.gb64");
    QTest::newRow("convert over a board")
        << QStringLiteral("convert \"$BOARD\" \"$OUT/keep.gb64\" --to 64")
        << QStringLiteral("keep.gb64");
    QTest::newRow("convert --out-dir")
        << QStringLiteral("convert --to 08 --out-dir \"$OUT\" \"$BOARD\"")
        << QStringLiteral("ring-of-isles.gb08");
    QTest::newRow("render PNG") << QStringLiteral("render \"$BOARD\" \"$OUT/b.png\"")
                                << QStringLiteral("b.png");
    QTest::newRow("render SVG") << QStringLiteral("render \"$BOARD\" \"$OUT/b.svg\" --tile-size 64")
                                << QStringLiteral("b.svg");
}

void TestCliStreams::everyWritingCommandFailsCleanlyOnAFullDisk() {
    QFETCH(QString, command);
    QFETCH(QString, output);
    SmallFilesystem disk;
    if (!disk.isMounted())
        QSKIP("mounting a small filesystem needs root");
    const QByteArray previous = sample();
    {
        QFile keep(disk.filePath(QStringLiteral("keep.gb64")));
        QVERIFY(keep.open(QIODevice::WriteOnly));
        keep.write(previous);
    }
    QVERIFY(disk.leaveFree(0));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("OUT"), disk.path());
    const Run run = shell(QStringLiteral("\"$GBXX\" ") + command, {}, env);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("No space left on device"), run.err.constData());
    QCOMPARE(run.err.count('\n'), run.err.count("error: "));
    const QStringList files =
        QDir(disk.path()).entryList(QDir::Files | QDir::Hidden | QDir::System);
    if (output == QLatin1String("keep.gb64"))
        QCOMPARE(fileBytes(disk.filePath(output)), previous);
    else
        QVERIFY2(!files.contains(output), qPrintable(files.join(", ")));
    QCOMPARE(files.size(), 2); // the filler and keep.gb64: no half-written or temporary file
}

void TestCliStreams::namesAreBytesAndMessagesOneLine() {
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DIR"), dir.path());
    Run run = shell(QStringLiteral("cp \"$BOARD\" \"$DIR/$(printf 'bad\\377\\376.gb64')\" && "
                                   "\"$GBXX\" convert \"$DIR/$(printf 'bad\\377\\376.gb64')\" "
                                   "\"$DIR/$(printf 'out\\377.gb08')\" --to 08 && "
                                   "\"$GBXX\" info \"$DIR/$(printf 'out\\377.gb08')\""),
                    {}, env);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("out\\xff.gb08"), run.out.constData());
    run = shell(QStringLiteral("cd \"$DIR\" && ls | od -An -tx1 | tr -d ' \\n'"), {}, env);
    QVERIFY2(run.out.contains("6f7574ff2e67623038"), run.out.constData()); // "out\xff.gb08"
    run = shell(QStringLiteral("\"$GBXX\" info \"$DIR/$(printf 'no\\nsuch.gb64')\""), {}, env);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.contains("no\\nsuch.gb64: no such file"), run.err.constData());
}

void TestCliStreams::fileSizeLimitIsReported() {
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DIR"), dir.path());
    const Run run =
        shell(QStringLiteral("ulimit -f 0; \"$GBXX\" convert \"$BOARD\" \"$DIR/big.gb64\" --to 64"),
              {}, env);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("File too large"), run.err.constData());
    QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

void TestCliStreams::renderNeedsNoDisplay() {
    QTemporaryDir dir;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    env.insert(QStringLiteral("DIR"), dir.path());
    const Run run = shell(QStringLiteral("\"$GBXX\" render \"$BOARD\" \"$DIR/b.png\""), {}, env);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(fileBytes(dir.filePath(QStringLiteral("b.png"))).startsWith("\x89PNG"));
}

GBXX_TEST_GUILESS_MAIN(TestCliStreams);

} // namespace tst_cli_streams
#include "tst_cli_streams.moc"
