// Live rules in the editor (issue 37), through the real view (1920×1080, 32 px a tile) on the busy
// 255×255 GB64 board, square and hex, with five live rules (busy_rules_board.h): one brush sample
// of a size-8 brush painting height 40 — the stroke's ink, the rules brought up to date and the
// dirty repaint — (budget 4 ms); a stroke's start, whose first sample also runs the rules on the
// whole board once (no budget); and Apply All Rules from the Rules dock's action, as one undo step
// with the repaint it causes (budget 20 ms). Budgets: docs/performance.md.

#include "bench/bench_support.h"
#include "bench/busy_rules_board.h"
#include "gbxx/rules.h"

#include <benchmark/benchmark.h>

#include <QCoreApplication>

#include <variant>

namespace gbxx::bench {
namespace {

// The editor on the rules' board with the five rules, all live.
struct RulesEditor : Editor {
    explicit RulesEditor(bool hex)
        : Editor(busyRulesBoard(hex)) {
        document.setRules(std::get<std::vector<RuleText>>(readRules(kFiveRules)));
        view.zoomable()->resetZoom();
        use(QStringLiteral("brush"), 8);
        QCoreApplication::processEvents();
    }
    // The k-th sample's place: one tile (32 px) further along a row of the view, three rows 9
    // tiles apart, so that a stroke of kSamples paints no tile twice.
    static constexpr int kSamples = 165;
    static QPointF sample(int k) {
        k %= kSamples;
        return QPointF(100 + (k % 55) * 32, 100 + (k / 55) * 9 * 32);
    }
};

void BM_LiveRulesBrushSample(benchmark::State& state) {
    RulesEditor editor(state.range(0) != 0);
    if (editor.document.runningRules().size() != 5) {
        state.SkipWithError("the five rules do not run");
        return;
    }
    // A stroke covers the samples' rows once; the next one paints them back to another height,
    // so that every sample changes tiles. Starting a stroke is timed on its own (below).
    const auto startStroke = [&](int k) {
        editor.settings.value = editor.settings.value == 40 ? 0 : 40;
        editor.settings.notify();
        editor.send(QEvent::MouseButtonPress, RulesEditor::sample(k), Qt::LeftButton);
        QCoreApplication::processEvents();
    };
    startStroke(0);
    const quint64 started = editor.document.revision();
    int k = 0;
    for (auto _ : state) {
        if (++k % RulesEditor::kSamples == 0) {
            state.PauseTiming();
            editor.send(QEvent::MouseButtonRelease, RulesEditor::sample(k - 1), Qt::NoButton);
            startStroke(k);
            ++k;
            state.ResumeTiming();
        }
        editor.send(QEvent::MouseMove, RulesEditor::sample(k), Qt::LeftButton);
        QCoreApplication::processEvents(); // the dirty repaint of this sample
    }
    // Each sample changes the board (an announcement at least), or the figure means nothing.
    state.counters["changes a sample"] =
        double(editor.document.revision() - started) / double(state.iterations());
    editor.send(QEvent::MouseButtonRelease, RulesEditor::sample(k), Qt::NoButton);
}

// Press and one sample on a board that obeys its rules (as it does after its first edit): the live
// rules start with a whole run on the board as it is.
void BM_LiveRulesStrokeStart(benchmark::State& state) {
    RulesEditor editor(state.range(0) != 0);
    editor.document.applyRulesToBoard(QStringLiteral("Apply rules"),
                                      editor.document.rules().ruleSet()->all());
    QCoreApplication::processEvents();
    int k = 0;
    for (auto _ : state) {
        editor.send(QEvent::MouseButtonPress, RulesEditor::sample(k), Qt::LeftButton);
        editor.send(QEvent::MouseMove, RulesEditor::sample(k + 1), Qt::LeftButton);
        QCoreApplication::processEvents();
        state.PauseTiming();
        editor.send(QEvent::MouseButtonRelease, RulesEditor::sample(k + 1), Qt::NoButton);
        editor.document.undoStack()->undo();
        QCoreApplication::processEvents();
        k += 2;
        state.ResumeTiming();
    }
}

// The Rules dock's Apply All Rules: the five rules on the whole board, one undo step, repainted.
void BM_ApplyFiveRules(benchmark::State& state) {
    RulesEditor editor(state.range(0) != 0);
    const std::vector<std::size_t> all = editor.document.rules().ruleSet()->all();
    std::size_t changed = 0;
    for (auto _ : state) {
        const auto outcome = editor.document.applyRulesToBoard(QStringLiteral("Apply rules"), all);
        QCoreApplication::processEvents();
        state.PauseTiming();
        changed = std::get<RulesOutcome>(outcome).changes.size();
        editor.document.undoStack()->undo();
        QCoreApplication::processEvents();
        state.ResumeTiming();
    }
    state.counters["tiles changed"] = double(changed);
}

} // namespace

BENCHMARK(BM_LiveRulesBrushSample)->ArgName("hex")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LiveRulesStrokeStart)->ArgName("hex")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ApplyFiveRules)->ArgName("hex")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

} // namespace gbxx::bench
