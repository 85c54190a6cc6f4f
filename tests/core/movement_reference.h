#pragma once
// The movement rules of docs/movement.md (M1-M3) read from the document, not from the core: its
// own reading of each tile by field name, its own link groups (plain_neighbours.h), and a plain
// O(n²) Dijkstra. The movement suites of the core and the command line compare against it.

#include "core/plain_neighbours.h"
#include "gbxx/movement.h"

#include <algorithm>
#include <random>
#include <vector>

namespace gbxx::test {

inline std::uint64_t fieldOf(const Board& b, std::uint64_t tile, const char* key) {
    const FieldSpec* f = b.field(key);
    return f ? f->read(tile) : 0; // a field the size lacks reads as its neutral value, 0
}

// The rules read from docs/movement.md, not from the core.
struct Reference {
    const Board& board;
    MoveRules rules;
    PlainShape shape = plainShapeOf(board);
    std::vector<int> anchor; // per tile: its group's anchor, or itself

    Reference(const Board& b, const MoveRules& r)
        : board(b)
        , rules(r)
        , anchor(b.tileCount()) {
        for (TileIndex t = 0; t < b.tileCount(); ++t)
            anchor[t] = static_cast<int>(t);
        if (b.header("grouped") == 0)
            return;
        std::vector<bool> seen(b.tileCount(), false);
        for (TileIndex t = 0; t < b.tileCount(); ++t) {
            const std::uint64_t link = fieldOf(b, b.tile(t), "link");
            if (seen[t] || link == 0)
                continue;
            std::vector<TileIndex> group{t}, todo{t};
            seen[t] = true;
            while (!todo.empty()) {
                const TileIndex u = todo.back();
                todo.pop_back();
                for (TileIndex n : plainNeighbours(shape, u, false))
                    if (!seen[n] && fieldOf(b, b.tile(n), "link") == link) {
                        seen[n] = true;
                        group.push_back(n);
                        todo.push_back(n);
                    }
            }
            const TileIndex low = *std::min_element(group.begin(), group.end());
            for (TileIndex m : group)
                anchor[m] = static_cast<int>(low);
        }
    }
    std::uint64_t field(TileIndex t, const char* key) const {
        return fieldOf(board, board.tile(static_cast<TileIndex>(anchor[t])), key);
    }
    bool blocks(BarrierRule rule, const char* key, TileIndex t) const {
        return rule == BarrierRule::Block && field(t, key) != 0;
    }
    bool enterable(TileIndex t) const {
        if (field(t, "boundary") < 2)
            return false;
        if (rules.player >= 1 && ((field(t, "playerBlacklist") >> (rules.player - 1)) & 1))
            return false;
        if (rules.team >= 1 && ((field(t, "teamBlacklist") >> (rules.team - 1)) & 1))
            return false;
        return !blocks(rules.turnBarriers, "turnBarrier", t) &&
               !blocks(rules.currencyBarriers, "currencyBarrier", t) &&
               !blocks(rules.pieceBarriers, "pieceSumBarrier", t);
    }
    // Tiles share an anchor only inside one group (ungrouped, each is its own).
    bool sameGroup(TileIndex a, TileIndex b) const { return a != b && anchor[a] == anchor[b]; }
    int cost(TileIndex a, TileIndex b) const {
        if (sameGroup(a, b))
            return 0;
        const int ha = static_cast<int>(field(a, "height"));
        const int hb = static_cast<int>(field(b, "height"));
        int c = 1 + rules.climb * std::max(0, hb - ha) + rules.descend * std::max(0, ha - hb);
        if (rules.turnBarriers == BarrierRule::Cost)
            c += 5 * static_cast<int>(field(b, "turnBarrier"));
        if (rules.currencyBarriers == BarrierRule::Cost)
            c += 3 * static_cast<int>(field(b, "currencyBarrier"));
        return c;
    }
    // Dijkstra by the book: the cheapest unsettled tile, again and again. Moving inside a group
    // is free to any of its tiles, adjacent or not.
    std::vector<int> costs(TileIndex from) const {
        const std::size_t n = board.tileCount();
        std::vector<int> best(n, -1);
        std::vector<bool> settled(n, false);
        best[from] = 0;
        for (;;) {
            int u = -1;
            for (std::size_t t = 0; t < n; ++t)
                if (!settled[t] && best[t] >= 0 &&
                    (u < 0 || best[t] < best[static_cast<std::size_t>(u)]))
                    u = static_cast<int>(t);
            if (u < 0)
                return best;
            const auto tu = static_cast<TileIndex>(u);
            settled[tu] = true;
            std::vector<TileIndex> next = plainNeighbours(shape, tu, rules.diagonal && !shape.hex);
            if (enterable(tu))
                for (TileIndex t = 0; t < n; ++t)
                    if (sameGroup(t, tu))
                        next.push_back(t);
            for (TileIndex v : next) {
                if (settled[v] || !enterable(v))
                    continue;
                const int c = best[tu] + cost(tu, v);
                if (best[v] < 0 || c < best[v])
                    best[v] = c;
            }
        }
    }
};

inline Board randomMovementBoard(std::mt19937& rng, Variant variant, int w, int l, bool hex, int wrap,
                  bool grouped) {
    Board b(variant, w, l);
    b.setHeader(*b.layout().headerField("hex"), hex);
    b.setHeader(*b.layout().headerField("wrap"), static_cast<std::uint64_t>(wrap));
    b.setHeader(*b.layout().headerField("grouped"), grouped);
    std::uniform_int_distribution<std::uint64_t> bits;
    const std::uint64_t mask =
        variant == Variant::GB64 ? ~0ULL : (1ULL << (8 * tileBytes(variant))) - 1;
    for (TileIndex t = 0; t < b.tileCount(); ++t) {
        std::uint64_t tile = bits(rng) & mask;
        // Mostly in bounds, mostly no link, low heights: boards a piece can cross.
        const FieldSpec& boundary = *b.field("boundary");
        tile = boundary.write(tile, rng() % 5 == 0 ? rng() % 2 : 2 + rng() % 2);
        tile = b.field("link")->write(tile, rng() % 4 == 0 ? 1 + rng() % 3 : 0);
        tile = b.field("height")->write(tile, rng() % 4);
        if (const FieldSpec* black = b.field("playerBlacklist"))
            tile = black->write(tile, rng() % 6 == 0 ? 1 : 0);
        b.setTileRaw(t, tile);
    }
    return b;
}

} // namespace gbxx::test
