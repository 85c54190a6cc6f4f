// Board pictures (File ▸ Export Image…, `gbxx render`) and thumbnails: sizes, the colour of every
// tile against the layer's style, SVG drawing the same board as PNG, legends and panels.

#include "gbxx/board_templates.h"
#include "gbxx/codec.h"
#include "gbxx/geometry.h"
#include "render/board_picture.h"
#include "render/board_print.h"
#include "render/board_thumbnail.h"
#include "render/layer_style.h"
#include "render/tile_colours.h"
#include "support/test_suite.h"
#include "support/vector_set.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

namespace tst_board_picture {

using namespace gbxx;
using namespace gbxx::test;

namespace {

QImage pngOf(const BoardPicture& picture) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (const auto failure = picture.write(buffer, PictureFormat::Png))
        qFatal("%s", qPrintable(*failure));
    return QImage::fromData(buffer.data(), "PNG");
}

QByteArray svgOf(const BoardPicture& picture) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (const auto failure = picture.write(buffer, PictureFormat::Svg))
        qFatal("%s", qPrintable(*failure));
    return buffer.data();
}

// Every tile's centre in a picture of one panel at `origin` shows the colour the view gives the
// tile on that layer (its value's fill over the dimmed outline).
void compareTileColours(const QImage& image, const Board& board, const FieldSpec& field,
                        double tileSize, QPointF origin = {}) {
    const Geometry geometry(board);
    RenderOptions view;
    view.field = &field;
    TileColours colours;
    colours.rebuild(board, view);
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        const Point c = geometry.centre(board.xOf(t), board.yOf(t));
        const QPoint at(int(origin.x() + c.x * tileSize), int(origin.y() + c.y * tileSize));
        const QColor expected = QColor::fromRgb(colours.colour(t));
        const QColor actual = image.pixelColor(at);
        if (std::abs(actual.red() - expected.red()) > 2 ||
            std::abs(actual.green() - expected.green()) > 2 ||
            std::abs(actual.blue() - expected.blue()) > 2)
            QFAIL(qPrintable(QStringLiteral("tile %1: %2 instead of %3")
                                 .arg(t)
                                 .arg(actual.name(), expected.name())));
    }
}

} // namespace

class TestBoardPicture : public QObject {
    Q_OBJECT

private slots:
    void oneLayerIsTheBoardEdgeToEdge();
    void svgDrawsTheSameTilesAsPng_data();
    void svgDrawsTheSameTilesAsPng();
    void legendShowsEveryValueWithItsColour();
    void severalLayersAreSeveralPanels();
    void formatFollowsTheExtension();
    void thumbnailShowsTheMostUsedLayerCentred();
    void svgIsWellFormedXmlForEveryBoard();
    void aPrintSplitsTheBoardOverPagesAtTheTileSize();
};

void TestBoardPicture::oneLayerIsTheBoardEdgeToEdge() {
    const Board board = findBoardTemplate("hex")->build();
    PictureOptions options;
    options.layers = {board.field("endZones")};
    options.tileSize = 20;
    options.grid = false;
    const BoardPicture picture(board, options);
    const Point extent = Geometry(board).extent();
    QCOMPARE(picture.size(), QSize(int(std::ceil(extent.x * 20)), int(std::ceil(extent.y * 20))));
    const QImage image = pngOf(picture);
    QCOMPARE(image.size(), picture.size());
    compareTileColours(image, board, *board.field("endZones"), 20);
}

void TestBoardPicture::svgDrawsTheSameTilesAsPng_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("layer");
    QTest::newRow("square chess homeZones") << "chess"
                                            << "homeZones";
    QTest::newRow("hex star custom") << "star"
                                     << "custom";
    QTest::newRow("square world height") << "wrapped-world"
                                         << "height";
}

