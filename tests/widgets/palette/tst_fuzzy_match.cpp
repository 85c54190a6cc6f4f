// The command palette's matching: whole words before words' starts before initials before
// fragments before scattered letters, shorter texts first among equals; accents, case, mnemonics
// and the ellipsis ignored; positions for highlighting in the text as given.

#include "widgets/palette/fuzzy_match.h"
#include "support/test_suite.h"

#include <QTest>

namespace tst_fuzzy_match {

using namespace gbxx;

int score(const QString& query, const QString& text) {
    const auto match = fuzzyMatch(query, text);
    return match ? match->score : -1000000;
}

class TestFuzzyMatch : public QObject {
    Q_OBJECT

private slots:
    void everyWordMustBeFound_data();
    void everyWordMustBeFound();
    void kindsOfFindRankInOrder();
    void anExactWordRanksFirst();
    void accentsCaseMnemonicsAndEllipsisDoNotMatter();
    void matchedPositionsAreInTheTextAsGiven();
};

void TestFuzzyMatch::everyWordMustBeFound_data() {
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("found");
    QTest::newRow("empty") << "" << "Export Image…" << true;
    QTest::newRow("word starts") << "exp img" << "Export Image…" << true;
    QTest::newRow("initials") << "ei" << "Export Image…" << true;
    QTest::newRow("inside") << "xport" << "Export Image…" << true;
    QTest::newRow("scattered") << "epm" << "Export Image…" << true;
    QTest::newRow("letters out of order") << "mpe" << "Export Image…" << false;
    QTest::newRow("one word missing") << "export zebra" << "Export Image…" << false;
    QTest::newRow("nothing alike") << "zzz" << "Undo" << false;
}

void TestFuzzyMatch::everyWordMustBeFound() {
    QFETCH(QString, query);
    QFETCH(QString, text);
    QFETCH(bool, found);
    QCOMPARE(fuzzyMatch(query, text).has_value(), found);
}

void TestFuzzyMatch::kindsOfFindRankInOrder() {
    const QString text = QStringLiteral("Export Image");
    const int whole = score(QStringLiteral("image"), text);
    const int start = score(QStringLiteral("ima"), text);
    const int initials = score(QStringLiteral("ei"), text);
    const int inside = score(QStringLiteral("mag"), text);
    const int scattered = score(QStringLiteral("epm"), text);
    QVERIFY2(whole > start && start > initials && initials > inside && inside > scattered,
             qPrintable(QStringLiteral("%1 %2 %3 %4 %5")
                            .arg(whole)
                            .arg(start)
                            .arg(initials)
                            .arg(inside)
                            .arg(scattered)));
}

void TestFuzzyMatch::anExactWordRanksFirst() {
    // "fill": the Fill tool before "Filled Hexagons" and before a longer text with the word.
    QVERIFY(score(QStringLiteral("fill"), QStringLiteral("Fill")) >
            score(QStringLiteral("fill"), QStringLiteral("Filled Hexagons")));
    QVERIFY(score(QStringLiteral("fill"), QStringLiteral("Fill")) >
            score(QStringLiteral("fill"), QStringLiteral("Fill Selection With Preset")));
    QVERIFY(score(QStringLiteral("undo"), QStringLiteral("Undo")) >
            score(QStringLiteral("undo"), QStringLiteral("Undo History")));
}

void TestFuzzyMatch::accentsCaseMnemonicsAndEllipsisDoNotMatter() {
    QVERIFY(fuzzyMatch(QStringLiteral("ubersicht"), QStringLiteral("Übersicht")));
    QVERIFY(fuzzyMatch(QStringLiteral("ÜBER"), QStringLiteral("übersicht")));
    QCOMPARE(score(QStringLiteral("save"), QStringLiteral("&Save")),
             score(QStringLiteral("save"), QStringLiteral("Save")));
    QCOMPARE(score(QStringLiteral("open"), QStringLiteral("Open…")),
             score(QStringLiteral("open"), QStringLiteral("Open")));
    QVERIFY(fuzzyMatch(QStringLiteral("r&d"), QStringLiteral("R&&D")).has_value());
}

void TestFuzzyMatch::matchedPositionsAreInTheTextAsGiven() {
    const auto match = fuzzyMatch(QStringLiteral("sa"), QStringLiteral("&Save As…"));
    QVERIFY(match);
    QCOMPARE(match->matched, (QList<qsizetype>{1, 2}));
    const auto initials = fuzzyMatch(QStringLiteral("ei"), QStringLiteral("E&xport Image…"));
    QVERIFY(initials);
    QCOMPARE(initials->matched, (QList<qsizetype>{0, 8}));
}

GBXX_TEST_GUILESS_MAIN(TestFuzzyMatch);

} // namespace tst_fuzzy_match
#include "tst_fuzzy_match.moc"
