// Commands that read boards take many files in one process (issue 19: a folder of 10,000 boards
// is one run): `info`, `validate` and `analyze`. One file prints exactly what it always did;
// several print each file's part under a "==> FILE <==" line (as head(1) does), `validate` names
// the file on each warning, `analyze --json` prints one object a line with its "file"; a file
// that fails is reported and the others still run (exit 1).

#include "cli/gbxx_run.h"
#include "support/test_suite.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace tst_cli_many_files {

using namespace gbxx::test;

namespace {

const QString kA = vectorBoard("b00_gb64_2x1_contract.gb64");
const QString kB = vectorBoard("b04_gb64_7x5_random.gb64");
const QString kMissing = vectorBoard("no-such-board.gb64");

QByteArray prefixed(const QString& file, const QByteArray& lines) {
    QByteArray out;
    for (const QByteArray& line : lines.split('\n'))
        if (!line.isEmpty())
            out += file.toUtf8() + ": " + line + '\n';
    return out;
}

} // namespace

class TestCliManyFiles : public QObject {
    Q_OBJECT

private slots:
    void infoAndAnalyzePrintEachFileUnderItsName_data();
    void infoAndAnalyzePrintEachFileUnderItsName();
    void validateNamesTheFileOnEachWarning();
    void analyzeJsonPrintsOneObjectALine();
    void aFileThatFailsIsReportedAndTheOthersStillRun();
    void noFileIsAUsageError_data();
    void noFileIsAUsageError();
};

void TestCliManyFiles::infoAndAnalyzePrintEachFileUnderItsName_data() {
    QTest::addColumn<QString>("command");
    QTest::newRow("info") << QStringLiteral("info");
    QTest::newRow("analyze") << QStringLiteral("analyze");
}

void TestCliManyFiles::infoAndAnalyzePrintEachFileUnderItsName() {
    QFETCH(QString, command);
    const Run a = runGbxx({command, kA});
    const Run b = runGbxx({command, kB});
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(b.exitCode, 0);
    const Run both = runGbxx({command, kA, kB});
    QCOMPARE(both.exitCode, 0);
    QCOMPARE(both.out, fileHeading(kA) + a.out + '\n' + fileHeading(kB) + b.out);
    QCOMPARE(both.err, QByteArray());
}

void TestCliManyFiles::validateNamesTheFileOnEachWarning() {
    const Run a = runGbxx({QStringLiteral("validate"), kA});
    const Run b = runGbxx({QStringLiteral("validate"), kB});
    QVERIFY(a.out.startsWith("warning: ")); // one file: as CLI-CONTRACT says
    QVERIFY(b.out.count('\n') > 1);
    const Run both = runGbxx({QStringLiteral("validate"), kA, kB});
    QCOMPARE(both.exitCode, 0);
    QCOMPARE(both.out, prefixed(kA, a.out) + prefixed(kB, b.out));
}

void TestCliManyFiles::analyzeJsonPrintsOneObjectALine() {
    const Run both = runGbxx({QStringLiteral("analyze"), QStringLiteral("--json"), kA, kB});
    QCOMPARE(both.exitCode, 0);
    const QList<QByteArray> lines = both.out.split('\n');
    QCOMPARE(lines.size(), 3); // two objects and the final newline
    QVERIFY(lines[2].isEmpty());
    const QStringList files{kA, kB};
    for (int k = 0; k < 2; ++k) {
        QJsonObject one =
            QJsonDocument::fromJson(
                runGbxx({QStringLiteral("analyze"), QStringLiteral("--json"), files[k]}).out)
                .object();
        one.insert(QStringLiteral("file"), files[k]);
        QCOMPARE(QJsonDocument::fromJson(lines[k]).object(), one);
    }
}

void TestCliManyFiles::aFileThatFailsIsReportedAndTheOthersStillRun() {
    const Run missing = runGbxx({QStringLiteral("info"), kMissing});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.err.startsWith("error: "));
    const Run a = runGbxx({QStringLiteral("info"), kA});
    const Run b = runGbxx({QStringLiteral("info"), kB});
    const Run all = runGbxx({QStringLiteral("info"), kA, kMissing, kB});
    QCOMPARE(all.exitCode, 1);
    QCOMPARE(all.out, fileHeading(kA) + a.out + '\n' + fileHeading(kB) + b.out);
    QCOMPARE(all.err, missing.err);
    const Run validate = runGbxx({QStringLiteral("validate"), kMissing, kA});
    QCOMPARE(validate.exitCode, 1);
    QCOMPARE(validate.err, missing.err);
    QCOMPARE(validate.out, prefixed(kA, runGbxx({QStringLiteral("validate"), kA}).out));
}

void TestCliManyFiles::noFileIsAUsageError_data() {
    QTest::addColumn<QString>("command");
    for (const char* command : {"info", "validate", "analyze"})
        QTest::newRow(command) << QString::fromLatin1(command);
}

void TestCliManyFiles::noFileIsAUsageError() {
    QFETCH(QString, command);
    const Run run = runGbxx({command});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QByteArray());
    QVERIFY(run.err.startsWith("error: '" + command.toUtf8() + "' takes FILE..., got 0"));
}

GBXX_TEST_MAIN(TestCliManyFiles);

} // namespace tst_cli_many_files
#include "tst_cli_many_files.moc"
