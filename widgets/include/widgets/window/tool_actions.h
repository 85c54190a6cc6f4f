#pragma once
// The Tools tool bar and menu: one checkable action per tool, the brush size, value and layer
// steps, symmetry and Swap Owners.

#include <QObject>

class QAction;
class QActionGroup;
class QComboBox;
class QMenu;
class QToolBar;

namespace gbxx {

class ActionRegistry;
class BoardDocument;
class CurrentDocument;
class PaintSettings;
class ToolBox;
class WindowStatus;

class ToolActions : public QObject {
    Q_OBJECT

public:
    ToolActions(ActionRegistry& registry, ToolBox& tools, PaintSettings& settings,
                const CurrentDocument& current, QObject* parent);

    // The tools in `toolBar` and `toolMenu`, then the steps in the menu, then symmetry, Swap
    // Owners, and `undo` and `redo` in the tool bar.
    void addActions(QToolBar* toolBar, QMenu* toolMenu, QAction* undo, QAction* redo);
    // The tool `id` ("brush", "fill" …) becomes the current one.
    bool selectTool(const QString& id);
    // Enables what needs a board.
    void follow(BoardDocument* document);
    // The active tool stands out in any theme; called again after a change of theme, as a style
    // sheet keeps the palette it was polished with.
    void restyle();

signals:
    // Tools ▸ Previous Layer (-1) and Next Layer (1).
    void stepLayer(int by);

private:
    QComboBox* addSymmetry(QToolBar* toolBar);

    ActionRegistry& registry_;
    ToolBox& tools_;
    PaintSettings& settings_;
    const CurrentDocument& current_;
    QActionGroup* toolActions_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QMenu* toolMenu_ = nullptr;
    QComboBox* symmetry_ = nullptr;
};

} // namespace gbxx
