// MainWindow: the board library: Library menu, Library dock, the start page's library section,
// and opening a board from it in the layout its folder is read in.

#include "editor/docks/built_when_shown.h"
#include "editor/library/library_panel.h"
#include "editor/library/library_service.h"
#include "editor/start/start_page.h"
#include "editor_app/main_window.h"
#include "io/board_file.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace gbxx {
namespace {

QString& libraryPath() {
    static QString path;
    return path;
}

} // namespace

void MainWindow::setLibraryPath(const QString& path) {
    libraryPath() = path;
}

void MainWindow::createLibrary() {
    // The database is opened and the panels are built when first needed: a window opened on a
    // board, with the Library dock closed, shows its first frame without them (issue 19).
    libraryPlace_ =
        new BuiltWhenShown([this](QWidget* parent) { return newLibraryPanel(parent); }, this);
    QDockWidget* dock = addPanelDock(QStringLiteral("libraryDock"), tr("Library"), libraryPlace_,
                                     Qt::LeftDockWidgetArea);
    dock->toggleViewAction()->setObjectName(QStringLiteral("actionLibrary"));
    dock->hide(); // shown from the Library menu; the start page has its own search
    // Shown for the first time, it takes room for a few results rather than a line of one.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
        if (visible && dock->height() < 300 && !dock->isFloating())
            resizeDocks({dock}, {360}, Qt::Vertical);
    });
    startPage_->setLibrarySection(new BuiltWhenShown(
        [this](QWidget* parent) {
            LibraryPanel* section = newLibraryPanel(parent);
            section->setObjectName(QStringLiteral("startLibrary"));
            return section;
        },
        startPage_));

    QMenu* menu = menuBar()->addMenu(tr("&Library"));
    menu->addAction(tr("&Add Folder…"), this, [this] { addLibraryFolder(false); })
        ->setObjectName(QStringLiteral("actionLibraryAdd"));
    menu->addAction(tr("Add Folder in an &Older Layout…"), this, [this] { addLibraryFolder(true); })
        ->setObjectName(QStringLiteral("actionLibraryAddOlder"));
    menu->addAction(tr("&Remove Folder…"), this, &MainWindow::removeLibraryFolder)
        ->setObjectName(QStringLiteral("actionLibraryRemove"));
    menu->addAction(tr("Re&scan Folders"), this, [this] { library()->refresh(); })
        ->setObjectName(QStringLiteral("actionLibraryRescan"));
    menu->addSeparator();
    QAction* show = dock->toggleViewAction();
    show->setText(tr("Show &Library"));
    show->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    menu->addAction(show);

    // After the first frame: only files whose size or time changed are read again.
    QTimer::singleShot(1500, this, [this] { library()->refresh(); });
}

LibraryService* MainWindow::library() {
    if (library_)
        return library_.get();
    const QString path = libraryPath().isEmpty() ? LibraryDatabase::defaultPath() : libraryPath();
    library_ = std::make_unique<LibraryService>(path);
    connect(library_.get(), &LibraryService::indexFinished, this,
            [this](bool cancelled, const QString& error) {
                if (!error.isEmpty())
                    statusBar()->showMessage(tr("The library could not be indexed: %1").arg(error),
                                             8000);
                else if (cancelled)
                    statusBar()->showMessage(tr("Indexing cancelled; what was read is kept."),
                                             5000);
            });
    connect(library_.get(), &LibraryService::setAside, this,
            [this](const QString& notice) { statusBar()->showMessage(notice, 15000); });
    if (!library_->notice().isEmpty())
        QTimer::singleShot(0, this,
                           [this] { statusBar()->showMessage(library_->notice(), 15000); });
    return library_.get();
}

LibraryPanel* MainWindow::libraryPanel() {
    return static_cast<LibraryPanel*>(libraryPlace_->content());
}

LibraryPanel* MainWindow::newLibraryPanel(QWidget* parent) {
    auto* panel = new LibraryPanel(*library(), true, parent);
    connect(panel, &LibraryPanel::openRequested, this, &MainWindow::openFromLibrary);
    connect(panel, &LibraryPanel::addFolderRequested, this, [this] { addLibraryFolder(false); });
    return panel;
}

void MainWindow::addLibraryFolder(bool askLayout) {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add a Folder of Boards"));
    if (folder.isEmpty())
        return;
    QString layout = layoutNames().front();
    if (askLayout) {
        bool ok = false;
        layout = QInputDialog::getItem(this, tr("Older Layout"),
                                       tr("Read the boards of %1 in the layout:").arg(folder),
                                       layoutNames(), 1, false, &ok);
        if (!ok)
            return;
    }
    if (!library()->addFolder(folder, layout))
        showError(tr("Library"),
                  tr("The folder could not be added: %1").arg(library()->database().error()));
}

void MainWindow::removeLibraryFolder() {
    QStringList folders;
    for (const LibraryFolder& f : library()->folders())
        folders << f.path;
    if (folders.isEmpty()) {
        QMessageBox::information(this, tr("Library"), tr("The library has no folders yet."));
        return;
    }
    bool ok = false;
    const QString folder = QInputDialog::getItem(
        this, tr("Remove a Folder"), tr("Take this folder out of the library (its files stay):"),
        folders, 0, false, &ok);
    if (ok)
        library()->removeFolder(folder);
}

void MainWindow::openFromLibrary(const QString& path) {
    const auto record = library()->database().record(path, false);
    const Layout* layout = record ? findLayout(record->layout.toStdString()) : nullptr;
    openFile(path, layout ? *layout : defaultLayout());
}

} // namespace gbxx
