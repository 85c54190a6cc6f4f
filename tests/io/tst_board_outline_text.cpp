// A board's facts line in the user's language (text/board_outline_text.h, issue 43): the one
// formatter the library, the registry's results, the start page, the publish dialog and a print
// call. Its English, both its forms, and every language holding its words once.

#include "gbxx/board.h"
#include "support/test_suite.h"
#include "text/board_outline_text.h"
#include "text/translations.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

namespace tst_board_outline_text {

using namespace gbxx;

const char* const kLanguages[] = {"de", "es", "fr", "pt_BR"};

class TestBoardOutlineText : public QObject {
    Q_OBJECT

private slots:
    void aListsLineIsVariantSizeShapeAndWraps();
    void theSizeRowLeavesTheVariantToOtherRows();
    void aBoardAndItsRecordSayTheSame();
    void everyLanguageHoldsTheWords();
    void aLanguageSaysTheLineInItsWords(); // last: it installs German
};

void TestBoardOutlineText::aListsLineIsVariantSizeShapeAndWraps() {
    QCOMPARE(outlineText(outlineOf(64, 33, 20, true, true)),
             QStringLiteral("GB64 · 33×20 · hex · wraps"));
    QCOMPARE(outlineText(outlineOf(8, 5, 5, false, false)), QStringLiteral("GB08 · 5×5 · square"));
    // Bits that name no variant (an edited database): left out, not guessed.
    QCOMPARE(outlineText(outlineOf(12, 5, 4, false, false)), QStringLiteral("5×4 · square"));
}

void TestBoardOutlineText::theSizeRowLeavesTheVariantToOtherRows() {
    QCOMPARE(outlineText(outlineOf(64, 16, 10, true, true), OutlineForm::Size),
             QStringLiteral("16 × 10, hex, wraps"));
    QCOMPARE(outlineText(outlineOf(32, 6, 4, false, false), OutlineForm::Size),
             QStringLiteral("6 × 4, square"));
}

void TestBoardOutlineText::aBoardAndItsRecordSayTheSame() {
    Board board(Variant::GB16, 20, 14);
    board.setHeader(*board.layout().headerField("wrap"), 3); // the height: still "wraps"
    QCOMPARE(outlineText(outlineOf(board)), outlineText(outlineOf(16, 20, 14, false, true)));
}

void TestBoardOutlineText::everyLanguageHoldsTheWords() {
    for (const char* language : kLanguages) {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/gameboardxx_%1.qm").arg(language)));
        for (const char* source : {"%1×%2", "%1 × %2", "hex", "square", "wraps"})
            QVERIFY2(!translator.translate("gbxx::BoardOutlineText", source).isEmpty(),
                     qPrintable(QStringLiteral("%1: %2").arg(language, source)));
    }
}

void TestBoardOutlineText::aLanguageSaysTheLineInItsWords() {
    installTranslations(*QCoreApplication::instance(), QStringLiteral("de"));
    const QString line = outlineText(outlineOf(64, 33, 20, true, true));
    QVERIFY2(line.startsWith(QStringLiteral("GB64 · 33×20 · ")), qPrintable(line));
    QVERIFY2(line.endsWith(BoardOutlineText::tr("hex") + QStringLiteral(" · ") +
                           BoardOutlineText::tr("wraps")),
             qPrintable(line));
    QVERIFY2(!line.contains(QStringLiteral("hex")), qPrintable(line));
}

GBXX_TEST_GUILESS_MAIN(TestBoardOutlineText);

} // namespace tst_board_outline_text

#include "tst_board_outline_text.moc"
