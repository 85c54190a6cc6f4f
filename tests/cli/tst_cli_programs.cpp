// The two programs behind the command line (cli/full_program.h): `gbxx` loads Qt Core and
// nothing that draws, reads the library or runs scripts (the dynamic loader's own record,
// LD_DEBUG=libs, shows what a process loads); it hands render, index, find and run to gbxx-full;
// a missing gbxx-full is one error line. And a sample of commands run as real processes prints
// the very bytes and exit status the in-process runs of the other suites see.

#include "cli/gbxx_run.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace tst_cli_programs {

using namespace gbxx::test;

namespace {

const QString kBoard = QStringLiteral(GBXX_SAMPLE_BOARD);

struct Loaded {
    Run run;
    QStringList libraries; // file names of the shared objects the process initialised
};

// `program args` with the dynamic loader reporting each library it initialises.
Loaded runRecordingLibraries(const QString& program, const QStringList& args) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("libs"));
    Loaded loaded;
    loaded.run = runProgram(program, args, {}, env);
    static const QRegularExpression init(QStringLiteral("calling init: (\\S+)"));
    for (const QString& line : QString::fromLocal8Bit(loaded.run.err).split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = init.match(line);
        if (m.hasMatch())
            loaded.libraries << QFileInfo(m.captured(1)).fileName();
    }
    return loaded;
}

// Libraries the lean program must not load: drawing (issue 19: Qt Gui, Svg, X11, fonts), and
// the board library's and scripts' (Qt Sql, Qml and the network stack it brings).
const QStringList kHeavyLibraries{
    QStringLiteral("libQt6Gui"),        QStringLiteral("libQt6Svg"),
    QStringLiteral("libX11"),           QStringLiteral("libxcb"),
    QStringLiteral("libfontconfig"),    QStringLiteral("libfreetype"),
    QStringLiteral("libQt6Sql"),        QStringLiteral("libQt6Qml"),
    QStringLiteral("libQt6Network"),    QStringLiteral("libpng"),
    QStringLiteral("libQt6Concurrent"),
};

QStringList heavyAmong(const QStringList& libraries) {
    QStringList found;
    for (const QString& library : libraries)
        for (const QString& heavy : kHeavyLibraries)
            if (library.startsWith(heavy + QLatin1Char('.')))
                found << library;
    return found;
}

} // namespace

class TestCliPrograms : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void commandsThatDoNotDrawLoadQtCoreAlone_data();
    void commandsThatDoNotDrawLoadQtCoreAlone();
    void heavyCommandsRunInTheFullProgram();
    void aMissingFullProgramIsOneErrorLine();
    void realProcessesPrintWhatInProcessRunsPrint_data();
    void realProcessesPrintWhatInProcessRunsPrint();

private:
    QTemporaryDir dir_;
};

void TestCliPrograms::initTestCase() {
    QVERIFY(dir_.isValid());
}

void TestCliPrograms::commandsThatDoNotDrawLoadQtCoreAlone_data() {
    QTest::addColumn<QStringList>("args");
    const QString out = dir_.filePath(QStringLiteral("out.gb08"));
    QTest::newRow("--version") << QStringList{QStringLiteral("--version")};
    QTest::newRow("info") << QStringList{QStringLiteral("info"), kBoard};
    QTest::newRow("dump") << QStringList{QStringLiteral("dump"), kBoard};
    QTest::newRow("validate") << QStringList{QStringLiteral("validate"), kBoard};
    QTest::newRow("analyze") << QStringList{QStringLiteral("analyze"), kBoard};
    QTest::newRow("query") << QStringList{QStringLiteral("query"), kBoard,
                                          QStringLiteral("height > 1"), QStringLiteral("--count")};
    QTest::newRow("convert") << QStringList{QStringLiteral("convert"), kBoard, out,
                                            QStringLiteral("--to"), QStringLiteral("08")};
    QTest::newRow("edit") << QStringList{QStringLiteral("edit"), kBoard, out,
                                         QStringLiteral("--set"), QStringLiteral("height=1")};
    QTest::newRow("a usage error") << QStringList{QStringLiteral("convert"), kBoard, out,
                                                  QStringLiteral("--to"), QStringLiteral("7")};
}

void TestCliPrograms::commandsThatDoNotDrawLoadQtCoreAlone() {
    QFETCH(QStringList, args);
    const Loaded loaded = runRecordingLibraries(QStringLiteral(GBXX_CLI_PATH), args);
    QVERIFY2(loaded.run.exitCode == 0 || args.contains(QStringLiteral("7")), loaded.run.err);
    QVERIFY2(loaded.libraries.contains(QStringLiteral("libQt6Core.so.6")),
             qPrintable(loaded.libraries.join(QLatin1Char(' '))));
    QCOMPARE(heavyAmong(loaded.libraries), QStringList());
}

