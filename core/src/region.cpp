#include "gbxx/region.h"

#include "gbxx/field_keys.h"
#include "gbxx/hex_coordinates.h"
#include "gbxx/symmetry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace gbxx {
namespace {

// Tile (x, y) in plane coordinates: itself on square boards, axial on hex boards.
std::pair<int, int> planeOf(bool hex, int x, int y) {
    if (!hex)
        return {x, y};
    const Axial a = axialOf(x, y);
    return {a.q, a.r};
}

std::pair<int, int> offsetFromPlane(bool hex, int a, int b) {
    if (!hex)
        return {a, b};
    const Offset o = offsetOf(Axial{a, b});
    return {o.x, o.y};
}

// Where a selection across a joined seam starts: past the widest run of unselected columns (or
// rows), so the selected ones form the shortest run round the seam. 0 when none is unselected.
int seamCut(const std::vector<bool>& used) {
    const int n = static_cast<int>(used.size());
    int bestStart = 0;
    int bestGap = 0;
    for (int start = 0; start < n; ++start) {
        if (used[static_cast<std::size_t>(start)] ||
            !used[static_cast<std::size_t>((start + n - 1) % n)])
            continue; // not the first of an unselected run
        int gap = 0;
        while (gap < n && !used[static_cast<std::size_t>((start + gap) % n)])
            ++gap;
        if (gap > bestGap) {
            bestGap = gap;
            bestStart = (start + gap) % n;
        }
    }
    return bestStart;
}

// The selected tiles' coordinates, those before the cut of a joined seam moved a board further
// on, so that the piece is in one run (an even width keeps a hex column's parity).
std::vector<std::pair<int, int>> unwrappedTiles(const Geometry& geometry,
                                                const std::vector<TileIndex>& tiles) {
    const int w = geometry.width();
    const int l = geometry.length();
    int cutX = 0;
    int cutY = 0;
    if (geometry.widthSeamJoined() || geometry.lengthSeamJoined()) {
        std::vector<bool> columns(static_cast<std::size_t>(w));
        std::vector<bool> rows(static_cast<std::size_t>(l));
        for (TileIndex t : tiles) {
            columns[t % static_cast<std::size_t>(w)] = true;
            rows[t / static_cast<std::size_t>(w)] = true;
        }
        if (geometry.widthSeamJoined())
            cutX = seamCut(columns);
        if (geometry.lengthSeamJoined())
            cutY = seamCut(rows);
    }
    std::vector<std::pair<int, int>> out;
    out.reserve(tiles.size());
    for (TileIndex t : tiles) {
        int x = static_cast<int>(t % static_cast<std::size_t>(w));
        int y = static_cast<int>(t / static_cast<std::size_t>(w));
        out.emplace_back(x < cutX ? x + w : x, y < cutY ? y + l : y);
    }
    return out;
}

// The middle of the cells' footprint on screen, in quarter plane steps: the middle of the box
// round their centres (hex rows are half a step lower in odd columns: 2r + q half-rows down).
Region::QuarterPoint middleOf(const Region& region) {
    if (region.cells.empty())
        return {};
    int minA = std::numeric_limits<int>::max();
    int maxA = std::numeric_limits<int>::min();
    int minDown = std::numeric_limits<int>::max();
    int maxDown = std::numeric_limits<int>::min();
    for (const Region::Cell& c : region.cells) {
        const int down = region.hex ? 2 * c.b + c.a : 2 * c.b; // half steps down the screen
        minA = std::min(minA, c.a);
        maxA = std::max(maxA, c.a);
        minDown = std::min(minDown, down);
        maxDown = std::max(maxDown, down);
    }
    const int a4 = 2 * (minA + maxA);
    // down = 2b + a (hex) or 2b: b = (down - a) / 2, in quarters (down and a both averaged).
    const int b4 = region.hex ? minDown + maxDown - (minA + maxA) : minDown + maxDown;
    return {a4, b4};
}

} // namespace

Region extractRegion(const Board& board, const Selection& selection, int* originX, int* originY) {
    Region region;
    region.variant = board.variant();
    region.layout = &board.layout();
    region.heightMode = heightModeOf(board);
    const Geometry geometry(board);
    region.hex = geometry.hex();
    const std::vector<TileIndex> tiles = selection.tiles();
    if (tiles.empty())
        return region;
    const std::vector<std::pair<int, int>> at = unwrappedTiles(geometry, tiles);
    // The origin: the selected tile whose centre is nearest the middle of the selected centres.
    double mx = 0;
    double my = 0;
    for (const auto& [x, y] : at) {
        const Point c = geometry.centre(x, y);
        mx += c.x;
        my += c.y;
    }
    mx /= static_cast<double>(tiles.size());
    my /= static_cast<double>(tiles.size());
    std::size_t origin = 0;
    double best = std::numeric_limits<double>::max();
    for (std::size_t k = 0; k < at.size(); ++k) {
        const Point c = geometry.centre(at[k].first, at[k].second);
        const double d = (c.x - mx) * (c.x - mx) + (c.y - my) * (c.y - my);
        if (d < best - 1e-9) {
            best = d;
            origin = k;
        }
    }
    const auto [oa, ob] = planeOf(region.hex, at[origin].first, at[origin].second);
    region.cells.reserve(tiles.size());
    for (std::size_t k = 0; k < at.size(); ++k) {
        const auto [a, b] = planeOf(region.hex, at[k].first, at[k].second);
        region.cells.push_back({a - oa, b - ob, board.tile(tiles[k])});
    }
    centreOnCells(region);
    if (originX)
        *originX = board.xOf(tiles[origin]);
    if (originY)
        *originY = board.yOf(tiles[origin]);
    return region;
}

