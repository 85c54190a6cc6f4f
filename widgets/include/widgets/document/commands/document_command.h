#pragma once
// The base of the document's undo commands. Every command changes the board in redo() (also the
// first time, when it is pushed) and back in undo(), only through the document. A command that is
// the open step of a transaction keeps growing until it is closed; undoing it closes it first.

#include <QUndoCommand>

namespace gbxx {

class BoardDocument;

class DocumentCommand : public QUndoCommand {
public:
    DocumentCommand(BoardDocument* document, const QString& text, bool open)
        : QUndoCommand(text)
        , document_(document)
        , open_(open) {}

    bool isOpen() const { return open_; }
    // The transaction is over: the command keeps what it changed, compactly.
    void close() {
        if (open_) {
            open_ = false;
            closed();
        }
    }
    // Undone for the last time: the stack deletes the command once it is undone.
    void discard() { discarding_ = true; }
    // Whether the open command's changes add up to nothing (then it is dropped).
    virtual bool changesNothing() const = 0;

protected:
    virtual void closed() {}
    // Call first in undo(): an open command ends its transaction before it is undone.
    void endTransaction();
    // Call last in undo(): a discarded command leaves the stack.
    void leaveIfDiscarded() {
        if (discarding_)
            setObsolete(true);
    }

    BoardDocument* document_;

private:
    bool open_;
    bool discarding_ = false;
};

} // namespace gbxx
