#pragma once
// The editor's main window: the board view in the centre, docks for layers, tool options, the tile
// inspector and the history; menus, tool bar and status bar. It owns the open document and hands it
// to the views and docks (CurrentDocument), which follow its changes themselves; the window wires
// actions to the document and relays nothing.

#include "editor/document/current_document.h"
#include "editor/tools/paint_settings.h"
#include "editor/view/layer_visibility.h"
#include "editor_app/open_board.h"
#include "editor_app/recent_board_cache.h"
#include "editor_app/recent_files.h"
#include "editor_app/recovery_store.h"
#include "gbxx/layout.h"
#include "gbxx/region.h"
#include "gbxx/variant.h"

#include <QAction>
#include <QFileSystemWatcher>
#include <QKeySequence>
#include <QMainWindow>
#include <QTimer>

#include <memory>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QStackedWidget;
class QTabBar;
class QToolBar;
class QUndoGroup;
class QUndoView;

namespace gbxx {

class Board;
class BoardDocument;
class BoardView;
class LayersPanel;
class LegendPanel;
class PresetsPanel;
class StampsPanel;
class ValidationPanel;
class BalancePanel;
class TileInspector;
class OverviewPanel;
class Tool;
class ToolBox;
class ToolOptionsWidget;
struct DocumentChange;
class StartPage;
class LibraryService;
class ScriptCatalog;
class ScriptConsole;
class LibraryPanel;
class BuiltWhenShown;
class KeyScheme;
struct PictureOptions;
struct PrintOptions;
struct CopiedRegion;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The board library's database for the windows made from now on (gbxx-editor --db); by
    // default LibraryDatabase::defaultPath(). Tests give one of their own.
    static void setLibraryPath(const QString& path);
    // The folder of the user's scripts (tests); by default <app data>/scripts.
    static void setScriptsFolder(const QString& folder);
    // The board library, opened on first use.
    LibraryService* library();
    // The Library dock's panel, built now if the dock was never shown.
    LibraryPanel* libraryPanel();
    // The keys the user gave the actions (Edit ▸ Preferences ▸ Shortcuts).
    KeyScheme* keyScheme() const { return keys_; }

    // Opens `path`, read in `layout` (section L: never guessed); on failure shows the reason and
    // keeps the current board. No save prompt.
    bool openFile(const QString& path, const Layout& layout);
    // In the layout the recent list remembers for `path`, else today's.
    bool openFile(const QString& path);
    // File ▸ Open with Older Layout ▸ …: asks for a file and opens it in `layout`.
    void openWithLayout(const Layout& layout);
    // Opens the bundled sample board as an untitled document.
    void openSample();
    // Opens the template called `key` (gbxx/board_templates.h) as an untitled document.
    bool openTemplate(const QString& key);
    // Closes the active board (asking to save when it has unsaved changes); the next tab, or the
    // start page, comes forward. False when the user cancels.
    bool closeBoard();
    // Whether a board is shown (not the start page).
    bool hasBoard() const { return document_ != nullptr; }
    // Opens `board` in a tab of its own and shows it: what the file at `path` holds, read in
    // `fileLayout` (the board's own layout when null), or an untitled board when `path` is empty.
    void setBoard(Board board, const QString& path, const Layout* fileLayout = nullptr);
    // The tabs: boards open, and which one is shown (-1: the start page).
    int boardCount() const { return static_cast<int>(boards_.size()); }
    int activeBoard() const;
    void activateBoard(int index);
    QTabBar* tabBar() const { return tabs_; }
    BoardDocument* boardDocument(int index) const;
    bool save();
    bool saveAs();
    // Save As with the file chosen: `path` gets the tile size's extension if it lacks it. A file
    // open in another tab is refused (two tabs of one file would save over each other).
    bool saveAsTo(QString path);
    // Asks Save / Discard / Cancel when the board has unsaved changes; true when it may go.
    bool maybeSave();

    // Board menu.
    void editMetadata();
    void editProperties();
    void resizeBoard();
    void shiftBoard();
    void makeGroupsUniform();
    // Board ▸ Custom Data Schema…: the schema dialog with its live preview.
    void editSchema();
    void exportAs(Variant target);
    void convertTo(Variant target);
    // Writes `converted` to `path`, leaving the open document as it is.
    bool exportTo(const QString& path, const Board& converted);
    // File ▸ Export Image…, and the writing behind it (PNG or SVG by the extension).
    void exportImage();
    bool exportImageTo(const QString& path, const PictureOptions& options);
    // File ▸ Export Printable PDF…, and the writing itself (tests).
    void exportPdf();
    bool exportPdfTo(const QString& path, const PrintOptions& options);

