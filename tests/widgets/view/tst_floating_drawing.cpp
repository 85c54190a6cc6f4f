// Floating content (a paste, a lifted selection) on screen (issue 31): after every move, turn, flip
// and drag the view shows exactly what a full repaint shows, on square and hex boards and across a
// wrap seam, without repainting far from the piece; and the piece is drawn as it will land — every
// shown field in its own channel (hatching, glyphs, numbers), translucent over the board — with the
// tiles it was lifted from shown as they will be left.
//
// What is on screen is read from the window's backing store (the offscreen platform's grab of the
// window), which keeps what earlier paints left: a partial repaint that misses a place leaves
// stale pixels there.

#include "widgets/view/layer_visibility.h"
#include "widgets/view/states/moving_floating_state.h"
#include "widgets/view/states/view_input.h"
#include "widgets/support/region_test_support.h"
#include "widgets/support/view_scene.h"
#include "render/layer_style.h"
#include "support/test_suite.h"

#include <QPaintEvent>
#include <QScreen>

namespace tst_floating_drawing {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// A board view of its own, as large as the drawing checks want.
struct Scene : ViewScene {
    explicit Scene(Board board)
        : ViewScene(std::move(board), QSize(760, 560)) {}
};

// What the viewport shows now, after the paints pending are done.
QImage onScreen(BoardView& view) {
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    const QPixmap window = view.screen()->grabWindow(view.winId());
    const QRect viewport(view.viewport()->mapTo(&view, QPoint(0, 0)), view.viewport()->size());
    return window.copy(viewport).toImage().convertToFormat(QImage::Format_RGB32);
}

// What the viewport shows once all of it is painted again.
QImage fullyRepainted(BoardView& view) {
    view.viewport()->repaint();
    return onScreen(view);
}

// Where two images of one size differ, as text; empty when they are equal. With `looseHex`, a few
// scattered pixels may differ: a hex board's own partial repaints are not bit-exact (smoothed hexes
// and outline lines clipped to the area repainted come out a pixel different here and there, with
// or without floating content), while a place left unpainted is lines and areas of pixels.
QString difference(const QImage& a, const QImage& b, bool looseHex) {
    if (a.size() != b.size())
        return QStringLiteral("sizes differ");
    const auto differs = [&](int x, int y) {
        return a.rect().contains(x, y) && a.pixel(x, y) != b.pixel(x, y);
    };
    int count = 0;
    int clustered = 0; // differing pixels with two or more differing neighbours
    QString first;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            if (!differs(x, y))
                continue;
            if (count++ == 0)
                first = QStringLiteral("(%1, %2): %3 shown, %4 after a full repaint")
                            .arg(x)
                            .arg(y)
                            .arg(a.pixel(x, y), 8, 16)
                            .arg(b.pixel(x, y), 8, 16);
            int neighbours = 0;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    neighbours += (dx || dy) && differs(x + dx, y + dy);
            clustered += neighbours >= 2;
        }
    constexpr int kScattered = 16;
    if (count == 0 || (looseHex && count <= kScattered && clustered == 0))
        return {};
    return QStringLiteral("%1 pixels differ (%2 in clusters), first at %3")
        .arg(count)
        .arg(clustered)
        .arg(first);
}

// Lifts the tiles `cells` as a move does: every field carried, the tiles left emptied.
void lift(Scene& scene, const Cells& cells) {
    const Board& board = scene.document.board();
    const Selection selection = selectionOf(board, cells);
    int x = 0;
    int y = 0;
    Region region = extractRegion(board, selection, &x, &y);
    MovingFloatingState::start(scene.view, std::move(region), x, y, tileValueMask(board.variant()),
                               selection, QStringLiteral("Move selection"));
}

// Counts the viewport's paint events' regions from when it is made.
class PaintedRegion : public QObject {
public:
    explicit PaintedRegion(QWidget* viewport) { viewport->installEventFilter(this); }
    QRegion region;

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        if (event->type() == QEvent::Paint)
            region += static_cast<QPaintEvent*>(event)->region();
        return false;
    }
};

