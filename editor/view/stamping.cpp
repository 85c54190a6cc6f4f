// BoardView: stamping — the brush places the chosen stamp (Presets and Stamps) under the pointer,
// flipped and turned with H, V and R, one undo step a stroke; a drag places it again wherever it
// no longer overlaps the last one it placed.

#include "editor/view/board_view.h"

#include "editor/tools/paint_settings.h"
#include "editor/tools/tool.h"

#include <QCoreApplication>
#include <QKeyEvent>

#include <algorithm>

namespace gbxx {

bool BoardView::isStamping() const {
    return document() && settings_ && settings_->stamp && tool_ &&
           tool_->id() == QLatin1String("brush");
}

Region BoardView::stampRegion() const {
    const CopiedRegion& stamp = *settings_->stamp;
    return reshaped(stamp.region, geometry_.hex(), stamp.originX, stamp.originY);
}

Placement BoardView::stampPlacement(int x, int y) const {
    if (!isStamping())
        return {};
    return placeRegion(geometry_, stampRegion(), x, y);
}

void BoardView::drawStamp(QPainter& painter, const QRectF& area) const {
    if (!isStamping() || hovered_ < 0 || stamping_)
        return; // while a stroke places it, the board shows it
    const Board& board = document()->board();
    const CopiedRegion& stamp = *settings_->stamp;
    drawPiece(painter, area, stampLook_, stampRegion(), board.xOf(static_cast<TileIndex>(hovered_)),
              board.yOf(static_cast<TileIndex>(hovered_)),
              fieldMaskFor(stamp.fields, board.variant(), board.layout()), Selection());
}

void BoardView::updateStampPreview(int hovered) {
    viewport()->update(stampPreviewArea_);
    stampPreviewArea_ = QRegion();
    if (!isStamping() || hovered < 0)
        return;
    const Board& board = document()->board();
    stampPreviewArea_ = pieceArea(stampPlacement(board.xOf(static_cast<TileIndex>(hovered)),
                                                 board.yOf(static_cast<TileIndex>(hovered)))
                                      .tiles);
    viewport()->update(stampPreviewArea_);
}

bool BoardView::stampPress(const ToolPoint& at) {
    if (!isStamping())
        return false;
    const Board& board = document()->board();
    const CopiedRegion& stamp = *settings_->stamp;
    if (stamp.region.variant != board.variant() || stamp.region.layout != &board.layout()) {
        emit toolMessage(QCoreApplication::translate(
            "gbxx::BoardView", "This stamp is for boards of another tile size or layout."));
        return true;
    }
    stamping_ = Stroke{
        document()->beginTransaction(
            QCoreApplication::translate("gbxx::BoardView", "Stamp “%1”").arg(settings_->stampName)),
        {}};
    updateStampPreview(-1);
    stampDrag(at);
    return true;
}

void BoardView::stampDrag(const ToolPoint& at) {
    if (!stamping_ || !document())
        return;
    if (!document()->isOpen(stamping_->transaction)) {
        stamping_.reset(); // the document settled the stroke (a save, an undo)
        return;
    }
    const Board& board = document()->board();
    const Placement placed = stampPlacement(at.tile.x(), at.tile.y());
    std::vector<TileIndex> covered = placed.tiles;
    std::sort(covered.begin(), covered.end());
    std::vector<TileIndex> overlap;
    std::set_intersection(covered.begin(), covered.end(), stamping_->last.begin(),
                          stamping_->last.end(), std::back_inserter(overlap));
    if (!overlap.empty())
        return;
    const std::uint64_t mask =
        fieldMaskFor(settings_->stamp->fields, board.variant(), board.layout());
    ChangeSet changes = planPaste(board, stampRegion(), at.tile.x(), at.tile.y(), mask).changes;
    const Selection& selection = document()->selection();
    if (!selection.empty()) { // as painting does: only inside the selection
        ChangeSet inside;
        for (const ChangeSet::Change& c : changes)
            if (selection.contains(c.index))
                inside.add(c.index, c.before, c.after);
        if (inside.size() != changes.size())
            emit toolMessage(QCoreApplication::translate(
                "gbxx::Tool", "Painting stays inside the selection (Select ▸ Deselect, "
                              "Ctrl+Shift+A, to paint anywhere)"));
        changes = std::move(inside);
    }
    document()->extend(stamping_->transaction, changes);
    stamping_->last = std::move(covered);
}

bool BoardView::stampRelease() {
    if (!stamping_)
        return false;
    if (document())
        document()->commit(stamping_->transaction);
    stamping_.reset();
    updateStampPreview(hovered_);
    return true;
}

bool BoardView::isStampKey(const QKeyEvent* event) const {
    if (!isStamping() || stamping_ || floating_ ||
        (event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)) != 0)
        return false;
    switch (event->key()) {
    case Qt::Key_H:
    case Qt::Key_V:
    case Qt::Key_R:
    case Qt::Key_Escape:
        return true;
    default:
        return false;
    }
}

bool BoardView::stampKey(QKeyEvent* event) {
    if (!isStampKey(event))
        return false;
    const bool swap = settings_->swapOwners;
    const auto turn = [&](RegionTransform t) {
        CopiedRegion& stamp = *settings_->stamp;
        stamp.region = transformed(stampRegion(), t, swap);
        updateStampPreview(hovered_);
    };
    switch (event->key()) {
    case Qt::Key_H:
        turn(RegionTransform::FlipLeftRight);
        return true;
    case Qt::Key_V:
        turn(RegionTransform::FlipTopBottom);
        return true;
    case Qt::Key_R:
        turn(event->modifiers() & Qt::ShiftModifier ? RegionTransform::RotateAnticlockwise
                                                    : RegionTransform::RotateClockwise);
        return true;
    case Qt::Key_Escape:
        updateStampPreview(-1);
        settings_->stamp.reset();
        settings_->stampName.clear();
        settings_->notify();
        return true;
    default:
        return false;
    }
}

} // namespace gbxx
