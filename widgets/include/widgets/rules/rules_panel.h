#pragma once
// The Rules dock (docs/user-guide.md "Rules"): the open board's rules in the order they run, each
// with the number of tiles its condition matches on the board now (counted again once edits pause,
// only while the dock is shown), whether it is live (its check box), and paused while it would
// change a locked layer. Rules are added, edited (rule_dialog.h), removed and moved (buttons, or
// by dragging); "Apply to Board" runs all rules or the chosen one as one undo step, exactly as
// `gbxx rules apply` does; "Select Matching" selects the chosen rule's tiles. The switch "Live
// Rules" stops and starts the live rules of every board (remembered between sessions).
//
// Every change to the rules is written to their file at once through the safe write path, as the
// Custom Data Schema dialog writes its file on OK (a rules file is no part of the board's undo
// history). A file that cannot be read as rules is shown with its mistake and never written over;
// one that changed on disk since it was read is written over only when the user says so. Rules of a
// board without a rules file go to the file the user picks when the first rule is added; an
// untitled board keeps its rules until it is saved, then Save Rules writes them.

#include "widgets/common/settled_refresh.h"
#include "widgets/document/document_view.h"
#include "gbxx/rules.h"

#include <QWidget>

#include <vector>

class QAction;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace gbxx {

class ActionRegistry;
class ProblemLine;

class RulesPanel : public QWidget, public DocumentView {
    Q_OBJECT

public:
    // Its actions are registered in `registry` (rules.add, rules.apply-all …).
    explicit RulesPanel(ActionRegistry& registry, QWidget* parent = nullptr);

    QTreeWidget* list() const { return list_; }
    QLabel* fileLabel() const { return file_; }
    QLabel* problemLabel() const;
    // The chosen rule's index; -1 when none is chosen.
    int currentRule() const;
    void setCurrentRule(int rule);
    // The number of tiles each rule matches, as the list shows it (empty until counted).
    const std::vector<std::size_t>& counts() const { return counts_; }
    // Counts again now (normally once edits pause, while the dock is shown).
    void refreshCounts();

    // What the buttons do; each change to the rules is written to their file at once.
    void addRule();
    void editRule(int rule);
    void removeRule(int rule);
    // Moves rule `from` to the place `to` (the others keep their order).
    void moveRule(int from, int to);
    void applyToBoard(bool chosenOnly);
    void selectMatching();
    void saveRules();
    void reloadRules();

signals:
    // What an action did, for the status bar ("Rules applied …").
    void message(const QString& text);
    // What went wrong, for a message box or the status bar.
    void problem(const QString& text);

protected:
    void documentSwitched() override;
    void documentChanged(const DocumentChange& change) override;

private:
    // Fills the list from the document's rules.
    void rebuild();
    // Enables what the rules and the chosen one allow.
    void updateActions();
    // The rules are now `rules`: in the document, and in their file (`destination` when they have
    // none yet).
    void commit(std::vector<RuleText> rules, const QString& destination = {});
    // Writes the rules to `path`; false when they were not written.
    bool write(const QString& path);
    // Why rule `rule` does not run after edits, or an empty string.
    QString pausedReason(std::size_t rule) const;
    void itemChanged(QTreeWidgetItem* item, int column);

    ActionRegistry& registry_;
    QLabel* file_;
    ProblemLine* problem_;
    QLabel* summary_;
    QTreeWidget* list_;
    QAction* add_;
    QAction* edit_;
    QAction* remove_;
    QAction* up_;
    QAction* down_;
    QAction* applyAll_;
    QAction* applyChosen_;
    QAction* select_;
    QAction* live_;
    QAction* save_;
    QAction* reload_;
    SettledRefresh pending_;
    std::vector<std::size_t> counts_;
    bool filling_ = false;
};

} // namespace gbxx
