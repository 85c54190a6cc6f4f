#include "editor/main_window.h"

#include "balance_panel.h"
#include "board_document.h"
#include "board_view.h"
#include "layers_panel.h"
#include "presets_panel.h"
#include "qt_text.h"
#include "start_page.h"
#include "tile_inspector.h"
#include "tool_options_widget.h"
#include "tools/brush_tool.h"
#include "tools/fill_tool.h"
#include "tools/measure_tool.h"
#include "tools/picker_tool.h"
#include "tools/shape_tools.h"
#include "validation_panel.h"

#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoView>

namespace gbxx {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , undoGroup_(new QUndoGroup(this)) {
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    view_ = new BoardView(this);
    view_->setObjectName(QStringLiteral("boardView"));
    view_->setPaintSettings(&settings_);
    startPage_ = new StartPage(this);
    centre_ = new QStackedWidget(this);
    centre_->addWidget(startPage_);
    centre_->addWidget(view_);
    setCentralWidget(centre_);
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

    tools_.push_back(std::make_unique<BrushTool>());
    tools_.push_back(std::make_unique<LineTool>());
    tools_.push_back(std::make_unique<RectangleTool>());
    tools_.push_back(std::make_unique<FillTool>());
    tools_.push_back(std::make_unique<EraserTool>());
    tools_.push_back(std::make_unique<PickerTool>());
    tools_.push_back(std::make_unique<MeasureTool>());

    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &MainWindow::onFileChanged);
    createActions();
    createBoardMenu();
    createDocks();
    createThemeMenu();
    createHelpMenu();
    createStatusBar();
    selectTool(tools_.front()->name());

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (!settings.contains(QStringLiteral("window/state"))) {
        resize(1280, 820);
        resizeDocks({findChild<QDockWidget*>(QStringLiteral("inspectorDock"))}, {380},
                    Qt::Horizontal);
    }
    showStartPage();
}

MainWindow::~MainWindow() {
    // The view and docks refer to the document; detach them before it goes.
    view_->setDocument(nullptr);
    inspector_->setDocument(nullptr);
    validation_->setDocument(nullptr);
    balance_->setDocument(nullptr);
}

QAction* MainWindow::action(const QString& objectName) const {
    return findChild<QAction*>(objectName);
}

