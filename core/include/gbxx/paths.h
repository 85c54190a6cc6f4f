#pragma once
// Step counts over a board as a game sees it: which tiles can be entered, shortest paths and step
// distances (X1-X3 adjacency, wrap seams), with a link group acting as one tile (G1). These are the
// movement model's (movement.h) with every move costing one step and no barrier judged; a start
// must be enterable here. The model finds the board's grid and link groups itself: the
// `geometry` and `groups` these functions still take (as games call them) are not read, and
// `options.connectivity` says whether square boards step diagonally.

#include "gbxx/board.h"
#include "gbxx/geometry.h"
#include "gbxx/link_groups.h"

#include <optional>
#include <span>
#include <vector>

namespace gbxx {

struct PathOptions {
    Connectivity connectivity = Connectivity::Edges; // square boards; hex always uses 6
    int player = 0; // 1..4: tiles on that player's blacklist cannot be entered; 0: nobody's
};

// Tiles on the board that are "not on board" or "out of bounds" cannot be entered; traps can. A
// tile of a link group is judged by its anchor (G1): pass the board's active groups, or nothing.
bool enterable(const Board& board, const std::optional<LinkGroups>& groups, TileIndex tile,
               const PathOptions& options);

// Steps from the nearest of `sources` to every tile (-1: unreachable), moving through enterable
// tiles; with `groups`, entering any tile of a link group reaches all of it at once.
std::vector<int> stepsFrom(const Board& board, const Geometry& geometry, const LinkGroups* groups,
                           std::span<const TileIndex> sources, const PathOptions& options);

struct Path {
    std::vector<TileIndex> tiles; // from start to goal, both included
    int steps = 0;
};

// A shortest path from `from` to `to`, or nothing when `to` cannot be reached.
std::optional<Path> shortestPath(const Board& board, const Geometry& geometry,
                                 const LinkGroups* groups, TileIndex from, TileIndex to,
                                 const PathOptions& options);

// Splits the enterable tiles into areas that can reach each other: per tile its area number, or -1
// for tiles that cannot be entered. One pass over the board.
std::vector<int> reachableAreas(const Board& board, const Geometry& geometry,
                                const LinkGroups* groups, const PathOptions& options);

// The link groups the board's header makes active (G1: `grouped`), or nothing.
std::optional<LinkGroups> activeLinkGroups(const Board& board, const Geometry& geometry);

} // namespace gbxx
