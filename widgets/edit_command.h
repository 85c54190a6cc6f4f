#pragma once
// One undo step that changed tiles: it keeps only the changed tiles, as a TileDelta (index and XOR,
// 12 bytes a tile), and flips them in either direction.

#include "gbxx/change_set.h"

#include <QUndoCommand>

namespace gbxx {

class BoardDocument;

class EditCommand : public QUndoCommand {
public:
    // The changes are already applied when the command is pushed.
    EditCommand(BoardDocument* document, const QString& text, TileDelta delta);

    void undo() override;
    void redo() override;

    const TileDelta& delta() const { return delta_; }

private:
    BoardDocument* document_;
    TileDelta delta_;
    bool skipFirstRedo_ = true; // QUndoStack::push calls redo(); the edit is already on the board
};

} // namespace gbxx
