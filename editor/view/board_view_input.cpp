// BoardView: the pointer and the keys — presses, drags and releases handed to the tool (or to
// floating content, a stamp, a move), panning, wheel zoom, Space, and focus on entering.

#include "editor/view/board_view.h"

#include "editor/document/board_document.h"
#include "editor/tools/paint_settings.h"
#include "editor/tools/tool.h"
#include "gbxx/hex_coordinates.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>

#include <algorithm>
#include <cmath>

namespace gbxx {

void BoardView::updatePreview() {
    if (!tool_)
        return;
    const QRect now = viewportRectOf(tool_->preview());
    if (!previewRect_.isEmpty() || !now.isEmpty())
        viewport()->update(previewRect_ | now);
    previewRect_ = now;
}

ToolContext BoardView::toolContext() {
    // Shift adds to the selection, Ctrl (or Alt) takes away, both intersect.
    const bool adding = pressModifiers_ & Qt::ShiftModifier;
    const bool taking = pressModifiers_ & (Qt::ControlModifier | Qt::AltModifier);
    const SelectionMode mode = adding && taking ? SelectionMode::Intersect
                               : adding         ? SelectionMode::Add
                               : taking         ? SelectionMode::Subtract
                                                : SelectionMode::Replace;
    return {*document(),
            geometry_,
            *settings_,
            tool_->options(),
            [this](const QString& text) { emit toolMessage(text); },
            mode,
            [this](TileIndex tile) { emit tilePinned(static_cast<int>(tile)); }};
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    const bool panButton =
        event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && spaceHeld_);
    if (panButton) {
        spacePanned_ = spaceHeld_;
        panning_ = true;
        panStart_ = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (!document() || !tool_ || !settings_ ||
        (event->button() != Qt::LeftButton && event->button() != Qt::RightButton) || toolActive_)
        return;
    pressModifiers_ = event->modifiers();
    if (floating_ && event->button() == Qt::LeftButton) {
        // On the floating content: drag it; elsewhere: it lands where it is.
        const auto at = toolPoint(event->position(), false);
        const Placement placed = floatingPlacement();
        if (at && std::find(placed.tiles.begin(), placed.tiles.end(),
                            geometry_.indexOf(at->tile.x(), at->tile.y())) != placed.tiles.end()) {
            floating_->grab = at->tile;
            floating_->grabOrigin = QPoint(floating_->x, floating_->y);
        } else {
            placeFloating();
        }
        return;
    }
    if (event->button() == Qt::LeftButton && isStamping()) {
        if (const auto at = toolPoint(event->position(), false))
            stampPress(*at);
        return;
    }
    const bool duplicate = event->modifiers() & Qt::AltModifier;
    if (event->button() == Qt::LeftButton && tool_->movesSelection()) {
        // The Move tool lifts the selection (Alt: a copy of it) and drags it.
        if (const auto at = toolPoint(event->position(), false))
            liftSelection(*at, duplicate);
        return;
    }
    if (event->button() == Qt::LeftButton && tool_->selects() &&
        !(event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier))) {
        // A selection tool pressed inside the selection: a drag moves it, a click selects anew.
        if (const auto at = toolPoint(event->position(), false);
            at && document()->selection().contains(geometry_.indexOf(at->tile.x(), at->tile.y()))) {
            pendingLift_ = PendingLift{*at, duplicate};
            return;
        }
    }
    toolActive_ = true;
    pendingPress_ = event->button() == Qt::RightButton;
    pressWhereTheBoardIs(event->position());
}

