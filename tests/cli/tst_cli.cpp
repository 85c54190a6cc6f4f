// The `gbxx` program against CLI-CONTRACT: outputs, exit statuses and what it leaves on disk,
// for every file of every vector set: today's layout (GBXX_VECTORS may point at another set of
// it) and the older layouts of spec section L, read with `--layout NAME` right after the
// subcommand as their READMEs say.

#include "cli/gbxx_run.h"
#include "support/small_filesystem.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace tst_cli {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// `COMMAND [--layout NAME] REST…`: today's set is read without the option (the default).
QStringList withLayout(const QString& command, const QString& layout, const QStringList& rest) {
    QStringList args{command};
    if (!layoutNamed(layout)->isDefault())
        args << QStringLiteral("--layout") << layout;
    return args + rest;
}

const VectorConversion* conversionTo(const VectorBoard& board, const QString& to) {
    for (const VectorConversion& c : board.conversions)
        if (c.to == to)
            return &c;
    return nullptr;
}

// A data row per vector set, by its index in allVectorSets().
void addSetRows() {
    QTest::addColumn<int>("set");
    for (int k = 0; k < allVectorSets().size(); ++k) {
        QVERIFY2(allVectorSets()[k].isValid(), qPrintable(allVectorSets()[k].root()));
        QTest::newRow(qPrintable(allVectorSets()[k].layout())) << k;
    }
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void dumpPrintsTheExpectedObject_data() { addSetRows(); }
    void dumpPrintsTheExpectedObject();
    void convertWritesTheExpectedBytesAndReport_data() { addSetRows(); }
    void convertWritesTheExpectedBytesAndReport();
    void convertSeveralIntoAFolder_data() { addSetRows(); }
    void convertSeveralIntoAFolder();
    void convertSeveralRefusesCollisionsAndGoesOnAfterFailures();
    void strictWritesOnlyLosslessConversions_data() { addSetRows(); }
    void strictWritesOnlyLosslessConversions();
    void corruptFilesFailEverySubcommand_data() { addSetRows(); }
    void corruptFilesFailEverySubcommand();
    void corruptInputLeavesNoOutput_data() { addSetRows(); }
    void corruptInputLeavesNoOutput();
    void olderBoardReadAsTodaysIsAnotherBoard();
    void defaultLayoutCanBeNamed();
    void convertCanReplaceItsInput();
    void unwritableOutputFailsCleanly();
    void fullDiskLeavesThePreviousOutput();
    void validateAndInfoAcceptEveryBoard_data() { addSetRows(); }
    void validateAndInfoAcceptEveryBoard();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void missingFileIsAnError();

private:
    VectorSet vectors_;
    QTemporaryDir dir_;
};

void TestCli::initTestCase() {
    QVERIFY2(vectors_.isValid(), qPrintable(vectors_.root()));
    QVERIFY(dir_.isValid());
}

void TestCli::dumpPrintsTheExpectedObject() {
    QFETCH(int, set);
    const VectorSet& vectors = allVectorSets()[set];
    for (const VectorBoard& b : vectors.boards()) {
        const Run run =
            runGbxx(withLayout(QStringLiteral("dump"), b.layout, {vectors.path(b.file)}));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QJsonObject got = QJsonDocument::fromJson(run.out).object();
        // An added key, which consumers ignore.
        QCOMPARE(got.take(QStringLiteral("layout")).toString(), b.layout);
        QVERIFY2(got == readJsonObject(vectors.path(b.dump)), qPrintable(b.name));
    }
}

// With an older layout the output is today's layout, even in the board's own variant (L3-L5).
void TestCli::convertWritesTheExpectedBytesAndReport() {
    QFETCH(int, set);
    const VectorSet& vectors = allVectorSets()[set];
    int checked = 0;
    for (const VectorBoard& b : vectors.boards()) {
        for (const VectorConversion& c : b.conversions) {
            const QString out = dir_.filePath(b.name + QStringLiteral(".to") + c.to);
            const Run run = runGbxx(withLayout(QStringLiteral("convert"), b.layout,
                                               {vectors.path(b.file), out, "--to", c.to}));
            const QString what = b.name + QStringLiteral(" → ") + c.to;
            QVERIFY2(run.exitCode == 0, qPrintable(what + QString::fromUtf8(run.err)));
            QVERIFY2(fileBytes(out) == fileBytes(vectors.path(c.file)), qPrintable(what));
            QVERIFY2(run.out == fileBytes(vectors.path(c.report)), qPrintable(what));
            QFile::remove(out);
            ++checked;
        }
    }
    QVERIFY(checked >= 3 * vectors.boards().size());
}

