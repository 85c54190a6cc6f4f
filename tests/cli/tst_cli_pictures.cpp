// `gbxx render` and `gbxx analyze`: pictures drawn by the editor's renderer (PNG and SVG, panels,
// legends) and the balance report, from the real binary.

#include "cli/gbxx_run.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include "gbxx/codec.h"
#include "gbxx/geometry.h"
#include "render/layer_style.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QtMath>

namespace tst_cli_pictures {

using namespace gbxx;
using namespace gbxx::test;

class TestCliPictures : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void renderDrawsTheLayerAsTheEditorDoes();
    void renderWritesSvgPanelsAndLegends();
    void analyzeReportsBalanceAsTextAndJson();

private:
    VectorSet vectors_;
    QTemporaryDir dir_;
};

void TestCliPictures::initTestCase() {
    QVERIFY2(vectors_.isValid(), qPrintable(vectors_.root()));
    QVERIFY(dir_.isValid());
}

void TestCliPictures::renderDrawsTheLayerAsTheEditorDoes() {
    const VectorBoard* square = nullptr;
    for (const VectorBoard& b : vectors_.boards())
        if (b.name.contains(QLatin1String("16x16_random")) && b.variant == 64)
            square = &b;
    QVERIFY(square);
    const QString out = dir_.filePath(QStringLiteral("render.png"));
    Run run = runGbxx({QStringLiteral("render"), vectors_.path(square->file), out,
                       QStringLiteral("--tile-size"), QStringLiteral("10")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QImage image(out);
    const ReadResult read = readBoard(asSpan(readFileBytes(vectors_.path(square->file))));
    QVERIFY(read);
    const Geometry geometry(*read.board);
    const Point extent = geometry.extent();
    QCOMPARE(image.size(), QSize(qCeil(extent.x * 10), qCeil(extent.y * 10)));
    const FieldSpec& boundary = *read.board->field("boundary");
    const LayerStyle style(boundary, HeightMode::Value);
    for (TileIndex t : {TileIndex{0}, TileIndex{17}, TileIndex{200}}) {
        const Point c = geometry.centre(read.board->xOf(t), read.board->yOf(t));
        QCOMPARE(QColor(image.pixel(int(c.x * 10), int(c.y * 10))),
                 style.fill(read.board->get(t, boundary)));
    }
    run = runGbxx({QStringLiteral("render"), vectors_.path(square->file), out,
                   QStringLiteral("--size"), QStringLiteral("100")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(std::max(QImage(out).width(), QImage(out).height()), 100); // the longer side
    run = runGbxx({QStringLiteral("render"), vectors_.path(square->file), out,
                   QStringLiteral("--layer"), QStringLiteral("zoneOwners")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains("homeZones")); // names the layers the board has
    run = runGbxx({QStringLiteral("render"), vectors_.path(square->file), out,
                   QStringLiteral("--size"), QStringLiteral("100"), QStringLiteral("--tile-size"),
                   QStringLiteral("4")});
    QCOMPARE(run.exitCode, 2);
}

void TestCliPictures::renderWritesSvgPanelsAndLegends() {
    const QString sample = QStringLiteral(GBXX_SAMPLE_BOARD);
    const QString svg = dir_.filePath(QStringLiteral("render.svg"));
    Run run = runGbxx({QStringLiteral("render"), sample, svg, QStringLiteral("--layer"),
                       QStringLiteral("height,boundary"), QStringLiteral("--legend")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.startsWith("<?xml"));
    QVERIFY(text.contains("<title>Ring of Isles</title>"));
    QVERIFY(text.contains("Height (height)"));
    QVERIFY(text.contains("Boundary (boundary)"));
    QVERIFY(text.contains("not on board")); // the boundary legend
    QVERIFY(!text.contains("<image"));      // shapes, not a bitmap

    // PNG: one panel per --layer (repeated or comma-separated), wider with each.
    const QString png = dir_.filePath(QStringLiteral("render.png"));
    run = runGbxx({QStringLiteral("render"), sample, png, QStringLiteral("--tile-size"),
                   QStringLiteral("8")});
    QCOMPARE(run.exitCode, 0);
    const QSize one = QImage(png).size();
    run = runGbxx({QStringLiteral("render"), sample, png, QStringLiteral("--tile-size"),
                   QStringLiteral("8"), QStringLiteral("--layer"), QStringLiteral("height"),
                   QStringLiteral("--layer"), QStringLiteral("link")});
    QCOMPARE(run.exitCode, 0);
    const QSize two = QImage(png).size();
    QCOMPARE(two.width(), 12 + 2 * (one.width() + 12));
    run = runGbxx({QStringLiteral("render"), sample, png, QStringLiteral("--tile-size"),
                   QStringLiteral("8"), QStringLiteral("--legend")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QImage(png).height() > one.height() + 60); // title and four legend rows
    // An unknown layer among several writes nothing.
    QFile::remove(png);
    run = runGbxx({QStringLiteral("render"), sample, png, QStringLiteral("--layer"),
                   QStringLiteral("height,nonsense")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.err.contains("'nonsense'"));
    QVERIFY(!QFile::exists(png));
}

void TestCliPictures::analyzeReportsBalanceAsTextAndJson() {
    const QString sample = QStringLiteral(GBXX_SAMPLE_BOARD);
    Run run = runGbxx({QStringLiteral("analyze"), sample, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    const QJsonArray owners = report.value(QStringLiteral("owners")).toArray();
    QVERIFY(owners.size() >= 2);
    const QJsonObject p1 = owners.at(0).toObject();
    QCOMPARE(p1.value(QStringLiteral("owner")).toString(), QStringLiteral("player 1"));
    QCOMPARE(p1.value(QStringLiteral("home")).toInt(), 3);
    QCOMPARE(p1.value(QStringLiteral("end")).toInt(), 2);
    QCOMPARE(p1.value(QStringLiteral("homeToEnd")).toInt(), 7);
    run = runGbxx({QStringLiteral("analyze"), sample});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("player 2"));
    QVERIFY(!run.out.contains("differs")); // players 1 and 2 are built alike
}

GBXX_TEST_MAIN(TestCliPictures);

} // namespace tst_cli_pictures
#include "tst_cli_pictures.moc"
