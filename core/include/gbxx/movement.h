#pragma once
// How a piece moves over a board (docs/movement.md, rules M1-M3): which tiles it may enter, what
// a move costs (a step, plus climbing, descending and barriers as the game chooses), and the
// searches every path, reach and balance in the core, the CLI, the editor and scripts use.
//
//     const gbxx::Board board = *gbxx::loadBoardFile("isles.gb64").board;
//     gbxx::MoveRules rules;
//     rules.player = 1;
//     rules.climb = 2;
//     gbxx::MovementModel model(board, rules);
//     auto route = gbxx::cheapestPath(model, model.zoneTiles(gbxx::ZoneKind::Home, 1),
//                                     model.zoneTiles(gbxx::ZoneKind::End, 1));
//
// A model reads the board once (every tile's effective fields, G1, through the neutral tile, so
// every tile size and layout moves alike); a search then reads only flat arrays.

#include "gbxx/board.h"
#include "gbxx/geometry.h"
#include "gbxx/neighbour_table.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace gbxx {

// What a barrier field does to a move onto its tile (M3).
enum class BarrierRule : std::uint8_t {
    Ignore, // the format's default: barriers are the game's to judge
    Block,  // a tile with the barrier cannot be entered
    Cost,   // entering adds the barrier's value (turns 5/10/15, currency 3/6/9)
};

// The most a level up or down may add (M3): a model holds climb and descend to 0..this, so that
// any way over the largest board (64 levels, 65,025 tiles) costs what an int holds.
inline constexpr int kMaxLevelCost = 100;

struct MoveRules {
    int player = 0;        // M1: 1..4, kept out of tiles on that player's blacklist; 0 anyone
    bool ffa = false;      // with `player`: the 1v1v1v1 blacklist too
    int team = 0;          // M1: 1..8, a flag of `teamBlacklist`; 0 none
    bool diagonal = false; // M2: square boards step to the 8 tiles around (hex always 6)
    int climb = 0;         // M3: added per level up, 0..kMaxLevelCost
    int descend = 0;       // M3: added per level down, 0..kMaxLevelCost
    BarrierRule turnBarriers = BarrierRule::Ignore;
    BarrierRule currencyBarriers = BarrierRule::Ignore;
    BarrierRule pieceBarriers = BarrierRule::Ignore; // Ignore or Block: pieces have no cost
};

enum class ZoneKind : std::uint8_t { Home, End, Safe };

// M1 for one tile's bits as they are on `board` (pass a grouped tile's effective bits, G1).
bool entersTile(const Board& board, std::uint64_t tile, const MoveRules& rules);

class MovementModel {
public:
    // A game's own cost of entering `to` from `from`, given M3's (which it may ignore); a
    // negative answer forbids the move. A way whose cost would pass what an int holds is none.
    using CostFunction = std::function<int(TileIndex from, TileIndex to, int ruleCost)>;

    explicit MovementModel(const Board& board, const MoveRules& rules = {});

    const MoveRules& rules() const { return rules_; }
    std::size_t tileCount() const { return tiles_.size(); }
    const GridShape& shape() const { return neighbours_->shape(); }

    // M1, judged by the tile's effective fields (its group's anchor's, G1, when `grouped`).
    bool enterable(TileIndex tile) const { return tiles_[tile].enterable != 0; }
    // M3: the cost of entering `to` from its neighbour `from`; 0 inside one link group.
    int moveCost(TileIndex from, TileIndex to) const {
        const TileMove& a = tiles_[from];
        const TileMove& b = tiles_[to];
        if (const int g = groupOf(to); g >= 0 && g == groupOf(from))
            return 0;
        const int rise = b.height - a.height;
        return 1 + b.extra + (rise > 0 ? rules_.climb * rise : -rules_.descend * rise);
    }
    // M2: the tiles one move away (edges, or with corners when `diagonal` on a square board).
    std::span<const TileIndex> neighbours(TileIndex tile) const {
        return rules_.diagonal ? neighbours_->withCorners(tile) : neighbours_->edges(tile);
    }
    // The link group of a tile (-1: none, or the header does not group) and its tiles.
    int groupOf(TileIndex tile) const { return groupOfTile_.empty() ? -1 : groupOfTile_[tile]; }
    std::span<const TileIndex> groupTiles(int group) const;
    // The height M3 compares: the number, or the 1-based index of the highest level (0: none).
    int height(TileIndex tile) const { return tiles_[tile].height; }

