#include "widgets/common/settled_refresh.h"

#include <QDockWidget>
#include <QEvent>
#include <QWidget>

namespace gbxx {

SettledRefresh::SettledRefresh(QWidget* panel, std::function<void()> refresh)
    : QObject(panel)
    , panel_(panel)
    , refresh_(std::move(refresh)) {
    timer_.setSingleShot(true);
    timer_.setInterval(300);
    connect(&timer_, &QTimer::timeout, this, [this] {
        if (wanted())
            run();
        else
            stale_ = true; // hidden while the edits settled
    });
    panel_->installEventFilter(this);
}

bool SettledRefresh::wanted() const {
    // A dock tabbed behind another stays "visible", moved out of the window: it is shown when some of
    // it is on screen.
    return neededWhileHidden_ || (panel_->isVisible() && !panel_->visibleRegion().isEmpty());
}

void SettledRefresh::later() {
    if (wanted())
        timer_.start();
    else
        stale_ = true;
}

void SettledRefresh::now() {
    if (wanted())
        run();
    else
        stale_ = true;
}

void SettledRefresh::cancel() {
    timer_.stop();
    stale_ = false;
}

void SettledRefresh::run() {
    cancel();
    refresh_();
}

// A dock's tab coming to the front does not show its widgets again (they never were hidden): the dock
// tells.
void SettledRefresh::followDock() {
    for (QWidget* w = panel_->parentWidget(); w && !dock_; w = w->parentWidget())
        dock_ = qobject_cast<QDockWidget*>(w);
    if (dock_)
        connect(dock_, &QDockWidget::visibilityChanged, this, [this](bool visible) {
            if (visible && stale_)
                run();
        });
}

bool SettledRefresh::eventFilter(QObject* watched, QEvent* event) {
    if (watched == panel_ && event->type() == QEvent::Show) {
        if (!dock_)
            followDock();
        if (stale_ && wanted())
            run();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace gbxx
