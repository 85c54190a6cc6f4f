#include "widgets/files/board_files.h"

#include "widgets/files/board_file_watch.h"
#include "widgets/window/board_tabs.h"
#include "gbxx/board_templates.h"
#include "io/board_file.h"
#include "io/file_names.h"
#include "text/qt_text.h"
#include "text/variant_text.h"
#include "widgets/board/new_board_dialog.h"
#include "widgets/document/board_document.h"
#include "widgets/document/document_files.h"
#include "widgets/palette/palette_entry.h"
#include "widgets/start/start_page.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace gbxx {
namespace {

QString boardFilter() {
    return QObject::tr(
        "GameBoardXX boards (*.gb08 *.gb16 *.gb32 *.gb64 *.GB08 *.GB16 *.GB32 *.GB64);;"
        "All files (*)");
}

const char* const kBoardActions[] = {"file.save", "file.save-as", "file.revert", "file.close"};

} // namespace

BoardFiles::BoardFiles(BoardTabs& tabs, BoardFileWatch& watch, WindowStatus& status,
                       QWidget* window)
    : QObject(window)
    , tabs_(tabs)
    , watch_(watch)
    , status_(status)
    , window_(window) {
    connect(&tabs_, &BoardTabs::closeRequested, this, &BoardFiles::closeBoardAt);
}

