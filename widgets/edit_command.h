#pragma once
// One undo step that changed tiles: it keeps only the changed tiles (index, before, after) and
// replays them in either direction.

#include "gbxx/change_set.h"

#include <QUndoCommand>

namespace gbxx {

class BoardDocument;

class EditCommand : public QUndoCommand {
public:
    // The changes are already applied when the command is pushed.
    EditCommand(BoardDocument* document, const QString& text, ChangeSet changes);

    void undo() override;
    void redo() override;

    const ChangeSet& changes() const { return changes_; }

private:
    BoardDocument* document_;
    ChangeSet changes_;
    bool skipFirstRedo_ = true; // QUndoStack::push calls redo(); the edit is already on the board
};

} // namespace gbxx