void TestBoardPicture::svgDrawsTheSameTilesAsPng() {
    QFETCH(QString, key);
    QFETCH(QString, layer);
    const Board board = findBoardTemplate(key.toStdString())->build();
    PictureOptions options;
    options.layers = {board.field(layer.toStdString())};
    options.tileSize = 24;
    const BoardPicture picture(board, options);
    const QByteArray svg = svgOf(picture);
    QVERIFY(svg.startsWith("<?xml"));
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("<title>" +
                         QByteArray::fromStdString(board.footer().text(footerField("title"))) +
                         "</title>"));
    QVERIFY2(!svg.contains("<image"), "a vector picture has no embedded bitmap");
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QImage drawn(picture.size(), QImage::Format_ARGB32_Premultiplied);
    drawn.fill(Qt::transparent);
    {
        QPainter painter(&drawn);
        renderer.render(&painter);
    }
    compareTileColours(drawn, board, *options.layers.front(), 24);
    compareTileColours(pngOf(picture), board, *options.layers.front(), 24);
}

void TestBoardPicture::legendShowsEveryValueWithItsColour() {
    const Board board = findBoardTemplate("snakes-and-ladders")->build();
    const FieldSpec& boundary = *board.field("boundary");
    PictureOptions plain;
    plain.layers = {&boundary};
    PictureOptions withLegend = plain;
    withLegend.legend = true;
    const BoardPicture a(board, plain);
    const BoardPicture b(board, withLegend);
    QVERIFY(b.size().height() > a.size().height() + 4 * 12); // four entries at least a row each
    const QImage image = pngOf(b);
    // Each legend entry's colour appears below the board, where only the legend is.
    const Point extent = Geometry(board).extent();
    const int boardBottom = int(std::ceil(extent.y * withLegend.tileSize)) + 30;
    const QImage legend = image.copy(0, boardBottom, image.width(), image.height() - boardBottom);
    for (const LegendEntry& entry : LayerStyle(boundary, HeightMode::Value).legend()) {
        bool found = false;
        for (int y = 0; y < legend.height() && !found; ++y)
            for (int x = 0; x < legend.width() && !found; ++x)
                found = legend.pixelColor(x, y) == entry.color;
        QVERIFY2(found, qPrintable(entry.label));
    }
    const QByteArray svg = svgOf(b);
    QVERIFY(svg.contains("Boundary (boundary)"));
    QVERIFY(svg.contains("trap/hazard"));
    QVERIFY(svg.contains("in bounds"));
}

void TestBoardPicture::severalLayersAreSeveralPanels() {
    const Board board = findBoardTemplate("chess")->build();
    PictureOptions options;
    options.layers = {board.field("homeZones"), board.field("endZones"), board.field("custom")};
    options.tileSize = 10;
    options.grid = false;
    const BoardPicture picture(board, options);
    // Three panels of 80 pixels side by side, 12-pixel margins, a title row above.
    QCOMPARE(picture.size().width(), 12 + 3 * (80 + 12));
    QVERIFY(picture.size().height() > 80 + 24);
    const QImage image = pngOf(picture);
    const int top = picture.size().height() - 12 - 80;
    for (int k = 0; k < 3; ++k)
        compareTileColours(image, board, *options.layers[std::size_t(k)], 10,
                           QPointF(12 + k * 92, top));
}

void TestBoardPicture::formatFollowsTheExtension() {
    QCOMPARE(pictureFormatFor(QStringLiteral("a/b.svg")), PictureFormat::Svg);
    QCOMPARE(pictureFormatFor(QStringLiteral("B.SVG")), PictureFormat::Svg);
    QCOMPARE(pictureFormatFor(QStringLiteral("b.png")), PictureFormat::Png);
    QCOMPARE(pictureFormatFor(QStringLiteral("b")), PictureFormat::Png);
}

