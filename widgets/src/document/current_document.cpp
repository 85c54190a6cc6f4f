#include "widgets/document/current_document.h"

namespace gbxx {

void CurrentDocument::attach(DocumentView* view) {
    views_.push_back(view);
    view->setDocument(document_);
}

void CurrentDocument::set(BoardDocument* document) {
    document_ = document;
    for (DocumentView* view : views_)
        view->setDocument(document);
}

} // namespace gbxx
