#include "widgets/view/layers/link_groups_layer.h"

#include "gbxx/field_keys.h"
#include "render/board_renderer.h"
#include "render/link_group_outlines.h"

namespace gbxx {

void LinkGroupsLayer::paint(QPainter& painter, const QRectF& area, const BoardLook& look) {
    const Board& board = look.board;
    const FieldSpec* link = board.field(keys::link);
    if (!link || board.header(keys::grouped) == 0 || !shown_)
        return;
    if (!groups_)
        groups_ = findLinkGroups(board, look.geometry);
    if (groups_->groups.empty())
        return;
    const BoardRenderer renderer(board, look.geometry);
    drawLinkGroupOutlines(painter, board, look.geometry, *groups_, renderer.tileRange(area),
                          look.scale);
}

} // namespace gbxx
