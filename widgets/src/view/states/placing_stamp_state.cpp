#include "widgets/view/states/placing_stamp_state.h"

#include "widgets/document/region_clipboard.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool.h"
#include "widgets/view/board_view.h"
#include "widgets/view/states/cursor_keys.h"
#include "widgets/view/states/idle_state.h"
#include "widgets/view/tile_cursor.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace gbxx {

bool PlacingStampState::stamping(const BoardView& view) {
    const PaintSettings* settings = view.paintSettings();
    return view.document() && settings && settings->stamp && view.tool() &&
           view.tool()->placesStamps();
}

Placement PlacingStampState::placement(const BoardView& view, int x, int y) {
    if (!stamping(view))
        return {};
    const PaintSettings& settings = *view.paintSettings();
    return placeRegion(view.geometry(),
                       StampStroke::stampRegion(*settings.stamp, view.geometry().hex()), x, y);
}

void PlacingStampState::showAt(BoardView& view, int hovered) {
    view.viewport()->update(area_);
    area_ = QRegion();
    if (!stamping(view) || hovered < 0)
        return;
    const Board& board = view.document()->board();
    area_ = view.pieceArea(placement(view, board.xOf(static_cast<TileIndex>(hovered)),
                                     board.yOf(static_cast<TileIndex>(hovered)))
                               .tiles);
    view.viewport()->update(area_);
}

void PlacingStampState::hoverChanged(BoardView& view) {
    showAt(view, view.tileCursor()->tile());
}

void PlacingStampState::exit(BoardView& view) {
    endStroke(view);
    showAt(view, -1);
}

void PlacingStampState::finish(BoardView& view) {
    endStroke(view);
}

void PlacingStampState::endStroke(BoardView& view) {
    if (!stroke_)
        return;
    stroke_.reset(); // its edit committed, one step
    showAt(view, view.tileCursor()->tile());
}

ViewState::Next PlacingStampState::mousePress(BoardView& view, QMouseEvent* event) {
    if (event->button() != Qt::LeftButton)
        return IdleState::pressTool(view, event); // the right button erases as the brush does
    if (!stamping(view) || stroke_)
        return nullptr;
    const auto at = view.toolPoint(event->position(), false);
    if (!at)
        return nullptr;
    ToolContext context = view.toolContext(event->modifiers());
    stroke_ = StampStroke::begin(context, this);
    if (!stroke_)
        return nullptr;
    showAt(view, -1); // while a stroke places it, the board shows it
    if (!stroke_->place(context, at->tile))
        stroke_.reset(); // the document settled the stroke
    return nullptr;
}

ViewState::Next PlacingStampState::mouseMove(BoardView& view, QMouseEvent* event) {
    view.tileCursor()->followPointer(event->position());
    if (!stroke_)
        return nullptr;
    if (!(event->buttons() & Qt::LeftButton)) {
        endStroke(view); // the release went elsewhere
        return nullptr;
    }
    if (const auto at = view.toolPoint(event->position(), true)) {
        ToolContext context = view.toolContext(event->modifiers());
        if (!stroke_->place(context, at->tile))
            stroke_.reset(); // the document settled the stroke (a save, an undo)
    }
    return nullptr;
}

ViewState::Next PlacingStampState::mouseRelease(BoardView& view, QMouseEvent* event) {
    if (event->button() == Qt::LeftButton)
        endStroke(view);
    return nullptr;
}

bool PlacingStampState::takesKey(const QKeyEvent* event) const {
    if (stroke_ || !isPlainKey(event))
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

ViewState::Next PlacingStampState::keyPress(BoardView& view, QKeyEvent* event) {
    PaintSettings* settings = view.paintSettings();
    if (!takesKey(event) || !settings || !settings->stamp) {
        // The tile cursor moves; Enter places no stamp (the mouse does).
        if (!stepTileCursor(view, event) && !isEnterKey(event))
            event->ignore();
        return nullptr;
    }
    const auto turn = [&](RegionTransform t) {
        CopiedRegion& stamp = *settings->stamp;
        stamp.region = transformed(StampStroke::stampRegion(stamp, view.geometry().hex()), t,
                                   settings->swapOwners);
        showAt(view, view.tileCursor()->tile());
    };
    switch (event->key()) {
    case Qt::Key_H:
        turn(RegionTransform::FlipLeftRight);
        break;
    case Qt::Key_V:
        turn(RegionTransform::FlipTopBottom);
        break;
    case Qt::Key_R:
        turn(event->modifiers() & Qt::ShiftModifier ? RegionTransform::RotateAnticlockwise
                                                    : RegionTransform::RotateClockwise);
        break;
    default: // Esc: the stamp is put down, and the view rests idle (ViewInput::restAgain)
        showAt(view, -1);
        settings->stamp.reset();
        settings->stampName.clear();
        settings->notify();
        break;
    }
    return nullptr;
}

void PlacingStampState::paint(const BoardView& view, QPainter& painter, const QRectF& area) const {
    const int hovered = view.tileCursor()->tile();
    if (!stamping(view) || hovered < 0 || stroke_)
        return; // while a stroke places it, the board shows it
    const Board& board = view.document()->board();
    const CopiedRegion& stamp = *view.paintSettings()->stamp;
    drawing_.draw(
        painter, area, view.look(), StampStroke::stampRegion(stamp, view.geometry().hex()),
        board.xOf(static_cast<TileIndex>(hovered)), board.yOf(static_cast<TileIndex>(hovered)),
        fieldMaskFor(stamp.fields, board.variant(), board.layout()), Selection());
}

} // namespace gbxx
