#pragma once
// The Scripts menu (bundled scripts and the user's folder, validators), the Script Console dock,
// and a script's run on the current board as one undo step (docs/scripting.md). A run goes on in
// the background, one at a time: while it runs the status bar says so, Scripts ▸ Stop Script (and
// the console's Stop) ends it, and the entries that run a script are disabled, since a second
// script would read the board before the first one's change.

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>

class QAction;
class QDockWidget;
class QMenu;

namespace gbxx {

class ActionRegistry;
class BoardDocument;
class BuiltWhenShown;
class CurrentDocument;
class DocumentScriptRun;
class PanelDocks;
class ScriptCatalog;
class ScriptConsole;
class ValidationPanel;
class WindowStatus;

class ScriptsMenu : public QObject {
    Q_OBJECT

public:
    ScriptsMenu(const CurrentDocument& current, WindowStatus& status, QWidget* window);
    ~ScriptsMenu() override;

    // The folder of the user's scripts (tests); by default <app data>/scripts.
    static void setFolder(const QString& folder);

    void addMenuAndConsole(ActionRegistry& registry, PanelDocks& docks, QMenu* menu,
                           ValidationPanel* validation);
    // Starts the script at `path` (bundled or a file) on the current board, with the Script
    // Console's arguments; its change is one undo step when it finishes. Nothing while a run
    // goes on.
    void runScript(const QString& path);
    bool isRunning() const;
    // Stops the run going on; it changes nothing.
    void stopScript();
    // Stops the run on `document`, if one goes on, before the user is asked whether to save it:
    // a change landing while the question is open would be kept or dropped unseen.
    void stopScriptOn(const BoardDocument* document);
    // Stops the run without a word (the window is going).
    void abandonRun();
    // The console, made now if its dock was never shown.
    ScriptConsole* console();
    // Running needs a board; the folder and the validators do not.
    void follow(BoardDocument* document);

signals:
    // A run started with runScript ended: finished, failed, dropped, stopped or its board closed.
    void runEnded();

private:
    void stop(const QString& why, const QString& status);
    void fill();
    void addValidators();
    void enableRunActions();
    // The run going on ended (told, or stopped): it goes, and another may start.
    void endRun();

    const CurrentDocument& current_;
    WindowStatus& status_;
    QWidget* window_;
    ActionRegistry* registry_ = nullptr;
    ValidationPanel* validation_ = nullptr;
    std::unique_ptr<ScriptCatalog> catalog_;
    BuiltWhenShown* console_ = nullptr; // the console's place in its dock
    QDockWidget* consoleDock_ = nullptr;
    QMenu* menu_ = nullptr;
    QStringList validatorPaths_; // the scripts marked as validators
    QAction* stop_ = nullptr;
    QPointer<DocumentScriptRun> run_; // the run going on (its document's child)
};

} // namespace gbxx
