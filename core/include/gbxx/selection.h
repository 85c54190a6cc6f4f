#pragma once
// A set of tiles of one board, as a bitmap (one bit a tile, in body order): what the editor's
// selection tools make, what an expression matches, and what region operations work on.

#include "gbxx/change_set.h"

#include <cstdint>
#include <vector>

namespace gbxx {

class Selection {
public:
    Selection() = default;
    // No tile of a board of `tileCount` tiles.
    explicit Selection(std::size_t tileCount);
    static Selection all(std::size_t tileCount);
    static Selection of(std::size_t tileCount, const std::vector<TileIndex>& tiles);

    std::size_t tileCount() const { return tileCount_; }
    bool contains(TileIndex tile) const {
        return tile < tileCount_ && ((words_[tile / 64] >> (tile % 64)) & 1) != 0;
    }
    void set(TileIndex tile, bool on = true);
    std::size_t count() const;
    bool empty() const;

    void clear();
    void invert();
    // Set operations with a selection of the same board (tiles past the shorter one are ignored).
    Selection& operator|=(const Selection& other); // add
    Selection& operator&=(const Selection& other); // intersect
    Selection& operator-=(const Selection& other); // subtract

    // The selected tiles in body order.
    std::vector<TileIndex> tiles() const;

    bool operator==(const Selection&) const = default;

private:
    void clearPastTheEnd();

    std::size_t tileCount_ = 0;
    std::vector<std::uint64_t> words_;
};

// How a selection tool combines what it selects with the selection there is (Shift adds, Ctrl
// subtracts, both intersect).
enum class SelectionMode { Replace, Add, Subtract, Intersect };
Selection combined(const Selection& current, const Selection& made, SelectionMode mode);

} // namespace gbxx