void TestCli::convertSeveralIntoAFolder() {
    QFETCH(int, set);
    const VectorSet& vectors = allVectorSets()[set];
    for (const QString& to : {QStringLiteral("08"), QStringLiteral("64")}) {
        const QString folder = dir_.filePath(QStringLiteral("batch-%1-%2").arg(set).arg(to));
        QStringList args{QStringLiteral("--to"), to, QStringLiteral("--out-dir"), folder};
        QByteArray expected;
        for (const VectorBoard& b : vectors.boards()) {
            args << vectors.path(b.file);
            expected += (vectors.path(b.file) + QStringLiteral(" -> ") + folder + QLatin1Char('/') +
                         b.name + QStringLiteral(".gb") + to + '\n')
                            .toUtf8();
            // Today's set lists no conversion to a board's own variant: that is a copy (C1).
            const VectorConversion* c = conversionTo(b, to);
            const QByteArray report = c ? fileBytes(vectors.path(c->report)) : "lossless\n";
            for (const QByteArray& line : report.split('\n'))
                if (!line.isEmpty())
                    expected += "  " + line + '\n';
        }
        const Run run =
            runGbxx(withLayout(QStringLiteral("convert"), vectors.boards().front().layout, args));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), run.err.constData()); // no progress counter off a terminal
        QCOMPARE(run.out, expected);
        for (const VectorBoard& b : vectors.boards()) {
            const VectorConversion* c = conversionTo(b, to);
            QVERIFY2(fileBytes(folder + QLatin1Char('/') + b.name + QStringLiteral(".gb") + to) ==
                         fileBytes(vectors.path(c ? c->file : b.file)),
                     qPrintable(b.name));
        }
    }
}

void TestCli::convertSeveralRefusesCollisionsAndGoesOnAfterFailures() {
    const VectorBoard& board = vectors_.boards().front();
    QDir(dir_.path()).mkpath(QStringLiteral("twins/sub"));
    const QString a = dir_.filePath(QStringLiteral("twins/same.gb64"));
    const QString b = dir_.filePath(QStringLiteral("twins/sub/same.gb64"));
    QVERIFY(QFile::copy(vectors_.path(board.file), a));
    QVERIFY(QFile::copy(vectors_.path(board.file), b));
    const QString folder = dir_.filePath(QStringLiteral("twins-out"));
    Run run = runGbxx({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("08"),
                       QStringLiteral("--out-dir"), folder, a, b});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains("would both be written"));
    QVERIFY(!QFileInfo::exists(folder)); // refused before anything was written

    const CorruptFile& corrupt = vectors_.corrupt().front();
    run = runGbxx({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("08"),
                   QStringLiteral("--out-dir"), folder, vectors_.path(corrupt.file), a});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.startsWith("error: " + vectors_.path(corrupt.file).toUtf8() + ": "));
    QVERIFY(run.err.contains("1 of 2 boards were not converted"));
    QVERIFY(QFileInfo::exists(folder + QStringLiteral("/same.gb08"))); // the good one still is
    QVERIFY(!QFileInfo::exists(folder + QLatin1Char('/') +
                               QFileInfo(corrupt.file).completeBaseName() +
                               QStringLiteral(".gb08")));

    run = runGbxx({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("08"),
                   QStringLiteral("--out-dir"), folder});
    QCOMPARE(run.exitCode, 2);
}

void TestCli::strictWritesOnlyLosslessConversions() {
    QFETCH(int, set);
    const VectorSet& vectors = allVectorSets()[set];
    int lossy = 0;
    int lossless = 0;
    for (const VectorBoard& b : vectors.boards()) {
        for (const VectorConversion& c : b.conversions) {
            const QString out = dir_.filePath(QStringLiteral("strict.out"));
            QFile::remove(out);
            const Run run =
                runGbxx(withLayout(QStringLiteral("convert"), b.layout,
                                   {"--strict", vectors.path(b.file), out, "--to", c.to}));
            const QByteArray report = fileBytes(vectors.path(c.report));
            // A lost header flag makes a conversion lossy as much as a tile does (L4).
            QCOMPARE(c.lossless, report == "lossless\n");
            if (c.lossless) {
                ++lossless;
                QCOMPARE(run.exitCode, 0);
                QCOMPARE(fileBytes(out), fileBytes(vectors.path(c.file)));
            } else {
                ++lossy;
                QCOMPARE(run.exitCode, 1);
                QVERIFY(run.err.startsWith("error: "));
                // The message names the lossy fields.
                const QByteArray firstLine = report.split('\n').first();
                QVERIFY2(run.err.contains(firstLine.split(':').first()), run.err.constData());
                QVERIFY(!QFile::exists(out));
            }
        }
    }
    QVERIFY(lossy > 0 && lossless > 0); // the set exercises both paths
}

