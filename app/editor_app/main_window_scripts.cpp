// MainWindow: the Scripts menu (bundled scripts and the user's folder, validators), the Script
// Console dock, and a script's run on the current board as one undo step (docs/scripting.md).

#include "editor/docks/validation_panel.h"
#include "editor/document/board_document.h"
#include "editor/scripts/document_scripts.h"
#include "editor/scripts/script_console.h"
#include "editor/settings/app_settings.h"
#include "editor_app/main_window.h"

#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QStatusBar>
#include <QUrl>

namespace gbxx {
namespace {

QString& scriptsFolder() {
    static QString folder;
    return folder;
}

} // namespace

void MainWindow::setScriptsFolder(const QString& folder) {
    scriptsFolder() = folder;
}

void MainWindow::createScripts() {
    scriptCatalog_ = std::make_unique<ScriptCatalog>(
        scriptsFolder().isEmpty() ? ScriptCatalog::defaultUserFolder() : scriptsFolder());
    scriptConsole_ = new ScriptConsole(this);
    scriptConsoleDock_ = addPanelDock(QStringLiteral("scriptConsoleDock"), tr("Script Console"),
                                      scriptConsole_, Qt::BottomDockWidgetArea);
    scriptConsoleDock_->toggleViewAction()->setObjectName(QStringLiteral("actionScriptConsole"));
    scriptConsoleDock_->hide(); // shown by the first run
    validatorPaths_ = AppSettings::validators();
    validation_->setExtraWarnings([this](const BoardDocument& document) {
        QList<ScriptEntry> validators;
        for (const QString& p : validatorPaths_)
            if (const ScriptEntry* entry = scriptCatalog_->find(p))
                validators.append(*entry);
        return DocumentScripts::validate(document.board(), document.fieldTable(), validators);
    });
    // Like the Board menu, for the open board: its letter is then free on the start page.
    scriptsMenu_ = menuBar()->addMenu(tr("Sc&ripts"));
    scriptsMenu_->setObjectName(QStringLiteral("scriptsMenu"));
    boardMenus_ << scriptsMenu_;
    fillScriptsMenu();
}

void MainWindow::fillScriptsMenu() {
    scriptsMenu_->clear();
    const bool hasBoard = document_ != nullptr;
    bool userSection = false;
    for (const ScriptEntry& script : scriptCatalog_->scripts()) {
        if (!script.bundled && !userSection) {
            scriptsMenu_->addSection(tr("Your Scripts"));
            userSection = true;
        }
        QAction* run = scriptsMenu_->addAction(script.name, this,
                                               [this, path = script.path] { runScript(path); });
        run->setObjectName(QStringLiteral("actionScript:") + QFileInfo(script.path).fileName());
        run->setToolTip(script.description);
        run->setStatusTip(script.description);
        run->setEnabled(hasBoard);
    }
    scriptsMenu_->setToolTipsVisible(true);
    QMenu* validators = scriptsMenu_->addMenu(tr("&Validators"));
    validators->setObjectName(QStringLiteral("validatorsMenu"));
    validators->setToolTipsVisible(true);
    for (const ScriptEntry& script : scriptCatalog_->scripts()) {
        QAction* mark = validators->addAction(script.name);
        mark->setObjectName(QStringLiteral("actionValidator:") + QFileInfo(script.path).fileName());
        mark->setCheckable(true);
        mark->setChecked(validatorPaths_.contains(script.path));
        mark->setToolTip(tr("Run this script after edits and list its warnings in the Validation "
                            "dock"));
        connect(mark, &QAction::toggled, this, [this, path = script.path](bool on) {
            validatorPaths_.removeAll(path);
            if (on)
                validatorPaths_.append(path);
            AppSettings::setValidators(validatorPaths_);
            validation_->refreshWhenShown();
        });
    }
    scriptsMenu_->addSeparator();
    QAction* file = scriptsMenu_->addAction(tr("Run Script &File…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Run Script"), scriptCatalog_->userFolder(), tr("Scripts (*.js)"));
        if (!path.isEmpty())
            runScript(path);
    });
    file->setObjectName(QStringLiteral("actionRunScriptFile"));
    file->setEnabled(hasBoard);
    scriptsMenu_
        ->addAction(tr("&Open Scripts Folder"), this,
                    [this] {
                        QDir().mkpath(scriptCatalog_->userFolder());
                        QDesktopServices::openUrl(
                            QUrl::fromLocalFile(scriptCatalog_->userFolder()));
                    })
        ->setObjectName(QStringLiteral("actionOpenScriptsFolder"));
    scriptsMenu_
        ->addAction(tr("&Reload Scripts"), this,
                    [this] {
                        scriptCatalog_->reload();
                        fillScriptsMenu();
                        validation_->refreshWhenShown();
                    })
        ->setObjectName(QStringLiteral("actionReloadScripts"));
    scriptsMenu_->addSeparator();
    QAction* console = scriptConsoleDock_->toggleViewAction();
    console->setText(tr("Show Script &Console"));
    scriptsMenu_->addAction(console);
}

void MainWindow::runScript(const QString& path) {
    if (!document_)
        return;
    std::optional<ScriptEntry> script;
    if (const ScriptEntry* known = scriptCatalog_->find(path))
        script = *known;
    else
        script = ScriptCatalog::read(path, false);
    scriptConsoleDock_->show();
    scriptConsoleDock_->raise();
    if (!script) {
        showError(tr("Scripts"), tr("The script %1 could not be read.").arg(path));
        return;
    }
    scripting::ScriptRequest request;
    request.args = scriptConsole_->arguments();
    request.print = [this](const QString& line) { scriptConsole_->printed(line); };
    request.printError = request.print;
    request.warn = [this, &script](const scripting::ScriptWarning& w) {
        scriptConsole_->warned(*script, w);
    };
    scriptConsole_->started(*script);
    const scripting::ScriptOutcome outcome = DocumentScripts::run(*document_, *script, request);
    scriptConsole_->finished(*script, outcome);
    statusBar()->showMessage(outcome.finished()
                                 ? tr("%1 finished.").arg(script->name)
                                 : tr("%1 failed; nothing was changed.").arg(script->name),
                             5000);
}

} // namespace gbxx
