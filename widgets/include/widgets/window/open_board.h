#pragma once
// One board open in the window (a tab): its document with its own undo stack, the number of its
// recovery copy, what its file held when last read or written (to notice other programs' changes)
// and where the view was, so that coming back to the tab finds it as it was left.

#include "widgets/document/board_document.h"

#include <QByteArray>
#include <QPointF>

#include <functional>
#include <memory>
#include <optional>

namespace gbxx {

struct OpenBoard {
    std::unique_ptr<BoardDocument> document;
    int recoverySlot = 0;
    std::optional<QByteArray> knownDiskHash;
    quint64 recoveredRevision = 0; // the revision of the last recovery copy; 0: none written
    struct ViewPlace {
        bool fitted = true;
        double zoom = 0;
        QPointF centre; // tile units
    };
    std::optional<ViewPlace> place; // none until the tab is left the first time
    // Asked instead of Save / Discard / Cancel before the board goes, modified or not (a merge's
    // unresolved conflicts, widgets/merge/merge_session.h); true when it may go.
    std::function<bool()> closingQuestion;
};

} // namespace gbxx
