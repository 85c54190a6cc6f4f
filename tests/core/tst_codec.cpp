// Reading and writing (spec S1-S3, H1-H5, B1-B2, F4, R1) against the shared vectors and random
// boards.

#include "gbxx/codec.h"
#include "gbxx/file_io.h"
#include "support/random_board.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QTemporaryDir>
#include <QTest>

namespace tst_codec {

using namespace gbxx;
using namespace gbxx::test;

class TestCodec : public QObject {
    Q_OBJECT

private slots:
    void vectorBoardsRoundTripByteForByte_data();
    void vectorBoardsRoundTripByteForByte();
    void corruptFilesAreRefusedWithTheirRule_data();
    void corruptFilesAreRefusedWithTheirRule();
    void randomBoardsOfEveryVariantRoundTrip();
    void tilesAreLittleEndianInBodyOrder();
    void sizeErrorNamesBothSizes();
    void checksFollowTheOrderOfS3();
    void emptyBoardIsAllZeroWithTheEditorSymbol();
    void oversizedFileIsRefusedFromItsHeader();
    void folderIsRefused();
};

void TestCodec::vectorBoardsRoundTripByteForByte_data() {
    QTest::addColumn<VectorBoard>("board");
    for (const VectorSet& set : allVectorSets()) {
        QVERIFY2(set.isValid(), qPrintable(set.root()));
        for (const VectorBoard& b : set.boards())
            QTest::newRow(qPrintable(b.name)) << b;
    }
}

// R1 in every layout: a board read in its own layout writes back the identical bytes.
void TestCodec::vectorBoardsRoundTripByteForByte() {
    QFETCH(VectorBoard, board);
    const Layout* layout = layoutNamed(board.layout);
    QVERIFY(layout);
    const QByteArray bytes = readFileBytes(board.path(board.file));
    QVERIFY(!bytes.isEmpty());
    const ReadResult read = readBoard(asSpan(bytes), *layout);
    QVERIFY2(read, read.error.message.c_str());
    QCOMPARE(&read.board->layout(), layout);
    QCOMPARE(static_cast<int>(read.board->variant()), board.variant);
    QCOMPARE(read.board->width(), board.width);
    QCOMPARE(read.board->length(), board.length);
    QCOMPARE(read.board->headerBits() & 0xFF, board.headerByte6);
    if (board.headerByte7 >= 0)
        QCOMPARE(read.board->headerBits() >> 8, board.headerByte7);
    QCOMPARE(asBytes(writeBoard(*read.board)), bytes); // R1
}

void TestCodec::corruptFilesAreRefusedWithTheirRule_data() {
    QTest::addColumn<CorruptFile>("file");
    for (const VectorSet& set : allVectorSets())
        for (const CorruptFile& c : set.corrupt())
            QTest::newRow(qPrintable(c.layout + QLatin1Char(' ') + c.file)) << c;
}

// S3's checks do not depend on the layout (section L: sizes and header bytes 0-5 are as today).
void TestCodec::corruptFilesAreRefusedWithTheirRule() {
    QFETCH(CorruptFile, file);
    const Layout* layout = layoutNamed(file.layout);
    QVERIFY(layout);
    const QByteArray bytes = readFileBytes(file.path());
    const ReadResult read = readBoard(asSpan(bytes), *layout);
    QVERIFY(!read);
    QCOMPARE(QString::fromStdString(read.error.rule), file.rule);
    QVERIFY(!read.error.message.empty());
    QVERIFY(read.error.message.find('\n') == std::string::npos);
}

// R1 in every layout (section L included).
void TestCodec::randomBoardsOfEveryVariantRoundTrip() {
    for (const Layout* layout : allLayouts()) {
        for (Variant v : kAllVariants) {
            for (std::uint64_t seed = 1; seed <= 200; ++seed) {
                const Board board = randomBoard(v, seed * 7919 + bitsOf(v), 40, *layout);
                const std::vector<std::uint8_t> bytes = writeBoard(board);
                QCOMPARE(bytes.size(), fileSizeFor(v, board.width(), board.length()));
                const ReadResult read = readBoard(bytes, *layout);
                QVERIFY(read);
                QVERIFY(*read.board == board);
                QCOMPARE(writeBoard(*read.board), bytes);
            }
        }
    }
}

void TestCodec::tilesAreLittleEndianInBodyOrder() {
    Board board(Variant::GB32, 3, 2);
    board.setTileRaw(board.indexOf(2, 1), 0x11223344); // B1: index y·W + x = 5
    const auto bytes = writeBoard(board);
    const std::size_t at = kHeaderBytes + 5 * 4;
    QCOMPARE(bytes[at], std::uint8_t{0x44}); // B2: tile byte 0 holds bits 0-7
    QCOMPARE(bytes[at + 3], std::uint8_t{0x11});
    QCOMPARE(bytes[2], std::uint8_t{'3'});
    QCOMPARE(bytes[3], std::uint8_t{'2'});
}

void TestCodec::sizeErrorNamesBothSizes() {
    // The spec's own example (S1): a 10×10 GB16 header in a 300-byte file.
    std::vector<std::uint8_t> bytes(300, 0);
    const std::uint8_t header[] = {'G', 'B', '1', '6', 10, 10, 0, 0};
    std::copy(std::begin(header), std::end(header), bytes.begin());
    const ReadResult read = readBoard(bytes);
    QVERIFY(!read);
    QCOMPARE(read.error.rule, std::string("S1"));
    QCOMPARE(read.error.message, std::string("file is 300 bytes; a 10×10 GB16 board needs 336"));
}

void TestCodec::checksFollowTheOrderOfS3() {
    const std::uint8_t bad[] = {'G', 'X'};
    QCOMPARE(checkFileStart(bad, 2)->rule, std::string("H1")); // H1 before the length
    const std::uint8_t g[] = {'G'};
    QCOMPARE(checkFileStart(g, 1)->rule, std::string("S1")); // short, but what is there is right
    const std::uint8_t badDigits[] = {'G', 'B', '6', '5', 0, 0, 0, 0};
    QCOMPARE(checkFileStart(badDigits, 8)->rule, std::string("H2")); // H2 before H3 and S1
    const std::uint8_t zeroWidth[] = {'G', 'B', '6', '4', 0, 3, 0, 0};
    QCOMPARE(checkFileStart(zeroWidth, 5)->rule, std::string("S1")); // only 5 bytes present
    QCOMPARE(checkFileStart(zeroWidth, 8)->rule, std::string("H3"));
    const std::uint8_t ok[] = {'G', 'B', '0', '8', 1, 1, 0xFF, 0xFF};
    QVERIFY(!checkFileStart(ok, 137));
    QCOMPARE(checkFileStart(ok, 144)->rule, std::string("S1"));
}

void TestCodec::emptyBoardIsAllZeroWithTheEditorSymbol() {
    const Board board(Variant::GB16, 4, 3);
    const auto bytes = writeBoard(board);
    QCOMPARE(bytes.size(), std::size_t{8 + 4 * 3 * 2 + 128});
    for (std::size_t k = 6; k < 8 + 24; ++k)
        QCOMPARE(bytes[k], std::uint8_t{0}); // B4, H5
    const std::size_t footer = 8 + 24;
    QCOMPARE(bytes[footer + 0], std::uint8_t{0}); // F5: version 0
    QCOMPARE(bytes[footer + 1], std::uint8_t{'G'});
    QCOMPARE(bytes[footer + 2], std::uint8_t{'X'});
    for (std::size_t k = footer + 3; k < bytes.size(); ++k)
        QCOMPARE(bytes[k], std::uint8_t{0});
}

void TestCodec::oversizedFileIsRefusedFromItsHeader() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.gb64"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray("GB64\xff\xff\0\0", 8));
    QVERIFY(file.resize(64 * 1024 * 1024)); // sparse: 64 MB, never read
    file.close();
    const ReadResult read = loadBoardFile(path.toStdString());
    QVERIFY(!read);
    QCOMPARE(read.error.rule, std::string("S1"));
    QVERIFY2(read.error.message.find("67,108,864 bytes") != std::string::npos,
             read.error.message.c_str());
}

void TestCodec::folderIsRefused() {
    QTemporaryDir dir;
    const ReadResult read = loadBoardFile(dir.path().toStdString());
    QVERIFY(!read);
    QVERIFY(read.error.message.find("folder") != std::string::npos);
}

GBXX_TEST_GUILESS_MAIN(TestCodec);

} // namespace tst_codec
#include "tst_codec.moc"
