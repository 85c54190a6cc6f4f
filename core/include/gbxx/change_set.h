#pragma once
// What an edit changed: for each touched tile its index, its value before and after. The undo stack
// keeps a ChangeSet and re-applies it in either direction; nothing else about the board is stored.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gbxx {

using TileIndex = std::uint32_t;

class ChangeSet {
public:
    struct Change {
        TileIndex index;
        std::uint64_t before;
        std::uint64_t after;
        bool operator==(const Change&) const = default;
    };

    // Records a change; a change whose `before` equals `after` is not recorded.
    void add(TileIndex index, std::uint64_t before, std::uint64_t after);
    // Appends `later`, which was made after this one: a tile changed by both keeps its first
    // `before` and its last `after`; a tile that ends as it began is dropped.
    void merge(const ChangeSet& later);

    bool empty() const { return changes_.empty(); }
    std::size_t size() const { return changes_.size(); }
    const std::vector<Change>& changes() const { return changes_; }
    auto begin() const { return changes_.begin(); }
    auto end() const { return changes_.end(); }
    // Bytes of memory this set holds (for the undo history's budget).
    std::size_t memoryBytes() const { return changes_.capacity() * sizeof(Change); }

    bool operator==(const ChangeSet&) const = default;

private:
    std::vector<Change> changes_; // in the order the tiles were first changed
};

// `changes` with the bits of `kept` left as they were before (locked fields): tiles that then do
// not change are dropped.
ChangeSet sparingBits(const ChangeSet& changes, std::uint64_t kept);

// Collects what one transaction (a stroke, a fill, a script run) changed however often it touched
// a tile: a tile keeps its first `before` and its last `after`. O(1) per change through a per-tile
// slot table, and it knows at any moment how many tiles differ from where they began.
class ChangeAccumulator {
public:
    explicit ChangeAccumulator(std::size_t tileCount);

    // Adds changes made after the ones already added; changes to tiles past `tileCount` are
    // ignored.
    void add(const ChangeSet& changes);
    // Tiles whose latest value differs from their first `before`.
    std::size_t netChanges() const { return net_; }
    // The net changes, in the order the tiles were first changed.
    ChangeSet result() const;

private:
    std::vector<std::int32_t> slot_; // per tile: position in changes_, or -1
    std::vector<ChangeSet::Change> changes_;
    std::size_t net_ = 0;
};

// The compact form an undo history keeps of a ChangeSet: the changed tiles and the XOR of their
// before and after values. Applying it flips those tiles between the two states, so one record
// serves undo and redo: 12 bytes per changed tile.
class TileDelta {
public:
    TileDelta() = default;
    explicit TileDelta(const ChangeSet& changes);

    const std::vector<TileIndex>& tiles() const { return tiles_; }
    const std::vector<std::uint64_t>& xors() const { return xors_; }
    std::size_t size() const { return tiles_.size(); }
    std::size_t memoryBytes() const {
        return tiles_.capacity() * sizeof(TileIndex) + xors_.capacity() * sizeof(std::uint64_t);
    }

private:
    std::vector<TileIndex> tiles_;
    std::vector<std::uint64_t> xors_;
};

} // namespace gbxx
