// Live rules while painting (issue 37), through the real window and view: random brush strokes —
// any field, any value, flags on and off, the eraser, brush sizes 1-3 square and round — on square
// and odd-q hex boards of odd and even width, wrapped across either axis, with live rules that read
// neighbours (neighbours8 on square boards) and one that never settles. After each stroke the board
// must be exactly what the core's applyRules makes of the board as painted, which the test works
// out itself: the board before the stroke with the brush's ink on the tiles the brush covered (its
// own copy, never the editor's); a stroke that paints nothing new is no edit. One Ctrl+Z must give
// back the board before the stroke exactly, and Ctrl+Y the board after it, without the rules
// running again.

#include "widgets/support/gui_test_support.h"
#include "support/test_suite.h"

#include "widgets/layers/layers_panel.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "gbxx/footprint.h"
#include "gbxx/geometry.h"
#include "gbxx/rules.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <random>
#include <variant>

namespace tst_live_rules_fuzz {

using namespace gbxx;
using namespace gbxx::test;

namespace {

// Live rules that read neighbours, one that adds to what an earlier one made, and one that is
// never settled (each edit adds to the heights of lone barriers), so that every stroke's first
// sample changes tiles all over the board; a rule that is not live must never run.
QByteArray rulesFor(bool hex) {
    const QString surrounded =
        hex ? QStringLiteral("custom = 0 and neighbours(n.custom = 1) >= 2")
            : QStringLiteral("custom = 0 and neighbours8(n.custom = 1) >= 3");
    return QStringLiteral(R"({"rules": [
  {"name": "ring", "where": "boundary = 0 and neighbours(n.boundary >= 2) > 0",
   "then": ["set boundary=1"], "live": true},
  {"name": "steep", "where": "boundary >= 2 and neighbours(n.boundary >= 2 and (height >= n.height + 3 or n.height >= height + 3)) > 0",
   "then": ["set turnBarrier=1"], "live": true},
  {"name": "not live", "where": "x = 0", "then": ["set height=9"]},
  {"name": "safe", "where": "not homeZones has 0 and neighbours(n.homeZones has 0) > 0",
   "then": ["flags-on safeZones=0x1", "add height=1"], "live": true},
  {"name": "surrounded", "where": "%1", "then": ["set custom=2"], "live": true},
  {"name": "lone barriers grow", "where": "turnBarrier = 1 and neighbours(n.turnBarrier = 1) = 0",
   "then": ["add height=1"], "live": true}
]})")
        .arg(surrounded)
        .toUtf8();
}

// A board with every field of interest varied, in value height mode, without link groups.
Board fuzzBoard(int width, int length, bool hex, int wrap, std::mt19937_64& random) {
    Board board(Variant::GB64, width, length);
    board.setHeader(*board.layout().headerField("hex"), hex ? 1 : 0);
    board.setHeader(*board.layout().headerField("wrap"), static_cast<std::uint64_t>(wrap));
    const FieldSpec& boundary = *board.field("boundary");
    const FieldSpec& height = *board.field("height");
    const FieldSpec& homes = *board.field("homeZones");
    const FieldSpec& custom = *board.field("custom");
    for (TileIndex t = 0; t < board.tileCount(); ++t) {
        std::uint64_t v = 0;
        v = boundary.write(v, random() % 3 ? 3 : random() % 3);
        v = height.write(v, random() % 8);
        v = homes.write(v, random() % 9 == 0 ? 1 : 0);
        v = custom.write(v, random() % 3 == 0 ? 1 : 0);
        board.setTileRaw(t, v);
    }
    return board;
}

// Where `board` differs from `expected`, for a failure's message: the first tiles, field by field.
QString differences(const Board& board, const Board& expected) {
    QStringList out;
    for (TileIndex t = 0; t < board.tileCount() && out.size() < 6; ++t)
        for (const FieldSpec& f : board.fields())
            if (board.get(t, f) != expected.get(t, f))
                out << QStringLiteral("(%1, %2) %3: %4, not %5")
                           .arg(board.xOf(t))
                           .arg(board.yOf(t))
                           .arg(QString::fromLatin1(f.key.data()))
                           .arg(board.get(t, f))
                           .arg(expected.get(t, f));
    return out.join(QStringLiteral("; "));
}

