#include "edit_command.h"

#include "board_document.h"

namespace gbxx {

EditCommand::EditCommand(BoardDocument* document, const QString& text, ChangeSet changes)
    : QUndoCommand(text)
    , document_(document)
    , changes_(std::move(changes)) {}

void EditCommand::undo() {
    document_->applyChanges(changes_, false);
}

void EditCommand::redo() {
    if (skipFirstRedo_) {
        skipFirstRedo_ = false;
        return;
    }
    document_->applyChanges(changes_, true);
}

} // namespace gbxx
