// BoardView: link groups (G1) outlined on the board (render/link_group_outlines.h) while the header
// makes them active. Groups are found again only after an edit that changed some tile's link value.

#include "widgets/view/board_view.h"

#include "widgets/document/board_document.h"
#include "render/link_group_outlines.h"

#include <QPainter>

namespace gbxx {

void BoardView::drawLinkGroups(QPainter& painter, const QRectF& area) const {
    const Board& board = document()->board();
    const FieldSpec* link = board.field(keys::link);
    if (!link || board.header(keys::grouped) == 0 || !linkGroupsShown_)
        return;
    if (!groups_)
        groups_ = findLinkGroups(board, geometry_);
    if (groups_->groups.empty())
        return;
    BoardRenderer renderer(board, geometry_);
    drawLinkGroupOutlines(painter, board, geometry_, *groups_, renderer.tileRange(area), scale());
}

} // namespace gbxx
