// The core's messages (gbxx/message.h): every read error and warning carries its identifier and
// arguments, and its English is the sentence the core always wrote; the catalogue's texts are
// well-formed source texts for the translations.

#include "gbxx/codec.h"
#include "gbxx/expression.h"
#include "gbxx/field_operations.h"
#include "gbxx/file_io.h"
#include "gbxx/footer.h"
#include "gbxx/message.h"
#include "gbxx/paint_rules.h"
#include "gbxx/warnings.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace tst_messages {

using namespace gbxx;
using namespace gbxx::test;

std::vector<std::uint8_t> bytesOf(const QByteArray& b) {
    return {b.begin(), b.end()};
}

std::string readError(const QByteArray& bytes) {
    const auto data = bytesOf(bytes);
    const ReadResult read = readBoard(data);
    return read ? std::string() : read.error.message;
}

class TestMessages : public QObject {
    Q_OBJECT

private slots:
    void theCatalogueIsWellFormed();
    void readErrorsSayWhatTheyAlwaysSaid();
    void everyRefusalOfTheVectorsCarriesItsMessage();
    void warningsCountInTheirOwnNumber();
    void fillingInIsOnePass();
    void footerRefusalsNameTheFieldAsAName();
    void expressionErrorsCarryTheirMessage();
    void theOtherMessagesSayWhatTheyAlwaysSaid();
};

void TestMessages::theCatalogueIsWellFormed() {
    QSet<QString> ids;
    const QRegularExpression placeholder(QStringLiteral("%(L?n|\\d)"));
    for (const MessageText& m : messageCatalogue()) {
        const QString id = QString::fromUtf8(m.id.data(), qsizetype(m.id.size()));
        QVERIFY2(!ids.contains(id), qPrintable(id));
        ids.insert(id);
        QVERIFY(findMessageText(m.id) == &m);
        const auto used = [&](std::string_view text) {
            QSet<QString> out;
            auto it =
                placeholder.globalMatch(QString::fromUtf8(text.data(), qsizetype(text.size())));
            while (it.hasNext())
                out.insert(it.next().captured(1));
            return out;
        };
        const QSet<QString> inText = used(m.text);
        // %1…%k without a gap, so that Qt's arg() and the core's fillIn() agree.
        int highest = 0;
        for (const QString& p : inText)
            if (p.at(0).isDigit())
                highest = std::max(highest, p.toInt());
        for (int k = 1; k <= highest; ++k)
            QVERIFY2(inText.contains(QString::number(k)), qPrintable(id));
        // A counted message says its count in both forms, and only counted messages have two.
        const bool counted =
            inText.contains(QStringLiteral("n")) || inText.contains(QStringLiteral("Ln"));
        QCOMPARE(!m.one.empty(), counted);
        if (counted)
            QCOMPARE(used(m.one), inText);
    }
    QVERIFY(!findMessageText("no.such.message"));
}

void TestMessages::readErrorsSayWhatTheyAlwaysSaid() {
    QCOMPARE(readError("A"),
             std::string(R"(not a GameBoardXX file: it starts with 'A' (0x41), not "GB")"));
    QCOMPARE(readError("G"), std::string("file is 1 byte; a GameBoardXX file is at least 137 bytes "
                                         "(an 8-byte header, the tiles and a 128-byte footer)"));
    QCOMPARE(readError(QByteArray("GB64\x08\x05\0\0", 8) + QByteArray(992, '\0')),
             std::string("file is 1,000 bytes; an 8×5 GB64 board needs 456"));
    QCOMPARE(readError(QByteArray("GB16\x07\x05\0\0", 8)),
             std::string("file is 8 bytes; a 7×5 GB16 board needs 206"));
    QCOMPARE(
        readError(QByteArray("GB17\x07\x05\0\0", 8)),
        std::string(
            R"(header bytes 2-3 are '1' (0x31) '7' (0x37); expected the tile size "08", "16", "32" or "64")"));
    QCOMPARE(readError(QByteArray("GB08\x00\x05\0\0", 8)),
             std::string("board is 0×5; width and length must each be 1 to 255"));
    const std::uint8_t header[] = {'G', 'B', '0', '8', 2, 2, 0, 0};
    const auto streamed = checkFileStart(header, 9000, SizeKnown::AtLeast);
    QVERIFY(streamed);
    QCOMPARE(streamed->message,
             std::string("file is at least 9,000 bytes; a 2×2 GB08 board needs 140"));
    QCOMPARE(streamed->said.id, std::string_view("read.wrongSizeAtLeast"));
    QCOMPARE(streamed->said.count.value_or(0), std::uint64_t(9000));
}

