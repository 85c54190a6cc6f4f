// The registry's board codes (issue 34, item 2): the alphabet, the scrambled bijection from
// sequence numbers, parsing, and what a footer's code asks of the registry.

#include "gbxx/registry_code.h"
#include "support/test_suite.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <array>
#include <vector>

namespace tst_registry_code {

using namespace gbxx;

// The code's place among all codes read as a base-30 number: independent of the scramble, so a
// repeated code shows up as a repeated place.
// Nothing when the code has a character outside the alphabet.
std::optional<std::uint64_t> placeOf(const std::string& code) {
    static const std::array<int, 256> digits = [] {
        std::array<int, 256> d;
        d.fill(-1);
        for (std::size_t i = 0; i < kRegistryAlphabet.size(); ++i)
            d[static_cast<unsigned char>(kRegistryAlphabet[i])] = int(i);
        return d;
    }();
    std::uint64_t place = 0;
    for (char c : code) {
        const int digit = digits[static_cast<unsigned char>(c)];
        if (digit < 0)
            return std::nullopt;
        place = place * 30 + std::uint64_t(digit);
    }
    return place;
}

std::string codeAtPlace(std::uint64_t place) {
    std::string code(kRegistryCodeLength, '?');
    for (std::size_t i = kRegistryCodeLength; i-- > 0; place /= 30)
        code[i] = kRegistryAlphabet[place % 30];
    return code;
}

int differingPositions(const std::string& a, const std::string& b) {
    int count = 0;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        count += a[i] != b[i];
    return count;
}

class TestRegistryCode : public QObject {
    Q_OBJECT

private slots:
    void alphabetHasNoVowelsAndNoZ();
    void everySequenceNumberHasItsOwnCode();
    void outOfRangeNumbersHaveNoCode();
    void theScrambleIsFixed_data();
    void theScrambleIsFixed();
    void everyCodeLeadsBackToItsCode();
    void neighboursLookUnrelated();
    void parsingIgnoresCase_data();
    void parsingIgnoresCase();
    void everyOtherCharacterIsRefused();
    void onlyFiveCharactersAreACode_data();
    void onlyFiveCharactersAreACode();
    void footerCodesAreClassified_data();
    void footerCodesAreClassified();
};

void TestRegistryCode::alphabetHasNoVowelsAndNoZ() {
    QCOMPARE(kRegistryAlphabet.size(), std::size_t{30});
    QCOMPARE(kRegistryCodeCount, std::uint64_t{24'300'000});
    for (char c : std::string_view("AEIOUZ"))
        QVERIFY(kRegistryAlphabet.find(c) == std::string_view::npos);
    for (std::size_t i = 1; i < kRegistryAlphabet.size(); ++i)
        QVERIFY(kRegistryAlphabet[i - 1] < kRegistryAlphabet[i]); // sorted, so no repeats
}

void TestRegistryCode::everySequenceNumberHasItsOwnCode() {
    // 24,300,000 numbers into as many codes: no place taken twice means every code is reached.
    std::vector<bool> taken(kRegistryCodeCount);
    QElapsedTimer timer;
    timer.start();
    for (std::uint64_t n = 0; n < kRegistryCodeCount; ++n) {
        const std::optional<std::string> code = codeForSequence(n);
        const std::optional<std::uint64_t> place =
            code && code->size() == kRegistryCodeLength ? placeOf(*code) : std::nullopt;
        if (!place)
            QFAIL(qPrintable(QStringLiteral("no well-formed code for %1").arg(n)));
        if (taken[*place])
            QFAIL(qPrintable(QStringLiteral("%1 repeats code %2").arg(n).arg(code->c_str())));
        taken[*place] = true;
        if (sequenceOfCode(*code) != n)
            QFAIL(qPrintable(
                QStringLiteral("%1 does not come back from %2").arg(n).arg(code->c_str())));
    }
    qInfo("all %llu codes, each scrambled and parsed back, in %lld ms",
          static_cast<unsigned long long>(kRegistryCodeCount),
          static_cast<long long>(timer.elapsed()));
}

void TestRegistryCode::outOfRangeNumbersHaveNoCode() {
    QVERIFY(codeForSequence(kRegistryCodeCount - 1).has_value());
    QVERIFY(!codeForSequence(kRegistryCodeCount).has_value());
    QVERIFY(!codeForSequence(kRegistryCodeCount + 1).has_value());
    QVERIFY(!codeForSequence(UINT64_MAX).has_value());
}

void TestRegistryCode::theScrambleIsFixed_data() {
    // A registry holds codes it handed out: if these change, it would hand them out again.
    QTest::addColumn<quint64>("n");
    QTest::addColumn<QString>("code");
    QTest::newRow("0") << quint64(0) << "CRPS4";
    QTest::newRow("1") << quint64(1) << "8HDQ3";
    QTest::newRow("2") << quint64(2) << "57LFV";
    QTest::newRow("1000") << quint64(1000) << "7RCB8";
    QTest::newRow("last") << quint64(kRegistryCodeCount - 1) << "982FP";
}

void TestRegistryCode::theScrambleIsFixed() {
    QFETCH(quint64, n);
    QFETCH(QString, code);
    QCOMPARE(QString::fromStdString(codeForSequence(n).value_or("none")), code);
    QCOMPARE(sequenceOfCode(code.toStdString()), std::optional<std::uint64_t>(n));
}

void TestRegistryCode::everyCodeLeadsBackToItsCode() {
    for (std::uint64_t place = 0; place < kRegistryCodeCount; place += 7919) {
        const std::string code = codeAtPlace(place);
        const std::optional<std::uint64_t> n = sequenceOfCode(code);
        QVERIFY2(n && *n < kRegistryCodeCount, code.c_str());
        QCOMPARE(codeForSequence(*n), std::optional<std::string>(code));
    }
}

void TestRegistryCode::neighboursLookUnrelated() {
    // Random codes differ in at least 3 of 5 places 99.96 % of the time; the scramble's neighbours
    // should come close. Measured at the start, in the middle and at the end of the sequence.
    for (std::uint64_t start :
         {std::uint64_t{0}, std::uint64_t{12'000'000}, kRegistryCodeCount - 100'001}) {
        constexpr int pairs = 100'000;
        int unrelated = 0;
        std::string previous = codeForSequence(start).value_or("");
        for (std::uint64_t n = start + 1; n <= start + pairs; ++n) {
            std::string code = codeForSequence(n).value_or("");
            QVERIFY(code.size() == kRegistryCodeLength);
            unrelated += differingPositions(previous, code) >= 3;
            previous = std::move(code);
        }
        qInfo("from %llu: %d of %d neighbouring pairs differ in 3 or more places (%.2f %%)",
              static_cast<unsigned long long>(start), unrelated, pairs, 100.0 * unrelated / pairs);
        QVERIFY(unrelated >= pairs * 95 / 100);
    }
}

void TestRegistryCode::parsingIgnoresCase_data() {
    QTest::addColumn<QString>("upper");
    QTest::addColumn<QString>("other");
    QTest::newRow("lower") << "BCD12"
                           << "bcd12";
    QTest::newRow("mixed") << "XYW9Q"
                           << "xYw9q";
    QTest::newRow("digits only") << "00000"
                                 << "00000";
}

void TestRegistryCode::parsingIgnoresCase() {
    QFETCH(QString, upper);
    QFETCH(QString, other);
    const std::optional<std::uint64_t> n = sequenceOfCode(upper.toStdString());
    QVERIFY(n.has_value());
    QCOMPARE(sequenceOfCode(other.toStdString()), n);
    QCOMPARE(QString::fromStdString(codeForSequence(*n).value_or("none")), upper);
}

void TestRegistryCode::everyOtherCharacterIsRefused() {
    // Every byte in every position: only the alphabet and its lower case make a code.
    const std::string lower = "0123456789bcdfghjklmnpqrstvwxy";
    for (std::size_t position = 0; position < kRegistryCodeLength; ++position) {
        for (int byte = 0; byte < 256; ++byte) {
            std::string code = "B0C1D";
            code[position] = static_cast<char>(byte);
            const bool inAlphabet = kRegistryAlphabet.find(code[position]) != std::string::npos ||
                                    lower.find(code[position]) != std::string::npos;
            const QString row = QStringLiteral("byte 0x%1 at %2").arg(byte, 2, 16).arg(position);
            QVERIFY2(sequenceOfCode(code).has_value() == inAlphabet, qPrintable(row));
            QVERIFY2((classifyCode(code) == CodeKind::Registry) == inAlphabet, qPrintable(row));
        }
    }
}

void TestRegistryCode::onlyFiveCharactersAreACode_data() {
    QTest::addColumn<QByteArray>("code");
    QTest::newRow("empty") << QByteArray("");
    QTest::newRow("four") << QByteArray("BCD1");
    QTest::newRow("six") << QByteArray("BCD123");
    QTest::newRow("trailing space") << QByteArray("BCD12 ");
    QTest::newRow("leading space") << QByteArray(" BCD1");
    QTest::newRow("NUL inside") << QByteArray("BC\0D1", 5);
    QTest::newRow("vowel") << QByteArray("BAD12");
    QTest::newRow("Z") << QByteArray("ZZZZZ");
}

void TestRegistryCode::onlyFiveCharactersAreACode() {
    QFETCH(QByteArray, code);
    QVERIFY(!sequenceOfCode(std::string_view(code.constData(), std::size_t(code.size()))));
}

void TestRegistryCode::footerCodesAreClassified_data() {
    QTest::addColumn<QByteArray>("latin1");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("canonical"); // empty: none
    const int none = int(CodeKind::None), registry = int(CodeKind::Registry),
              claimable = int(CodeKind::Claimable), invalid = int(CodeKind::Invalid);
    QTest::newRow("empty") << QByteArray() << none << QByteArray();
    QTest::newRow("alphabet") << QByteArray("BCD12") << registry << QByteArray("BCD12");
    QTest::newRow("alphabet, lower case") << QByteArray("bcd12") << registry << QByteArray("BCD12");
    QTest::newRow("digits") << QByteArray("00000") << registry << QByteArray("00000");
    QTest::newRow("a vowel") << QByteArray("AB123") << claimable << QByteArray("AB123");
    QTest::newRow("a vowel, lower case") << QByteArray("ab123") << claimable << QByteArray("AB123");
    QTest::newRow("Z") << QByteArray("ZZZZZ") << claimable << QByteArray("ZZZZZ");
    QTest::newRow("a word") << QByteArray("HeLLo") << claimable << QByteArray("HELLO");
    QTest::newRow("four") << QByteArray("BCD1") << invalid << QByteArray();
    QTest::newRow("one") << QByteArray("B") << invalid << QByteArray();
    QTest::newRow("six") << QByteArray("BCD123") << invalid << QByteArray();
    QTest::newRow("space") << QByteArray("BC D1") << invalid << QByteArray();
    QTest::newRow("hyphen") << QByteArray("BC-12") << invalid << QByteArray();
    QTest::newRow("É (Latin-1)") << QByteArray("\xC9"
                                               "CD12")
                                 << invalid << QByteArray();
    QTest::newRow("é (Latin-1)") << QByteArray("\xE9"
                                               "cd12")
                                 << invalid << QByteArray();
    QTest::newRow("ß (Latin-1)") << QByteArray("BCD1\xDF") << invalid << QByteArray();
    QTest::newRow("control byte") << QByteArray("BCD1\x1B") << invalid << QByteArray();
}

void TestRegistryCode::footerCodesAreClassified() {
    QFETCH(QByteArray, latin1);
    QFETCH(int, kind);
    QFETCH(QByteArray, canonical);
    const std::string_view text(latin1.constData(), std::size_t(latin1.size()));
    QCOMPARE(int(classifyCode(text)), kind);
    const std::optional<std::string> written = canonicalCode(text);
    QCOMPARE(written.has_value(), !canonical.isEmpty());
    if (written)
        QCOMPARE(QByteArray::fromStdString(*written), canonical);
}

GBXX_TEST_GUILESS_MAIN(TestRegistryCode);

} // namespace tst_registry_code

#include "tst_registry_code.moc"