void BoardView::pressWhereTheBoardIs(QPointF viewportPos) {
    const auto at = toolPoint(viewportPos, false);
    if (!at)
        return; // in the margin, or a hex board's ragged edge: wait for the pointer to get there
    const bool erase = *pendingPress_;
    pendingPress_.reset();
    ToolContext context = toolContext();
    tool_->press(context, *at, erase);
    updatePreview();
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    if (panning_) {
        const QPoint delta = event->position().toPoint() - panStart_;
        panStart_ = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    const auto hovered = tileAt(event->position());
    keyCursor_ = false; // the pointer leads again
    if (keyStroke_)
        dropAction(); // a line begun with Enter is the keys' to finish; the mouse drops it
    setHovered(hovered ? static_cast<int>(*hovered) : -1);
    if (stamping_) {
        if (!(event->buttons() & Qt::LeftButton))
            stampRelease(); // the release went elsewhere
        else if (const auto at = toolPoint(event->position(), true))
            stampDrag(*at);
        return;
    }
    if (pendingLift_ && (event->buttons() & Qt::LeftButton)) {
        const auto at = toolPoint(event->position(), true);
        if (!at || at->tile == pendingLift_->at.tile)
            return;
        const PendingLift lift = *pendingLift_;
        pendingLift_.reset();
        liftSelection(lift.at, lift.duplicate); // and on to the drag below
    }
    if (floating_ && floating_->grab) {
        if (!(event->buttons() & Qt::LeftButton)) {
            floating_->grab.reset();
            return;
        }
        if (const auto at = toolPoint(event->position(), true)) {
            // By the pointer's step in plane coordinates, so a hex shape keeps its shape.
            const QPoint from = *floating_->grab;
            QPoint origin = floating_->grabOrigin + (at->tile - from);
            if (geometry_.hex()) {
                const Axial a = axialOf(floating_->grabOrigin.x(), floating_->grabOrigin.y());
                const Axial p = axialOf(from.x(), from.y());
                const Axial q = axialOf(at->tile.x(), at->tile.y());
                const Offset o = offsetOf(Axial{a.q + q.q - p.q, a.r + q.r - p.r});
                origin = QPoint(o.x, o.y);
            }
            if (origin != QPoint(floating_->x, floating_->y)) {
                floating_->x = origin.x();
                floating_->y = origin.y();
                updateFloating();
            }
        }
        return;
    }
    if (toolActive_ && !(event->buttons() & (Qt::LeftButton | Qt::RightButton))) {
        finishAction(); // the release went elsewhere (a dialog, another window)
        return;
    }
    if (toolActive_ && tool_ && pendingPress_) {
        pressWhereTheBoardIs(event->position());
        return;
    }
    if (toolActive_ && tool_) {
        if (const auto at = toolPoint(event->position(), true)) {
            ToolContext context = toolContext();
            tool_->drag(context, *at);
            updatePreview();
        }
    }
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && stampRelease())
        return;
    if (pendingLift_ && event->button() == Qt::LeftButton) {
        // A click inside the selection: the tool's own click (a new selection).
        const ToolPoint at = pendingLift_->at;
        pendingLift_.reset();
        ToolContext context = toolContext();
        tool_->press(context, at, false);
        tool_->release(context);
        updatePreview();
        return;
    }
    if (floating_ && floating_->grab && event->button() == Qt::LeftButton) {
        floating_->grab.reset(); // it stays floating until placed
        return;
    }
    if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        panning_ = false;
        viewport()->setCursor(spaceHeld_ ? Qt::OpenHandCursor : Qt::CrossCursor);
        return;
    }
    if (!toolActive_ || !tool_)
        return;
    if (event->buttons() & (Qt::LeftButton | Qt::RightButton))
        return; // the other button is still down: the action goes on
    finishAction();
}

void BoardView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ControlModifier) {
        const double steps = event->angleDelta().y() / 120.0;
        fitted_ = false;
        setZoom(zoom_ * std::pow(1.25, steps), event->position());
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

bool BoardView::event(QEvent* event) {
    // While content floats, its keys (arrows, H, V, R, Enter, Esc) are the view's, not the
    // tools' or the window's shortcuts.
    // So is Esc while a line begun with Enter waits for its end.
    if (event->type() == QEvent::ShortcutOverride &&
        (isFloatingKey(static_cast<QKeyEvent*>(event)) ||
         isStampKey(static_cast<QKeyEvent*>(event)) ||
         (keyStroke_ && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape))) {
        event->accept();
        return true;
    }
    return QAbstractScrollArea::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (floatingKey(event) || stampKey(event))
        return;
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = true;
        spacePanned_ = false;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    if (cursorKey(event))
        return;
    QAbstractScrollArea::keyPressEvent(event);
}

void BoardView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        const bool pressedHere = spaceHeld_;
        spaceHeld_ = false;
        viewport()->setCursor(Qt::CrossCursor);
        // Space held to pan (with the mouse or the scroll bars), or pressed alone here: the tool
        // at the tile cursor. A release whose press went elsewhere (a menu) does nothing.
        if (pressedHere && !spacePanned_ && keyCursor_ &&
            !(event->modifiers() & ~Qt::KeypadModifier))
            applyToolAtCursor();
        return;
    }
    QAbstractScrollArea::keyReleaseEvent(event);
}

void BoardView::enterEvent(QEnterEvent* event) {
    QAbstractScrollArea::enterEvent(event);
    // The board takes the keys when the pointer comes to it (as Krita's canvas does), so a tool's
    // key works after typing a value in a dock or choosing from a combo box; not from a dialog.
    if (isActiveWindow() && !QApplication::activeModalWidget() && !hasFocus())
        setFocus(Qt::MouseFocusReason);
}

void BoardView::leaveEvent(QEvent* event) {
    if (!keyCursor_) // the keys' tile stays while the pointer is elsewhere
        setHovered(-1);
    QAbstractScrollArea::leaveEvent(event);
}

} // namespace gbxx