// The tiles next to (x, y) that a pointer reaches by moving straight to their centre without
// leaving the board: edge neighbours, never across a seam (the view shows no seam's other side).
std::vector<QPoint> screenNeighbours(const Board& board, int x, int y) {
    std::vector<QPoint> out;
    const bool hex = board.header("hex") != 0;
    std::vector<QPoint> steps{{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    if (hex) // odd-q: odd columns sit half a tile lower
        steps = x % 2 ? std::vector<QPoint>{{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}}
                      : std::vector<QPoint>{{0, -1}, {0, 1}, {-1, -1}, {1, -1}, {-1, 0}, {1, 0}};
    for (QPoint s : steps) {
        const int nx = x + s.x();
        const int ny = y + s.y();
        if (nx >= 0 && ny >= 0 && nx < board.width() && ny < board.length())
            out.push_back({nx, ny});
    }
    return out;
}

} // namespace

class TestLiveRulesFuzz : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void strokesLeaveWhatRulesApplyMakesOfThePaintedBoard_data();
    void strokesLeaveWhatRulesApplyMakesOfThePaintedBoard();

private:
    QTemporaryDir dir_;
};

void TestLiveRulesFuzz::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("live-rules-fuzz"));
    QSettings().clear();
}

void TestLiveRulesFuzz::strokesLeaveWhatRulesApplyMakesOfThePaintedBoard_data() {
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("length");
    QTest::addColumn<bool>("hex");
    QTest::addColumn<int>("wrap");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("square, even width, width wrap") << 12 << 9 << false << 1 << quint64(1);
    QTest::newRow("square, odd width, length wrap") << 11 << 8 << false << 2 << quint64(2);
    QTest::newRow("square, odd width, width wrap") << 9 << 7 << false << 1 << quint64(3);
    QTest::newRow("hex, even width, width wrap") << 12 << 9 << true << 1 << quint64(4);
    QTest::newRow("hex, odd width, width wrap not joined") << 11 << 9 << true << 1 << quint64(5);
    QTest::newRow("hex, odd width, length wrap") << 9 << 10 << true << 2 << quint64(6);
    QTest::newRow("hex, even width, unwrapped") << 10 << 7 << true << 0 << quint64(7);
}

