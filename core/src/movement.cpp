#include "gbxx/movement.h"

#include "gbxx/field_keys.h"
#include "gbxx/game_tile.h"
#include "gbxx/link_groups.h"
#include "gbxx/neutral_tile.h"
#include "gbxx/paths.h"
#include "neutral_places.h"

#include <algorithm>
#include <limits>
#include <array>
#include <bit>
#include <memory>
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
        , heights_(board)
        , codec_(board.layout(), board.variant(), heights_.mode()) {
        if (board.tileCount() > 64)
            codec_.tabulate(); // worth it for a board, not for a tile
    }

    TileReading read(std::uint64_t tile) const {
        const NeutralTile neutral = codec_.toNeutral(tile);
        const auto& v = neutral.values;
        const NeutralPlaces& places = neutralPlaces();
        TileReading r;
        // The tile's own height number (not the neutral one, which C9 rescales to six bits), so
        // that GB08's 0..3 climb as 0..3, in an older layout too.
        r.height = heights_.read(tile, neutral).movementHeight();
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
    TileHeightReader heights_;
    NeutralCodec codec_;
};

} // namespace

// Level costs within 0..kMaxLevelCost: no step cost can overflow, and costs never fall.
MoveRules heldToRange(MoveRules rules) {
    rules.climb = std::clamp(rules.climb, 0, kMaxLevelCost);
    rules.descend = std::clamp(rules.descend, 0, kMaxLevelCost);
    return rules;
}

bool entersTile(const Board& board, std::uint64_t tile, const MoveRules& rules) {
    return TileReader(board, rules).read(tile).enterable;
}

