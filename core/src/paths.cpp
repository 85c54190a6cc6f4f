#include "gbxx/paths.h"

#include <algorithm>
#include <deque>

namespace gbxx {
namespace {

constexpr int kUnreached = -1;

// Breadth-first over enterable tiles with zero-cost moves inside a link group (0-1 BFS).
std::vector<int> search(const Board& board, const Geometry& geometry, const LinkGroups* groups,
                        std::span<const TileIndex> sources, const PathOptions& options,
                        std::vector<TileIndex>* parent) {
    std::vector<int> steps(board.tileCount(), kUnreached);
    if (parent)
        parent->assign(board.tileCount(), static_cast<TileIndex>(-1));
    // Each group's tiles, gathered once (LinkGroups::members scans the board).
    std::vector<std::vector<TileIndex>> members(groups ? groups->groups.size() : 0);
    if (groups)
        for (TileIndex t = 0; t < board.tileCount(); ++t)
            if (groups->groupOfTile[t] != LinkGroups::kNone)
                members[static_cast<std::size_t>(groups->groupOfTile[t])].push_back(t);
    std::vector<bool> groupOpened(members.size(), false);
    std::deque<TileIndex> queue;
    for (TileIndex s : sources)
        if (s < board.tileCount() && steps[s] == kUnreached && enterable(board, s, options)) {
            steps[s] = 0;
            queue.push_back(s);
        }
    const Geometry moves(geometry.shape(), options.connectivity);
    while (!queue.empty()) {
        const TileIndex t = queue.front();
        queue.pop_front();
        if (groups && groups->groupOfTile[t] != LinkGroups::kNone) {
            const auto g = static_cast<std::size_t>(groups->groupOfTile[t]);
            if (!groupOpened[g]) { // the whole group is where t is
                groupOpened[g] = true;
                for (TileIndex m : members[g])
                    if (steps[m] == kUnreached && enterable(board, m, options)) {
                        steps[m] = steps[t];
                        if (parent)
                            (*parent)[m] = t;
                        queue.push_front(m);
                    }
            }
        }
        for (TileIndex n : moves.neighbours(t)) {
            if (steps[n] != kUnreached || !enterable(board, n, options))
                continue;
            steps[n] = steps[t] + 1;
            if (parent)
                (*parent)[n] = t;
            queue.push_back(n);
        }
    }
    return steps;
}

} // namespace

bool enterable(const Board& board, TileIndex tile, const PathOptions& options) {
    if (const FieldSpec* boundary = board.field(keys::boundary);
        boundary && board.get(tile, *boundary) < 2)
        return false;
    if (options.player >= 1 && options.player <= 4)
        if (const FieldSpec* blacklist = board.field("playerBlacklist"))
            return ((board.get(tile, *blacklist) >> (options.player - 1)) & 1) == 0;
    return true;
}

std::vector<int> stepsFrom(const Board& board, const Geometry& geometry, const LinkGroups* groups,
                           std::span<const TileIndex> sources, const PathOptions& options) {
    return search(board, geometry, groups, sources, options, nullptr);
}

std::optional<Path> shortestPath(const Board& board, const Geometry& geometry,
                                 const LinkGroups* groups, TileIndex from, TileIndex to,
                                 const PathOptions& options) {
    if (from >= board.tileCount() || to >= board.tileCount())
        return std::nullopt;
    std::vector<TileIndex> parent;
    const TileIndex start[] = {from};
    const std::vector<int> steps = search(board, geometry, groups, start, options, &parent);
    if (steps[to] == kUnreached)
        return std::nullopt;
    Path path;
    path.steps = steps[to];
    for (TileIndex t = to; t != from; t = parent[t])
        path.tiles.push_back(t);
    path.tiles.push_back(from);
    std::reverse(path.tiles.begin(), path.tiles.end());
    return path;
}

std::vector<int> reachableAreas(const Board& board, const Geometry& geometry,
                                const LinkGroups* groups, const PathOptions& options) {
    std::vector<int> area(board.tileCount(), -1);
    const Geometry moves(geometry.shape(), options.connectivity);
    std::vector<TileIndex> queue;
    int next = 0;
    for (TileIndex start = 0; start < board.tileCount(); ++start) {
        if (area[start] >= 0 || !enterable(board, start, options))
            continue;
        area[start] = next;
        queue.assign(1, start);
        while (!queue.empty()) {
            const TileIndex t = queue.back();
            queue.pop_back();
            const auto visit = [&](TileIndex n) {
                if (area[n] < 0 && enterable(board, n, options)) {
                    area[n] = next;
                    queue.push_back(n);
                }
            };
            for (TileIndex n : moves.neighbours(t))
                visit(n);
            // A link group is one tile: its members are together even when not adjacent.
            if (groups && groups->groupOfTile[t] != LinkGroups::kNone) {
                const auto g = groups->groupOfTile[t];
                const TileIndex anchor = groups->groups[static_cast<std::size_t>(g)].anchor;
                visit(anchor);
            }
        }
        ++next;
    }
    return area;
}

std::optional<LinkGroups> activeLinkGroups(const Board& board, const Geometry& geometry) {
    const FieldSpec* grouped = board.layout().headerField(keys::grouped);
    if (!grouped)
        grouped = board.layout().headerField("linked");
    if (!grouped || board.header(*grouped) == 0)
        return std::nullopt;
    return findLinkGroups(board, geometry);
}

} // namespace gbxx
