#include "widgets/view/tile_label_tips.h"

#include "widgets/document/board_document.h"
#include "widgets/view/board_view.h"
#include "render/tile_labels.h"

#include <QHelpEvent>
#include <QToolTip>

namespace gbxx {

TileLabelTips::TileLabelTips(BoardView* view)
    : QObject(view)
    , view_(view) {
    view->viewport()->installEventFilter(this);
}

QString TileLabelTips::tipAt(QPointF pos) const {
    const RenderOptions options = view_->renderOptions();
    if (!view_->document() || options.labels.kind == LabelKind::None)
        return {};
    const std::optional<TileIndex> tile = view_->tileAt(pos);
    if (!tile)
        return {};
    const Board& board = view_->document()->board();
    // As the renderer does: Values and Names without a field of their own are the active layer's.
    TileLabels labels = options.labels;
    if (!labels.field)
        labels.field = options.field ? options.field : board.field(keys::boundary);
    const int x = static_cast<int>(*tile) % board.width();
    const int y = static_cast<int>(*tile) / board.width();
    return labelText(board, labels, x, y);
}

bool TileLabelTips::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ToolTip)
        return QObject::eventFilter(watched, event);
    auto* help = static_cast<QHelpEvent*>(event);
    const QString tip = tipAt(help->pos());
    if (tip.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), tip, view_->viewport());
    }
    return true;
}

} // namespace gbxx
