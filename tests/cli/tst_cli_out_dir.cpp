// Commands that write take many files into a folder (issue 19: a folder of 10,000 boards is one
// process): `dump --out-dir`, `render --out-dir [--format]`, `edit --out-dir | --in-place` and
// `run SCRIPT FILE... [--out-dir]`. Each file written is byte for byte what the one-file form
// writes; a board that fails is named and the others are still written (exit 1); two inputs that
// would write one file are refused before anything is written (exit 2).

#include "cli/gbxx_run.h"
#include "support/test_suite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

namespace tst_cli_out_dir {

using namespace gbxx::test;

namespace {

const QString kA = vectorBoard("b00_gb64_2x1_contract.gb64");
const QString kB = vectorBoard("b04_gb64_7x5_random.gb64");
const QString kMissing = vectorBoard("no-such-board.gb64");

QByteArray arrow(const QString& in, const QString& out) {
    return in.toUtf8() + " -> " + out.toUtf8() + '\n';
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

} // namespace

class TestCliOutDir : public QObject {
    Q_OBJECT

private slots:
    void dumpWritesEachBoardsJson();
    void renderDrawsEachBoardAsTheOneFileFormDoes_data();
    void renderDrawsEachBoardAsTheOneFileFormDoes();
    void editWritesEachBoardIntoTheFolderOrOverItself();
    void runOnSeveralBoardsPrintsEachUnderItsName();
    void runWithOutDirWritesEachBoardAsTheScriptLeftIt();
    void aBoardThatFailsIsNamedAndTheOthersAreWritten_data();
    void aBoardThatFailsIsNamedAndTheOthersAreWritten();
    void twoInputsOfOneNameAreRefusedBeforeWriting();
    void usageErrors_data();
    void usageErrors();

private:
    QTemporaryDir dir_;
};

void TestCliOutDir::dumpWritesEachBoardsJson() {
    const QString out = dir_.filePath(QStringLiteral("dumps"));
    const Run run = runGbxx({QStringLiteral("dump"), QStringLiteral("--out-dir"), out, kA, kB});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    const QString jsonA = out + QStringLiteral("/b00_gb64_2x1_contract.json");
    const QString jsonB = out + QStringLiteral("/b04_gb64_7x5_random.json");
    QCOMPARE(run.out, arrow(kA, jsonA) + arrow(kB, jsonB));
    QCOMPARE(fileBytes(jsonA), runGbxx({QStringLiteral("dump"), kA}).out);
    QCOMPARE(fileBytes(jsonB), runGbxx({QStringLiteral("dump"), kB}).out);
    QVERIFY(fileBytes(jsonB).startsWith("{"));
}

void TestCliOutDir::renderDrawsEachBoardAsTheOneFileFormDoes_data() {
    QTest::addColumn<QStringList>("format");
    QTest::addColumn<QString>("extension");
    QTest::newRow("png by default") << QStringList() << QStringLiteral(".png");
    QTest::newRow("svg") << QStringList{QStringLiteral("--format"), QStringLiteral("svg")}
                         << QStringLiteral(".svg");
    QTest::newRow("PNG named") << QStringList{QStringLiteral("--format=PNG")}
                               << QStringLiteral(".png");
}

void TestCliOutDir::renderDrawsEachBoardAsTheOneFileFormDoes() {
    QFETCH(QStringList, format);
    QFETCH(QString, extension);
    const QString out = dir_.filePath(QStringLiteral("pictures") + extension);
    const QStringList drawing{QStringLiteral("--layer"), QStringLiteral("height"),
                              QStringLiteral("--size"), QStringLiteral("64")};
    const Run run =
        runGbxx(QStringList{QStringLiteral("render"), QStringLiteral("--out-dir"), out} + drawing +
                format + QStringList{kA, kB});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    for (const QString& in : {kA, kB}) {
        const QString name = QFileInfo(in).completeBaseName() + extension;
        const QString single = dir_.filePath(QStringLiteral("single-") + name);
        QCOMPARE(runGbxx(QStringList{QStringLiteral("render"), in, single} + drawing).exitCode, 0);
        QVERIFY(run.out.contains(arrow(in, out + QLatin1Char('/') + name)));
        QCOMPARE(fileBytes(out + QLatin1Char('/') + name), fileBytes(single));
    }
}

void TestCliOutDir::editWritesEachBoardIntoTheFolderOrOverItself() {
    const QStringList ops{QStringLiteral("--where"), QStringLiteral("height < 3"),
                          QStringLiteral("--add"), QStringLiteral("height=2")};
    // The one-file form's results, and its counts.
    QByteArray expected[2];
    QByteArray counts[2];
    const QString inputs[2] = {kA, kB};
    for (int k = 0; k < 2; ++k) {
        const QString single = dir_.filePath(QStringLiteral("single-%1.gb64").arg(k));
        const Run one = runGbxx(QStringList{QStringLiteral("edit"), inputs[k], single} + ops);
        QCOMPARE(one.exitCode, 0);
        expected[k] = fileBytes(single);
        counts[k] = one.out;
        QVERIFY(counts[k].endsWith(" tiles changed\n"));
    }
    QVERIFY(expected[1] != fileBytes(kB)); // the edit changes something

    const QString out = dir_.filePath(QStringLiteral("edited"));
    const Run run = runGbxx(QStringList{QStringLiteral("edit"), QStringLiteral("--out-dir"), out} +
                            ops + QStringList{kA, kB});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    const QString outA = out + QStringLiteral("/b00_gb64_2x1_contract.gb64");
    const QString outB = out + QStringLiteral("/b04_gb64_7x5_random.gb64");
    QCOMPARE(run.out, arrow(kA, outA) + "  " + counts[0] + arrow(kB, outB) + "  " + counts[1]);
    QCOMPARE(fileBytes(outA), expected[0]);
    QCOMPARE(fileBytes(outB), expected[1]);

    // In place: copies of the inputs become the results.
    const QString copyA = dir_.filePath(QStringLiteral("inplace-a.gb64"));
    const QString copyB = dir_.filePath(QStringLiteral("inplace-b.gb64"));
    writeFile(copyA, fileBytes(kA));
    writeFile(copyB, fileBytes(kB));
    const Run inPlace = runGbxx(
        QStringList{QStringLiteral("edit"), QStringLiteral("--in-place"), copyA, copyB} + ops);
    QCOMPARE(inPlace.exitCode, 0);
    QCOMPARE(inPlace.out,
             arrow(copyA, copyA) + "  " + counts[0] + arrow(copyB, copyB) + "  " + counts[1]);
    QCOMPARE(fileBytes(copyA), expected[0]);
    QCOMPARE(fileBytes(copyB), expected[1]);
}

void TestCliOutDir::runOnSeveralBoardsPrintsEachUnderItsName() {
    const QString script = dir_.filePath(QStringLiteral("size.js"));
    writeFile(script, "print(board.width + 'x' + board.length);\n"
                      "board.set(0, 0, 'height', 1);\n");
    const Run a = runGbxx({QStringLiteral("run"), script, kA});
    const Run b = runGbxx({QStringLiteral("run"), script, kB});
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(b.exitCode, 0);
    QVERIFY(a.err.endsWith(" tiles changed\n"));
    const Run both = runGbxx({QStringLiteral("run"), script, kA, kB});
    QCOMPARE(both.exitCode, 0);
    QCOMPARE(both.out, fileHeading(kA) + a.out + '\n' + fileHeading(kB) + b.out);
    QCOMPARE(both.err, kA.toUtf8() + ": " + a.err + kB.toUtf8() + ": " + b.err);
}

void TestCliOutDir::runWithOutDirWritesEachBoardAsTheScriptLeftIt() {
    const QString script = dir_.filePath(QStringLiteral("raise.js"));
    writeFile(script, "for (const [x, y] of board.query('height < 5'))\n"
                      "    board.set(x, y, 'height', board.get(x, y, 'height') + 1);\n");
    const QString out = dir_.filePath(QStringLiteral("raised"));
    const Run run =
        runGbxx({QStringLiteral("run"), script, kA, kB, QStringLiteral("--out-dir"), out});
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    for (const QString& in : {kA, kB}) {
        const QString single = dir_.filePath(QStringLiteral("raised-single.gb64"));
        QCOMPARE(
            runGbxx({QStringLiteral("run"), script, in, QStringLiteral("--out"), single}).exitCode,
            0);
        QCOMPARE(fileBytes(out + QLatin1Char('/') + QFileInfo(in).fileName()), fileBytes(single));
    }
    QVERIFY(fileBytes(out + QStringLiteral("/b04_gb64_7x5_random.gb64")) != fileBytes(kB));
}

void TestCliOutDir::aBoardThatFailsIsNamedAndTheOthersAreWritten_data() {
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("written");
    QTest::addColumn<QByteArray>("summary");
    QTest::newRow("dump") << QStringList{QStringLiteral("dump")}
                          << QStringLiteral("b04_gb64_7x5_random.json")
                          << QByteArray("error: 1 of 3 boards were not written\n");
    QTest::newRow("render") << QStringList{QStringLiteral("render"), QStringLiteral("--size=32")}
                            << QStringLiteral("b04_gb64_7x5_random.png")
                            << QByteArray("error: 1 of 3 boards were not drawn\n");
    QTest::newRow("edit") << QStringList{QStringLiteral("edit"), QStringLiteral("--set"),
                                         QStringLiteral("height=1")}
                          << QStringLiteral("b04_gb64_7x5_random.gb64")
                          << QByteArray("error: 1 of 3 boards were not edited\n");
    QTest::newRow("convert") << QStringList{QStringLiteral("convert"), QStringLiteral("--to=16")}
                             << QStringLiteral("b04_gb64_7x5_random.gb16")
                             << QByteArray("error: 1 of 3 boards were not converted\n");
}

void TestCliOutDir::aBoardThatFailsIsNamedAndTheOthersAreWritten() {
    QFETCH(QStringList, command);
    QFETCH(QString, written);
    QFETCH(QByteArray, summary);
    const QString out = dir_.filePath(QStringLiteral("failing-") + command.front());
    const Run run =
        runGbxx(command + QStringList{QStringLiteral("--out-dir"), out, kA, kMissing, kB});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("no-such-board.gb64"), run.err.constData());
    QVERIFY(run.err.endsWith(summary));
    QVERIFY(!run.out.contains("no-such-board"));
    QVERIFY(QFile::exists(out + QLatin1Char('/') + written));
    QCOMPARE(QDir(out).entryList(QDir::Files).size(), 2);
}

void TestCliOutDir::twoInputsOfOneNameAreRefusedBeforeWriting() {
    const QString other = dir_.filePath(QStringLiteral("twin"));
    QVERIFY(QDir().mkpath(other));
    const QString twin = other + QStringLiteral("/B04_GB64_7X5_RANDOM.gb64");
    writeFile(twin, fileBytes(kB));
    for (const QStringList& command :
         {QStringList{QStringLiteral("dump")}, QStringList{QStringLiteral("render")},
          QStringList{QStringLiteral("edit"), QStringLiteral("--set=height=1")}}) {
        const QString out = dir_.filePath(QStringLiteral("twins-") + command.front());
        const Run run = runGbxx(command + QStringList{QStringLiteral("--out-dir"), out, kB, twin});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("would both be written"), run.err.constData());
        QCOMPARE(run.out, QByteArray());
        QVERIFY(!QFileInfo::exists(out));
    }
}

