#include "widgets/window/scripts_menu.h"

#include "widgets/common/built_when_shown.h"
#include "widgets/validation/validation_panel.h"
#include "widgets/document/board_document.h"
#include "widgets/document/current_document.h"
#include "widgets/scripts/document_script_run.h"
#include "widgets/scripts/script_catalog.h"
#include "widgets/scripts/script_console.h"
#include "widgets/scripts/validator_run.h"
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
    stop_ = new QAction(WindowTexts::tr("&Stop Script"), this);
    stop_->setObjectName(QStringLiteral("actionStopScript"));
    stop_->setToolTip(WindowTexts::tr("Stop the script running; it changes nothing"));
    registry.add(QStringLiteral("scripts.stop"), stop_);
    connect(stop_, &QAction::triggered, this, &ScriptsMenu::stopScript);
    // The console is made when its dock is first shown (the first run shows it) or asked for:
    // the window's first frame does not pay for a hidden text editor (issue 42).
    console_ = new BuiltWhenShown(
        [this](QWidget* parent) {
            auto* console = new ScriptConsole(parent);
            console->setStopAction(stop_);
            return console;
        },
        window_);
    consoleDock_ =
        docks.addDock(QStringLiteral("scriptConsoleDock"), WindowTexts::tr("Script Console"),
                      console_, Qt::BottomDockWidgetArea);
    consoleDock_->toggleViewAction()->setObjectName(QStringLiteral("actionScriptConsole"));
    consoleDock_->hide(); // shown by the first run
    validatorPaths_ = AppSettings::validators();
    validation_->setExtraWarnings(
        [this](const BoardDocument& document) -> std::unique_ptr<PendingWarnings> {
            QList<ScriptEntry> validators;
            for (const QString& p : validatorPaths_)
                if (const ScriptEntry* entry = catalog_->find(p))
                    validators.append(*entry);
            if (validators.isEmpty())
                return nullptr;
            auto run =
                std::make_unique<ValidatorRun>(document.board(), document.fieldTable(), validators);
            run->start();
            return run;
        });
    fill();
}

void ScriptsMenu::fill() {
    // clear() keeps submenus: the validators' would stay behind, hidden, with its actions.
    delete menu_->findChild<QMenu*>(QStringLiteral("validatorsMenu"));
    menu_->clear();
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
    menu_->addAction(stop_);
    enableRunActions();
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
    menu_->setEnabled(document != nullptr);
    enableRunActions();
}

void ScriptsMenu::enableRunActions() {
    const bool board = current_.get() != nullptr;
    // Without a board the palette says "needs an open board" by itself.
    const QString busy = board && run_ ? WindowTexts::tr("a script is running") : QString();
    for (QAction* a : menu_->actions())
        if (a->objectName().startsWith(QLatin1String("actionScript:")) ||
            a->objectName() == QLatin1String("actionRunScriptFile"))
            registry_->setAvailable(registry_->idOf(a), board && !run_, busy);
    registry_->setAvailable(QStringLiteral("scripts.stop"), run_ != nullptr,
                            WindowTexts::tr("no script is running"));
}

void ScriptsMenu::runScript(const QString& path) {
    BoardDocument* document = current_.get();
    if (!document || run_)
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
    ScriptConsole* console = this->console();
    scripting::ScriptRequest request;
    request.args = console->arguments();
    auto* run = new DocumentScriptRun(*document, *script, request);
    connect(run, &DocumentScriptRun::printed, console, &ScriptConsole::printed);
    connect(run, &DocumentScriptRun::warned, console,
            [console, entry = *script](const scripting::ScriptWarning& w) {
                console->warned(entry, w);
            });
    connect(run, &DocumentScriptRun::finished, this,
            [this](const scripting::ScriptOutcome& outcome, DocumentScriptRun::Ending ending) {
                const ScriptEntry& entry = run_->script();
                if (ending == DocumentScriptRun::Ending::Dropped)
                    this->console()->dropped(entry, outcome);
                else
                    this->console()->finished(entry, outcome);
                status_.show(
                    ending == DocumentScriptRun::Ending::Dropped
                        ? WindowTexts::tr("%1 finished, but the board was edited while it ran: its "
                                          "change was dropped.")
                              .arg(entry.name)
                    : outcome.finished()
                        ? WindowTexts::tr("%1 finished.").arg(entry.name)
                        : WindowTexts::tr("%1 failed; nothing was changed.").arg(entry.name),
                    5000);
                endRun();
            });
    // Destroyed unfinished: its board was closed.
    connect(run, &QObject::destroyed, this, [this, name = script->name] {
        this->console()->stopped(name, WindowTexts::tr("its board was closed"));
        status_.show(WindowTexts::tr("%1 stopped: its board was closed.").arg(name), 5000);
        run_ = nullptr;
        enableRunActions();
        emit runEnded();
    });
    run_ = run;
    enableRunActions();
    console->started(*script);
    status_.show(WindowTexts::tr("Running %1… (Scripts ▸ Stop Script stops it)").arg(script->name));
    run->start();
}

bool ScriptsMenu::isRunning() const {
    return run_ != nullptr;
}

void ScriptsMenu::stopScript() {
    if (run_)
        stop(WindowTexts::tr("you stopped it"),
             WindowTexts::tr("%1 stopped; nothing was changed.").arg(run_->script().name));
}

void ScriptsMenu::stopScriptOn(const BoardDocument* document) {
    if (run_ && &run_->document() == document)
        stop(WindowTexts::tr("its board is being closed"),
             WindowTexts::tr("%1 stopped: its board is being closed; nothing was changed.")
                 .arg(run_->script().name));
}

void ScriptsMenu::abandonRun() {
    if (!run_)
        return;
    run_->cancel();
    endRun();
}

void ScriptsMenu::stop(const QString& why, const QString& status) {
    run_->cancel();
    this->console()->stopped(run_->script().name, why);
    status_.show(status, 5000);
    endRun();
}

void ScriptsMenu::endRun() {
    DocumentScriptRun* run = run_;
    run_ = nullptr;
    run->disconnect(this); // its end is told: its going is not news
    run->deleteLater();    // it may be in its finished() signal
    enableRunActions();
    emit runEnded();
}

} // namespace gbxx
