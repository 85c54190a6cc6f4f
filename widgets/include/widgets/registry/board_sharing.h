#pragma once
// Boards and the registry, in the File menu: Publish… (the board saved first, its code written
// into it as one undo step and saved, so that the board, its file and the registry hold the same
// bytes) and Open by Code… (a new tab known by its code until it is saved). Boards the library or
// a notice asks for by code open the same way.

#include "widgets/registry/open_code_dialog.h"
#include "widgets/registry/publish_dialog.h"

#include <QObject>
#include <QPointer>

class QMenu;

namespace gbxx {

class ActionRegistry;
class BoardDocument;
class BoardFiles;
class BoardTabs;
class RegistryConnection;
class RegistryRevisions;
class WindowStatus;

class BoardSharing : public QObject {
    Q_OBJECT

public:
    BoardSharing(BoardTabs& tabs, BoardFiles& files, RegistryConnection& connection,
                 RegistryRevisions& revisions, WindowStatus& status, QWidget* window);

    // File ▸ Open by Code… among the ways to open, File ▸ Publish… at the end of the menu so far.
    void addActions(ActionRegistry& registry, QMenu* file);
    void follow(BoardDocument* document);

    void publish();
    void openByCode();
    // Fetches `code` (`revision` 0: the latest) and opens it in a new tab; the dialog shows only
    // when it takes a moment or fails.
    void openCode(const QString& code, int revision);

    // The dialog of the publish or fetch under way (tests drive them), or null.
    PublishDialog* publishDialog() const { return publishDialog_; }
    OpenCodeDialog* openDialog() const { return openDialog_; }

signals:
    // Publishing needs a token (Preferences ▸ Registry).
    void signInRequested();

private:
    OpenCodeDialog* newOpenDialog();
    // Empty, or why the fetched board cannot be opened.
    QString openFetched(const FetchedBoard& fetched, bool revisionAsked);
    void finishPublish(BoardDocument* document, const PublishedRevision& revision);
    // The board saved to its file without changes; false when the user would not or it failed.
    bool savedFirst(BoardDocument* document);

    BoardTabs& tabs_;
    BoardFiles& files_;
    RegistryConnection& connection_;
    RegistryRevisions& revisions_;
    WindowStatus& status_;
    QWidget* window_;
    ActionRegistry* registry_ = nullptr;
    QPointer<PublishDialog> publishDialog_;
    QPointer<OpenCodeDialog> openDialog_;
};

} // namespace gbxx
