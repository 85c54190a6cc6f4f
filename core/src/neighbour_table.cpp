#include "gbxx/neighbour_table.h"

#include <algorithm>
#include <mutex>

namespace gbxx {

NeighbourTable::NeighbourTable(const GridShape& shape)
    : shape_(shape)
    , requested_(shape) {
    const Geometry corners(shape, Connectivity::EdgesAndCorners);
    shape_ = corners.shape(); // as the geometry reads it (sides of at least 1)
    const std::size_t count = corners.tileCount();
    tiles_.resize(count * 8);
    counts_.resize(count);
    for (TileIndex t = 0; t < count; ++t) {
        // The edge neighbours first, as Geometry with Connectivity::Edges lists them.
        const Geometry::Neighbours all = corners.neighbours(t);
        std::copy(all.begin(), all.end(), tiles_.begin() + std::ptrdiff_t(t) * 8);
        counts_[t] = {static_cast<std::uint8_t>(all.edges), static_cast<std::uint8_t>(all.count)};
    }
}

std::shared_ptr<const NeighbourTable> NeighbourTable::of(const GridShape& shape) {
    constexpr std::size_t kKept = 4;
    static std::mutex mutex;
    static std::vector<std::shared_ptr<const NeighbourTable>> kept; // the latest last
    {
        const std::lock_guard lock(mutex);
        for (auto it = kept.begin(); it != kept.end(); ++it)
            if ((*it)->shape_ == shape || (*it)->requested_ == shape) {
                auto table = *it;
                kept.erase(it);
                kept.push_back(table);
                return table;
            }
    }
    auto table = std::make_shared<NeighbourTable>(shape); // worked out without the lock
    const std::lock_guard lock(mutex);
    if (kept.size() == kKept)
        kept.erase(kept.begin());
    kept.push_back(table);
    return table;
}

} // namespace gbxx
