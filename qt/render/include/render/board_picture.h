#pragma once
// A picture of a board for files and previews (File ▸ Export Image…, `gbxx render`): the board as
// the view shows it (every visible field in its channel, the labels, the grid), or one panel per
// chosen layer, each optionally titled and with its legend. Both are drawn by the view's
// BoardRenderer.

#include "gbxx/board.h"
#include "render/board_renderer.h"
#include "render/tile_labels.h"

#include <QCoreApplication>
#include <QRectF>
#include <QSize>
#include <QString>

#include <optional>
#include <vector>

class QIODevice;
class QPainter;

namespace gbxx {

struct PictureOptions {
    std::vector<const FieldSpec*> layers; // one panel each, in this order; empty: boundary only
    bool grid = true;
    bool legend = false;
    double tileSize = 16; // pixels per tile (a square's side; a hex's height)
    // Written on every tile of each panel (values and names: of the panel's layer), when the
    // tile size leaves room (kLabelMinimumScale).
    LabelKind labels = LabelKind::None;
    // As the view shows it (Export Image's default): one picture drawn with the view's own options
    // (BoardView::renderOptions(): the visible fields in their channels, the active layer, the
    // grid's colour), with `grid` and `labels` above; `layers` and `legend` are then not used.
    std::optional<RenderOptions> asShown;
};

enum class PictureFormat { Png, Svg };

// The largest PNG side written (Export Image, `gbxx render`): larger ones would need gigabytes.
inline constexpr int kMaxPngSide = 16384;

// The format a file name asks for by its extension (".svg" or else PNG).
PictureFormat pictureFormatFor(const QString& path);

class BoardPicture {
    Q_DECLARE_TR_FUNCTIONS(gbxx::BoardPicture)

public:
    BoardPicture(const Board& board, PictureOptions options);

    // The picture's size in pixels, panels, titles and legends included.
    QSize size() const;
    // Draws the picture with its top left at the painter's origin. `vector`: shapes only (SVG).
    void paint(QPainter& painter, bool vector = false) const;
    // Whether the picture may be written as PNG (at most kMaxPngSide pixels a side).
    bool fitsPng() const;
    // Writes the picture as PNG or SVG; returns why it failed (a PNG too large is refused before
    // anything is written).
    std::optional<QString> write(QIODevice& device, PictureFormat format) const;

private:
    struct Panel {
        const FieldSpec* field;
        QRectF board;  // where the board goes, in pixels
        QRectF title;  // empty when there are no titles
        QRectF legend; // empty without a legend
    };
    void layOut();
    void paintLegend(QPainter& painter, const Panel& panel) const;
    RenderOptions renderOptions(const Panel& panel, bool vector) const;

    const Board& board_;
    PictureOptions options_;
    std::vector<Panel> panels_;
    QSize size_;
};

} // namespace gbxx