void BoardFiles::addActions(ActionRegistry& registry, QMenu* file) {
    registry_ = &registry;
    file->addAction(registry.create(QStringLiteral("file.new"), QStringLiteral("actionNew"),
                                    WindowTexts::tr("&New…"), this, &BoardFiles::newBoard,
                                    QKeySequence::New));
    file->addAction(registry.create(QStringLiteral("file.open"), QStringLiteral("actionOpen"),
                                    WindowTexts::tr("&Open…"), this, &BoardFiles::openDialog,
                                    QKeySequence::Open));
    QMenu* older = file->addMenu(WindowTexts::tr("Open with Older &Layout"));
    older->setObjectName(QStringLiteral("menuOlderLayouts"));
    for (const Layout* layout : allLayouts()) {
        if (layout->isDefault())
            continue;
        QAction* a = older->addAction(WindowTexts::tr("%1…").arg(qs(layout->name)));
        a->setObjectName(QStringLiteral("actionOpenLayout-") + qs(layout->name));
        setPaletteText(
            a, WindowTexts::tr("Open a Board in the Older Layout %1…").arg(qs(layout->name)));
        registry.add(QStringLiteral("file.open-layout.") + ActionRegistry::idPart(qs(layout->name)),
                     a);
        connect(a, &QAction::triggered, this, [this, layout] { openWithLayout(*layout); });
    }
    recentMenu_ = file->addMenu(WindowTexts::tr("Open &Recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &BoardFiles::addRecentThumbnails);
    file->addSeparator();
    file->addAction(registry.create(QStringLiteral("file.save"), QStringLiteral("actionSave"),
                                    WindowTexts::tr("&Save"), this, &BoardFiles::save,
                                    QKeySequence::Save));
    QAction* saveAsAction = registry.create(
        QStringLiteral("file.save-as"), QStringLiteral("actionSaveAs"),
        WindowTexts::tr("Save &As…"), this, &BoardFiles::saveAs, QKeySequence::SaveAs);
    // Some platforms (plain X11) bind no key to Save As; use the one most editors use there.
    if (saveAsAction->shortcut().isEmpty())
        saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    file->addAction(saveAsAction);
    file->addAction(registry.create(QStringLiteral("file.revert"), QStringLiteral("actionRevert"),
                                    WindowTexts::tr("Re&vert"), this, &BoardFiles::revert));
    file->addAction(registry.create(
        QStringLiteral("file.close"), QStringLiteral("actionClose"), WindowTexts::tr("&Close"),
        this, [this] { closeBoard(); }, QKeySequence::Close));
    file->addSeparator();
    updateRecentMenu();
}

void BoardFiles::serve(StartPage* startPage) {
    startPage_ = startPage;
    connect(startPage, &StartPage::newRequested, this, &BoardFiles::newBoard);
    connect(startPage, &StartPage::openRequested, this, &BoardFiles::openDialog);
    connect(startPage, &StartPage::sampleRequested, this, &BoardFiles::openSample);
    connect(startPage, &StartPage::recentRequested, this, &BoardFiles::openRecent);
    connect(startPage, &StartPage::templateRequested, this, &BoardFiles::openTemplate);
    startPage->setRecentSource([this] {
        QList<RecentBoard> boards;
        for (const QString& path : recent_.files())
            boards << recentBoards_.describe(path, recent_.layoutOf(path));
        return boards;
    });
}

void BoardFiles::follow(BoardDocument* document) {
    for (const char* id : kBoardActions)
        registry_->action(QLatin1String(id))->setEnabled(document != nullptr);
    if (!document)
        startPage_->refreshRecentBoards();
}

void BoardFiles::onActiveChanged(const DocumentChange& change) {
    // Null while the window closes: the view finishes a stroke as it lets go of the board.
    const BoardDocument* document = tabs_.document();
    if (document && change.has(DocumentChange::Modified) && document->isModified() &&
        status_.current() == savedMessage_)
        status_.clear();
}

void BoardFiles::newBoard() {
    NewBoardDialog dialog(window_);
    if (dialog.exec() == QDialog::Accepted)
        tabs_.setBoard(dialog.board(), QString());
}

void BoardFiles::openDialog() {
    const QString path = QFileDialog::getOpenFileName(window_, WindowTexts::tr("Open Board"),
                                                      QString(), boardFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool BoardFiles::openFile(const QString& path, const Layout& layout) {
    // A board already open is shown rather than opened twice (two tabs would overwrite each
    // other's saves).
    if (OpenBoard* open = tabs_.findOpen(absoluteName(path));
        open && &open->document->fileLayout() == &layout) {
        tabs_.activateBoard(tabs_.indexOf(open));
        return true;
    }
    LoadedBoard loaded = loadBoard(path, layout);
    if (!loaded.board) {
        status_.showError(
            WindowTexts::tr("Cannot Open Board"),
            layout.isDefault()
                ? loaded.error
                : WindowTexts::tr("%1 (read in layout %2)").arg(loaded.error, qs(layout.name)));
        return false;
    }
    tabs_.setBoard(std::move(*loaded.board), absoluteName(path), &layout);
    recent_.add(path, layout);
    updateRecentMenu();
    return true;
}

bool BoardFiles::openFile(const QString& path) {
    return openFile(path, recent_.layoutOf(absoluteName(path)));
}

void BoardFiles::openWithLayout(const Layout& layout) {
    const QString path = QFileDialog::getOpenFileName(
        window_, WindowTexts::tr("Open Board in Layout %1").arg(qs(layout.name)), QString(),
        boardFilter());
    if (!path.isEmpty())
        openFile(path, layout);
}

void BoardFiles::openRecent(const QString& path) {
    if (!openFile(path, recent_.layoutOf(path)) && !fileExists(path)) {
        recent_.remove(path);
        updateRecentMenu();
    }
}

void BoardFiles::openSample() {
    LoadedBoard loaded = loadBoard(QStringLiteral(":/samples/ring-of-isles.gb64"));
    if (loaded.board)
        tabs_.setBoard(std::move(*loaded.board), QString());
    else
        status_.showError(WindowTexts::tr("Cannot Open Board"), loaded.error);
}

bool BoardFiles::openTemplate(const QString& key) {
    const BoardTemplate* found = findBoardTemplate(key.toStdString());
    if (!found)
        return false;
    tabs_.setBoard(found->build(), QString());
    return true;
}

bool BoardFiles::writeTo(const QString& path) {
    if (!watch_.confirmOverwrite(absoluteName(path)))
        return false;
    BoardDocument* document = tabs_.document();
    if (const auto failure = saveDocument(*document, path)) {
        status_.showError(WindowTexts::tr("Cannot Save Board"), *failure);
        return false; // the document stays modified
    }
    watch_.watch(*tabs_.active());
    recent_.add(path, document->board().layout());
    updateRecentMenu();
    savedMessage_ = WindowTexts::tr("Saved %1").arg(shownName(QDir::toNativeSeparators(path)));
    status_.show(savedMessage_, 4000);
    return true;
}

bool BoardFiles::save() {
    const BoardDocument* document = tabs_.document();
    const QString path = document->filePath();
    // After "Convert this board to…" the file's extension names another variant (S2): ask where.
    const QString extension = variantExtension(document->board().variant());
    // Likewise after bringing an older-layout board to today's layout: the file keeps its layout
    // unless the user chooses to write over it.
    if (path.isEmpty() || !path.endsWith(extension, Qt::CaseInsensitive) ||
        &document->fileLayout() != &document->board().layout())
        return saveAs();
    return writeTo(path);
}

bool BoardFiles::saveAs() {
    const BoardDocument* document = tabs_.document();
    const Variant variant = document->board().variant();
    const QString extension = variantExtension(variant);
    QString suggested = document->filePath();
    if (!suggested.isEmpty())
        suggested = QFileInfo(suggested).path() + QLatin1Char('/') +
                    QFileInfo(suggested).completeBaseName() + extension;
    else if (document->registryOrigin()) // CODE.gbNN, as the registry names it
        suggested = document->registryOrigin()->code + extension;
    QString path = QFileDialog::getSaveFileName(
        window_, WindowTexts::tr("Save Board As"), suggested,
        WindowTexts::tr("GB%1 boards (*%2)").arg(variantDigits(variant), extension));
    if (path.isEmpty())
        return false;
    return saveAsTo(path);
}

bool BoardFiles::saveAsTo(QString path) {
    const QString extension = variantExtension(tabs_.document()->board().variant());
    if (!path.endsWith(extension, Qt::CaseInsensitive)) // S2: the native variant's extension
        path += extension;
    if (const OpenBoard* other = tabs_.findOpen(absoluteName(path));
        other && other != tabs_.active()) {
        status_.showError(WindowTexts::tr("Cannot Save Board"),
                          WindowTexts::tr("%1 is open in another tab: close that tab first, or "
                                          "choose another name.")
                              .arg(shownName(QDir::toNativeSeparators(path))));
        return false;
    }
    return writeTo(path);
}

void BoardFiles::revert() {
    const BoardDocument* document = tabs_.document();
    const QString path = document->filePath();
    if (path.isEmpty() || !document->isModified())
        return;
    if (status_.interactive() &&
        QMessageBox::question(window_, WindowTexts::tr("Revert"),
                              WindowTexts::tr("Discard every change since %1 was saved?")
                                  .arg(document->displayName()),
                              QMessageBox::Discard | QMessageBox::Cancel) != QMessageBox::Discard)
        return;
    reload(path, &document->fileLayout());
}

bool BoardFiles::reload(const QString& path, const Layout* layout) {
    LoadedBoard loaded = loadBoard(path, *layout);
    if (!loaded.board) {
        status_.showError(WindowTexts::tr("Cannot Open Board"), loaded.error);
        return false;
    }
    tabs_.replaceActiveBoard(std::move(*loaded.board), absoluteName(path), *layout);
    return true;
}

bool BoardFiles::maybeSave() {
    BoardDocument* document = tabs_.document();
    if (!document)
        return true;
    // Floating content and a stroke in progress are placed first, as a save would, so that they
    // count as changes to keep or discard rather than vanish with the board.
    document->settle();
    const OpenBoard* open = tabs_.active();
    const bool asks = (open && open->closingQuestion) || document->isModified();
    if (asks)
        emit aboutToAsk(document);
    if (open && open->closingQuestion)
        return open->closingQuestion();
    if (!document->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        window_, WindowTexts::tr("Unsaved Changes"),
        WindowTexts::tr("%1 has unsaved changes. Save them?").arg(document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool BoardFiles::closeBoard() {
    const int index = tabs_.activeBoard();
    return index < 0 || closeBoardAt(index);
}

bool BoardFiles::closeBoardAt(int index) {
    OpenBoard* closing = tabs_.board(index);
    if (!closing)
        return true;
    OpenBoard* shown = tabs_.active(); // a tab closed behind the one shown leaves it in front
    if (closing != shown)
        tabs_.activateBoard(index); // the question is about the board in front of the user
    if (!maybeSave()) {
        if (shown != closing)
            tabs_.activateBoard(tabs_.indexOf(shown));
        return false;
    }
    // Otherwise the neighbour on the right comes forward, else the one on the left, else the
    // start page.
    const int next = shown && shown != closing        ? tabs_.indexOf(shown)
                     : index + 1 < tabs_.boardCount() ? index + 1
                                                      : index - 1;
    tabs_.activateBoard(next);
    if (tabs_.active() == closing) // nothing else to show
        tabs_.activateBoard(-1);
    tabs_.remove(closing);
    return true;
}

void BoardFiles::updateRecentMenu() {
    recentMenu_->clear();
    const QStringList files = recent_.files();
    int entry = 0;
    for (const QString& path : files) {
        QAction* a = recentMenu_->addAction(QFileInfo(path).fileName());
        a->setToolTip(path);
        a->setData(path);
        // By place in the list: the files differ from one user to the next.
        registry_->add(QStringLiteral("file.recent.%1").arg(++entry), a);
        connect(a, &QAction::triggered, this, [this, path] { openRecent(path); });
    }
    if (!files.isEmpty()) {
        recentMenu_->addSeparator();
        QAction* clear = recentMenu_->addAction(WindowTexts::tr("Clear List"), this, [this] {
            recent_.clear();
            updateRecentMenu();
        });
        registry_->add(QStringLiteral("file.recent.clear"), clear);
    }
    recentMenu_->setEnabled(!files.isEmpty());
    if (!tabs_.document() && startPage_)
        startPage_->refreshRecentBoards();
}

void BoardFiles::addRecentThumbnails() {
    // Read when the menu opens rather than when it is built: no board files are read at start.
    for (QAction* a : recentMenu_->actions()) {
        const QString path = a->data().toString();
        if (path.isEmpty())
            continue;
        const RecentBoard board = recentBoards_.describe(path, recent_.layoutOf(path));
        a->setIcon(board.thumbnail.isNull() ? QIcon() : QIcon(QPixmap::fromImage(board.thumbnail)));
        a->setStatusTip(board.detail);
    }
}

} // namespace gbxx
