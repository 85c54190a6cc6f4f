#include "board_commands.h"

#include "board_document.h"

namespace gbxx {

HeaderCommand::HeaderCommand(BoardDocument* document, const QString& text, std::uint16_t after)
    : QUndoCommand(text)
    , document_(document)
    , before_(document->board().headerBits())
    , after_(after) {}

void HeaderCommand::undo() {
    document_->applyHeader(before_);
}
void HeaderCommand::redo() {
    document_->applyHeader(after_);
}

FooterCommand::FooterCommand(BoardDocument* document, const QString& text, const Footer& after)
    : QUndoCommand(text)
    , document_(document)
    , before_(document->board().footer())
    , after_(after) {}

void FooterCommand::undo() {
    document_->applyFooter(before_);
}
void FooterCommand::redo() {
    document_->applyFooter(after_);
}

ReplaceBoardCommand::ReplaceBoardCommand(BoardDocument* document, const QString& text, Board after)
    : QUndoCommand(text)
    , document_(document)
    , before_(document->board())
    , after_(std::move(after)) {}

void ReplaceBoardCommand::undo() {
    document_->applyBoard(before_);
}
void ReplaceBoardCommand::redo() {
    document_->applyBoard(after_);
}

} // namespace gbxx
