// The board view's mapping from the mouse to tiles on square and hex boards at several zooms, hex
// corners and edges included, and its zoom and pan behaviour.

#include "widgets/document/board_document.h"
#include "widgets/view/board_view.h"
#include "gui/gui_test_support.h"
#include "support/test_suite.h"

#include <QScrollBar>
#include <QTest>

namespace tst_board_view {

using namespace gbxx;

namespace {

Board makeBoard(int w, int l, bool hex) {
    Board board(Variant::GB16, w, l);
    board.setHeader(*board.layout().headerField("hex"), hex ? 1 : 0);
    return board;
}

} // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private slots:
    void mouseMapsToTiles_data();
    void mouseMapsToTiles();
    void zoomKeepsThePointUnderTheCursor();
    void fitToWindowShowsTheWholeBoard();
    void editRepaintsOnlyTheChangedTiles();
};

void TestBoardView::mouseMapsToTiles_data() {
    QTest::addColumn<bool>("hex");
    QTest::addColumn<double>("zoom");
    for (bool hex : {false, true})
        for (double zoom : {6.0, 32.0, 77.5})
            QTest::newRow(
                qPrintable(QStringLiteral("%1 at %2 px").arg(hex ? "hex" : "square").arg(zoom)))
                << hex << zoom;
}

void TestBoardView::mouseMapsToTiles() {
    QFETCH(bool, hex);
    QFETCH(double, zoom);
    BoardDocument document(makeBoard(9, 7, hex));
    BoardView view;
    view.resize(700, 500);
    view.setDocument(&document);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setZoom(zoom);
    const Geometry& g = view.geometry();
    // Scroll a little so the mapping is tested with an offset too.
    view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->maximum() / 3);
    for (int y = 0; y < 7; ++y) {
        for (int x = 0; x < 9; ++x) {
            const QPointF c = view.tileCentre(x, y);
            if (!view.viewport()->rect().contains(c.toPoint()))
                continue;
            const TileIndex expected = g.indexOf(x, y);
            QCOMPARE(view.tileAt(c), std::optional<TileIndex>(expected));
            // Just inside every corner: 0.75 pixels (or 3% of the tile) towards the centre.
            for (int i = 0; i < g.cornerCount(); ++i) {
                const Point k = g.corner(x, y, i);
                const QPointF corner =
                    view.tileCentre(x, y) +
                    (QPointF(k.x, k.y) - QPointF(g.centre(x, y).x, g.centre(x, y).y)) * zoom;
                const QPointF towards = c - corner;
                const double step =
                    std::max(0.75, 0.03 * zoom) / std::hypot(towards.x(), towards.y());
                QCOMPARE(view.tileAt(corner + towards * step), std::optional<TileIndex>(expected));
            }
        }
    }
}

void TestBoardView::zoomKeepsThePointUnderTheCursor() {
    BoardDocument document(makeBoard(60, 40, true));
    BoardView view;
    view.resize(600, 400);
    view.setDocument(&document);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setZoom(20);
    const QPointF cursor(410, 170);
    const auto before = view.tileAt(cursor);
    QVERIFY(before.has_value());
    const QPointF offsetInTile =
        cursor - view.tileCentre(static_cast<int>(*before) % 60, static_cast<int>(*before) / 60);
    view.setZoom(40, cursor);
    QCOMPARE(view.tileAt(cursor), before);
    const QPointF offsetAfter =
        cursor - view.tileCentre(static_cast<int>(*before) % 60, static_cast<int>(*before) / 60);
    QVERIFY(std::abs(offsetAfter.x() - 2 * offsetInTile.x()) <= 1.0);
    QVERIFY(std::abs(offsetAfter.y() - 2 * offsetInTile.y()) <= 1.0);
}

void TestBoardView::fitToWindowShowsTheWholeBoard() {
    BoardDocument document(makeBoard(255, 255, false));
    BoardView view;
    view.resize(800, 600);
    view.setDocument(&document);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.fitToWindow();
    const QRect vp = view.viewport()->rect();
    QVERIFY(vp.contains(view.tileRect(0, 0).toAlignedRect()));
    QVERIFY(vp.contains(view.tileRect(254, 254).toAlignedRect()));
    QCOMPARE(view.horizontalScrollBar()->maximum(), 0);
}

void TestBoardView::editRepaintsOnlyTheChangedTiles() {
    // The view asks to repaint the changed tiles' area only: a one-tile change is a small region.
    BoardDocument document(makeBoard(40, 40, true));
    BoardView view;
    view.resize(800, 600);
    view.setDocument(&document);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setZoom(30);
    view.centreOn(5, 5); // a new document is shown fitted; zoomed in, the tile is scrolled to
    gbxx::test::PaintSpy spy;
    view.viewport()->installEventFilter(&spy);
    QCoreApplication::processEvents();
    spy.region = QRegion();
    const std::vector<TileIndex> one{document.board().indexOf(5, 5)};
    document.pushEdit(QStringLiteral("Paint"),
                      document.board().planField(*document.board().field(keys::boundary), 3, one));
    QCoreApplication::processEvents();
    QVERIFY(!spy.region.isEmpty());
    const QRect painted = spy.region.boundingRect();
    QVERIFY2(painted.width() < 3 * 30 && painted.height() < 3 * 30,
             qPrintable(QStringLiteral("%1x%2").arg(painted.width()).arg(painted.height())));
    QVERIFY(painted.contains(view.tileCentre(5, 5).toPoint()));
}

GBXX_TEST_MAIN(TestBoardView);

} // namespace tst_board_view
#include "tst_board_view.moc"
