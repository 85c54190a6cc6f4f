#include "widgets/document/document_edit.h"

#include "widgets/document/board_document.h"

#include <utility>

namespace gbxx {

EditHandle::EditHandle(EditHandle&& other) noexcept
    : state_(std::move(other.state_))
    , owns_(std::exchange(other.owns_, false)) {}

EditHandle& EditHandle::operator=(EditHandle&& other) noexcept {
    if (this == &other)
        return *this;
    if (state_ == other.state_) {
        // The same edit again (its owner opened one while holding it, and joined): still owned.
        owns_ = owns_ || std::exchange(other.owns_, false);
        other.state_.reset();
        return *this;
    }
    rollback(); // what this handle owned and left open
    state_ = std::move(other.state_);
    owns_ = std::exchange(other.owns_, false);
    return *this;
}

EditHandle::~EditHandle() {
    rollback();
}

bool EditHandle::commit() {
    if (!isOpen())
        return false;
    return owns_ ? state_->document->commit(state_->id) : true;
}

bool EditHandle::rollback() {
    if (!isOpen() || !owns_ || state_->committing)
        return false;
    return state_->document->cancel(state_->id);
}

bool DocumentEdit::extend(const ChangeSet& changes) {
    return isOpen() && state_->document->extend(state_->id, changes);
}

bool HeaderPreview::show(std::uint16_t headerBits) {
    return isOpen() && state_->document->previewHeader(state_->id, headerBits);
}

} // namespace gbxx
