// Export Image and Export Printable PDF draw the board as the view shows it by default (issue 31):
// every visible field in its channel (a zone's hatching), link groups outlined, the labels and the
// grid, pixel for pixel what the view draws at the same scale; one panel (a set of pages) per field
// stays the option.

#include "widgets/export/board_export_dialog.h"
#include "widgets/view/board_view.h"
#include "widgets/window/main_window.h"
#include "widgets/support/gui_test_support.h"
#include "render/board_picture.h"
#include "render/board_print.h"
#include "support/test_suite.h"

#include <QBuffer>
#include <QComboBox>
#include <QListWidget>
#include <QPainter>
#include <QSettings>
#include <QTest>

namespace tst_export_as_shown {

using namespace gbxx;
using namespace gbxx::test;

namespace {

constexpr double kScale = 40; // pixels per tile, in the view and in the picture

// A hex board with zones (hatched in the view by default), out-of-bounds tiles and a link group.
Board zonedHexBoard() {
    Board board = hexBoard(8, 6);
    const FieldSpec& homes = *board.field("homeZones");
    const FieldSpec& boundary = *board.field("boundary");
    for (const auto& [x, y, bits] : {std::tuple{1, 1, 0b0001}, {2, 1, 0b0001}, {5, 4, 0b1010}}) {
        const TileIndex t = board.indexOf(x, y);
        board.setTileRaw(t, homes.write(board.tile(t), bits));
    }
    const TileIndex out = board.indexOf(6, 2);
    board.setTileRaw(out, boundary.write(board.tile(out), 1));
    // An active link group, which the view outlines with its anchor.
    const FieldSpec& link = *board.field("link");
    for (const auto& [x, y] : {std::pair{3, 3}, {4, 3}, {4, 4}}) {
        const TileIndex t = board.indexOf(x, y);
        board.setTileRaw(t, link.write(board.tile(t), 2));
    }
    board.setHeader(*board.layout().headerField("grouped"), 1);
    return board;
}

QImage paintedPicture(const BoardPicture& picture) {
    QImage image(picture.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    picture.paint(painter);
    return image;
}

PictureOptions asTheViewShows(const BoardView* view) {
    PictureOptions options;
    options.asShown = view->renderOptions();
    options.grid = view->renderOptions().grid;
    options.labels = view->renderOptions().labels.kind;
    options.tileSize = view->zoomable()->scale();
    return options;
}

} // namespace

class TestExportAsShown : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void anExportAsShownIsWhatTheViewDraws();
    void panelsStayOneFieldEachInItsColours();
    void theDialogsOfferTheViewFirstAndPanelsAsTheOption();
    void aPrintAsShownIsOneSetOfPages();

private:
    MainWindow* window_ = nullptr;
};

void TestExportAsShown::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-export-as-shown"));
    QSettings().clear();
}

void TestExportAsShown::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
    tabsOf(window_)->setBoard(zonedHexBoard(), QString());
    window_->view()->zoomable()->setScale(kScale);
    window_->view()->centreOn(4, 3);
    QCoreApplication::processEvents();
}

void TestExportAsShown::cleanup() {
    discardEditorWindow(window_);
    QSettings().clear();
}

void TestExportAsShown::anExportAsShownIsWhatTheViewDraws() {
    actionOf(window_, QStringLiteral("actionLabels-coordinates"))->trigger();
    BoardView* view = window_->view();
    QCoreApplication::processEvents();
    const QImage shown = view->viewport()->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    // Board point (0, 0) is at the picture's origin; in the view, where tile (0, 0)'s box says.
    // The picture is drawn as far off the pixel grid as the view's board is.
    const Box first = view->geometry().tileBox(0, 0);
    const QPointF o = view->tileRect(0, 0).topLeft() - QPointF(first.x, first.y) * kScale;
    const QPoint offset(static_cast<int>(std::floor(o.x())), static_cast<int>(std::floor(o.y())));
    const BoardPicture board(tabsOf(window_)->document()->board(), asTheViewShows(view));
    QImage picture(board.size() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied);
    picture.fill(Qt::transparent);
    {
        QPainter painter(&picture);
        painter.translate(o - QPointF(offset));
        board.paint(painter);
    }
    picture = picture.convertToFormat(QImage::Format_ARGB32);
    int compared = 0, differing = 0;
    for (int y = 0; y < picture.height(); ++y)
        for (int x = 0; x < picture.width(); ++x) {
            const QPoint at(x + offset.x(), y + offset.y());
            // Where the picture has a tile (it leaves the hexes' corners clear) within the view.
            if (qAlpha(picture.pixel(x, y)) != 255 || !shown.rect().contains(at))
                continue;
            ++compared;
            differing += picture.pixel(x, y) != shown.pixel(at);
        }
    QVERIFY2(compared > 8 * 6 * kScale * kScale / 2, qPrintable(QString::number(compared)));
    QVERIFY2(differing == 0,
             qPrintable(QStringLiteral("%1 of %2 pixels differ").arg(differing).arg(compared)));
}