    // Scripts menu: runs the script at `path` (bundled or a file) on the current board, with the
    // Script Console's arguments; its change is one undo step.
    void runScript(const QString& path);
    ScriptConsole* scriptConsole() const { return scriptConsole_; }

    // Edit and Select menus: region editing on the selection (one undo step each; changing the
    // selection is none). Copy puts the selected tiles' carried fields on the clipboard; paste
    // floats the clipboard's tiles under the pointer (or in place) until they are placed.
    bool copySelection();
    void cutSelection();
    void deleteSelection();
    bool paste(bool inPlace);
    // Floats `copied` with its origin on (x, y), converted to this board's tile size first (the
    // loss report is shown before, when something would be lost).
    bool pasteRegion(const CopiedRegion& copied, int x, int y);
    void selectAll();
    void deselect();
    void invertSelection();
    void selectWhere();
    void replaceInSelection();
    // Flips or turns what floats; a selection is lifted to float first.
    void transformSelection(RegionTransform transform);
    // Edit ▸ Fields Carried (kept in the settings): every field, the active layer's, or chosen
    // ones.
    void setCarry(PaintSettings::Carry carry);
    void setChosenFields(const QStringList& keys);
    QStringList carriedFields() const;

    // The open board, or null while the start page is shown.
    BoardDocument* document() const { return document_; }
    StartPage* startPage() const { return startPage_; }
    BoardView* view() const { return view_; }
    PaintSettings* paintSettings() { return &settings_; }
    ToolBox* toolBox() const { return tools_; }
    LayersPanel* layersPanel() const { return layers_; }
    LegendPanel* legendPanel() const { return legend_; }
    LayerVisibility* layerVisibility() { return &visibility_; }
    TileInspector* inspector() const { return inspector_; }
    OverviewPanel* overview() const { return overview_; }
    PresetsPanel* presetsPanel() const { return presets_; }
    StampsPanel* stampsPanel() const { return stamps_; }
    ValidationPanel* validationPanel() const { return validation_; }
    BalancePanel* balancePanel() const { return balance_; }
    // The tool `id` ("brush", "fill" …) becomes the current one.
    bool selectTool(const QString& id);
    QAction* action(const QString& objectName) const;

    // Recovery copies (crash protection): every `seconds` while there are unsaved changes; 0 = off.
    void setRecoveryInterval(int seconds);
    void writeRecoveryCopy();
    // Offers the copies left by editors that did not close normally.
    void offerRecovery();
    bool restoreRecovered(const RecoveredBoard& recovered);
    RecoveryStore& recoveryStore() { return recovery_; }

