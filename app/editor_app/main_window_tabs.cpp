// MainWindow: several boards open at once, one tab each after the start tab. Each board keeps its
// document (undo stack, selection), recovery copy and file watch; the view and the docks follow
// the tab shown through CurrentDocument, and the history shows its undo stack (QUndoGroup).

#include "editor_app/main_window.h"

#include "editor/document/board_document.h"
#include "editor/icons/themed_icon.h"
#include "editor/start/start_page.h"
#include "editor/view/board_view.h"

#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QUndoGroup>

namespace gbxx {
namespace {

constexpr int kStartTab = 0; // the start page; board k is tab k + 1

} // namespace

void MainWindow::createTabs() {
    tabs_ = new QTabBar(this);
    tabs_->setObjectName(QStringLiteral("boardTabs"));
    tabs_->setAccessibleDescription(tr("The open boards; View ▸ Next Board goes to the next"));
    tabs_->setDocumentMode(true);
    tabs_->setTabsClosable(true);
    tabs_->setMovable(false);
    tabs_->setExpanding(false);
    tabs_->setElideMode(Qt::ElideMiddle);
    tabs_->setUsesScrollButtons(true);
    tabs_->addTab(tr("Start"));
    tabs_->setTabToolTip(kStartTab, tr("New boards, templates and recent files"));
    // The start tab stays: it is where a closed last board leads.
    tabs_->setTabButton(kStartTab, QTabBar::RightSide, nullptr);
    tabs_->setTabButton(kStartTab, QTabBar::LeftSide, nullptr);
    connect(tabs_, &QTabBar::currentChanged, this, [this](int tab) { showBoardAt(tab - 1); });
    connect(tabs_, &QTabBar::tabCloseRequested, this, [this](int tab) {
        if (tab != kStartTab)
            closeBoardAt(tab - 1);
    });
}

int MainWindow::indexOf(const OpenBoard* open) const {
    for (int i = 0; i < boardCount(); ++i)
        if (boards_[static_cast<std::size_t>(i)].get() == open)
            return i;
    return -1;
}

int MainWindow::activeBoard() const {
    return active_ ? indexOf(active_) : -1;
}

BoardDocument* MainWindow::boardDocument(int index) const {
    return index >= 0 && index < boardCount()
               ? boards_[static_cast<std::size_t>(index)]->document.get()
               : nullptr;
}

void MainWindow::activateBoard(int index) {
    if (index >= -1 && index < boardCount())
        tabs_->setCurrentIndex(index + 1);
}

OpenBoard* MainWindow::findOpen(const QString& path) const {
    if (path.isEmpty())
        return nullptr;
    for (const auto& open : boards_)
        if (open->document->filePath() == path)
            return open.get();
    return nullptr;
}

void MainWindow::followDocument(OpenBoard& open) {
    OpenBoard* board = &open;
    connect(open.document.get(), &BoardDocument::changed, this,
            [this, board](const DocumentChange& change) {
                if (change.has(DocumentChange::Modified) || change.has(DocumentChange::FilePath) ||
                    change.has(DocumentChange::Board) || change.has(DocumentChange::Footer))
                    updateTab(*board);
                if (change.has(DocumentChange::Modified) && !board->document->isModified())
                    dropRecoveryCopy(*board); // saved, or back as the file holds it
                if (board == active_)
                    onDocumentChanged(change);
            });
}

void MainWindow::setBoard(Board board, const QString& path, const Layout* fileLayout) {
    const Layout& layout = fileLayout ? *fileLayout : board.layout();
    auto open = std::make_unique<OpenBoard>();
    open->document = std::make_unique<BoardDocument>(std::move(board), path, layout);
    open->recoverySlot = nextRecoverySlot_++;
    if (path.isEmpty())
        open->document->setUntitledNumber(nextUntitled_++);
    OpenBoard* added = open.get();
    followDocument(*added);
    undoGroup_->addStack(added->document->undoStack());
    boards_.push_back(std::move(open));
    watchBoard(*added);
    const int tab = tabs_->addTab(added->document->displayName());
    updateTab(*added);
    tabs_->setCurrentIndex(tab); // shows it (showBoardAt)
}

void MainWindow::replaceActiveBoard(Board board, const QString& path, const Layout& fileLayout) {
    if (!active_) {
        setBoard(std::move(board), path, &fileLayout);
        return;
    }
    OpenBoard& open = *active_;
    std::unique_ptr<BoardDocument> previous = std::move(open.document);
    open.document = std::make_unique<BoardDocument>(std::move(board), path, fileLayout);
    followDocument(open);
    undoGroup_->addStack(open.document->undoStack());
    undoGroup_->setActiveStack(open.document->undoStack());
    document_ = open.document.get();
    current_.set(document_); // the view records a stroke in progress on the previous board
    undoGroup_->removeStack(previous->undoStack());
    previous.reset();
    dropRecoveryCopy(open); // what it held was discarded by the user
    open.place.reset();
    watchBoard(open);
    updateTab(open);
    statusBar()->clearMessage();
    updateBoardActions();
    updateTitle();
}

void MainWindow::rememberViewPlace() {
    if (!active_)
        return;
    const QRectF area = view_->visibleArea();
    active_->place = OpenBoard::ViewPlace{view_->isFitted(), view_->zoom(), area.center()};
}

void MainWindow::showBoardAt(int index) {
    OpenBoard* next = index >= 0 && index < boardCount()
                          ? boards_[static_cast<std::size_t>(index)].get()
                          : nullptr;
    if (next && next == active_ && centre_->currentWidget() == view_)
        return;
    rememberViewPlace();
    active_ = next;
    document_ = next ? next->document.get() : nullptr;
    undoGroup_->setActiveStack(document_ ? document_->undoStack() : nullptr);
    current_.set(document_); // the view records a stroke in progress on the board it leaves
    if (!next) {
        updateStartPage();
        if (dockState_.isEmpty()) {
            // The panels have nothing to show without a board: they make room for the start page
            // and come back as they were with the next board.
            dockState_ = saveState();
            for (QDockWidget* dock : findChildren<QDockWidget*>())
                dock->hide();
        }
        centre_->setCurrentWidget(startPage_);
        statusBar()->clearMessage();
        updateBoardActions();
        setWindowModified(false);
        setWindowTitle(tr("GameBoardXX Editor"));
        return;
    }
    if (!dockState_.isEmpty()) {
        restoreState(dockState_);
        dockState_.clear();
    }
    if (arrangeDocksWithBoard_) {
        arrangeDocksWithBoard_ = false;
        arrangeDefaultDocks();
    }
    centre_->setCurrentWidget(view_);
    view_->setFocus(Qt::OtherFocusReason); // the tools' keys work at once
    if (next->place && !next->place->fitted) {
        view_->setZoom(next->place->zoom);
        view_->centreOnPoint(next->place->centre);
    }
    statusBar()->clearMessage(); // news about the previous board
    updateBoardActions();
    updateTitle();
}

void MainWindow::showStartPage() {
    tabs_->setCurrentIndex(kStartTab);
}

bool MainWindow::closeBoard() {
    const int index = activeBoard();
    return index < 0 || closeBoardAt(index);
}

bool MainWindow::closeBoardAt(int index) {
    if (index < 0 || index >= boardCount())
        return true;
    OpenBoard* closing = boards_[static_cast<std::size_t>(index)].get();
    OpenBoard* shown = active_; // a tab closed behind the one shown leaves that one in front
    if (closing != active_)
        activateBoard(index); // the question is about the board in front of the user
    if (!maybeSave()) {
        if (shown != closing)
            activateBoard(indexOf(shown));
        return false;
    }
    // Otherwise the neighbour on the right comes forward, else the one on the left, else the
    // start page.
    const int next = shown && shown != closing  ? indexOf(shown)
                     : index + 1 < boardCount() ? index + 1
                                                : index - 1;
    activateBoard(next);
    if (active_ == closing) // nothing else to show
        activateBoard(-1);
    dropRecoveryCopy(*closing);
    undoGroup_->removeStack(closing->document->undoStack());
    const auto found = std::find_if(boards_.begin(), boards_.end(),
                                    [&](const auto& open) { return open.get() == closing; });
    const int tab = static_cast<int>(found - boards_.begin()) + 1;
    std::unique_ptr<OpenBoard> gone = std::move(*found);
    boards_.erase(found);
    {
        const QSignalBlocker quiet(tabs_); // the tab shown does not change
        tabs_->removeTab(tab);
    }
    refreshWatchList();
    return true;
}

void MainWindow::updateTab(const OpenBoard& open) {
    const int tab = indexOf(&open) + 1;
    if (tab == 0)
        return;
    const BoardDocument& document = *open.document;
    const QString text = document.isModified() ? document.displayName() + QStringLiteral(" •")
                                               : document.displayName();
    // Setting a tab's text lays out every tab again, even when the text is the same: with many
    // boards open, that made each edit's notification cost a layout of the whole bar.
    if (tabs_->tabText(tab) != text)
        tabs_->setTabText(tab, text);
    tabs_->setTabToolTip(tab, document.filePath().isEmpty()
                                  ? tr("Untitled board, not saved yet")
                                  : QDir::toNativeSeparators(document.filePath()));
}

} // namespace gbxx
