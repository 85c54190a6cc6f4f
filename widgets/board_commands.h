#pragma once
// Undo steps that change more than tiles: the header modifiers, the footer, or the whole board
// (resize, convert). Each keeps only the part it changes, before and after.

#include "gbxx/board.h"

#include <QUndoCommand>

namespace gbxx {

class BoardDocument;

class HeaderCommand : public QUndoCommand {
public:
    HeaderCommand(BoardDocument* document, const QString& text, std::uint16_t after);
    void undo() override;
    void redo() override;

private:
    BoardDocument* document_;
    std::uint16_t before_;
    std::uint16_t after_;
};

class FooterCommand : public QUndoCommand {
public:
    FooterCommand(BoardDocument* document, const QString& text, const Footer& after);
    void undo() override;
    void redo() override;

private:
    BoardDocument* document_;
    Footer before_;
    Footer after_;
};

// Replaces the board (its size or variant changes, so every tile moves or changes anyway).
class ReplaceBoardCommand : public QUndoCommand {
public:
    ReplaceBoardCommand(BoardDocument* document, const QString& text, Board after);
    void undo() override;
    void redo() override;

private:
    BoardDocument* document_;
    Board before_;
    Board after_;
};

} // namespace gbxx
