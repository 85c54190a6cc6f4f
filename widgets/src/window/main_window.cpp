#include "widgets/window/main_window.h"

#include "widgets/window/appearance_menu.h"
#include "widgets/files/board_file_watch.h"
#include "widgets/files/board_files.h"
#include "widgets/registry/board_sharing.h"
#include "widgets/window/board_tabs.h"
#include "widgets/window/help_menu.h"
#include "widgets/merge/merge_session.h"
#include "widgets/window/palette_glue.h"
#include "widgets/window/preferences_glue.h"
#include "widgets/files/recovery_copies.h"
#include "widgets/registry/revision_notices.h"
#include "widgets/files/session_keeper.h"
#include "text/qt_text.h"
#include "widgets/compare/compare_actions.h"
#include "widgets/settings/preferences_dialog.h"
#include "widgets/layers/layers_panel.h"
#include "widgets/document/board_document.h"
#include "widgets/registry/registry_connection.h"
#include "widgets/registry/registry_revisions.h"
#include "widgets/settings/app_settings.h"
#include "widgets/shortcuts/key_scheme.h"
#include "widgets/start/start_page.h"
#include "widgets/tools/paint_settings.h"
#include "widgets/tools/tool_box.h"
#include "widgets/view/board_view.h"
#include "widgets/view/layer_visibility.h"
#include "widgets/window/action_icons.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/board_exports.h"
#include "widgets/window/board_menu.h"
#include "widgets/window/edit_actions.h"
#include "widgets/window/library_actions.h"
#include "widgets/window/message_bar.h"
#include "widgets/window/panel_docks.h"
#include "widgets/window/region_edits.h"
#include "widgets/window/scripts_menu.h"
#include "widgets/window/tool_actions.h"
#include "widgets/window/view_actions.h"
#include "widgets/window/view_readouts.h"
#include "widgets/window/window_status.h"

#include <QCloseEvent>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace gbxx {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , status_(new WindowStatus(this))
    , registry_(new ActionRegistry(this))
    , settings_(new PaintSettings(this))
    , visibility_(new LayerVisibility(this))
    , tools_(new ToolBox(this))
    , view_(new BoardView(this))
    , startPage_(new StartPage(this))
    , connection_(new RegistryConnection(this))
    , revisions_(new RegistryRevisions(*connection_, this)) {
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    settings_->setObjectName(QStringLiteral("paintSettings"));
    visibility_->setObjectName(QStringLiteral("layerVisibility"));
    createCentre();
    createFileMenu();
    createEditMenus();
    viewMenu_ = menuBar()->addMenu(tr("&View"));
    viewActions_ = new ViewActions(*registry_, *view_, this);
    viewActions_->addActions(viewMenu_);
    createToolBar();
    createBoardMenus();
    appearance_ = new AppearanceMenu(*registry_, *status_, this);
    appearance_->addThemeMenu(viewMenu_);
    appearance_->addLanguageMenu(viewMenu_);
    createHelpAndStatus();
    applyActionIcons(*registry_);
    preferences_->adoptKeys();
    connectParts();
    createSession();
    restoreLayout();
    tabs_->showCurrent();
}

MainWindow::~MainWindow() {
    // The view and docks refer to the document; they let go of it before it goes.
    tabs_->current().set(nullptr);
    // A script's run ends with its board; it is stopped here, while the menu that keeps it can
    // still look at the tabs.
    scripts_->abandonRun();
    // The boards go first, while every collaborator still stands: a document's undo stack leaving
    // the undo group announces it to the Edit actions, which tell the action registry.
    delete tabs_;
    tabs_ = nullptr;
}

void MainWindow::createCentre() {
    view_->setObjectName(QStringLiteral("boardView"));
    view_->setPaintSettings(settings_);
    view_->setLayerVisibility(visibility_);
    view_->setToolBox(tools_);
    auto* centre = new QStackedWidget(this);
    centre->addWidget(startPage_);
    centre->addWidget(view_);
    tabs_ = new BoardTabs(view_, startPage_, centre, this);
    tabs_->current().attach(view_);
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(tabs_->tabBar());
    messageBar_ = new MessageBar(central); // news about the board in front
    column->addWidget(messageBar_);
    column->addWidget(centre, 1);
    setCentralWidget(central);
}

void MainWindow::createFileMenu() {
    watch_ = new BoardFileWatch(*tabs_, *status_, this);
    files_ = new BoardFiles(*tabs_, *watch_, *status_, this);
    files_->serve(startPage_);
    recovery_ = new RecoveryCopies(*tabs_, files_->recent(), *status_, this);
    exports_ = new BoardExports(tabs_->current(), *view_, *settings_, *status_, this);
    QMenu* file = menuBar()->addMenu(tr("&File"));
    files_->addActions(*registry_, file);
    sharing_ = new BoardSharing(*tabs_, *files_, *connection_, *revisions_, *status_, this);
    sharing_->addActions(*registry_, file);
    compare_ = new CompareActions(*view_, *connection_, *status_, this);
    compare_->addActions(*registry_, file);
    exports_->addActions(*registry_, file);
    recovery_->addMenu(*registry_, file);
    file->addSeparator();
    file->addAction(registry_->create(QStringLiteral("file.quit"), QStringLiteral("actionQuit"),
                                      tr("&Quit"), this, &MainWindow::close, QKeySequence::Quit));
}

