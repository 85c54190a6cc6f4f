#pragma once
// The Edit and Select menus' actions: Undo and Redo (named after the step), cut, copy, paste,
// delete, the fields carried, Replace, Transform and the Select menu; each enabled while it can
// act, and the status bar's count of selected tiles. The work itself is RegionEdits'.

#include <QObject>

class QLabel;
class QMenu;
class QStatusBar;
class QUndoGroup;

namespace gbxx {

class ActionRegistry;
class BoardView;
class CurrentDocument;
class PaintSettings;
class RegionEdits;
class WindowStatus;

class EditActions : public QObject {
    Q_OBJECT

public:
    EditActions(ActionRegistry& registry, const CurrentDocument& current, BoardView& view,
                PaintSettings& settings, RegionEdits& edits, WindowStatus& status, QObject* parent);

    void addUndoRedo(QUndoGroup* undoGroup, QMenu* edit);
    void addRegionActions(QMenu* edit, QMenu* select);
    void addSelectionLabel(QStatusBar* statusBar);
    // Enables each action by what it can act on now.
    void update();

private:
    void watchClipboard();
    // `reason` while a board is open: a disabled action's reason (ActionRegistry::setAvailable).
    QString whyNot(const QString& reason) const;

    ActionRegistry& registry_;
    const CurrentDocument& current_;
    BoardView& view_;
    PaintSettings& settings_;
    RegionEdits& edits_;
    WindowStatus& status_;
    QLabel* selectionLabel_ = nullptr;
    bool clipboardHoldsTiles_ = false;
};

} // namespace gbxx
