#pragma once
// Rules kept applied while a board is painted (rules.h): the painted board and what the rules make
// of it, brought up to date after each brush sample by judging again only the tiles a change can
// reach (each rule that reads neighbours widens the reach by one step), not the whole board.
//
// A stroke: made from the board as it is when the stroke starts (a whole-board run, as
// applyRules), then paint() for each sample; result() is then always exactly what applyRules gives
// for the painted board. The board shown is the result: apply changes() once, then what each
// paint() returns (a ChangeAccumulator collects the stroke's one undo step).

#include "gbxx/neighbour_table.h"
#include "gbxx/rules.h"

#include <memory>
#include <vector>

namespace gbxx {

class LiveRules {
public:
    // `rules` (kept by reference: it must outlive this) run as `chosen` (RuleSet::all(), live(),
    // or any list of indices) on `painted`, whose fields and shape they were compiled for.
    LiveRules(const RuleSet& rules, const Board& painted, std::vector<std::size_t> chosen);

    // The board as painted and as the rules leave it, as tile values in body order.
    std::span<const std::uint64_t> painted() const { return stages_.front(); }
    std::span<const std::uint64_t> result() const { return stages_.back(); }
    // From the painted board to the result, in body order.
    ChangeSet changes() const;
    // One per rule run, in the order run: its counts on the board it found.
    const std::vector<RuleCount>& counts() const { return counts_; }

    // Paints: each change's `after` is its tile's new painted value (`before` is not read).
    // Returns how the result changed, tile by tile from its value before this call.
    ChangeSet paint(const ChangeSet& painted);

private:
    void runStage(std::size_t stage, std::span<const TileIndex> tiles, bool collect);
    // The tiles a change to `changed` can change at `stage`: them and their neighbours as far as
    // the stage's rule reads.
    void reach(std::size_t stage, std::span<const TileIndex> changed);

    const RuleSet& rules_;
    std::vector<std::size_t> chosen_;
    int width_;
    std::shared_ptr<const NeighbourTable> table_;
    std::vector<std::vector<std::uint64_t>> stages_; // the painted board, then after each rule
    std::vector<std::vector<std::uint8_t>> marks_;   // per rule and tile: bit 0 matched, 1 changed
    std::vector<RuleCount> counts_;
    // Scratch for paint(): the tiles to judge at a stage, and which are listed already.
    std::vector<TileIndex> judge_;
    std::vector<TileIndex> changed_;
    std::vector<std::uint32_t> listed_;
    std::uint32_t round_ = 0;
    ChangeSet delta_;
};

} // namespace gbxx
