#pragma once
// The Conflicts panel of a merge (gbxx-editor --merge): how many conflicts are resolved, the three
// files, and the list of conflicts grouped by field. The conflicts chosen in the list (several
// rows, or a field's row for all of its conflicts) are those the merge's Take Ours, Take Theirs
// and Take Base act on; the list's current conflict is the one in hand.

#include <QWidget>

#include <optional>
#include <vector>

class QAction;
class QLabel;
class QTreeView;

namespace gbxx {

class BoardDocument;
class ConflictListModel;
class MergeConflicts;

class ConflictsPanel : public QWidget {
    Q_OBJECT

public:
    ConflictsPanel(MergeConflicts* conflicts, BoardDocument* document, QWidget* parent = nullptr);

    // The sides' files, as the user named them (shown, and told in the columns' tips).
    void setFileNames(const QString& base, const QString& ours, const QString& theirs);
    // Buttons under the list for `actions` (Take Ours …), and the list's context menu.
    void addActions(const QList<QAction*>& actions);

    ConflictListModel* model() const { return model_; }
    QTreeView* list() const { return list_; }
    // The conflicts chosen in the list, in list order, each once.
    std::vector<std::size_t> chosenConflicts() const;
    bool hasChosen() const;
    std::optional<std::size_t> currentConflict() const;
    // Chooses exactly `conflicts` in the list (nothing when empty), the first of them scrolled to;
    // the current row stays.
    void chooseConflicts(const std::vector<std::size_t>& conflicts);
    // Makes `conflict` the one in hand: current, chosen alone, scrolled to.
    void goTo(std::size_t conflict);
    // The next unresolved conflict after the current one in list order (`direction` 1), or the
    // one before (-1), round the end; nothing when every conflict is resolved.
    std::optional<std::size_t> nextUnresolved(int direction) const;
    // "3 of 10 conflicts resolved".
    QString countText() const;
    // "4 chosen" (empty while none is).
    QString chosenText() const;
    // The document is gone: the list stays as it was, read only.
    void release();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void currentChanged(std::optional<std::size_t> conflict);
    void chosenChanged();

private:
    void updateCount();

    MergeConflicts* conflicts_;
    ConflictListModel* model_;
    QLabel* count_;
    QLabel* chosen_;
    QLabel* files_;
    QTreeView* list_;
    QWidget* buttons_;
};

} // namespace gbxx
