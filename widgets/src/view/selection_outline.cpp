// BoardView: the selection outlined over the board. The drawing is render/'s
// (TileOutline); the view keeps the selection's edges from one paint to the next.

#include "widgets/view/board_view.h"

#include "widgets/document/board_document.h"

#include <QPainter>

namespace gbxx {

void BoardView::drawSelection(QPainter& painter, const QRectF& area) const {
    const Selection& selection = document()->selection();
    if (selection.empty())
        return;
    if (!selectionEdges_)
        selectionEdges_.emplace(geometry_, selection, 0, geometry_.length() - 1);
    QColor tint = palette().color(QPalette::Highlight);
    tint.setAlpha(70);
    const QRect range = BoardRenderer(document()->board(), geometry_).tileRange(area);
    selectionEdges_->draw(painter, geometry_, selection, range, scale(), tint);
}

} // namespace gbxx
