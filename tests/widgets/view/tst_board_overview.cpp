// Finding one's way on a board (issue 16): the overview moves the view, rulers number columns and
// rows, tile labels are drawn where the zoom leaves room (in the view and in exported pictures),
// the status bar gives hex boards' axial and cube coordinates, and every tool and main action has
// an icon and names its key.

#include "widgets/layers/layers_panel.h"
#include "widgets/analysis/overview_panel.h"
#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_rulers.h"
#include "widgets/view/board_view.h"
#include "widgets/window/main_window.h"
#include "widgets/support/gui_test_support.h"
#include "render/board_picture.h"
#include "render/tile_labels.h"
#include "support/test_suite.h"

#include <QLabel>
#include <QPainter>
#include <QSettings>
#include <QTest>
#include <QToolBar>

namespace tst_board_overview {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// Pixels inside `rect` that differ between two pictures.
int differing(const QImage& a, const QImage& b, const QRect& rect) {
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            count += a.pixel(x, y) != b.pixel(x, y);
    return count;
}

} // namespace

class TestBoardOverview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theOverviewFramesAndMovesTheView();
    void rulersNumberColumnsAndRowsAndPersist();
    void labelsSayCoordinatesValuesAndNames();
    void labelsAppearInTheViewOnlyWhenThereIsRoom();
    void hexBoardsShowAxialAndCubeCoordinates();
    void everyToolAndMainActionHasAnIconAndItsKey();
    void theBrushFootprintIsOutlinedUnderThePointer();
    void theToolBarFollowsEveryChangeOfTheme();
    void theOverviewFollowsEditsAtOnce();
    void theOverviewFollowsEditsAtOnce_data();

private:
    MainWindow* window_ = nullptr;
};

void TestBoardOverview::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-overview"));
    QSettings().clear();
}

void TestBoardOverview::init() {
    window_ = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestBoardOverview::cleanup() {
    discardEditorWindow(window_);
    QSettings().clear();
}

void TestBoardOverview::theOverviewFramesAndMovesTheView() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 120, 90), QString());
    BoardView* view = window_->view();
    OverviewPanel* overview = partOf<OverviewPanel>(window_);
    overview->parentWidget()->show();
    overview->parentWidget()->raise();
    overview->resize(240, 180);
    view->zoomable()->setScale(Zoomable::kActualSize);
    view->centreOn(10, 10);
    QCoreApplication::processEvents();
    const QRectF frame = overview->frameRect();
    QVERIFY(!frame.isEmpty());
    QVERIFY(overview->boardRect().contains(frame));
    QVERIFY(frame.width() < overview->boardRect().width() / 2);
    // The frame is where the view is: its centre reads back as tile (10, 10).
    const QPointF centre = overview->boardPointAt(frame.center());
    QVERIFY2(std::abs(centre.x() - 10.5) < 1.5 && std::abs(centre.y() - 10.5) < 1.5,
             qPrintable(QStringLiteral("%1, %2").arg(centre.x()).arg(centre.y())));
    // A click elsewhere brings the view there; a drag follows the pointer.
    const QPointF target = overview->boardRect().topLeft() +
                           QPointF(80.5, 60.5) * (overview->boardRect().width() / 120);
    QTest::mouseClick(overview, Qt::LeftButton, {}, target.toPoint());
    const QRectF area = view->visibleArea();
    QVERIFY2(std::abs(area.center().x() - 80.5) < 1.5 && std::abs(area.center().y() - 60.5) < 1.5,
             qPrintable(QStringLiteral("%1, %2").arg(area.center().x()).arg(area.center().y())));
    const QPointF moved = overview->frameRect().center();
    QVERIFY(std::abs(moved.x() - target.x()) < 2 && std::abs(moved.y() - target.y()) < 2);
    // The picture is the board as the view colours it: an on-board tile is not the background.
    const QImage shot = overview->grab().toImage();
    const QPoint inside = (overview->boardRect().topLeft() + QPointF(3, 3)).toPoint();
    QVERIFY(shot.pixelColor(inside) != overview->palette().color(QPalette::Base));
}

