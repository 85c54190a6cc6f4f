#pragma once
// Anything that shows or edits the open board (the view, the docks): it is given the document to
// follow, subscribes to its changes itself and lets go of the previous one. Null: no board is open.

namespace gbxx {

class BoardDocument;

class DocumentView {
public:
    virtual ~DocumentView() = default;
    virtual void setDocument(BoardDocument* document) = 0;
};

} // namespace gbxx
