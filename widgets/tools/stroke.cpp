#include "tools/stroke.h"

namespace gbxx {

void Stroke::begin(std::size_t tileCount) {
    slot_.assign(tileCount, -1);
    changes_.clear();
    active_ = true;
}

void Stroke::add(const ChangeSet& changes) {
    for (const ChangeSet::Change& c : changes) {
        if (c.index >= slot_.size())
            continue; // not a tile of the board this stroke began on
        std::int32_t& slot = slot_[c.index];
        if (slot < 0) {
            slot = static_cast<std::int32_t>(changes_.size());
            changes_.push_back(c);
        } else {
            changes_[static_cast<std::size_t>(slot)].after = c.after;
        }
    }
}

ChangeSet Stroke::finish() {
    ChangeSet out;
    for (const ChangeSet::Change& c : changes_)
        out.add(c.index, c.before, c.after);
    changes_.clear();
    changes_.shrink_to_fit();
    slot_.clear();
    slot_.shrink_to_fit();
    active_ = false;
    return out;
}

} // namespace gbxx