int channelOf(QRgb p, int shift) {
    return (p >> shift) & 0xff;
}

} // namespace

class TestFloatingDrawing : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void everyMoveShowsWhatAFullRepaintShows_data();
    void everyMoveShowsWhatAFullRepaintShows();
    void aMoveAcrossTheSeamRepaintsNotTheBoardBetween_data();
    void aMoveAcrossTheSeamRepaintsNotTheBoardBetween();
    void thePieceShowsItsFieldsMarksOverTheBoard_data();
    void thePieceShowsItsFieldsMarksOverTheBoard();
};

void TestFloatingDrawing::initTestCase() {
    regionSuiteStarts("tst_floating_drawing");
}

void TestFloatingDrawing::init() {
    QSettings().clear(); // every field shown as it comes, whatever a test before chose
}

void TestFloatingDrawing::everyMoveShowsWhatAFullRepaintShows_data() {
    QTest::addColumn<bool>("hex");
    QTest::addColumn<double>("zoom");
    QTest::newRow("square") << false << 40.0;
    QTest::newRow("hex") << true << 40.0;
    QTest::newRow("square, far out") << false << 12.0;
    QTest::newRow("hex, far out") << true << 12.0;
    QTest::newRow("square, close up (wide outline)") << false << 150.0;
    QTest::newRow("hex, close up (wide outline)") << true << 150.0;
}

void TestFloatingDrawing::everyMoveShowsWhatAFullRepaintShows() {
    QFETCH(bool, hex);
    QFETCH(double, zoom);
    // Wrapped, so the piece crosses the right-hand seam and lands on the left side.
    Scene scene(busyBoard(Variant::GB64, 12, 9, hex, true));
    BoardView& view = scene.view;
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.zoomable()->setScale(zoom);
    const Cells shape{{8, 3}, {9, 3}, {9, 4}, {10, 4}, {8, 5}};
    view.centreOn(9, 4);
    QCOMPARE(difference(onScreen(view), fullyRepainted(view), hex), QString());
    lift(scene, shape);
    QVERIFY(view.input().floating());
    QCOMPARE(difference(onScreen(view), fullyRepainted(view), hex), QString());

    const auto step = [&](const char* what, const std::function<void()>& act) {
        act();
        const QImage shown = onScreen(view);
        const QImage full = fullyRepainted(view);
        const QString differs = difference(shown, full, hex);
        return differs.isEmpty() ? differs
                                 : QStringLiteral("after %1: %2").arg(QLatin1String(what), differs);
    };
    // The floating state itself: what Edit ▸ Flip and Rotate and the arrow keys drive.
    const auto nudge = [&](int dx, int dy) { view.input().floating()->nudge(view, dx, dy); };
    const auto turn = [&](RegionTransform t) {
        view.input().floating()->transform(view, t, false);
    };
    // The first move of all: where it was lifted from must be repainted too.
    QCOMPARE(step("the first nudge", [&] { nudge(1, 0); }), QString());
    QCOMPARE(step("a nudge down", [&] { nudge(0, 1); }), QString());
    QCOMPARE(step("a turn", [&] { turn(RegionTransform::RotateClockwise); }), QString());
    QCOMPARE(step("a turn back", [&] { turn(RegionTransform::RotateAnticlockwise); }), QString());
    QCOMPARE(step("a flip", [&] { turn(RegionTransform::FlipLeftRight); }), QString());
    QCOMPARE(step("a flip top to bottom", [&] { turn(RegionTransform::FlipTopBottom); }),
             QString());
    if (zoom < 100) { // close up the seam is out of sight
        QCOMPARE(step("a nudge across the seam", [&] { nudge(2, 0); }), QString());
        QCOMPARE(step("a nudge back", [&] { nudge(-2, 0); }), QString());
    }
    QCOMPARE(step("a drag",
                  [&] {
                      // From a tile of the piece in sight, one column left.
                      const Board& board = scene.document.board();
                      QPoint from(-1, -1);
                      for (TileIndex t : view.input().floating()->placement(view).tiles) {
                          const QPoint tile(board.xOf(t), board.yOf(t));
                          if (view.viewport()
                                  ->rect()
                                  .adjusted(200, 0, 0, 0)
                                  .contains(view.tileCentre(tile.x(), tile.y()).toPoint()))
                              from = tile;
                      }
                      QVERIFY(from.x() > 0);
                      QWidget* vp = view.viewport();
                      mouse(vp, QEvent::MouseButtonPress, view.tileCentre(from.x(), from.y()),
                            Qt::LeftButton, {});
                      mouse(vp, QEvent::MouseMove, view.tileCentre(from.x() - 1, from.y()),
                            Qt::LeftButton, {});
                      mouse(vp, QEvent::MouseButtonRelease, view.tileCentre(from.x() - 1, from.y()),
                            Qt::NoButton, {});
                  }),
             QString());
    QVERIFY(view.input().floating());
    QCOMPARE(step("Esc", [&] { view.input().floating()->dropPiece(view); }), QString());
}

