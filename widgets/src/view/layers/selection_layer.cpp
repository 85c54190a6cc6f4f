#include "widgets/view/layers/selection_layer.h"

#include "widgets/document/board_document.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/view_input.h"
#include "render/board_renderer.h"

namespace gbxx {

void SelectionLayer::paint(QPainter& painter, const QRectF& area, const BoardLook& look) {
    const Selection& selection = view_.document()->selection();
    if (view_.input().state().hidesSelection() || selection.empty())
        return;
    if (!edges_)
        edges_.emplace(look.geometry, selection, 0, look.geometry.length() - 1);
    QColor tint = view_.palette().color(QPalette::Highlight);
    tint.setAlpha(70);
    const QRect range = BoardRenderer(look.board, look.geometry).tileRange(area);
    edges_->draw(painter, look.geometry, selection, range, look.scale, tint);
}

} // namespace gbxx
