// The board view's mapping from the mouse to tiles on square and hex boards at several zooms, hex
// corners and edges included, and its zoom and pan behaviour: in the window, zoom keys work while
// the board is fitted, and every newly opened board (or template) is fitted without scroll bars.

#include "gbxx/board_templates.h"
#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"
#include "widgets/document/board_document.h"
#include "widgets/view/board_view.h"

#include <QScrollBar>
#include <QSettings>
#include <QTest>

namespace tst_board_view {

using namespace gbxx;
using namespace gbxx::test;

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
    void initTestCase();
    void mouseMapsToTiles_data();
    void mouseMapsToTiles();
    void zoomKeepsThePointUnderTheCursor();
    void fitToWindowShowsTheWholeBoard();
    void editRepaintsOnlyTheChangedTiles();
    void zoomInWorksWhileTheBoardIsFitted();
    void everyNewlyOpenedBoardIsFitted();
    void ctrlEqualsZoomsIn();
    void fittedTemplateHasNoScrollBars();
};

void TestBoardView::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QSettings().clear();
}

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
    view.zoomable()->setScale(zoom);
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
    view.zoomable()->setScale(20);
    const QPointF cursor(410, 170);
    const auto before = view.tileAt(cursor);
    QVERIFY(before.has_value());
    const QPointF offsetInTile =
        cursor - view.tileCentre(static_cast<int>(*before) % 60, static_cast<int>(*before) / 60);
    view.zoomable()->setScale(40, cursor);
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
    view.zoomable()->fitToWindow();
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
    view.zoomable()->setScale(30);
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

// Found by a new user (issue 13): Zoom In did nothing while the view was fitted (scroll bars
// appearing re-fitted it).
void TestBoardView::zoomInWorksWhileTheBoardIsFitted() {
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    tabsOf(window)->setBoard(squareBoard(Variant::GB64, 12, 10), QString());
    QCoreApplication::processEvents();
    BoardView* view = window->view();
    const double fitted = view->zoomable()->scale();
    actionOf(window, QStringLiteral("actionZoomIn"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(view->zoomable()->scale(), fitted * 1.25);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Plus);
    QCoreApplication::processEvents();
    QCOMPARE(view->zoomable()->scale(), fitted * 1.25 * 1.25);
    QTest::keyClick(view, Qt::Key_Minus);
    QCoreApplication::processEvents();
    QCOMPARE(view->zoomable()->scale(), fitted * 1.25);
    // Fit again, and a window resize follows the fit again.
    actionOf(window, QStringLiteral("actionFit"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(view->zoomable()->scale(), fitted);
}

// Found by a new user (issue 13): a board opened after Close (or a template after another) kept the
// previous zoom.
void TestBoardView::everyNewlyOpenedBoardIsFitted() {
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    BoardView* view = window->view();
    const auto isFitted = [&] {
        QCoreApplication::processEvents();
        const double zoom = view->zoomable()->scale();
        view->zoomable()->fitToWindow();
        return qFuzzyCompare(zoom, view->zoomable()->scale());
    };
    tabsOf(window)->setBoard(squareBoard(Variant::GB64, 255, 255), QString());
    QVERIFY(isFitted());
    QVERIFY(filesOf(window)->closeBoard());
    tabsOf(window)->setBoard(squareBoard(Variant::GB64, 12, 10), QString());
    QVERIFY(isFitted());
    view->zoomable()->setScale(3);
    QVERIFY(filesOf(window)->openTemplate(QStringLiteral("go")));
    QVERIFY(isFitted());
    view->zoomable()->setScale(90);
    QVERIFY(filesOf(window)->closeBoard());
    QVERIFY(filesOf(window)->openTemplate(QStringLiteral("chess")));
    QVERIFY(isFitted());
}

// Found by a new user (issue 13 or after).
void TestBoardView::ctrlEqualsZoomsIn() {
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    tabsOf(window)->setBoard(squareBoard(Variant::GB64, 12, 10), QString());
    QCoreApplication::processEvents();
    BoardView* view = window->view();
    const double fitted = view->zoomable()->scale();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Equal, Qt::ControlModifier);
    QCoreApplication::processEvents();
    QCOMPARE(view->zoomable()->scale(), fitted * 1.25);
}

// Found by a new user (issue 13 or after).
void TestBoardView::fittedTemplateHasNoScrollBars() {
    ShownEditorWindow shown;
    MainWindow*& window = shown.window;
    for (const QSize size :
         {QSize(1280, 820), QSize(1024, 700), QSize(1400, 900), QSize(1111, 777)}) {
        window->resize(size);
        for (const BoardTemplate& t : boardTemplates()) {
            QVERIFY(filesOf(window)->closeBoard()); // from the start page, as a new user does
            QCoreApplication::processEvents();
            QVERIFY(filesOf(window)->openTemplate(
                QString::fromLatin1(t.key.data(), qsizetype(t.key.size()))));
            QCoreApplication::processEvents();
            const QString where =
                QStringLiteral("%1 at %2x%3")
                    .arg(QString::fromLatin1(t.key.data(), qsizetype(t.key.size())))
                    .arg(size.width())
                    .arg(size.height());
            QVERIFY2(!window->view()->horizontalScrollBar()->isVisible(), qPrintable(where));
            QVERIFY2(!window->view()->verticalScrollBar()->isVisible(), qPrintable(where));
        }
    }
}

GBXX_TEST_MAIN(TestBoardView);

} // namespace tst_board_view
#include "tst_board_view.moc"
