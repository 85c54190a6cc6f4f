// Footer text (spec F1-F5): what may be typed, Latin-1 storage, and bytes kept as they are.

#include "gbxx/codec.h"
#include "gbxx/footer.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QTest>

namespace tst_footer {

using namespace gbxx;

class TestFooter : public QObject {
    Q_OBJECT

private slots:
    void fieldsSitWhereF1PutsThem();
    void printableLatin1IsAccepted_data();
    void printableLatin1IsAccepted();
    void refusalNamesTheCharacterAndTheField_data();
    void refusalNamesTheCharacterAndTheField();
    void textIsStoredAsLatin1AndPadded();
    void refusedTextChangesNothing();
    void bytesAfterTheFirstNulSurviveUntilTheFieldIsEdited();
};

void TestFooter::fieldsSitWhereF1PutsThem() {
    const FooterField& title = footerField("title");
    QCOMPARE(int(title.offset), 8);
    QCOMPARE(int(title.length), 60);
    const FooterField& author = footerField("author");
    QCOMPARE(int(author.offset), 69);
    QCOMPARE(int(author.length), 59);
    QCOMPARE(int(footerField("reserved").offset), 68);
    QCOMPARE(int(footerField("boardCode").offset), 3);
    QCOMPARE(int(footerField("boardCode").length), 5);
    QCOMPARE(int(footerField("editorId").length), 2);
    QVERIFY(findFooterField("nonsense") == nullptr);
}

void TestFooter::printableLatin1IsAccepted_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::newRow("ascii") << "title"
                           << "Ring of Fire";
    QTest::newRow("Élodie") << "author" << QStringLiteral("Élodie");
    QTest::newRow("Zoë") << "author" << QStringLiteral("Zoë");
    QTest::newRow("nbsp and ÿ") << "title" << QStringLiteral("a\u00A0b ÿ ¿ ß");
    QTest::newRow("empty") << "boardCode"
                           << "";
    QTest::newRow("space and tilde") << "editorId"
                                     << " ~";
    QTest::newRow("60 characters") << "title" << QString(60, QLatin1Char('x'));
    QTest::newRow("59 characters") << "author" << QString(59, QChar(0xE9));
    QTest::newRow("5 characters") << "boardCode"
                                  << "AB123";
}

void TestFooter::printableLatin1IsAccepted() {
    QFETCH(QString, field);
    QFETCH(QString, text);
    const auto refusal =
        validateFooterText(footerField(field.toStdString()), text.toUtf8().toStdString());
    QVERIFY2(!refusal, refusal ? refusal->english().c_str() : "");
}

void TestFooter::refusalNamesTheCharacterAndTheField_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("Ł is not Latin-1") << "author" << QStringLiteral("Łukasz") << "U+0141";
    QTest::newRow("emoji") << "title" << QStringLiteral("Go \U0001F600") << "U+1F600";
    QTest::newRow("tab") << "title"
                         << "a\tb"
                         << "U+0009";
    QTest::newRow("newline") << "author"
                             << "a\nb"
                             << "U+000A";
    QTest::newRow("DEL") << "boardCode"
                         << "\x7f"
                         << "U+007F";
    QTest::newRow("C1 control") << "title" << QString(QChar(0x85)) << "U+0085";
    QTest::newRow("61 characters") << "title" << QString(61, QLatin1Char('x')) << "60";
    QTest::newRow("3-character editor ID") << "editorId"
                                           << "ABC"
                                           << "2";
    QTest::newRow("6-character code") << "boardCode"
                                      << "ABCDEF"
                                      << "5";
}

void TestFooter::refusalNamesTheCharacterAndTheField() {
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    const FooterField& f = footerField(field.toStdString());
    const auto refusal = validateFooterText(f, text.toUtf8().toStdString());
    QVERIFY(refusal.has_value());
    const QString message = QString::fromStdString(refusal->english());
    QVERIFY2(message.contains(mentions), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String(f.key.data(), qsizetype(f.key.size()))),
             qPrintable(message));
}

void TestFooter::textIsStoredAsLatin1AndPadded() {
    Footer footer;
    const FooterField& author = footerField("author");
    QVERIFY(!footer.setText(author, "Zo\xc3\xab")); // "Zoë" in UTF-8
    const auto& bytes = footer.bytes();
    QCOMPARE(bytes[69], std::uint8_t{'Z'});
    QCOMPARE(bytes[71], std::uint8_t{0xEB}); // one Latin-1 byte (F2)
    QCOMPARE(bytes[72], std::uint8_t{0});
    QCOMPARE(footer.latin1(author), std::string("Zo\xeb"));
    QCOMPARE(footer.text(author), std::string("Zo\xc3\xab"));
}

void TestFooter::refusedTextChangesNothing() {
    Footer footer;
    const FooterField& title = footerField("title");
    QVERIFY(!footer.setText(title, "Before"));
    const Footer before = footer;
    QVERIFY(footer.setText(title, "\xc5\x81ukasz").has_value()); // Łukasz
    QVERIFY(footer.setText(title, std::string(61, 'x')).has_value());
    QVERIFY(footer.setText(title, "\xff\xfe").has_value()); // not UTF-8
    QVERIFY(footer == before);
}

void TestFooter::bytesAfterTheFirstNulSurviveUntilTheFieldIsEdited() {
    std::array<std::uint8_t, kFooterBytes> raw{};
    const char title[] = "Map\0hidden";
    std::copy(title, title + sizeof title - 1, raw.begin() + 8);
    raw[69] = 0x1B; // a control byte in the author (F4)
    Footer footer(raw);
    QCOMPARE(footer.latin1(footerField("title")), std::string("Map"));
    QCOMPARE(footer.latin1(footerField("author")), std::string("\x1b"));
    QCOMPARE(footer.bytes(), raw); // nothing is normalised on reading
    QVERIFY(!footer.setText(footerField("author"), "Ann"));
    QCOMPARE(footer.bytes()[12], std::uint8_t{'h'}); // the title was not edited
    QVERIFY(!footer.setText(footerField("title"), "Map"));
    QCOMPARE(footer.bytes()[12], std::uint8_t{0}); // an edited field is padded with 0x00
}

GBXX_TEST_GUILESS_MAIN(TestFooter);

} // namespace tst_footer
#include "tst_footer.moc"
