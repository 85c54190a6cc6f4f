#pragma once
// The document's selection outlined along its outer edges, tinted close up in the palette's
// highlight colour (render/tile_outline.h). The edges are found once for each selection, at the
// first paint that shows it; while content floats its outline is the selection to come, and the
// selection's gives way.

#include "widgets/view/layers/paint_layer.h"
#include "render/tile_outline.h"

#include <optional>

namespace gbxx {

class BoardView;

class SelectionLayer : public PaintLayer {
public:
    explicit SelectionLayer(const BoardView& view)
        : view_(view) {}

    // The selection or the board's shape changed: its edges are found again.
    void forget() { edges_.reset(); }
    void paint(QPainter& painter, const QRectF& area, const BoardLook& look) override;

private:
    const BoardView& view_;
    std::optional<TileOutline> edges_;
};

} // namespace gbxx
