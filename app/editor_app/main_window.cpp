#include "editor_app/main_window.h"

#include "editor/docks/balance_panel.h"
#include "editor/docks/layers_panel.h"
#include "editor/docks/legend_panel.h"
#include "editor/docks/overview_panel.h"
#include "editor/docks/presets_panel.h"
#include "editor/docks/stamps_panel.h"
#include "editor/docks/tile_inspector.h"
#include "editor/docks/tool_options_widget.h"
#include "editor/docks/validation_panel.h"
#include "editor/document/board_document.h"
#include "editor/library/library_service.h"
#include "editor/scripts/script_catalog.h"
#include "editor/settings/app_settings.h"
#include "editor/shortcuts/key_scheme.h"
#include "editor/start/start_page.h"
#include "editor/tools/tool_box.h"
#include "editor/view/board_view.h"
#include "render/qt_text.h"
#include "render/tile_labels.h"

#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoView>
#include <QVBoxLayout>

namespace gbxx {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , undoGroup_(new QUndoGroup(this)) {
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    tools_ = new ToolBox(this);
    view_ = new BoardView(this);
    view_->setObjectName(QStringLiteral("boardView"));
    view_->setPaintSettings(&settings_);
    view_->setLayerVisibility(&visibility_);
    view_->setToolBox(tools_);
    current_.attach(view_);
    startPage_ = new StartPage(this);
    centre_ = new QStackedWidget(this);
    centre_->addWidget(startPage_);
    centre_->addWidget(view_);
    createTabs();
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(tabs_);
    column->addWidget(centre_, 1);
    setCentralWidget(central);
    connect(startPage_, &StartPage::newRequested, this, &MainWindow::newBoard);
    connect(startPage_, &StartPage::openRequested, this, &MainWindow::openDialog);
    connect(startPage_, &StartPage::sampleRequested, this, &MainWindow::openSample);
    connect(startPage_, &StartPage::recentRequested, this, &MainWindow::openRecent);
    startPage_->setRecentSource([this] {
        QList<RecentBoard> boards;
        for (const QString& path : recent_.files())
            boards << recentBoards_.describe(path, recent_.layoutOf(path));
        return boards;
    });
    connect(startPage_, &StartPage::templateRequested, this, &MainWindow::openTemplate);

    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &MainWindow::onFileChanged);
    createActions();
    createBoardMenu();
    createDocks();
    createLibrary();
    createScripts();
    createThemeMenu();
    createLanguageMenu();
    createHelpMenu();
    createStatusBar();
    applyIcons();
    adoptKeys();

    restoreGeometry(AppSettings::windowGeometry());
    const QByteArray state = AppSettings::windowState();
    restoreState(state);
    if (state.isEmpty()) {
        // Never larger than the screen: a window reaching past it hides the right docks.
        const QRect screen = this->screen()->availableGeometry();
        resize(std::min(1280, screen.width()), std::min(820, screen.height()));
        arrangeDocksWithBoard_ = true; // the window's size is known by then
    }
    showBoardAt(-1);
}

MainWindow::~MainWindow() {
    // The view and docks refer to the document; they let go of it before it goes.
    current_.set(nullptr);
}

QAction* MainWindow::action(const QString& objectName) const {
    return findChild<QAction*>(objectName);
}

