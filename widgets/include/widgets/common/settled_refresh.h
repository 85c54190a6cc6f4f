#pragma once
// Runs a dock's analysis of the open board once edits pause (300 ms after the last change), so that
// docks that walk the whole board follow the painting without running on every dab; and only while
// the dock is shown: a panel tabbed away or closed costs nothing (not even at start-up, before the
// first frame), and catches up when it is shown again.

#include <QObject>
#include <QTimer>

#include <functional>

class QDockWidget;
class QWidget;

namespace gbxx {

class SettledRefresh : public QObject {
    Q_OBJECT

public:
    SettledRefresh(QWidget* panel, std::function<void()> refresh);
    // The board changed: run once it has been still for a moment.
    void later();
    // Another board, or other rules: run at once.
    void now();
    // The pending run is no longer needed (the caller refreshes now).
    void cancel();
    // Whether the results matter while the panel is hidden (a warning's tiles it keeps current).
    void setNeededWhileHidden(bool needed) { neededWhileHidden_ = needed; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool wanted() const;
    void run();
    void followDock();

    QWidget* panel_;
    QDockWidget* dock_ = nullptr; // the dock the panel is in, once shown
    std::function<void()> refresh_;
    QTimer timer_;
    bool stale_ = false; // a run was skipped while hidden
    bool neededWhileHidden_ = false;
};

} // namespace gbxx
