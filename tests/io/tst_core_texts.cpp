// The core's names and messages in the user's language (text/core_texts.h, issue 20): every message
// of the catalogue and every name of the core's tables is in each language's translations, counted
// messages take the language's singular and plural, and without a translation the core's own
// English is said, singular included.

#include "gbxx/board_templates.h"
#include "gbxx/codec.h"
#include "gbxx/custom_schema.h"
#include "gbxx/expression.h"
#include "gbxx/footer.h"
#include "gbxx/layout.h"
#include "gbxx/warnings.h"
#include "text/core_texts.h"
#include "text/translations.h"
#include "support/test_suite.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTest>
#include <QTranslator>

namespace tst_core_texts {

using namespace gbxx;

const char* const kLanguages[] = {"de", "es", "fr", "pt_BR"};

class TestCoreTexts : public QObject {
    Q_OBJECT

private slots:
    void everyLanguageHoldsEveryCoreText();
    void withoutATranslationTheCoreEnglishIsSaid();
    void countsBeyondQtsIntegersAreWrittenWhole();
    void aLanguageSaysMessagesWithItsPluralsAndNames(); // last: it installs German
};

void TestCoreTexts::everyLanguageHoldsEveryCoreText() {
    const QStringList available = availableLanguages();
    for (const char* language : kLanguages) {
        QVERIFY2(available.contains(QLatin1String(language)), language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/gameboardxx_%1.qm").arg(language)));
        const auto holds = [&](std::string_view text, int n = -1) {
            const std::string source(text);
            return !translator.translate("gbxx::core", source.c_str(), nullptr, n).isEmpty();
        };
        for (const MessageText& m : messageCatalogue()) {
            QVERIFY2(holds(m.text, m.one.empty() ? -1 : 2), m.text.data());
        }
        for (const Layout* layout : allLayouts())
            for (const auto& fields : layout->tiles)
                for (const FieldSpec& f : fields) {
                    QVERIFY2(holds(f.label), f.label.data());
                    for (std::string_view name : f.names)
                        QVERIFY2(name.empty() || holds(name), name.data());
                }
        for (const auto& [name, brief] : shortNames())
            QVERIFY2(holds(brief), brief.data());
        for (const BoardTemplate& t : boardTemplates()) {
            QVERIFY2(holds(t.name), t.name.data());
            QVERIFY2(holds(t.description), t.description.data());
        }
    }
}

void TestCoreTexts::withoutATranslationTheCoreEnglishIsSaid() {
    Board board(Variant::GB64, 3, 3);
    const FieldSpec& custom = *board.field(keys::custom);
    board.setTileRaw(board.indexOf(1, 2), custom.write(0, 4));
    const std::vector<Warning> one = findWarnings(board);
    QCOMPARE(one.size(), std::size_t(1));
    QCOMPARE(translated(one.front()), QString::fromStdString(one.front().message));
    QVERIFY(translated(one.front()).startsWith(QStringLiteral("1 tile (first at x 1, y 2)")));
    QCOMPARE(translatedName("Link group"), QStringLiteral("Link group"));
    const FieldSpec& wrap = *defaultLayout().headerField("wrap");
    QCOMPARE(valueName(wrap, 0), QStringLiteral("none"));
    QCOMPARE(valueName(wrap, 99), QString()); // no such value: no name
    QCOMPARE(nameInSentence("Link group"), QStringLiteral("link group"));
    // A script validator's warning has no identifier: its own words.
    Warning script;
    script.message = "No Peaks at (3, 2)";
    QCOMPARE(translated(script), QStringLiteral("No Peaks at (3, 2)"));
}

void TestCoreTexts::aLanguageSaysMessagesWithItsPluralsAndNames() {
    installTranslations(*QCoreApplication::instance(), QStringLiteral("de"));
    Board board(Variant::GB64, 4, 4);
    const FieldSpec& custom = *board.field(keys::custom);
    board.setTileRaw(board.indexOf(1, 2), custom.write(0, 4));
    const Warning one = findWarnings(board).front();
    board.setTileRaw(board.indexOf(3, 3), custom.write(0, 4));
    board.setTileRaw(board.indexOf(2, 3), custom.write(0, 4));
    const Warning three = findWarnings(board).front();
    const QString singular = translated(one);
    const QString plural = translated(three);
    QVERIFY2(singular != QString::fromStdString(one.message), qPrintable(singular));
    QVERIFY2(singular.startsWith(QStringLiteral("1 ")), qPrintable(singular));
    QVERIFY2(plural.startsWith(QStringLiteral("3 ")), qPrintable(plural));
    // Singular and plural are different sentences, not one with a number swapped.
    QVERIFY2(QString(singular).replace(0, 1, QLatin1Char('3')) != plural, qPrintable(plural));
    QVERIFY(plural.contains(QStringLiteral("x 1, y 2")));

    QVERIFY(translatedName("Link group") != QStringLiteral("Link group"));
    QVERIFY(!translatedName("Link group").isEmpty());
    // A value name several fields share is looked up for its field; the field's own entry wins.
    const FieldSpec& wrap = *defaultLayout().headerField("wrap");
    QVERIFY(!valueName(wrap, 0).isEmpty() && valueName(wrap, 0) != QStringLiteral("none"));
    QCOMPARE(valueName(wrap, 0), QCoreApplication::translate("gbxx::core", "none", "wrap"));

    // German nouns keep their capital inside a sentence.
    QCOMPARE(nameInSentence("Link group"), translatedName("Link group"));
    // A name the translations do not hold (a user's schema label) is shown as it is.
    QCOMPARE(translatedName("Gold Mines"), QStringLiteral("Gold Mines"));

    // A field's label inside a footer refusal is translated too.
    const auto refusal = validateFooterText(footerField("title"), std::string(61, 'a'));
    QVERIFY(refusal);
    QVERIFY2(translated(*refusal).contains(translatedName("Title")),
             qPrintable(translated(*refusal)));
    QVERIFY(translated(*refusal).contains(QStringLiteral("60")));

    // A schema's problem, and a field operation's refusal.
    CustomSchema schema{"custom", {}};
    CustomSubField a;
    a.key = "a";
    a.bitCount = 4;
    CustomSubField b = a;
    b.key = "b";
    b.firstBit = 2;
    schema.subFields = {a, b};
    const std::vector<Message> problems = schemaProblems(schema, defaultLayout(), Variant::GB64);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].english(), std::string("'b': bits 2-5 overlap 'a' (bits 0-3)"));
    const QString overlap = translated(problems[0]);
    QVERIFY2(overlap != QString::fromStdString(problems[0].english()) &&
                 overlap.contains(QStringLiteral("'b'")) && overlap.contains(QStringLiteral("0-3")),
             qPrintable(overlap));

    // An expression's error, its "the end" in German too.
    const Board small(Variant::GB64, 2, 2);
    const auto parsed =
        TileExpression::parse("height >=", small.layout().tileFields(Variant::GB64));
    const QString said = translated(parsed.error.said);
    QVERIFY2(said != QString::fromStdString(parsed.error.message), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("'>='")) && said.contains(QStringLiteral("10")),
             qPrintable(said));
    QVERIFY2(said.contains(translatedName("the end")) &&
                 translatedName("the end") != QStringLiteral("the end"),
             qPrintable(said));
    QLocale::setDefault(QLocale::c());
}

void TestCoreTexts::countsBeyondQtsIntegersAreWrittenWhole() {
    const std::uint8_t header[] = {'G', 'B', '6', '4', 2, 2, 0, 0};
    const auto error = checkFileStart(header, 5'000'000'000ULL);
    QVERIFY(error);
    QCOMPARE(translated(error->said), QString::fromStdString(error->message));
    QVERIFY2(translated(error->said).contains(QStringLiteral("5,000,000,000 bytes")),
             qPrintable(translated(error->said)));
}

GBXX_TEST_GUILESS_MAIN(TestCoreTexts);

} // namespace tst_core_texts

#include "tst_core_texts.moc"
