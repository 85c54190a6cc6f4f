// Several fields shown together (issue 16) on the busy 255×255 GB64 board, square and hex, in the
// real view (1920×1080): a repaint with all 13 fields visible at 100 % and fitted, one brush sample
// with its dirty repaint, and switching one field's visibility (an overlay, or a field in the
// tiles' colours, which recolours the board; with the full repaint either causes). Budgets
// (docs/performance.md): 16 ms, 4 ms, 2 ms and 16 ms.

#include "bench/bench_support.h"
#include "widgets/view/layer_visibility.h"

#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QImage>
#include <QSettings>

namespace gbxx::bench {
namespace {

// Every field of the board visible, each in its default channel.
struct AllFields {
    explicit AllFields(Editor& editor) {
        QCoreApplication::setOrganizationName(QStringLiteral("GameBoardXX-bench"));
        QSettings().remove(QStringLiteral("layers"));
        const Board& board = editor.document.board();
        // BENCH_FIELDS=key,key… shows only those (to see what each channel costs).
        const QStringList only =
            qEnvironmentVariable("BENCH_FIELDS").split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const FieldSpec& field : board.fields())
            visibility.setVisible(
                board.variant(), field,
                only.isEmpty() || only.contains(QString::fromLatin1(
                                      field.key.data(), static_cast<qsizetype>(field.key.size()))));
        editor.view.setLayerVisibility(&visibility);
        QCoreApplication::processEvents();
    }
    LayerVisibility visibility;
};

void BM_AllFieldsRepaint(benchmark::State& state) {
    Editor editor(largeBoard(Variant::GB64, state.range(0) != 0));
    AllFields all(editor);
    if (state.range(1) == 0)
        editor.view.zoomable()->fitToWindow();
    else
        editor.view.zoomable()->resetZoom();
    QImage image(editor.view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state)
        editor.view.viewport()->render(&image);
    state.counters["shown"] = static_cast<double>(
        all.visibility.shown(editor.document.board().variant(), editor.document.fields()).size());
}

void BM_AllFieldsBrushSample(benchmark::State& state) {
    Editor editor(largeBoard(Variant::GB64, state.range(0) != 0));
    AllFields all(editor);
    editor.view.zoomable()->resetZoom();
    editor.use(QStringLiteral("brush"), 1);
    editor.send(QEvent::MouseButtonPress, QPointF(200, 300), Qt::LeftButton);
    QCoreApplication::processEvents();
    int k = 0;
    for (auto _ : state) {
        // A new tile each sample, back and forth across the view.
        const double x = 200 + (k++ % 1400);
        editor.send(QEvent::MouseMove, QPointF(x, 300 + (k % 2) * 40), Qt::LeftButton);
        QCoreApplication::processEvents(); // the dirty repaint of this sample
    }
    editor.send(QEvent::MouseButtonRelease, QPointF(200, 300), Qt::NoButton);
}

// An overlay (home zones, hatched) or a field in the tiles' colours (height, shaded).
void BM_AllFieldsVisibilitySwitch(benchmark::State& state) {
    Editor editor(largeBoard(Variant::GB64, state.range(0) != 0));
    AllFields all(editor);
    editor.view.zoomable()->resetZoom();
    const Board& board = editor.document.board();
    const FieldSpec& field = *board.field(state.range(1) == 0 ? "homeZones" : "height");
    QImage image(editor.view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    bool shown = true;
    for (auto _ : state) {
        shown = !shown;
        all.visibility.setVisible(board.variant(), field, shown);
        editor.view.viewport()->render(&image);
    }
}

} // namespace

BENCHMARK(BM_AllFieldsRepaint)
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->ArgNames({"hex", "actualSize"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AllFieldsBrushSample)->Arg(0)->Arg(1)->ArgName("hex")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AllFieldsVisibilitySwitch)
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->ArgNames({"hex", "coloured"})
    ->Unit(benchmark::kMillisecond);

} // namespace gbxx::bench
