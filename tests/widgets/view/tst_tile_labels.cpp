// Labels on tiles say something useful in the room there is (issue 31): a name that does not fit
// is written in its short form from the core's tables ("P2+P4", "in"), else not at all, never cut
// ("play…"); the view's tool tip says the label in full.

#include "widgets/view/board_view.h"
#include "widgets/view/tile_label_tips.h"
#include "widgets/window/main_window.h"
#include "widgets/support/gui_test_support.h"
#include "render/tile_labels.h"
#include "support/test_suite.h"

#include <QHelpEvent>
#include <QPainter>
#include <QSettings>
#include <QTest>
#include <QToolTip>

namespace tst_tile_labels {

using namespace gbxx;
using namespace gbxx::test;

namespace {

constexpr double kWideHex = 90; // pixels per tile: the new user's hex tiles

// A hex board whose tile (1, 1) is home to players 2 and 4; every tile is in bounds.
Board zonedHexBoard() {
    Board board = hexBoard(3, 3);
    const FieldSpec& homes = *board.field("homeZones");
    const TileIndex t = board.indexOf(1, 1);
    board.setTileRaw(t, homes.write(board.tile(t), 0b1010));
    return board;
}

// The columns, in pixels, that the label chips of row `y` take in a picture of labels alone.
std::pair<int, int> inkColumns(const QImage& image, int y0, int y1) {
    int left = image.width(), right = -1;
    for (int y = y0; y < y1; ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) != 0) {
                left = std::min(left, x);
                right = std::max(right, x);
            }
    return {left, right};
}

} // namespace

class TestTileLabels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void namesHaveShortFormsForLabels();
    void aLabelIsWholeOrShortNeverCut_data();
    void aLabelIsWholeOrShortNeverCut();
    void theChipDrawnHoldsTheChosenText();
    void theViewsToolTipSaysTheLabelInFull();
};

void TestTileLabels::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests-tile-labels"));
    QSettings().clear();
}

void TestTileLabels::namesHaveShortFormsForLabels() {
    const Board board = zonedHexBoard();
    const FieldSpec& homes = *board.field("homeZones");
    const FieldSpec& boundary = *board.field("boundary");
    const LabelTexts zone = labelTexts(board, {LabelKind::Names, &homes}, 1, 1);
    QCOMPARE(zone.full, QStringLiteral("player 2+player 4"));
    QCOMPARE(zone.brief, QStringLiteral("P2+P4"));
    const LabelTexts in = labelTexts(board, {LabelKind::Names, &boundary}, 0, 0);
    QCOMPARE(in.full, QStringLiteral("in bounds"));
    QCOMPARE(in.brief, QStringLiteral("in"));
    // Numbers and coordinates are as short as they get.
    QCOMPARE(labelTexts(board, {LabelKind::Values, &homes}, 1, 1).brief, QString());
    QCOMPARE(labelTexts(board, {LabelKind::Coordinates, nullptr}, 1, 1).full,
             QStringLiteral("1,1"));
}

void TestTileLabels::aLabelIsWholeOrShortNeverCut_data() {
    QTest::addColumn<double>("scale");
    QTest::newRow("90 px") << kWideHex;
    QTest::newRow("60 px") << 60.0;
    QTest::newRow("40 px") << 40.0;
    QTest::newRow("28 px") << 28.0;
    QTest::newRow("200 px") << 200.0;
}

