#pragma once
// What the window tells the user in passing: the status bar's messages, and errors, which also
// open a message box unless the window runs without one (tests read lastError() instead). Every
// collaborator of the window reports through this one place.

#include <QObject>
#include <QString>

class QMainWindow;

namespace gbxx {

class WindowStatus : public QObject {
    Q_OBJECT

public:
    explicit WindowStatus(QMainWindow* window);

    // In the status bar for `milliseconds` (0: until replaced).
    void show(const QString& text, int milliseconds = 0);
    void clear();
    QString current() const;
    // A problem reported without a message box (a tool's, a paste's): kept as the last error.
    void note(const QString& text);
    void setLastError(const QString& text) { lastError_ = text; }
    // A failure: the status bar, the last error and, when interactive, a warning box.
    void showError(const QString& title, const QString& message);

    QString lastError() const { return lastError_; }
    bool interactive() const { return interactive_; }
    void setInteractive(bool on) { interactive_ = on; }

private:
    QMainWindow* window_;
    QString lastError_;
    bool interactive_ = true;
};

} // namespace gbxx
