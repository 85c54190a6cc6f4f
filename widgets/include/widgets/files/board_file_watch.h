#pragma once
// Noticing when an open board's file changes on disk (another tool, a sync client), offering to
// reload it, and never letting a save overwrite such a change without asking.

#include <QFileSystemWatcher>
#include <QObject>

namespace gbxx {

class BoardTabs;
class Layout;
class WindowStatus;
struct OpenBoard;

class BoardFileWatch : public QObject {
    Q_OBJECT

public:
    BoardFileWatch(BoardTabs& tabs, WindowStatus& status, QWidget* window);

    // Remembers what `open`'s file holds now (after reading or writing it) and watches it.
    void watch(OpenBoard& open);
    // Watches exactly the files of the open boards.
    void refresh();
    // Before writing the active board to `path`: true unless its file changed on disk since and
    // the user keeps it.
    bool confirmOverwrite(const QString& path);

signals:
    void reloadRequested(const QString& path, const gbxx::Layout* layout);

private:
    void onFileChanged(const QString& path);
    bool changedOnDisk() const;

    BoardTabs& tabs_;
    WindowStatus& status_;
    QWidget* window_;
    QFileSystemWatcher watcher_;
    bool asking_ = false;
};

} // namespace gbxx
