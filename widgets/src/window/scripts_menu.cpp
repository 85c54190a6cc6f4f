#include "widgets/window/scripts_menu.h"

#include "widgets/docks/validation_panel.h"
#include "widgets/document/board_document.h"
#include "widgets/document/current_document.h"
#include "widgets/scripts/document_scripts.h"
#include "widgets/scripts/script_catalog.h"
#include "widgets/docks/built_when_shown.h"
#include "widgets/scripts/script_console.h"
#include "widgets/settings/app_settings.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/panel_docks.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"

#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QUrl>

namespace gbxx {
namespace {

QString& scriptsFolder() {
    static QString folder;
    return folder;
}

// A script's id part: its file name without the extension ("mirror-check.js" → "mirror-check").
QString scriptIdPart(const QString& path) {
    return ActionRegistry::idPart(QFileInfo(path).completeBaseName());
}

} // namespace

ScriptsMenu::ScriptsMenu(const CurrentDocument& current, WindowStatus& status, QWidget* window)
    : QObject(window)
    , current_(current)
    , status_(status)
    , window_(window) {}

ScriptsMenu::~ScriptsMenu() = default;

ScriptConsole* ScriptsMenu::console() {
    return static_cast<ScriptConsole*>(console_->content());
}

void ScriptsMenu::setFolder(const QString& folder) {
    scriptsFolder() = folder;
}

void ScriptsMenu::addMenuAndConsole(ActionRegistry& registry, PanelDocks& docks, QMenu* menu,
                                    ValidationPanel* validation) {
    registry_ = &registry;
    validation_ = validation;
    menu_ = menu;
    catalog_ = std::make_unique<ScriptCatalog>(
        scriptsFolder().isEmpty() ? ScriptCatalog::defaultUserFolder() : scriptsFolder());
    // The console is made when its dock is first shown (the first run shows it) or asked for:
    // the window's first frame does not pay for a hidden text editor (issue 42).
    console_ = new BuiltWhenShown([](QWidget* parent) { return new ScriptConsole(parent); },
                                  window_);
    consoleDock_ =
        docks.addDock(QStringLiteral("scriptConsoleDock"), WindowTexts::tr("Script Console"),
                      console_, Qt::BottomDockWidgetArea);
    consoleDock_->toggleViewAction()->setObjectName(QStringLiteral("actionScriptConsole"));
    consoleDock_->hide(); // shown by the first run
    validatorPaths_ = AppSettings::validators();
    validation_->setExtraWarnings([this](const BoardDocument& document) {
        QList<ScriptEntry> validators;
        for (const QString& p : validatorPaths_)
            if (const ScriptEntry* entry = catalog_->find(p))
                validators.append(*entry);
        return DocumentScripts::validate(document.board(), document.fieldTable(), validators);
    });
    fill();
}

void ScriptsMenu::fill() {
    // clear() keeps submenus: the validators' would stay behind, hidden, with its actions.
    delete menu_->findChild<QMenu*>(QStringLiteral("validatorsMenu"));
    menu_->clear();
    const bool hasBoard = current_.get() != nullptr;
    bool userSection = false;
    for (const ScriptEntry& script : catalog_->scripts()) {
        if (!script.bundled && !userSection) {
            menu_->addSection(WindowTexts::tr("Your Scripts"));
            userSection = true;
        }
        QAction* run =
            menu_->addAction(script.name, this, [this, path = script.path] { runScript(path); });
        run->setObjectName(QStringLiteral("actionScript:") + QFileInfo(script.path).fileName());
        registry_->add((script.bundled ? QStringLiteral("scripts.run.")
                                       : QStringLiteral("scripts.run-yours.")) +
                           scriptIdPart(script.path),
                       run);
        run->setToolTip(script.description);
        run->setStatusTip(script.description);
        run->setEnabled(hasBoard);
    }
    menu_->setToolTipsVisible(true);
    addValidators();
    menu_->addSeparator();
    QAction* file = menu_->addAction(WindowTexts::tr("Run Script &File…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(window_, WindowTexts::tr("Run Script"),
                                         catalog_->userFolder(), WindowTexts::tr("Scripts (*.js)"));
        if (!path.isEmpty())
            runScript(path);
    });
    file->setObjectName(QStringLiteral("actionRunScriptFile"));
    registry_->add(QStringLiteral("scripts.run-file"), file);
    file->setEnabled(hasBoard);
    QAction* folder = menu_->addAction(WindowTexts::tr("&Open Scripts Folder"), this, [this] {
        QDir().mkpath(catalog_->userFolder());
        QDesktopServices::openUrl(QUrl::fromLocalFile(catalog_->userFolder()));
    });
    folder->setObjectName(QStringLiteral("actionOpenScriptsFolder"));
    registry_->add(QStringLiteral("scripts.open-folder"), folder);
    QAction* reload = menu_->addAction(WindowTexts::tr("&Reload Scripts"), this, [this] {
        catalog_->reload();
        fill();
        validation_->refreshWhenShown();
    });
    reload->setObjectName(QStringLiteral("actionReloadScripts"));
    registry_->add(QStringLiteral("scripts.reload"), reload);
    menu_->addSeparator();
    QAction* console = consoleDock_->toggleViewAction();
    console->setText(WindowTexts::tr("Show Script &Console"));
    menu_->addAction(console);
}

