// The view and painting defects a new user hit (issue 13 and after), each replayed as the user did
// it: zoom keys while fitted, the fit of each newly opened board, hex lines along the edge rows,
// the measure path after switching tools, link group outlines, and drags that start off the board
// or move faster than the events. The other defects are in tst_new_user_defects.cpp.

#include "gui/gui_test_support.h"
#include "support/test_suite.h"

#include "widgets/docks/layers_panel.h"
#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"
#include "render/layer_style.h"

#include "gbxx/board_templates.h"

#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

#include <set>

namespace tst_new_user_view_defects {

using namespace gbxx;
using namespace gbxx::test;

class TestNewUserViewDefects : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void zoomInWorksWhileTheBoardIsFitted();
    void everyNewlyOpenedBoardIsFitted();
    void ctrlEqualsZoomsIn();
    void fittedTemplateHasNoScrollBars();
    void hexLinesStayOnTheirRowAlongTheEdges();
    void measurePathEndsWithItsToolAndItsBoard();
    void linkGroupOutlinesUseTheirGroupsColour();
    void aDragStartedOffTheBoardPaintsOnceItGetsThere();
    void aFastHexDragPaintsWhereThePointerWent();

private:
    // Opens `board` with the Boundary layer chosen and value 2 ("trap/hazard") to paint; false
    // when the layer cannot be chosen.
    bool openToPaintBoundary(const Board& board);

    MainWindow* window_ = nullptr;
};

bool TestNewUserViewDefects::openToPaintBoundary(const Board& board) {
    tabsOf(window_)->setBoard(board, QString());
    if (!partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary")))
        return false;
    paintSettingsOf(window_)->value = 2;
    paintSettingsOf(window_)->notify();
    return true;
}

void TestNewUserViewDefects::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("new-user-view-defects"));
    QSettings().clear();
}

void TestNewUserViewDefects::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestNewUserViewDefects::cleanup() {
    discardEditorWindow(window_);
    QSettings().clear();
}

// Defect 4: Zoom In did nothing while the view was fitted (scroll bars appearing re-fitted it).
void TestNewUserViewDefects::zoomInWorksWhileTheBoardIsFitted() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 12, 10), QString());
    QCoreApplication::processEvents();
    BoardView* view = window_->view();
    const double fitted = view->zoom();
    actionOf(window_, QStringLiteral("actionZoomIn"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), fitted * 1.25);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Plus);
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), fitted * 1.25 * 1.25);
    QTest::keyClick(view, Qt::Key_Minus);
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), fitted * 1.25);
    // Fit again, and a window resize follows the fit again.
    actionOf(window_, QStringLiteral("actionFit"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), fitted);
}

// Defect 5: a board opened after Close (or a template after another) kept the previous zoom.
void TestNewUserViewDefects::everyNewlyOpenedBoardIsFitted() {
    BoardView* view = window_->view();
    const auto isFitted = [&] {
        QCoreApplication::processEvents();
        const double zoom = view->zoom();
        view->fitToWindow();
        return qFuzzyCompare(zoom, view->zoom());
    };
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 255, 255), QString());
    QVERIFY(isFitted());
    QVERIFY(filesOf(window_)->closeBoard());
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 12, 10), QString());
    QVERIFY(isFitted());
    view->setZoom(3);
    QVERIFY(filesOf(window_)->openTemplate(QStringLiteral("go")));
    QVERIFY(isFitted());
    view->setZoom(90);
    QVERIFY(filesOf(window_)->closeBoard());
    QVERIFY(filesOf(window_)->openTemplate(QStringLiteral("chess")));
    QVERIFY(isFitted());
}

void TestNewUserViewDefects::ctrlEqualsZoomsIn() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 12, 10), QString());
    QCoreApplication::processEvents();
    BoardView* view = window_->view();
    const double fitted = view->zoom();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Equal, Qt::ControlModifier);
    QCoreApplication::processEvents();
    QCOMPARE(view->zoom(), fitted * 1.25);
}

