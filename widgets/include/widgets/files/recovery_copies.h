#pragma once
// Crash protection: a copy of each board with unsaved changes every few seconds (File ▸ Recovery
// Copies), dropped when the board is saved or closed, and the copies left by editors that did not
// close normally offered again at the next start.

#include "widgets/files/recovery_store.h"

#include <QObject>
#include <QTimer>

class QMenu;

namespace gbxx {

class ActionRegistry;
class BoardTabs;
class RecentFiles;
class WindowStatus;
struct OpenBoard;

class RecoveryCopies : public QObject {
    Q_OBJECT

public:
    RecoveryCopies(BoardTabs& tabs, const RecentFiles& recent, WindowStatus& status,
                   QWidget* window);

    // The id of File ▸ Recovery Copies ▸ Every `seconds` s (0: Off).
    static QString intervalId(int seconds);
    // File ▸ Recovery Copies ▸ Every 10 s … Off.
    void addMenu(ActionRegistry& registry, QMenu* file);
    // Every `seconds` while there are unsaved changes; 0 = off.
    void setInterval(int seconds);
    void writeCopies();
    // No copies from now on, whatever the interval: a merge's board (gbxx-editor --merge) would
    // come back at the next start as an ordinary one, and git keeps what it was merged from.
    void stopCopying();
    void drop(OpenBoard& open);
    // Offers the copies left by editors that did not close normally.
    void offer();
    bool restore(const RecoveredBoard& recovered);
    RecoveryStore& store() { return store_; }

private:
    void applyInterval(int seconds); // the timer only

    BoardTabs& tabs_;
    const RecentFiles& recent_;
    WindowStatus& status_;
    QWidget* window_;
    RecoveryStore store_;
    QTimer timer_;
    bool copying_ = true;
};

} // namespace gbxx
