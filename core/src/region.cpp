#include "gbxx/region.h"

#include "gbxx/hex_coordinates.h"
#include "gbxx/symmetry.h"

#include <algorithm>
#include <cmath>
#include <limits>

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
    // The origin: the selected tile whose centre is nearest the middle of the selected centres.
    double mx = 0;
    double my = 0;
    for (TileIndex t : tiles) {
        const Point c = geometry.centre(board.xOf(t), board.yOf(t));
        mx += c.x;
        my += c.y;
    }
    mx /= static_cast<double>(tiles.size());
    my /= static_cast<double>(tiles.size());
    TileIndex origin = tiles.front();
    double best = std::numeric_limits<double>::max();
    for (TileIndex t : tiles) {
        const Point c = geometry.centre(board.xOf(t), board.yOf(t));
        const double d = (c.x - mx) * (c.x - mx) + (c.y - my) * (c.y - my);
        if (d < best - 1e-9) {
            best = d;
            origin = t;
        }
    }
    const auto [oa, ob] = planeOf(region.hex, board.xOf(origin), board.yOf(origin));
    region.cells.reserve(tiles.size());
    for (TileIndex t : tiles) {
        const auto [a, b] = planeOf(region.hex, board.xOf(t), board.yOf(t));
        region.cells.push_back({a - oa, b - ob, board.tile(t)});
    }
    if (originX)
        *originX = board.xOf(origin);
    if (originY)
        *originY = board.yOf(origin);
    return region;
}

Region transformed(const Region& region, RegionTransform transform, bool swapOwners) {
    Region out = region;
    for (Region::Cell& c : out.cells) {
        const int a = c.a;
        const int b = c.b;
        if (!region.hex) {
            switch (transform) {
            case RegionTransform::FlipLeftRight:
                c.a = -a;
                break;
            case RegionTransform::FlipTopBottom:
                c.b = -b;
                break;
            case RegionTransform::RotateClockwise: // right → down
                c.a = -b;
                c.b = a;
                break;
            case RegionTransform::RotateAnticlockwise:
                c.a = b;
                c.b = -a;
                break;
            }
            continue;
        }
        // Cube coordinates (q, r, s = -q - r), flat-top, y down on screen.
        const int q = a;
        const int r = b;
        const int s = -a - b;
        switch (transform) {
        case RegionTransform::FlipLeftRight: // x → -x: (q, r, s) → (-q, -s, -r)
            c.a = -q;
            c.b = -s;
            break;
        case RegionTransform::FlipTopBottom: // y → -y: (q, r, s) → (q, s, r)
            c.a = q;
            c.b = s;
            break;
        case RegionTransform::RotateClockwise: // (q, r, s) → (-r, -s, -q)
            c.a = -r;
            c.b = -s;
            break;
        case RegionTransform::RotateAnticlockwise: // (q, r, s) → (-s, -q, -r)
            c.a = -s;
            c.b = -q;
            break;
        }
    }
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

Placement placeRegion(const Geometry& geometry, const Region& region, int x, int y) {
    Placement placement;
    placement.tiles.reserve(region.cells.size());
    placement.cell.reserve(region.cells.size());
    const auto [oa, ob] = planeOf(region.hex, x, y);
    for (std::size_t k = 0; k < region.cells.size(); ++k) {
        const Region::Cell& c = region.cells[k];
        const auto [tx, ty] = offsetFromPlane(region.hex, oa + c.a, ob + c.b);
        if (const auto at = geometry.wrappedIndex(tx, ty)) {
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
    return out;
}

ChangeSet planCleared(const Board& board, const Selection& selection, std::uint64_t fieldMask) {
    const std::vector<TileIndex> tiles = selection.tiles();
    std::vector<std::uint64_t> values;
    values.reserve(tiles.size());
    for (TileIndex t : tiles)
        values.push_back(board.tile(t) & ~fieldMask);
    return board.planTiles(tiles, values);
}

std::uint64_t maskOf(std::span<const FieldSpec* const> fields) {
    std::uint64_t mask = 0;
    for (const FieldSpec* f : fields)
        mask |= f->mask();
    return mask;
}

} // namespace gbxx
