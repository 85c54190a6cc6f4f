#pragma once
// Anything that shows or edits the open board (the view, the docks). It is given the document to
// follow and subscribes to its changes itself, letting go of the previous one; null means no
// board is open.

#include <QMetaObject>

namespace gbxx {

class BoardDocument;
struct DocumentChange;

class DocumentView {
public:
    virtual ~DocumentView();

    // Follows `document` from now on; documentSwitched() tells the view.
    void setDocument(BoardDocument* document);
    BoardDocument* document() const { return document_; }

protected:
    // The followed document is another one now (maybe none).
    virtual void documentSwitched() = 0;
    // The followed document changed.
    virtual void documentChanged(const DocumentChange& change) = 0;
    // Before the view lets go of the document it follows (to finish what it was doing with it).
    virtual void leavingDocument() {}
    // Hears no more of the document: for a view's destructor, after it has finished its work and
    // before its members go (the base's destructor comes too late for that).
    void stopFollowing();

private:
    BoardDocument* document_ = nullptr;
    QMetaObject::Connection connection_;
};

} // namespace gbxx
