// BoardView: the pointer and the keys handed to its input (states/view_input.h), with what is the
// same in every state: which press pans (the middle button, or the left one with Space held), the
// wheel's zoom (its Zoomable), Space alone applying the tool at the tile cursor, and focus on
// entering.

#include "widgets/view/board_view.h"

#include "widgets/document/board_document.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool.h"
#include "widgets/view/states/view_input.h"
#include "widgets/view/tile_cursor.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>

namespace gbxx {

void BoardView::updatePreview() {
    if (!tool_)
        return;
    const QRect now = viewportRectOf(tool_->preview());
    if (!previewRect_.isEmpty() || !now.isEmpty())
        viewport()->update(previewRect_ | now);
    previewRect_ = now;
}

ToolContext BoardView::toolContext(Qt::KeyboardModifiers modifiers) {
    // Shift adds to the selection, Ctrl (or Alt) takes away, both intersect.
    const bool adding = modifiers & Qt::ShiftModifier;
    const bool taking = modifiers & (Qt::ControlModifier | Qt::AltModifier);
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
    const bool panButton = event->button() == Qt::MiddleButton ||
                           (event->button() == Qt::LeftButton && input_->spaceHeld());
    if (panButton) {
        input_->pan(event->position().toPoint());
        return;
    }
    input_->forward([&](ViewState& state) { return state.mousePress(*this, event); });
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    input_->forward([&](ViewState& state) { return state.mouseMove(*this, event); });
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    input_->forward([&](ViewState& state) { return state.mouseRelease(*this, event); });
}

void BoardView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ControlModifier) {
        zoomable_->handleWheelDelta(event->angleDelta().y(), event->position());
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

bool BoardView::event(QEvent* event) {
    // The state's keys (floating content's arrows, H, V, R, Enter, Esc; Esc while a line begun
    // with Enter waits for its end) are the view's, not the tools' or the window's shortcuts.
    if (event->type() == QEvent::ShortcutOverride &&
        input_->state().takesKey(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QAbstractScrollArea::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        input_->holdSpace();
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    event->accept();
    if (!document()) {
        event->ignore();
    } else {
        input_->forward([&](ViewState& state) { return state.keyPress(*this, event); });
    }
    if (!event->isAccepted())
        QAbstractScrollArea::keyPressEvent(event);
}

void BoardView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        const bool alone = input_->releaseSpace();
        viewport()->setCursor(Qt::CrossCursor);
        // Space held to pan (with the mouse or the scroll bars), or pressed alone here: the tool
        // at the tile cursor. A release whose press went elsewhere (a menu) does nothing.
        if (alone && cursor_->keysLead() && !(event->modifiers() & ~Qt::KeypadModifier))
            input_->forward([&](ViewState& state) { return state.applyAtCursor(*this); });
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
    cursor_->pointerLeft();
    QAbstractScrollArea::leaveEvent(event);
}

} // namespace gbxx
