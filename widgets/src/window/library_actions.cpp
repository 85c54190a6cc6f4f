#include "widgets/window/library_actions.h"

#include "widgets/common/built_when_shown.h"
#include "widgets/library/library_panel.h"
#include "widgets/library/library_service.h"
#include "widgets/start/start_page.h"
#include "widgets/window/action_registry.h"
#include "widgets/window/panel_docks.h"
#include "widgets/window/window_status.h"
#include "widgets/window/window_texts.h"
#include "io/board_file.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QTimer>

namespace gbxx {
namespace {

QString& libraryPath() {
    static QString path;
    return path;
}

} // namespace

LibraryActions::LibraryActions(WindowStatus& status, QMainWindow* window)
    : QObject(window)
    , status_(status)
    , window_(window) {}

LibraryActions::~LibraryActions() = default;

void LibraryActions::setDatabasePath(const QString& path) {
    libraryPath() = path;
}

void LibraryActions::stop() {
    if (library_) {
        library_->cancel();
        library_->waitUntilIdle();
    }
}

void LibraryActions::setRegistry(RegistryConnection& connection, RegistryRevisions& revisions) {
    connection_ = &connection;
    revisions_ = &revisions;
}

void LibraryActions::addDockAndMenu(ActionRegistry& registry, PanelDocks& docks, QMenu* menu,
                                    StartPage* startPage) {
    // The database is opened and the panels are built when first needed: a window opened on a
    // board, with the Library dock closed, shows its first frame without them (issue 19).
    place_ = new BuiltWhenShown([this](QWidget* parent) { return newPanel(parent); }, window_);
    QDockWidget* dock = docks.addDock(QStringLiteral("libraryDock"), WindowTexts::tr("Library"),
                                      place_, Qt::LeftDockWidgetArea);
    dock->toggleViewAction()->setObjectName(QStringLiteral("actionLibrary"));
    dock->hide(); // shown from the Library menu; the start page has its own search
    // Shown for the first time, it takes room for a few results rather than a line of one.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
        if (visible && dock->height() < 300 && !dock->isFloating())
            window_->resizeDocks({dock}, {360}, Qt::Vertical);
    });
    startPage->setLibrarySection(new BuiltWhenShown(
        [this](QWidget* parent) {
            LibraryPanel* section = newPanel(parent);
            section->setObjectName(QStringLiteral("startLibrary"));
            return section;
        },
        startPage));

    const auto add = [&](const char* id, const char* name, const QString& text, auto slot) {
        registry.add(QLatin1String(id), menu->addAction(text, this, slot))
            ->setObjectName(QLatin1String(name));
    };
    add("library.add-folder", "actionLibraryAdd", WindowTexts::tr("&Add Folder…"),
        [this] { addFolder(false); });
    add("library.add-older-folder", "actionLibraryAddOlder",
        WindowTexts::tr("Add Folder in an &Older Layout…"), [this] { addFolder(true); });
    add("library.remove-folder", "actionLibraryRemove", WindowTexts::tr("&Remove Folder…"),
        &LibraryActions::removeFolder);
    add("library.rescan", "actionLibraryRescan", WindowTexts::tr("Re&scan Folders"),
        [this] { library()->refresh(); });
    if (connection_)
        add("library.browse-registry", "actionBrowseRegistry",
            WindowTexts::tr("&Browse the Registry"), [this, dock] {
                dock->show();
                dock->raise();
                panel()->setScope(LibraryPanel::Scope::Registry);
                panel()->searchBox()->setFocus();
            });
    menu->addSeparator();
    QAction* show = dock->toggleViewAction();
    show->setText(WindowTexts::tr("Show &Library"));
    show->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    menu->addAction(show);

    // After the first frame: only files whose size or time changed are read again.
    QTimer::singleShot(1500, this, [this] { library()->refresh(); });
}

LibraryService* LibraryActions::library() {
    if (library_)
        return library_.get();
    const QString path = libraryPath().isEmpty() ? LibraryDatabase::defaultPath() : libraryPath();
    library_ = std::make_unique<LibraryService>(path);
    connect(library_.get(), &LibraryService::indexFinished, this,
            [this](bool cancelled, const QString& error) {
                if (!error.isEmpty())
                    status_.show(WindowTexts::tr("The library could not be indexed: %1").arg(error),
                                 8000);
                else if (cancelled)
                    status_.show(WindowTexts::tr("Indexing cancelled; what was read is kept."),
                                 5000);
            });
    connect(library_.get(), &LibraryService::setAside, this,
            [this](const QString& notice) { status_.show(notice, 15000); });
    if (!library_->notice().isEmpty())
        QTimer::singleShot(0, this, [this] { status_.show(library_->notice(), 15000); });
    return library_.get();
}

LibraryPanel* LibraryActions::panel() {
    return static_cast<LibraryPanel*>(place_->content());
}

LibraryPanel* LibraryActions::newPanel(QWidget* parent) {
    auto* panel = new LibraryPanel(*library(), true, parent);
    connect(panel, &LibraryPanel::openRequested, this, &LibraryActions::open);
    connect(panel, &LibraryPanel::addFolderRequested, this, [this] { addFolder(false); });
    if (connection_) {
        panel->enableRegistry(*connection_, *revisions_);
        connect(panel, &LibraryPanel::openCodeRequested, this, &LibraryActions::openCodeRequested);
    }
    return panel;
}

void LibraryActions::addFolder(bool askLayout) {
    const QString folder =
        QFileDialog::getExistingDirectory(window_, WindowTexts::tr("Add a Folder of Boards"));
    if (folder.isEmpty())
        return;
    QString layout = layoutNames().front();
    if (askLayout) {
        bool ok = false;
        layout = QInputDialog::getItem(
            window_, WindowTexts::tr("Older Layout"),
            WindowTexts::tr("Read the boards of %1 in the layout:").arg(folder), layoutNames(), 1,
            false, &ok);
        if (!ok)
            return;
    }
    if (!library()->addFolder(folder, layout))
        status_.showError(WindowTexts::tr("Library"),
                          WindowTexts::tr("The folder could not be added: %1")
                              .arg(library()->database().error()));
}

void LibraryActions::removeFolder() {
    QStringList folders;
    for (const LibraryFolder& f : library()->folders())
        folders << f.path;
    if (folders.isEmpty()) {
        QMessageBox::information(window_, WindowTexts::tr("Library"),
                                 WindowTexts::tr("The library has no folders yet."));
        return;
    }
    bool ok = false;
    const QString folder = QInputDialog::getItem(
        window_, WindowTexts::tr("Remove a Folder"),
        WindowTexts::tr("Take this folder out of the library (its files stay):"), folders, 0, false,
        &ok);
    if (ok)
        library()->removeFolder(folder);
}

void LibraryActions::open(const QString& path) {
    const auto record = library()->database().record(path, false);
    const Layout* layout = record ? findLayout(record->layout.toStdString()) : nullptr;
    emit openRequested(path, layout ? *layout : defaultLayout());
}

} // namespace gbxx