void TestFloatingDrawing::aMoveAcrossTheSeamRepaintsNotTheBoardBetween_data() {
    QTest::addColumn<bool>("hex");
    QTest::newRow("square") << false;
    QTest::newRow("hex") << true;
}

void TestFloatingDrawing::aMoveAcrossTheSeamRepaintsNotTheBoardBetween() {
    QFETCH(bool, hex);
    Scene scene(busyBoard(Variant::GB64, 12, 9, hex, true));
    BoardView& view = scene.view;
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.zoomable()->setScale(40);
    view.centreOn(6, 4);
    lift(scene, {{10, 3}, {11, 3}, {10, 4}, {11, 4}});
    onScreen(view);
    PaintedRegion painted(view.viewport());
    view.input().floating()->nudge(view, 1,
                                   0); // one column past the seam, on the board's left edge
    onScreen(view);
    const Board& board = scene.document.board();
    std::set<int> columns;
    for (TileIndex t : view.input().floating()->placement(view).tiles)
        columns.insert(board.xOf(t));
    QCOMPARE(columns, (std::set<int>{0, 11})); // across the seam
    // Both sides of the seam are repainted; the middle of the board, far from either, is not.
    QVERIFY(painted.region.contains(view.tileCentre(0, 3).toPoint()));
    QVERIFY(painted.region.contains(view.tileCentre(10, 4).toPoint())); // where it was
    for (int x = 3; x <= 8; ++x)
        QVERIFY2(!painted.region.contains(view.tileCentre(x, 4).toPoint()),
                 qPrintable(QStringLiteral("column %1 repainted").arg(x)));
}

void TestFloatingDrawing::thePieceShowsItsFieldsMarksOverTheBoard_data() {
    QTest::addColumn<bool>("hex");
    QTest::newRow("square") << false;
    QTest::newRow("hex") << true;
}

