#include "gbxx/live_rules.h"

#include "rule_run.h"

namespace gbxx {

LiveRules::LiveRules(const RuleSet& rules, const Board& painted, std::vector<std::size_t> chosen)
    : rules_(rules)
    , chosen_(std::move(chosen))
    , width_(painted.width())
    , table_(rule_run::tableFor(rules, chosen_, painted)) {
    stages_.push_back(rule_run::tileValues(painted));
    const std::size_t tiles = painted.tileCount();
    listed_.assign(tiles, 0);
    std::vector<TileIndex> every(tiles);
    for (TileIndex t = 0; t < tiles; ++t)
        every[t] = t;
    for (std::size_t stage = 1; stage <= chosen_.size(); ++stage) {
        stages_.push_back(stages_.back());
        marks_.emplace_back(tiles, std::uint8_t{0});
        counts_.push_back({chosen_[stage - 1], 0, 0});
        runStage(stage, every, false);
    }
    changed_.clear();
}

ChangeSet LiveRules::changes() const {
    ChangeSet out;
    for (TileIndex t = 0; t < stages_.front().size(); ++t)
        out.add(t, stages_.front()[t], stages_.back()[t]);
    return out;
}

void LiveRules::runStage(std::size_t stage, std::span<const TileIndex> tiles, bool collect) {
    const RuleSet::Rule& rule = rules_.rules()[chosen_[stage - 1]];
    const std::vector<std::uint64_t>& before = stages_[stage - 1];
    std::vector<std::uint64_t>& after = stages_[stage];
    std::vector<std::uint8_t>& marks = marks_[stage - 1];
    RuleCount& count = counts_[stage - 1];
    const TileGrid grid{before, width_, table_.get()};
    for (TileIndex t : tiles) {
        const bool matched = rule.where.matches(grid, t);
        const std::uint64_t value = matched ? rule_run::operated(rule.then, before[t]) : before[t];
        const std::uint8_t mark = (matched ? 1 : 0) | (value != before[t] ? 2 : 0);
        const std::uint8_t was = marks[t];
        count.matched = count.matched + (mark & 1) - (was & 1);
        count.changed = count.changed + (mark >> 1) - (was >> 1);
        marks[t] = mark;
        if (after[t] != value) {
            if (collect)
                delta_.add(t, after[t], value);
            after[t] = value;
            changed_.push_back(t);
        }
    }
}

void LiveRules::reach(std::size_t stage, std::span<const TileIndex> changed) {
    if (++round_ == 0) { // the marks' rounds wrapped: start them again
        std::fill(listed_.begin(), listed_.end(), 0);
        round_ = 1;
    }
    judge_.clear();
    const auto list = [&](TileIndex t) {
        if (listed_[t] != round_) {
            listed_[t] = round_;
            judge_.push_back(t);
        }
    };
    // The neighbour relation is symmetric (X2, X3): the tiles that read t are t's neighbours.
    const std::optional<Connectivity> reads = rules_.rules()[chosen_[stage - 1]].where.neighbours();
    for (TileIndex t : changed) {
        list(t);
        if (!reads)
            continue;
        for (TileIndex n :
             *reads == Connectivity::EdgesAndCorners ? table_->withCorners(t) : table_->edges(t))
            list(n);
    }
}

ChangeSet LiveRules::paint(const ChangeSet& painted) {
    delta_ = ChangeSet();
    changed_.clear();
    std::vector<std::uint64_t>& values = stages_.front();
    for (const ChangeSet::Change& c : painted) {
        if (c.index >= values.size() || values[c.index] == c.after)
            continue;
        if (chosen_.empty())
            delta_.add(c.index, values[c.index], c.after);
        values[c.index] = c.after;
        changed_.push_back(c.index);
    }
    for (std::size_t stage = 1; stage <= chosen_.size() && !changed_.empty(); ++stage) {
        reach(stage, changed_);
        changed_.clear();
        runStage(stage, judge_, stage == chosen_.size());
    }
    return delta_;
}

} // namespace gbxx