void MainWindow::createActions() {
    const auto make = [this](const QString& name, const QString& text, auto slot,
                             const QKeySequence& key = {}) {
        return makeAction(name, text, slot, key);
    };

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(
        make(QStringLiteral("actionNew"), tr("&New…"), &MainWindow::newBoard, QKeySequence::New));
    file->addAction(make(QStringLiteral("actionOpen"), tr("&Open…"), &MainWindow::openDialog,
                         QKeySequence::Open));
    QMenu* older = file->addMenu(tr("Open with Older &Layout"));
    older->setObjectName(QStringLiteral("menuOlderLayouts"));
    for (const Layout* layout : allLayouts()) {
        if (layout->isDefault())
            continue;
        QAction* a = older->addAction(tr("%1…").arg(qs(layout->name)));
        a->setObjectName(QStringLiteral("actionOpenLayout-") + qs(layout->name));
        connect(a, &QAction::triggered, this, [this, layout] { openWithLayout(*layout); });
    }
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::addRecentThumbnails);
    file->addSeparator();
    file->addAction(
        make(QStringLiteral("actionSave"), tr("&Save"), &MainWindow::save, QKeySequence::Save));
    QAction* saveAsAction = make(QStringLiteral("actionSaveAs"), tr("Save &As…"),
                                 &MainWindow::saveAs, QKeySequence::SaveAs);
    // Some platforms (plain X11) bind no key to Save As; use the one most editors use there.
    if (saveAsAction->shortcut().isEmpty())
        saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    file->addAction(saveAsAction);
    file->addAction(make(QStringLiteral("actionRevert"), tr("Re&vert"), &MainWindow::revert));
    file->addAction(make(
        QStringLiteral("actionClose"), tr("&Close"), [this] { closeBoard(); },
        QKeySequence::Close));
    file->addSeparator();
    exportMenu_ = file->addMenu(tr("&Export As"));
    file->addAction(make(QStringLiteral("actionExportImage"), tr("Export &Image…"),
                         &MainWindow::exportImage, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)));
    file->addAction(make(QStringLiteral("actionExportPdf"), tr("Export Printable &PDF…"),
                         &MainWindow::exportPdf, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)));
    createRecoveryMenu(file);
    file->addSeparator();
    file->addAction(
        make(QStringLiteral("actionQuit"), tr("&Quit"), &MainWindow::close, QKeySequence::Quit));
    updateRecentMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // The document records a drag in progress before it is undone.
    QAction* undo = make(
        QStringLiteral("actionUndo"), tr("&Undo"),
        [this] {
            if (document_)
                document_->undo();
        },
        QKeySequence::Undo);
    QAction* redo = make(
        QStringLiteral("actionRedo"), tr("&Redo"),
        [this] {
            if (document_)
                document_->redo();
        },
        QKeySequence::Redo);
    // Both keys most Linux editors answer to, whatever the platform's own binding is.
    QList<QKeySequence> redoKeys = redo->shortcuts();
    for (const QKeySequence& key :
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!redoKeys.contains(key))
            redoKeys << key;
    redo->setShortcuts(redoKeys);
    undo->setEnabled(false);
    redo->setEnabled(false);
    // Their texts name the step; the lists of keys name the actions.
    setFixedName(undo, tr("&Undo"));
    setFixedName(redo, tr("&Redo"));
    connect(undoGroup_, &QUndoGroup::canUndoChanged, undo, &QAction::setEnabled);
    connect(undoGroup_, &QUndoGroup::canRedoChanged, redo, &QAction::setEnabled);
    connect(undoGroup_, &QUndoGroup::undoTextChanged, undo, [undo](const QString& text) {
        undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(undoGroup_, &QUndoGroup::redoTextChanged, redo, [redo](const QString& text) {
        redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });
    edit->addAction(undo);
    edit->addAction(redo);
    createEditActions(edit);
    createPreferences(edit);

    createViewActions();

    QToolBar* toolBar = addToolBar(tr("Tools"));
    toolBar->setObjectName(QStringLiteral("toolsToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    styleToolBar(toolBar);
    toolActions_ = new QActionGroup(this);
    QMenu* toolMenu = menuBar()->addMenu(tr("&Tools"));
    boardMenus_ << toolMenu << exportMenu_;
    for (const auto& tool : tools_->tools()) {
        QAction* a = new QAction(tool->name(), this);
        a->setObjectName(QStringLiteral("tool-") + tool->id());
        a->setData(tool->id());
        a->setCheckable(true);
        a->setChecked(tool.get() == tools_->current());
        a->setShortcut(tool->shortcut());
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tool->name(), tool->shortcut().toString()));
        const QString id = tool->id();
        connect(a, &QAction::triggered, this, [this, id] { selectTool(id); });
        toolActions_->addAction(a);
        toolBar->addAction(a);
        toolMenu->addAction(a);
    }
    toolMenu->addSeparator();
    // Keys as in Krita and Aseprite: brackets for the brush, Alt+arrows through the layers.
    toolMenu->addAction(make(
        QStringLiteral("actionBrushSmaller"), tr("Smaller Brush"),
        [this] { tools_->stepBrushSize(-1); }, QKeySequence(Qt::Key_BracketLeft)));
    toolMenu->addAction(make(
        QStringLiteral("actionBrushLarger"), tr("Larger Brush"),
        [this] { tools_->stepBrushSize(1); }, QKeySequence(Qt::Key_BracketRight)));
    toolMenu->addAction(make(
        QStringLiteral("actionPreviousValue"), tr("Previous Value"),
        [this] {
            if (document_)
                settings_.stepValue(-1, heightModeOf(document_->board()));
        },
        QKeySequence(Qt::Key_Comma)));
    toolMenu->addAction(make(
        QStringLiteral("actionNextValue"), tr("Next Value"),
        [this] {
            if (document_)
                settings_.stepValue(1, heightModeOf(document_->board()));
        },
        QKeySequence(Qt::Key_Period)));
    toolMenu->addAction(make(
        QStringLiteral("actionPreviousLayer"), tr("Previous Layer"),
        [this] { layers_->stepLayer(-1); }, QKeySequence(Qt::ALT | Qt::Key_Up)));
    toolMenu->addAction(make(
        QStringLiteral("actionNextLayer"), tr("Next Layer"), [this] { layers_->stepLayer(1); },
        QKeySequence(Qt::ALT | Qt::Key_Down)));
    // A tool's message is about that tool.
    connect(tools_, &ToolBox::currentChanged, this, [this] { statusBar()->clearMessage(); });
    toolBar->addSeparator();
    // Symmetry for fair boards: every paint also lands on the mirrored tiles.
    auto* symmetry = new QComboBox(toolBar);
    symmetry->setObjectName(QStringLiteral("symmetryBox"));
    symmetry->setToolTip(tr("Symmetry: paint, fill and erase also the mirrored tiles"));
    symmetry->addItem(tr("No symmetry"), static_cast<int>(Symmetry::None));
    symmetry->addItem(tr("Mirror left/right"), static_cast<int>(Symmetry::MirrorLeftRight));
    symmetry->addItem(tr("Mirror top/bottom"), static_cast<int>(Symmetry::MirrorTopBottom));
    symmetry->addItem(tr("Rotate 180°"), static_cast<int>(Symmetry::Rotate180));
    symmetry->addItem(tr("4-way"), static_cast<int>(Symmetry::FourWay));
    connect(symmetry, &QComboBox::currentIndexChanged, this, [this, symmetry](int) {
        settings_.symmetry = static_cast<Symmetry>(symmetry->currentData().toInt());
        settings_.notify();
    });
    toolBar->addWidget(symmetry);
    QAction* swap = make(QStringLiteral("actionSwapOwners"), tr("Swap Owners"), [this](bool on) {
        settings_.swapOwners = on;
        settings_.notify();
    });
    swap->setCheckable(true);
    swap->setToolTip(tr("At a mirror image, player 1's zones and blacklists become player 2's "
                        "(3 and 4 likewise, teams A and B)"));
    toolBar->addAction(swap);
    toolBar->addSeparator();
    toolBar->addAction(undo);
    toolBar->addAction(redo);
}

void MainWindow::arrangeDefaultDocks() {
    const auto named = [this](const char* name) {
        return findChild<QDockWidget*>(QLatin1String(name));
    };
    QDockWidget* layers = named("layersDock");
    QDockWidget* inspector = named("inspectorDock");
    QDockWidget* presets = named("presetsDock");
    QDockWidget* history = named("historyDock");
    constexpr int kRoomyWidth = 1400;
    if (width() >= kRoomyWidth) {
        resizeDocks({layers, inspector}, {280, 380}, Qt::Horizontal);
        // The inspector lists up to 13 fields: it gets most of the right column's height.
        resizeDocks({inspector, presets, history}, {440, 170, 150}, Qt::Vertical);
        return;
    }
    // A small screen: the board gets the larger share. Under the inspector the other right panels
    // share one tabbed dock, and both columns are narrow (their contents scroll).
    // Presets and overview join the analyses' tabs (never raising the analyses, which would run).
    tabifyDockWidget(history, presets);
    tabifyDockWidget(presets, named("overviewDock"));
    presets->raise();
    // The board keeps 60 % of the width; the inspector takes up to its roomy width of the rest.
    const int left = std::min(280, width() / 5);
    resizeDocks({layers, inspector}, {left, std::min(380, width() * 2 / 5 - left)}, Qt::Horizontal);
    resizeDocks({inspector, presets}, {height() * 55 / 100, height() * 30 / 100}, Qt::Vertical);
}

QDockWidget* MainWindow::addPanelDock(const QString& name, const QString& title, QWidget* content,
                                      Qt::DockWidgetArea area) {
    auto* d = new QDockWidget(title, this);
    d->setObjectName(name);
    d->setWidget(content);
    addDockWidget(area, d);
    viewMenu_->addAction(d->toggleViewAction());
    return d;
}

void MainWindow::createDocks() {
    // A panel's content scrolls in its dock: what it shows (a layer's values, a tool's options, a
    // language's longer words) never widens the dock, which would shrink and move a fitted board.
    const auto dock = [this](const QString& name, const QString& title, QWidget* content,
                             Qt::DockWidgetArea area) {
        if (qobject_cast<QAbstractScrollArea*>(content))
            return addPanelDock(name, title, content, area);
        auto* scroll = new QScrollArea(this);
        scroll->setObjectName(name + QStringLiteral("Scroll"));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(content);
        scroll->setMinimumWidth(14 * scroll->fontMetrics().averageCharWidth());
        return addPanelDock(name, title, scroll, area);
    };
    layers_ = new LayersPanel(&settings_, &visibility_, this);
    current_.attach(layers_);
    dock(QStringLiteral("layersDock"), tr("Layers"), layers_, Qt::LeftDockWidgetArea);
    toolOptions_ = new ToolOptionsWidget(tools_, this);
    current_.attach(toolOptions_);
    dock(QStringLiteral("toolOptionsDock"), tr("Tool Options"), toolOptions_,
         Qt::LeftDockWidgetArea);
    inspector_ = new TileInspector(this);
    current_.attach(inspector_);
    dock(QStringLiteral("inspectorDock"), tr("Tile Inspector"), inspector_,
         Qt::RightDockWidgetArea);
    QAction* pin = makeAction(
        QStringLiteral("actionPinTile"), tr("Pin Inspected Tile"),
        [this](bool on) { inspector_->pinTile(on ? inspector_->hoveredTile() : -1); },
        QKeySequence(Qt::Key_P));
    pin->setCheckable(true);
    pin->setToolTip(tr("The inspector keeps showing the tile under the pointer (P); the picker "
                       "pins the tile it clicks"));
    connect(inspector_, &TileInspector::pinnedChanged, pin,
            [pin](int index) { pin->setChecked(index >= 0); });
    connect(view_, &BoardView::tilePinned, inspector_, &TileInspector::pinTile);
    connect(inspector_, &TileInspector::message, this, [this](const QString& text) {
        lastError_ = text;
        statusBar()->showMessage(text, 8000);
    });
    viewMenu_->addAction(pin);
    presets_ = new PresetsPanel(
        &settings_,
        [this]() -> std::optional<std::uint64_t> {
            const int tile = inspector_->tile();
            if (!document_ || tile < 0)
                return std::nullopt;
            return document_->board().tile(static_cast<TileIndex>(tile));
        },
        this);
    current_.attach(presets_);
    connect(presets_, &PresetsPanel::problem, this,
            [this](const QString& message) { showError(tr("Presets"), message); });
    stamps_ = new StampsPanel(&settings_, this);
    current_.attach(stamps_);
    connect(stamps_, &StampsPanel::problem, this,
            [this](const QString& message) { showError(tr("Stamps"), message); });
    // A stamp is placed with the brush.
    connect(stamps_, &StampsPanel::stampChosen, this,
            [this] { selectTool(QStringLiteral("brush")); });
    auto* presetsAndStamps = new QTabWidget(this);
    presetsAndStamps->setObjectName(QStringLiteral("presetsTabs"));
    presetsAndStamps->setDocumentMode(true);
    presetsAndStamps->addTab(presets_, tr("Tile Presets"));
    presetsAndStamps->addTab(stamps_, tr("Stamps"));
    // Not "&": a tab of stacked docks reads it as a mnemonic, as a menu does.
    QDockWidget* presetsDock = dock(QStringLiteral("presetsDock"), tr("Presets and Stamps"),
                                    presetsAndStamps, Qt::RightDockWidgetArea);
    overview_ = new OverviewPanel(view_, this);
    current_.attach(overview_);
    QDockWidget* overviewDock =
        dock(QStringLiteral("overviewDock"), tr("Overview"), overview_, Qt::RightDockWidgetArea);
    overviewDock->toggleViewAction()->setObjectName(QStringLiteral("actionOverview"));
    // Shown again (its tab raised): drawn anew, as it is not drawn while hidden.
    connect(overviewDock, &QDockWidget::visibilityChanged, overview_, [this](bool visible) {
        if (visible)
            overview_->update();
    });
    tabifyDockWidget(presetsDock, overviewDock);
    presetsDock->raise();
    legend_ = new LegendPanel(&visibility_, this);
    current_.attach(legend_);
    QDockWidget* legendDock =
        dock(QStringLiteral("legendDock"), tr("Legend"), legend_, Qt::RightDockWidgetArea);
    validation_ = new ValidationPanel(this);
    current_.attach(validation_);
    connect(validation_, &ValidationPanel::locate, this,
            [this](const std::vector<TileIndex>& tiles) {
                view_->setHighlight(tiles, validation_);
                view_->centreOn(document_->board().xOf(tiles.front()),
                                document_->board().yOf(tiles.front()));
            });
    connect(validation_, &ValidationPanel::locatedChanged, this,
            [this](const std::vector<TileIndex>& tiles) {
                view_->updateHighlight(validation_, tiles);
            });
    QDockWidget* validationDock = dock(QStringLiteral("validationDock"), tr("Validation"),
                                       validation_, Qt::RightDockWidgetArea);
    balance_ = new BalancePanel(this);
    current_.attach(balance_);
    QDockWidget* balanceDock =
        dock(QStringLiteral("balanceDock"), tr("Balance"), balance_, Qt::RightDockWidgetArea);
    history_ = new QUndoView(undoGroup_, this);
    history_->setAccessibleName(tr("History"));
    history_->setAccessibleDescription(
        tr("Every change of the board; choosing a row undoes or redoes up to it"));
    history_->setEmptyLabel(tr("<opened>"));
    QDockWidget* historyDock =
        dock(QStringLiteral("historyDock"), tr("History"), history_, Qt::RightDockWidgetArea);
    // Until the user arranges them (restoreState), the analyses share one tabbed dock with the
    // history.
    tabifyDockWidget(historyDock, validationDock);
    tabifyDockWidget(validationDock, balanceDock);
    tabifyDockWidget(balanceDock, legendDock);
    historyDock->raise();
}

bool MainWindow::selectTool(const QString& id) {
    if (!tools_->select(id))
        return false;
    for (QAction* a : toolActions_->actions())
        a->setChecked(a->data().toString() == id);
    return true;
}

void MainWindow::onDocumentChanged(const DocumentChange& change) {
    if (change.has(DocumentChange::Modified) && document_->isModified() &&
        statusBar()->currentMessage() == savedMessage_)
        statusBar()->clearMessage();
    // The title shows the name, the layout (converting changes it) and the modified marker.
    if (change.has(DocumentChange::Modified) || change.has(DocumentChange::FilePath) ||
        change.has(DocumentChange::Board) || change.has(DocumentChange::Footer))
        updateTitle();
    if (change.has(DocumentChange::Selection) || change.has(DocumentChange::Board))
        updateEditActions();
}

void MainWindow::updateTitle() {
    if (!document_)
        return;
    setWindowModified(document_->isModified());
    const Layout& layout = document_->board().layout();
    setWindowTitle(layout.isDefault()
                       ? tr("%1[*] — GameBoardXX Editor").arg(document_->displayName())
                       : tr("%1 (layout %2)[*] — GameBoardXX Editor")
                             .arg(document_->displayName(), qs(layout.name)));
}

void MainWindow::showError(const QString& title, const QString& message) {
    lastError_ = message;
    statusBar()->showMessage(message, 8000);
    if (interactive_)
        QMessageBox::warning(this, title, message);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Each board with unsaved changes is asked about in turn, shown while it is.
    for (int i = 0; i < boardCount(); ++i) {
        BoardDocument* document = boardDocument(i);
        document->settle();
        if (!document->isModified())
            continue;
        activateBoard(i);
        if (!maybeSave()) {
            event->ignore();
            return;
        }
    }
    AppSettings::setWindowLayout(saveGeometry(), dockState_.isEmpty() ? saveState() : dockState_);
    recovery_.discardAll();
    if (library_) {
        library_->cancel(); // what was indexed is kept; the rest is read on the next start
        library_->waitUntilIdle();
    }
    event->accept();
}

} // namespace gbxx
