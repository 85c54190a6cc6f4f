#pragma once
// The Script Console dock: what scripts print, their warnings and errors, each SCRIPT:LINE a link
// that shows the script's source at that line; the arguments the next run gets, and a button
// that stops the run going on.

#include "widgets/scripts/script_catalog.h"
#include "scripting/script_runner.h"

#include <QWidget>

class QAction;
class QHBoxLayout;
class QLineEdit;
class QPlainTextEdit;
class QTextBrowser;

namespace gbxx {

class ScriptConsole : public QWidget {
    Q_OBJECT

public:
    explicit ScriptConsole(QWidget* parent = nullptr);

    // The arguments typed for the next run (split as a shell would; args in the script).
    QStringList arguments() const;

    void started(const ScriptEntry& script);
    void printed(const QString& line);
    void warned(const ScriptEntry& script, const scripting::ScriptWarning& warning);
    // How the run ended: the change it made (one undo step) or why it failed.
    void finished(const ScriptEntry& script, const scripting::ScriptOutcome& outcome);
    // It finished, but the board was edited meanwhile: its change was not applied.
    void dropped(const ScriptEntry& script, const scripting::ScriptOutcome& outcome);
    // It was stopped before it ended (`why`: by whom), changing nothing.
    void stopped(const QString& name, const QString& why);
    // The Stop button beside Clear does `stop` (Scripts ▸ Stop Script).
    void setStopAction(QAction* stop);
    void clear();

    // Shows the source of `path` with line `line` selected.
    void showLocation(const QString& path, int line);

    QTextBrowser* log() const { return log_; }
    QPlainTextEdit* source() const { return source_; }

private:
    void append(const QString& html);
    QString locationLink(const QString& path, int line);

    QHBoxLayout* top_;
    QLineEdit* arguments_;
    QTextBrowser* log_;
    QPlainTextEdit* source_;
    QList<QPair<QString, int>> locations_; // the links' targets, by number
};

} // namespace gbxx
