#pragma once
// Board geometry (spec X1-X3): neighbours, distance, tile centres and hit-testing for square and
// hexagonal (flat-top, odd-q) boards, with wrap seams.

#include "gbxx/change_set.h"

#include <array>
#include <cstdint>
#include <optional>

namespace gbxx {

class Board;

struct GridShape {
    int width = 1;
    int length = 1;
    bool hex = false;
    bool wrapWidth = false;  // column W-1 joins column 0
    bool wrapLength = false; // row L-1 joins row 0
    bool operator==(const GridShape&) const = default;
};

// The shape a board's header describes (H4 `hex`, `wrap`; the older layouts' wrap flags).
GridShape gridShapeOf(const Board& board);

// Square boards: edge neighbours only (4, Manhattan) or also corners (8, Chebyshev). Hex: always 6.
enum class Connectivity : std::uint8_t { Edges, EdgesAndCorners };

struct Point {
    double x = 0;
    double y = 0;
};

// An axis-aligned rectangle in tile units.
struct Box {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
};

// Hex tile proportions in tile units (see Geometry::centre).
inline constexpr double kHexRadius = 0.57735026918962576451; // 1/√3: centre to corner
inline constexpr double kHexColumnStep = 1.5 * kHexRadius;

class Geometry {
public:
    explicit Geometry(const GridShape& shape, Connectivity connectivity = Connectivity::Edges);
    explicit Geometry(const Board& board, Connectivity connectivity = Connectivity::Edges);

    const GridShape& shape() const { return shape_; }
    int width() const { return shape_.width; }
    int length() const { return shape_.length; }
    std::size_t tileCount() const {
        return static_cast<std::size_t>(shape_.width) * static_cast<std::size_t>(shape_.length);
    }
    bool hex() const { return shape_.hex; }
    Connectivity connectivity() const { return connectivity_; }
    // X3: a hex board's width seam is joined only when W is even.
    bool widthSeamJoined() const { return widthJoined_; }
    bool lengthSeamJoined() const { return shape_.wrapLength; }

    // The distinct neighbours of a tile, never the tile itself, in the spec's order (X2).
    struct Neighbours {
        std::array<TileIndex, 8> tiles{};
        int count = 0;
        int edges = 0; // the first `edges` share an edge with the tile (all of them on hex)
        const TileIndex* begin() const { return tiles.data(); }
        const TileIndex* end() const { return tiles.data() + count; }
    };
    Neighbours neighbours(TileIndex tile) const;
    Neighbours neighbours(int x, int y) const;

    // Steps between two tiles: Manhattan (4), Chebyshev (8) or hex distance, the shortest across
    // wrap seams (X3).
    int distance(int x0, int y0, int x1, int y1) const;
    int distance(TileIndex a, TileIndex b) const;

    // Drawing coordinates in tile units: a square tile is 1×1; a hex tile is one unit high (rows
    // are one unit apart) and 2/√3 wide, columns 3/(2√3) apart, odd columns half a unit lower (X2).
    Point centre(int x, int y) const;
    Point extent() const; // the size of the whole drawing
    // Half a tile's width: 1/2 for squares, the corner radius for hexes (tiles are one unit high).
    double halfTileWidth() const { return shape_.hex ? kHexRadius : 0.5; }
    // The rectangle around tile (x, y).
    Box tileBox(int x, int y) const;
    // The tile whose area contains `p`, exact on hex edges (the nearest centre wins); nothing
    // outside the board.
    std::optional<TileIndex> tileAt(Point p) const;
    // Corner i (0..5 for hex, 0..3 for square) of tile (x, y), going round clockwise on screen.
    Point corner(int x, int y, int i) const;
    int cornerCount() const { return shape_.hex ? 6 : 4; }
    // The tile across edge `edge` of tile (x, y) (the edge from corner `edge` to the next one), on
    // the plane: nothing past the board's edge, whatever the seams (outlines are drawn there).
    std::optional<TileIndex> acrossEdge(int x, int y, int edge) const;

    TileIndex indexOf(int x, int y) const { return static_cast<TileIndex>(y * shape_.width + x); }
    // The tile at (x, y), which may lie past a joined seam (then it is taken modulo the size);
    // nothing when (x, y) is off the board.
    std::optional<TileIndex> wrappedIndex(int x, int y) const;

private:
    GridShape shape_;
    Connectivity connectivity_;
    bool widthJoined_;
};

} // namespace gbxx