void TestCliOutDir::usageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("error");
    const QString dir = QStringLiteral("/tmp/never-made");
    QTest::newRow("render --format without --out-dir")
        << QStringList{QStringLiteral("render"), kA, QStringLiteral("a.png"),
                       QStringLiteral("--format=svg")}
        << QByteArray("error: --format goes with --out-dir");
    QTest::newRow("render --format gif")
        << QStringList{QStringLiteral("render"), QStringLiteral("--out-dir"), dir,
                       QStringLiteral("--format=gif"), kA}
        << QByteArray("error: --format takes png or svg, not 'gif'");
    QTest::newRow("dump --out-dir alone")
        << QStringList{QStringLiteral("dump"), QStringLiteral("--out-dir"), dir}
        << QByteArray("error: 'dump --out-dir DIR' takes one or more files");
    QTest::newRow("edit --out-dir and --in-place")
        << QStringList{QStringLiteral("edit"),       QStringLiteral("--out-dir"),      dir,
                       QStringLiteral("--in-place"), QStringLiteral("--set=height=1"), kA}
        << QByteArray("error: give --out-dir or --in-place, not both");
    QTest::newRow("edit --in-place of standard input")
        << QStringList{QStringLiteral("edit"), QStringLiteral("--in-place"),
                       QStringLiteral("--set=height=1"), QStringLiteral("-")}
        << QByteArray("error: several boards are files");
    QTest::newRow("run --out with several boards")
        << QStringList{QStringLiteral("run"),   QStringLiteral("s.js"),  kA, kB,
                       QStringLiteral("--out"), QStringLiteral("x.gb64")}
        << QByteArray("error: --out names one board's file; give --out-dir DIR for several");
}

void TestCliOutDir::usageErrors() {
    QFETCH(QStringList, args);
    QFETCH(QByteArray, error);
    const Run run = runGbxx(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(error), run.err.constData());
    QCOMPARE(run.out, QByteArray());
    QVERIFY(!QFileInfo::exists(QStringLiteral("/tmp/never-made")));
}

GBXX_TEST_MAIN(TestCliOutDir);

} // namespace tst_cli_out_dir
#include "tst_cli_out_dir.moc"