void TestLiveRulesFuzz::strokesLeaveWhatRulesApplyMakesOfThePaintedBoard() {
    QFETCH(int, width);
    QFETCH(int, length);
    QFETCH(bool, hex);
    QFETCH(int, wrap);
    QFETCH(quint64, seed);
    std::mt19937_64 random(seed);
    const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };

    const QString folder = dir_.filePath(QString::number(seed));
    QVERIFY(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/fuzz.gb64");
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(boardBytes(fuzzBoard(width, length, hex, wrap, random)));
        QFile rules(folder + QStringLiteral("/gameboardxx-rules.json"));
        QVERIFY(rules.open(QIODevice::WriteOnly));
        rules.write(rulesFor(hex));
    }
    ShownEditorWindow shown;
    MainWindow* window = shown.window;
    QVERIFY(filesOf(window)->openFile(path));
    BoardDocument* document = tabsOf(window)->document();
    QCOMPARE(document->runningRules().size(), std::size_t{5});

    // The test's own reading of the rules, to run on its own copy of the painted board.
    const auto parsed = RuleSet::parse(rulesFor(hex).toStdString(), document->board().fields(),
                                       tileShapeOf(document->board()));
    QVERIFY(std::holds_alternative<RuleSet>(parsed));
    const RuleSet& rules = std::get<RuleSet>(parsed);
    const std::vector<std::size_t> live = rules.live();

    BoardView* view = window->view();
    QWidget* viewport = view->viewport();
    partOf<ToolActions>(window)->selectTool(QStringLiteral("brush"));
    Tool* brush = partOf<ToolBox>(window)->current();
    PaintSettings* settings = paintSettingsOf(window);
    const QStringList keys{QStringLiteral("boundary"), QStringLiteral("height"),
                           QStringLiteral("homeZones"), QStringLiteral("custom")};
    for (int stroke = 0; stroke < 30; ++stroke) {
        const Board before = document->board();
        const Geometry geometry(before);
        // The ink: a field and a value, flags on or off, or the eraser's right button.
        const QString key = keys[pick(static_cast<int>(keys.size()))];
        QVERIFY(partOf<LayersPanel>(window)->selectLayer(key));
        const FieldSpec& field = *before.field(key.toStdString());
        const bool flags = field.readsAsFlags(heightModeOf(before));
        settings->value =
            flags ? std::uint64_t{1} << pick(2)
                  : static_cast<std::uint64_t>(
                        pick(static_cast<int>(std::min<std::uint64_t>(field.maxValue(), 9) + 1)));
        settings->flagsOn = pick(3) != 0;
        settings->notify();
        brush->options().brushSize = 1 + pick(3);
        brush->options().roundBrush = pick(2) == 0;
        const Qt::MouseButton button = pick(5) == 0 ? Qt::RightButton : Qt::LeftButton;
        const auto ink = [&](std::uint64_t tile) {
            const std::uint64_t now = field.read(tile);
            if (button == Qt::RightButton) // erases: the chosen flags, or the whole field
                return field.write(tile, flags ? now & ~settings->value : 0);
            if (flags)
                return field.write(tile, settings->flagsOn ? now | settings->value
                                                           : now & ~settings->value);
            return field.write(tile, settings->value);
        };

        // A path of tiles, each next to the last on screen.
        QPoint at(pick(before.width()), pick(before.length()));
        std::vector<TileIndex> visited{before.indexOf(at.x(), at.y())};
        const int steps = document->undoStack()->count();
        press(viewport, view->tileCentre(at.x(), at.y()), button);
        for (int step = pick(8); step > 0; --step) {
            const std::vector<QPoint> next = screenNeighbours(before, at.x(), at.y());
            at = next[static_cast<std::size_t>(pick(static_cast<int>(next.size())))];
            visited.push_back(before.indexOf(at.x(), at.y()));
            moveHeld(viewport, view->tileCentre(at.x(), at.y()), button);
        }
        release(viewport, view->tileCentre(at.x(), at.y()), button);

        Board painted = before;
        for (TileIndex t :
             brushCover(geometry, visited, brush->options().brushSize, brush->options().roundBrush))
            painted.setTileRaw(t, ink(painted.tile(t)));
        // A stroke that paints nothing new is no edit, and no rule runs after it.
        Board expected = painted;
        if (!(painted == before))
            expected.apply(applyRules(rules, painted, live).changes);
        const QString what = QStringLiteral("stroke %1 (%2 = %3, flags on %4, %5 button, brush "
                                            "%6%7)")
                                 .arg(stroke)
                                 .arg(key)
                                 .arg(settings->value)
                                 .arg(settings->flagsOn)
                                 .arg(button == Qt::RightButton ? "right" : "left")
                                 .arg(brush->options().brushSize)
                                 .arg(brush->options().roundBrush ? " round" : "");
        QVERIFY2(
            boardBytes(document->board()) == boardBytes(expected),
            qPrintable(what + QStringLiteral(": ") + differences(document->board(), expected)));
        if (boardBytes(expected) == boardBytes(before)) {
            QCOMPARE(document->undoStack()->count(), steps); // nothing changed: no step
            continue;
        }
        QCOMPARE(document->undoStack()->count(), steps + 1);
        actionOf(window, QStringLiteral("actionUndo"))->trigger();
        QVERIFY2(boardBytes(document->board()) == boardBytes(before),
                 qPrintable(what + QStringLiteral(": one undo")));
        actionOf(window, QStringLiteral("actionRedo"))->trigger();
        QVERIFY2(boardBytes(document->board()) == boardBytes(expected),
                 qPrintable(what + QStringLiteral(": redo")));
    }
}

GBXX_TEST_MAIN(TestLiveRulesFuzz);

} // namespace tst_live_rules_fuzz
#include "tst_live_rules_fuzz.moc"