void TestTileLabels::aLabelIsWholeOrShortNeverCut() {
    QFETCH(double, scale);
    const Board board = zonedHexBoard();
    const Geometry geometry(board);
    const LabelSpace space = labelSpace(geometry, scale, QFont());
    const QFontMetricsF metrics(space.font);
    for (const FieldSpec& field : board.fields())
        for (const LabelKind kind : {LabelKind::Names, LabelKind::Values, LabelKind::Coordinates})
            for (int y = 0; y < board.length(); ++y)
                for (int x = 0; x < board.width(); ++x) {
                    const LabelTexts texts = labelTexts(board, {kind, &field}, x, y);
                    const QString shown = fittedLabel(texts, space);
                    QVERIFY2(shown.isEmpty() || shown == texts.full || shown == texts.brief,
                             qPrintable(shown));
                    QVERIFY(!shown.contains(QChar(0x2026)));
                    QVERIFY(metrics.horizontalAdvance(shown) <= space.room);
                }
    const FieldSpec& homes = *board.field("homeZones");
    const QString zone = fittedLabel(labelTexts(board, {LabelKind::Names, &homes}, 1, 1), space);
    if (scale == kWideHex) // the user's case: too narrow for the names, wide enough for "P2+P4"
        QCOMPARE(zone, QStringLiteral("P2+P4"));
    if (scale == 200.0)
        QCOMPARE(zone, QStringLiteral("player 2+player 4"));
    const FieldSpec& boundary = *board.field("boundary");
    const QString in = fittedLabel(labelTexts(board, {LabelKind::Names, &boundary}, 0, 0), space);
    if (scale >= 40)
        QVERIFY2(in == QStringLiteral("in bounds") || in == QStringLiteral("in"), qPrintable(in));
}

void TestTileLabels::theChipDrawnHoldsTheChosenText() {
    const Board board = zonedHexBoard();
    const Geometry geometry(board);
    const FieldSpec& homes = *board.field("homeZones");
    const Point extent = geometry.extent();
    QImage image(QSize(int(extent.x * kWideHex) + 1, int(extent.y * kWideHex) + 1),
                 QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QFont font;
    {
        QPainter painter(&image);
        font = painter.font();
        painter.scale(kWideHex, kWideHex);
        drawTileLabels(painter, board, geometry, QRect(0, 0, board.width(), board.length()),
                       kWideHex, {LabelKind::Names, &homes});
    }
    // Only tile (1, 1) says something; its chip is as wide as "P2+P4" and its padding.
    const Point c = geometry.centre(1, 1);
    const int y0 = int(c.y * kWideHex), y1 = int((c.y + 0.5) * kWideHex);
    const auto [left, right] = inkColumns(image, y0, y1);
    const double expected =
        QFontMetricsF(labelSpace(geometry, kWideHex, font).font).horizontalAdvance("P2+P4") + 4;
    QVERIFY2(std::abs((right - left + 1) - expected) <= 2,
             qPrintable(QStringLiteral("%1 px, expected %2").arg(right - left + 1).arg(expected)));
    QVERIFY(std::abs((left + right) / 2.0 - c.x * kWideHex) <= 2);
}

void TestTileLabels::theViewsToolTipSaysTheLabelInFull() {
    MainWindow* window = showEditorWindow();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    tabsOf(window)->setBoard(zonedHexBoard(), QString());
    BoardView* view = window->view();
    view->zoomable()->setScale(kWideHex);
    view->centreOn(1, 1);
    auto* tips = view->findChild<TileLabelTips*>();
    QVERIFY(tips);
    const QPointF at = view->tileCentre(0, 0);
    QCOMPARE(tips->tipAt(at), QString()); // no labels, no tip
    actionOf(window, QStringLiteral("actionLabels-names"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(tips->tipAt(at), QStringLiteral("in bounds"));
    QHelpEvent help(QEvent::ToolTip, at.toPoint(), view->viewport()->mapToGlobal(at.toPoint()));
    QCoreApplication::sendEvent(view->viewport(), &help);
    QCOMPARE(QToolTip::text(), QStringLiteral("in bounds"));
    actionOf(window, QStringLiteral("actionLabels-coordinates"))->trigger();
    QCOMPARE(tips->tipAt(view->tileCentre(1, 2)), QStringLiteral("1,2"));
    discardEditorWindow(window);
    QSettings().clear();
}

GBXX_TEST_MAIN(TestTileLabels);

} // namespace tst_tile_labels
#include "tst_tile_labels.moc"