void TestCli::corruptFilesFailEverySubcommand() {
    QFETCH(int, set);
    const VectorSet& vectors = allVectorSets()[set];
    QVERIFY(!vectors.corrupt().isEmpty());
    for (const CorruptFile& c : vectors.corrupt()) {
        const QString path = vectors.path(c.file);
        for (const QString& command :
             {QStringLiteral("info"), QStringLiteral("dump"), QStringLiteral("validate")}) {
            const Run run = runGbxx(withLayout(command, c.layout, {path}));
            QVERIFY2(run.exitCode == 1, qPrintable(command + QLatin1Char(' ') + c.file));
            QVERIFY2(run.err.startsWith("error: "), qPrintable(c.file));
            QVERIFY(run.err.count('\n') == 1); // one line
            QVERIFY(run.out.isEmpty());
        }
    }
}

void TestCli::corruptInputLeavesNoOutput() {
    QFETCH(int, set);
    const VectorSet& vectors = allVectorSets()[set];
    const QString existing = dir_.filePath(QStringLiteral("existing.gb08"));
    const QByteArray before = fileBytes(vectors.path(vectors.boards().first().file));
    for (const CorruptFile& c : vectors.corrupt()) {
        const QString fresh = dir_.filePath(QStringLiteral("fresh.gb16"));
        Run run = runGbxx(withLayout(QStringLiteral("convert"), c.layout,
                                     {vectors.path(c.file), fresh, "--to", "16"}));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.startsWith("error: "));
        QVERIFY(run.err.count('\n') == 1);
        QVERIFY2(!QFile::exists(fresh), qPrintable(c.file));

        QFile file(existing);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(before);
        file.close();
        run = runGbxx(withLayout(QStringLiteral("convert"), c.layout,
                                 {vectors.path(c.file), existing, "--to=08"}));
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(fileBytes(existing), before);
    }
    QCOMPARE(
        QDir(dir_.path()).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral("fresh")),
        QStringList());
}

// Nothing in a file says which layout it follows (section L): without --layout, a draft board
// is read as today's, and its dump is not the draft's.
void TestCli::olderBoardReadAsTodaysIsAnotherBoard() {
    const VectorSet& drafts = allVectorSets().last();
    QCOMPARE(drafts.layout(), QStringLiteral("draft-2023-09-06"));
    const VectorBoard& b = drafts.boards().first();
    const Run run = runGbxx({QStringLiteral("dump"), drafts.path(b.file)});
    QCOMPARE(run.exitCode, 0);
    QJsonObject got = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(got.take(QStringLiteral("layout")).toString(), QStringLiteral("2023-09"));
    QVERIFY(got.value(QStringLiteral("header")).toObject().contains(QStringLiteral("routing")));
    QVERIFY(got != readJsonObject(drafts.path(b.dump)));
}

void TestCli::defaultLayoutCanBeNamed() {
    const VectorSet& today = allVectorSets().first();
    const VectorBoard& b = today.boards().first();
    const Run plain = runGbxx({QStringLiteral("dump"), today.path(b.file)});
    const Run named = runGbxx({QStringLiteral("dump"), QStringLiteral("--layout"),
                               QStringLiteral("2023-09"), today.path(b.file)});
    QCOMPARE(named.exitCode, 0);
    QCOMPARE(named.out, plain.out);
}

void TestCli::convertCanReplaceItsInput() {
    const VectorBoard& b = vectors_.boards().first();
    const VectorConversion& c = b.conversions.first();
    const QString path = dir_.filePath(QStringLiteral("inplace.board"));
    QVERIFY(QFile::copy(vectors_.path(b.file), path));
    const Run run = runGbxx({QStringLiteral("convert"), path, path, QStringLiteral("--to"), c.to});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(fileBytes(path), fileBytes(vectors_.path(c.file)));
}

