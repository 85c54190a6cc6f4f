#pragma once
// The boards open in the window, one tab each after the start tab: which one is shown, its
// document handed to the view and docks (CurrentDocument) and its undo stack to the history
// (QUndoGroup), and where the view was on each, so that coming back to a tab finds it as it was
// left. Opening, saving and closing files is BoardFiles' job; this class only holds and shows.

#include "widgets/document/current_document.h"
#include "widgets/window/open_board.h"
#include "gbxx/board.h"
#include "gbxx/layout.h"

#include <QObject>

#include <memory>
#include <vector>

class QStackedWidget;
class QTabBar;
class QUndoGroup;

namespace gbxx {

class BoardView;
class StartPage;
struct DocumentChange;

class BoardTabs : public QObject {
    Q_OBJECT

public:
    BoardTabs(BoardView* view, StartPage* startPage, QStackedWidget* centre, QWidget* parent);

    QTabBar* tabBar() const { return tabs_; }
    QUndoGroup* undoGroup() const { return undoGroup_; }
    CurrentDocument& current() { return current_; }

    // The open board, or null while the start page is shown.
    BoardDocument* document() const { return current_.get(); }
    bool hasBoard() const { return document() != nullptr; }
    OpenBoard* active() const { return active_; }
    // The tabs: boards open, and which one is shown (-1: the start page).
    int boardCount() const { return static_cast<int>(boards_.size()); }
    int activeBoard() const;
    void activateBoard(int index);
    // The next or previous tab, the start tab included, as browsers and Qt Creator do.
    void step(int by);
    BoardDocument* boardDocument(int index) const;
    OpenBoard* board(int index) const;
    const std::vector<std::unique_ptr<OpenBoard>>& boards() const { return boards_; }
    OpenBoard* findOpen(const QString& path) const;
    int indexOf(const OpenBoard* open) const; // -1: none

    // Opens `board` in a tab of its own and shows it: what the file at `path` holds, read in
    // `fileLayout` (the board's own layout when null), or an untitled board when `path` is empty.
    void setBoard(Board board, const QString& path, const Layout* fileLayout = nullptr);
    // The active board replaced in its tab (revert, reload after a change on disk).
    void replaceActiveBoard(Board board, const QString& path, const Layout& fileLayout);
    // Shows the tab that is current (the start page in a new window).
    void showCurrent();
    // Takes `closing` out of the tabs (the one shown has already moved on).
    void remove(OpenBoard* closing);

signals:
    // A board (or, with null, the start page) is now in front, or the one in front was replaced.
    void shown(BoardDocument* document);
    void startPageShowing();
    void boardShowing();
    // A change of the board in front.
    void activeChanged(const DocumentChange& change);
    void added(OpenBoard& open);
    void replaced(OpenBoard& open);
    // `open` holds what its file holds again (saved, or undone back to it).
    void unmodified(OpenBoard& open);
    void closing(OpenBoard& open);
    void removed();
    void closeRequested(int index);

private:
    void createTabBar(QWidget* parent);
    void followDocument(OpenBoard& open);
    void showBoardAt(int index); // -1: the start page
    void rememberViewPlace();
    void updateTab(const OpenBoard& open);

    BoardView* view_;
    StartPage* startPage_;
    QStackedWidget* centre_;
    QTabBar* tabs_ = nullptr;
    QUndoGroup* undoGroup_;
    std::vector<std::unique_ptr<OpenBoard>> boards_; // in tab order, after the start tab
    OpenBoard* active_ = nullptr;
    CurrentDocument current_;
    int nextRecoverySlot_ = 1;
    int nextUntitled_ = 1;
};

} // namespace gbxx
