#pragma once
// The window's compare mode (issue 36): File ▸ Compare With… and the Comparison menu (next and
// previous change, F7 and Shift+F7; taking the other board's values for the tile or the selection,
// or for a whole field, each one undo step; leaving), the Changes panel, the marks on the board and
// the other board's values in the tile inspector. Each board has its own comparison
// (BoardComparison, kept beside its document); this shows the one of the board in front.

#include "widgets/compare/board_comparison.h"
#include "widgets/compare/changes_model.h"
#include "widgets/document/board_document.h"

#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace gbxx {

class ActionRegistry;
class BoardView;
class ChangesPanel;
class ComparisonMarks;
class PanelDocks;
class RegistryConnection;
class TileInspector;
class WindowStatus;

class CompareActions : public QObject {
    Q_OBJECT

public:
    CompareActions(BoardView& view, RegistryConnection& connection, WindowStatus& status,
                   QMainWindow* window);

    // Compare With… and the Comparison menu, at the end of `file`.
    void addActions(ActionRegistry& registry, QMenu* file);
    // The Changes panel in a dock of `docks` (hidden until a comparison starts); `inspector` shows
    // the other board's values.
    void addDock(PanelDocks& docks, TileInspector* inspector);
    // The board in front (null: none).
    void follow(BoardDocument* document);

    ChangesPanel* panel() const { return panel_; }
    // The tile Take acts on without a selection, and that Next and Previous step from (-1: none):
    // the last one stepped to, chosen in the list or pointed at.
    int currentTile() const { return current_; }

    // The commands, as the actions run them.
    void compareWith();
    void step(bool backward);
    // The other board's values on the selected tiles, else on the current tile: one undo step.
    void takeForTiles();
    // The other board's `field` on every tile that differs in it: one undo step.
    void takeField(const FieldSpec& field);
    // What a row of the Changes list stands for.
    void takeRow(const ChangesModel::Row& row);
    void leave();

private:
    BoardComparison* comparison() const;
    void show(BoardComparison* comparison);
    void updateActions();
    void fillFieldMenu();
    // Pushes `changes` as one step named `text`, saying when locked fields held some back and
    // when the other board's values were converted with losses.
    // After a take: how many tiles still differ, in the status bar.
    void sayWhatStillDiffers();
    void pushTaking(const QString& text, const ChangeSet& changes);
    void locate(TileIndex tile);

    BoardView& view_;
    RegistryConnection& connection_;
    WindowStatus& status_;
    QMainWindow* window_;
    ActionRegistry* registry_ = nullptr;
    QPointer<BoardDocument> document_;
    QPointer<BoardComparison> shown_;
    ComparisonMarks* marks_;
    ChangesPanel* panel_ = nullptr;
    QDockWidget* dock_ = nullptr;
    TileInspector* inspector_ = nullptr;
    QMenu* menu_ = nullptr;
    QMenu* fieldMenu_ = nullptr;
    int current_ = -1;
    bool hidingDock_ = false; // the dock is hidden for another board, not closed by the user
};

} // namespace gbxx
