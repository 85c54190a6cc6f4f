#include "gbxx/movement.h"

#include "gbxx/field_keys.h"
#include "gbxx/link_groups.h"
#include "gbxx/neutral_tile.h"
#include "gbxx/paths.h"
#include "neutral_places.h"

#include <algorithm>
#include <array>
#include <bit>
#include <queue>

namespace gbxx {
namespace {

constexpr std::uint8_t kZoneAllFlag = 0x80; // a zone kind's "all" flag (homeZones' names, bit 7)

bool flagSet(std::uint8_t flags, int oneBased) {
    return oneBased >= 1 && oneBased <= 8 && ((flags >> (oneBased - 1)) & 1) != 0;
}

// What a barrier of value `level` (0 none, 1..3) adds to a move onto it; -1: it blocks.
int barrierCost(BarrierRule rule, std::uint8_t level, int perLevel) {
    if (level == 0 || rule == BarrierRule::Ignore)
        return 0;
    return rule == BarrierRule::Block ? -1 : perLevel * level;
}

// M1 and M3's reading of one tile's bits (its effective ones, G1), through the neutral tile so
// that every tile size and layout reads alike; a field a size lacks reads as its neutral value.
struct TileReading {
    bool enterable = false;
    int height = 0;
    int extra = 0; // the barriers' costs of entering
    std::array<std::uint8_t, 3> zones{};
};

class TileReader {
public:
    TileReader(const Board& board, const MoveRules& rules)
        : rules_(rules)
        , mode_(heightModeOf(board))
        , codec_(board.layout(), board.variant(), mode_)
        , height_(board.field(keys::height)) {
        if (board.tileCount() > 64)
            codec_.tabulate(); // worth it for a board, not for a tile
    }