void TestBoardPicture::thumbnailShowsTheMostUsedLayerCentred() {
    const Board board = findBoardTemplate("reversi")->build();
    const QImage thumbnail = boardThumbnail(board, 96);
    QCOMPARE(thumbnail.size(), QSize(96, 96));
    // Reversi uses home zones only (beside the outline): the four starting squares show.
    RenderOptions view;
    view.field = board.field("homeZones");
    TileColours colours;
    colours.rebuild(board, view);
    const auto at = [&](int x, int y) {
        return QColor::fromRgb(colours.colour(board.indexOf(x, y)));
    };
    QCOMPARE(thumbnail.pixelColor(3 * 12 + 6, 4 * 12 + 6), at(3, 4)); // player 1
    QCOMPARE(thumbnail.pixelColor(3 * 12 + 6, 3 * 12 + 6), at(3, 3)); // player 2
    QVERIFY(at(3, 4) != at(3, 3));
    QVERIFY(thumbnail.pixelColor(6, 6) != at(3, 4)); // a square without a home zone
    // A wide board is centred with transparent bands above and below.
    const QImage wide = boardThumbnail(findBoardTemplate("wrapped-world")->build(), 96);
    QCOMPARE(wide.pixelColor(48, 2).alpha(), 0);
    QCOMPARE(wide.pixelColor(48, 48).alpha(), 255);
}

// XML 1.0 allows no C0 control but tab, newline and carriage return, even as a reference; a footer
// may hold any of them. Every vector board of every set, with every layer, plus one whose title is
// every control character, must give an SVG an XML parser reads to the end.
void TestBoardPicture::svgIsWellFormedXmlForEveryBoard() {
    std::vector<Board> boards;
    for (const VectorSet& set : allVectorSets())
        for (const VectorBoard& v : set.boards()) {
            ReadResult read =
                readBoard(asSpan(readFileBytes(v.path(v.file))), *layoutNamed(v.layout));
            QVERIFY(read);
            boards.push_back(std::move(*read.board));
        }
    Board hostile(Variant::GB08, 3, 2);
    std::string controls;
    for (char c = 1; c < 0x20; ++c)
        controls += c;
    hostile.footer().setText(footerField("title"), controls + "<&>\"'");
    boards.push_back(hostile);
    int checked = 0;
    for (const Board& board : boards) {
        PictureOptions options;
        options.layers = {&board.fields().front(), &board.fields().back()};
        options.legend = true;
        options.tileSize = 2;
        QXmlStreamReader xml(svgOf(BoardPicture(board, options)));
        while (!xml.atEnd())
            xml.readNext();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        ++checked;
    }
    QVERIFY(checked > 100);
}

// The printable PDF: pages across and down from the tile size and the paper's printable area, a
// set per layer after the title page, each page a real PDF page.
void TestBoardPicture::aPrintSplitsTheBoardOverPagesAtTheTileSize() {
    const Board board(Variant::GB64, 40, 30);
    PrintOptions options;
    options.layers = {board.field("boundary"), board.field("height")};
    options.tileMillimetres = 25;
    options.marginMillimetres = 10;
    options.pageSize = QPageSize(QPageSize::A4); // 190 × 277 mm printable
    const BoardPrint print(board, options);
    QCOMPARE(print.pagesAcross(), 6); // 1000 mm of board over 190 mm
    QCOMPARE(print.pagesDown(), 3);   // 750 mm over 277 mm
    QCOMPARE(print.pageCount(), 1 + 2 * 18);
    QByteArray pdf;
    QBuffer buffer(&pdf);
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QCOMPARE(print.write(buffer), std::nullopt);
    QVERIFY(pdf.startsWith("%PDF-"));
    const QRegularExpression page(QStringLiteral("/Type\\s*/Page[^s]"));
    QCOMPARE(QString::fromLatin1(pdf).count(page), print.pageCount());
    // Landscape and a larger tile.
    options.orientation = QPageLayout::Landscape;
    options.tileMillimetres = 50;
    options.layers = {board.field("boundary")};
    const BoardPrint landscape(board, options);
    QCOMPARE(landscape.pagesAcross(), 8); // 2000 mm over 277 mm
    QCOMPARE(landscape.pagesDown(), 8);   // 1500 mm over 190 mm
    // A board that fits one page: the title page and one page of board.
    const Board small(Variant::GB08, 5, 5);
    options.tileMillimetres = 20;
    options.orientation = QPageLayout::Portrait;
    options.layers = {small.field("boundary")};
    QCOMPARE(BoardPrint(small, options).pageCount(), 2);
}

GBXX_TEST_GUI_MAIN(TestBoardPicture);

} // namespace tst_board_picture
#include "tst_board_picture.moc"