void TestNewUserViewDefects::fittedTemplateHasNoScrollBars() {
    for (const QSize size :
         {QSize(1280, 820), QSize(1024, 700), QSize(1400, 900), QSize(1111, 777)}) {
        window_->resize(size);
        for (const BoardTemplate& t : boardTemplates()) {
            QVERIFY(filesOf(window_)->closeBoard()); // from the start page, as a new user does
            QCoreApplication::processEvents();
            QVERIFY(filesOf(window_)->openTemplate(
                QString::fromLatin1(t.key.data(), qsizetype(t.key.size()))));
            QCoreApplication::processEvents();
            const QString where =
                QStringLiteral("%1 at %2x%3")
                    .arg(QString::fromLatin1(t.key.data(), qsizetype(t.key.size())))
                    .arg(size.width())
                    .arg(size.height());
            QVERIFY2(!window_->view()->horizontalScrollBar()->isVisible(), qPrintable(where));
            QVERIFY2(!window_->view()->verticalScrollBar()->isVisible(), qPrintable(where));
        }
    }
}

// Defect 6: the line tool skipped (2,7) on the bottom row of a 10×8 hex board and drew a V through
// (2,1) on the top row.
void TestNewUserViewDefects::hexLinesStayOnTheirRowAlongTheEdges() {
    for (const int width : {10, 9}) {
        const Board board = hexBoard(width, 8);
        for (const int row : {7, 0, 3}) {
            for (const auto& [from, to] :
                 std::vector<std::pair<int, int>>{{1, 3}, {0, 2}, {2, 6}}) {
                tabsOf(window_)->setBoard(board, QString());
                QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("custom")));
                paintSettingsOf(window_)->value = 7;
                paintSettingsOf(window_)->notify();
                partOf<ToolActions>(window_)->selectTool(QStringLiteral("line"));
                BoardView* view = window_->view();
                press(view->viewport(), view->tileCentre(from, row));
                moveHeld(view->viewport(), view->tileCentre(to, row));
                release(view->viewport(), view->tileCentre(to, row));
                std::set<std::pair<int, int>> expected;
                for (int x = from; x <= to; ++x)
                    expected.insert({x, row});
                QCOMPARE(changedTiles(board, tabsOf(window_)->document()->board(), "custom"),
                         expected);
                tabsOf(window_)->document()->markSaved();
            }
        }
    }
}

// Defect 7: a measured path and its message stayed after switching tools, and were drawn on the
// next board.
void TestNewUserViewDefects::measurePathEndsWithItsToolAndItsBoard() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 8, 6), QString());
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("measure"));
    BoardView* view = window_->view();
    press(view->viewport(), view->tileCentre(0, 0));
    moveHeld(view->viewport(), view->tileCentre(5, 3));
    release(view->viewport(), view->tileCentre(5, 3));
    QVERIFY(!view->tool()->preview().empty());
    QVERIFY(!window_->statusBar()->currentMessage().isEmpty());
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    QVERIFY(window_->statusBar()->currentMessage().isEmpty());
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("measure"));
    QVERIFY(view->tool()->preview().empty());

    press(view->viewport(), view->tileCentre(0, 0));
    moveHeld(view->viewport(), view->tileCentre(5, 3));
    release(view->viewport(), view->tileCentre(5, 3));
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 8, 6), QString());
    QVERIFY(view->tool()->preview().empty());
    QVERIFY(window_->statusBar()->currentMessage().isEmpty());
}

void TestNewUserViewDefects::linkGroupOutlinesUseTheirGroupsColour() {
    Board board = squareBoard(Variant::GB64, 6, 4);
    board.setHeader(*board.layout().headerField("grouped"), 1);
    const FieldSpec& link = *board.field("link");
    for (int x = 1; x <= 2; ++x)
        board.setTileRaw(board.indexOf(x, 1), link.write(board.tile(board.indexOf(x, 1)), 2));
    tabsOf(window_)->setBoard(board, QString());
    BoardView* view = window_->view();
    view->setZoom(60);
    view->centreOn(2, 1);
    QCoreApplication::processEvents();
    const QImage shot = view->viewport()->grab().toImage();
    // Just inside the top edge of tile (1, 1): the group's outline.
    const QRectF r = view->tileRect(1, 1);
    const QPoint p(qRound(r.center().x()), qRound(r.top() + 1));
    const QColor expected = LayerStyle(link, HeightMode::Value).fill(2);
    QCOMPARE(QColor(shot.pixel(p * shot.devicePixelRatio())).name(), expected.name());
}

