#pragma once
// The Changes panel: what the open board's comparison found, grouped (the size, the header's and
// footer's keys, then each field with its number of differing tiles and those tiles), with the
// comparison's commands as buttons. Choosing a tile's row shows the tile; Take acts on the row
// chosen (a tile's field, a whole field, a header or footer key); Esc leaves compare mode. The list
// follows the edits once they pause; without a comparison it says how to start one.

#include "widgets/compare/board_comparison.h"
#include "widgets/compare/changes_model.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QToolButton;
class QTreeView;

namespace gbxx {

class SettledRefresh;

class ChangesPanel : public QWidget {
    Q_OBJECT

public:
    explicit ChangesPanel(QWidget* parent = nullptr);

    // Shows `comparison` (null: none) from now on.
    void setComparison(BoardComparison* comparison);
    // The buttons of the window's actions: start, previous, next and leave.
    void setActions(QAction* compareWith, QAction* previous, QAction* next, QAction* leave);

    ChangesModel* model() const { return model_; }
    QTreeView* list() const { return list_; }
    QLabel* summary() const { return summary_; }
    // The row chosen in the list (group -1: none).
    ChangesModel::Row currentRow() const;
    // Chooses tile `tile`'s row (under the first field it differs in), without moving the view.
    void showTile(TileIndex tile);
    // Lists the differences now rather than once the edits pause.
    void refreshNow();

signals:
    // A tile's row was chosen.
    void locate(TileIndex tile);
    void takeRequested(const ChangesModel::Row& row);
    void leaveRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    void updateSummary();
    void updateTakeButton();

    QPointer<BoardComparison> comparison_;
    ChangesModel* model_;
    SettledRefresh* refresh_;
    QLabel* summary_;
    QWidget* buttons_;
    QToolButton* compareWith_;
    QToolButton* previous_;
    QToolButton* next_;
    QToolButton* takeRow_;
    QToolButton* leave_;
    QTreeView* list_;
    bool choosing_ = false; // the list's current row is being set, not chosen by the user
};

} // namespace gbxx
