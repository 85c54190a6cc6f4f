#pragma once
// The panels beside the board, each in a dock listed in the View menu: their first arrangement by
// the window's width, making room for the start page while no board is shown and coming back as
// they were with the next board.

#include <QByteArray>
#include <QObject>

class QDockWidget;
class QMainWindow;
class QMenu;
class QUndoGroup;
class QWidget;

namespace gbxx {

class ActionRegistry;
class BalancePanel;
class BoardDocument;
class BoardView;
class CurrentDocument;
class LayerVisibility;
class LayersPanel;
class LegendPanel;
class OverviewPanel;
class PaintSettings;
class PresetsPanel;
class RulesPanel;
class StampsPanel;
class TileInspector;
class ToolBox;
class ToolOptionsWidget;
class ValidationPanel;
class WindowStatus;

class PanelDocks : public QObject {
    Q_OBJECT

public:
    PanelDocks(QMainWindow* window, QMenu* viewMenu, WindowStatus& status);

    // The panels, each attached to `current`, with the history of `undoGroup`.
    void create(ActionRegistry& registry, BoardView* view, PaintSettings* settings,
                LayerVisibility* visibility, ToolBox* tools, CurrentDocument& current,
                QUndoGroup* undoGroup);
    // A dock named `name` around `content`, listed in the View menu.
    QDockWidget* addDock(const QString& name, const QString& title, QWidget* content,
                         Qt::DockWidgetArea area);

    // Whether the first board shown arranges the docks (none saved yet).
    void arrangeWithFirstBoard() { arrangeWithBoard_ = true; }
    void hideForStartPage();
    void showForBoard();
    // The arrangement to keep: as it was with a board when the start page hides the docks.
    QByteArray state() const;
    // Enables what needs a board.
    void follow(BoardDocument* document);

    LayersPanel* layers() const { return layers_; }
    TileInspector* inspector() const { return inspector_; }
    ValidationPanel* validation() const { return validation_; }
    RulesPanel* rules() const { return rules_; }

signals:
    void stampChosen();

private:
    // A panel's content scrolls in its dock.
    QDockWidget* addScrolledDock(const QString& name, const QString& title, QWidget* content,
                                 Qt::DockWidgetArea area);
    void createInspector(ActionRegistry& registry, BoardView* view, CurrentDocument& current);
    QDockWidget* createPresetsAndStamps(PaintSettings* settings, CurrentDocument& current);
    // Overview, legend, validation, balance and history, tabbed under the presets and stamps.
    void createAnalyses(QDockWidget* presetsDock, BoardView* view, LayerVisibility* visibility,
                        CurrentDocument& current, QUndoGroup* undoGroup);
    // The Rules dock, tabbed with the analyses.
    void createRules(CurrentDocument& current, QDockWidget* beside);
    // The panels' first arrangement, by the window's width (no arrangement saved yet).
    void arrangeDefault();

    QMainWindow* window_;
    QMenu* viewMenu_;
    WindowStatus& status_;
    ActionRegistry* registry_ = nullptr;
    LayersPanel* layers_ = nullptr;
    ToolOptionsWidget* toolOptions_ = nullptr;
    TileInspector* inspector_ = nullptr;
    PresetsPanel* presets_ = nullptr;
    StampsPanel* stamps_ = nullptr;
    OverviewPanel* overview_ = nullptr;
    LegendPanel* legend_ = nullptr;
    ValidationPanel* validation_ = nullptr;
    BalancePanel* balance_ = nullptr;
    RulesPanel* rules_ = nullptr;
    QByteArray hiddenState_; // the arrangement while the start page hides the docks
    bool arrangeWithBoard_ = false;
};

} // namespace gbxx
