#pragma once
// A handle on one edit of a document (docs/architecture.md "Edits go through a handle"), after
// Aseprite's transaction handle: BoardDocument::openEdit() gives one that either owns a new edit
// (whatever else was open settled first, in the document alone) or joins the edit its owner has
// open. Whoever owns it extends it and commits it as one undo step; destroyed uncommitted, an
// owned edit is rolled back. The document ends an edit by itself too (a save's checkpoint of
// floating content, an undo, another owner's edit): it tells the handle, which is then closed —
// nobody asks the document whether an edit is still open.
//
//     DocumentEdit edit = document.openEdit(this, tr("Paint"));
//     edit.extend(board.planField(height, 3, tiles)); // shown at once
//     edit.commit();                                   // one undo step
//
// A header preview (a modal dialog's) is its own kind, HeaderPreview: it shows other header bits
// and takes no tiles.

#include "gbxx/change_set.h"

#include <QtGlobal>

#include <cstdint>
#include <memory>

namespace gbxx {

class BoardDocument;

// What the document and every handle on one edit share: the document clears `open` when the edit
// ends, however it ends.
struct EditState {
    BoardDocument* document = nullptr;
    quint64 id = 0;
    bool open = true;
    bool committing = false; // its finishing step runs: no handle that goes meanwhile rolls it back
};

class EditHandle {
public:
    EditHandle() = default;
    EditHandle(EditHandle&& other) noexcept;
    // Rolls back the edit this handle owned, unless the other holds the same edit.
    EditHandle& operator=(EditHandle&& other) noexcept;
    EditHandle(const EditHandle&) = delete;
    EditHandle& operator=(const EditHandle&) = delete;
    ~EditHandle(); // rolls an owned, open edit back

    // Whether the edit goes on: false once committed, rolled back or ended by the document.
    bool isOpen() const { return state_ && state_->open; }
    // Whether this handle began the edit (a joined handle leaves committing to the owner's).
    bool owns() const { return owns_; }
    // Records the edit as one undo step and ends it; a joined handle does nothing. Returns whether
    // the edit was open.
    bool commit();
    // Takes the edit's changes back, leaving no undo step, and ends it (owned handles alone).
    bool rollback();

protected:
    friend class BoardDocument;
    EditHandle(std::shared_ptr<EditState> state, bool owns)
        : state_(std::move(state))
        , owns_(owns) {}
    std::shared_ptr<EditState> state_;
    bool owns_ = false;
};

// An edit of tiles: a stroke, floating content being moved, a stamp stroke.
class DocumentEdit : public EditHandle {
public:
    DocumentEdit() = default;
    // Makes the planned tile changes now, as part of the edit's undo step. False once it ended.
    bool extend(const ChangeSet& changes);

private:
    friend class BoardDocument;
    using EditHandle::EditHandle;
};

// Board ▸ Properties' preview of other header modifiers: on the stack only when committed, so a
// rolled-back preview leaves the history as it was.
class HeaderPreview : public EditHandle {
public:
    HeaderPreview() = default;
    bool show(std::uint16_t headerBits);

private:
    friend class BoardDocument;
    using EditHandle::EditHandle;
};

} // namespace gbxx
