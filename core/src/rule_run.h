#pragma once
// What applyRules (rules.cpp) and LiveRules (live_rules.cpp) share: running a rule's operations on
// a tile, a board's tiles as values, and the neighbour table the rules need.

#include "gbxx/rules.h"

#include <memory>
#include <span>
#include <vector>

namespace gbxx::rule_run {

// `tile` after `operations`, in order.
inline std::uint64_t operated(std::span<const FieldOperation> operations, std::uint64_t tile) {
    for (const FieldOperation& op : operations)
        tile = op.field->write(tile, op.apply(op.field->read(tile)));
    return tile;
}

inline std::vector<std::uint64_t> tileValues(const Board& board) {
    std::vector<std::uint64_t> values(board.tileCount());
    for (TileIndex t = 0; t < values.size(); ++t)
        values[t] = board.tile(t);
    return values;
}

// The neighbour table the rules `chosen` read, if they read any.
inline std::shared_ptr<const NeighbourTable>
tableFor(const RuleSet& rules, std::span<const std::size_t> chosen, const Board& board) {
    for (std::size_t k : chosen)
        if (rules.rules()[k].where.neighbours())
            return NeighbourTable::of(gridShapeOf(board));
    return nullptr;
}

} // namespace gbxx::rule_run