void TestBoardOverview::rulersNumberColumnsAndRowsAndPersist() {
    tabsOf(window_)->setBoard(hexBoard(9, 6), QString());
    BoardView* view = window_->view();
    QAction* rulers = actionOf(window_, QStringLiteral("actionRulers"));
    QVERIFY(!view->showsRulers());
    rulers->trigger();
    QVERIFY(view->showsRulers());
    QCoreApplication::processEvents();
    auto* columns = view->findChild<BoardRuler*>(QStringLiteral("columnRuler"));
    auto* rows = view->findChild<BoardRuler*>(QStringLiteral("rowRuler"));
    QVERIFY(columns && rows);
    // Beside the viewport, not over it; the tile (0, 0) is still where the view says.
    QCOMPARE(columns->geometry().bottom() + 1, view->viewport()->geometry().top());
    QCOMPARE(rows->geometry().right() + 1, view->viewport()->geometry().left());
    view->zoomable()->setScale(Zoomable::kActualSize * 2);
    QCOMPARE(columns->step(), 1);
    view->zoomable()->setScale(Zoomable::kMin * 4);
    QVERIFY(columns->step() > 1);
    QCOMPARE(QSettings().value(QStringLiteral("view/rulers")).toBool(), true);
    // Kept for the next window.
    discardEditorWindow(window_);
    window_ = showEditorWindow();
    QVERIFY(window_->view()->showsRulers());
    tabsOf(window_)->setBoard(hexBoard(4, 4), QString());
    actionOf(window_, QStringLiteral("actionRulers"))->trigger();
    QVERIFY(!window_->view()->showsRulers());
    QVERIFY(!window_->view()->findChild<BoardRuler*>());
}

void TestBoardOverview::labelsSayCoordinatesValuesAndNames() {
    Board board = squareBoard(Variant::GB64, 4, 3);
    const FieldSpec& homes = *board.field("homeZones");
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& height = *board.field("height");
    board.setTileRaw(board.indexOf(2, 1),
                     homes.write(height.write(board.tile(board.indexOf(2, 1)), 12), 0b101));
    QCOMPARE(labelText(board, {LabelKind::Coordinates, nullptr}, 2, 1), QStringLiteral("2,1"));
    QCOMPARE(labelText(board, {LabelKind::Values, &height}, 2, 1), QStringLiteral("12"));
    QCOMPARE(labelText(board, {LabelKind::Names, &height}, 2, 1), QStringLiteral("12"));
    QCOMPARE(labelText(board, {LabelKind::Values, &height}, 0, 0), QString()); // 0: nothing
    QCOMPARE(labelText(board, {LabelKind::Values, &homes}, 2, 1), QStringLiteral("5"));
    const QString names = labelText(board, {LabelKind::Names, &homes}, 2, 1);
    QCOMPARE(names, QStringLiteral("%1+%2").arg(QString::fromUtf8(homes.nameOf(0).data()),
                                                QString::fromUtf8(homes.nameOf(2).data())));
    QCOMPARE(labelText(board, {LabelKind::Names, &boundary}, 0, 0), QStringLiteral("in bounds"));
    // An exported picture writes them where the tile size leaves room, and not otherwise.
    PictureOptions options;
    options.layers = {&boundary};
    options.tileSize = 40;
    options.grid = false;
    const auto render = [&](LabelKind kind, double tileSize) {
        options.labels = kind;
        options.tileSize = tileSize;
        const BoardPicture picture(board, options);
        QImage image(picture.size(), QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        picture.paint(painter);
        return image;
    };
    const QImage plain = render(LabelKind::None, 40);
    const QImage labelled = render(LabelKind::Coordinates, 40);
    // The label of tile (2, 1) sits in the lower half of the tile, within it.
    const QRect lowerHalf(2 * 40 + 4, 1 * 40 + 22, 32, 16);
    const QRect upperHalf(2 * 40 + 4, 1 * 40 + 2, 32, 16);
    QVERIFY(differing(plain, labelled, lowerHalf) > 30);
    QCOMPARE(differing(plain, labelled, upperHalf), 0);
    QCOMPARE(render(LabelKind::Coordinates, 12), render(LabelKind::None, 12));
}

void TestBoardOverview::labelsAppearInTheViewOnlyWhenThereIsRoom() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 6, 4), QString());
    BoardView* view = window_->view();
    view->zoomable()->setScale(64);
    QCoreApplication::processEvents();
    const QRect tile = view->tileRect(2, 2).toAlignedRect().adjusted(2, 2, -2, -2);
    const QRect lower(tile.left(), tile.center().y() + 4, tile.width(), tile.height() / 2 - 4);
    const auto shot = [&] {
        QCoreApplication::processEvents();
        return view->viewport()->grab().toImage().copy(lower);
    };
    const QImage before = shot();
    actionOf(window_, QStringLiteral("actionLabels-coordinates"))->trigger();
    const QImage labelled = shot();
    QVERIFY(labelled != before);
    QCOMPARE(QSettings().value(QStringLiteral("view/tileLabels")).toInt(),
             static_cast<int>(LabelKind::Coordinates));
    view->zoomable()->setScale(kLabelMinimumScale - 6);
    QCoreApplication::processEvents();
    const QRect small = view->tileRect(2, 2).toAlignedRect();
    const QImage tiny = view->viewport()->grab().toImage().copy(small);
    actionOf(window_, QStringLiteral("actionLabels-none"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(view->viewport()->grab().toImage().copy(small), tiny);
}

void TestBoardOverview::hexBoardsShowAxialAndCubeCoordinates() {
    tabsOf(window_)->setBoard(hexBoard(7, 5), QString());
    BoardView* view = window_->view();
    auto* label = window_->findChild<QLabel*>(QStringLiteral("tileLabel"));
    QTest::mouseMove(view->viewport(), view->tileCentre(3, 2).toPoint());
    // Odd-q: column 3, row 2 is axial (3, 1), cube (3, 1, -4).
    QCOMPARE(label->text(), QStringLiteral("x 3, y 2 · index 17 · axial q 3, r 1 · cube 3, 1, -4"));
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 7, 5), QString());
    QTest::mouseMove(window_->view()->viewport(), window_->view()->tileCentre(3, 2).toPoint());
    QCOMPARE(label->text(), QStringLiteral("x 3, y 2 · index 17"));
}

