// The command line in every language (issue 20): the sentences people read are translated, while
// what programs read — `dump`, the loss report of `convert`, `query`, the "warning: " and
// "error: " prefixes and the spec rules — are byte for byte the same as in English.

#include "cli/gbxx_run.h"
#include "gbxx/codec.h"
#include "support/test_suite.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace tst_cli_languages {

using namespace gbxx;
using namespace gbxx::test;

QProcessEnvironment speaking(const QString& locale) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LANGUAGE"));
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.insert(QStringLiteral("LANG"), locale);
    return env;
}

Run gbxxIn(const QString& locale, const QStringList& args) {
    return runProgram(QStringLiteral(GBXX_CLI_PATH), args, {}, speaking(locale));
}

class TestCliLanguages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void machineOutputsAreTheSameInEveryLanguage_data();
    void machineOutputsAreTheSameInEveryLanguage();
    void warningsAndErrorsAreTranslatedBehindTheirPrefixes_data();
    void warningsAndErrorsAreTranslatedBehindTheirPrefixes();

private:
    QTemporaryDir dir_;
    QString warned_; // a board with warnings of several rules
};

void TestCliLanguages::initTestCase() {
    QVERIFY(dir_.isValid());
    Board board(Variant::GB64, 6, 4);
    const FieldSpec& custom = *board.field(keys::custom);
    const FieldSpec& boundary = *board.field(keys::boundary);
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, boundary.write(0, 3));             // in bounds
    board.setTileRaw(board.indexOf(1, 1), custom.write(0, 9)); // off the board, with data
    board.setTileRaw(board.indexOf(4, 2), custom.write(0, 9));
    warned_ = dir_.filePath(QStringLiteral("warned.gb32")); // S2: the extension says GB32
    QFile file(warned_);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const std::vector<std::uint8_t> bytes = writeBoard(board);
    file.write(reinterpret_cast<const char*>(bytes.data()), qint64(bytes.size()));
}

void TestCliLanguages::machineOutputsAreTheSameInEveryLanguage_data() {
    QTest::addColumn<QString>("locale");
    for (const char* locale : {"de_DE.UTF-8", "fr_FR.UTF-8", "es_ES.UTF-8", "pt_BR.UTF-8"})
        QTest::newRow(locale) << QString::fromLatin1(locale);
}

void TestCliLanguages::machineOutputsAreTheSameInEveryLanguage() {
    QFETCH(QString, locale);
    const QString board = QStringLiteral(GBXX_SAMPLE_BOARD);
    for (const QStringList& args :
         {QStringList{QStringLiteral("dump"), board}, QStringList{QStringLiteral("dump"), warned_},
          QStringList{QStringLiteral("query"), board, QStringLiteral("height >= 1")}}) {
        const Run english = gbxxIn(QStringLiteral("C"), args);
        const Run local = gbxxIn(locale, args);
        QCOMPARE(local.exitCode, english.exitCode);
        QCOMPARE(local.out, english.out);
    }
    const QString outEnglish = dir_.filePath(QStringLiteral("en.gb08"));
    const QString outLocal = dir_.filePath(QStringLiteral("local.gb08"));
    const Run english = gbxxIn(QStringLiteral("C"), {QStringLiteral("convert"), board, outEnglish,
                                                     QStringLiteral("--to"), QStringLiteral("08")});
    const Run local = gbxxIn(locale, {QStringLiteral("convert"), board, outLocal,
                                      QStringLiteral("--to"), QStringLiteral("08")});
    QCOMPARE(english.exitCode, 0);
    QCOMPARE(local.exitCode, 0);
    QCOMPARE(local.out, english.out); // the loss report, "KEY: N tiles"
    QVERIFY(english.out.contains(" tiles\n"));
    QCOMPARE(fileBytes(outLocal), fileBytes(outEnglish));
}

void TestCliLanguages::warningsAndErrorsAreTranslatedBehindTheirPrefixes_data() {
    machineOutputsAreTheSameInEveryLanguage_data();
}

void TestCliLanguages::warningsAndErrorsAreTranslatedBehindTheirPrefixes() {
    QFETCH(QString, locale);
    const Run english = gbxxIn(QStringLiteral("C"), {QStringLiteral("validate"), warned_});
    const Run local = gbxxIn(locale, {QStringLiteral("validate"), warned_});
    QCOMPARE(english.exitCode, 0);
    QCOMPARE(local.exitCode, 0);
    const QList<QByteArray> englishLines = english.out.trimmed().split('\n');
    const QList<QByteArray> localLines = local.out.trimmed().split('\n');
    QCOMPARE(localLines.size(), englishLines.size());
    QVERIFY(englishLines.size() >= 2);
    QVERIFY(englishLines.at(1).contains("2 tiles (first at x 1, y 1) not on the board hold data"));
    for (qsizetype k = 0; k < englishLines.size(); ++k) {
        const QByteArray& e = englishLines.at(k);
        const QByteArray& l = localLines.at(k);
        QVERIFY2(l.startsWith("warning: "), l.constData());
        // The rule in brackets is the spec's, the same in every language.
        QCOMPARE(l.mid(l.lastIndexOf(" [")), e.mid(e.lastIndexOf(" [")));
        QVERIFY2(l != e, l.constData()); // translated
    }
    // The tile count and the first tile's place reach the translation.
    QVERIFY2(localLines.at(1).contains('2') && localLines.at(1).contains('1'),
             localLines.at(1).constData());

    const QString missing = dir_.filePath(QStringLiteral("missing.gb64"));
    const Run englishError = gbxxIn(QStringLiteral("C"), {QStringLiteral("info"), missing});
    const Run localError = gbxxIn(locale, {QStringLiteral("info"), missing});
    QCOMPARE(localError.exitCode, englishError.exitCode);
    QVERIFY2(localError.err.startsWith("error: "), localError.err.constData());
    QVERIFY2(localError.err.contains(missing.toUtf8()), localError.err.constData());
    QVERIFY2(localError.err != englishError.err, localError.err.constData());

    // A field operation's refusal, from the core, in the language too; the file is not written.
    const QString out = dir_.filePath(QStringLiteral("edited.gb64"));
    const QStringList edit = {QStringLiteral("edit"), warned_, out, QStringLiteral("--set"),
                              QStringLiteral("heigth=1")};
    const Run englishEdit = gbxxIn(QStringLiteral("C"), edit);
    const Run localEdit = gbxxIn(locale, edit);
    QCOMPARE(localEdit.exitCode, englishEdit.exitCode);
    QVERIFY(englishEdit.err.startsWith("error: 'heigth' is not a field of this board"));
    QVERIFY2(localEdit.err.startsWith("error: 'heigth' "), localEdit.err.constData());
    QVERIFY2(localEdit.err.split('\n').first() != englishEdit.err.split('\n').first(),
             localEdit.err.constData());
    QVERIFY(!QFile::exists(out));
}

GBXX_TEST_GUILESS_MAIN(TestCliLanguages);

} // namespace tst_cli_languages

#include "tst_cli_languages.moc"
