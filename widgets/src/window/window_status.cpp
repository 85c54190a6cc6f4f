#include "widgets/window/window_status.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace gbxx {

WindowStatus::WindowStatus(QMainWindow* window)
    : QObject(window)
    , window_(window) {
    setObjectName(QStringLiteral("windowStatus"));
}

void WindowStatus::show(const QString& text, int milliseconds) {
    window_->statusBar()->showMessage(text, milliseconds);
}

void WindowStatus::clear() {
    window_->statusBar()->clearMessage();
}

QString WindowStatus::current() const {
    return window_->statusBar()->currentMessage();
}

void WindowStatus::note(const QString& text) {
    lastError_ = text;
    show(text, 8000);
}

void WindowStatus::showError(const QString& title, const QString& message) {
    lastError_ = message;
    show(message, 8000);
    if (interactive_)
        QMessageBox::warning(window_, title, message);
}

} // namespace gbxx
