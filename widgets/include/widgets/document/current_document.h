#pragma once
// The document the window's views and docks show. Each of them is attached once, when it is made;
// switching the document then reaches every one of them from here, in the order attached.

#include "widgets/document/document_view.h"

#include <vector>

namespace gbxx {

class BoardDocument;

class CurrentDocument {
public:
    BoardDocument* get() const { return document_; }
    void attach(DocumentView* view);
    // Hands `document` (or none) to every attached view.
    void set(BoardDocument* document);

private:
    BoardDocument* document_ = nullptr;
    std::vector<DocumentView*> views_;
};

} // namespace gbxx
