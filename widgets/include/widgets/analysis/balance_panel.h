#pragma once
// The Balance dock: per player and team, the size of home, end and safe zones and the cheapest
// route from home to end under the movement rules below the table (each player moving as itself,
// its blacklist); values that differ between the players the board is built for are highlighted.
// Kept up to date as the board changes while it is shown; the rules are remembered.

#include "widgets/common/settled_refresh.h"
#include "widgets/document/document_change.h"
#include "widgets/document/document_view.h"

#include <QWidget>

class QTableWidget;
class QToolButton;

namespace gbxx {
class MoveRulesForm;
}

namespace gbxx {

class BoardDocument;

class BalancePanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    explicit BalancePanel(QWidget* parent = nullptr);
    // Recomputes now (normally it waits for edits to pause, and for the panel to be shown).
    void refresh();
    QTableWidget* table() const { return table_; }
    MoveRulesForm* rulesForm() const { return rules_; }

protected:
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override {
        if (change.aspects != DocumentChange::EditEnded) // an edit ending changes no tile
            pending_.later();
    }

private:
    void showRules();

    QTableWidget* table_;
    MoveRulesForm* rules_;
    QToolButton* rulesToggle_; // opens and closes the rules, and says what they are
    SettledRefresh pending_;
};

} // namespace gbxx
