#include "widgets/document/commands/edit_command.h"

#include "widgets/document/board_document.h"

namespace gbxx {

EditCommand::EditCommand(BoardDocument* document, const QString& text, ChangeSet changes, bool open,
                         std::size_t tileCount)
    : DocumentCommand(document, text, open) {
    if (open) {
        collected_.emplace(tileCount);
        first_ = std::move(changes);
    } else {
        delta_ = TileDelta(changes);
    }
}

void EditCommand::extend(const ChangeSet& changes) {
    document_->applyTiles(changes);
    collected_->add(changes);
}

bool EditCommand::changesNothing() const {
    return collected_ ? collected_->netChanges() == 0 : delta_.size() == 0;
}

void EditCommand::closed() {
    delta_ = TileDelta(collected_->result());
    collected_.reset();
}

void EditCommand::redo() {
    if (isOpen()) { // pushed: its first changes
        document_->applyTiles(first_);
        collected_->add(first_);
        first_ = ChangeSet();
        return;
    }
    document_->flipTiles(delta_);
}

void EditCommand::undo() {
    endTransaction();
    document_->flipTiles(delta_);
    leaveIfDiscarded();
}

} // namespace gbxx