void ScriptsMenu::addValidators() {
    QMenu* validators = menu_->addMenu(WindowTexts::tr("&Validators"));
    validators->setObjectName(QStringLiteral("validatorsMenu"));
    validators->setToolTipsVisible(true);
    for (const ScriptEntry& script : catalog_->scripts()) {
        QAction* mark = validators->addAction(script.name);
        mark->setObjectName(QStringLiteral("actionValidator:") + QFileInfo(script.path).fileName());
        registry_->add((script.bundled ? QStringLiteral("scripts.validator.")
                                       : QStringLiteral("scripts.validator-yours.")) +
                           scriptIdPart(script.path),
                       mark);
        mark->setCheckable(true);
        mark->setChecked(validatorPaths_.contains(script.path));
        mark->setToolTip(WindowTexts::tr("Run this script after edits and list its warnings in "
                                         "the Validation dock"));
        connect(mark, &QAction::toggled, this, [this, path = script.path](bool on) {
            validatorPaths_.removeAll(path);
            if (on)
                validatorPaths_.append(path);
            AppSettings::setValidators(validatorPaths_);
            validation_->refreshWhenShown();
        });
    }
}

void ScriptsMenu::follow(BoardDocument* document) {
    const bool open = document != nullptr;
    menu_->setEnabled(open);
    for (QAction* a : menu_->actions())
        if (a->objectName().startsWith(QLatin1String("actionScript:")) ||
            a->objectName() == QLatin1String("actionRunScriptFile"))
            a->setEnabled(open);
}

void ScriptsMenu::runScript(const QString& path) {
    BoardDocument* document = current_.get();
    if (!document)
        return;
    std::optional<ScriptEntry> script;
    if (const ScriptEntry* known = catalog_->find(path))
        script = *known;
    else
        script = ScriptCatalog::read(path, false);
    consoleDock_->show();
    consoleDock_->raise();
    if (!script) {
        status_.showError(WindowTexts::tr("Scripts"),
                          WindowTexts::tr("The script %1 could not be read.").arg(path));
        return;
    }
    scripting::ScriptRequest request;
    ScriptConsole* console = this->console();
    request.args = console->arguments();
    request.print = [console](const QString& line) { console->printed(line); };
    request.printError = request.print;
    request.warn = [console, &script](const scripting::ScriptWarning& w) {
        console->warned(*script, w);
    };
    console->started(*script);
    const scripting::ScriptOutcome outcome = DocumentScripts::run(*document, *script, request);
    console->finished(*script, outcome);
    status_.show(outcome.finished()
                     ? WindowTexts::tr("%1 finished.").arg(script->name)
                     : WindowTexts::tr("%1 failed; nothing was changed.").arg(script->name),
                 5000);
}

} // namespace gbxx