void TestBoardOverview::everyToolAndMainActionHasAnIconAndItsKey() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    auto* tools = window_->findChild<QToolBar*>(QStringLiteral("toolsToolBar"));
    QVERIFY(tools);
    for (QAction* a : tools->actions()) {
        if (a->isSeparator() || a->text().isEmpty())
            continue;
        QVERIFY2(!a->icon().isNull(), qPrintable(a->objectName()));
        QVERIFY2(!a->icon().pixmap(24).isNull(), qPrintable(a->objectName()));
        if (!a->shortcut().isEmpty())
            QVERIFY2(a->toolTip().contains(a->shortcut().toString(QKeySequence::NativeText)),
                     qPrintable(a->toolTip()));
    }
    for (const char* name :
         {"actionNew", "actionOpen", "actionSave", "actionUndo", "actionRedo", "actionCut",
          "actionCopy", "actionPaste", "actionZoomIn", "actionZoomOut", "actionFit",
          "actionExportImage", "actionPinTile", "tool-brush", "tool-move"})
        QVERIFY2(actionOf(window_, QLatin1String(name)) &&
                     !actionOf(window_, QLatin1String(name))->icon().isNull(),
                 name);
    // Tinted to the theme: the brush drawn in the palette's text colour.
    const QImage brush =
        actionOf(window_, QStringLiteral("tool-brush"))->icon().pixmap(24).toImage();
    const QColor text = QApplication::palette().color(QPalette::WindowText);
    bool found = false;
    for (int y = 0; y < brush.height() && !found; ++y)
        for (int x = 0; x < brush.width() && !found; ++x)
            found =
                brush.pixelColor(x, y).alpha() == 255 && brush.pixelColor(x, y).rgb() == text.rgb();
    QVERIFY(found);
}

// The helper's session: after ] ] the pointer still showed one tile though the brush painted 3×3.
void TestBoardOverview::theBrushFootprintIsOutlinedUnderThePointer() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 9, 9), QString());
    BoardView* view = window_->view();
    view->zoomable()->setScale(40);
    QVERIFY(partOf<ToolActions>(window_)->selectTool(QStringLiteral("brush")));
    partOf<ToolBox>(window_)->current()->options().brushSize = 1;
    QTest::mouseMove(view->viewport(), view->tileCentre(4, 4).toPoint());
    QCoreApplication::processEvents();
    const QRect neighbour = view->tileRect(5, 5).toAlignedRect();
    const QImage one = view->viewport()->grab().toImage().copy(neighbour);
    QVERIFY(partOf<ToolBox>(window_)->stepBrushSize(2)); // 3 tiles
    QCOMPARE(partOf<ToolBox>(window_)->current()->footprintAt(view->geometry(), 4, 4).size(),
             std::size_t{9});
    QCoreApplication::processEvents();
    QVERIFY(view->viewport()->grab().toImage().copy(neighbour) != one);
    partOf<ToolBox>(window_)->stepBrushSize(-2);
}

