#pragma once
// The editor's merge tool on the merged board (gbxx-editor --merge, issue 36): the Conflicts
// panel, the conflicts marked on the board, and the Merge menu — Take Ours, Take Theirs and Take
// Base for the conflicts chosen in the panel (one, several, a field's; those under the board's
// selection when tiles are selected), each one undo step, and the next or previous unresolved
// conflict. Opening the files, saving and closing are the window's (widgets/merge/merge_session.h).

#include "widgets/merge/merge_conflicts.h"

#include <QObject>
#include <QPointer>

#include <array>

class QAction;
class QMenu;

namespace gbxx {

class ActionRegistry;
class BoardDocument;
class BoardView;
class ConflictMarks;
class ConflictsPanel;

class MergeTool : public QObject {
    Q_OBJECT

public:
    // The conflicts of `merge` (`footers`: BASE's, OURS's and THEIRS's) on `document`, the
    // merged board's, shown in `view`.
    MergeTool(const BoardMerge& merge, const std::array<Footer, 3>& footers,
              BoardDocument* document, BoardView* view, QObject* parent);
    // The panel (wherever it was docked) and the marks go with the tool: they read its conflicts.
    ~MergeTool() override;

    // The Merge menu's entries, registered as merge.*; also the panel's buttons.
    void addActions(ActionRegistry& registry, QMenu* menu);

    MergeConflicts* conflicts() const { return conflicts_; }
    ConflictsPanel* panel() const;
    ConflictMarks* marks() const;

    // `side` for the conflicts chosen in the panel; false when none is chosen or each had that
    // side already.
    bool take(MergeSide side);
    // To the next unresolved conflict (`direction` 1) or the one before (-1); false when every
    // conflict is resolved.
    bool goToUnresolved(int direction);
    // The document is gone (its tab was closed or its board replaced): the tool stops.
    void release();

signals:
    // Before the tool acts on the merged board: it is to be shown.
    void actingOnBoard();

private:
    void updateActions();
    void showConflict(std::optional<std::size_t> conflict);
    void followBoardSelection();

    QPointer<BoardDocument> document_;
    BoardView* view_;
    MergeConflicts* conflicts_;
    QPointer<ConflictsPanel> panel_; // docked by the window, which may go first
    QPointer<ConflictMarks> marks_;  // over the view's viewport, likewise
    std::array<QAction*, 3> take_{}; // by MergeSide
    QAction* next_ = nullptr;
    QAction* previous_ = nullptr;
};

} // namespace gbxx
