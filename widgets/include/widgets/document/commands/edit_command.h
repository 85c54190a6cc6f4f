#pragma once
// One undo step that changed tiles. Closed, it keeps only the changed tiles as a TileDelta (index
// and XOR, 12 bytes a tile) and flips them either way. Open (a stroke in progress), it makes each
// extension at once and collects them, a tile keeping its first value and its last.

#include "widgets/document/commands/document_command.h"
#include "gbxx/change_set.h"

#include <optional>

namespace gbxx {

class EditCommand : public DocumentCommand {
public:
    // `changes` are planned against the board; redo() makes them.
    EditCommand(BoardDocument* document, const QString& text, ChangeSet changes, bool open,
                std::size_t tileCount);

    void extend(const ChangeSet& changes);
    bool changesNothing() const override;
    void undo() override;
    void redo() override;

    const TileDelta& delta() const { return delta_; }

protected:
    void closed() override;

private:
    ChangeSet first_; // an open command's first changes, made by the first redo()
    std::optional<ChangeAccumulator> collected_;
    TileDelta delta_;
};

} // namespace gbxx
