#include "gbxx/neighbour_table.h"

#include <algorithm>

namespace gbxx {

NeighbourTable::NeighbourTable(const GridShape& shape)
    : shape_(shape) {
    const Geometry edges(shape, Connectivity::Edges);
    const Geometry corners(shape, Connectivity::EdgesAndCorners);
    shape_ = edges.shape(); // as the geometry reads it (sides of at least 1)
    const std::size_t count = edges.tileCount();
    tiles_.resize(count * 8);
    counts_.resize(count);
    for (TileIndex t = 0; t < count; ++t) {
        const Geometry::Neighbours near = edges.neighbours(t);
        // Geometry lists a square tile's edge neighbours before its corner ones and drops repeats,
        // so its eight are the four followed by the corners that are none of them.
        const Geometry::Neighbours all = corners.neighbours(t);
        std::copy(all.begin(), all.end(), tiles_.begin() + std::ptrdiff_t(t) * 8);
        counts_[t] = {static_cast<std::uint8_t>(near.count), static_cast<std::uint8_t>(all.count)};
    }
}

} // namespace gbxx
