#pragma once
// How a tool joins the points it is given into tiles (Aseprite's "intertwine"): the pointer's
// trail, a line, a rectangle, a flood region, a shortest path, or the point alone. The brush
// footprint is laid on the result afterwards, where the tool has one.

#include "widgets/tools/tool_context.h"
#include "gbxx/paths.h"

#include <QPoint>

#include <optional>
#include <vector>

namespace gbxx {

class Intertwine {
public:
    virtual ~Intertwine() = default;
    virtual std::vector<TileIndex> tiles(const ToolContext& context, const ToolPoint& from,
                                         const ToolPoint& to) const = 0;
};

// The tiles the pointer passed over between two samples (a fast drag leaves no gap and paints
// where the pointer went).
class TrailIntertwine : public Intertwine {
public:
    std::vector<TileIndex> tiles(const ToolContext& context, const ToolPoint& from,
                                 const ToolPoint& to) const override;
};

// The tiles of the straight line between two tiles.
class LineIntertwine : public Intertwine {
public:
    std::vector<TileIndex> tiles(const ToolContext& context, const ToolPoint& from,
                                 const ToolPoint& to) const override;
};

// The rectangle the points span, filled or its border (the tool's option).
class RectangleIntertwine : public Intertwine {
public:
    std::vector<TileIndex> tiles(const ToolContext& context, const ToolPoint& from,
                                 const ToolPoint& to) const override;
};

// The contiguous tiles around `to` with its value of the active layer (4 or 8 neighbours on square
// boards, 6 on hex, across wrap seams).
class FloodIntertwine : public Intertwine {
public:
    std::vector<TileIndex> tiles(const ToolContext& context, const ToolPoint& from,
                                 const ToolPoint& to) const override;
};

// The shortest path a piece could take (paths.h), as the tool's player.
class PathIntertwine : public Intertwine {
public:
    std::vector<TileIndex> tiles(const ToolContext& context, const ToolPoint& from,
                                 const ToolPoint& to) const override;
};

// Every tile with the value of the tile under the pointer (of the active layer, or the whole tile
// with the tool's option), anywhere on the board.
class SameValueIntertwine : public Intertwine {
public:
    std::vector<TileIndex> tiles(const ToolContext& context, const ToolPoint& from,
                                 const ToolPoint& to) const override;
};

// The tile under the pointer.
class PointIntertwine : public Intertwine {
public:
    std::vector<TileIndex> tiles(const ToolContext& context, const ToolPoint& from,
                                 const ToolPoint& to) const override;
};

// What a flood or a value match compares: the active layer, or the whole tile with the tool's
// option (or without a layer).
const FieldSpec& comparedField(const ToolContext& context);

// The connectivity the tool's option asks for (hex boards always have six neighbours).
Geometry connectedGeometry(const ToolContext& context);

// The shortest path from `from` to `to` as the tool's player, or nothing when there is none.
std::optional<Path> measuredPath(const ToolContext& context, QPoint from, QPoint to);

} // namespace gbxx