void centreOnCells(Region& region) {
    region.home = middleOf(region);
    region.middle = region.home;
}

namespace {

// (a, b) flipped or turned about the origin: the plane's own maps (cube coordinates on hex boards).
std::pair<int, int> transformedPoint(bool hex, int a, int b, RegionTransform transform) {
    if (!hex) {
        switch (transform) {
        case RegionTransform::FlipLeftRight:
            return {-a, b};
        case RegionTransform::FlipTopBottom:
            return {a, -b};
        case RegionTransform::RotateClockwise: // right → down
            return {-b, a};
        case RegionTransform::RotateAnticlockwise:
            return {b, -a};
        }
    }
    // Cube coordinates (q, r, s = -q - r), flat-top, y down on screen.
    const int q = a;
    const int r = b;
    const int s = -a - b;
    switch (transform) {
    case RegionTransform::FlipLeftRight: // x → -x: (q, r, s) → (-q, -s, -r)
        return {-q, -s};
    case RegionTransform::FlipTopBottom: // y → -y: (q, r, s) → (q, s, r)
        return {q, s};
    case RegionTransform::RotateClockwise: // (q, r, s) → (-r, -s, -q)
        return {-r, -s};
    case RegionTransform::RotateAnticlockwise: // (q, r, s) → (-s, -q, -r)
        return {-s, -q};
    }
    return {a, b};
}

} // namespace

Region transformed(const Region& region, RegionTransform transform, bool swapOwners) {
    Region out = region;
    for (Region::Cell& c : out.cells)
        std::tie(c.a, c.b) = transformedPoint(region.hex, c.a, c.b, transform);
    // The maps are linear, so quarter steps turn as whole ones do.
    std::tie(out.middle.a, out.middle.b) =
        transformedPoint(region.hex, region.middle.a, region.middle.b, transform);
    const bool flip =
        transform == RegionTransform::FlipLeftRight || transform == RegionTransform::FlipTopBottom;
    if (swapOwners && flip) {
        const Reflection reflection = transform == RegionTransform::FlipLeftRight
                                          ? Reflection::LeftRight
                                          : Reflection::TopBottom;
        const auto fields = region.layout->tileFields(region.variant);
        for (Region::Cell& c : out.cells)
            for (const FieldSpec& f : fields)
                c.value = f.write(c.value, gbxx::swapOwners(f, f.read(c.value), reflection));
    }
    return out;
}

std::pair<int, int> homeStep(const Region& region) {
    const int da = region.home.a - region.middle.a; // quarters
    const int db = region.home.b - region.middle.b;
    const auto floorDiv4 = [](int v) { return v >= 0 ? v / 4 : -((-v + 3) / 4); };
    // Squared distance on screen, up to a common factor: a hex plane's axes are 60° apart.
    const auto distance = [&](int a, int b) {
        const long long x = 4LL * a - da;
        const long long y = 4LL * b - db;
        return region.hex ? x * x + y * y + x * y : x * x + y * y;
    };
    const auto down = [&](int a, int b) { return region.hex ? 2 * b + a : b; };
    std::pair<int, int> best{floorDiv4(da), floorDiv4(db)};
    for (int a = floorDiv4(da); a <= floorDiv4(da) + 1; ++a)
        for (int b = floorDiv4(db); b <= floorDiv4(db) + 1; ++b) {
            const auto [ba, bb] = best;
            const long long d = distance(a, b);
            const long long bd = distance(ba, bb);
            if (d < bd || (d == bd && (down(a, b) < down(ba, bb) ||
                                       (down(a, b) == down(ba, bb) && a < ba))))
                best = {a, b};
        }
    return best;
}

Placement placeRegion(const Geometry& geometry, const Region& region, int x, int y) {
    Placement placement;
    placement.tiles.reserve(region.cells.size());
    placement.cell.reserve(region.cells.size());
    const auto [pa, pb] = planeOf(region.hex, x, y);
    const auto [sa, sb] = homeStep(region);
    const int oa = pa + sa;
    const int ob = pb + sb;
    std::vector<bool> taken(geometry.tileCount());
    for (std::size_t k = 0; k < region.cells.size(); ++k) {
        const Region::Cell& c = region.cells[k];
        const auto [tx, ty] = offsetFromPlane(region.hex, oa + c.a, ob + c.b);
        const auto at = geometry.wrappedIndex(tx, ty);
        if (at && !taken[*at]) {
            taken[*at] = true;
            placement.tiles.push_back(*at);
            placement.cell.push_back(k);
        } else {
            ++placement.dropped;
        }
    }
    return placement;
}

