#pragma once
// A piece lifted out of a board: tiles with their whole values at positions relative to an origin
// tile, kept in plane coordinates — (dx, dy) on square boards, axial (dq, dr) on hex boards — so
// that flips, rotations and moves keep a hex shape a hex shape wherever it lands (a move by an odd
// number of columns does not shear it). Copy, paste, move, stamps and `gbxx` share it.

#include "gbxx/board.h"
#include "gbxx/conversion.h"
#include "gbxx/geometry.h"
#include "gbxx/selection.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace gbxx {

struct Region {
    struct Cell {
        int a = 0; // dx, or dq on hex boards
        int b = 0; // dy, or dr on hex boards
        std::uint64_t value = 0;
        bool operator==(const Cell&) const = default;
    };

    // A point of the plane in quarters of (a, b): the middle of a footprint is a whole, half or
    // quarter step from its tiles, and flips and turns keep it exact.
    struct QuarterPoint {
        int a = 0;
        int b = 0;
        bool operator==(const QuarterPoint&) const = default;
    };

    Variant variant = Variant::GB64;
    const Layout* layout = &defaultLayout();
    bool hex = false;
    HeightMode heightMode = HeightMode::Value; // how its boards read the height bits
    std::vector<Cell> cells;
    // The middle of the cells' footprint as lifted (`home`) and where flips and turns have taken it
    // (`middle`), both relative to the origin: placing moves the cells by the lattice step nearest
    // to home - middle, so a piece turns about its middle and stays where it was, and a flip done
    // twice is no move at all.
    QuarterPoint home;
    QuarterPoint middle;

    bool empty() const { return cells.empty(); }
    bool operator==(const Region&) const = default;
};

// The selected tiles of `board`, relative to the selected tile nearest the selection's middle
// (which `originX`, `originY` receive). A selection across a joined wrap seam is taken as one
// piece, the short way round (tiles past the seam sit beside the others, not a board away).
Region extractRegion(const Board& board, const Selection& selection, int* originX = nullptr,
                     int* originY = nullptr);

enum class RegionTransform {
    FlipLeftRight,   // about the vertical axis through the origin
    FlipTopBottom,   // about the horizontal axis
    RotateClockwise, // 90° on square boards, 60° on hex boards (on screen, y down)
    RotateAnticlockwise,
};

// `region` flipped or rotated about its origin. With `swapOwners`, a flip also swaps the owners of
// zones and blacklists as painting with symmetry does (player 1 ↔ 2 across left/right …).
Region transformed(const Region& region, RegionTransform transform, bool swapOwners = false);

// `region`'s `home` and `middle` set to the middle of its cells as they are now (for a region read
// from text, which carries no middle).
void centreOnCells(Region& region);

// The plane step, in whole (a, b), that puts the turned middle back nearest to its home: the
// nearest lattice point to home - middle, the higher one on screen (then the left one) on a tie.
std::pair<int, int> homeStep(const Region& region);

// Where each cell lands with the origin on tile (x, y), moved by homeStep: tiles past a joined
// wrap seam wrap around; cells off the board, or on a tile another cell took (a piece wider than
// a wrapped board), are left out and counted.
struct Placement {
    std::vector<TileIndex> tiles;  // per landing cell, in cell order
    std::vector<std::size_t> cell; // the cell each tile comes from
    std::size_t dropped = 0;
};
Placement placeRegion(const Geometry& geometry, const Region& region, int x, int y);

// The changes of pasting `region` with its origin on (x, y): the bits of `fieldMask` (a mask over
// whole tile values) come from the region, the others stay. The region must be of the board's
// variant and layout (see convertedRegion).
struct PastePlan {
    ChangeSet changes;
    std::size_t dropped = 0; // cells that fell off the board
};
PastePlan planPaste(const Board& board, const Region& region, int x, int y,
                    std::uint64_t fieldMask);

// The region's cells as the tiles of a board of its variant and height mode, in cell order (one
// row of up to 255, then the next): what conversion and its loss report work on.
Board regionBoard(const Region& region);

// `region` in another variant (today's layout), through the neutral tile with the conversion's loss
// report (C1-C10), as if its tiles were a board converted.
Region convertedRegion(const Region& region, Variant target, LossReport* report = nullptr);

// `region`, copied with its origin on tile (originX, originY), in the plane coordinates of a hex
// (`hex`) or square board: each cell keeps the column and row it had relative to the origin's, so
// a shape copied from a hex board pastes onto a square one as the same rows and columns.
Region reshaped(const Region& region, bool hex, int originX, int originY);

// What a lifted piece leaves where it was. EmptyTiles: every carried field emptied, so where the
// boundary moved with the piece the tiles are "not on board". OnBoardTiles: the same, but a tile
// that was on the board (any boundary but "not on board") stays on it, "in bounds"; only a
// boundary carried is touched.
enum class LeftBehind : std::uint8_t { EmptyTiles, OnBoardTiles };

// A lifted piece landing: the lifted tiles keep only the fields that do not move (`fieldMask`'s
// bits emptied, as `left` says), then `region` is pasted with its origin on (x, y). `landed` is
// exactly the tiles written by the paste; `dropped` counts the cells that fell off the board.
struct Landing {
    ChangeSet changes;
    Selection landed;
    std::size_t dropped = 0;
};
Landing planLanding(const Board& board, const Region& region, int x, int y,
                    std::uint64_t fieldMask, const Selection& lifted,
                    LeftBehind left = LeftBehind::EmptyTiles);

// The changes of a lift on the selected tiles: planCleared, or with OnBoardTiles the tiles that
// were on the board kept on it.
ChangeSet planVacated(const Board& board, const Selection& selection, std::uint64_t fieldMask,
                      LeftBehind left);

// The changes of emptying the bits of `fieldMask` on the selected tiles (what Delete and a move's
// lift leave behind: every field's empty value is 0).
ChangeSet planCleared(const Board& board, const Selection& selection, std::uint64_t fieldMask);

// A mask over whole tile values holding the bits of `fields`.
std::uint64_t maskOf(std::span<const FieldSpec* const> fields);

} // namespace gbxx
