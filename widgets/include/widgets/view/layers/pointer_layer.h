#pragma once
// The tile under the pointer, outlined in white, with the brush's footprint dotted around it while
// no action is under way; when the keys lead (the tile cursor), dashed white over black, which
// shows on any tile colour in either theme, and not by colour alone.

#include "widgets/view/layers/paint_layer.h"

namespace gbxx {

class BoardView;

class PointerLayer : public PaintLayer {
public:
    explicit PointerLayer(const BoardView& view)
        : view_(view) {}

    void paint(QPainter& painter, const QRectF& area, const BoardLook& look) override;

private:
    const BoardView& view_;
};

} // namespace gbxx