void TestExportAsShown::panelsStayOneFieldEachInItsColours() {
    const Board& board = tabsOf(window_)->document()->board();
    const Geometry geometry(board);
    PictureOptions panel;
    panel.layers = {board.field("boundary")};
    panel.tileSize = kScale;
    const QImage plain = paintedPicture(BoardPicture(board, panel));
    PictureOptions composite = asTheViewShows(window_->view());
    composite.grid = true;
    const QImage shown = paintedPicture(BoardPicture(board, composite));
    QCOMPARE(shown.size(), plain.size());
    // A zone tile: hatched over its fill in the view's picture, the plain fill in the panel.
    const auto colours = [&](const QImage& image, int x, int y) {
        const Point c = geometry.centre(x, y);
        std::set<QRgb> seen;
        for (int dy = -8; dy <= 8; ++dy)
            for (int dx = -8; dx <= 8; ++dx)
                seen.insert(image.pixel(int(c.x * kScale) + dx, int(c.y * kScale) + dy));
        return seen.size();
    };
    QCOMPARE(colours(plain, 1, 1), std::size_t(1));
    QVERIFY(colours(shown, 1, 1) > 1);
    // A tile without zones looks alike in both.
    const Point c = geometry.centre(1, 4);
    QCOMPARE(shown.pixel(int(c.x * kScale), int(c.y * kScale)),
             plain.pixel(int(c.x * kScale), int(c.y * kScale)));
    // The options of the view's picture leave a panel picture as it was: one panel per layer.
    PictureOptions two = panel;
    two.layers.push_back(board.field("homeZones"));
    QVERIFY(BoardPicture(board, two).size().width() > 2 * plain.width());
}

void TestExportAsShown::theDialogsOfferTheViewFirstAndPanelsAsTheOption() {
    const Board& board = tabsOf(window_)->document()->board();
    const RenderOptions view = window_->view()->renderOptions();
    BoardExportDialog image(BoardExportDialog::Kind::Image, board, board.field("homeZones"),
                            nullptr, {}, view);
    QVERIFY(image.pictureOptions().asShown.has_value());
    QCOMPARE(image.pictureOptions().asShown->shown.size(), view.shown.size());
    QVERIFY(!image.layerList()->isEnabled());
    QVERIFY(!image.legendBox()->isEnabled());
    image.modeBox()->setCurrentIndex(1);
    QVERIFY(!image.pictureOptions().asShown);
    QVERIFY(image.layerList()->isEnabled());
    QCOMPARE(image.pictureOptions().layers,
             std::vector<const FieldSpec*>{board.field("homeZones")});
    // Without the view's look (a dialog on its own), panels as before.
    BoardExportDialog alone(BoardExportDialog::Kind::Image, board, board.field("homeZones"));
    QVERIFY(!alone.pictureOptions().asShown);
    QCOMPARE(alone.modeBox()->count(), 1);

    BoardExportDialog print(BoardExportDialog::Kind::Print, board, nullptr, nullptr, {}, view);
    QVERIFY(print.printOptions().asShown.has_value());
    print.modeBox()->setCurrentIndex(1);
    QVERIFY(!print.printOptions().asShown);
}

void TestExportAsShown::aPrintAsShownIsOneSetOfPages() {
    const Board& board = tabsOf(window_)->document()->board();
    PrintOptions options;
    options.layers = {board.field("boundary"), board.field("homeZones"), board.field("height")};
    options.tileMillimetres = 60;
    const BoardPrint panels(board, options);
    options.asShown = window_->view()->renderOptions();
    const BoardPrint shown(board, options);
    QCOMPARE(panels.pageCount(), 1 + 3 * panels.pagesAcross() * panels.pagesDown());
    QCOMPARE(shown.pageCount(), 1 + shown.pagesAcross() * shown.pagesDown());
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QVERIFY(!shown.write(buffer));
    QVERIFY(buffer.data().startsWith("%PDF"));
}

GBXX_TEST_MAIN(TestExportAsShown);

} // namespace tst_export_as_shown
#include "tst_export_as_shown.moc"
