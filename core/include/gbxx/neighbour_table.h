#pragma once
// Every tile's neighbours on a grid, worked out once (geometry.h, spec X1-X3) and then looked up:
// what judging a neighbour term on every tile of a board, often and fast, reads (rules.h).

#include "gbxx/geometry.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace gbxx {

class NeighbourTable {
public:
    explicit NeighbourTable(const GridShape& shape);
    // The table of `shape`, shared: the tables of the last few shapes asked for are kept, so that
    // a board's is worked out once rather than for every run of its rules (2 ms at 255×255).
    static std::shared_ptr<const NeighbourTable> of(const GridShape& shape);

    const GridShape& shape() const { return shape_; }
    std::size_t tileCount() const { return counts_.size(); }

    // The tile's edge neighbours: 4 on square boards, 6 on hex boards (fewer at edges and on
    // boards one or two tiles across a seam), as Geometry::neighbours gives them.
    std::span<const TileIndex> edges(TileIndex tile) const {
        return {tiles_.data() + std::size_t{tile} * 8, counts_[tile].edges};
    }
    // On square boards the edge neighbours and then the corner ones (8, Chebyshev); on hex boards
    // the same as edges().
    std::span<const TileIndex> withCorners(TileIndex tile) const {
        return {tiles_.data() + std::size_t{tile} * 8, counts_[tile].all};
    }

private:
    struct Counts {
        std::uint8_t edges;
        std::uint8_t all;
    };
    GridShape shape_;
    GridShape requested_;          // as given (a side of 0 is read as 1)
    std::vector<TileIndex> tiles_; // eight slots a tile
    std::vector<Counts> counts_;
};

} // namespace gbxx