void MainWindow::createActions() {
    const auto make = [this](const QString& name, const QString& text, auto slot,
                             const QKeySequence& key = {}) {
        auto* a = new QAction(text, this);
        a->setObjectName(name);
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
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
    createRecoveryMenu(file);
    file->addSeparator();
    file->addAction(
        make(QStringLiteral("actionQuit"), tr("&Quit"), &MainWindow::close, QKeySequence::Quit));
    updateRecentMenu();

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // Undo and redo first finish a drag in progress, so that it is recorded before it is undone.
    QAction* undo = make(
        QStringLiteral("actionUndo"), tr("&Undo"),
        [this] {
            view_->finishAction();
            undoGroup_->undo();
        },
        QKeySequence::Undo);
    QAction* redo = make(
        QStringLiteral("actionRedo"), tr("&Redo"),
        [this] {
            view_->finishAction();
            undoGroup_->redo();
        },
        QKeySequence::Redo);
    undo->setEnabled(false);
    redo->setEnabled(false);
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

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    QAction* zoomIn =
        make(QStringLiteral("actionZoomIn"), tr("Zoom &In"), [this] { view_->zoomIn(); });
    zoomIn->setShortcuts(
        {QKeySequence::ZoomIn, QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    QAction* zoomOut =
        make(QStringLiteral("actionZoomOut"), tr("Zoom &Out"), [this] { view_->zoomOut(); });
    zoomOut->setShortcuts({QKeySequence::ZoomOut, QKeySequence(Qt::Key_Minus)});
    viewMenu_->addAction(zoomIn);
    viewMenu_->addAction(zoomOut);
    viewMenu_->addAction(make(
        QStringLiteral("actionFit"), tr("&Fit to Window"), [this] { view_->fitToWindow(); },
        QKeySequence(Qt::CTRL | Qt::Key_0)));
    viewMenu_->addAction(make(
        QStringLiteral("actionActualSize"), tr("&Actual Size (100%)"),
        [this] { view_->actualSize(); }, QKeySequence(Qt::CTRL | Qt::Key_1)));
    viewMenu_->addSeparator();
    QAction* grid = make(
        QStringLiteral("actionGrid"), tr("Show &Grid"), [this](bool on) { view_->setShowGrid(on); },
        QKeySequence(Qt::CTRL | Qt::Key_G));
    grid->setCheckable(true);
    grid->setChecked(true);
    viewMenu_->addAction(grid);
    viewMenu_->addSeparator();

    QToolBar* toolBar = addToolBar(tr("Tools"));
    toolBar->setObjectName(QStringLiteral("toolsToolBar"));
    toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolActions_ = new QActionGroup(this);
    QMenu* toolMenu = menuBar()->addMenu(tr("&Tools"));
    boardMenus_ << toolMenu << exportMenu_;
    for (const auto& tool : tools_) {
        QAction* a = new QAction(tool->name(), this);
        a->setObjectName(QStringLiteral("tool") + tool->name());
        a->setCheckable(true);
        a->setShortcut(tool->shortcut());
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tool->name(), tool->shortcut().toString()));
        Tool* raw = tool.get();
        connect(a, &QAction::triggered, this, [this, raw] { view_->setTool(raw); });
        toolActions_->addAction(a);
        toolBar->addAction(a);
        toolMenu->addAction(a);
    }
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

void MainWindow::createDocks() {
    const auto dock = [this](const QString& name, const QString& title, QWidget* content,
                             Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(content);
        addDockWidget(area, d);
        viewMenu_->addAction(d->toggleViewAction());
        return d;
    };
    layers_ = new LayersPanel(&settings_, this);
    connect(layers_->underlayToggle(), &QCheckBox::toggled, view_, &BoardView::setBoundaryUnderlay);
    dock(QStringLiteral("layersDock"), tr("Layers"), layers_, Qt::LeftDockWidgetArea);
    toolOptions_ = new ToolOptionsWidget(&settings_, this);
    dock(QStringLiteral("toolOptionsDock"), tr("Tool Options"), toolOptions_,
         Qt::LeftDockWidgetArea);
    inspector_ = new TileInspector(this);
    dock(QStringLiteral("inspectorDock"), tr("Tile Inspector"), inspector_,
         Qt::RightDockWidgetArea);
    presets_ = new PresetsPanel(
        &settings_,
        [this]() -> std::optional<std::uint64_t> {
            const int tile = inspector_->tile();
            if (!document_ || tile < 0)
                return std::nullopt;
            return document_->board().tile(static_cast<TileIndex>(tile));
        },
        this);
    connect(presets_, &PresetsPanel::problem, this,
            [this](const QString& message) { showError(tr("Presets"), message); });
    dock(QStringLiteral("presetsDock"), tr("Tile Presets"), presets_, Qt::RightDockWidgetArea);
    validation_ = new ValidationPanel(this);
    connect(validation_, &ValidationPanel::locate, this,
            [this](const std::vector<TileIndex>& tiles) {
                view_->setHighlight(tiles);
                view_->centreOn(document_->board().xOf(tiles.front()),
                                document_->board().yOf(tiles.front()));
            });
    QDockWidget* validationDock = dock(QStringLiteral("validationDock"), tr("Validation"),
                                       validation_, Qt::RightDockWidgetArea);
    balance_ = new BalancePanel(this);
    QDockWidget* balanceDock =
        dock(QStringLiteral("balanceDock"), tr("Balance"), balance_, Qt::RightDockWidgetArea);
    history_ = new QUndoView(undoGroup_, this);
    history_->setEmptyLabel(tr("<opened>"));
    QDockWidget* historyDock =
        dock(QStringLiteral("historyDock"), tr("History"), history_, Qt::RightDockWidgetArea);
    // Until the user arranges them (restoreState), the analyses share one tabbed dock with the
    // history.
    tabifyDockWidget(historyDock, validationDock);
    tabifyDockWidget(validationDock, balanceDock);
    historyDock->raise();
}

void MainWindow::createStatusBar() {
    tileLabel_ = new QLabel(this);
    tileLabel_->setObjectName(QStringLiteral("tileLabel"));
    zoomLabel_ = new QLabel(this);
    zoomLabel_->setObjectName(QStringLiteral("zoomLabel"));
    statusBar()->addPermanentWidget(tileLabel_);
    statusBar()->addPermanentWidget(zoomLabel_);
    connect(view_, &BoardView::hoveredTileChanged, this, &MainWindow::onHoveredTile);
    connect(view_, &BoardView::toolMessage, this, [this](const QString& text) {
        lastError_ = text;
        statusBar()->showMessage(text, 8000);
    });
    connect(view_, &BoardView::zoomChanged, this, [this](double zoom) {
        zoomLabel_->setText(tr("Zoom %1%").arg(qRound(zoom / BoardView::kActualSize * 100)));
    });
    zoomLabel_->setText(tr("Zoom %1%").arg(qRound(view_->zoom() / BoardView::kActualSize * 100)));
}

void MainWindow::onHoveredTile(int index) {
    inspector_->showTile(index);
    if (index < 0 || !document_) {
        tileLabel_->clear();
        return;
    }
    const Board& board = document_->board();
    const auto tile = static_cast<TileIndex>(index);
    tileLabel_->setText(
        tr("x %1, y %2 · index %3").arg(board.xOf(tile)).arg(board.yOf(tile)).arg(index));
}

bool MainWindow::selectTool(const QString& name) {
    for (std::size_t k = 0; k < tools_.size(); ++k) {
        if (tools_[k]->name() == name) {
            view_->setTool(tools_[k].get());
            toolActions_->actions().at(static_cast<int>(k))->setChecked(true);
            return true;
        }
    }
    return false;
}

void MainWindow::setBoard(Board board, const QString& path) {
    auto next = std::make_unique<BoardDocument>(std::move(board));
    next->setFilePath(path);
    undoGroup_->addStack(next->undoStack());
    undoGroup_->setActiveStack(next->undoStack());
    connect(next->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(next->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean) // saved, or undone back to the saved state: nothing to recover
            dropRecoveryCopy();
    });
    connect(next.get(), &BoardDocument::headerChanged, this, &MainWindow::onHeaderChanged);
    connect(next.get(), &BoardDocument::boardReset, this, &MainWindow::onBoardReset);
    view_->setDocument(next.get());
    inspector_->setDocument(next.get());
    validation_->setDocument(next.get());
    balance_->setDocument(next.get());
    if (document_)
        undoGroup_->removeStack(document_->undoStack());
    dropRecoveryCopy(); // the previous board was saved or discarded by the user
    watchFile(path);
    document_ = std::move(next);
    settings_.field = nullptr; // the new board's tables are other objects
    layers_->setBoard(&document_->board());
    presets_->setVariant(document_->board().variant());
    toolOptions_->setHexBoard(view_->geometry().hex());
    view_->fitWhenShown();
    if (!dockState_.isEmpty()) {
        restoreState(dockState_);
        dockState_.clear();
    }
    if (path.isEmpty())
        fileLayout_ = &document_->board().layout();
    centre_->setCurrentWidget(view_);
    updateBoardActions();
    updateTitle();
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
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"),
                      dockState_.isEmpty() ? saveState() : dockState_);
    dropRecoveryCopy();
    event->accept();
}

} // namespace gbxx
