#include "widgets/document/document_view.h"

#include "widgets/document/board_document.h"

namespace gbxx {

DocumentView::~DocumentView() {
    QObject::disconnect(connection_);
}

void DocumentView::stopFollowing() {
    QObject::disconnect(connection_);
}

void DocumentView::setDocument(BoardDocument* document) {
    if (document_)
        leavingDocument();
    QObject::disconnect(connection_);
    document_ = document;
    if (document_)
        connection_ = QObject::connect(
            document_, &BoardDocument::changed,
            [this](const DocumentChange& change) { documentChanged(change); });
    documentSwitched();
}

} // namespace gbxx
