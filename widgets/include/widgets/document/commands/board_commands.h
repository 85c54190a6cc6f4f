#pragma once
// Undo steps that change more than tiles: the header modifiers, the footer, or the whole board
// (resize, convert). Each keeps only the part it changes, before and after.

#include "widgets/document/commands/document_command.h"
#include "gbxx/board.h"

namespace gbxx {

// Header modifiers. Open, it follows a dialog's preview until the dialog closes.
class HeaderCommand : public DocumentCommand {
public:
    HeaderCommand(BoardDocument* document, const QString& text, std::uint16_t before,
                  std::uint16_t after, bool open);
    // The preview moved on: shows `after` now.
    void setAfter(std::uint16_t after);
    bool changesNothing() const override { return before_ == after_; }
    void undo() override;
    void redo() override;

private:
    std::uint16_t before_;
    std::uint16_t after_;
};

class FooterCommand : public DocumentCommand {
public:
    FooterCommand(BoardDocument* document, const QString& text, Footer before, Footer after);
    bool changesNothing() const override { return before_ == after_; }
    void undo() override;
    void redo() override;

private:
    Footer before_;
    Footer after_;
};

// Replaces the board (its size or variant changes, so every tile moves or changes anyway).
class ReplaceBoardCommand : public DocumentCommand {
public:
    ReplaceBoardCommand(BoardDocument* document, const QString& text, Board before, Board after);
    bool changesNothing() const override { return before_ == after_; }
    void undo() override;
    void redo() override;

private:
    Board before_;
    Board after_;
};

} // namespace gbxx
