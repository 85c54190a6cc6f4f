#pragma once
// A board opened that is an older revision of one in the registry (its code is known there and
// its bytes are one of the earlier revisions) says so above the board, with "Open Revision N",
// while its tab is in front. The registry is asked in the background; no answer, no notice.

#include "widgets/registry/registry_revisions.h"

#include <QHash>
#include <QObject>

namespace gbxx {

class BoardDocument;
class BoardTabs;
class MessageBar;
struct OpenBoard;

class RevisionNotices : public QObject {
    Q_OBJECT

public:
    RevisionNotices(BoardTabs& tabs, RegistryRevisions& revisions, MessageBar& bar,
                    QObject* parent);

signals:
    void openRequested(const QString& code, int revision);

private:
    struct Notice {
        QString code, sha256;
        std::optional<RegistryRevisions::Newer> newer; // nothing until the registry says
        bool dismissed = false;
    };
    void check(OpenBoard& open);
    void learned(const QString& code);
    void showFor(BoardDocument* document);

    BoardTabs& tabs_;
    RegistryRevisions& revisions_;
    MessageBar& bar_;
    QHash<const OpenBoard*, Notice> notices_;
};

} // namespace gbxx
