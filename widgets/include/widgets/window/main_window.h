#pragma once
// The editor's main window: it makes its collaborators, lays out the board (with the tabs and the
// start page) in the centre and the panels in docks, and connects them; it does no job itself.
// Who does what, as Tiled splits its window:
//   ActionRegistry  every action of the menus and tool bars, under a stable id
//   BoardTabs       the open boards and their tabs, the document shown (CurrentDocument)
//   BoardFiles      new, open, save, revert, close, the recent list
//   BoardFileWatch  a board's file changed on disk by another program
//   RecoveryCopies  crash protection
//   SessionKeeper   the boards open at quit, and how they were shown, back at the next start
//   EditActions, RegionEdits   the Edit and Select menus, the clipboard
//   ViewActions, ViewReadouts  the View menu's own entries, the status bar's readouts
//   ToolActions     the Tools tool bar and menu
//   BoardMenu, BoardExports    the Board menu; File ▸ Export
//   BoardSharing, RevisionNotices   File ▸ Publish and Open by Code; newer revisions in the
//                   registry (RegistryConnection: the registry's address, client and token)
//   CompareActions  File ▸ Compare With…: compare mode, its Changes panel and marks
//   PanelDocks      the panels beside the board
//   LibraryActions, ScriptsMenu, AppearanceMenu, HelpMenu, PreferencesGlue
//   WindowStatus    messages and errors
//   MergeSession    a merge's window (gbxx-editor --merge): the merged board and its conflicts
// Views and docks learn of the document's changes from the document itself.

#include <QMainWindow>

namespace gbxx {

class ActionRegistry;
class AppearanceMenu;
class BoardExports;
class BoardFileWatch;
class BoardFiles;
class BoardMenu;
class BoardDocument;
class BoardTabs;
class CompareActions;
class BoardView;
class EditActions;
class HelpMenu;
class LayerVisibility;
class LibraryActions;
class MergeSession;
struct MergeInputs;
class MessageBar;
class PaintSettings;
class PanelDocks;
class PreferencesGlue;
class RecoveryCopies;
class RegionEdits;
class RegistryConnection;
class RegistryRevisions;
class RevisionNotices;
class BoardSharing;
class ScriptsMenu;
class SessionKeeper;
class StartPage;
class ToolActions;
class ToolBox;
class ViewActions;
class WindowStatus;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    BoardFiles* files() const { return files_; }
    RecoveryCopies* recovery() const { return recovery_; }
    BoardView* view() const { return view_; }
    SessionKeeper* session() const { return session_; }
    BoardSharing* sharing() const { return sharing_; }

    // Opens the merge of `inputs` in a tab of its own, with a Conflicts dock and a Merge menu;
    // the window then keeps no session and no recovery copies.
    MergeSession* openMerge(const MergeInputs& inputs);
    MergeSession* merge() const { return merge_; }

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createCentre();
    void createFileMenu();
    void createEditMenus();
    void createToolBar();
    void createBoardMenus();
    void createHelpAndStatus();
    void connectParts();
    void createSession();
    void restoreLayout();
    void showDocument(BoardDocument* document);
    void updateTitle();

    WindowStatus* status_;
    ActionRegistry* registry_;
    PaintSettings* settings_;
    LayerVisibility* visibility_;
    ToolBox* tools_;
    BoardView* view_;
    StartPage* startPage_;
    MessageBar* messageBar_ = nullptr;
    RegistryConnection* connection_;
    RegistryRevisions* revisions_;
    BoardSharing* sharing_ = nullptr;
    CompareActions* compare_ = nullptr;
    RevisionNotices* notices_ = nullptr;
    BoardTabs* tabs_ = nullptr;
    BoardFileWatch* watch_ = nullptr;
    BoardFiles* files_ = nullptr;
    RecoveryCopies* recovery_ = nullptr;
    BoardExports* exports_ = nullptr;
    RegionEdits* regionEdits_ = nullptr;
    EditActions* editActions_ = nullptr;
    PreferencesGlue* preferences_ = nullptr;
    ViewActions* viewActions_ = nullptr;
    ToolActions* toolActions_ = nullptr;
    BoardMenu* boardMenu_ = nullptr;
    PanelDocks* docks_ = nullptr;
    LibraryActions* library_ = nullptr;
    ScriptsMenu* scripts_ = nullptr;
    AppearanceMenu* appearance_ = nullptr;
    HelpMenu* help_ = nullptr;
    SessionKeeper* session_ = nullptr;
    MergeSession* merge_ = nullptr;
    QMenu* viewMenu_ = nullptr;
};

} // namespace gbxx