MovementModel::MovementModel(const Board& board, const MoveRules& rules)
    : rules_(heldToRange(rules))
    , neighbours_(NeighbourTable::of(gridShapeOf(board))) {
    const std::size_t n = board.tileCount();
    tiles_.assign(n, {});
    zones_.assign(n, {});

    const Geometry geometry(board);
    const std::optional<LinkGroups> groups = activeLinkGroups(board, geometry);
    if (groups && !groups->groups.empty()) {
        groupOfTile_.assign(n, -1);
        groupStart_.assign(groups->groups.size() + 1, 0);
        for (TileIndex t = 0; t < n; ++t)
            if (groups->groupOfTile[t] != LinkGroups::kNone) {
                groupOfTile_[t] = static_cast<std::int32_t>(groups->groupOfTile[t]);
                ++groupStart_[static_cast<std::size_t>(groupOfTile_[t]) + 1];
            }
        for (std::size_t g = 1; g < groupStart_.size(); ++g)
            groupStart_[g] += groupStart_[g - 1];
        groupTiles_.resize(groupStart_.back());
        std::vector<std::uint32_t> filled(groupStart_.begin(), groupStart_.end() - 1);
        for (TileIndex t = 0; t < n; ++t)
            if (groupOfTile_[t] >= 0)
                groupTiles_[filled[static_cast<std::size_t>(groupOfTile_[t])]++] = t;
    }

    const TileReader reader(board, rules);
    for (TileIndex t = 0; t < n; ++t) {
        const TileReading r =
            reader.read(groups ? effectiveTile(board, *groups, t) : board.tile(t));
        tiles_[t].enterable = r.enterable ? 1 : 0;
        tiles_[t].height = static_cast<std::int16_t>(r.height);
        tiles_[t].extra = static_cast<std::uint8_t>(r.extra);
        zones_[t] = r.zones;
    }

    // Counted, then written without a branch per neighbour (walls are random on a busy board): a
    // wall's slot is written and then taken by the next neighbour.
    openStart_.assign(n + 1, 0);
    for (TileIndex t = 0; t < n; ++t) {
        std::uint32_t open = 0;
        for (TileIndex next : neighbours(t))
            open += tiles_[next].enterable;
        openStart_[t + 1] = openStart_[t] + open;
    }
    openNeighbours_.resize(std::size_t{openStart_[n]} + 1);
    for (TileIndex t = 0; t < n; ++t) {
        TileIndex* out = openNeighbours_.data() + openStart_[t];
        for (TileIndex next : neighbours(t)) {
            *out = next;
            out += tiles_[next].enterable;
        }
    }
    openNeighbours_.pop_back();

    // The dearest move: onto the highest enterable tile from the lowest of all (a source need not
    // be enterable), or from the highest onto the lowest enterable one, plus the dearest barriers.
    if (n > 0) {
        std::int64_t low = tiles_[0].height, high = low;
        std::int64_t lowOpen = 0, highOpen = 0, extra = 0;
        bool anyOpen = false;
        for (const TileMove& m : tiles_) {
            low = std::min<std::int64_t>(low, m.height);
            high = std::max<std::int64_t>(high, m.height);
            if (!m.enterable)
                continue;
            lowOpen = anyOpen ? std::min<std::int64_t>(lowOpen, m.height) : m.height;
            highOpen = anyOpen ? std::max<std::int64_t>(highOpen, m.height) : m.height;
            extra = std::max<std::int64_t>(extra, m.extra);
            anyOpen = true;
        }
        maxStep_ = 1 + extra +
                   std::max(rules_.climb * std::max<std::int64_t>(0, highOpen - low),
                            rules_.descend * std::max<std::int64_t>(0, high - lowOpen));
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

namespace {

// The open tiles of a search, cheapest first. Every queue here gives back (cost, tile) pairs in
// the order of their costs, ties in any order; an entry whose tile has since been reached more
// cheaply is left in and skipped when it comes out.

struct RadixEntry {
    std::uint32_t cost;
    TileIndex tile;
};

// What a search needs only while it runs: its queue's storage, kept from search to search on
// each thread (a 255x255 board's breadth-first queue is 260 KB, and memory handed back to the
// system and asked for again costs a page fault every 4 KB). A search started inside another
// on the same thread (from a caller's cost function) gets storage of its own.
struct Scratch {
    std::vector<TileIndex> queue;
    std::vector<std::vector<TileIndex>> buckets;
    std::array<std::vector<RadixEntry>, 33> radix;
    bool busy = false;
};

class ScratchLease {
public:
    ScratchLease() {
        thread_local Scratch kept;
        if (kept.busy) {
            own_ = std::make_unique<Scratch>();
            scratch_ = own_.get();
        } else {
            scratch_ = &kept;
        }
        scratch_->busy = true;
    }
    ~ScratchLease() { scratch_->busy = false; }
    ScratchLease(const ScratchLease&) = delete;
    ScratchLease& operator=(const ScratchLease&) = delete;
    Scratch& operator*() const { return *scratch_; }

private:
    std::unique_ptr<Scratch> own_;
    Scratch* scratch_ = nullptr;
};

// Dial's: a ring of buckets, one per cost, as many as the dearest move plus one (rounded up to a
// power of two), so that every open cost, from the current one to the current one plus the
// dearest move, has a bucket of its own. For the small integer costs of M3 (a step, climbing and
// barriers) this is a few buckets, and a push or pop is an append or a read.
class BucketQueue {
public:
    BucketQueue(std::vector<std::vector<TileIndex>>& storage, std::uint32_t maxStep)
        : buckets_(storage)
        , mask_(std::bit_ceil(maxStep + 1) - 1) {
        if (buckets_.size() < std::size_t{mask_} + 1)
            buckets_.resize(std::size_t{mask_} + 1);
        for (std::vector<TileIndex>& bucket : buckets_)
            bucket.clear(); // a search that stopped early leaves entries
    }
    void push(std::uint32_t cost, TileIndex tile) {
        buckets_[cost & mask_].push_back(tile);
        ++pending_;
    }
    bool pop(std::uint32_t& cost, TileIndex& tile) {
        if (pending_ == 0)
            return false;
        for (;;) {
            std::vector<TileIndex>& bucket = buckets_[current_ & mask_];
            if (head_ < bucket.size()) { // a move that costs nothing appends to this bucket
                tile = bucket[head_++];
                cost = current_;
                --pending_;
                return true;
            }
            bucket.clear();
            head_ = 0;
            ++current_;
        }
    }

private:
    std::vector<std::vector<TileIndex>>& buckets_;
    std::uint32_t mask_;
    std::uint32_t current_ = 0;
    std::size_t head_ = 0;
    std::size_t pending_ = 0;
};

// A radix heap, for costs of any size that never go below the last one taken (a caller's cost
// function, or moves too dear for a ring of buckets): bucket k holds the costs that first differ
// from the last one taken at bit k - 1, so an entry moves down at most 32 times.
class RadixHeap {
public:
    explicit RadixHeap(std::array<std::vector<RadixEntry>, 33>& storage)
        : buckets_(storage) {
        for (std::vector<RadixEntry>& bucket : buckets_)
            bucket.clear();
    }
    void push(std::uint32_t cost, TileIndex tile) {
        buckets_[bucketOf(cost)].push_back({cost, tile});
        ++pending_;
    }
    bool pop(std::uint32_t& cost, TileIndex& tile) {
        if (pending_ == 0)
            return false;
        if (buckets_[0].empty()) {
            std::size_t k = 1;
            while (buckets_[k].empty())
                ++k;
            std::vector<Entry>& from = buckets_[k];
            last_ = std::min_element(from.begin(), from.end(), [](const Entry& a, const Entry& b) {
                        return a.cost < b.cost;
                    })->cost;
            for (const Entry& e : from)
                buckets_[bucketOf(e.cost)].push_back(e);
            from.clear();
        }
        const Entry e = buckets_[0].back();
        buckets_[0].pop_back();
        --pending_;
        cost = e.cost;
        tile = e.tile;
        return true;
    }

private:
    using Entry = RadixEntry;
    std::size_t bucketOf(std::uint32_t cost) const {
        return cost == last_ ? 0 : 32 - static_cast<std::size_t>(std::countl_zero(cost ^ last_));
    }
    std::array<std::vector<Entry>, 33>& buckets_;
    std::uint32_t last_ = 0;
    std::size_t pending_ = 0;
};

// A search that never stops before its queue is empty.
struct NeverStop {
    bool operator()(TileIndex, std::uint32_t) const { return false; }
};

} // namespace

// The searches, over the model's flat arrays and its neighbour table.
struct MovementSearch {
    static constexpr std::uint64_t kMostCost = std::numeric_limits<std::int32_t>::max();

    using TileMove = MovementModel::TileMove;

    // M3's cost, as MovementModel::moveCost gives it.
    struct RuleStep {
        int climb;
        int descend;
        const std::int32_t* group; // each tile's link group; null: no groups
        int operator()(TileIndex from, TileIndex to, const TileMove& a, const TileMove& b) const {
            if (group && group[to] >= 0 && group[to] == group[from])
                return 0;
            const int rise = b.height - a.height;
            return 1 + b.extra + (rise > 0 ? climb * rise : -descend * rise);
        }
    };
    // A caller's cost, given M3's.
    struct CallerStep {
        RuleStep rule;
        const MovementModel::CostFunction& cost;
        int operator()(TileIndex from, TileIndex to, const TileMove& a, const TileMove& b) const {
            return cost(from, to, rule(from, to, a, b));
        }
    };

    static std::size_t seed(const MovementModel& model, std::span<const TileIndex> sources,
                            std::int32_t* cost, TileIndex* previous, auto&& push) {
        std::size_t seeded = 0;
        for (TileIndex s : sources)
            if (s < model.tiles_.size() && cost[s] != 0) {
                cost[s] = 0;
                if (previous)
                    previous[s] = s;
                push(s);
                ++seeded;
            }
        return seeded;
    }

    // Dijkstra from `sources` over `queue`: `cost` (n entries, -1 each) gets every reached
    // tile's cost, `previous` (when not null) its previous tile; `stop(tile, cost)` is asked as
    // each tile is settled, cheapest first, and ends the search when it says so.
    // Each search a function of its own (not inlined into search()), so that its loop keeps its
    // pointers in registers.
    template <class Queue, class Step, class Stop>
    [[gnu::noinline]] static void
    run(const MovementModel& model, std::span<const TileIndex> sources, Queue& queue,
        const Step& step, std::int32_t* cost, TileIndex* previous, const Stop& stop) {
        seed(model, sources, cost, previous, [&](TileIndex s) { queue.push(0, s); });
        const TileMove* tiles = model.tiles_.data();
        const std::uint32_t* start = model.openStart_.data();
        const TileIndex* near = model.openNeighbours_.data();
        const std::int32_t* group =
            model.groupOfTile_.empty() ? nullptr : model.groupOfTile_.data();
        std::vector<std::uint8_t> groupOpened(group ? model.groupStart_.size() - 1 : 0, 0);
        std::uint32_t c = 0;
        TileIndex t = 0;
        while (queue.pop(c, t)) {
            if (c != static_cast<std::uint32_t>(cost[t]))
                continue; // an older, dearer entry
            if (stop(t, c))
                return;
            const TileMove here = tiles[t];
            // A link group is one tile (M2): reaching one of its tiles reaches all, at no cost.
            if (group && group[t] >= 0 && here.enterable) {
                const auto g = static_cast<std::size_t>(group[t]);
                if (!groupOpened[g]) {
                    groupOpened[g] = 1;
                    for (TileIndex m : model.groupTiles(group[t]))
                        if (c < static_cast<std::uint32_t>(cost[m])) {
                            cost[m] = static_cast<std::int32_t>(c);
                            if (previous)
                                previous[m] = t;
                            queue.push(c, m);
                        }
                }
            }
            for (std::uint32_t i = start[t], end = start[t + 1]; i < end; ++i) {
                const TileIndex next = near[i];
                const TileMove there = tiles[next];
                const int s = step(t, next, here, there);
                // Read as unsigned, an unreached tile's -1 is dearer than any cost; a way dearer
                // than an int holds (a caller's costs may be any size) is no way.
                const std::uint64_t through = std::uint64_t{c} + static_cast<std::uint64_t>(s);
                if (s < 0 || through > kMostCost ||
                    through >= static_cast<std::uint32_t>(cost[next]))
                    continue;
                cost[next] = static_cast<std::int32_t>(through);
                if (previous)
                    previous[next] = t;
                queue.push(static_cast<std::uint32_t>(through), next);
            }
        }
    }

    // Every move costs one (no climbing or barriers to pay, no groups): breadth first, each tile
    // settled as it is reached.
    template <class Stop>
    [[gnu::noinline]] static void runUnit(const MovementModel& model,
                                          std::span<const TileIndex> sources,
                                          std::vector<TileIndex>& storage, std::int32_t* cost,
                                          TileIndex* previous, const Stop& stop) {
        // Each tile joins the queue once, when it is reached: room for them all.
        if (storage.size() < model.tiles_.size())
            storage.resize(model.tiles_.size());
        TileIndex* queue = storage.data();
        std::size_t tail = 0;
        seed(model, sources, cost, previous, [&](TileIndex s) { queue[tail++] = s; });
        const std::uint32_t* start = model.openStart_.data();
        const TileIndex* near = model.openNeighbours_.data();
        for (std::size_t head = 0; head < tail; ++head) {
            const TileIndex t = queue[head];
            const std::int32_t c = cost[t];
            if (stop(t, static_cast<std::uint32_t>(c)))
                return;
            for (std::uint32_t i = start[t], end = start[t + 1]; i < end; ++i) {
                const TileIndex next = near[i];
                if (cost[next] >= 0)
                    continue;
                cost[next] = c + 1;
                if (previous)
                    previous[next] = t;
                queue[tail++] = next;
            }
        }
    }

    // The queue the model's rules and the caller's cost call for.
    template <class Stop>
    static void search(const MovementModel& model, std::span<const TileIndex> sources,
                       const MovementModel::CostFunction& callers, std::int32_t* cost,
                       TileIndex* previous, const Stop& stop) {
        const bool grouped = !model.groupOfTile_.empty();
        const RuleStep rule{model.rules_.climb, model.rules_.descend,
                            grouped ? model.groupOfTile_.data() : nullptr};
        constexpr std::int64_t kMostBuckets = 4096;
        const ScratchLease scratch;
        if (callers) {
            RadixHeap queue((*scratch).radix);
            run(model, sources, queue, CallerStep{rule, callers}, cost, previous, stop);
        } else if (model.maxStep_ == 1 && !grouped) {
            runUnit(model, sources, (*scratch).queue, cost, previous, stop);
        } else if (model.maxStep_ < kMostBuckets) {
            BucketQueue queue((*scratch).buckets, static_cast<std::uint32_t>(model.maxStep_));
            run(model, sources, queue, rule, cost, previous, stop);
        } else {
            RadixHeap queue((*scratch).radix);
            run(model, sources, queue, rule, cost, previous, stop);
        }
    }
};

CostMap costsFrom(const MovementModel& model, std::span<const TileIndex> sources,
                  const MovementModel::CostFunction& cost) {
    const std::size_t n = model.tileCount();
    CostMap map{std::vector<std::int32_t>(n, -1), std::vector<TileIndex>(n, 0)};
    MovementSearch::search(model, sources, cost, map.cost.data(), map.previous.data(), NeverStop{});
    return map;
}

std::optional<Route> routeTo(const MovementModel& model, const CostMap& costs, TileIndex goal) {
    if (goal >= costs.cost.size() || costs.cost[goal] < 0 ||
        costs.previous.size() != costs.cost.size())
        return std::nullopt;
    Route route;
    route.cost = costs.cost[goal];
    // A map of this model's search ends at a source; one of another (a cycle, a tile past the
    // end) gives no route rather than a loop.
    for (TileIndex t = goal;; t = costs.previous[t]) {
        if (t >= costs.previous.size() || route.tiles.size() == costs.cost.size())
            return std::nullopt;
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
    const std::size_t n = model.tileCount();
    // The enterable goals: a few looked through as they are, more marked on the board.
    constexpr std::size_t kFewGoals = 8;
    std::array<TileIndex, kFewGoals> few{};
    std::size_t fewCount = 0;
    std::vector<std::uint8_t> isGoal;
    for (TileIndex g : goals) {
        if (g >= n || !model.enterable(g))
            continue;
        if (isGoal.empty() && fewCount < kFewGoals) {
            few[fewCount++] = g;
            continue;
        }
        if (isGoal.empty()) {
            isGoal.assign(n, 0);
            for (std::size_t i = 0; i < fewCount; ++i)
                isGoal[few[i]] = 1;
        }
        isGoal[g] = 1;
    }
    if (fewCount == 0)
        return std::nullopt;
    // The search stops as it settles the first goal: no goal is cheaper. Another goal may have
    // been reached as cheaply by then; the first of `goals` at the least cost is taken.
    CostMap costs{std::vector<std::int32_t>(n, -1), std::vector<TileIndex>(n, 0)};
    if (isGoal.empty())
        MovementSearch::search(model, sources, cost, costs.cost.data(), costs.previous.data(),
                               [&few, fewCount](TileIndex t, std::uint32_t) {
                                   for (std::size_t i = 0; i < fewCount; ++i)
                                       if (few[i] == t)
                                           return true;
                                   return false;
                               });
    else
        MovementSearch::search(
            model, sources, cost, costs.cost.data(), costs.previous.data(),
            [goal = isGoal.data()](TileIndex t, std::uint32_t) { return goal[t] != 0; });
    std::optional<TileIndex> best;
    for (TileIndex g : goals) {
        if (g >= n || costs.cost[g] < 0 || !model.enterable(g))
            continue;
        if (!best || costs.cost[g] < costs.cost[*best])
            best = g;
    }
    return best ? routeTo(model, costs, *best) : std::nullopt;
}

std::vector<std::pair<TileIndex, int>> reachWithin(const MovementModel& model,
                                                   std::span<const TileIndex> sources, int budget,
                                                   const MovementModel::CostFunction& cost) {
    // No previous tiles; the search stops at the first tile dearer than the budget, when every
    // tile within it has been settled (and any other it reached costs more).
    std::vector<std::int32_t> costs(model.tileCount(), -1);
    MovementSearch::search(
        model, sources, cost, costs.data(), nullptr,
        [budget](TileIndex, std::uint32_t c) { return static_cast<std::int64_t>(c) > budget; });
    std::vector<std::pair<TileIndex, int>> reached;
    for (TileIndex t = 0; t < costs.size(); ++t)
        if (costs[t] >= 0 && costs[t] <= budget)
            reached.emplace_back(t, costs[t]);
    return reached;
}

} // namespace gbxx
