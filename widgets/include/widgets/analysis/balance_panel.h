#pragma once
// The Balance dock: per player and team, the size of home, end and safe zones and the shortest path
// from home to end honouring that player's blacklist; values that differ between the players the
// board is built for are highlighted. Kept up to date as the board changes while it is shown.

#include "widgets/common/settled_refresh.h"
#include "widgets/document/document_change.h"
#include "widgets/document/document_view.h"

#include <QWidget>

class QTableWidget;

namespace gbxx {

class BoardDocument;

class BalancePanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit BalancePanel(QWidget* parent = nullptr);
    // Recomputes now (normally it waits for edits to pause, and for the panel to be shown).
    void refresh();
    QTableWidget* table() const { return table_; }

protected:
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override {
        if (change.aspects != DocumentChange::EditEnded) // an edit ending changes no tile
            pending_.later();
    }

private:
    QTableWidget* table_;
    SettledRefresh pending_;
};

} // namespace gbxx
