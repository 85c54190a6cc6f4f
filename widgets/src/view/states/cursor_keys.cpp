#include "widgets/view/states/cursor_keys.h"

#include "widgets/view/board_view.h"
#include "widgets/view/tile_cursor.h"

#include <QKeyEvent>

namespace gbxx {

bool isPlainKey(const QKeyEvent* event) {
    return (event->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) == Qt::NoModifier;
}

bool stepTileCursor(BoardView& view, const QKeyEvent* event) {
    if (!isPlainKey(event))
        return false;
    const bool extend = event->modifiers() & Qt::ShiftModifier;
    switch (event->key()) {
    case Qt::Key_Left:
        view.tileCursor()->step(-1, 0, extend);
        return true;
    case Qt::Key_Right:
        view.tileCursor()->step(1, 0, extend);
        return true;
    case Qt::Key_Up:
        view.tileCursor()->step(0, -1, extend);
        return true;
    case Qt::Key_Down:
        view.tileCursor()->step(0, 1, extend);
        return true;
    default:
        return false;
    }
}

bool isEnterKey(const QKeyEvent* event) {
    return isPlainKey(event) && !(event->modifiers() & Qt::ShiftModifier) &&
           (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter);
}

} // namespace gbxx
