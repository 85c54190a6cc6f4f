#pragma once
// Session restore: keeps the boards open in the window, the tab in front and each board's view,
// active layer, fields shown and tool in AppSettings, at a normal quit and, a moment after each
// change, while the editor runs (so that a crash or a kill leaves the last state), and brings them
// back at the next start. After a crash a board with a recovery copy comes back as that copy,
// marked modified, and the copy is not offered again. Files that are gone are skipped and named
// in one message, with the boards opened by code and never saved (in no file, they cannot come
// back).

#include "editor_app/board_session.h"
#include "editor_app/recovery_store.h"

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

private:
    struct Look {
        QString layer;
        QString tool;
        bool pending = false; // restored, to be applied when the board is first shown
    };
    void scheduleSave();
    void recordLook(); // the board in front's layer and tool
    void onShown();
    void applyLook(Look look); // a copy: applying it records the board's look anew
    void applyFields(const OpenBoard& open, const QStringList& hidden);
    SessionBoard captureBoard(const OpenBoard& open) const;
    // Opens one board of the session (its recovery copy when it has one); false when it is not.
    bool openEntry(const SessionBoard& entry, QList<RecoveredBoard>& orphans);

    Parts parts_;
    QHash<const OpenBoard*, Look> looks_;
    QTimer saveSoon_;
    bool keeping_ = true;
};

} // namespace gbxx
