#pragma once
// Session restore: keeps the boards open in the window, the tab in front, the window's tool and
// each board's view, active layer and fields shown in AppSettings, at a normal quit and, a moment
// after each change, while the editor runs (so that a crash or a kill leaves the last state), and
// brings them back at the next start. After a crash a board with a recovery copy comes back as
// that copy, marked modified, and the copy is not offered again. Files that are gone are skipped
// and named in one message, with the boards opened by code and never saved (in no file, they
// cannot come back).
//
// One rule for the layer and the tool, at every tab switch, restored or not (as Tiled keeps the
// selected layer per map): each board keeps its own active layer, which comes back whenever its
// tab comes to the front; the tool is the window's, and a tab switch never changes it.

#include "widgets/files/board_session.h"
#include "widgets/files/recovery_store.h"

#include <QHash>
#include <QObject>
#include <QTimer>

namespace gbxx {

class BoardFiles;
class BoardTabs;
class BoardView;
class LayerVisibility;
class LayersPanel;
class PaintSettings;
class RecoveryCopies;
class ToolActions;
class ToolBox;
class WindowStatus;
struct OpenBoard;

class SessionKeeper : public QObject {
    Q_OBJECT

public:
    // What the keeper reads a session from and puts it back into.
    struct Parts {
        BoardTabs& tabs;
        BoardFiles& files;
        RecoveryCopies& recovery;
        BoardView& view;
        PaintSettings& paint;
        LayerVisibility& visibility;
        ToolBox& tools;
        ToolActions& toolActions;
        LayersPanel& layers;
        WindowStatus& status;
    };
    SessionKeeper(const Parts& parts, QObject* parent);

    // The window as it is now.
    Session capture() const;
    // Writes capture() to AppSettings now (a normal quit), and after each change a moment later.
    void save();
    // Opens the boards of `session` as they were; returns the names of those skipped.
    QStringList restore(const Session& session);
    // At a start without a file: restores the saved session when Preferences ▸ General says so.
    bool restoreSaved();
    // From now on nothing is saved: a merge's window (gbxx-editor --merge) is no session to come
    // back to, and the one the user left stays as it was.
    void stopKeeping();
    // While the quit asks about each unsaved board, showing it: the session keeps `front` as the
    // tab in front meanwhile (a kill during a question leaves it so); null: the tab shown again.
    void holdFront(const OpenBoard* front) { heldFront_ = front; }

private:
    void scheduleSave();
    void recordLayer(); // the board in front's active layer, once it has come forward
    void onShown();     // its own layer for the board come forward
    void applyFields(const OpenBoard& open, const QStringList& hidden);
    SessionBoard captureBoard(const OpenBoard& open) const;
    // Opens one board of the session (its recovery copy when it has one); false when it is not.
    bool openEntry(const SessionBoard& entry, QList<RecoveredBoard>& orphans);

    Parts parts_;
    QHash<const OpenBoard*, QString> layers_; // each board's active layer
    // The board whose layer the window shows: until the board come forward is given its own,
    // the layer list's choice for it is not the user's.
    const OpenBoard* layerShown_ = nullptr;
    const OpenBoard* heldFront_ = nullptr; // holdFront()
    QTimer saveSoon_;
    bool keeping_ = true;
};

} // namespace gbxx