    TileReading read(std::uint64_t tile) const {
        const NeutralTile neutral = codec_.toNeutral(tile);
        const auto& v = neutral.values;
        const NeutralPlaces& places = neutralPlaces();
        TileReading r;
        // The tile's own height number (not the neutral one, which C9 rescales to six bits), so
        // that GB08's 0..3 climb as 0..3.
        const std::uint64_t h = height_ ? height_->read(tile) : v[0];
        r.height =
            mode_ == HeightMode::Levels ? static_cast<int>(std::bit_width(h)) : static_cast<int>(h);
        r.zones = {v[places.homeZones], v[places.endZones], v[places.safeZones]};
        bool open = v[places.boundary] >= 2;
        if (flagSet(v[places.playerBlacklist], rules_.player))
            open = false;
        if (rules_.ffa && flagSet(v[places.ffaBlacklist], rules_.player))
            open = false;
        if (flagSet(v[places.teamBlacklist], rules_.team))
            open = false;
        const BarrierRule pieces =
            rules_.pieceBarriers == BarrierRule::Block ? BarrierRule::Block : BarrierRule::Ignore;
        for (const int c : {barrierCost(rules_.turnBarriers, v[places.turnBarrier], 5),
                            barrierCost(rules_.currencyBarriers, v[places.currencyBarrier], 3),
                            barrierCost(pieces, v[places.pieceSumBarrier], 0)}) {
            if (c < 0)
                open = false;
            else
                r.extra += c;
        }
        r.enterable = open;
        return r;
    }

private:
    MoveRules rules_;
    HeightMode mode_;
    NeutralCodec codec_;
    const FieldSpec* height_;
};

} // namespace

bool entersTile(const Board& board, std::uint64_t tile, const MoveRules& rules) {
    return TileReader(board, rules).read(tile).enterable;
}

MovementModel::MovementModel(const Board& board, const MoveRules& rules)
    : rules_(rules)
    , neighbours_(NeighbourTable::of(gridShapeOf(board))) {
    const std::size_t n = board.tileCount();
    tiles_.assign(n, {});
    zones_.assign(n, {});

    const Geometry geometry(board);
    const std::optional<LinkGroups> groups = activeLinkGroups(board, geometry);
    if (groups) {
        groupStart_.assign(groups->groups.size() + 1, 0);
        for (TileIndex t = 0; t < n; ++t)
            if (groups->groupOfTile[t] != LinkGroups::kNone) {
                tiles_[t].group = groups->groupOfTile[t];
                ++groupStart_[static_cast<std::size_t>(tiles_[t].group) + 1];
            }
        for (std::size_t g = 1; g < groupStart_.size(); ++g)
            groupStart_[g] += groupStart_[g - 1];
        groupTiles_.resize(groupStart_.back());
        std::vector<std::uint32_t> filled(groupStart_.begin(), groupStart_.end() - 1);
        for (TileIndex t = 0; t < n; ++t)
            if (tiles_[t].group >= 0)
                groupTiles_[filled[static_cast<std::size_t>(tiles_[t].group)]++] = t;
    }

    const TileReader reader(board, rules);
    for (TileIndex t = 0; t < n; ++t) {
        const TileReading r =
            reader.read(groups ? effectiveTile(board, *groups, t) : board.tile(t));
        tiles_[t].enterable = r.enterable ? 1 : 0;
        tiles_[t].height = r.height;
        tiles_[t].extra = r.extra;
        zones_[t] = r.zones;
    }
}

std::span<const TileIndex> MovementModel::groupTiles(int group) const {
    if (group < 0 || static_cast<std::size_t>(group) + 1 >= groupStart_.size())
        return {};
    const auto g = static_cast<std::size_t>(group);
    return {groupTiles_.data() + groupStart_[g], groupStart_[g + 1] - groupStart_[g]};
}

std::vector<TileIndex> MovementModel::zoneTiles(ZoneKind kind, int player) const {
    std::vector<TileIndex> tiles;
    const auto k = static_cast<std::size_t>(kind);
    for (TileIndex t = 0; t < zones_.size(); ++t) {
        const std::uint8_t flags = zones_[t][k];
        if ((player >= 1 && player <= 4 && flagSet(flags, player)) || (flags & kZoneAllFlag))
            tiles.push_back(t);
    }
    return tiles;
}

std::vector<TileIndex> MovementModel::teamZoneTiles(ZoneKind kind, int team) const {
    std::vector<TileIndex> tiles;
    const auto k = static_cast<std::size_t>(kind);
    for (TileIndex t = 0; t < zones_.size(); ++t) {
        const std::uint8_t flags = zones_[t][k];
        if ((team >= 1 && team <= 3 && flagSet(flags, 4 + team)) || (flags & kZoneAllFlag))
            tiles.push_back(t);
    }
    return tiles;
}

CostMap costsFrom(const MovementModel& model, std::span<const TileIndex> sources,
                  const MovementModel::CostFunction& cost) {
    const std::size_t n = model.tileCount();
    CostMap map{std::vector<std::int32_t>(n, -1), std::vector<TileIndex>(n, 0)};
    using Entry = std::pair<std::int32_t, TileIndex>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    for (TileIndex s : sources)
        if (s < n && map.cost[s] != 0) {
            map.cost[s] = 0;
            map.previous[s] = s;
            open.push({0, s});
        }
    // No "settled" marks: costs are never negative, so a settled tile is never improved on.
    std::vector<std::uint8_t> groupOpened;
    const auto relax = [&](TileIndex from, TileIndex to, std::int32_t through) {
        if (map.cost[to] >= 0 && map.cost[to] <= through)
            return;
        map.cost[to] = through;
        map.previous[to] = from;
        open.push({through, to});
    };
    while (!open.empty()) {
        const auto [c, t] = open.top();
        open.pop();
        if (c != map.cost[t])
            continue; // an older, dearer entry
        // A link group is one tile (M2): reaching one of its tiles reaches all, at no cost.
        if (const int g = model.groupOf(t); g >= 0 && model.enterable(t)) {
            if (groupOpened.empty())
                groupOpened.assign(n, 0);
            if (!groupOpened[static_cast<std::size_t>(g)]) {
                groupOpened[static_cast<std::size_t>(g)] = 1;
                for (TileIndex m : model.groupTiles(g))
                    relax(t, m, c);
            }
        }
        for (TileIndex next : model.neighbours(t)) {
            if (!model.enterable(next))
                continue;
            int step = model.moveCost(t, next);
            if (cost) {
                step = cost(t, next, step);
                if (step < 0)
                    continue;
            }
            relax(t, next, c + step);
        }
    }
    return map;
}

std::optional<Route> routeTo(const MovementModel& model, const CostMap& costs, TileIndex goal) {
    if (goal >= costs.cost.size() || costs.cost[goal] < 0)
        return std::nullopt;
    Route route;
    route.cost = costs.cost[goal];
    for (TileIndex t = goal;; t = costs.previous[t]) {
        route.tiles.push_back(t);
        if (costs.previous[t] == t)
            break;
    }
    std::reverse(route.tiles.begin(), route.tiles.end());
    for (std::size_t i = 1; i < route.tiles.size(); ++i) {
        const int g = model.groupOf(route.tiles[i]);
        if (g < 0 || g != model.groupOf(route.tiles[i - 1]))
            ++route.steps;
    }
    return route;
}

std::optional<Route> cheapestPath(const MovementModel& model, std::span<const TileIndex> sources,
                                  std::span<const TileIndex> goals,
                                  const MovementModel::CostFunction& cost) {
    const CostMap costs = costsFrom(model, sources, cost);
    std::optional<TileIndex> best;
    for (TileIndex g : goals) {
        if (g >= model.tileCount() || costs.cost[g] < 0 || !model.enterable(g))
            continue;
        if (!best || costs.cost[g] < costs.cost[*best])
            best = g;
    }
    return best ? routeTo(model, costs, *best) : std::nullopt;
}

std::vector<std::pair<TileIndex, int>> reachWithin(const MovementModel& model,
                                                   std::span<const TileIndex> sources, int budget,
                                                   const MovementModel::CostFunction& cost) {
    const CostMap costs = costsFrom(model, sources, cost);
    std::vector<std::pair<TileIndex, int>> reached;
    for (TileIndex t = 0; t < costs.cost.size(); ++t)
        if (costs.cost[t] >= 0 && costs.cost[t] <= budget)
            reached.emplace_back(t, costs.cost[t]);
    return reached;
}

} // namespace gbxx