void TestMessages::everyRefusalOfTheVectorsCarriesItsMessage() {
    int refused = 0;
    for (const VectorSet& set : allVectorSets()) {
        for (const CorruptFile& c : set.corrupt()) {
            const auto data = bytesOf(readFileBytes(c.path()));
            const ReadResult read = readBoard(data);
            if (read)
                continue;
            ++refused;
            QVERIFY2(findMessageText(read.error.said.id), qPrintable(c.file));
            QCOMPARE(read.error.said.english(), read.error.message);
        }
        for (const VectorBoard& b : set.boards()) {
            const auto data = bytesOf(readFileBytes(b.path(b.file)));
            const ReadResult read = readBoard(data, *layoutNamed(b.layout));
            QVERIFY(read);
            for (const Warning& w : allWarnings(*read.board, "board.gb32")) {
                QVERIFY2(findMessageText(w.said.id), w.message.c_str());
                QCOMPARE(w.said.english(), w.message);
            }
        }
    }
    QVERIFY(refused > 10);
}

void TestMessages::warningsCountInTheirOwnNumber() {
    Board board(Variant::GB64, 4, 3);
    const FieldSpec& custom = *board.field(keys::custom);
    board.setTileRaw(board.indexOf(2, 1), custom.write(0, 5)); // boundary 0: not on the board
    auto offBoard = [](const Board& b) {
        for (const Warning& w : findWarnings(b))
            if (w.said.id == "warning.offBoardData")
                return w;
        return Warning{};
    };
    QCOMPARE(
        offBoard(board).message,
        std::string("1 tile (first at x 2, y 1) not on the board holds data besides its boundary"));
    board.setTileRaw(board.indexOf(3, 2), custom.write(0, 1));
    board.setTileRaw(board.indexOf(0, 2), custom.write(0, 1));
    const Warning three = offBoard(board);
    QCOMPARE(three.message,
             std::string(
                 "3 tiles (first at x 2, y 1) not on the board hold data besides their boundary"));
    QCOMPARE(three.tiles.size(), std::size_t(3));
    QCOMPARE(three.said.count.value_or(0), std::uint64_t(3));
    QCOMPARE(three.rule, std::string("W"));
}

void TestMessages::fillingInIsOnePass() {
    const std::vector<std::string> args = {"%2", "b"};
    QCOMPARE(fillIn("%1 and %2, %n of %Ln", args, 1234), std::string("%2 and b, 1234 of 1,234"));
    QCOMPARE(fillIn("%1 %3 100%", args, std::nullopt), std::string("%2 %3 100%"));
    const Message unknown{"no.such.message", {}};
    QCOMPARE(unknown.english(), std::string("no.such.message"));
    QVERIFY(unstorableZoneReason().english().find("T16") != std::string::npos);
}

void TestMessages::footerRefusalsNameTheFieldAsAName() {
    const auto refusal = validateFooterText(footerField("title"), "Tab\there");
    QVERIFY(refusal);
    QCOMPARE(refusal->english(),
             std::string("Title (title): U+0009 (a control "
                         "character) cannot be stored; only printable characters"));
    // The label is a name the programs translate; the key is code.
    QCOMPARE(refusal->namesArgs, std::uint32_t(0b1));
    QCOMPARE(refusal->args.at(0), std::string("Title"));
}

void TestMessages::expressionErrorsCarryTheirMessage() {
    const Board board(Variant::GB64, 2, 2);
    const auto fields = board.layout().tileFields(Variant::GB64);
    const std::pair<const char*, const char*> cases[] = {
        {"", "expected a condition, such as height >= 40 at character 1"},
        {"height >= 4 4", "unexpected '4'; expected 'and', 'or' or the end at character 13"},
        {"height >=", "expected a number after '>=', not the end at character 10"},
        {"(height > 1",
         "expected ')' to close the '(' at character 1, not the end at character 12"},
        {"heigth > 1", nullptr}, // names the board's fields
        {"height 3",
         "expected =, !=, <, <=, >, >= or 'has' after 'height', not '3' at character 8"},
        {"x 3", "expected =, !=, <, <=, >, >= after 'x', not '3' at character 3"},
    };
    for (const auto& [text, english] : cases) {
        const auto parsed = TileExpression::parse(text, fields);
        QVERIFY2(!parsed.expression, text);
        QVERIFY2(findMessageText(parsed.error.said.id), text);
        QCOMPARE(parsed.error.said.english(), parsed.error.message);
        if (english)
            QCOMPARE(parsed.error.message, std::string(english));
    }
    // "the end" is a word to translate, not a token: it is marked as a name.
    const auto atEnd = TileExpression::parse("height >=", fields);
    QCOMPARE(atEnd.error.said.namesArgs, std::uint32_t(0b10));
}