// The helper's session: a drag begun in the margin (or a hex board's ragged edge) painted nothing.
void TestNewUserViewDefects::aDragStartedOffTheBoardPaintsOnceItGetsThere() {
    const Board square = squareBoard(Variant::GB64, 12, 10);
    QVERIFY(openToPaintBoundary(square));
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    QWidget* vp = view->viewport();
    const QPointF margin(view->tileRect(0, 5).left() - 10, view->tileCentre(0, 5).y());
    QVERIFY(!view->tileAt(margin));
    press(vp, margin);
    for (int x = 0; x <= 2; ++x)
        moveHeld(vp, view->tileCentre(x, 5));
    release(vp, view->tileCentre(2, 5));
    const std::set<std::pair<int, int>> row{{0, 5}, {1, 5}, {2, 5}};
    QCOMPARE(changedTiles(square, tabsOf(window_)->document()->board(), "boundary"), row);

    Board hex = hexBoard(9, 7);
    QVERIFY(openToPaintBoundary(hex));
    // In the notch below-left of tile (0, 6): inside the board's outline, on no tile.
    const QRectF corner = view->tileRect(0, 6);
    const QPointF notch(corner.left() + 0.05 * corner.height(),
                        corner.bottom() - 0.02 * corner.height());
    QVERIFY(!view->tileAt(notch));
    press(vp, notch);
    for (int x = 0; x < 9; ++x)
        moveHeld(vp, view->tileCentre(x, 6));
    release(vp, view->tileCentre(8, 6));
    std::set<std::pair<int, int>> bottom;
    for (int x = 0; x < 9; ++x)
        bottom.insert({x, 6});
    QCOMPARE(changedTiles(hex, tabsOf(window_)->document()->board(), "boundary"), bottom);
}

// The helper's session: one fast move from tile (0,0) to just past the right edge painted one tile;
// a fast drag painted the grid's row rather than the tiles under the pointer.
void TestNewUserViewDefects::aFastHexDragPaintsWhereThePointerWent() {
    const Board hex = hexBoard(9, 7);
    QVERIFY(openToPaintBoundary(hex));
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush"));
    BoardView* view = window_->view();
    QWidget* vp = view->viewport();
    const QPointF start = view->tileCentre(0, 0);
    press(vp, start);
    moveHeld(vp, QPointF(view->tileRect(8, 0).right() + 15, start.y()));
    release(vp, QPointF(view->tileRect(8, 0).right() + 15, start.y()));
    std::set<std::pair<int, int>> top;
    for (int x = 0; x < 9; ++x)
        top.insert({x, 0});
    QCOMPARE(changedTiles(hex, tabsOf(window_)->document()->board(), "boundary"), top);

    QVERIFY(openToPaintBoundary(hex));
    // A fifth of a tile above the centres of row 6's even columns: the pointer crosses row 6 in
    // even columns and row 5 in odd ones (odd columns sit half a tile lower).
    const QRectF first = view->tileRect(0, 6);
    const double y = first.center().y() - 0.2 * first.height();
    press(vp, QPointF(first.center().x(), y));
    moveHeld(vp, QPointF(view->tileRect(8, 6).center().x(), y));
    release(vp, QPointF(view->tileRect(8, 6).center().x(), y));
    std::set<std::pair<int, int>> trail;
    for (int x = 0; x < 9; ++x)
        trail.insert({x, x % 2 ? 5 : 6});
    QCOMPARE(changedTiles(hex, tabsOf(window_)->document()->board(), "boundary"), trail);
}

GBXX_TEST_MAIN(TestNewUserViewDefects);

} // namespace tst_new_user_view_defects
#include "tst_new_user_view_defects.moc"
