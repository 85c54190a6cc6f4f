#pragma once
// The board library in the window: the Library menu, the Library dock, the start page's library
// section, and opening a board from it in the layout its folder is read in. The database is
// opened and the panels are built when first needed, so a window opened on a board shows its
// first frame without them (issue 19).

#include <QObject>

#include <memory>

class QMainWindow;
class QMenu;

namespace gbxx {

class ActionRegistry;
class BuiltWhenShown;
class Layout;
class LibraryPanel;
class LibraryService;
class PanelDocks;
class RegistryConnection;
class RegistryRevisions;
class StartPage;
class WindowStatus;

class LibraryActions : public QObject {
    Q_OBJECT

public:
    LibraryActions(WindowStatus& status, QMainWindow* window);
    ~LibraryActions() override;

    // The board library's database for the windows made from now on (gbxx-editor --db); by
    // default LibraryDatabase::defaultPath(). Tests give one of their own.
    static void setDatabasePath(const QString& path);

    // The registry its panels search in their Registry scope (before addDockAndMenu).
    void setRegistry(RegistryConnection& connection, RegistryRevisions& revisions);
    void addDockAndMenu(ActionRegistry& registry, PanelDocks& docks, QMenu* menu,
                        StartPage* startPage);
    // The board library, opened on first use.
    LibraryService* library();
    // The Library dock's panel, built now if the dock was never shown.
    LibraryPanel* panel();
    // What was indexed is kept; the rest is read on the next start.
    void stop();

signals:
    void openRequested(const QString& path, const gbxx::Layout& layout);
    void openCodeRequested(const QString& code, int revision);

private:
    LibraryPanel* newPanel(QWidget* parent);
    void addFolder(bool askLayout);
    void removeFolder();
    void open(const QString& path);

    WindowStatus& status_;
    QMainWindow* window_;
    std::unique_ptr<LibraryService> library_;
    BuiltWhenShown* place_ = nullptr;
    RegistryConnection* connection_ = nullptr;
    RegistryRevisions* revisions_ = nullptr;
};

} // namespace gbxx