    // Errors are shown in a message box unless this is off (tests read lastError()).
    void setInteractive(bool on) { interactive_ = on; }
    QString lastError() const { return lastError_; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // An action named `name` (found again with action()), shortcut `key`, calling `slot`.
    template <typename Slot>
    QAction* makeAction(const QString& name, const QString& text, Slot slot,
                        const QKeySequence& key = {}) {
        auto* a = new QAction(text, this);
        a->setObjectName(name);
        if (!key.isEmpty())
            a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        return a;
    }
    void createActions();
    void createEditActions(QMenu* edit);
    void createViewActions();
    void applyIcons();
    void describeKeys(QAction* action);
    void createPreferences(QMenu* edit);
    void adoptKeys();
    void showPreferences();
    void styleToolBar(QToolBar* toolBar);
    void createSelectionLabel();
    void updateEditActions();
    bool chooseCarriedFields();
    std::uint64_t carriedMask() const;
    void createDocks();
    // The panels' first arrangement, by the window's width (no arrangement saved yet).
    void arrangeDefaultDocks();
    QDockWidget* addPanelDock(const QString& name, const QString& title, QWidget* content,
                              Qt::DockWidgetArea area);
    void createLibrary();
    LibraryPanel* newLibraryPanel(QWidget* parent);
    void createScripts();
    void fillScriptsMenu();
    void addLibraryFolder(bool askLayout);
    void removeLibraryFolder();
    void openFromLibrary(const QString& path);
    void createStatusBar();
    void createBoardMenu();
    void createHelpMenu();
    void createThemeMenu();
    void createLanguageMenu();
    static QString languageActionName(const QString& language);
    void showStartPage();
    void updateStartPage();
    void updateBoardActions();
    void showShortcuts();
    void showAbout();
    void createRecoveryMenu(QMenu* file);
    void applyRecoveryInterval(int seconds); // the timer only
    void onFileChanged(const QString& path);
    bool changedOnDisk() const;
    bool confirmOverwriteIfChanged(const QString& path);
    void onDocumentChanged(const DocumentChange& change);
    void updateTitle();
    void updateRecentMenu();
    void openRecent(const QString& path);
    void addRecentThumbnails();
    void showError(const QString& title, const QString& message);
    void newBoard();
    void openDialog();
    void revert();
    bool writeTo(const QString& path);
    void onHoveredTile(int index);

    // The active board replaced in its tab (revert, reload after a change on disk).
    void replaceActiveBoard(Board board, const QString& path, const Layout& fileLayout);
    // Reads `path` again into the active tab (revert, a change on disk); no save prompt.
    bool loadInPlace(const QString& path, const Layout& layout);
    OpenBoard* findOpen(const QString& path) const;
    int indexOf(const OpenBoard* open) const; // -1: none
    void createTabs();
    // The window learns of `open`'s changes: its tab, its recovery copy, and when it is shown.
    void followDocument(OpenBoard& open);
    void watchBoard(OpenBoard& open);
    void refreshWatchList();
    void showBoardAt(int index); // -1: the start page
    bool closeBoardAt(int index);
    void updateTab(const OpenBoard& open);
    void rememberViewPlace();
    void dropRecoveryCopy(OpenBoard& open);

    std::vector<std::unique_ptr<OpenBoard>> boards_; // in tab order, after the start tab
    OpenBoard* active_ = nullptr;
    BoardDocument* document_ = nullptr; // active_'s, or null on the start page
    QTabBar* tabs_ = nullptr;
    int nextRecoverySlot_ = 1;
    int nextUntitled_ = 1;
    CurrentDocument current_;
    PaintSettings settings_;
    LayerVisibility visibility_; // which fields are shown, how, and which are locked
    ToolBox* tools_ = nullptr;
    RecentFiles recent_;
    BoardView* view_ = nullptr;
    LayersPanel* layers_ = nullptr;
    LegendPanel* legend_ = nullptr;
    ToolOptionsWidget* toolOptions_ = nullptr;
    TileInspector* inspector_ = nullptr;
    OverviewPanel* overview_ = nullptr;
    PresetsPanel* presets_ = nullptr;
    StampsPanel* stamps_ = nullptr;
    ValidationPanel* validation_ = nullptr;
    BalancePanel* balance_ = nullptr;
    QUndoGroup* undoGroup_ = nullptr;
    QUndoView* history_ = nullptr;
    QActionGroup* toolActions_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* exportMenu_ = nullptr;
    QStackedWidget* centre_ = nullptr;
    StartPage* startPage_ = nullptr;
    std::unique_ptr<LibraryService> library_;
    BuiltWhenShown* libraryPlace_ = nullptr;
    KeyScheme* keys_ = nullptr;
    std::unique_ptr<ScriptCatalog> scriptCatalog_;
    ScriptConsole* scriptConsole_ = nullptr;
    QDockWidget* scriptConsoleDock_ = nullptr;
    QMenu* scriptsMenu_ = nullptr;
    QStringList validatorPaths_; // the scripts marked as validators
    RecentBoardCache recentBoards_;
    QList<QMenu*> boardMenus_;
    QByteArray dockState_;               // the panels' arrangement while the start page hides them
    bool arrangeDocksWithBoard_ = false; // the first board shown arranges them (none saved)
    QLabel* tileLabel_ = nullptr;
    QLabel* zoomLabel_ = nullptr;
    QLabel* selectionLabel_ = nullptr;
    QString lastExpression_; // Select Where… starts from the last condition
    bool clipboardHoldsTiles_ = false;
    QFileSystemWatcher watcher_;
    bool askingAboutDisk_ = false;
    RecoveryStore recovery_;
    QTimer recoveryTimer_;
    QString savedMessage_; // "Saved …", which is stale once the board differs again
    bool interactive_ = true;
    QString lastError_;
};

} // namespace gbxx