void TestCliPrograms::heavyCommandsRunInTheFullProgram() {
    const QString png = dir_.filePath(QStringLiteral("board.png"));
    const Loaded render = runRecordingLibraries(QStringLiteral(GBXX_CLI_PATH),
                                                {QStringLiteral("render"), kBoard, png});
    QCOMPARE(render.run.exitCode, 0);
    QVERIFY(fileBytes(png).startsWith("\x89PNG"));
    QVERIFY2(render.libraries.contains(QStringLiteral("libQt6Gui.so.6")),
             qPrintable(render.libraries.join(QLatin1Char(' '))));

    QFile script(dir_.filePath(QStringLiteral("count.js")));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("print(board.width * board.length);\n");
    script.close();
    const Loaded run = runRecordingLibraries(QStringLiteral(GBXX_CLI_PATH),
                                             {QStringLiteral("run"), script.fileName(), kBoard});
    QCOMPARE(run.run.exitCode, 0);
    QVERIFY2(run.run.out.startsWith(QByteArray::number(24 * 18) + '\n') ||
                 run.run.out.endsWith('\n'),
             run.run.out);
    // run is the full program's (it loads Qt Gui), and the script engine is its helper's alone
    // (gbxx-script-host loads Qt Qml; the full program only starts it).
    QVERIFY2(run.libraries.contains(QStringLiteral("libQt6Gui.so.6")),
             qPrintable(run.libraries.join(QLatin1Char(' '))));
    QVERIFY2(!run.libraries.contains(QStringLiteral("libQt6Qml.so.6")),
             qPrintable(run.libraries.join(QLatin1Char(' '))));

    const Loaded find = runRecordingLibraries(
        QStringLiteral(GBXX_CLI_PATH),
        {QStringLiteral("find"), QStringLiteral("--db"), dir_.filePath(QStringLiteral("l.db"))});
    QCOMPARE(find.run.exitCode, 0);
    QVERIFY(find.libraries.contains(QStringLiteral("libQt6Sql.so.6")));
}

void TestCliPrograms::aMissingFullProgramIsOneErrorLine() {
    // gbxx alone in a folder, with no gbxx-full beside it or in ../libexec/gameboardxx.
    QTemporaryDir alone;
    QVERIFY(QDir(alone.path()).mkdir(QStringLiteral("bin")));
    const QString lonely = alone.filePath(QStringLiteral("bin/gbxx"));
    QVERIFY(QFile::copy(QStringLiteral(GBXX_CLI_PATH), lonely));
    QVERIFY(QFile::setPermissions(lonely, QFile::ReadOwner | QFile::ExeOwner));
    const Run render = runProgram(
        lonely, {QStringLiteral("render"), kBoard, alone.filePath(QStringLiteral("x.png"))});
    QCOMPARE(render.exitCode, 1);
    QCOMPARE(render.err,
             QByteArray("error: 'render' runs in gbxx-full, which is not installed beside gbxx\n"));
    QVERIFY(!QFile::exists(alone.filePath(QStringLiteral("x.png"))));
    // The commands it runs itself are unaffected.
    QCOMPARE(runProgram(lonely, {QStringLiteral("validate"), kBoard}).exitCode, 0);
}

void TestCliPrograms::realProcessesPrintWhatInProcessRunsPrint_data() {
    QTest::addColumn<QStringList>("args");
    const QString missing = dir_.filePath(QStringLiteral("missing.gb64"));
    QTest::newRow("info") << QStringList{QStringLiteral("info"), kBoard};
    QTest::newRow("dump") << QStringList{QStringLiteral("dump"), kBoard};
    QTest::newRow("convert to stdout report")
        << QStringList{QStringLiteral("convert"), kBoard, dir_.filePath(QStringLiteral("c.gb16")),
                       QStringLiteral("--to"), QStringLiteral("16")};
    QTest::newRow("missing file") << QStringList{QStringLiteral("info"), missing};
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("dump"), QStringLiteral("--x")};
    QTest::newRow("help") << QStringList{QStringLiteral("query"), QStringLiteral("--help")};
    QTest::newRow("strict") << QStringList{QStringLiteral("convert"),
                                           kBoard,
                                           dir_.filePath(QStringLiteral("s.gb08")),
                                           QStringLiteral("--to"),
                                           QStringLiteral("08"),
                                           QStringLiteral("--strict")};
    QTest::newRow("version") << QStringList{QStringLiteral("--version")};
}

void TestCliPrograms::realProcessesPrintWhatInProcessRunsPrint() {
    QFETCH(QStringList, args);
    const Run inProcess = runGbxx(args);
    const Run real = runGbxxProcess(args);
    QCOMPARE(real.exitCode, inProcess.exitCode);
    QCOMPARE(real.out, inProcess.out);
    QCOMPARE(real.err, inProcess.err);
}

GBXX_TEST_MAIN(TestCliPrograms);

} // namespace tst_cli_programs
#include "tst_cli_programs.moc"
