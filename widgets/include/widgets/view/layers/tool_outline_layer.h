#pragma once
// The tool's outline: the tiles of a line or a rectangle not yet applied, a measured path, a
// lasso's trail, dashed over the board.

#include "widgets/view/layers/paint_layer.h"

namespace gbxx {

class BoardView;

class ToolOutlineLayer : public PaintLayer {
public:
    explicit ToolOutlineLayer(const BoardView& view)
        : view_(view) {}

    void paint(QPainter& painter, const QRectF& area, const BoardLook& look) override;

private:
    const BoardView& view_;
};

} // namespace gbxx