// The core's English as it was before it had identifiers: what games and scripts may match.
void TestMessages::theOtherMessagesSayWhatTheyAlwaysSaid() {
    QCOMPARE(extensionWarning(Variant::GB64, "dir/Board.GB32")->message,
             std::string(R"(the file name ends in ".gb32" but the header says GB64 (".gb64"))"));

    Board hex(Variant::GB64, 5, 3);
    hex.setHeader(*hex.layout().headerField("hex"), 1);
    hex.setHeader(*hex.layout().headerField("wrap"), 1);
    const FieldSpec& boundary = *hex.field(keys::boundary);
    const FieldSpec& link = *hex.field(keys::link);
    for (TileIndex t = 0; t < hex.tileCount(); ++t)
        hex.setTileRaw(t, boundary.write(0, 3));
    hex.setTileRaw(hex.indexOf(2, 1), link.write(hex.tile(hex.indexOf(2, 1)), 1));
    std::vector<std::string> found;
    for (const Warning& w : findWarnings(hex))
        found.push_back(w.message);
    QCOMPARE(found.size(), std::size_t(2));
    QCOMPARE(found[0], std::string("width wrap on a hex board needs an even width; with width 5 "
                                   "the seam is not joined"));
    QCOMPARE(found[1], std::string("1 tile (first at x 2, y 1) has a link group while link groups "
                                   "are off (header `grouped` is 0)"));

    Board split(Variant::GB64, 5, 1);
    for (const int x : {0, 1, 3, 4})
        split.setTileRaw(split.indexOf(x, 0), boundary.write(0, 3));
    const std::vector<Warning> design = designWarnings(split);
    QCOMPARE(design.size(), std::size_t(1));
    QCOMPARE(design[0].message, std::string("2 tiles in bounds cannot be reached from the rest of "
                                            "the board (first at x 3, y 0)"));

    QCOMPARE(loadBoardFile("/nonexistent/x.gb64").error.message,
             std::string("cannot open /nonexistent/x.gb64: no such file"));
    QCOMPARE(loadBoardFile("/tmp").error.message,
             std::string("/tmp is a folder, not a board file"));

    QCOMPARE(validateFooterText(footerField("version"), "1")->english(),
             std::string("Board version (version) is a number, not text"));
    QCOMPARE(validateFooterText(footerField("boardCode"), "ABCDEF")->english(),
             std::string("Board code (boardCode) holds at most 5 characters, not 6"));
    QCOMPARE(validateFooterText(footerField("title"), "Price \u20ac")->english(),
             std::string("Title (title): \"\u20ac\" (U+20AC) is not a Latin-1 character"));
    const Board small(Variant::GB64, 2, 2);
    const auto fields = small.layout().tileFields(Variant::GB64);
    const auto why = [&](FieldOperation::Kind kind, const char* text) {
        return std::get<Message>(parseFieldOperation(kind, text, fields)).english();
    };
    using Kind = FieldOperation::Kind;
    QCOMPARE(why(Kind::Set, "height"), std::string("'height' is not KEY=VALUE"));
    QCOMPARE(why(Kind::Set, "height=9x"),
             std::string("'9x' is not a number (decimal or 0x hexadecimal) for height"));
    QCOMPARE(why(Kind::Add, "height=+"), std::string("'+' is not a signed number for height"));
    QCOMPARE(why(Kind::Set, "height=64"), std::string("64 does not fit height (0 to 63)"));
    QVERIFY(why(Kind::Set, "heigth=1")
                .starts_with("'heigth' is not a field of this board (its "
                             "fields: height, link, "));

    QCOMPARE(validateFooterText(footerField("title"), "\xff")->english(),
             std::string("Title (title): the text is not valid UTF-8"));
}

GBXX_TEST_GUILESS_MAIN(TestMessages);

} // namespace tst_messages

#include "tst_messages.moc"