void TestFloatingDrawing::thePieceShowsItsFieldsMarksOverTheBoard() {
    QFETCH(bool, hex);
    Board board(Variant::GB64, 8, 6);
    board.setHeader(*board.layout().headerField(keys::hex), hex ? 1 : 0);
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& home = *board.field("homeZones");
    const FieldSpec& custom = *board.field("custom");
    const FieldSpec& player = *board.field("playerBlacklist");
    for (TileIndex t = 0; t < board.tileCount(); ++t)
        board.setTileRaw(t, boundary.write(0, 3));
    const auto set = [&](int x, int y, const FieldSpec& f, std::uint64_t v) {
        board.setTileRaw(board.indexOf(x, y), f.write(board.tile(board.indexOf(x, y)), v));
    };
    // The piece: a hatched tile, a numbered one and one with a glyph, over boundary 1.
    for (int x = 1; x <= 3; ++x)
        set(x, 2, boundary, 1);
    set(1, 2, home, 2);
    set(2, 2, custom, 5);
    set(3, 2, player, 1);
    Scene scene(board);
    BoardView& view = scene.view;
    const Board& shown = scene.document.board();
    scene.visibility.setChannel(shown.variant(), *shown.field("homeZones"), LayerChannel::Hatching);
    scene.visibility.setChannel(shown.variant(), *shown.field("custom"), LayerChannel::Numbers);
    scene.visibility.setChannel(shown.variant(), *shown.field("playerBlacklist"),
                                LayerChannel::Glyphs);
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.zoomable()->setScale(60);
    view.centreOn(4, 3);
    const QImage before = fullyRepainted(view);

    // Moved two rows down: it floats over (1..3, 4).
    lift(scene, {{1, 2}, {2, 2}, {3, 2}});
    view.input().floating()->nudge(view, 0, 2);
    const QImage floating = fullyRepainted(view);
    // The reference: the piece landed, unselected, fully drawn.
    view.input().floating()->place(view);
    QVERIFY(!view.input().floating());
    scene.document.setSelection(Selection());
    const QImage landed = fullyRepainted(view);

    // Inside each tile, away from the outline: the landed tile at 3/4 over the board before.
    const HeightMode mode = HeightMode::Value;
    const QColor hatch = LayerStyle(home, mode).flagColor(1);
    const QColor glyph = LayerStyle(player, mode).flagColor(0);
    const QColor chip = LayerStyle(custom, mode).fill(5);
    const auto inside = [&](int x, int y, const auto& check) {
        const QPointF c = view.tileCentre(x, y);
        const double r = 0.3 * view.zoomable()->scale();
        for (int py = int(c.y() - r); py <= int(c.y() + r); ++py)
            for (int px = int(c.x() - r); px <= int(c.x() + r); ++px)
                check(px, py);
    };
    const auto marks = [&](const QImage& image, int x, int y, const QColor& colour) {
        bool found = false;
        inside(x, y, [&](int px, int py) {
            const QColor p = image.pixelColor(px, py);
            found |= std::abs(p.red() - colour.red()) <= 2 &&
                     std::abs(p.green() - colour.green()) <= 2 &&
                     std::abs(p.blue() - colour.blue()) <= 2;
        });
        return found;
    };
    // The marks are there once landed (the reference is worth comparing with) …
    QVERIFY(marks(landed, 1, 4, hatch));
    QVERIFY(marks(landed, 2, 4, chip));
    QVERIFY(marks(landed, 3, 4, glyph));
    // … and while it floats, each pixel is that of the landed tile at 75 % over the one before.
    QString wrong;
    for (int x = 1; x <= 3; ++x) {
        int distinct = 0;
        QRgb last = 0;
        inside(x, 4, [&](int px, int py) {
            const QRgb f = floating.pixel(px, py);
            const QRgb l = landed.pixel(px, py);
            const QRgb b = before.pixel(px, py);
            for (int shift : {0, 8, 16}) {
                const double expected = 0.75 * channelOf(l, shift) + 0.25 * channelOf(b, shift);
                if (std::abs(channelOf(f, shift) - expected) > 2.0 && wrong.isEmpty())
                    wrong = QStringLiteral("tile (%1, 4) at (%2, %3): %4, expected 3/4 of %5 "
                                           "over %6")
                                .arg(x)
                                .arg(px)
                                .arg(py)
                                .arg(f, 8, 16)
                                .arg(l, 8, 16)
                                .arg(b, 8, 16);
            }
            distinct += f != last;
            last = f;
        });
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QVERIFY2(distinct > 2, "a plain tint would be one colour"); // marks, not a tint
    }
    // Where it was lifted from: as it will be left (emptied), opaque.
    int stale = 0;
    for (int x = 1; x <= 3; ++x)
        inside(x, 2,
               [&](int px, int py) { stale += floating.pixel(px, py) != landed.pixel(px, py); });
    QCOMPARE(stale, 0);
}

GBXX_TEST_MAIN(TestFloatingDrawing);

} // namespace tst_floating_drawing
#include "tst_floating_drawing.moc"