void MainWindow::createEditMenus() {
    regionEdits_ = new RegionEdits(tabs_->current(), *view_, *settings_, *status_, this);
    editActions_ = new EditActions(*registry_, tabs_->current(), *view_, *settings_, *regionEdits_,
                                   *status_, this);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    editActions_->addUndoRedo(tabs_->undoGroup(), edit);
    QMenu* select = menuBar()->addMenu(tr("Se&lect"));
    select->setObjectName(QStringLiteral("menuSelect"));
    editActions_->addRegionActions(edit, select);
    preferences_ = new PreferencesGlue(*registry_, *view_, menuBar(), this);
    preferences_->addAction(edit);
}

void MainWindow::createToolBar() {
    QToolBar* toolBar = addToolBar(tr("Tools"));
    toolBar->setObjectName(QStringLiteral("toolsToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    toolActions_ = new ToolActions(*registry_, *tools_, *settings_, tabs_->current(), this);
    toolActions_->addActions(toolBar, menuBar()->addMenu(tr("&Tools")),
                             registry_->action(QStringLiteral("edit.undo")),
                             registry_->action(QStringLiteral("edit.redo")));
}

void MainWindow::createBoardMenus() {
    boardMenu_ = new BoardMenu(tabs_->current(), *view_, *status_, this);
    boardMenu_->addMenu(*registry_, menuBar()->addMenu(tr("&Board")));
    docks_ = new PanelDocks(this, viewMenu_, *status_);
    docks_->create(*registry_, view_, settings_, visibility_, tools_, tabs_->current(),
                   tabs_->undoGroup());
    compare_->addDock(*docks_, docks_->inspector());
    library_ = new LibraryActions(*status_, this);
    library_->setRegistry(*connection_, *revisions_);
    library_->addDockAndMenu(*registry_, *docks_, menuBar()->addMenu(tr("&Library")), startPage_);
    boardMenu_->setLibrary([this] { return library_->library(); });
    scripts_ = new ScriptsMenu(tabs_->current(), *status_, this);
    // Like the Board menu, for the open board: its letter is then free on the start page.
    QMenu* scripts = menuBar()->addMenu(tr("Sc&ripts"));
    scripts->setObjectName(QStringLiteral("scriptsMenu"));
    scripts_->addMenuAndConsole(*registry_, *docks_, scripts, docks_->validation());
    connect(files_, &BoardFiles::aboutToAsk, scripts_, &ScriptsMenu::stopScriptOn);
}

void MainWindow::createHelpAndStatus() {
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    (new PaletteGlue(*registry_, tabs_->current(), *visibility_, *view_, *preferences_, *files_,
                     this))
        ->addAction(help);
    help_ = new HelpMenu(menuBar(), this);
    help_->addActions(*registry_, help);
    editActions_->addSelectionLabel(statusBar());
    auto* readouts = new ViewReadouts(*view_, tabs_->current(), *status_, statusBar());
    connect(tabs_, &BoardTabs::shown, readouts, &ViewReadouts::follow);
}

void MainWindow::connectParts() {
    connect(tabs_, &BoardTabs::startPageShowing, docks_, &PanelDocks::hideForStartPage);
    connect(tabs_, &BoardTabs::boardShowing, docks_, &PanelDocks::showForBoard);
    connect(tabs_, &BoardTabs::shown, this, &MainWindow::showDocument);
    connect(tabs_, &BoardTabs::activeChanged, files_, &BoardFiles::onActiveChanged);
    connect(tabs_, &BoardTabs::activeChanged, this, [this](const DocumentChange& change) {
        // The title shows the name, the layout (converting changes it) and the modified marker.
        if (change.has(DocumentChange::Modified) || change.has(DocumentChange::FilePath) ||
            change.has(DocumentChange::Board) || change.has(DocumentChange::Footer))
            updateTitle();
        if (change.has(DocumentChange::Selection) || change.has(DocumentChange::Board))
            editActions_->update();
    });
    connect(tabs_, &BoardTabs::added, watch_, &BoardFileWatch::watch);
    connect(tabs_, &BoardTabs::replaced, watch_, &BoardFileWatch::watch);
    connect(tabs_, &BoardTabs::removed, watch_, &BoardFileWatch::refresh);
    connect(watch_, &BoardFileWatch::reloadRequested, files_, &BoardFiles::reload);
    connect(library_, &LibraryActions::openRequested, files_,
            qOverload<const QString&, const Layout&>(&BoardFiles::openFile));
    connect(library_, &LibraryActions::openCodeRequested, sharing_, &BoardSharing::openCode);
    connect(startPage_, &StartPage::openCodeRequested, sharing_, &BoardSharing::openByCode);
    notices_ = new RevisionNotices(*tabs_, *revisions_, *messageBar_, this);
    connect(notices_, &RevisionNotices::openRequested, sharing_, &BoardSharing::openCode);
    connect(sharing_, &BoardSharing::signInRequested, preferences_,
            [this] { preferences_->showPage(PreferencesDialog::kRegistryPage); });
    connect(preferences_, &PreferencesGlue::registryChanged, connection_,
            &RegistryConnection::reload);
    connect(viewActions_, &ViewActions::stepBoard, tabs_, &BoardTabs::step);
    connect(toolActions_, &ToolActions::stepLayer, docks_->layers(), &LayersPanel::stepLayer);
    // A stamp is placed with the brush.
    connect(docks_, &PanelDocks::stampChosen, toolActions_,
            [this] { toolActions_->selectTool(QStringLiteral("brush")); });
    // A tool's message is about that tool.
    connect(tools_, &ToolBox::currentChanged, status_, &WindowStatus::clear);
    connect(preferences_, &PreferencesGlue::keysChanged, this, &describeKeys);
}

void MainWindow::createSession() {
    session_ = new SessionKeeper({*tabs_, *files_, *recovery_, *view_, *settings_, *visibility_,
                                  *tools_, *toolActions_, *docks_->layers(), *status_},
                                 this);
}

MergeSession* MainWindow::openMerge(const MergeInputs& inputs) {
    session_->stopKeeping();
    recovery_->stopCopying();
    auto* menu = new QMenu(tr("&Merge"), this);
    menu->setObjectName(QStringLiteral("mergeMenu"));
    menuBar()->insertMenu(menuBar()->actions().constLast(), menu); // before Help
    merge_ = new MergeSession(
        {*tabs_, *files_, *view_, *registry_, *docks_, *visibility_, menu, this}, inputs, this);
    preferences_->keys()->adopt(registry_->actions()); // the Merge menu's, with the user's keys
    updateTitle();
    return merge_;
}

void MainWindow::restoreLayout() {
    restoreGeometry(AppSettings::windowGeometry());
    const QByteArray state = AppSettings::windowState();
    restoreState(state);
    if (state.isEmpty()) {
        // Never larger than the screen: a window reaching past it hides the right docks.
        const QRect screen = this->screen()->availableGeometry();
        resize(std::min(1280, screen.width()), std::min(820, screen.height()));
        docks_->arrangeWithFirstBoard(); // the window's size is known by then
    }
}

void MainWindow::showDocument(BoardDocument* document) {
    status_->clear(); // news about the previous board
    files_->follow(document);
    sharing_->follow(document);
    compare_->follow(document);
    exports_->follow(document);
    viewActions_->follow(document);
    toolActions_->follow(document);
    boardMenu_->follow(document);
    docks_->follow(document);
    scripts_->follow(document);
    editActions_->update();
    if (document) {
        updateTitle();
        return;
    }
    setWindowModified(false);
    setWindowTitle(tr("GameBoardXX Editor"));
}

void MainWindow::updateTitle() {
    const BoardDocument* document = tabs_->document();
    if (!document)
        return;
    setWindowModified(document->isModified());
    const Layout& layout = document->board().layout();
    if (merge_ && document == merge_->document()) {
        setWindowTitle(tr("Merge into %1[*] — GameBoardXX Editor").arg(document->displayName()));
        return;
    }
    setWindowTitle(layout.isDefault()
                       ? tr("%1[*] — GameBoardXX Editor").arg(document->displayName())
                       : tr("%1 (layout %2)[*] — GameBoardXX Editor")
                             .arg(document->displayName(), qs(layout.name)));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Each board with unsaved changes is asked about in turn, shown while it is; then the tab
    // that was in front comes back to the front, and is the one the session keeps.
    const OpenBoard* front = tabs_->active();
    session_->holdFront(front);
    for (int i = 0; i < tabs_->boardCount(); ++i) {
        BoardDocument* document = tabs_->boardDocument(i);
        document->settle();
        if (!document->isModified() && !tabs_->board(i)->closingQuestion)
            continue;
        tabs_->activateBoard(i);
        if (!files_->maybeSave()) {
            session_->holdFront(nullptr); // the board asked about stays in front
            event->ignore();
            return;
        }
    }
    session_->holdFront(nullptr);
    tabs_->activateBoard(tabs_->indexOf(front)); // -1: the start page, as it was
    if (!merge_) // a merge's window, with its Conflicts dock, is not the user's usual one
        AppSettings::setWindowLayout(saveGeometry(), docks_->state());
    session_->save(); // the tabs open now, whatever was saved or discarded of them
    recovery_->store().discardAll();
    library_->stop();
    event->accept();
}

void MainWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
    // Once the new palette has reached the tool bar too: the window hears of it first, and a
    // style sheet set now would keep the theme before.
    if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::StyleChange)
        QTimer::singleShot(0, this, [this] {
            if (toolActions_)
                toolActions_->restyle();
        });
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    files_->openFile(urls.first().toLocalFile()); // in the layout the recent list remembers
}

} // namespace gbxx
