#pragma once
// Symmetry for fair boards: the tiles that mirror or rotate onto a tile, and the owner swaps that
// go with them (player 1's zone at a tile is player 2's at its mirror image).

#include "gbxx/field.h"
#include "gbxx/geometry.h"

#include <optional>
#include <vector>

namespace gbxx {

enum class Symmetry { None, MirrorLeftRight, MirrorTopBottom, Rotate180, FourWay };

// One image of a symmetry: a mirror across the vertical or horizontal middle, or both (rotation).
enum class Reflection { LeftRight, TopBottom, Both };

// The reflections whose images a symmetry adds to every painted tile.
std::vector<Reflection> reflectionsOf(Symmetry symmetry);

// The tile whose centre is the reflected centre of `tile`; nothing when no tile sits exactly there
// (on hex boards the half-tile offset of odd columns leaves some reflections without a tile).
std::optional<TileIndex> reflectedTile(const Geometry& geometry, TileIndex tile,
                                       Reflection reflection);

// `value` of `field` as painted at a reflected image with owners swapped: across the left/right
// mirror player 1↔2, 3↔4 and team A↔B; across top/bottom 1↔3, 2↔4; both, 1↔4, 2↔3. Fields that name
// no players (by their value names) are returned as they are.
std::uint64_t swapOwners(const FieldSpec& field, std::uint64_t value, Reflection reflection);

} // namespace gbxx
