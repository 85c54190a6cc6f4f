#include "widgets/document/commands/board_commands.h"

#include "widgets/document/board_document.h"

namespace gbxx {

HeaderCommand::HeaderCommand(BoardDocument* document, const QString& text, std::uint16_t before,
                             std::uint16_t after, bool open)
    : DocumentCommand(document, text, open)
    , before_(before)
    , after_(after) {}

void HeaderCommand::setAfter(std::uint16_t after) {
    after_ = after;
    document_->applyHeader(after_);
}

void HeaderCommand::undo() {
    endTransaction();
    document_->applyHeader(before_);
    leaveIfDiscarded();
}
void HeaderCommand::redo() {
    document_->applyHeader(after_);
}

FooterCommand::FooterCommand(BoardDocument* document, const QString& text, Footer before,
                             Footer after)
    : DocumentCommand(document, text, false)
    , before_(std::move(before))
    , after_(std::move(after)) {}

void FooterCommand::undo() {
    document_->applyFooter(before_);
}
void FooterCommand::redo() {
    document_->applyFooter(after_);
}

ReplaceBoardCommand::ReplaceBoardCommand(BoardDocument* document, const QString& text, Board before,
                                         Board after)
    : DocumentCommand(document, text, false)
    , before_(std::move(before))
    , after_(std::move(after)) {}

void ReplaceBoardCommand::undo() {
    document_->applyBoard(before_);
}
void ReplaceBoardCommand::redo() {
    document_->applyBoard(after_);
}

} // namespace gbxx
