// A variant's names (spec H2, S2) come from one table in the core: its digits, its label as the
// file's first bytes spell it, and its file extension; every program spells a variant through them.

#include "gbxx/board.h"
#include "gbxx/codec.h"
#include "gbxx/variant.h"
#include "support/test_suite.h"

#include <QTest>

#include <string>

namespace tst_variant_names {

using namespace gbxx;

class TestVariantNames : public QObject {
    Q_OBJECT

private slots:
    void eachVariantHasItsDigitsLabelAndExtension_data();
    void eachVariantHasItsDigitsLabelAndExtension();
    void onlyTheFourDigitsAndBitCountsNameAVariant();
    void aWrittenFileStartsWithTheLabel();
};

void TestVariantNames::eachVariantHasItsDigitsLabelAndExtension_data() {
    QTest::addColumn<int>("bits");
    QTest::addColumn<QString>("digits");
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("extension");
    QTest::newRow("GB08") << 8 << "08"
                          << "GB08"
                          << ".gb08";
    QTest::newRow("GB16") << 16 << "16"
                          << "GB16"
                          << ".gb16";
    QTest::newRow("GB32") << 32 << "32"
                          << "GB32"
                          << ".gb32";
    QTest::newRow("GB64") << 64 << "64"
                          << "GB64"
                          << ".gb64";
}

void TestVariantNames::eachVariantHasItsDigitsLabelAndExtension() {
    QFETCH(int, bits);
    const auto text = [](std::string_view s) { return QString::fromStdString(std::string(s)); };
    const std::optional<Variant> v = variantFromBits(bits);
    QVERIFY(v);
    QCOMPARE(static_cast<int>(bitsOf(*v)), bits);
    QTEST(text(digitsOf(*v)), "digits");
    QTEST(text(labelOf(*v)), "label");
    QTEST(text(extensionOf(*v)), "extension");
    QCOMPARE(variantFromDigits(digitsOf(*v)), v);
}

void TestVariantNames::onlyTheFourDigitsAndBitCountsNameAVariant() {
    for (const char* digits : {"", "8", "0", "00", "07", "65", "640", "GB08", " 8", "08 "})
        QVERIFY2(!variantFromDigits(digits), digits);
    for (const long long bits : {0LL, -8LL, 7LL, 9LL, 24LL, 128LL, 4294967304LL})
        QVERIFY2(!variantFromBits(bits), std::to_string(bits).c_str());
}

void TestVariantNames::aWrittenFileStartsWithTheLabel() {
    for (const Variant v : kAllVariants) {
        const std::vector<std::uint8_t> bytes = writeBoard(Board(v, 3, 2));
        QCOMPARE(std::string(bytes.begin(), bytes.begin() + 4), std::string(labelOf(v)));
    }
}

GBXX_TEST_GUILESS_MAIN(TestVariantNames);

} // namespace tst_variant_names

#include "tst_variant_names.moc"
