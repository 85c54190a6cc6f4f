#pragma once
// The channels drawn over the tiles' colours when several fields are shown together: outlines
// along the borders between values, hatching, glyphs and numbers (fill and shading are in the
// tiles' colours, TileColours). Each is drawn only when the zoom leaves room for it, and only for
// the tiles in view.

#include "gbxx/board.h"
#include "gbxx/geometry.h"
#include "render/contrast.h"
#include "render/layer_display.h"

#include <QColor>
#include <QPainterPath>
#include <QPointF>
#include <QRect>

#include <span>

class QPainter;

namespace gbxx {

// The hatch pattern of the `slot`-th hatched field (diagonal one way, the other, …).
Qt::BrushStyle hatchPattern(int slot);
// The glyph of the `slot`-th field drawn with glyphs (circle, square, triangle, diamond …), centred
// on (0, 0) with a radius of about 1.
QPainterPath glyphPath(int slot);

// The smallest tile, in pixels, at which a channel is drawn.
double minimumScale(LayerChannel channel);
// What the Numbers channel writes for `value`: the number, or for flags the set flags counted
// from 1 ("13": flags 1 and 3).
QString numberText(const FieldSpec& field, HeightMode mode, std::uint64_t value);

class BoardOverlays {
public:
    BoardOverlays(const Board& board, const Geometry& geometry);

    // Draws the overlay channels of `shown` for the tiles in `range` ([x0, x1) × [y0, y1)); the
    // painter maps tile units to `scale` pixels.
    void draw(QPainter& painter, const QRect& range, double scale,
              std::span<const LayerDisplay> shown) const;

private:
    void drawOutlines(QPainter& painter, const QRect& range, double scale,
                      const LayerDisplay& layer, int slot) const;
    void drawHatching(QPainter& painter, const QRect& range, const LayerDisplay& layer,
                      int slot) const;
    void drawGlyphs(QPainter& painter, const QRect& range, double scale, const LayerDisplay& layer,
                    int slot) const;
    void drawNumbers(QPainter& painter, const QRect& range, double scale, const LayerDisplay& layer,
                     int slot) const;

    const Board& board_;
    const Geometry& geometry_;
    HeightMode mode_;
};

} // namespace gbxx
