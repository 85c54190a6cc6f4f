// Speed at the largest board (255×255), every variant, square and hex: file I/O next to memcpy,
// conversion with the loss report, full repaints of the real view, a brush stroke through the real
// tool and undo path, fill + undo + redo, and the undo history's memory per changed tile.
// Run: build/tests/bench/gbxx_bench (see docs/performance.md). Not part of ctest.

#include "bench/bench_support.h"
#include "widgets/document/board_document.h"
#include "widgets/document/commands/edit_command.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "gbxx/codec.h"
#include "gbxx/conversion.h"
#include "gbxx/link_groups.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QMouseEvent>

#include <cstring>
#include <random>

using namespace gbxx;
using namespace gbxx::bench;

namespace {

void BM_Memcpy(benchmark::State& state) {
    const std::vector<std::uint8_t> bytes =
        writeBoard(largeBoard(variantArg(state.range(0)), false));
    std::vector<std::uint8_t> copy(bytes.size());
    for (auto _ : state) {
        std::memcpy(copy.data(), bytes.data(), bytes.size());
        benchmark::DoNotOptimize(copy.data());
        benchmark::ClobberMemory();
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

void BM_ReadWrite(benchmark::State& state) {
    const std::vector<std::uint8_t> bytes =
        writeBoard(largeBoard(variantArg(state.range(0)), false));
    for (auto _ : state) {
        ReadResult read = readBoard(bytes);
        std::vector<std::uint8_t> written = writeBoard(*read.board);
        benchmark::DoNotOptimize(written.data());
    }
    // Bytes of the file, read and written once each per iteration (compare with memcpy of the
    // same).
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes.size()));
}

void BM_Convert(benchmark::State& state) {
    const Board board = largeBoard(variantArg(state.range(0)), false);
    const Variant target = variantArg(state.range(1));
    std::size_t lossy = 0;
    for (auto _ : state) {
        Conversion out = convertBoard(board, target);
        lossy = out.report.entries.size();
        benchmark::DoNotOptimize(out.board.body().data());
    }
    state.counters["lossyFields"] = static_cast<double>(lossy);
    state.SetItemsProcessed(static_cast<int64_t>(state.iterations() * board.tileCount()));
}

// The real view and document, 1920×1080.
void BM_Repaint(benchmark::State& state) {
    Editor editor(largeBoard(variantArg(state.range(0)), state.range(1) != 0));
    if (state.range(2) == 0)
        editor.view.zoomable()->fitToWindow();
    else
        editor.view.zoomable()->resetZoom();
    QImage image(editor.view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state)
        editor.view.viewport()->render(&image); // a full paintEvent of the whole viewport
    state.counters["pixelsPerTile"] = editor.view.zoomable()->scale();
}

void BM_BrushStroke(benchmark::State& state) {
    Editor editor(largeBoard(variantArg(state.range(0)), state.range(1) != 0));
    editor.view.zoomable()->resetZoom();
    editor.use(QStringLiteral("brush"), 8);
    constexpr int kSamples = 200;
    for (auto _ : state) {
        editor.send(QEvent::MouseButtonPress, QPointF(100, 100), Qt::LeftButton);
        for (int k = 0; k < kSamples; ++k) {
            // A wavy stroke across the visible part of the board, a few tiles per sample.
            editor.send(QEvent::MouseMove, QPointF(100 + k * 8, 500 + 300 * std::sin(k / 15.0)),
                        Qt::LeftButton);
            QCoreApplication::processEvents(); // the dirty repaint of this sample
        }
        editor.send(QEvent::MouseButtonRelease, QPointF(1700, 500), Qt::NoButton);
        QCoreApplication::processEvents();
        state.PauseTiming();
        editor.document.undoStack()->undo();
        QCoreApplication::processEvents();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(state.iterations() * kSamples); // items = brush samples
}

// Fill the whole board (every tile in bounds), then undo, then redo: each phase timed on its own,
// including the repaint it causes.
void BM_FillUndoRedo(benchmark::State& state) {
    Board board(variantArg(state.range(0)), kSide, kSide);
    board.setHeader(*board.layout().headerField("hex"), state.range(1));
    const FieldSpec& boundary = *board.field("boundary");
    for (TileIndex i = 0; i < board.tileCount(); ++i)
        board.setTileRaw(i, boundary.write(0, 3));
    Editor editor(std::move(board));
    editor.view.zoomable()->fitToWindow();
    editor.settings.field = &boundary;
    editor.settings.value = 2;
    editor.settings.notify();
    editor.use(QStringLiteral("fill"));
    const int phase = static_cast<int>(state.range(2)); // 0 fill, 1 undo, 2 redo
    QUndoStack* stack = editor.document.undoStack();
    const QPointF centre = editor.view.tileCentre(kSide / 2, kSide / 2);
    for (auto _ : state) {
        if (phase != 0)
            state.PauseTiming();
        editor.send(QEvent::MouseButtonPress, centre, Qt::LeftButton);
        editor.send(QEvent::MouseButtonRelease, centre, Qt::NoButton);
        QCoreApplication::processEvents();
        if (phase == 0)
            state.PauseTiming();
        if (phase == 1)
            state.ResumeTiming();
        stack->undo();
        QCoreApplication::processEvents();
        if (phase == 1)
            state.PauseTiming();
        if (phase == 2) {
            state.ResumeTiming();
            stack->redo();
            QCoreApplication::processEvents();
            state.PauseTiming();
            stack->undo();
            QCoreApplication::processEvents();
        }
        stack->clear();
        state.ResumeTiming();
    }
    state.counters["tiles"] = kSide * kSide;
}

// Link groups of a busy board (every tile a random link value), recomputed after a stroke changes
// one.
void BM_LinkGroups(benchmark::State& state) {
    const Board board = largeBoard(Variant::GB64, state.range(0) != 0);
    const Geometry geometry(board);
    std::size_t groups = 0;
    for (auto _ : state) {
        LinkGroups found = findLinkGroups(board, geometry);
        groups = found.groups.size();
        benchmark::DoNotOptimize(found.groupOfTile.data());
    }
    state.counters["groups"] = static_cast<double>(groups);
}

// Memory the undo history holds after 1,000 brush strokes, per changed tile.
void BM_UndoMemory(benchmark::State& state) {
    Editor editor(largeBoard(Variant::GB64, false));
    editor.view.zoomable()->resetZoom();
    editor.use(QStringLiteral("brush"), 8);
    std::mt19937 random(7);
    double bytes = 0;
    double tiles = 0;
    for (auto _ : state) {
        editor.document.undoStack()->clear();
        for (int stroke = 0; stroke < 1000; ++stroke) {
            editor.settings.value = stroke % 64;
            const auto pick = [&](unsigned n) { return static_cast<double>(random() % n); };
            const QPointF start(50 + pick(1800), 50 + pick(950));
            editor.send(QEvent::MouseButtonPress, start, Qt::LeftButton);
            editor.send(QEvent::MouseMove, start + QPointF(pick(120), pick(120)), Qt::LeftButton);
            editor.send(QEvent::MouseButtonRelease, start, Qt::NoButton);
        }
        bytes = tiles = 0;
        QUndoStack* stack = editor.document.undoStack();
        for (int k = 0; k < stack->count(); ++k) {
            const auto* command = static_cast<const EditCommand*>(stack->command(k));
            bytes += static_cast<double>(sizeof(EditCommand) + command->text().size() * 2 +
                                         command->delta().memoryBytes());
            tiles += static_cast<double>(command->delta().size());
        }
    }
    state.counters["strokes"] = editor.document.undoStack()->count();
    state.counters["changedTiles"] = tiles;
    state.counters["bytesPerChangedTile"] = bytes / tiles;
}

void variants(benchmark::internal::Benchmark* b) {
    for (int v : {8, 16, 32, 64})
        b->Arg(v);
}
void variantsAndShapes(benchmark::internal::Benchmark* b) {
    for (int v : {8, 16, 32, 64})
        for (int hex : {0, 1})
            b->Args({v, hex});
}

} // namespace

BENCHMARK(BM_Memcpy)->Apply(variants);
BENCHMARK(BM_ReadWrite)->Apply(variants);
BENCHMARK(BM_Convert)->Args({64, 8})->Args({8, 64})->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Repaint)
    ->ArgsProduct({{8, 16, 32, 64}, {0, 1}, {0, 1}})
    ->ArgNames({"variant", "hex", "actualSize"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BrushStroke)->Apply(variantsAndShapes)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FillUndoRedo)
    ->ArgsProduct({{8, 64}, {0, 1}, {0, 1, 2}})
    ->ArgNames({"variant", "hex", "phase"})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LinkGroups)->Arg(0)->Arg(1)->ArgName("hex")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_UndoMemory)->Iterations(1)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
