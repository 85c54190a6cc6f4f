// The dump object (CLI-CONTRACT `dump`) of every shared vector board in its layout (today's and
// the older ones of section L), compared as parsed JSON.

#include "gbxx/codec.h"
#include "gbxx/dump_json.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

namespace tst_dump {

using namespace gbxx;
using namespace gbxx::test;

class TestDump : public QObject {
    Q_OBJECT

private slots:
    void dumpMatchesTheExpectedObject_data();
    void dumpMatchesTheExpectedObject();
    void contractExampleHasTheContractsKeys();
    void textIsEscapedAsJson();
};

void TestDump::dumpMatchesTheExpectedObject_data() {
    QTest::addColumn<VectorBoard>("board");
    for (const VectorSet& set : allVectorSets()) {
        QVERIFY2(set.isValid(), qPrintable(set.root()));
        for (const VectorBoard& b : set.boards())
            QTest::newRow(qPrintable(b.name)) << b;
    }
}

// With an older layout the header and tile keys are that layout's own (L1, L2, L5).
void TestDump::dumpMatchesTheExpectedObject() {
    QFETCH(VectorBoard, board);
    const Layout* layout = layoutNamed(board.layout);
    QVERIFY(layout);
    const ReadResult read = readBoard(asSpan(readFileBytes(board.path(board.file))), *layout);
    QVERIFY(read);
    QJsonParseError error{};
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray::fromStdString(dumpJson(*read.board)), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QJsonObject got = doc.object();
    QCOMPARE(got.take(QStringLiteral("layout")).toString(), board.layout); // an added key
    const QJsonObject expected = readJsonObject(board.path(board.dump));
    QVERIFY(!expected.isEmpty());
    // Field by field first, for a readable failure; then the whole object.
    for (const QString& key : expected.keys())
        if (key != QLatin1String("tiles"))
            QCOMPARE(got.value(key), expected.value(key));
    const QJsonArray gotTiles = got.value(QStringLiteral("tiles")).toArray();
    const QJsonArray expectedTiles = expected.value(QStringLiteral("tiles")).toArray();
    QCOMPARE(gotTiles.size(), expectedTiles.size());
    for (qsizetype i = 0; i < gotTiles.size(); ++i)
        if (gotTiles.at(i) != expectedTiles.at(i))
            QFAIL(qPrintable(
                QStringLiteral("tile %1: %2 expected %3")
                    .arg(i)
                    .arg(QString::fromUtf8(QJsonDocument(gotTiles.at(i).toObject()).toJson()))
                    .arg(QString::fromUtf8(
                        QJsonDocument(expectedTiles.at(i).toObject()).toJson()))));
    QCOMPARE(got, expected);
}

void TestDump::contractExampleHasTheContractsKeys() {
    Board board(Variant::GB16, 1, 1);
    const QJsonObject o =
        QJsonDocument::fromJson(QByteArray::fromStdString(dumpJson(board))).object();
    QCOMPARE(o.value(QStringLiteral("variant")).toInt(), 16);
    const QStringList headerKeys = o.value(QStringLiteral("header")).toObject().keys();
    QCOMPARE(headerKeys.size(), 7);
    for (const char* key :
         {"routing", "heightMode", "grouped", "hex", "wrap", "occupancy", "reserved"})
        QVERIFY2(headerKeys.contains(QLatin1String(key)), key);
    const QJsonObject tile = o.value(QStringLiteral("tiles")).toArray().at(0).toObject();
    QCOMPARE(tile.keys().size(), 6);
    QCOMPARE(o.value(QStringLiteral("footer")).toObject().value(QStringLiteral("editorId")),
             QJsonValue(QStringLiteral("GX")));
}

void TestDump::textIsEscapedAsJson() {
    Board board(Variant::GB08, 1, 1);
    std::array<std::uint8_t, kFooterBytes> raw{};
    const char title[] = "a\"b\\c\x01\xe9\x7f";
    std::copy(title, title + sizeof title - 1, raw.begin() + 8);
    board.footer() = Footer(raw);
    const std::string json = dumpJson(board);
    QVERIFY(json.find(R"("title": "a\"b\\c\u0001\u00e9\u007f")") != std::string::npos);
    const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
    QCOMPARE(o.value(QStringLiteral("footer")).toObject().value(QStringLiteral("title")).toString(),
             QString::fromUtf8("a\"b\\c\x01\xc3\xa9\x7f"));
}

GBXX_TEST_GUILESS_MAIN(TestDump);

} // namespace tst_dump
#include "tst_dump.moc"
