// Strokes at the board's edges, each replayed as the user who found it did it (issue 13 and after):
// a line along a hex board's first and last rows stays on its row, a drag begun off the board
// (in the margin, or a hex board's notch) paints once it gets there, and a fast drag across a hex
// board paints the tiles under the pointer up to the edge.

#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"

#include "widgets/layers/layers_panel.h"
#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"

#include <QSettings>
#include <QTest>

#include <set>

namespace tst_strokes_at_the_edges {

using namespace gbxx;
using namespace gbxx::test;

class TestStrokesAtTheEdges : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void hexLinesStayOnTheirRowAlongTheEdges();
    void aDragStartedOffTheBoardPaintsOnceItGetsThere();
    void aFastHexDragPaintsWhereThePointerWent();

private:
    // Opens `board` with the Boundary layer chosen and value 2 ("trap/hazard") to paint; false
    // when the layer cannot be chosen.
    bool openToPaintBoundary(const Board& board);

    MainWindow* window_ = nullptr;
};

bool TestStrokesAtTheEdges::openToPaintBoundary(const Board& board) {
    tabsOf(window_)->setBoard(board, QString());
    if (!partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary")))
        return false;
    paintSettingsOf(window_)->value = 2;
    paintSettingsOf(window_)->notify();
    return true;
}

void TestStrokesAtTheEdges::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QSettings().clear();
}

void TestStrokesAtTheEdges::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestStrokesAtTheEdges::cleanup() {
    discardEditorWindow(window_);
    QSettings().clear();
}

// Found by a new user (issue 13): the line tool skipped (2,7) on the bottom row of a 10×8 hex board
// and drew a V through (2,1) on the top row.
void TestStrokesAtTheEdges::hexLinesStayOnTheirRowAlongTheEdges() {
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

// Found in a helper's session: a drag begun in the margin (or a hex board's ragged edge) painted
// nothing.
void TestStrokesAtTheEdges::aDragStartedOffTheBoardPaintsOnceItGetsThere() {
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

// Found in a helper's session: one fast move from tile (0,0) to just past the right edge painted
// one tile; a fast drag painted the grid's row rather than the tiles under the pointer.
void TestStrokesAtTheEdges::aFastHexDragPaintsWhereThePointerWent() {
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

GBXX_TEST_MAIN(TestStrokesAtTheEdges);

} // namespace tst_strokes_at_the_edges
#include "tst_strokes_at_the_edges.moc"
