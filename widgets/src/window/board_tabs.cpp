#include "widgets/window/board_tabs.h"

#include "widgets/document/board_document.h"
#include "widgets/start/start_page.h"
#include "widgets/view/board_view.h"
#include "widgets/window/window_texts.h"

#include <QDir>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QStyle>
#include <QTabBar>
#include <QUndoGroup>

namespace gbxx {
namespace {

constexpr int kStartTab = 0; // the start page; board k is tab k + 1

} // namespace

BoardTabs::BoardTabs(BoardView* view, StartPage* startPage, QStackedWidget* centre, QWidget* parent)
    : QObject(parent)
    , view_(view)
    , startPage_(startPage)
    , centre_(centre)
    , undoGroup_(new QUndoGroup(this)) {
    createTabBar(parent);
}

void BoardTabs::createTabBar(QWidget* parent) {
    tabs_ = new QTabBar(parent);
    tabs_->setObjectName(QStringLiteral("boardTabs"));
    tabs_->setAccessibleDescription(
        WindowTexts::tr("The open boards; View ▸ Next Board goes to the next"));
    tabs_->setDocumentMode(true);
    tabs_->setTabsClosable(true);
    tabs_->setMovable(false);
    tabs_->setExpanding(false);
    // Names stay whole ("hexw…gb64" told two boards apart no more than "S…t" named the start
    // tab): when there are more tabs than room, the bar scrolls; the tip has the whole path.
    tabs_->setElideMode(Qt::ElideNone);
    tabs_->setUsesScrollButtons(true);
    tabs_->addTab(WindowTexts::tr("Start"));
    tabs_->setTabToolTip(kStartTab, WindowTexts::tr("New boards, templates and recent files"));
    // The start tab stays: it is where a closed last board leads.
    tabs_->setTabButton(kStartTab, QTabBar::RightSide, nullptr);
    tabs_->setTabButton(kStartTab, QTabBar::LeftSide, nullptr);
    connect(tabs_, &QTabBar::currentChanged, this, [this](int tab) { showBoardAt(tab - 1); });
    connect(tabs_, &QTabBar::tabCloseRequested, this, [this](int tab) {
        if (tab != kStartTab)
            emit closeRequested(tab - 1);
    });
}

int BoardTabs::indexOf(const OpenBoard* open) const {
    for (int i = 0; i < boardCount(); ++i)
        if (boards_[static_cast<std::size_t>(i)].get() == open)
            return i;
    return -1;
}

int BoardTabs::activeBoard() const {
    return active_ ? indexOf(active_) : -1;
}

OpenBoard* BoardTabs::board(int index) const {
    return index >= 0 && index < boardCount() ? boards_[static_cast<std::size_t>(index)].get()
                                              : nullptr;
}

BoardDocument* BoardTabs::boardDocument(int index) const {
    const OpenBoard* open = board(index);
    return open ? open->document.get() : nullptr;
}

void BoardTabs::activateBoard(int index) {
    if (index >= -1 && index < boardCount())
        tabs_->setCurrentIndex(index + 1);
}

void BoardTabs::step(int by) {
    const int tabs = boardCount() + 1;
    activateBoard((activeBoard() + 1 + by + tabs) % tabs - 1);
}

OpenBoard* BoardTabs::findOpen(const QString& path) const {
    if (path.isEmpty())
        return nullptr;
    for (const auto& open : boards_)
        if (open->document->filePath() == path)
            return open.get();
    return nullptr;
}

void BoardTabs::followDocument(OpenBoard& open) {
    OpenBoard* board = &open;
    connect(open.document.get(), &BoardDocument::changed, this,
            [this, board](const DocumentChange& change) {
                if (change.has(DocumentChange::Modified) || change.has(DocumentChange::FilePath) ||
                    change.has(DocumentChange::Board) || change.has(DocumentChange::Footer))
                    updateTab(*board);
                if (change.has(DocumentChange::Modified) && !board->document->isModified())
                    emit unmodified(*board);
                if (board == active_)
                    emit activeChanged(change);
            });
}

void BoardTabs::setBoard(Board board, const QString& path, const Layout* fileLayout) {
    const Layout& layout = fileLayout ? *fileLayout : board.layout();
    auto open = std::make_unique<OpenBoard>();
    open->document =
        std::make_unique<BoardDocument>(std::move(board), path, layout, readBoardCompanions(path));
    open->recoverySlot = nextRecoverySlot_++;
    if (path.isEmpty())
        open->document->setUntitledNumber(nextUntitled_++);
    OpenBoard* added = open.get();
    followDocument(*added);
    undoGroup_->addStack(added->document->undoStack());
    boards_.push_back(std::move(open));
    emit this->added(*added);
    const int tab = tabs_->addTab(added->document->displayName());
    updateTab(*added);
    tabs_->setCurrentIndex(tab); // shows it (showBoardAt)
}

void BoardTabs::replaceActiveBoard(Board board, const QString& path, const Layout& fileLayout) {
    if (!active_) {
        setBoard(std::move(board), path, &fileLayout);
        return;
    }
    OpenBoard& open = *active_;
    std::unique_ptr<BoardDocument> previous = std::move(open.document);
    open.document = std::make_unique<BoardDocument>(std::move(board), path, fileLayout,
                                                     readBoardCompanions(path));
    followDocument(open);
    undoGroup_->addStack(open.document->undoStack());
    undoGroup_->setActiveStack(open.document->undoStack());
    current_.set(open.document.get()); // the view records a stroke in progress on the previous
    undoGroup_->removeStack(previous->undoStack());
    previous.reset();
    open.place.reset();
    emit replaced(open); // what its recovery copy held was discarded by the user
    updateTab(open);
    emit shown(current_.get());
}

void BoardTabs::remove(OpenBoard* closing) {
    emit this->closing(*closing);
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
    emit removed();
}

void BoardTabs::showCurrent() {
    showBoardAt(tabs_->currentIndex() - 1);
}

void BoardTabs::rememberViewPlace() {
    if (!active_)
        return;
    const QRectF area = view_->visibleArea();
    active_->place = OpenBoard::ViewPlace{view_->zoomable()->isFitted(), view_->zoomable()->scale(),
                                          area.center()};
}

void BoardTabs::showBoardAt(int index) {
    OpenBoard* next = board(index);
    if (next && next == active_ && centre_->currentWidget() == view_)
        return;
    rememberViewPlace();
    active_ = next;
    BoardDocument* document = next ? next->document.get() : nullptr;
    undoGroup_->setActiveStack(document ? document->undoStack() : nullptr);
    current_.set(document); // the view records a stroke in progress on the board it leaves
    if (!next) {
        emit startPageShowing();
        centre_->setCurrentWidget(startPage_);
        emit shown(nullptr);
        return;
    }
    emit boardShowing();
    centre_->setCurrentWidget(view_);
    view_->setFocus(Qt::OtherFocusReason); // the tools' keys work at once
    if (next->place && !next->place->fitted) {
        view_->zoomable()->setScale(next->place->zoom);
        view_->centreOnPoint(next->place->centre);
    }
    emit shown(document);
}

void BoardTabs::updateTab(const OpenBoard& open) {
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
    // A board fetched from the registry is marked as such until it is saved somewhere.
    const bool fromRegistry = document.filePath().isEmpty() && document.registryOrigin();
    if (fromRegistry != !tabs_->tabIcon(tab).isNull())
        tabs_->setTabIcon(tab, fromRegistry ? tabs_->style()->standardIcon(QStyle::SP_DriveNetIcon)
                                            : QIcon());
    tabs_->setTabToolTip(
        tab, fromRegistry ? WindowTexts::tr("Revision %1 of %2 from the registry, not saved in a "
                                            "file yet")
                                .arg(document.registryOrigin()->revision)
                                .arg(document.registryOrigin()->code)
             : document.filePath().isEmpty() ? WindowTexts::tr("Untitled board, not saved yet")
                                             : QDir::toNativeSeparators(document.filePath()));
}

} // namespace gbxx
