#pragma once
// The document the window's views and docks show. Each of them is attached once, when it is made;
// switching the document then reaches every one of them from here, in the order attached.

#include "editor/document/document_view.h"

#include <QObject>

#include <vector>

namespace gbxx {

class BoardDocument;

class CurrentDocument : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    BoardDocument* get() const { return document_; }
    void attach(DocumentView* view);
    // Hands `document` (or none) to every attached view, then announces it.
    void set(BoardDocument* document);

signals:
    void switched(gbxx::BoardDocument* document);

private:
    BoardDocument* document_ = nullptr;
    std::vector<DocumentView*> views_;
};

} // namespace gbxx
