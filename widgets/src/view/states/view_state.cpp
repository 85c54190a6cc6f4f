#include "widgets/view/states/view_state.h"

#include "widgets/view/board_view.h"
#include "widgets/view/tile_cursor.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace gbxx {

ViewState::Next ViewState::mouseMove(BoardView& view, QMouseEvent* event) {
    view.tileCursor()->followPointer(event->position());
    return nullptr;
}

ViewState::Next ViewState::keyPress(BoardView&, QKeyEvent* event) {
    event->ignore();
    return nullptr;
}

} // namespace gbxx
