#pragma once
// Labels written on the tiles (View ▸ Tile Labels, Export Image, the printed board): the tile's
// coordinates, or a field's value as a number or by name. Written in pixels along the bottom of
// each tile once the zoom leaves room for them, on a dark chip that reads over any colour.

#include "gbxx/board.h"
#include "gbxx/geometry.h"

#include <QCoreApplication>
#include <QFont>
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

// What the label of tile (x, y) says in full; empty where there is nothing to say (a value of 0).
QString labelText(const Board& board, const TileLabels& labels, int x, int y);

// A label in full and in its short form ("player 2+player 4", "P2+P4"); `brief` is empty when
// the names have none (numbers, coordinates, a custom schema's names).
struct LabelTexts {
    QString full;
    QString brief;
};
LabelTexts labelTexts(const Board& board, const TileLabels& labels, int x, int y);

// How labels are written at `scale` pixels per tile: their font (from the painter's `base`) and
// the width they may take.
struct LabelSpace {
    QFont font;
    double room = 0;
};
LabelSpace labelSpace(const Geometry& geometry, double scale, const QFont& base);

// What is written in that space: the full text if it fits, else the short form if that does,
// else nothing. Never a cut word ("play…"): the full text is in the view's tool tip.
QString fittedLabel(const LabelTexts& texts, const LabelSpace& space);

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
