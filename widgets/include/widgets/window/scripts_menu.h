#pragma once
// The Scripts menu (bundled scripts and the user's folder, validators), the Script Console dock,
// and a script's run on the current board as one undo step (docs/scripting.md).

#include <QObject>
#include <QStringList>

#include <memory>

class QDockWidget;
class QMenu;

namespace gbxx {

class ActionRegistry;
class BoardDocument;
class BuiltWhenShown;
class CurrentDocument;
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
    // Runs the script at `path` (bundled or a file) on the current board, with the Script
    // Console's arguments; its change is one undo step.
    void runScript(const QString& path);
    // The console, made now if its dock was never shown.
    ScriptConsole* console();
    // Running needs a board; the folder and the validators do not.
    void follow(BoardDocument* document);

private:
    void fill();
    void addValidators();

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
};

} // namespace gbxx
