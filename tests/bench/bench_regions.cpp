// Region editing at the largest board (255×255 GB64, square and hex): Select All + Copy + Paste in
// another window + placing it, a floating 100×100 piece following the mouse (one move and its
// repaint), a five-term tile expression evaluated over the board, and a full repaint with and
// without a 30,000-tile irregular selection outlined (the difference is the outline).

#include "bench/bench_support.h"
#include "widgets/window/main_window.h"
#include "gbxx/expression.h"
#include "widgets/view/states/moving_floating_state.h"
#include "widgets/view/states/view_input.h"
#include "widgets/support/window_parts.h"

#include <benchmark/benchmark.h>

#include <QImage>

using namespace gbxx;
using namespace gbxx::bench;
using namespace gbxx::test;

namespace {

struct Window {
    explicit Window(Board board) {
        statusOf(window)->setInteractive(false);
        window.resize(1920, 1080);
        window.show();
        tabsOf(window)->setBoard(std::move(board), QString());
        QCoreApplication::processEvents();
    }
    ~Window() { tabsOf(window)->document()->markSaved(); }
    MainWindow window;
};

void BM_SelectAllCopyPaste(benchmark::State& state) {
    const bool hex = state.range(0) != 0;
    Window from(largeBoard(Variant::GB64, hex));
    Board other = largeBoard(Variant::GB64, hex);
    for (TileIndex t = 0; t < other.tileCount(); ++t)
        other.setTileRaw(t, other.tile(t) ^ 0x5a5a);
    Window to(std::move(other));
    for (auto _ : state) {
        partOf<RegionEdits>(from.window)->selectAll();
        partOf<RegionEdits>(from.window)->copySelection();
        partOf<RegionEdits>(to.window)->paste(true);
        if (MovingFloatingState* floating = to.window.view()->input().floating())
            floating->place(*to.window.view());
        QCoreApplication::processEvents(); // the repaint of what landed
        state.PauseTiming();
        tabsOf(to.window)->document()->undo();
        partOf<RegionEdits>(to.window)->deselect();
        QCoreApplication::processEvents();
        state.ResumeTiming();
    }
    state.counters["tiles"] = kSide * kSide;
}

void BM_FloatingFollowsMouse(benchmark::State& state) {
    Editor editor(largeBoard(Variant::GB64, state.range(0) != 0));
    editor.view.zoomable()->fitToWindow();
    std::vector<TileIndex> square;
    for (int y = 50; y < 150; ++y)
        for (int x = 50; x < 150; ++x)
            square.push_back(editor.document.board().indexOf(x, y));
    editor.document.setSelection(Selection::of(editor.document.board().tileCount(), square));
    editor.use(QStringLiteral("move"));
    editor.send(QEvent::MouseButtonPress, editor.view.tileCentre(100, 100), Qt::LeftButton);
    QCoreApplication::processEvents();
    int step = 0;
    for (auto _ : state) {
        // Back and forth by a few tiles: each move shifts the piece and repaints.
        const int x = 100 + (step++ % 2 == 0 ? 3 : -3);
        editor.send(QEvent::MouseMove, editor.view.tileCentre(x, 100), Qt::LeftButton);
        QCoreApplication::processEvents();
    }
    editor.send(QEvent::MouseButtonRelease, editor.view.tileCentre(100, 100), Qt::NoButton);
    if (MovingFloatingState* floating = editor.view.input().floating())
        floating->dropPiece(editor.view);
    state.counters["pixelsPerTile"] = editor.view.zoomable()->scale();
}

void BM_QueryFiveTerms(benchmark::State& state) {
    const Board board = largeBoard(Variant::GB64, state.range(0) != 0);
    const auto parsed = TileExpression::parse(
        "height >= 40 and boundary = 3 and (homeZones has 1 or custom < 100) and not x < 10",
        board.fields());
    std::size_t matches = 0;
    for (auto _ : state) {
        matches = parsed.expression->select(board).count();
        benchmark::DoNotOptimize(matches);
    }
    state.counters["matches"] = static_cast<double>(matches);
}

void BM_SelectionOutline(benchmark::State& state) {
    Editor editor(largeBoard(Variant::GB64, state.range(0) != 0));
    editor.view.zoomable()->fitToWindow();
    const bool selected = state.range(1) != 0;
    if (selected) {
        // 30,000 tiles in ragged blobs: long, irregular edges.
        const Board& board = editor.document.board();
        Selection selection(board.tileCount());
        std::mt19937 random(7);
        while (selection.count() < 30000) {
            const int cx = static_cast<int>(random() % kSide);
            const int cy = static_cast<int>(random() % kSide);
            const int r = 2 + static_cast<int>(random() % 6);
            for (int y = std::max(0, cy - r); y <= std::min(kSide - 1, cy + r); ++y)
                for (int x = std::max(0, cx - r); x <= std::min(kSide - 1, cx + r); ++x)
                    if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r && random() % 5 != 0)
                        selection.set(board.indexOf(x, y));
        }
        editor.document.setSelection(std::move(selection));
        state.counters["selected"] = static_cast<double>(editor.document.selection().count());
    }
    QImage image(editor.view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state)
        editor.view.viewport()->render(&image);
}

} // namespace

BENCHMARK(BM_SelectAllCopyPaste)->Arg(0)->Arg(1)->ArgName("hex")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FloatingFollowsMouse)->Arg(0)->Arg(1)->ArgName("hex")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_QueryFiveTerms)->Arg(0)->Arg(1)->ArgName("hex")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SelectionOutline)
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->ArgNames({"hex", "selected"})
    ->Unit(benchmark::kMillisecond);
