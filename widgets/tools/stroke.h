#pragma once
// Collects what one user action changed while it is painted live, so that the action becomes a
// single undo step however many dabs it made. A tile touched many times keeps its first `before`
// and its last `after`; lookups are O(1) through a per-tile slot table.

#include "gbxx/change_set.h"

#include <vector>

namespace gbxx {

class Stroke {
public:
    void begin(std::size_t tileCount);
    void add(const ChangeSet& changes);
    // The stroke's changes, without tiles that ended as they began; the stroke is then idle.
    ChangeSet finish();
    bool active() const { return active_; }

private:
    std::vector<std::int32_t> slot_; // per tile: position in changes_, or -1
    std::vector<ChangeSet::Change> changes_;
    bool active_ = false;
};

} // namespace gbxx
