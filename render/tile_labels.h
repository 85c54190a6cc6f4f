#pragma once
// Labels written on the tiles (View ▸ Tile Labels, Export Image, the printed board): the tile's
// coordinates, or a field's value as a number or by name. Written in pixels along the bottom of
// each tile once the zoom leaves room for them, on a dark chip that reads over any colour.

#include "gbxx/board.h"
#include "gbxx/geometry.h"

#include <QCoreApplication>
#include <QRect>
#include <QString>

class QPainter;

namespace gbxx {

enum class LabelKind { None, Coordinates, Values, Names };

struct TileLabels {
    LabelKind kind = LabelKind::None;
    const FieldSpec* field = nullptr; // Values, Names: the field labelled (else the active layer)
};

// The smallest tile, in pixels, that gets a label.
inline constexpr double kLabelMinimumScale = 26.0;

// What the label of tile (x, y) says; empty where there is nothing to say (a value of 0, a
// field without names).
QString labelText(const Board& board, const TileLabels& labels, int x, int y);

// Draws the labels of the tiles in `range` ([x0, x1] × [y0, y1] inclusive); the painter maps tile
// units to `scale` pixels.
void drawTileLabels(QPainter& painter, const Board& board, const Geometry& geometry,
                    const QRect& range, double scale, const TileLabels& labels);

// Names of the kinds, for menus and the export dialog.
struct TileLabelNames {
    Q_DECLARE_TR_FUNCTIONS(gbxx::TileLabels)
public:
    static QString of(LabelKind kind);
};

} // namespace gbxx
