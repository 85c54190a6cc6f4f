#include "edit_command.h"

#include "board_document.h"

namespace gbxx {

EditCommand::EditCommand(BoardDocument* document, const QString& text, TileDelta delta)
    : QUndoCommand(text)
    , document_(document)
    , delta_(std::move(delta)) {}

void EditCommand::undo() {
    document_->flip(delta_);
}

void EditCommand::redo() {
    if (skipFirstRedo_) {
        skipFirstRedo_ = false;
        return;
    }
    document_->flip(delta_);
}

} // namespace gbxx