// Seen under Xvfb: switching Dark → Light left the tool bar dark (its icons black on it), and Light
// → Dark left it light with light icons, invisible: the tool bar's style sheet was set again
// before the new palette had reached the tool bar, so it kept the theme before.
void TestBoardOverview::theToolBarFollowsEveryChangeOfTheme() {
    tabsOf(window_)->setBoard(squareBoard(Variant::GB64, 4, 4), QString());
    auto* tools = window_->findChild<QToolBar*>(QStringLiteral("toolsToolBar"));
    QVERIFY(tools);
    // The bar's own background, right of its last button.
    const auto background = [&] {
        QCoreApplication::processEvents();
        const QImage image = tools->grab().toImage();
        return image.pixelColor(image.width() - 3, image.height() / 2).lightness();
    };
    for (const char* theme : {"actionTheme2", "actionTheme1", "actionTheme2", "actionTheme1"}) {
        actionOf(window_, QLatin1String(theme))->trigger();
        const bool dark = QLatin1String(theme) == QLatin1String("actionTheme2");
        QVERIFY2(dark ? background() < 100 : background() > 160, theme);
    }
    actionOf(window_, QStringLiteral("actionTheme0"))->trigger(); // System again
}

void TestBoardOverview::theOverviewFollowsEditsAtOnce_data() {
    QTest::addColumn<bool>("hex");
    QTest::addColumn<int>("side");
    QTest::newRow("square 255") << false << 255;
    QTest::newRow("hex 255") << true << 255;
    QTest::newRow("square 9") << false << 9; // tiles of many pixels
    QTest::newRow("hex 7") << true << 7;
}

// Issue 31: after a fill and its undo on 255 × 255 the overview showed the board before for 1-3 s.
// It follows every edit by the next turn of the event loop, drawn as a fresh picture would be.
void TestBoardOverview::theOverviewFollowsEditsAtOnce() {
    QFETCH(bool, hex);
    QFETCH(int, side);
    Board board = hex ? hexBoard(side, side) : squareBoard(Variant::GB64, side, side);
    const FieldSpec& boundary = *board.field("boundary");
    for (int i = 0; i < side; ++i) // a wall down column 1/3 of the way in: the fill stops there
        board.setTileRaw(board.indexOf(side / 3, i), boundary.write(0, 1));
    tabsOf(window_)->setBoard(board, QString());
    OverviewPanel* overview = partOf<OverviewPanel>(window_);
    raiseDock(window_, QStringLiteral("overviewDock"));
    QVERIFY(overview->isVisible());
    QCoreApplication::processEvents();
    QCOMPARE(overview->picture(), overview->renderPicture());
    QVERIFY(partOf<LayersPanel>(window_)->selectLayer(QStringLiteral("boundary")));
    paintSettingsOf(window_)->value = 2;
    paintSettingsOf(window_)->notify();
    QCoreApplication::processEvents();
    const QImage before = overview->picture();
    QCOMPARE(before, overview->renderPicture());
    const auto follows = [&](const char* what) {
        QCoreApplication::processEvents(); // once: no timer is waited for
        const QImage fresh = overview->renderPicture();
        QVERIFY2(overview->picture() == fresh, what);
    };
    // A fill of the part beyond the wall, its undo and redo.
    partOf<ToolActions>(window_)->selectTool(QStringLiteral("fill"));
    BoardView* view = window_->view();
    view->centreOn(side - 1, side - 1);
    press(view->viewport(), view->tileCentre(side - 1, side - 1));
    release(view->viewport(), view->tileCentre(side - 1, side - 1));
    QCOMPARE(tabsOf(window_)->document()->board().get(
                 tabsOf(window_)->document()->board().indexOf(side - 1, 0), boundary),
             std::uint64_t{2});
    follows("after the fill");
    QVERIFY(overview->picture() != before);
    actionOf(window_, QStringLiteral("actionUndo"))->trigger();
    follows("after the undo");
    QCOMPARE(overview->picture(), before);
    actionOf(window_, QStringLiteral("actionRedo"))->trigger();
    follows("after the redo");
    // One tile, a block and a few scattered ones (the overview redraws only around them).
    BoardDocument* document = tabsOf(window_)->document();
    const std::vector<TileIndex> one{document->board().indexOf(side / 2, side / 2)};
    document->pushEdit(QStringLiteral("Paint"), document->board().planField(boundary, 0, one));
    follows("after one tile");
    std::vector<TileIndex> block;
    for (int y = side / 3; y < side / 3 + side / 8 + 1; ++y)
        for (int x = side / 2; x < side / 2 + side / 8 + 1; ++x)
            block.push_back(document->board().indexOf(x, y));
    document->pushEdit(QStringLiteral("Paint"), document->board().planField(boundary, 1, block));
    follows("after a block");
    std::vector<TileIndex> scattered;
    for (int i = 0; i < side; i += 3)
        scattered.push_back(document->board().indexOf(i, (i * 7) % side));
    document->pushEdit(QStringLiteral("Paint"),
                       document->board().planField(boundary, 1, scattered));
    follows("after scattered tiles");
    document->undo();
    follows("after their undo");
}

GBXX_TEST_MAIN(TestBoardOverview);

} // namespace tst_board_overview
#include "tst_board_overview.moc"
