#include "gbxx/regions.h"

namespace gbxx {

std::vector<TileIndex> floodRegion(const Board& board, const Geometry& geometry, TileIndex start,
                                   const FieldSpec& field) {
    std::vector<TileIndex> region;
    if (start >= board.tileCount())
        return region;
    const std::uint64_t value = board.get(start, field);
    std::vector<bool> seen(board.tileCount(), false);
    seen[start] = true;
    region.push_back(start);
    // The region itself is the breadth-first queue.
    for (std::size_t next = 0; next < region.size(); ++next) {
        for (TileIndex n : geometry.neighbours(region[next])) {
            if (!seen[n] && board.get(n, field) == value) {
                seen[n] = true;
                region.push_back(n);
            }
        }
    }
    return region;
}

} // namespace gbxx