    // Player P's (1..4) zone tiles of a kind: P's flag or the kind's "all" flag, on every tile
    // size (a GB16 tile's one owner; a GB08 designated zone is a home for everyone, C4).
    std::vector<TileIndex> zoneTiles(ZoneKind kind, int player) const;
    // Team K's (1..3: teams A..C of the GB64 and GB32 zone flags).
    std::vector<TileIndex> teamZoneTiles(ZoneKind kind, int team) const;

private:
    friend struct MovementSearch; // the searches (movement.cpp) read the arrays below directly

    MoveRules rules_;
    std::shared_ptr<const NeighbourTable> neighbours_;
    // What a search reads of a tile, side by side: one cache line holds sixteen tiles' worth.
    // Heights have at most 8 bits on every tile size, barriers add at most 15 + 9.
    struct TileMove {
        std::int16_t height = 0;
        std::uint8_t extra = 0; // the barriers' costs of entering
        std::uint8_t enterable = 0;
    };
    std::vector<TileMove> tiles_;
    std::vector<std::int32_t> groupOfTile_; // each tile's link group or -1; empty: no groups
    // Each tile's neighbours (M2) that are enterable, side by side: tile t's are
    // openNeighbours_[openStart_[t], openStart_[t + 1]), in the neighbour table's order. What a
    // search steps to, with no walls to skip.
    std::vector<std::uint32_t> openStart_;
    std::vector<TileIndex> openNeighbours_;
    std::vector<std::uint32_t> groupStart_; // group g's tiles: groupTiles_[start[g], start[g+1])
    std::vector<TileIndex> groupTiles_;
    std::vector<std::array<std::uint8_t, 3>>
        zones_; // home, end, safe flags (neutral: P1..4, A..C, all)
    // The dearest move M3 can price on this board (from its lowest tile to its highest enterable
    // one, barriers included), which sizes a search's bucket queue.
    std::int64_t maxStep_ = 0;
};

// The cheapest cost from any of `sources` to every tile (-1: unreachable), and each reached
// tile's previous tile on a cheapest way (the tile itself for a source). Sources need not be
// enterable: a piece stands there.
struct CostMap {
    std::vector<std::int32_t> cost;
    std::vector<TileIndex> previous;
};
CostMap costsFrom(const MovementModel& model, std::span<const TileIndex> sources,
                  const MovementModel::CostFunction& cost = {});

struct Route {
    std::vector<TileIndex> tiles; // start to goal, each a neighbour of the one before
    int cost = 0;
    int steps = 0; // the moves that cost a step (moves inside a group are none)
};
// A cheapest route from any source to any enterable goal; nothing when none is reachable.
std::optional<Route> cheapestPath(const MovementModel& model, std::span<const TileIndex> sources,
                                  std::span<const TileIndex> goals,
                                  const MovementModel::CostFunction& cost = {});
// The route to `goal` in a cost map (nothing when it was not reached).
std::optional<Route> routeTo(const MovementModel& model, const CostMap& costs, TileIndex goal);

// The tiles whose cost is at most `budget`, with their cost, in body order.
std::vector<std::pair<TileIndex, int>> reachWithin(const MovementModel& model,
                                                   std::span<const TileIndex> sources, int budget,
                                                   const MovementModel::CostFunction& cost = {});

// The enterable tiles split into areas a piece can cross between: per tile its area number (0, 1,
// … in body order of each area's first tile), or -1 for a tile that cannot be entered. A link
// group's tiles are one area, adjacent or not.
std::vector<int> connectedAreas(const MovementModel& model);

} // namespace gbxx