void TestCli::unwritableOutputFailsCleanly() {
    const VectorBoard& b = vectors_.boards().first();
    const QString missingFolder = dir_.filePath(QStringLiteral("no/such/folder/out.gb08"));
    Run run = runGbxx({QStringLiteral("convert"), vectors_.path(b.file), missingFolder,
                       QStringLiteral("--to"), QStringLiteral("08")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.startsWith("error: cannot write"));
    QVERIFY(run.out.isEmpty()); // no report for a conversion that did not happen
    run = runGbxx({QStringLiteral("convert"), vectors_.path(b.file), dir_.path(),
                   QStringLiteral("--to"), QStringLiteral("08")});
    QCOMPARE(run.exitCode, 1);
}

void TestCli::fullDiskLeavesThePreviousOutput() {
    const SmallFilesystem mount;
    if (!mount.isMounted())
        QSKIP("mounting a small filesystem needs root");
    const QString out = mount.filePath(QStringLiteral("out.gb64"));
    const QByteArray previous(1000, 'x');
    {
        QFile f(out);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(previous);
    }
    const VectorBoard* big = nullptr;
    for (const VectorBoard& b : vectors_.boards())
        if (b.width * b.length == 255 * 255)
            big = &b;
    QVERIFY(big);
    const Run run = runGbxx({QStringLiteral("convert"), vectors_.path(big->file), out,
                             QStringLiteral("--to"), QStringLiteral("64")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith("error: cannot write"), run.err.constData());
    QCOMPARE(fileBytes(out), previous);
    QCOMPARE(QDir(mount.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"out.gb64"});
}

void TestCli::validateAndInfoAcceptEveryBoard() {
    QFETCH(int, set);
    const VectorSet& vectors = allVectorSets()[set];
    for (const VectorBoard& b : vectors.boards()) {
        Run run = runGbxx(withLayout(QStringLiteral("validate"), b.layout, {vectors.path(b.file)}));
        QCOMPARE(run.exitCode, 0);
        for (const QByteArray& line : run.out.split('\n'))
            QVERIFY2(line.isEmpty() || line.startsWith("warning: "), line.constData());
        run = runGbxx(withLayout(QStringLiteral("info"), b.layout, {vectors.path(b.file)}));
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QByteArray("GB") +
                                 QByteArray::number(b.variant).rightJustified(2, '0')));
        QVERIFY(run.out.contains("layout " + b.layout.toLatin1()));
    }
}

void TestCli::usageErrorsExitTwo_data() {
    const QString board = VectorSet().path(VectorSet().boards().first().file);
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no command") << QStringList{};
    QTest::newRow("unknown command") << QStringList{"frobnicate", board};
    QTest::newRow("unknown option") << QStringList{"dump", "--pretty", board};
    QTest::newRow("missing file") << QStringList{"dump"};
    QTest::newRow("two files to dump") << QStringList{"dump", board, board};
    QTest::newRow("convert without --to") << QStringList{"convert", board, "out.gb08"};
    QTest::newRow("convert without OUT") << QStringList{"convert", board, "--to", "08"};
    QTest::newRow("--to 8") << QStringList{"convert", board, "out.gb08", "--to", "8"};
    QTest::newRow("--to gb16") << QStringList{"convert", board, "out.gb16", "--to", "gb16"};
    QTest::newRow("--to 128") << QStringList{"convert", board, "out", "--to", "128"};
    QTest::newRow("--to without value") << QStringList{"convert", board, "out", "--to"};
    QTest::newRow("unknown layout") << QStringList{"dump", "--layout", "2024-01", board};
    QTest::newRow("--layout without value") << QStringList{"dump", board, "--layout"};
    QTest::newRow("--layout bogus on info") << QStringList{"info", "--layout", "bogus", board};
    QTest::newRow("--layout bogus on validate")
        << QStringList{"validate", "--layout", "bogus", board};
    QTest::newRow("--layout bogus on convert")
        << QStringList{"convert", "--layout", "bogus", board, "out.gb08", "--to", "08"};
    QTest::newRow("--layout empty") << QStringList{"dump", "--layout=", board};
    QTest::newRow("--layout in another case")
        << QStringList{"dump", "--layout", "Draft-2023-09-06", board};
    QTest::newRow("--layout without value on convert")
        << QStringList{"convert", board, "out.gb08", "--to", "08", "--layout"};
    QTest::newRow("--layout without value on info") << QStringList{"info", board, "--layout"};
    QTest::newRow("--strict on dump") << QStringList{"dump", "--strict", board};
}

void TestCli::usageErrorsExitTwo() {
    QFETCH(QStringList, args);
    const Run run = runGbxx(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith("error: "), run.err.constData());
    QVERIFY(!QFile::exists(QStringLiteral("out.gb08")));
}

void TestCli::missingFileIsAnError() {
    const Run run =
        runGbxx({QStringLiteral("info"), dir_.filePath(QStringLiteral("nothing.gb64"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.startsWith("error: "));
}

GBXX_TEST_GUILESS_MAIN(TestCli);

} // namespace tst_cli
#include "tst_cli.moc"
