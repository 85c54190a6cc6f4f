#pragma once
// What a tool works with during one action: the document it edits, the board's geometry, what to
// paint with, the tool's own options, and a way to tell the user something (tiles left alone and
// why, a measured length).

#include "gbxx/geometry.h"
#include "gbxx/selection.h"

#include <QPoint>
#include <QString>

#include <functional>

namespace gbxx {

class BoardDocument;
class PaintSettings;
struct ToolOptions;

// Where the pointer is: on which tile, and where in the board's drawing (tile units), kept on the
// drawing so that a pointer past the edge follows the edge. `place` is the tile along the way the
// tile cursor took to it: past a joined wrap seam it is whole boards away from `tile` (column 17
// for column 1 of a 16-wide board, reached from column 14 by three steps right), so that a
// rectangle between two places runs across the seam as the cursor did; the pointer's is `tile`.
struct ToolPoint {
    QPoint tile;
    Point at;
    QPoint place = tile;
};

struct ToolContext {
    BoardDocument& document;
    const Geometry& geometry;
    PaintSettings& settings;
    const ToolOptions& options;
    std::function<void(const QString&)> message;
    // How a selection tool combines with the selection there is (from the keys held: Shift adds,
    // Ctrl or Alt subtracts, both intersect).
    SelectionMode selectionMode = SelectionMode::Replace;
    // The picker's click: the tile becomes the one the inspector keeps showing.
    std::function<void(TileIndex)> pin = {};
};

} // namespace gbxx
