#pragma once
// Reading the tile expression language (gbxx/expression.h) into TileExpression's nodes: the
// tokens, the grammar, the checks of fields, neighbour terms and depth. Judging tiles is in
// expression.cpp.

#include "gbxx/expression.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace gbxx {

// How many nodes deep a node may be and still be judged by plain calls (expression.cpp's
// ExpressionRun::flat), whose depth is then bounded by this; deeper ones get frames.
inline constexpr std::uint8_t kFlatHeight = 4;

// What the reading makes: the nodes with their links and neighbour terms, the root, and how far
// the expression looks around a tile (nothing: only at the tile itself).
struct ParsedNodes {
    std::vector<TileExpression::Node>& nodes;
    std::vector<std::uint32_t>& links;
    std::vector<TileExpression::Term>& terms;
    std::uint32_t& root;
    std::optional<Connectivity>& reach;
};

// Reads `text` for boards whose tile fields are `fields` and whose tiles are `shape`; the first
// mistake, or nothing once `into` holds the expression.
std::optional<ExpressionError> parseExpression(std::string_view text,
                                               std::span<const FieldSpec> fields, TileShape shape,
                                               ParsedNodes& into);

} // namespace gbxx
