#pragma once
// The File menu's work on boards: new, open (in a layout, from the recent list, the sample, a
// template), save, save as, revert, close (asking to keep unsaved changes), and the recent list.

#include "widgets/files/recent_board_cache.h"
#include "widgets/files/recent_files.h"

#include <QObject>

class QMenu;

namespace gbxx {

class ActionRegistry;
class Board;
class BoardDocument;
class BoardFileWatch;
class BoardTabs;
class Layout;
class StartPage;
class WindowStatus;
struct DocumentChange;

class BoardFiles : public QObject {
    Q_OBJECT

public:
    BoardFiles(BoardTabs& tabs, BoardFileWatch& watch, WindowStatus& status, QWidget* window);

    // New, Open, Open with Older Layout, Open Recent, Save, Save As, Revert and Close.
    void addActions(ActionRegistry& registry, QMenu* file);
    // The start page's buttons and recent boards.
    void serve(StartPage* startPage);

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
    bool save();
    bool saveAs();
    // Save As with the file chosen: `path` gets the tile size's extension if it lacks it. A file
    // open in another tab is refused (two tabs of one file would save over each other).
    bool saveAsTo(QString path);
    // Asks Save / Discard / Cancel when the board has unsaved changes (or the board's own
    // question, OpenBoard::closingQuestion); true when it may go.
    bool maybeSave();
    // Closes the active board (asking to save when it has unsaved changes); the next tab, or the
    // start page, comes forward. False when the user cancels.
    bool closeBoard();
    bool closeBoardAt(int index);
    // Reads `path` again into the active tab (revert, a change on disk); no save prompt.
    bool reload(const QString& path, const gbxx::Layout* layout);
    const RecentFiles& recent() const { return recent_; }

    // Enables what needs a board, and clears the message of a save the board no longer matches.
    void follow(BoardDocument* document);
    void onActiveChanged(const DocumentChange& change);

signals:
    // The user is about to be asked whether to keep `document`'s changes (closing it, quitting).
    void aboutToAsk(gbxx::BoardDocument* document);

private:
    void newBoard();
    void openDialog();
    void openRecent(const QString& path);
    void revert();
    bool writeTo(const QString& path);
    void updateRecentMenu();
    void addRecentThumbnails();

    BoardTabs& tabs_;
    BoardFileWatch& watch_;
    WindowStatus& status_;
    QWidget* window_;
    ActionRegistry* registry_ = nullptr;
    StartPage* startPage_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    RecentFiles recent_;
    RecentBoardCache recentBoards_;
    QString savedMessage_; // "Saved …", which is stale once the board differs again
};

} // namespace gbxx
