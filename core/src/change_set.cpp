#include "gbxx/change_set.h"

#include <unordered_map>

namespace gbxx {

void ChangeSet::add(TileIndex index, std::uint64_t before, std::uint64_t after) {
    if (before != after)
        changes_.push_back({index, before, after});
}

void ChangeSet::merge(const ChangeSet& later) {
    std::unordered_map<TileIndex, std::size_t> position;
    position.reserve(changes_.size() + later.size());
    for (std::size_t k = 0; k < changes_.size(); ++k)
        position.emplace(changes_[k].index, k);
    for (const Change& c : later) {
        auto [it, inserted] = position.emplace(c.index, changes_.size());
        if (inserted)
            changes_.push_back(c);
        else
            changes_[it->second].after = c.after;
    }
    std::erase_if(changes_, [](const Change& c) { return c.before == c.after; });
}

ChangeAccumulator::ChangeAccumulator(std::size_t tileCount)
    : slot_(tileCount, -1) {}

void ChangeAccumulator::add(const ChangeSet& changes) {
    for (const ChangeSet::Change& c : changes) {
        if (c.index >= slot_.size())
            continue;
        std::int32_t& slot = slot_[c.index];
        if (slot < 0) {
            slot = static_cast<std::int32_t>(changes_.size());
            changes_.push_back(c);
            net_ += c.before != c.after;
            continue;
        }
        ChangeSet::Change& kept = changes_[static_cast<std::size_t>(slot)];
        const bool was = kept.before != kept.after;
        kept.after = c.after;
        const bool is = kept.before != kept.after;
        net_ = net_ + is - was;
    }
}

ChangeSet ChangeAccumulator::result() const {
    ChangeSet out;
    for (const ChangeSet::Change& c : changes_)
        out.add(c.index, c.before, c.after);
    return out;
}

TileDelta::TileDelta(const ChangeSet& changes) {
    tiles_.reserve(changes.size());
    xors_.reserve(changes.size());
    for (const ChangeSet::Change& c : changes) {
        tiles_.push_back(c.index);
        xors_.push_back(c.before ^ c.after);
    }
}

ChangeSet sparingBits(const ChangeSet& changes, std::uint64_t kept) {
    if (kept == 0)
        return changes;
    ChangeSet out;
    for (const ChangeSet::Change& c : changes)
        out.add(c.index, c.before, (c.after & ~kept) | (c.before & kept));
    return out;
}

} // namespace gbxx