PastePlan planPaste(const Board& board, const Region& region, int x, int y,
                    std::uint64_t fieldMask) {
    PastePlan plan;
    const Placement placement = placeRegion(Geometry(board), region, x, y);
    plan.dropped = placement.dropped;
    std::vector<std::uint64_t> values;
    values.reserve(placement.tiles.size());
    for (std::size_t k = 0; k < placement.tiles.size(); ++k) {
        const std::uint64_t old = board.tile(placement.tiles[k]);
        const std::uint64_t value = region.cells[placement.cell[k]].value;
        values.push_back((old & ~fieldMask) | (value & fieldMask));
    }
    plan.changes = board.planTiles(placement.tiles, values);
    return plan;
}

Board regionBoard(const Region& region) {
    // Conversion is per tile (C rules) and reports per field, so the board's shape does not matter.
    const int width = static_cast<int>(std::clamp<std::size_t>(region.cells.size(), 1, kMaxSide));
    const int length =
        static_cast<int>(std::max<std::size_t>(1, (region.cells.size() + width - 1) / width));
    Board board(region.variant, width, length, *region.layout);
    if (const FieldSpec* mode = region.layout->headerField(keys::heightMode))
        board.setHeader(*mode, static_cast<std::uint64_t>(region.heightMode));
    for (std::size_t k = 0; k < region.cells.size(); ++k)
        board.setTileRaw(static_cast<TileIndex>(k), region.cells[k].value);
    return board;
}

Region convertedRegion(const Region& region, Variant target, LossReport* report) {
    const Conversion conversion = convertBoard(regionBoard(region), target);
    Region out = region;
    out.variant = target;
    out.layout = &conversion.board.layout();
    for (std::size_t k = 0; k < out.cells.size(); ++k)
        out.cells[k].value = conversion.board.tile(static_cast<TileIndex>(k));
    if (report) {
        *report = conversion.report;
        // Tiles of the scratch board past the cells are empty and lose nothing.
        if (!report->lostAt.empty())
            report->lostAt.resize(region.cells.size());
    }
    return out;
}

Region reshaped(const Region& region, bool hex, int originX, int originY) {
    if (region.hex == hex)
        return region;
    Region out = region;
    out.hex = hex;
    const auto [oa, ob] = planeOf(region.hex, originX, originY);
    const auto [na, nb] = planeOf(hex, originX, originY);
    for (Region::Cell& c : out.cells) {
        const auto [x, y] = offsetFromPlane(region.hex, oa + c.a, ob + c.b);
        const auto [a, b] = planeOf(hex, x, y);
        c.a = a - na;
        c.b = b - nb;
    }
    centreOnCells(out);
    return out;
}

Landing planLanding(const Board& board, const Region& region, int x, int y,
                    std::uint64_t fieldMask, const Selection& lifted, LeftBehind left) {
    Landing landing;
    landing.changes = planVacated(board, lifted, fieldMask, left);
    Board after = board;
    after.apply(landing.changes);
    const Placement placement = placeRegion(Geometry(board), region, x, y);
    PastePlan paste = planPaste(after, region, x, y, fieldMask);
    landing.changes.merge(paste.changes);
    landing.dropped = paste.dropped;
    landing.landed = Selection::of(board.tileCount(), placement.tiles);
    return landing;
}

ChangeSet planCleared(const Board& board, const Selection& selection, std::uint64_t fieldMask) {
    const std::vector<TileIndex> tiles = selection.tiles();
    std::vector<std::uint64_t> values;
    values.reserve(tiles.size());
    for (TileIndex t : tiles)
        values.push_back(board.tile(t) & ~fieldMask);
    return board.planTiles(tiles, values);
}

ChangeSet planVacated(const Board& board, const Selection& selection, std::uint64_t fieldMask,
                      LeftBehind left) {
    const FieldSpec* boundary = board.field(keys::boundary);
    if (left == LeftBehind::EmptyTiles || !boundary || (boundary->mask() & fieldMask) == 0)
        return planCleared(board, selection, fieldMask);
    // "In bounds" is the boundary's last value (spec: not on board, out of bounds, trap/hazard,
    // in bounds).
    const std::uint64_t inBounds = boundary->maxValue();
    const std::vector<TileIndex> tiles = selection.tiles();
    std::vector<std::uint64_t> values;
    values.reserve(tiles.size());
    for (TileIndex t : tiles) {
        const std::uint64_t was = board.tile(t);
        const std::uint64_t cleared = was & ~fieldMask;
        values.push_back(boundary->read(was) != 0 ? boundary->write(cleared, inBounds) : cleared);
    }
    return board.planTiles(tiles, values);
}

std::uint64_t maskOf(std::span<const FieldSpec* const> fields) {
    std::uint64_t mask = 0;
    for (const FieldSpec* f : fields)
        mask |= f->mask();
    return mask;
}

} // namespace gbxx
