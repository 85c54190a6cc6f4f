// View ▸ Go to Tile: a tile by column and row, or on hex boards by axial or cube coordinates (odd-q,
// spec X2), on square and hex boards of odd and even width; a tile off the board is refused.

#include "widgets/view/go_to_tile_dialog.h"
#include "gbxx/hex_coordinates.h"
#include "widgets/support/gui_test_support.h"
#include "widgets/support/window_parts.h"
#include "widgets/view/tile_cursor.h"
#include "support/test_suite.h"

#include <QApplication>
#include <QKeySequence>
#include <QScrollBar>
#include <QTimer>

#include <functional>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

namespace tst_go_to_tile {

using namespace gbxx;
using namespace gbxx::test;
using System = GoToTileDialog::System;

QSpinBox* field(GoToTileDialog& dialog, int i) {
    return dialog.findChild<QSpinBox*>(QStringLiteral("coordinate%1").arg(i));
}

bool okEnabled(GoToTileDialog& dialog) {
    return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled();
}

QString verdict(GoToTileDialog& dialog) {
    return dialog.findChild<QLabel*>(QStringLiteral("verdict"))->text();
}

class TestGoToTile : public QObject {
    Q_OBJECT

private slots:
    void squareBoardsTakeColumnAndRowOnly_data();
    void squareBoardsTakeColumnAndRowOnly();
    void hexBoardsTakeAxialAndCube_data();
    void hexBoardsTakeAxialAndCube();
    void everyTileOfAHexBoardIsReachedByItsAxialCoordinates_data();
    void everyTileOfAHexBoardIsReachedByItsAxialCoordinates();
    void aCubeWhoseSumIsNotZeroIsRefused();
    void switchingTheSystemKeepsTheTile();
    void theReasonIsNeverCut();
    void aWrappedBoardWrapsTheColumn_data();
    void aWrappedBoardWrapsTheColumn();
    void ctrlGAcrossTheSeamOfAWrappedBoard();
    void ctrlGGoesToTheTileThroughTheWindow_data();
    void ctrlGGoesToTheTileThroughTheWindow();
    void cancelLeavesTheViewAlone();
};

void TestGoToTile::squareBoardsTakeColumnAndRowOnly_data() {
    QTest::addColumn<int>("width");
    QTest::newRow("odd width") << 7;
    QTest::newRow("even width") << 8;
}

void TestGoToTile::squareBoardsTakeColumnAndRowOnly() {
    QFETCH(int, width);
    GoToTileDialog dialog(GridShape{width, 5, false}, Offset{2, 1});
    QVERIFY(dialog.findChild<QComboBox*>(QStringLiteral("coordinateSystem"))->isHidden());
    QVERIFY(field(dialog, 2)->isHidden());
    QCOMPARE(dialog.tile(), std::optional<Offset>(Offset{2, 1}));
    QVERIFY(okEnabled(dialog));

    field(dialog, 0)->setValue(width - 1);
    field(dialog, 1)->setValue(4);
    QCOMPARE(dialog.tile(), std::optional<Offset>(Offset{width - 1, 4}));
    QVERIFY(okEnabled(dialog));

    for (const Offset off : {Offset{width, 0}, Offset{-1, 0}, Offset{0, 5}, Offset{0, -1}}) {
        field(dialog, 0)->setValue(off.x);
        field(dialog, 1)->setValue(off.y);
        QCOMPARE(dialog.tile(), std::nullopt);
        QVERIFY(!okEnabled(dialog));
        QVERIFY2(verdict(dialog).contains(QStringLiteral("off the board")), qPrintable(verdict(dialog)));
        QVERIFY(verdict(dialog).contains(QStringLiteral("columns 0–%1").arg(width - 1)));
    }
}

void TestGoToTile::hexBoardsTakeAxialAndCube_data() {
    QTest::addColumn<int>("width");
    QTest::newRow("odd width") << 7;
    QTest::newRow("even width") << 8;
}

void TestGoToTile::hexBoardsTakeAxialAndCube() {
    QFETCH(int, width);
    GoToTileDialog dialog(GridShape{width, 6, true}, Offset{3, 2});
    QVERIFY(!dialog.findChild<QComboBox*>(QStringLiteral("coordinateSystem"))->isHidden());

    // Column 3 is an odd column, half a tile lower: (3, 2) is axial (3, 1), cube (3, 1, -4).
    dialog.setSystem(System::Axial);
    QCOMPARE(field(dialog, 0)->value(), 3);
    QCOMPARE(field(dialog, 1)->value(), 1);
    QVERIFY(field(dialog, 2)->isHidden());
    dialog.setSystem(System::Cube);
    QVERIFY(!field(dialog, 2)->isHidden());
    QCOMPARE(field(dialog, 2)->value(), -4);
    QCOMPARE(dialog.tile(), std::optional<Offset>(Offset{3, 2}));

    // The last column's bottom tile, and one below it.
    dialog.setSystem(System::Axial);
    const Axial corner = axialOf(width - 1, 5);
    field(dialog, 0)->setValue(corner.q);
    field(dialog, 1)->setValue(corner.r);
    QCOMPARE(dialog.tile(), std::optional<Offset>(Offset{width - 1, 5}));
    QVERIFY(okEnabled(dialog));
    QVERIFY(verdict(dialog).contains(QStringLiteral("Column %1, row 5").arg(width - 1)));
    field(dialog, 1)->setValue(corner.r + 1);
    QCOMPARE(dialog.tile(), std::nullopt);
    QVERIFY(!okEnabled(dialog));
    QVERIFY(verdict(dialog).contains(QStringLiteral("row 6 is off the board")));
}

void TestGoToTile::everyTileOfAHexBoardIsReachedByItsAxialCoordinates_data() {
    QTest::addColumn<int>("width");
    QTest::newRow("odd width") << 5;
    QTest::newRow("even width") << 6;
}

void TestGoToTile::everyTileOfAHexBoardIsReachedByItsAxialCoordinates() {
    QFETCH(int, width);
    const int length = 4;
    GoToTileDialog dialog(GridShape{width, length, true}, Offset{0, 0});
    dialog.setSystem(System::Axial);
    int reached = 0;
    for (int q = -10; q <= 10; ++q)
        for (int r = -10; r <= 10; ++r) {
            field(dialog, 0)->setValue(q);
            field(dialog, 1)->setValue(r);
            const std::optional<Offset> tile = dialog.tile();
            const Offset expected = offsetOf(Axial{q, r});
            const bool on = expected.x >= 0 && expected.x < width && expected.y >= 0 &&
                            expected.y < length;
            QCOMPARE(tile.has_value(), on);
            QCOMPARE(okEnabled(dialog), on);
            if (on) {
                QCOMPARE(*tile, expected);
                ++reached;
            }
        }
    QCOMPARE(reached, width * length);
}

void TestGoToTile::aCubeWhoseSumIsNotZeroIsRefused() {
    GoToTileDialog dialog(GridShape{6, 6, true}, Offset{1, 1});
    dialog.setSystem(System::Cube);
    QVERIFY(dialog.tile().has_value());
    field(dialog, 2)->setValue(field(dialog, 2)->value() + 1);
    QCOMPARE(dialog.tile(), std::nullopt);
    QVERIFY(!okEnabled(dialog));
    QVERIFY2(verdict(dialog).contains(QStringLiteral("q + r + s must be 0")),
             qPrintable(verdict(dialog)));
}

void TestGoToTile::switchingTheSystemKeepsTheTile() {
    GoToTileDialog dialog(GridShape{9, 7, true}, Offset{0, 0});
    field(dialog, 0)->setValue(5);
    field(dialog, 1)->setValue(6);
    for (const System system : {System::Cube, System::Axial, System::Offset, System::Cube}) {
        dialog.setSystem(system);
        QCOMPARE(dialog.tile(), std::optional<Offset>(Offset{5, 6}));
    }
}

// Found driving the editor under Xvfb: the two-line reason was cut at the top and the bottom, as
// a dialog already shown does not grow for a label that wraps.
void TestGoToTile::theReasonIsNeverCut() {
    GoToTileDialog dialog(GridShape{12, 9, true}, Offset{5, 4});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* reason = dialog.findChild<QLabel*>(QStringLiteral("verdict"));
    for (const int column : {5, 11, 40, -9999, 9999}) {
        field(dialog, 0)->setValue(column);
        field(dialog, 1)->setValue(column == 5 ? 4 : 11);
        QApplication::processEvents();
        QVERIFY(!reason->text().isEmpty() || column == 5);
        QVERIFY2(reason->height() >= reason->heightForWidth(reason->width()),
                 qPrintable(QStringLiteral("%1: %2 px for %3").arg(reason->text()).arg(reason->height()).arg(reason->heightForWidth(reason->width()))));
        QVERIFY(reason->isVisible());
    }
}

void TestGoToTile::aWrappedBoardWrapsTheColumn_data() {
    QTest::addColumn<bool>("hex");
    QTest::newRow("hex") << true;
    QTest::newRow("square") << false;
}

// Issue 42: Go to Tile refused column 30 on a 16-wide board that wraps its width; a column beyond
// the seam is the one it wraps to, and a row off a length that does not wrap is still refused.
void TestGoToTile::aWrappedBoardWrapsTheColumn() {
    QFETCH(bool, hex);
    GoToTileDialog dialog(GridShape{16, 10, hex, true, false}, Offset{0, 0});
    for (const auto& [asked, wrapped] :
         {std::pair{30, 14}, std::pair{16, 0}, std::pair{-1, 15}, std::pair{-17, 15},
          std::pair{47, 15}}) {
        field(dialog, 0)->setValue(asked);
        field(dialog, 1)->setValue(3);
        QCOMPARE(dialog.tile(), std::optional<Offset>(Offset{wrapped, 3}));
        QVERIFY(okEnabled(dialog));
        QVERIFY2(verdict(dialog).contains(QStringLiteral("Column %1, row 3").arg(wrapped)),
                 qPrintable(verdict(dialog)));
    }
    field(dialog, 0)->setValue(5);
    QVERIFY(verdict(dialog).isEmpty()); // a tile on the board needs no word
    field(dialog, 1)->setValue(10);
    QCOMPARE(dialog.tile(), std::nullopt);
    QVERIFY(!okEnabled(dialog));
    QVERIFY(verdict(dialog).contains(QStringLiteral("row 10 is off the board")));
    if (hex) { // axial coordinates name the column they name, then it wraps
        dialog.setSystem(System::Axial);
        const Axial far = axialOf(30, 3);
        field(dialog, 0)->setValue(far.q);
        field(dialog, 1)->setValue(far.r);
        QCOMPARE(dialog.tile(), std::optional<Offset>(Offset{14, 3}));
    }
    // An odd-width hex board cannot join its seam (X3), so it has an edge there.
    GoToTileDialog odd(GridShape{15, 10, hex, true, false}, Offset{0, 0});
    field(odd, 0)->setValue(20);
    QCOMPARE(odd.tile().has_value(), !hex);
    // Both ways round on a board that wraps both.
    GoToTileDialog both(GridShape{8, 5, hex, true, true}, Offset{0, 0});
    field(both, 0)->setValue(10);
    field(both, 1)->setValue(-1);
    QCOMPARE(both.tile(), std::optional<Offset>(Offset{2, 4}));
}

// Opens View ▸ Go to Tile with Ctrl+G in `window`, lets `use` fill it in, then OK (or Cancel).
void inGoToTile(MainWindow* window, const std::function<void(GoToTileDialog&)>& use, bool ok) {
    bool seen = false;
    QTimer::singleShot(0, window, [&] {
        auto* dialog = qobject_cast<GoToTileDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        seen = true;
        use(*dialog);
        ok ? dialog->accept() : dialog->reject();
    });
    QTest::keyClick(window->view(), Qt::Key_G, Qt::ControlModifier);
    QVERIFY(seen);
}

void TestGoToTile::ctrlGGoesToTheTileThroughTheWindow_data() {
    QTest::addColumn<bool>("hex");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");
    QTest::newRow("square, odd width, far corner") << false << 61 << 60 << 40;
    QTest::newRow("square, even width, middle") << false << 60 << 31 << 20;
    QTest::newRow("hex, odd width, odd column") << true << 61 << 45 << 33;
    QTest::newRow("hex, even width, last column") << true << 60 << 59 << 40;
}

void TestGoToTile::ctrlGGoesToTheTileThroughTheWindow() {
    QFETCH(bool, hex);
    QFETCH(int, width);
    QFETCH(int, x);
    QFETCH(int, y);
    MainWindow* window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const Board board = hex ? hexBoard(width, 41) : squareBoard(Variant::GB64, width, 41);
    tabsOf(window)->setBoard(board, QString());
    BoardView* view = window->view();
    view->zoomable()->setScale(40); // the board is far larger than the window
    view->setFocus();
    QApplication::processEvents();
    QCOMPARE(actionOf(window, QStringLiteral("actionGoToTile"))->shortcut(),
             QKeySequence(Qt::CTRL | Qt::Key_G));

    inGoToTile(
        window,
        [&](GoToTileDialog& dialog) {
            if (hex) { // by axial coordinates, as a hex designer reads them
                dialog.setSystem(System::Axial);
                const Axial axial = axialOf(x, y);
                field(dialog, 0)->setValue(axial.q);
                field(dialog, 1)->setValue(axial.r);
            } else {
                field(dialog, 0)->setValue(x);
                field(dialog, 1)->setValue(y);
            }
        },
        true);
    QApplication::processEvents();
    const int index = y * width + x;
    QCOMPARE(view->tileCursor()->tile(), index);
    QVERIFY(view->tileCursor()->keysLead());
    QCOMPARE(partOf<TileInspector>(window)->tile(), index);
    // In sight: in the middle, unless the board's edge stops the scrolling.
    const QRectF tile = view->tileRect(x, y);
    QVERIFY(QRectF(view->viewport()->rect()).contains(tile));
    const QPointF middle = QRectF(view->viewport()->rect()).center();
    const QPointF centre = tile.center();
    if (x > 10 && x < width - 10)
        QVERIFY2(std::abs(centre.x() - middle.x()) <= 40, qPrintable(QString::number(centre.x())));
    if (y > 10 && y < 31)
        QVERIFY2(std::abs(centre.y() - middle.y()) <= 40, qPrintable(QString::number(centre.y())));
    // The arrows go on from there.
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(view->tileCursor()->tile(), index - 1);
    discardEditorWindow(window);
}

// The reproduction of issue 42 in the window: Ctrl+G, column 30 on a 16 × 10 hex board wrapping its
// width goes to column 14.
void TestGoToTile::ctrlGAcrossTheSeamOfAWrappedBoard() {
    MainWindow* window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    Board board = hexBoard(16, 10);
    board.setHeader(*board.layout().headerField("wrap"), 1);
    tabsOf(window)->setBoard(board, QString());
    BoardView* view = window->view();
    view->setFocus();
    QApplication::processEvents();
    inGoToTile(
        window,
        [](GoToTileDialog& dialog) {
            field(dialog, 0)->setValue(30);
            field(dialog, 1)->setValue(3);
        },
        true);
    QApplication::processEvents();
    QCOMPARE(view->tileCursor()->tile(), 3 * 16 + 14);
    discardEditorWindow(window);
}

void TestGoToTile::cancelLeavesTheViewAlone() {
    MainWindow* window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    tabsOf(window)->setBoard(squareBoard(Variant::GB64, 30, 30), QString());
    BoardView* view = window->view();
    view->zoomable()->setScale(40);
    QApplication::processEvents();
    const int scrolled = view->horizontalScrollBar()->value();
    inGoToTile(
        window, [](GoToTileDialog& dialog) { field(dialog, 0)->setValue(29); }, false);
    QCOMPARE(view->tileCursor()->tile(), -1);
    QCOMPARE(view->horizontalScrollBar()->value(), scrolled);
    discardEditorWindow(window);
}

GBXX_TEST_MAIN(TestGoToTile);

} // namespace tst_go_to_tile
#include "tst_go_to_tile.moc"
