#pragma once
// A window opened on a merge (gbxx-editor --merge BASE OURS THEIRS OUT, git's mergetool): the
// automatic merge in a tab of its own titled for OUT, unsaved; the merge tool (widgets/merge) in
// a Conflicts dock and a Merge menu; Save writes OUT and nothing else; closing with unresolved
// conflicts asks to resolve them, to save OUT as it is (Ours kept in each), not to save, or to
// stay; and the exit status git reads (mergetool.trustExitCode). The conflict in hand's field is
// the active layer and is shown while the merged board is in front, even when the user hid it
// (LayerVisibility::showForNow: their choice is theirs again afterwards).

#include "widgets/merge/merge_inputs.h"

#include <QObject>
#include <QPointer>

class QMainWindow;
class QMenu;

namespace gbxx {

class ActionRegistry;
class BoardDocument;
class BoardFiles;
class BoardTabs;
class BoardView;
class LayerVisibility;
class MergeTool;
class PanelDocks;
class WindowStatus;
struct OpenBoard;

class MergeSession : public QObject {
    Q_OBJECT

public:
    struct Parts {
        BoardTabs& tabs;
        BoardFiles& files;
        BoardView& view;
        ActionRegistry& registry;
        PanelDocks& docks;
        LayerVisibility& visibility;
        QMenu* menu; // the Merge menu, empty
        QMainWindow* window;
    };
    MergeSession(const Parts& parts, const MergeInputs& inputs, QObject* parent);

    MergeTool* tool() const { return tool_; }
    BoardDocument* document() const;
    QString outPath() const { return out_; }
    // 0 when OUT holds the merge with every conflict resolved, else 1.
    int exitStatus() const { return outResolved_ ? 0 : 1; }

private:
    // Before the merged board goes (window or tab closed); true when it may.
    bool askBeforeClosing();
    void noteDocument();
    void end(OpenBoard& open);
    void showBoard();
    // The conflict in hand's field: the active layer, and shown (for now, when the user hid it).
    void showConflictField();

    Parts parts_;
    QString out_;
    OpenBoard* open_ = nullptr;
    MergeTool* tool_ = nullptr;
    bool outResolved_ = false; // OUT holds the merge, every conflict resolved
};

} // namespace gbxx
