// BoardView: what a piece drawn over the board (render/piece_drawing.h) matches and covers.

#include "widgets/view/board_view.h"

#include "widgets/document/board_document.h"
#include "render/tile_outline.h"

namespace gbxx {

QRegion BoardView::pieceArea(const std::vector<TileIndex>& tiles) const {
    return viewportRegionOf(tiles, TileOutline::reach(scale()));
}

BoardLook BoardView::look() const {
    return {document()->board(), geometry_, options_, colours_, scale(), lookGeneration_};
}

} // namespace gbxx
