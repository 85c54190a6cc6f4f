#pragma once
// Draws a board into any QPainter (the view, an image, a thumbnail) in board units: the painter's
// transform maps one tile unit to `scale` pixels. Holds no widget state.

#include "gbxx/board.h"
#include "gbxx/geometry.h"
#include "render/layer_display.h"
#include "render/layer_style.h"
#include "render/tile_labels.h"

#include <QColor>
#include <QPolygonF>
#include <QRgb>

#include <QRectF>
#include <utility>
#include <vector>

class QPainter;
class QPen;

namespace gbxx {

class TileColours;

// Below this many pixels per tile, hex boards are drawn from a half-row image instead of shapes.
inline constexpr double kHexShapeScale = 8.0;
// From this many pixels per tile, hexes and badges are antialiased.
inline constexpr double kSmoothHexScale = 48.0;

struct RenderOptions {
    const FieldSpec* field = nullptr; // the active layer; null draws boundaries only
    bool grid = true;
    QColor gridColour = QColor(0, 0, 0, 90); // Edit ▸ Preferences
    int gridWidth = 1;                       // screen pixels at any zoom
    bool boundaryUnderlay = true; // other layers: show the board's outline beneath, dimmed
    bool wrapMarks = true;
    // Shapes only, never a scaled image: for vector output (SVG), where an image would blur.
    bool vectorShapes = false;
    // Several fields at once (the editor's layers): `shown` is drawn, listed top first (fill and
    // shading in the tiles' colours, the other channels over them), and `field` is only the layer
    // being painted.
    bool composite = false;
    std::vector<LayerDisplay> shown;
    // Written on the tiles when the zoom leaves room (Values and Names without a field of their
    // own: the active layer's).
    TileLabels labels;
    // Link groups outlined with their anchors (render/link_group_outlines.h), as the view shows
    // them while the header makes them active. The view draws them itself, over what it floats;
    // a picture as the view shows it draws them over the board (BoardPicture, BoardPrint).
    bool linkGroupOutlines = false;
};

class BoardRenderer {
public:
    BoardRenderer(const Board& board, const Geometry& geometry);

    // Draws every tile that intersects `area` (board units). `scale` is pixels per unit, used to
    // choose the level of detail (image or shapes, grid lines, badges). `colours` is the view's
    // kept cache for `options`; without one the board is coloured for this call.
    void draw(QPainter& painter, const QRectF& area, double scale, const RenderOptions& options,
              const TileColours* colours = nullptr) const;

    QPolygonF tilePolygon(int x, int y) const;
    QRectF tileBounds(int x, int y) const;
    QRectF boardBounds() const;
    // The tiles whose bounds may intersect `area`: [x0, x1) × [y0, y1).
    QRect tileRange(const QRectF& area) const;

private:
    void drawSquareRuns(QPainter& painter, const QRect& range, const TileColours& colours,
                        bool vector) const;
    void drawSquareGrid(QPainter& painter, const QRect& range, const QPen& pen, bool vector) const;
    void drawHexes(QPainter& painter, const QRect& range, double scale, bool grid,
                   const QPen& gridPen, const TileColours& colours, bool smooth) const;
    void drawBadges(QPainter& painter, const LayerStyle& style, const QRect& range,
                    double scale) const;
    void drawWrapMarks(QPainter& painter, double scale) const;

    const Board& board_;
    const Geometry& geometry_;
};

} // namespace gbxx
