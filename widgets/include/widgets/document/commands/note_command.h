#pragma once
// The part of an undo step that changes nothing on the board but tells whoever keeps state beside
// it (a merge's choices, widgets/merge) that the step was done, the first time too, or undone: that
// state then goes and comes back with the step's changes, as one undo step.

#include <QUndoCommand>

#include <functional>
#include <utility>

namespace gbxx {

class NoteCommand : public QUndoCommand {
public:
    NoteCommand(const QString& text, std::function<void(bool done)> noted)
        : QUndoCommand(text)
        , noted_(std::move(noted)) {}

    void undo() override { noted_(false); }
    void redo() override { noted_(true); }

private:
    std::function<void(bool done)> noted_;
};

} // namespace gbxx
